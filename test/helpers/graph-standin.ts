import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DirectoryFixtureSchema, type DirectoryFixture } from '../../shared/directory/fixture.js';
import type { DirectoryUser } from '../../shared/directory/types.js';
import { graphFaults, type FaultScope, type GraphFault } from './graph-faults.js';

const PAGE = 2;

type UserEvent = { seq: number; id: string; kind: 'added' | 'changed' | 'removed'; fields: string[] };
type GroupEvent =
  | { seq: number; id: string; kind: 'added' | 'changed' | 'removed' }
  | { seq: number; id: string; kind: 'member'; member: string; op: 'add' | 'remove' };

export interface StandinOptions {
  /** The largest page of a listing or a delta round (default 2, so tests follow `@odata.nextLink`; Graph serves up to 999). */
  pageSize?: number;
  /** Photos by tenant and user id (everyone else has none: Graph's 404 `ImageNotFound`). */
  photos?: Record<string, Record<string, Buffer>>;
}

export interface GraphStandin {
  url: string;
  requests: { path: string; authorization?: string }[];
  /** Mail taken by `sendMail` (answered 202), in order. */
  sent: { from: string; to: string[]; subject: string }[];
  /** Answer the next `n` requests 429 with `Retry-After: 1`. */
  failNext(n: number): Promise<void>;
  /**
   * Misbehaves as Graph or the network can (see GraphFault) on the requests `scope` takes, until `heal()`. Resolves
   * once the fault is in force (a refusing port is closed).
   */
  fault(f: GraphFault, scope?: FaultScope): Promise<void>;
  /** Answers as usual again (a refusing port listens again; requests held by `silent` are cut). */
  heal(): Promise<void>;
  /** Answer the next request with this status and body, whatever it asked (an unexpected payload or a failure). */
  answerNext(status: number, body: unknown): void;
  /** Directory changes, as an administrator would make them; delta rounds report them. */
  addUser(tenantId: string, user: Partial<DirectoryUser> & { id: string }): void;
  updateUser(tenantId: string, id: string, fields: Partial<DirectoryUser>): void;
  /** Deletes the user, and takes it out of every group it was a direct member of. */
  removeUser(tenantId: string, id: string): void;
  addMember(tenantId: string, groupId: string, memberId: string): void;
  removeMember(tenantId: string, groupId: string, memberId: string): void;
  /** Sets the organisation's verified domains (`/organization`), as an administrator adding or removing one would. */
  setDomains(tenantId: string, domains: string[]): void;
  /** Sets (or with null, removes) a user's photo, as a person changing it in Microsoft 365 would; its ETag changes. */
  setPhoto(tenantId: string, userId: string, bytes: Buffer | null): void;
  /** A user's `mailboxSettings.automaticRepliesSetting` as PATCHed so far (Graph's default: disabled). */
  automaticReplies(tenantId: string, userId: string): Record<string, unknown>;
  /** Every delta link given out so far answers 410 Gone (Graph's "resync required"). */
  expireDeltaLinks(): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server answering the Microsoft Graph v1.0 requests the GraphDirectory sends, from a directory
 * fixture, in Graph's shapes (collections in `value`, pages of two with `@odata.nextLink`, 404 errors as Graph
 * writes them). The token's `tid` is not checked; the tenant is the path's first segment in `/<tid>/v1.0/...`.
 */
