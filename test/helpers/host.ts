import type { Storage } from '../../shared/storage/storage.js';
import { inject } from 'vitest';
import { loadConfig, type ConfigInput } from '../../shared/config.js';
import { FixtureDirectory, type DirectoryFixture } from '../../shared/directory/fixture.js';
import { CONSENT_ROLE_IDS, DIRECTORY_ROLES } from '../../shared/directory/roles.js';
import { followConsent } from '../../local/consent-chain.js';
import type { Directory } from '../../shared/directory/types.js';
import type { StaticFiles } from '../../shared/http/static-files.js';
import { startLocalHost, type LocalHost } from '../../local/host.js';
import { LocalIdp } from '../../local/idp.js';
import type { MintOptions } from '../../local/idp-tokens.js';
import { organisationsOf, type IdpPerson } from '../../local/idp-signin.js';
import { silentLogger, type Logger } from '../../shared/log.js';
import type { MailTransport } from '../../shared/mail/transport.js';
import { createServices } from '../../shared/services.js';
import { apiClient, type ApiClient } from './api.js';
import type { ImageWork } from '../../shared/images/decode.js';
import type { MailSinkReader } from '../../shared/server-side/contract.js';
import { SignedInPeople } from './signed-in.js';
import { TestClock } from './clock.js';
import { testDirectoryFixture } from './directory-fixture.js';

const rnd = () => Math.floor(Math.random() * 250) + 1;

export const TEST_CLIENT_ID = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';

export interface TestHost extends LocalHost {
  idp: LocalIdp;
  /** This host's copies of the fixture's tenants, in fixture order. */
  tenants: string[];
  /** The address this host's calls come from (`X-Forwarded-For`). */
  address: string;
  /**
   * Onboards a tenant through the consent flow, followed as a browser would with `login_hint` naming `admin`, who so
   * becomes its first Admin: by default the tenant's first administrator in the fixture. An address the fixture does
   * not hold is signed in by this host's identity provider as a Global Administrator of the tenant (an administrator
   * account without a mailbox: the directory does not list it). Throws when the flow is refused.
   */
  onboard(tenantId: string, admin?: string): Promise<void>;
  /** The address of the tenant's first administrator in the fixture (who onboards it). */
  adminOf(tenantId: string): string;
  clock: TestClock;
  token(o: Omit<MintOptions, 'scope'> & { scope?: string }): Promise<string>;
  /** The typed client of one caller (a token, or none), calling from this host's address: prefer it to `call`. */
  api(token?: string, headers?: Record<string, string>): ApiClient;
  /** A raw call, for what the typed client cannot send (malformed bodies, unknown paths, headers under test). */
  call(method: string, path: string, opts?: CallOptions): Promise<CallResult>;
  /** A call that must succeed (a status under 300; otherwise it throws with the answer): setup steps of a test. */
  succeed(method: string, path: string, opts?: CallOptions): Promise<CallResult['json']>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test convenience: bodies are checked field by field
  json: any;
}

export interface TestHostOptions {
  env?: Partial<Record<keyof ConfigInput, string>>;
  directory?: Directory;
  clock?: TestClock;
  /** A storage other than the run's Azurite (the health test stops its own). */
  connectionString?: string;
  /** The storage client the services use (a test counting storage requests gives one with a StorageCounter). */
  storage?: Storage;
  mailTransport?: MailTransport;
  /** Where the services and the pipeline log (silent unless a test captures it). */
  log?: Logger;
  /** The add-in's files served under /addin (default: the repository's `dist/portal/addin`). */
  addin?: StaticFiles;
  /** Image work with a gate of the test's own (to fill it). */
  images?: ImageWork;
  /** The local mail sink the server-side page reads (`npm start` gives the relay's). */
  mailSink?: MailSinkReader;
  /** Organisations of a test's own `directory` whose people sign in at this host's identity provider (to onboard them). */
  people?: DirectoryFixture;
  /**
   * Where the identity provider keeps its signing key (read, or written when absent): `npm run token` with
   * `LOCAL_STATE_DIR` naming its folder then signs tokens this host accepts. By default a key of its own, in memory.
   */
  idpKeyFile?: string;
  /** The fixture's tenants under these ids (a process started again on the same storage keeps its tenants); fresh ids by default. */
  tenantIds?: string[];
  /** Fire timer jobs on their schedules, as the Functions host does (default: off; tests fire them on demand). */
  timers?: boolean;
}

/** The first enabled member holding a role that may grant consent: the person who onboards the organisation. */
function firstAdministrator(tenant: DirectoryFixture['tenants'][string]): string | null {
  const admin = (tenant.users ?? []).find(
    (u) =>
      u.userType?.toLowerCase() !== 'guest' &&
      u.accountEnabled !== false &&
      !!u.mail &&
      (u.directoryRoles ?? []).some((r) => CONSENT_ROLE_IDS.has(DIRECTORY_ROLES[r])),
  );
  return admin?.mail?.toLowerCase() ?? null;
}

