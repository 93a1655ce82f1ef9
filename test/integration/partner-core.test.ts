import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Capability } from '../../shared/auth/roles.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { PARTNER_AGREEMENT_VERSION } from '../../shared/partner/records.js';
import { routes } from '../../shared/routes.js';
import { TENANT_A, TENANT_B, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { ok, statusAndCode, type Refusal } from '../helpers/api.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';

/**
 * The partner programme's core against the local host with real tokens: becoming a partner, its staff, the audit
 * trail, and working inside a client with `X-Client-Tenant` (and every way that is refused).
 */

// Partner A (a copy of Fabrikam) manages the client (a copy of Northwind); partner B manages another copy; one more
// organisation is onboarded and managed by nobody.
const id = {
  partnerA: crypto.randomUUID(),
  client: crypto.randomUUID(),
  partnerB: crypto.randomUUID(),
  clientB: crypto.randomUUID(),
  unmanaged: crypto.randomUUID(),
};
const fabrikam = testDirectoryFixture.tenants[TENANT_A];
const northwind = testDirectoryFixture.tenants[TENANT_B];
const fixture = {
  tenants: { [id.partnerA]: fabrikam, [id.client]: northwind, [id.partnerB]: fabrikam, [id.clientB]: northwind, [id.unmanaged]: northwind },
};
const directory = new FixtureDirectory(fixture);

let host: TestHost;
const tokens: Record<string, string> = {};
const people = {
  owner: { tenant: id.partnerA, user: 'ann.lee@fabrikam.test', name: 'Ann Lee' },
  technician: { tenant: id.partnerA, user: 'ben.okafor@fabrikam.test', name: 'Ben Okafor' },
  billing: { tenant: id.partnerA, user: 'cleo.martin@fabrikam.test', name: 'Cleo Martin' },
  outsider: { tenant: id.partnerA, user: 'dev.patel@fabrikam.test', name: 'Dev Patel' },
  clientAdmin: { tenant: id.client, user: 'nia.ross@northwind.test', name: 'Nia Ross' },
  ownerB: { tenant: id.partnerB, user: 'ann.lee@fabrikam.test', name: 'Ann of B' },
} as const;
type Who = keyof typeof people;

const api = (who: Who, headers?: Record<string, string>) => host.api(tokens[who], headers);
const inside = (clientId: string) => ({ 'x-client-tenant': clientId });
/** The typed client of one person working inside a client. */
const within = (who: Who, clientId: string = id.client) => api(who, inside(clientId));
const keyed = (secret: string, headers: Record<string, string> = {}) => host.api(secret, headers);
const expectCode = (res: { response: Response; error?: Refusal }, status: number, code: string) =>
  expect(statusAndCode(res)).toEqual([status, code]);
/** The status and code of a typed answer, or of a raw one (a body the schema forbids). */
const refusalOf = (res: { response: Response; error?: Refusal } | CallResult) =>
  'response' in res ? statusAndCode(res) : [res.status, res.json?.code];
const statusOf = async (answer: Promise<{ response: Response }>) => (await answer).response.status;
type StaffBody = { email: string; role: 'Owner' | 'Admin' | 'Technician' | 'Billing' };
const putStaff = (who: Who, body: StaffBody) => api(who).PUT('/api/admin/partner/staff', { body });
const removeStaff = (who: Who, email: string) => api(who).DELETE('/api/admin/partner/staff/{email}', { params: { path: { email } } });
const me = (who: Who, headers?: Record<string, string>) => api(who, headers).GET('/api/admin/me');
const templateIds = async (who: Who) => (await ok(api(who).GET('/api/admin/templates'))).templates.map((t) => t.id);
const logOf = async (who: Who, limit: number) => (await ok(api(who).GET('/api/admin/log', { params: { query: { limit } } }))).entries;

const staffOf = async (partnerId: string) => (await host.services.partners.store.listStaff(partnerId)).map((s) => [s.email, s.role]).sort();
const eventsOf = async (partnerId: string) => (await host.services.partners.events(partnerId, 500)).items;
const accept = (who: Who, version = PARTNER_AGREEMENT_VERSION) =>
  api(who).POST('/api/admin/partner/agreement/accept', { body: { version } });

beforeAll(async () => {
  host = await startTestHost({ directory, people: fixture });
  for (const t of Object.values(id)) await host.onboard(t);
  for (const [who, p] of Object.entries(people)) tokens[who] = await host.token({ tenant: p.tenant, user: p.user, name: p.name });
  // The first person of each organisation becomes its Admin.
  for (const who of ['owner', 'clientAdmin', 'ownerB'] as const) expect((await ok(me(who))).role).toBe('Admin');
});
afterAll(() => host?.close());

describe('becoming a partner', () => {
  it('refuses every partner route before the agreement, to the organisation Admin as to anyone', async () => {
    for (const path of ['/api/admin/partner/staff', '/api/admin/partner/clients', '/api/admin/partner/events'] as const) {
      expectCode(await api('owner').GET(path), 403, 'partner_agreement_required');
    }
    expectCode(await putStaff('owner', { email: 'ben.okafor@fabrikam.test', role: 'Admin' }), 403, 'partner_agreement_required');
    expect(await host.services.partners.partner(id.partnerA)).toBeNull();
    expect(await staffOf(id.partnerA)).toEqual([]);
  });

  it('refuses the agreement to a person who is not an Admin of the organisation, and a version not in force', async () => {
    expectCode(await accept('outsider'), 403, 'admin_role_required');
    const stale = await accept('owner', '1999-01');
    expectCode(stale, 409, 'agreement_version_mismatch');
    expect(stale.error?.current).toBe(PARTNER_AGREEMENT_VERSION);
    // Raw: a body without the version the schema requires.
    const empty = await host.call('POST', '/api/admin/partner/agreement/accept', { token: tokens.owner, body: {} });
    expect([empty.status, empty.json?.code]).toEqual([400, 'invalid_request']);
    expect(await host.services.partners.partner(id.partnerA)).toBeNull();
    expect(await eventsOf(id.partnerA)).toEqual([]);
  });

  it('makes the accepting Admin the first Owner, records who and when, and accepting again changes nothing', async () => {
    const first = await ok(accept('owner'));
    expect(first).toMatchObject({
      role: 'Owner',
      partner: {
        id: id.partnerA,
        name: fabrikam.displayName,
        agreement: { version: PARTNER_AGREEMENT_VERSION, acceptedBy: people.owner.user },
      },
    });
    expect(await staffOf(id.partnerA)).toEqual([[people.owner.user, 'Owner']]);
    const again = await ok(accept('owner'));
    expect(again.partner.agreement.acceptedAt).toBe(first.partner.agreement.acceptedAt);
    const events = await eventsOf(id.partnerA);
    expect(events.map((e) => [e.action, e.actor, e.actorName])).toEqual([['agreement.accepted', people.owner.user, 'Ann Lee']]);
    expect(events[0].details).toEqual({ version: PARTNER_AGREEMENT_VERSION, firstOwner: true });

    const mine = await ok(me('owner'));
    expect(mine.partner).toMatchObject({ id: id.partnerA, name: fabrikam.displayName, role: 'Owner', agreement: { current: true } });
    expect(mine.insideClient).toBeNull();
    expect(mine.partnerAgreementVersion).toBe(PARTNER_AGREEMENT_VERSION);
  });

  it('refuses the agreement to an organisation Admin who is not on the staff once the organisation is a partner', async () => {
    await ok(api('owner').PUT('/api/admin/users', { body: { email: people.outsider.user, role: 'Admin' } }));
    expect(await ok(me('outsider'))).toMatchObject({ role: 'Admin', partner: null });
    const before = await eventsOf(id.partnerA);
    expectCode(await accept('outsider'), 403, 'not_partner_staff');
    expect(await staffOf(id.partnerA)).toEqual([[people.owner.user, 'Owner']]);
    expect(await eventsOf(id.partnerA)).toEqual(before);
  });
});

describe('partner staff', () => {
  it('adds people of the partner’s own directory with a role, and lists them', async () => {
    const added = await ok(putStaff('owner', { email: 'Ben.Okafor@fabrikam.test', role: 'Technician' }));
    expect(added).toMatchObject({ email: people.technician.user, role: 'Technician', name: 'Ben Okafor', addedBy: people.owner.user });
    await ok(putStaff('owner', { email: people.billing.user, role: 'Billing' }));
    const listed = await ok(api('technician').GET('/api/admin/partner/staff'));
    expect(listed.staff.map((s) => [s.email, s.role]).sort()).toEqual(await staffOf(id.partnerA));
    expect((await ok(me('technician'))).partner).toMatchObject({ role: 'Technician' });
  });

  it('tells each staff member which partner operations their role may use, as the route table admits them', async () => {
    const operations = async (who: 'owner' | 'technician' | 'billing') => (await ok(me(who))).partner?.operations ?? [];
    const owner = await operations('owner');
    expect(owner).toEqual(
      expect.arrayContaining([
        'PUT /api/admin/partner/staff',
        'POST /api/admin/partner/invites',
        'GET /api/admin/partner/billing',
        'GET /api/admin/partner/clients',
      ]),
    );
    const technician = await operations('technician');
    expect(technician).toEqual(
      expect.arrayContaining(['GET /api/admin/partner/clients', 'GET /api/admin/partner/staff', 'GET /api/admin/partner/events']),
    );
    expect(technician).not.toContain('PUT /api/admin/partner/staff');
    expect(technician).not.toContain('POST /api/admin/partner/invites');
    expect(technician).not.toContain('GET /api/admin/partner/billing');
    const billing = await operations('billing');
    expect(billing).toContain('GET /api/admin/partner/usage/export');
    expect(billing).not.toContain('GET /api/admin/partner/invites');
    // What the answer says is what the pipeline does.
    expect(await statusOf(api('technician').GET('/api/admin/partner/invites'))).toBe(403);
    expect(await statusOf(api('billing').GET('/api/admin/partner/billing'))).toBe(200);
  });

  // An unknown role and no address are bodies the schema forbids: raw.
  it.each([
    ['a guest of the directory', { email: 'gus@partner.example', role: 'Admin' }],
    ['a shared mailbox', { email: 'info@fabrikam.test', role: 'Admin' }],
    ['a person of another organisation', { email: people.clientAdmin.user, role: 'Admin' }],
    ['an unknown role', { email: people.outsider.user, role: 'Editor' }],
    ['no address', { role: 'Admin' }],
  ])('refuses %s, changing nothing', async (what, body) => {
    const [staff, events] = [await staffOf(id.partnerA), await eventsOf(id.partnerA)];
    const typed = 'email' in body && body.role === 'Admin';
    const res = typed
      ? refusalOf(await putStaff('owner', body as StaffBody))
      : refusalOf(await host.call('PUT', '/api/admin/partner/staff', { token: tokens.owner, body }));
    expect([what, ...res]).toEqual([what, 400, 'invalid_request']);
    expect(await staffOf(id.partnerA)).toEqual(staff);
    expect(await eventsOf(id.partnerA)).toEqual(events);
  });

  it('lets only Owners manage staff or accept the agreement, and nobody off the staff read it', async () => {
    const [staff, events] = [await staffOf(id.partnerA), await eventsOf(id.partnerA)];
    for (const who of ['technician', 'billing'] as const) {
      const put = await putStaff(who, { email: people.outsider.user, role: 'Owner' });
      expectCode(put, 403, 'partner_role_required');
      expect(put.error?.required).toEqual(['Owner']);
      expectCode(await removeStaff(who, people.owner.user), 403, 'partner_role_required');
      expectCode(await accept(who), 403, 'partner_role_required');
    }
    for (const path of ['/api/admin/partner/staff', '/api/admin/partner/events', '/api/admin/partner/clients'] as const) {
      expectCode(await api('outsider').GET(path), 403, 'not_partner_staff');
      expectCode(await api('clientAdmin').GET(path), 403, 'partner_agreement_required');
    }
    expect(await staffOf(id.partnerA)).toEqual(staff);
    expect(await eventsOf(id.partnerA)).toEqual(events);
  });

  it('never removes or demotes the last Owner, and answers 404 for someone not on the staff', async () => {
    const [staff, events] = [await staffOf(id.partnerA), await eventsOf(id.partnerA)];
    expectCode(await removeStaff('owner', people.owner.user), 409, 'last_owner');
    expectCode(await putStaff('owner', { email: people.owner.user, role: 'Admin' }), 409, 'last_owner');
    expectCode(await removeStaff('owner', people.outsider.user), 404, 'not_found');
    expect(await staffOf(id.partnerA)).toEqual(staff);
    expect(await eventsOf(id.partnerA)).toEqual(events);
  });

  it('changes and removes staff, a second Owner making the first removable, and records each change', async () => {
    expect(await statusOf(putStaff('owner', { email: people.outsider.user, role: 'Owner' }))).toBe(200);
    expect(await statusOf(putStaff('owner', { email: people.outsider.user, role: 'Owner' }))).toBe(200);
    expect(await statusOf(putStaff('outsider', { email: people.outsider.user, role: 'Admin' }))).toBe(200);
    expect(await statusOf(removeStaff('owner', people.outsider.user))).toBe(204);
    expectCode(await api('outsider').GET('/api/admin/partner/staff'), 403, 'not_partner_staff');
    const actions = (await eventsOf(id.partnerA)).slice(0, 3).map((e) => [e.action, e.details]);
    expect(actions).toEqual([
      ['staff.removed', { email: people.outsider.user, role: 'Admin' }],
      ['staff.changed', { email: people.outsider.user, from: 'Owner', to: 'Admin' }],
      ['staff.added', { email: people.outsider.user, role: 'Owner' }],
    ]);
  });

  it('pages the audit trail newest first with a cursor', async () => {
    const events = (query: { limit: number; cursor?: string }) => api('billing').GET('/api/admin/partner/events', { params: { query } });
    const all = await ok(events({ limit: 200 }));
    expect(all.cursor).toBeNull();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { events: { id: string }[]; cursor: string | null } = await ok(events({ limit: 2, ...(cursor ? { cursor } : {}) }));
      seen.push(...page.events.map((e) => e.id));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual(all.events.map((e) => e.id));
    const times = all.events.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    // Each entry is answered with its sentence for people.
    const summaries = all.events.map((e) => [e.action, e.summary]);
    expect(summaries).toContainEqual(['staff.removed', `Removed ${people.outsider.user}, who was an Admin, from the staff`]);
    expect(summaries.filter(([, s]) => !/^[A-Z“]/.test(s))).toEqual([]);
    expectCode(await events({ limit: 0 }), 400, 'invalid_request');
  });
});

describe('partner routes and API keys', () => {
  it('answers a key 404 not_available_to_api_keys on every partner route, changing nothing', async () => {
    const created = await api('owner').POST('/api/admin/api-keys', {
      body: { name: 'partner probe', access: Capability.options, readOnly: false },
    });
    expect(created.response.status).toBe(201);
    const [staff, events] = [await staffOf(id.partnerA), await eventsOf(id.partnerA)];
    const partnerRoutes = routes.filter((r) => r.auth === 'partner');
    expect(partnerRoutes.length).toBeGreaterThanOrEqual(22);
    // Raw: every partner route of the route table in turn, its path filled in (one body serves them all).
    for (const r of partnerRoutes) {
      const path = r.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'email' ? encodeURIComponent(people.owner.user) : id.client));
      const res = await host.call(r.method, path, {
        headers: { authorization: `Bearer ${created.data?.secret}` },
        body: r.method === 'GET' ? undefined : { version: PARTNER_AGREEMENT_VERSION, email: people.outsider.user, role: 'Owner' },
      });
      expect([r.method, r.path, res.status, res.json?.code]).toEqual([r.method, r.path, 404, 'not_available_to_api_keys']);
    }
    expect(await staffOf(id.partnerA)).toEqual(staff);
    expect(await eventsOf(id.partnerA)).toEqual(events);
  });
});

