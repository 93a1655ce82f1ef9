import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { contentType } from 'mime-types';
import { repoRoot } from '../repo-root.js';
import { html } from '../http/reply.js';
import type { ApiResponse } from '../http/types.js';

/** Where `npm run build:portal` writes the portal's files (vite.config.ts `build.outDir`). */
const PORTAL_OUT = join('dist', 'portal', 'admin');
export const PORTAL_BASE = '/admin';


/** Vite names every built asset with its content hash, so these can be cached for a year. */
const HASHED = /^\/assets\//;

/** The service's own paths under /admin: everything else there is the portal. */
const SERVICE_PATHS = [/^\/admin\/config\.js$/, /^\/admin\/consent(\/|$)/, /^\/admin\/functions(\/|$)/];

export const isPortalPath = (path: string) =>
  (path === PORTAL_BASE || path.startsWith(`${PORTAL_BASE}/`)) && !SERVICE_PATHS.some((p) => p.test(path));


const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Admin portal not built</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}code{background:#f3f2f1;padding:.1rem .3rem}</style>
</head><body><main><h1>The admin portal is not built</h1>
<p>This service found no built portal to serve. Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload this page.</p>
</main></body></html>`;

/**
 * The built portal as static files: hashed assets cached for a year, `index.html` never cached, and every other
 * path under /admin answered with `index.html` so deep links reach the single-page app's router.
 */
export class PortalFiles {
  constructor(readonly root: string = join(repoRoot(), PORTAL_OUT)) {}

  async serve(path: string): Promise<ApiResponse> {
    const relativePath = path === PORTAL_BASE ? '/' : path.slice(PORTAL_BASE.length);
    const file = await this.existingFile(relativePath);
    if (file) {
      const body = await readFile(file);
      const cache = HASHED.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return { status: 200, headers: { 'content-type': contentType(extname(file)) || 'application/octet-stream', 'cache-control': cache }, body };
    }
    // A missing hashed asset is a real 404 (a stale tab asking for an old bundle), not the app shell.
    if (HASHED.test(relativePath)) return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }, body: 'Not found' };
    const index = join(this.root, 'index.html');
    if (!existsSync(index)) return html(NOT_BUILT, 503, { 'cache-control': 'no-store' });
    return html(await readFile(index, 'utf8'), 200, { 'cache-control': 'no-cache' });
  }

  /** The file under the root the path names, or null (directories, escapes above the root, missing files). */
  private async existingFile(relativePath: string): Promise<string | null> {
    if (relativePath === '/' || relativePath === '') return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(relativePath);
    } catch {
      return null;
    }
    const file = normalize(join(this.root, decoded));
    if (!file.startsWith(this.root + sep)) return null;
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? file : null;
  }
}
