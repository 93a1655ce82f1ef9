import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DirectoryFixtureSchema, type DirectoryFixture } from '../../shared/directory/fixture.js';

const PAGE = 2;

export interface GraphStandin {
  url: string;
  requests: { path: string; authorization?: string }[];
  /** Answer the next `n` requests 429 with `Retry-After: 1`. */
  failNext(n: number): void;
  /** Answer the next request with this status and body, whatever it asked (an unexpected payload or a failure). */
  answerNext(status: number, body: unknown): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server answering the Microsoft Graph v1.0 requests the GraphDirectory sends, from a directory
 * fixture, in Graph's shapes (collections in `value`, pages of two with `@odata.nextLink`, 404 errors as Graph
 * writes them). The token's `tid` is not checked; the tenant is the path's first segment in `/<tid>/v1.0/...`.
 */
export async function startGraphStandin(fixture: DirectoryFixture): Promise<GraphStandin> {
  const parsed = DirectoryFixtureSchema.parse(fixture);
  const requests: GraphStandin['requests'] = [];
  let failures = 0;
  let canned: { status: number; body: unknown } | null = null;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    requests.push({ path: url.pathname + url.search, authorization: req.headers.authorization });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (canned) {
      const { status, body } = canned;
      canned = null;
      return send(status, body);
    }
    if (failures > 0) {
      failures--;
      return send(429, { error: { code: 'TooManyRequests', message: 'Slow down' } }, { 'retry-after': '1' });
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return send(401, { error: { code: 'InvalidAuthenticationToken', message: 'No token' } });
    const tenantId = token.replace(/^token-for-/, '');
    const tenant = parsed.tenants[tenantId];
    if (!tenant) return send(401, { error: { code: 'InvalidAuthenticationToken', message: 'Unknown tenant' } });

    const page = <T>(items: T[]) => {
      const skip = Number(url.searchParams.get('$skiptoken') ?? 0);
      const top = Number(url.searchParams.get('$top') ?? PAGE);
      const size = Math.min(top, PAGE);
      const body: Record<string, unknown> = { value: items.slice(skip, skip + size) };
      if (skip + size < Math.min(items.length, url.searchParams.has('$top') ? top : Infinity)) {
        const next = new URL(url.toString().replace('http://standin', `http://127.0.0.1:${(server.address() as AddressInfo).port}`));
        next.searchParams.set('$skiptoken', String(skip + size));
        body['@odata.nextLink'] = next.toString();
      }
      return send(200, body);
    };
    const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();
    const filter = url.searchParams.get('$filter') ?? '';
    const literals = [...filter.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1].replace(/''/g, "'").toLowerCase());
    const users = tenant.users;
    const groups = tenant.groups.map(({ members: _m, ...g }) => g);
    const path = url.pathname.replace(/^\/v1\.0/, '');

    if (path === '/organization') {
      return send(200, { value: [{ id: tenantId, displayName: tenant.displayName, verifiedDomains: tenant.domains.map((name) => ({ name })) }] });
    }
    if (path === '/users' && filter.startsWith('mail eq')) {
      const [mail, proxy] = literals;
      return page(users.filter((u) => lower(u.mail) === mail || u.proxyAddresses.some((p) => lower(p) === proxy)));
    }
    if (path === '/users' && filter.startsWith('startswith')) {
      const q = literals[0];
      return page(users.filter((u) => [u.displayName, u.mail, u.userPrincipalName].some((v) => lower(v).startsWith(q))));
    }
    if (path === '/users') return page(users);
    if (path === '/groups' && filter.startsWith('startswith')) {
      const q = literals[0];
      return page(groups.filter((g) => [g.displayName, g.mail].some((v) => lower(v).startsWith(q))));
    }
    const group = /^\/groups\/([^/]+)$/.exec(path);
    if (group) {
      const g = groups.find((x) => x.id === decodeURIComponent(group[1]));
      return g ? send(200, g) : send(404, { error: { code: 'Request_ResourceNotFound', message: 'Not found' } });
    }
    const memberOf = /^\/users\/([^/]+)\/transitiveMemberOf\/microsoft\.graph\.group$/.exec(path);
    if (memberOf) {
      const id = decodeURIComponent(memberOf[1]);
      const found = new Set<string>();
      let frontier = [id];
      while (frontier.length) {
        const next = tenant.groups.filter((g) => !found.has(g.id) && g.members.some((m) => frontier.includes(m))).map((g) => g.id);
        next.forEach((g) => found.add(g));
        frontier = next;
      }
      return page(groups.filter((g) => found.has(g.id)));
    }
    const members = /^\/groups\/([^/]+)\/transitiveMembers\/microsoft\.graph\.user$/.exec(path);
    if (members) {
      const out = new Set<string>();
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        const g = tenant.groups.find((x) => x.id === id);
        if (g) g.members.forEach(visit);
        else out.add(id);
      };
      visit(decodeURIComponent(members[1]));
      return page(users.filter((u) => out.has(u.id)));
    }
    return send(400, { error: { code: 'BadRequest', message: `The stand-in does not serve ${path}` } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext: (n) => (failures = n),
    answerNext: (status, body) => (canned = { status, body }),
    close: () => new Promise((r) => server.close(() => r())),
  };
}