describe('working inside a client', () => {
  beforeAll(async () => {
    const partner = (await host.services.partners.partner(id.partnerA))!;
    await host.services.partners.link(partner, id.client, 'invite');
    // Partner B, with its own client.
    await host.services.partners.store.acceptAgreement(
      id.partnerB,
      'Partner B',
      { version: PARTNER_AGREEMENT_VERSION, acceptedAt: new Date().toISOString(), acceptedBy: people.ownerB.user },
      {
        oid: null,
        email: people.ownerB.user,
        role: 'Owner',
        name: 'Ann of B',
        addedAt: new Date().toISOString(),
        addedBy: people.ownerB.user,
      },
    );
    await host.services.partners.link((await host.services.partners.partner(id.partnerB))!, id.clientB, 'transfer');
  });

  it('lists the client with its state, seats, billing and health', async () => {
    const res = await ok(api('technician').GET('/api/admin/partner/clients'));
    expect(res.clients).toEqual([
      {
        id: id.client,
        name: northwind.displayName,
        state: 'active',
        since: expect.any(String),
        via: 'invite',
        seatsBilled: expect.any(Number),
        billing: { status: 'none', inTrial: true, trialEndsAt: expect.any(String), delivering: true },
        health: { days: 7, applied: 0, failed: 0, skipped: 0, successRate: null, lastActivityAt: null },
      },
    ]);
    expect(res.clients[0].seatsBilled).toBeGreaterThan(0);
  });

  it('gives an Owner the client’s Admin capabilities and tells the portal whose context it is', async () => {
    const mine = await ok(within('owner').GET('/api/admin/me'));
    expect(mine).toMatchObject({
      user: { email: people.owner.user },
      role: 'Admin',
      organisation: { id: id.client, name: northwind.displayName },
      partner: { id: id.partnerA, role: 'Owner' },
      insideClient: { partnerId: id.partnerA, partnerName: fabrikam.displayName, partnerRole: 'Owner' },
    });
    expect(mine.capabilities).toEqual(expect.arrayContaining([...Capability.options]));
    // An upper-case id names the same organisation.
    expect((await ok(within('owner', id.client.toUpperCase()).GET('/api/admin/me'))).organisation.id).toBe(id.client);
  });

  it('publishes a template in the client, and the client’s change log names the person and the partner', async () => {
    const created = await within('owner').POST('/api/admin/templates', {
      body: { name: 'Made by the partner', html: '<p>{{displayName}}</p>' },
    });
    expect(created.response.status).toBe(201);
    const templateId = created.data!.id;
    const published = await within('owner').PUT('/api/admin/templates/{id}', {
      params: { path: { id: templateId } },
      body: { html: '<p>v2 {{displayName}}</p>' },
    });
    expect(published.response.status).toBe(200);
    // The client sees it; the partner's own organisation does not have it.
    expect(await templateIds('clientAdmin')).toContain(templateId);
    expect(await templateIds('owner')).not.toContain(templateId);

    const byPartner = (await logOf('clientAdmin', 5)).filter((e) => e.actor === people.owner.user);
    expect(byPartner.length).toBeGreaterThanOrEqual(2);
    for (const e of byPartner) expect(e.actorName).toBe(`Ann Lee via ${fabrikam.displayName}`);

    const work = (await eventsOf(id.partnerA)).filter((e) => e.action === 'client.work');
    expect(work.slice(0, 2).map((e) => [e.clientId, e.actor, e.details?.operation])).toEqual([
      [id.client, people.owner.user, 'PUT /api/admin/templates/:id'],
      [id.client, people.owner.user, 'POST /api/admin/templates'],
    ]);
  });

  it('flags a key an Owner creates inside the client, which the client’s Admin sees and revokes', async () => {
    const created = await within('owner').POST('/api/admin/api-keys', { body: { name: 'provider script', access: ['templates'] } });
    expect(created.response.status).toBe(201);
    const key = created.data!;
    expect(key).toMatchObject({ createdByProvider: true, createdBy: people.owner.user });
    // The key acts on the client, the organisation it was created in.
    expect((await ok(keyed(key.secret).GET('/api/admin/me'))).organisation.id).toBe(id.client);
    const listed = (await ok(api('clientAdmin').GET('/api/admin/api-keys'))).keys.find((k) => k.id === key.id);
    expect(listed).toMatchObject({ createdByProvider: true, revoked: false });
    const revoked = await ok(api('clientAdmin').DELETE('/api/admin/api-keys/{id}', { params: { path: { id: key.id } } }));
    expect(revoked).toMatchObject({ revoked: true, createdByProvider: true });
    expectCode(await keyed(key.secret).GET('/api/admin/me'), 401, 'invalid_key');
    // The client's own keys stay unflagged.
    const own = await ok(api('clientAdmin').POST('/api/admin/api-keys', { body: { name: 'own script', access: ['templates'] } }));
    expect(own.createdByProvider).toBe(false);
  });

  it('gives a Technician an Editor’s capabilities: templates yes, keys and users no', async () => {
    expect(await ok(within('technician').GET('/api/admin/me'))).toMatchObject({
      role: 'Editor',
      insideClient: { partnerRole: 'Technician' },
    });
    const template = within('technician').POST('/api/admin/templates', { body: { name: 'By a technician', html: '<p>x</p>' } });
    expect(await statusOf(template)).toBe(201);
    const keys = async () => (await ok(api('clientAdmin').GET('/api/admin/api-keys'))).keys;
    const keysBefore = await keys();
    const technicianKey = await within('technician').POST('/api/admin/api-keys', { body: { name: 'nope', access: ['templates'] } });
    expectCode(technicianKey, 403, 'admin_role_required');
    expectCode(
      await within('billing').POST('/api/admin/api-keys', { body: { name: 'nope', access: ['billing'] } }),
      403,
      'admin_role_required',
    );
    expect(await keys()).toEqual(keysBefore);
    const user = await within('technician').PUT('/api/admin/users', { body: { email: 'oli.kim@northwind.test', role: 'Admin' } });
    expectCode(user, 403, 'missing_capability');
    expect((await ok(within('billing').GET('/api/admin/me'))).role).toBe('Billing');
  });

  it("refuses the client's own decisions to the partner: the DPA and the partner relationship", async () => {
    const checklist = async () => (await ok(api('clientAdmin').GET('/api/admin/onboarding'))).dpa;
    const [dpa, logLength] = [await checklist(), (await logOf('clientAdmin', 500)).length];
    const owner = within('owner');
    expectCode(await owner.POST('/api/admin/dpa/accept'), 403, 'own_people_only');
    expectCode(await owner.POST('/api/admin/managed/partner/revoke'), 403, 'own_people_only');
    const approve = await owner.POST('/api/admin/managed/transfer/{id}/approve', { params: { path: { id: 't1' } } });
    expectCode(approve, 403, 'own_people_only');
    expectCode(await owner.GET('/api/admin/managed/status'), 403, 'own_people_only');
    expect(await checklist()).toEqual(dpa);
    expect((await logOf('clientAdmin', 500)).length).toBe(logLength);
    expect(await host.services.partners.managerOf(id.client)).toMatchObject({ partnerId: id.partnerA });
  });

  it('applies the client’s tenant gate', async () => {
    await host.services.tenants.pullLever(id.client, 'suspend', 'test');
    try {
      expectCode(await within('owner').GET('/api/admin/templates'), 403, 'suspended');
    } finally {
      await host.services.tenants.pullLever(id.client, 'resume');
    }
    expect(await statusOf(within('owner').GET('/api/admin/templates'))).toBe(200);
  });
});

