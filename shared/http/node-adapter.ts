import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiRequest, ApiResponse } from './types.js';

const MAX_READ = 16 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_READ) break;
    chunks.push(chunk as Buffer);
  }
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/**
 * node:http → the project's request type. `trustForwardedFor` takes the calling address from
 * `X-Forwarded-For` (behind a proxy, and in tests that act as many callers).
 */
export async function fromNode(req: IncomingMessage, trustForwardedFor = false): Promise<ApiRequest> {
  const url = new URL(req.url ?? '/', 'http://local');
  const headers: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers,
    body: await readBody(req),
    clientAddress: (trustForwardedFor && headers['x-forwarded-for']?.split(',').pop()?.trim()) || req.socket.remoteAddress || 'unknown',
    invocationId: crypto.randomUUID(),
  };
}

export function toNode(res: ServerResponse, out: ApiResponse): void {
  const body = out.body === undefined ? undefined : typeof out.body === 'string' ? Buffer.from(out.body, 'utf8') : out.body;
  res.writeHead(out.status, { ...out.headers, ...(body ? { 'content-length': String(body.length) } : {}) });
  res.end(body);
}
