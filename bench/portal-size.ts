import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a browser loads eagerly for `/admin`: the index page's module scripts and module preloads (lazy
 * routes are left out), each gzipped as a server would send it. Returned in KB.
 */
export async function initialPortalJsGzipKb(baseUrl: string): Promise<number> {
  const index = await (await fetch(`${baseUrl}/admin`)).text();
  const eager = [
    ...index.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...index.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]);
  if (eager.length === 0) throw new Error('/admin loads no module script: is the portal built?');
  let bytes = 0;
  for (const src of new Set(eager)) {
    const res = await fetch(new URL(src, baseUrl));
    if (!res.ok) throw new Error(`${src} answered ${res.status}`);
    bytes += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  }
  return Math.round(bytes / 1024);
}