describe('isolation', () => {
  it('answers 403 not_managed, identically and reading nothing, for any organisation the caller’s partner does not manage', async () => {
    const cases: [Who, string][] = [
      ['owner', id.clientB], // partner B's client
      ['owner', id.unmanaged], // managed by nobody
      ['owner', 'not-a-tenant-id'], // malformed
      ['owner', `${id.client}, ${id.clientB}`], // two values
      ['owner', ''], // empty
      ['owner', id.partnerA], // the partner's own organisation is not its client
      ['ownerB', id.client], // partner A's client, seen from partner B
      ['outsider', id.client], // a person of partner A who is not on its staff
      ['clientAdmin', id.client], // the client's own Admin is not its partner
    ];
    const logsBefore = await Promise.all([id.client, id.clientB, id.unmanaged].map((t) => host.services.changelog.list(t, { limit: 500 })));
    const answers = new Set<string>();
    for (const [who, header] of cases) {
      const client = within(who, header);
      for (const [path, send] of [
        ['/api/admin/templates', () => client.GET('/api/admin/templates')],
        ['/api/admin/me', () => client.GET('/api/admin/me')],
        ['/api/admin/templates', () => client.POST('/api/admin/templates', { body: { name: 'intruder', html: '<p>x</p>' } })],
      ] as const) {
        const res = await send();
        expect([who, header, path, ...statusAndCode(res)]).toEqual([who, header, path, 403, 'not_managed']);
        answers.add(JSON.stringify(res.error));
      }
    }
    expect(answers.size).toBe(1);
    const logsAfter = await Promise.all([id.client, id.clientB, id.unmanaged].map((t) => host.services.changelog.list(t, { limit: 500 })));
    expect(logsAfter).toEqual(logsBefore);
  });

  it('answers any junk in the header 403 not_managed, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), async (header) => {
        expectCode(await within('owner', header).GET('/api/admin/templates'), 403, 'not_managed');
      }),
      { numRuns: 25 },
    );
  });

  it('ignores the header under a key: the key acts on its own organisation', async () => {
    const { secret } = await ok(api('owner').POST('/api/admin/api-keys', { body: { name: 'own org', access: ['templates'] } }));
    for (const header of [id.client, id.clientB, 'junk']) {
      const res = await keyed(secret, inside(header)).GET('/api/admin/me');
      expect([res.response.status, res.data?.organisation.id, res.data?.insideClient]).toEqual([200, id.partnerA, null]);
      expect(await statusOf(keyed(secret, inside(header)).GET('/api/admin/templates'))).toBe(200);
    }
  });

  it('refuses work inside a client once the relationship ends', async () => {
    await host.services.partners.unlink(id.partnerA, id.client);
    expectCode(await within('owner').GET('/api/admin/templates'), 403, 'not_managed');
    expect((await ok(api('owner').GET('/api/admin/partner/clients'))).clients).toEqual([]);
  });
});
