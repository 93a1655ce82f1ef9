import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { atEdge } from './edge.js';
import { logLine, type Logger } from '../log.js';
import type { Method, Route } from './route.js';
import { isStreamed, type ApiRequest, type ApiResponse, type StreamedBody } from './types.js';
import { withSecurityHeaders, type SecurityHeaderOptions } from './security-headers.js';
import { declaredOver, NO_BODY, TOO_LARGE, type ReadBody } from './body-cap.js';

/**
 * Public paths the Functions host cannot serve where the service's origin (the Static Web App) shows them: it
 * reserves routes starting with `admin`, and the Static Web App forwards only `/api/*` to the Function App. The
 * Static Web App rewrites each public prefix to its `/api` twin (`portal/staticwebapp.config.json`); the Functions
 * are registered there and this adapter maps the path back before routing.
 */
const FORWARDED: readonly (readonly [publicPrefix: string, apiPrefix: string])[] = [
  ['/admin', '/api/portal-host'],
  ['/.well-known', '/api/well-known'],
];

const swapPrefix = (path: string, from: string, to: string) =>
  path === from || path.startsWith(`${from}/`) ? to + path.slice(from.length) : null;
export const azurePath = (path: string) => FORWARDED.map(([pub, api]) => swapPrefix(path, pub, api)).find((p) => p !== null) ?? path;
/** The path the route table knows for a path as the Functions host receives it (`/api/portal-host/config.js` → `/admin/config.js`). */
export function routerPath(path: string): string {
  for (const [pub, api] of FORWARDED) {
    const swapped = swapPrefix(path, api, pub);
    if (swapped !== null) return swapped;
  }
  return path;
}

/**
 * The HTTP Function that serves a path: named after the first segment of its path in Azure (`/api` dropped), or the
 * first two under `/api/admin` (`admin-templates`), each up to a character a Function name cannot hold. Paths of one group share that literal prefix, and the prefixes of
 * two groups differ, so their route templates (below) never overlap.
 */
export function functionGroup(path: string): string {
  const segments = azurePath(path).split('/').slice(1);
  const rest = segments[0] === 'api' ? segments.slice(1) : segments;
  return (rest[0] === 'admin' ? rest.slice(0, 2) : rest.slice(0, 1)).map((s) => /^[\w-]*/.exec(s)?.[0]).join('-');
}

/**
 * One Function's route template: the literal prefix its paths share, then a catch-all (which also matches nothing,
 * so `api/admin/users/{*rest}` serves `/api/admin/users` too). A group of one literal path gets exactly that path.
 */
export function routeTemplate(routes: readonly Route[]): string {
  const split = routes.map((r) => azurePath(r.path).split('/').slice(1));
  const prefix: string[] = [];
  for (let i = 0; ; i++) {
    const seg = split[0][i];
    if (seg === undefined || seg.includes(':') || !split.every((s) => s[i] === seg)) break;
    prefix.push(seg);
  }
  const onePath = routes.every((r) => r.path === routes[0].path) && !routes[0].path.includes(':');
  if (onePath) return prefix.join('/');
  return [...prefix, '{*rest}'].join('/');
}

export interface HttpFunction {
  /** The route group: the Function's name. */
  name: string;
  /** The routes' methods, and OPTIONS for a group with CORS routes (the pipeline answers their preflights). */
  methods: (Method | 'OPTIONS')[];
  /** The route template (host.json's routePrefix is ""). */
  route: string;
}

/** The HTTP Functions the route table registers: one per group, in table order. */
export function httpFunctions(table: readonly Route[]): HttpFunction[] {
  const groups = new Map<string, Route[]>();
  for (const route of table) groups.set(route.group, [...(groups.get(route.group) ?? []), route]);
  return [...groups].map(([name, members]) => ({
    name,
    methods: [...new Set(members.map((r) => r.method)), ...(members.some((r) => r.cors) ? (['OPTIONS'] as const) : [])],
    route: routeTemplate(members),
  }));
}