export async function startGraphStandin(fixture: DirectoryFixture, opts: StandinOptions = {}): Promise<GraphStandin> {
  const parsed = DirectoryFixtureSchema.parse(fixture);
  const photos = new Map(
    Object.entries(opts.photos ?? {}).flatMap(([t, byUser]) => Object.entries(byUser).map(([u, b]) => [`${t}|${u}`, b])),
  );
  const mediaEtag = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase()}"`;
  const requests: GraphStandin['requests'] = [];
  const sent: GraphStandin['sent'] = [];
  const replies = new Map<string, Record<string, unknown>>();
  const repliesOf = (tenantId: string, userId: string) =>
    replies.get(`${tenantId}|${userId}`) ?? {
      status: 'disabled',
      externalAudience: 'all',
      internalReplyMessage: '',
      externalReplyMessage: '',
    };
  let canned: { status: number; body: unknown } | null = null;
  // Change tracking: every change gets the next sequence number; a delta link carries the number it was issued at.
  let seq = 0;
  let epoch = 0;
  const userEvents = new Map<string, UserEvent[]>();
  const groupEvents = new Map<string, GroupEvent[]>();
  const logOf = <E>(m: Map<string, E[]>, tenantId: string) => m.get(tenantId) ?? (m.set(tenantId, []), m.get(tenantId)!);
  const tenantOf = (tenantId: string) => {
    const t = parsed.tenants[tenantId];
    if (!t) throw new Error(`The stand-in has no tenant ${tenantId}`);
    return t;
  };
  /** A user as Graph writes it (no mailboxType: Graph has none). */
  const graphUser = ({ mailboxType: _t, ...u }: DirectoryUser) => u;
  const memberRef = (groupIds: Set<string>, id: string) => ({
    '@odata.type': groupIds.has(id) ? '#microsoft.graph.group' : '#microsoft.graph.user',
    id,
  });

  // Every request is recorded, whether the fault in force answers it or the directory does.
  /** Where the stand-in listens, kept once it does: a request still in flight after `close()` links to it all the same. */
  let origin = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    requests.push({ path: url.pathname + url.search, authorization: req.headers.authorization });
    void faults.intercept(req, res).then((faulted) => faulted || answer(req, res));
  });
  const faults = graphFaults(server);

  function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://standin');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (canned) {
      const { status, body } = canned;
      canned = null;
      return send(status, body);
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return send(401, { error: { code: 'InvalidAuthenticationToken', message: 'No token' } });
    const tenantId = token.replace(/^token-for-/, '');
    const tenant = parsed.tenants[tenantId];
    if (!tenant) return send(401, { error: { code: 'InvalidAuthenticationToken', message: 'Unknown tenant' } });

    const page = <T>(items: T[]) => {
      const skip = Number(url.searchParams.get('$skiptoken') ?? 0);
      const top = Number(url.searchParams.get('$top') ?? PAGE);
      const size = Math.min(top, opts.pageSize ?? PAGE);
      const body: Record<string, unknown> = { value: items.slice(skip, skip + size) };
      if (skip + size < Math.min(items.length, url.searchParams.has('$top') ? top : Infinity)) {
        const next = new URL(url.toString().replace('http://standin', origin));
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

    const delta = /^\/(users|groups)\/delta$/.exec(path);
    if (delta) {
      const token = url.searchParams.get('$deltatoken') ?? url.searchParams.get('$skiptoken');
      const [tokenEpoch, since, offset] = token ? token.split('.').map(Number) : [epoch, -1, 0];
      if (tokenEpoch !== epoch) return send(410, { error: { code: 'syncStateNotFound', message: 'Resync required' } });
      const items = delta[1] === 'users' ? userDelta(tenantId, tenant, since) : groupDelta(tenantId, tenant, since);
      const maxPage = Number(/odata\.maxpagesize=(\d+)/.exec(String(req.headers.prefer ?? ''))?.[1] ?? 999);
      const size = Math.min(maxPage, opts.pageSize ?? PAGE);
      const link = (param: string, value: string) => {
        const next = new URL(`${origin}/v1.0/${delta[1]}/delta`);
        next.searchParams.set(param, value);
        return next.toString();
      };
      const body: Record<string, unknown> = { value: items.slice(offset, offset + size) };
      if (offset + size < items.length) body['@odata.nextLink'] = link('$skiptoken', `${epoch}.${since}.${offset + size}`);
      else body['@odata.deltaLink'] = link('$deltatoken', `${epoch}.${seq}.0`);
      return send(200, body);
    }
    if (path === '/organization') {
      return send(200, {
        value: [{ id: tenantId, displayName: tenant.displayName, verifiedDomains: tenant.domains.map((name) => ({ name })) }],
      });
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
    const mail = /^\/users\/([^/]+)\/sendMail$/.exec(path);
    if (mail && req.method === 'POST') {
      // Taken once the whole request is read (a request cut mid-body is never sent); answered 202 without a body.
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('error', () => undefined);
      req.on('end', () => {
        const { message } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          message: { subject: string; toRecipients: { emailAddress: { address: string } }[] };
        };
        sent.push({
          from: decodeURIComponent(mail[1]),
          to: message.toRecipients.map((r) => r.emailAddress.address),
          subject: message.subject,
        });
        res.writeHead(202, { 'request-id': crypto.randomUUID() });
        res.end();
      });
      return;
    }
    const photo = /^\/users\/([^/]+)\/photo(\/\$value)?$/.exec(path);
    if (photo) {
      const bytes = photos.get(`${tenantId}|${decodeURIComponent(photo[1])}`);
      if (!bytes) return send(404, { error: { code: 'ImageNotFound', message: 'Exception of type ImageNotFoundException was thrown.' } });
      if (!photo[2]) {
        return send(200, {
          '@odata.mediaContentType': 'image/jpeg',
          '@odata.mediaEtag': mediaEtag(bytes),
          id: '240X240',
          width: 240,
          height: 240,
        });
      }
      res.writeHead(200, { 'content-type': 'image/jpeg', etag: mediaEtag(bytes) });
      return res.end(bytes);
    }
    const settings = /^\/users\/([^/]+)\/mailboxSettings$/.exec(path);
    if (settings) {
      const id = decodeURIComponent(settings[1]);
      if (!users.some((x) => x.id === id))
        return send(404, { error: { code: 'ErrorInvalidUser', message: 'The requested user is invalid.' } });
      if (req.method !== 'PATCH') return send(200, { automaticRepliesSetting: repliesOf(tenantId, id) });
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const patch = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { automaticRepliesSetting?: Record<string, unknown> };
        // Graph merges what a PATCH names into the settings as they were.
        const merged = { ...repliesOf(tenantId, id), ...patch.automaticRepliesSetting };
        replies.set(`${tenantId}|${id}`, merged);
        send(200, { automaticRepliesSetting: merged });
      });
      return;
    }
    const user = /^\/users\/([^/]+)$/.exec(path);
    if (user) {
      const u = users.find((x) => x.id === decodeURIComponent(user[1]));
      return u ? send(200, graphUser(u)) : send(404, { error: { code: 'Request_ResourceNotFound', message: 'Not found' } });
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
  }
  // A round's items are worked out once and paged from memory (the benchmark's 50,000 users take 51 pages).
  let memo: { key: string; items: unknown[] } | null = null;
  const remembered = (key: string, work: () => unknown[]) => {
    if (memo?.key !== key) memo = { key, items: work() };
    return memo.items;
  };

  /** Users changed since `since` (-1: every user): removed ones as `@removed`, changed ones with what changed. */
  function userDelta(tenantId: string, tenant: ReturnType<typeof tenantOf>, since: number): unknown[] {
    return remembered(`users.${tenantId}.${since}.${seq}`, () => userItems(tenantId, tenant, since));
  }

  function userItems(tenantId: string, tenant: ReturnType<typeof tenantOf>, since: number): unknown[] {
    if (since < 0) return tenant.users.map(graphUser);
    const touched = new Map<string, UserEvent[]>();
    for (const e of logOf(userEvents, tenantId)) if (e.seq > since) touched.set(e.id, [...(touched.get(e.id) ?? []), e]);
    return [...touched].map(([id, events]) => {
      const user = tenant.users.find((u) => u.id === id);
      if (!user) return { id, '@removed': { reason: 'deleted' } };
      if (events.some((e) => e.kind === 'added')) return graphUser(user);
      const fields = new Set(events.flatMap((e) => e.fields));
      return Object.fromEntries([['id', id], ...Object.entries(graphUser(user)).filter(([k]) => fields.has(k))]);
    });
  }

  /** Groups changed since `since` (-1: every group with all its members): members added, and removed ones as `@removed`. */
  function groupDelta(tenantId: string, tenant: ReturnType<typeof tenantOf>, since: number): unknown[] {
    return remembered(`groups.${tenantId}.${since}.${seq}`, () => groupItems(tenantId, tenant, since));
  }

  function groupItems(tenantId: string, tenant: ReturnType<typeof tenantOf>, since: number): unknown[] {
    const shape = ({ members: _m, ...g }: (typeof tenant.groups)[number]) => g;
    const groupIds = new Set(tenant.groups.map((g) => g.id));
    if (since < 0) return tenant.groups.map((g) => ({ ...shape(g), 'members@delta': g.members.map((m) => memberRef(groupIds, m)) }));
    const touched = new Map<string, GroupEvent[]>();
    for (const e of logOf(groupEvents, tenantId)) if (e.seq > since) touched.set(e.id, [...(touched.get(e.id) ?? []), e]);
    return [...touched].map(([id, events]) => {
      const group = tenant.groups.find((g) => g.id === id);
      if (!group) return { id, '@removed': { reason: 'deleted' } };
      const last = new Map<string, 'add' | 'remove'>();
      for (const e of events) if (e.kind === 'member') last.set(e.member, e.op);
      const members = [...last].map(([m, op]) =>
        op === 'add' ? memberRef(groupIds, m) : { ...memberRef(groupIds, m), '@removed': { reason: 'deleted' } },
      );
      return { ...shape(group), 'members@delta': members };
    });
  }

  const memberChange = (tenantId: string, groupId: string, memberId: string, op: 'add' | 'remove') => {
    const group = tenantOf(tenantId).groups.find((g) => g.id === groupId);
    if (!group) throw new Error(`The stand-in has no group ${groupId}`);
    group.members = op === 'add' ? [...new Set([...group.members, memberId])] : group.members.filter((m) => m !== memberId);
    logOf(groupEvents, tenantId).push({ seq: ++seq, id: groupId, kind: 'member', member: memberId, op });
  };

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    automaticReplies: repliesOf,
    requests,
    sent,
    failNext: (n) => faults.set({ mode: 'busy', status: 429, retryAfter: 1 }, { requests: n }),
    fault: (f, o) => faults.set(f, o),
    heal: () => faults.heal(),
    answerNext: (status, body) => (canned = { status, body }),
    addUser: (tenantId, user) => {
      tenantOf(tenantId).users.push({ businessPhones: [], proxyAddresses: [], mailboxType: 'user', directoryRoles: [], ...user });
      logOf(userEvents, tenantId).push({ seq: ++seq, id: user.id, kind: 'added', fields: [] });
    },
    updateUser: (tenantId, id, fields) => {
      const users = tenantOf(tenantId).users;
      const i = users.findIndex((u) => u.id === id);
      if (i < 0) throw new Error(`The stand-in has no user ${id}`);
      users[i] = { ...users[i], ...fields };
      logOf(userEvents, tenantId).push({ seq: ++seq, id, kind: 'changed', fields: Object.keys(fields) });
    },
    removeUser: (tenantId, id) => {
      const tenant = tenantOf(tenantId);
      tenant.users = tenant.users.filter((u) => u.id !== id);
      for (const g of tenant.groups.filter((x) => x.members.includes(id))) memberChange(tenantId, g.id, id, 'remove');
      logOf(userEvents, tenantId).push({ seq: ++seq, id, kind: 'removed', fields: [] });
    },
    addMember: (tenantId, groupId, memberId) => memberChange(tenantId, groupId, memberId, 'add'),
    removeMember: (tenantId, groupId, memberId) => memberChange(tenantId, groupId, memberId, 'remove'),
    setPhoto: (tenantId, userId, bytes) =>
      void (bytes ? photos.set(`${tenantId}|${userId}`, bytes) : photos.delete(`${tenantId}|${userId}`)),
    setDomains: (tenantId, domains) => void (tenantOf(tenantId).domains = [...domains]),
    expireDeltaLinks: () => void epoch++,
    close: async () => {
      await faults.heal();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
