import { ClientSecretCredential } from '@azure/identity';
import { Client, HTTPMessageHandler, ResponseType, type Context, type Middleware } from '@microsoft/microsoft-graph-client';
import { z } from 'zod';
import { ConfigSchema } from '../config.js';
import { DependencyOutcomes } from '../dependency-outcomes.js';
import { directoryUnavailable } from '../http/errors.js';
import { AutomaticRepliesSettingSchema, type MailboxSettings } from './mailbox-settings.js';
import { boundedChain, callerRetryAfter, type GraphWaits } from './graph-waits.js';
import {
  DeltaExpired,
  DirectoryGroupSchema,
  DirectoryUserSchema,
  type DeltaPages,
  type Directory,
  type DirectoryGroup,
  type DirectoryPhoto,
  type DirectoryTenant,
  type DirectoryUser,
  type GroupChange,
  type UserChange,
} from './types.js';

const USER_FIELDS = [
  'id',
  'userPrincipalName',
  'mail',
  'displayName',
  'givenName',
  'surname',
  'jobTitle',
  'department',
  'companyName',
  'officeLocation',
  'streetAddress',
  'city',
  'state',
  'postalCode',
  'country',
  'mobilePhone',
  'preferredLanguage',
  'businessPhones',
  'proxyAddresses',
  'userType',
  'accountEnabled',
].join(',');
const GROUP_FIELDS = 'id,displayName,mail';
/** Directory object ids are GUIDs in Graph; anything with URL syntax in it is never one. */
const OBJECT_ID = /^[A-Z0-9-]{1,64}$/i;

/** OData string literal: single quotes doubled. */
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

const statusOf = (err: unknown) => (err as { statusCode?: number } | null)?.statusCode;

const GraphPageSchema = z.object({ value: z.array(z.unknown()), '@odata.nextLink': z.string().optional() });
type GraphPage = z.infer<typeof GraphPageSchema>;
const DeltaItemSchema = z.looseObject({ id: z.string(), '@removed': z.unknown().optional() });
const DeltaPageSchema = z.object({
  value: z.array(DeltaItemSchema),
  '@odata.nextLink': z.string().optional(),
  '@odata.deltaLink': z.string().optional(),
});
type DeltaItem = z.infer<typeof DeltaItemSchema>;
const MembersDeltaSchema = z.array(DeltaItemSchema).default([]);
/** The largest page Graph serves a delta round (asked for with `Prefer: odata.maxpagesize`). */
const DELTA_PAGE = 999;
/** A photo's metadata: its ETag changes whenever the photo does. */
const PhotoMetaSchema = z.looseObject({ '@odata.mediaEtag': z.string().nullish() });
const OrganizationSchema = z.object({ displayName: z.string(), verifiedDomains: z.array(z.object({ name: z.string() })).nullish() });

/** Graph's answers are outside input: anything unexpected is a 503 `directory_unavailable`, never a 500. */
function fromGraph<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw directoryUnavailable(parsed.error);
  return parsed.data;
}

/** Graph failed or gave no answer in time: a 503 `directory_unavailable` telling the caller how long Graph asked for. */
const graphFailed = (err: unknown) => directoryUnavailable(err, callerRetryAfter(err));

/** A Graph call; `absent` statuses answer null, any other failure is a 503 `directory_unavailable`. */
async function graphCall(request: () => Promise<unknown>, absent: number[] = []): Promise<unknown> {
  try {
    return await request();
  } catch (err) {
    if (absent.includes(statusOf(err) ?? 0)) return null;
    throw graphFailed(err);
  }
}

/**
 * Attaches the tenant's app-only token to every request. (The client's own AuthenticationHandler only does so for
 * https Graph hosts; the base URL here is always one we chose, including a local stand-in in tests.)
 */
class BearerMiddleware implements Middleware {
  private next?: Middleware;
  constructor(private readonly getToken: () => Promise<string>) {}
  async execute(context: Context): Promise<void> {
    const token = await this.getToken();
    const options = (context.options ??= {});
    const headers = new Headers(options.headers as HeadersInit | undefined);
    headers.set('Authorization', `Bearer ${token}`);
    options.headers = Object.fromEntries(headers.entries());
    await this.next!.execute(context);
  }
  setNext(next: Middleware) {
    this.next = next;
  }
}

