import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { declaredOver, NO_BODY, TOO_LARGE, type ReadBody } from './body-cap.js';
import { isStreamed, type ApiRequest, type ApiResponse } from './types.js';

/**
 * The body's bytes, up to `maxBytes`: a body declared or found longer is not kept (`tooLarge`), and what is left of it
 * is left to node:http, which discards it after the answer, so the caller gets its 413 and the connection stays usable.
 * Read with the stream's events: an async iterator over a request of a few hundred bytes cost more than routing it.
 */
function readBody(req: IncomingMessage, maxBytes: number): Promise<ReadBody> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(NO_BODY);
  if (declaredOver(req.headers['content-length'], maxBytes)) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onEnd = () => {
      stop();
      resolve(chunks.length === 0 ? NO_BODY : { body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks) });
    };
    const onError = (err: Error) => {
      stop();
      reject(err);
    };
    // Closed before its end without an error: what a loop over the stream throws then.
    const onClose = () => onError(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        chunks.length = 0;
        resolve(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * A request target whose path WHATWG URL parsing keeps as it is: no query or fragment, no `%`, `\`, characters it
 * would escape, dot segments, or a leading `//` (read as a host). Anything else is parsed by `URL`.
 */
const PLAIN_PATH = /^\/(?!\/)[\w\-.~!$&'()*+,;=:@/]*$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/** The path and query of a request target, as `new URL(target, 'http://local')` reads them. */
export function targetOf(target: string | undefined): { path: string; query: URLSearchParams } {
  if (target !== undefined && PLAIN_PATH.test(target) && !DOT_SEGMENT.test(target)) return { path: target, query: new URLSearchParams() };
  const url = new URL(target ?? '/', 'http://local');
  return { path: url.pathname, query: url.searchParams };
}

/** Header values as strings (node:http gives a repeated `set-cookie` as a list): the request's own object when it has no list. */
function headersOf(req: IncomingMessage): Record<string, string | undefined> {
  const raw = req.headers;
  for (const k in raw) {
    if (typeof raw[k] !== 'string') {
      const headers: Record<string, string | undefined> = {};
      for (const [name, v] of Object.entries(raw)) headers[name] = Array.isArray(v) ? v.join(', ') : v;
      return headers;
    }
  }
  return raw as Record<string, string | undefined>;
}

interface FromNodeOptions {
  /** Take the calling address from `X-Forwarded-For` (behind a proxy, and in tests that act as many callers). */
  trustForwardedFor?: boolean;
  /** The request's path and query, when the caller has read them already. */
  target?: { path: string; query: URLSearchParams };
  /** The most body bytes read (`Pipeline.bodyLimit`): past it the body is `bodyTooLarge`. */
  maxBodyBytes: number;
}

/** node:http → the project's request type. */
export async function fromNode(
  req: IncomingMessage,
  { trustForwardedFor = false, target = targetOf(req.url), maxBodyBytes }: FromNodeOptions,
): Promise<ApiRequest> {
  const headers = headersOf(req);
  const { body, tooLarge } = await readBody(req, maxBodyBytes);
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    path: target.path,
    query: target.query,
    headers,
    body,
    bodyTooLarge: tooLarge,
    clientAddress: (trustForwardedFor && headers['x-forwarded-for']?.split(',').pop()?.trim()) || req.socket.remoteAddress || 'unknown',
    invocationId: crypto.randomUUID(),
  };
}

export function toNode(res: ServerResponse, out: ApiResponse): void {
  const body = out.body;
  if (body === undefined) {
    res.writeHead(out.status, out.headers);
    res.end();
    return;
  }
  if (isStreamed(body)) {
    // Chunked, as the parts come; a failure midway cuts the connection, so the client never takes a part for the whole.
    res.writeHead(out.status, out.headers);
    pipeline(Readable.from(body), res).catch(() => undefined);
    return;
  }
  // A string body is written as it is, after the head in the same write (node:http joins them): no copy into a Buffer.
  const length = typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.length;
  res.writeHead(out.status, { ...out.headers, 'content-length': String(length) });
  res.end(body);
}
