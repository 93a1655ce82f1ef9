import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import type { Method, Route } from './route.js';
import type { ApiRequest, ApiResponse } from './types.js';

/**
 * The Functions host reserves routes starting with `admin`, so the Static Web App rewrites the public `/admin/*`
 * routes to `/api/portal-host/*`; this adapter maps them back before routing.
 */
const PORTAL_HOST = '/api/portal-host';

export const azurePath = (path: string) => (path === '/admin' || path.startsWith('/admin/') ? PORTAL_HOST + path.slice('/admin'.length) : path);
const routerPath = (path: string) => (path.startsWith(`${PORTAL_HOST}/`) || path === PORTAL_HOST ? '/admin' + path.slice(PORTAL_HOST.length) : path);

/** One Function's route template: the literal prefix its paths share, then a catch-all. */
export function routeTemplate(routes: readonly Route[]): string {
  const split = routes.map((r) => azurePath(r.path).split('/').slice(1));
  const prefix: string[] = [];
  for (let i = 0; ; i++) {
    const seg = split[0][i];
    if (seg === undefined || seg.includes(':') || !split.every((s) => s[i] === seg)) break;
    prefix.push(seg);
  }
  const allStatic = routes.length === 1 && !routes[0].path.includes(':');
  if (allStatic) return prefix.join('/');
  return [...prefix, '{*rest}'].join('/');
}

/** An HTTP Function as registered: one per route group of the table. */
export interface HttpFunction {
  name: string;
  methods: Method[];
  route: string;
}

/** The HTTP Functions to register for a route table: one per group, with its methods and route template. */
export function httpFunctions(routes: readonly Route[]): HttpFunction[] {
  const groups = new Map<string, Route[]>();
  for (const route of routes) groups.set(route.group, [...(groups.get(route.group) ?? []), route]);
  return [...groups].map(([name, members]) => ({
    name,
    methods: [...new Set(members.map((r) => r.method))],
    route: routeTemplate(members),
  }));
}

/** `1.2.3.4:443` → `1.2.3.4`; `[2001:db8::1]:443` → `2001:db8::1`; a bare IPv6 address stays as it is. */
function withoutPort(address: string): string {
  const bracketed = /^\[(.+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1];
  return address.split(':').length === 2 ? address.replace(/:\d+$/, '') : address;
}

export async function fromAzure(req: HttpRequest, ctx: InvocationContext): Promise<ApiRequest> {
  const url = new URL(req.url);
  const headers: Record<string, string> = {};
  req.headers.forEach((v, k) => (headers[k.toLowerCase()] = v));
  const body = req.method === 'GET' ? undefined : Buffer.from(await req.arrayBuffer());
  // The platform's front end appends the address it saw; earlier entries are whatever the client sent.
  const forwarded = headers['x-forwarded-for']?.split(',').pop()?.trim();
  return {
    method: req.method.toUpperCase(),
    path: routerPath(url.pathname),
    query: url.searchParams,
    headers,
    body: body?.length ? body : undefined,
    clientAddress: forwarded ? withoutPort(forwarded) : 'unknown',
    invocationId: ctx.invocationId,
  };
}

export const toAzure = (res: ApiResponse): HttpResponseInit => ({ status: res.status, headers: res.headers, body: res.body });