/** Graph has no "shared mailbox" attribute: a shared mailbox is a user whose account is disabled. */
function toUser(raw: unknown): DirectoryUser {
  const fields = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return fromGraph(DirectoryUserSchema, { ...fields, mailboxType: fields.accountEnabled === false ? 'shared' : 'user' });
}
const toGroup = (raw: unknown) => fromGraph(DirectoryGroupSchema, raw);
const isGuest = (u: DirectoryUser) => (u.userType ?? '').toLowerCase() === 'guest';

/** An item's properties without the annotations (`@odata.type`, `@removed`, `members@delta`). */
const propertiesOf = (item: DeltaItem) => Object.fromEntries(Object.entries(item).filter(([k]) => !k.includes('@')));

function toUserChange(item: DeltaItem): UserChange {
  if (item['@removed'] !== undefined) return { id: item.id, removed: true };
  const fields = propertiesOf(item);
  // An updated user carries at least the properties that changed: the mailbox type follows accountEnabled if it came.
  if ('accountEnabled' in fields) fields.mailboxType = fields.accountEnabled === false ? 'shared' : 'user';
  return { id: item.id, fields };
}

function toGroupChange(item: DeltaItem): GroupChange {
  if (item['@removed'] !== undefined) return { id: item.id, removed: true };
  const members = fromGraph(MembersDeltaSchema, item['members@delta']);
  return {
    id: item.id,
    fields: propertiesOf(item),
    membersAdded: members.filter((m) => m['@removed'] === undefined).map((m) => m.id),
    membersRemoved: members.filter((m) => m['@removed'] !== undefined).map((m) => m.id),
  };
}

interface GraphDirectoryOptions extends Partial<GraphWaits> {
  baseUrl: string;
  getToken: (tenantId: string) => Promise<string>;
}

/** Without settings (tests, tools): GRAPH_TRY_TIMEOUT_MS's and GRAPH_DEADLINE_MS's defaults, three retries. */
const DEFAULT_WAITS: GraphWaits = {
  tryTimeoutMs: ConfigSchema.shape.GRAPH_TRY_TIMEOUT_MS.parse(undefined),
  deadlineMs: ConfigSchema.shape.GRAPH_DEADLINE_MS.parse(undefined),
  maxRetries: 3,
};

/** The directory read from Microsoft Graph with an app-only credential per tenant. */
export class GraphDirectory implements Directory {
  private readonly clients = new Map<string, Client>();
  readonly outcomes = new DependencyOutcomes();

  constructor(private readonly opts: GraphDirectoryOptions) {}

  static withClientSecret(
    o: { baseUrl: string; authority: string; clientId: string; clientSecret: string } & Partial<GraphWaits>,
  ): GraphDirectory {
    const credentials = new Map<string, ClientSecretCredential>();
    return new GraphDirectory({
      baseUrl: o.baseUrl,
      tryTimeoutMs: o.tryTimeoutMs,
      deadlineMs: o.deadlineMs,
      getToken: async (tenantId) => {
        let cred = credentials.get(tenantId);
        if (!cred) {
          cred = new ClientSecretCredential(tenantId, o.clientId, o.clientSecret, { authorityHost: o.authority });
          credentials.set(tenantId, cred);
        }
        const token = await cred.getToken(`${o.baseUrl}/.default`);
        return token.token;
      },
    });
  }

  private client(tenantId: string): Client {
    let client = this.clients.get(tenantId);
    if (!client) {
      const {
        tryTimeoutMs = DEFAULT_WAITS.tryTimeoutMs,
        deadlineMs = DEFAULT_WAITS.deadlineMs,
        maxRetries = DEFAULT_WAITS.maxRetries,
      } = this.opts;
      const waits = { tryTimeoutMs, deadlineMs, maxRetries };
      const chain = boundedChain(waits, new BearerMiddleware(() => this.opts.getToken(tenantId)), new HTTPMessageHandler(), this.outcomes);
      client = Client.initWithMiddleware({ middleware: chain, baseUrl: `${this.opts.baseUrl}/`, defaultVersion: 'v1.0' });
      this.clients.set(tenantId, client);
    }
    return client;
  }

  /** The client takes only Graph's own https hosts as absolute URLs; a link on our base is made relative. */
  private relative(link: string): string {
    const prefix = `${this.opts.baseUrl}/v1.0`;
    return link.startsWith(`${prefix}/`) ? link.slice(prefix.length) : link;
  }

  /** One page of a collection. */
  private async page(request: () => Promise<unknown>): Promise<GraphPage> {
    return fromGraph(GraphPageSchema, await graphCall(request));
  }