/** `1.2.3.4:443` → `1.2.3.4`; `[2001:db8::1]:443` → `2001:db8::1`; a bare IPv6 address stays as it is. */
function withoutPort(address: string): string {
  const bracketed = /^\[(.+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1];
  return address.split(':').length === 2 ? address.replace(/:\d+$/, '') : address;
}

/**
 * The body's bytes up to `maxBytes`, read from its stream as the host hands it on (HTTP streams are on): a body declared
 * or found longer is not kept (`tooLarge`) and the rest of its stream is cancelled, so a body too large for its route
 * never costs more memory than the route allows, whatever the host would accept.
 */
async function readBody(req: HttpRequest, maxBytes: number): Promise<ReadBody> {
  if (req.method === 'GET' || req.method === 'HEAD' || !req.body) return NO_BODY;
  if (declaredOver(req.headers.get('content-length'), maxBytes)) {
    await req.body.cancel().catch(() => undefined);
    return TOO_LARGE;
  }
  const reader = (req.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    chunks.push(part.value);
  }
  return size ? { body: Buffer.concat(chunks, size) } : NO_BODY;
}

/**
 * The Functions host's request → the project's request type; at most `maxBodyBytes` of its body read
 * (`Pipeline.bodyLimit`). `url`: the request's URL when the caller has parsed it already.
 */
export async function fromAzure(
  req: HttpRequest,
  ctx: InvocationContext,
  maxBodyBytes: number,
  url: URL = new URL(req.url),
): Promise<ApiRequest> {
  const path = routerPath(url.pathname);
  const headers: Record<string, string> = {};
  req.headers.forEach((v, k) => (headers[k.toLowerCase()] = v));
  // The host's own request span (Application Insights' request of this invocation, continuing a caller's traceparent):
  // the pipeline's span joins that trace (shared/http/request-span.ts).
  const hostTrace = ctx.traceContext?.traceParent;
  if (hostTrace) headers.traceparent = hostTrace;
  const { body, tooLarge } = await readBody(req, maxBodyBytes);
  // The platform's front end appends the address it saw; earlier entries are whatever the client sent.
  const forwarded = headers['x-forwarded-for']?.split(',').pop()?.trim();
  return {
    method: req.method.toUpperCase(),
    path,
    query: url.searchParams,
    headers,
    body,
    bodyTooLarge: tooLarge,
    clientAddress: forwarded ? withoutPort(forwarded) : 'unknown',
    invocationId: ctx.invocationId,
  };
}

async function* bytesOf(body: StreamedBody): AsyncIterable<Uint8Array> {
  for await (const part of body) yield typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
}

/** A streamed body goes out as its parts come (the app enables HTTP streams: functions/http.ts). */
export const toAzure = (res: ApiResponse): HttpResponseInit => ({
  status: res.status,
  headers: res.headers,
  body: isStreamed(res.body) ? bytesOf(res.body) : res.body,
});

/**
 * Logs through the invocation's context: the Functions host sends these to Application Insights as traces of the
 * invocation (with its id and the function's name), which console output is not.
 */
export function invocationLogger(ctx: InvocationContext): Logger {
  return {
    info: (message, detail) => ctx.info(logLine('info', message, detail)),
    warn: (message, detail) => ctx.warn(logLine('warn', message, detail)),
    error: (message, detail) => ctx.error(logLine('error', message, detail)),
  };
}

interface RequestHandler {
  handle(req: ApiRequest, log?: Logger): Promise<ApiResponse>;
  /** The most body bytes a request to the path with the method may bring (`Pipeline.bodyLimit`). */
  bodyLimit(method: string, path: string): number;
  /**
   * The security headers' options (from the configuration, so read on each answer: a configuration that cannot be
   * built still gets its error answered with the headers, without the identity provider's origin).
   */
  securityHeaders?(): SecurityHeaderOptions;
}

/** Azure serves the Function App over https only (`httpsOnly` in infra/modules/functions.bicep): HSTS is sent. */
const WITHOUT_CONFIGURATION: SecurityHeaderOptions = { identityProvider: '', ownOrigins: [], strictTransport: true };

function headerOptions(pipeline: RequestHandler): SecurityHeaderOptions {
  try {
    return pipeline.securityHeaders?.() ?? WITHOUT_CONFIGURATION;
  } catch {
    return WITHOUT_CONFIGURATION;
  }
}

/**
 * One HTTP invocation: adapt the request, serve it, log through the invocation, adapt the answer with its security
 * headers. What fails outside the pipeline (reading the body, building the services from a wrong configuration) goes
 * through the edge wrapper.
 */
export async function serveAzure(pipeline: RequestHandler, req: HttpRequest, ctx: InvocationContext): Promise<HttpResponseInit> {
  const log = invocationLogger(ctx);
  const url = new URL(req.url);
  const path = routerPath(url.pathname);
  const res = await atEdge(log, ctx.invocationId, async () =>
    pipeline.handle(await fromAzure(req, ctx, pipeline.bodyLimit(req.method.toUpperCase(), path), url), log),
  );
  return toAzure(withSecurityHeaders(path, res, headerOptions(pipeline)));
}