/** One request to a service at `origin` as a caller at `callerAddress` sends it, with its answer read whole. */
export async function callService(
  origin: string,
  callerAddress: string,
  method: string,
  path: string,
  o: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { 'x-forwarded-for': callerAddress, ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  let body: string | undefined = o.rawBody;
  if (o.body !== undefined && method !== 'GET') {
    body = JSON.stringify(o.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(origin + path, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** A local host on a free port, on the run's Azurite, with its own identity provider under `/idp`. */
export async function startTestHost(opts: TestHostOptions = {}): Promise<TestHost> {
  const clock = opts.clock ?? new TestClock();
  // Each host calls from its own address, so address rate limits of parallel test files never meet.
  const callerAddress = `10.${rnd()}.${rnd()}.${rnd()}`;
  // Each host gets fresh tenant ids (copies of the fixture's tenants) so test files never share state.
  const tenantIds = Object.keys(testDirectoryFixture.tenants);
  const fresh = tenantIds.map((_, i) => opts.tenantIds?.[i] ?? crypto.randomUUID());
  const fixture = {
    tenants: Object.fromEntries(tenantIds.map((t, i) => [fresh[i], testDirectoryFixture.tenants[t]])),
  };
  let idp!: LocalIdp;
  const known: DirectoryFixture = { tenants: { ...fixture.tenants, ...opts.people?.tenants } };
  /** Administrators without a mailbox that tests onboard with, by tenant: known to the identity provider only. */
  const extraAdmins: IdpPerson[] = [];
  const people = new SignedInPeople();
  const organisations = () =>
    organisationsOf(known).map((o) => ({ ...o, people: [...o.people, ...extraAdmins.filter((p) => p.tenantId === o.tenantId)] }));
  const knownTenant = (tenantId: string) =>
    Object.entries(known.tenants).find(([id]) => id.toLowerCase() === tenantId.toLowerCase())?.[1] ?? null;
  const host = await startLocalHost({
    services: (url) =>
      createServices(
        loadConfig({
          STORAGE_CONNECTION_STRING: opts.connectionString ?? inject('storageConnectionString'),
          IDP_AUTHORITY: `${url}/idp`,
          API_CLIENT_ID: TEST_CLIENT_ID,
          BASE_URL: url,
          SIGNING_SECRET: 'test-signing-secret-0123456789abcdef0123456789',
          // The run's one Azurite serves every file at once and can take seconds to answer on a loaded machine: a
          // test's verdict must not hang on that. The fault tests set the small waits they exercise.
          STORAGE_TRY_TIMEOUT_MS: '30000',
          STORAGE_DEADLINE_MS: '60000',
          REQUEST_DEADLINE_MS: '120000',
          ...opts.env,
        }),
        {
          clock,
          log: opts.log ?? silentLogger,
          directory: people.knownTo(opts.directory ?? new FixtureDirectory(fixture)),
          mailTransport: opts.mailTransport,
          images: opts.images,
          mailSink: opts.mailSink,
          storage: opts.storage,
        },
      ),
    trustForwardedFor: true,
    timers: opts.timers,
    addin: opts.addin,
    idp: async (url) =>
      (idp = await LocalIdp.create({
        base: `${url}/idp`,
        clientId: TEST_CLIENT_ID,
        keyFile: opts.idpKeyFile,
        organisations: async () => organisations(),
      })),
  });
  /** The identity provider's session cookie of `person`, picked on its sign-in page as a browser would. */
  const idpSession = async (person: IdpPerson): Promise<Map<string, string>> => {
    const form = new URLSearchParams({
      client_id: TEST_CLIENT_ID,
      redirect_uri: `${host.url}/admin`,
      response_type: 'code',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
      person: `${person.tenantId}/${person.oid}`,
    });
    const res = await fetch(`${host.url}/idp/organizations/oauth2/v2.0/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': callerAddress },
      body: form,
    });
    const pair = (res.headers.get('set-cookie') ?? '').split(';')[0];
    return new Map(pair.includes('=') ? [[pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]] : []);
  };
  const call = (method: string, path: string, o: CallOptions = {}) => callService(host.url, callerAddress, method, path, o);
  const api = (token?: string, headers: Record<string, string> = {}) =>
    apiClient(host.url, { 'x-forwarded-for': callerAddress, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers });
  return {
    ...host,
    idp,
    clock,
    tenants: fresh,
    address: callerAddress,
    onboard: async (tenantId, admin) => {
      const tenant = knownTenant(tenantId);
      const address = admin?.toLowerCase();
      if (address && !tenant?.users?.some((u) => u.mail?.toLowerCase() === address) && !extraAdmins.some((p) => p.email === address)) {
        extraAdmins.push({
          tenantId: tenantId.toLowerCase(),
          oid: await people.oidOf(tenantId, address),
          name: address,
          email: address,
          roles: [DIRECTORY_ROLES['Global Administrator']],
        });
      }
      const loginHint = address ?? (tenant && firstAdministrator(tenant));
      if (!loginHint) throw new Error(`No administrator of ${tenantId} is known to this host's identity provider`);
      // Signed in at the identity provider first, as that very person: an address may be a person of several tenants here.
      const person = organisations()
        .find((o) => o.tenantId === tenantId.toLowerCase())
        ?.people.find((p) => p.email === loginHint);
      const cookies = person ? await idpSession(person) : undefined;
      const outcome = await followConsent(host.url, { loginHint, cookies, headers: { 'x-forwarded-for': callerAddress } });
      if (!outcome.portal)
        throw new Error(
          `Onboarding ${tenantId} as ${loginHint} was refused: ${outcome.status} ${outcome.code ?? outcome.page.slice(0, 300)}`,
        );
    },
    adminOf: (tenantId) => {
      const tenant = knownTenant(tenantId);
      const admin = tenant && firstAdministrator(tenant);
      if (!admin) throw new Error(`No administrator of ${tenantId} in the fixture`);
      return admin;
    },
    // Two tokens for one person carry one oid: a mailbox's is its directory id (see SignedInPeople).
    token: async (o) => idp.mint({ scope: 'portal_admin', ...o, oid: o.oid ?? (await people.oidOf(o.tenant, o.user)) }),
    api,
    call,
    succeed: async (method, path, o) => {
      const res = await call(method, path, o);
      if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${res.text}`);
      return res.json;
    },
  };
}