  /** Every item of a collection, following `@odata.nextLink`. */
  private async *all(tenantId: string, first: GraphPage): AsyncIterable<unknown> {
    let page: GraphPage | null = first;
    while (page) {
      yield* page.value;
      const next: string | undefined = page['@odata.nextLink'];
      page = next ? await this.page(() => this.client(tenantId).api(this.relative(next)).get()) : null;
    }
  }

  async getTenant(tenantId: string): Promise<DirectoryTenant | null> {
    const answer = await graphCall(
      () => this.client(tenantId).api('/organization').select('id,displayName,verifiedDomains').get(),
      [400, 401, 403, 404],
    );
    if (answer === null) return null;
    const first = fromGraph(GraphPageSchema, answer).value[0];
    if (first === undefined) return null;
    const org = fromGraph(OrganizationSchema, first);
    return { id: tenantId, displayName: org.displayName, domains: (org.verifiedDomains ?? []).map((d) => d.name) };
  }

  async findMailbox(tenantId: string, address: string): Promise<DirectoryUser | null> {
    const a = address.trim().toLowerCase();
    const page = await this.page(() =>
      this.client(tenantId)
        .api('/users')
        .header('ConsistencyLevel', 'eventual')
        .query({ $count: 'true' })
        .filter(`mail eq ${lit(a)} or proxyAddresses/any(p:p eq ${lit(`smtp:${a}`)})`)
        .select(USER_FIELDS)
        .get(),
    );
    return page.value.map(toUser).find((u) => !isGuest(u)) ?? null;
  }

  async findUser(tenantId: string, id: string): Promise<DirectoryUser | null> {
    if (!OBJECT_ID.test(id)) return null;
    const answer = await graphCall(() => this.client(tenantId).api(`/users/${id}`).select(USER_FIELDS).get(), [404]);
    return answer === null ? null : toUser(answer);
  }

  async searchUsers(tenantId: string, query: string, limit: number): Promise<DirectoryUser[]> {
    const q = lit(query);
    const page = await this.page(() =>
      this.client(tenantId)
        .api('/users')
        .header('ConsistencyLevel', 'eventual')
        .query({ $count: 'true' })
        .filter(`startswith(displayName,${q}) or startswith(mail,${q}) or startswith(userPrincipalName,${q})`)
        .select(USER_FIELDS)
        .top(Math.min(limit * 2, 999))
        .get(),
    );
    return page.value
      .map(toUser)
      .filter((u) => !isGuest(u))
      .slice(0, limit);
  }

  async searchGroups(tenantId: string, query: string, limit: number): Promise<DirectoryGroup[]> {
    const q = lit(query);
    const page = await this.page(() =>
      this.client(tenantId)
        .api('/groups')
        .header('ConsistencyLevel', 'eventual')
        .query({ $count: 'true' })
        .filter(`startswith(displayName,${q}) or startswith(mail,${q})`)
        .select(GROUP_FIELDS)
        .top(Math.min(limit, 999))
        .get(),
    );
    return page.value.map(toGroup).slice(0, limit);
  }

  async getGroup(tenantId: string, groupId: string): Promise<DirectoryGroup | null> {
    if (!OBJECT_ID.test(groupId)) return null;
    const answer = await graphCall(() => this.client(tenantId).api(`/groups/${groupId}`).select(GROUP_FIELDS).get(), [404]);
    return answer === null ? null : toGroup(answer);
  }

  async memberOf(tenantId: string, userId: string): Promise<DirectoryGroup[]> {
    const first = await this.page(() =>
      this.client(tenantId)
        .api(`/users/${encodeURIComponent(userId)}/transitiveMemberOf/microsoft.graph.group`)
        .select(GROUP_FIELDS)
        .get(),
    );
    const out: DirectoryGroup[] = [];
    for await (const g of this.all(tenantId, first)) out.push(toGroup(g));
    return out;
  }

  async groupMembers(tenantId: string, groupId: string): Promise<DirectoryUser[]> {
    if (!OBJECT_ID.test(groupId)) return [];
    const first = await this.page(() =>
      this.client(tenantId).api(`/groups/${groupId}/transitiveMembers/microsoft.graph.user`).select(USER_FIELDS).get(),
    );
    const out: DirectoryUser[] = [];
    for await (const u of this.all(tenantId, first)) out.push(toUser(u));
    return out;
  }

  /** One delta round: follows `@odata.nextLink` to the page that carries `@odata.deltaLink`, and answers that link. */
  private async deltaRound(
    tenantId: string,
    first: () => Promise<unknown>,
    link: string | null,
    what: string,
    onPage: DeltaPages<DeltaItem>,
  ): Promise<string> {
    let request = link ? this.deltaRequest(tenantId, link) : first;
    for (;;) {
      let answer: unknown;
      try {
        answer = await request();
      } catch (err) {
        // 410 Gone: the link has expired or the directory reset its state; a full round starts over.
        if (statusOf(err) === 410) throw new DeltaExpired(what);
        throw graphFailed(err);
      }
      const page = fromGraph(DeltaPageSchema, answer);
      const next = page['@odata.nextLink'];
      onPage(page.value, next);
      if (next) request = this.deltaRequest(tenantId, next);
      else if (page['@odata.deltaLink']) return page['@odata.deltaLink'];
      else throw directoryUnavailable(new Error(`a page of the ${what} delta with neither a next nor a delta link`));
    }
  }

  private deltaRequest(tenantId: string, link: string) {
    return () =>
      this.client(tenantId).api(this.relative(link)).header('Prefer', `odata.maxpagesize=${DELTA_PAGE}`).get() as Promise<unknown>;
  }

  userDelta(tenantId: string, link: string | null, onPage: DeltaPages<UserChange>): Promise<string> {
    const first = () =>
      this.client(tenantId)
        .api('/users/delta')
        .header('Prefer', `odata.maxpagesize=${DELTA_PAGE}`)
        .select(USER_FIELDS)
        .get() as Promise<unknown>;
    return this.deltaRound(tenantId, first, link, 'users', (items, resume) => onPage(items.map(toUserChange), resume));
  }

  groupDelta(tenantId: string, link: string | null, onPage: DeltaPages<GroupChange>): Promise<string> {
    const first = () =>
      this.client(tenantId)
        .api('/groups/delta')
        .header('Prefer', `odata.maxpagesize=${DELTA_PAGE}`)
        .select(`${GROUP_FIELDS},members`)
        .get() as Promise<unknown>;
    return this.deltaRound(tenantId, first, link, 'groups', (items, resume) => onPage(items.map(toGroupChange), resume));
  }

  /** Automatic replies through `/users/{id}/mailboxSettings` (application permission `MailboxSettings.ReadWrite`). */
  readonly mailboxSettings: MailboxSettings = {
    automaticReplies: async (tenantId, userId) => {
      if (!OBJECT_ID.test(userId)) return null;
      const answer = await graphCall(() => this.client(tenantId).api(`/users/${userId}/mailboxSettings`).get(), [404]);
      return answer === null
        ? null
        : fromGraph(z.object({ automaticRepliesSetting: AutomaticRepliesSettingSchema }), answer).automaticRepliesSetting;
    },
    setAutomaticReplies: async (tenantId, userId, setting) => {
      if (!OBJECT_ID.test(userId)) throw directoryUnavailable(new Error('a user id that is not one'));
      await graphCall(() => this.client(tenantId).api(`/users/${userId}/mailboxSettings`).patch({ automaticRepliesSetting: setting }));
    },
  };

  async *listUsers(tenantId: string): AsyncIterable<DirectoryUser> {
    const first = await this.page(() => this.client(tenantId).api('/users').select(USER_FIELDS).top(999).get());
    for await (const u of this.all(tenantId, first)) yield toUser(u);
  }

  async photo(tenantId: string, userId: string, knownEtag: string | null): Promise<DirectoryPhoto> {
    if (!OBJECT_ID.test(userId)) return { state: 'none' };
    const path = `/users/${userId}/photo`;
    const meta = await graphCall(() => this.client(tenantId).api(path).get(), [404]);
    if (meta === null) return { state: 'none' };
    const etag = fromGraph(PhotoMetaSchema, meta)['@odata.mediaEtag'] ?? '';
    if (etag && etag === knownEtag) return { state: 'unchanged' };
    const bytes = await graphCall(() => this.client(tenantId).api(`${path}/$value`).responseType(ResponseType.ARRAYBUFFER).get(), [404]);
    if (bytes === null) return { state: 'none' };
    if (!(bytes instanceof ArrayBuffer)) throw directoryUnavailable(new Error('a photo that is not bytes'));
    return { state: 'changed', etag, bytes: Buffer.from(bytes) };
  }
}
