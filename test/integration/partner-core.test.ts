import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Capability } from '../../shared/auth/roles.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { PARTNER_AGREEMENT_VERSION } from '../../shared/partner/schemas.js';
import { routes } from '../../shared/routes.js';
import { TENANT_A, TENANT_B, testDirectoryFixture } from '../helpers/directory-fixture.js';
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
const directory = new FixtureDirectory({
  tenants: { [id.partnerA]: fabrikam, [id.client]: northwind, [id.partnerB]: fabrikam, [id.clientB]: northwind, [id.unmanaged]: northwind },
});

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

const call = (who: Who, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  host.call(method, path, { token: tokens[who], body, headers });
const inside = (clientId: string) => ({ 'x-client-tenant': clientId });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);

const staffOf = async (partnerId: string) => (await host.services.partners.store.listStaff(partnerId)).map((s) => [s.email, s.role]).sort();
const eventsOf = async (partnerId: string) => (await host.services.partners.events(partnerId, 500)).items;
const accept = (who: Who, version = PARTNER_AGREEMENT_VERSION) => call(who, 'POST', '/api/admin/partner/agreement/accept', { version });

beforeAll(async () => {
  host = await startTestHost({ directory });
  for (const t of Object.values(id)) await host.onboard(t);
  for (const [who, p] of Object.entries(people)) tokens[who] = await host.token({ tenant: p.tenant, user: p.user, name: p.name });
  // The first person of each organisation becomes its Admin.
  for (const who of ['owner', 'clientAdmin', 'ownerB'] as const) expect((await call(who, 'GET', '/api/admin/me')).json.role).toBe('Admin');
});
afterAll(() => host?.close());

describe('becoming a partner', () => {
  it('refuses every partner route before the agreement, to the organisation Admin as to anyone', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/partner/staff'],
      ['GET', '/api/admin/partner/clients'],
      ['GET', '/api/admin/partner/events'],
    ]) {
      expectCode(await call('owner', method, path), 403, 'partner_agreement_required');
    }
    expectCode(
      await call('owner', 'PUT', '/api/admin/partner/staff', { email: 'ben.okafor@fabrikam.test', role: 'Admin' }),
      403,
      'partner_agreement_required',
    );
    expect(await host.services.partners.partner(id.partnerA)).toBeNull();
    expect(await staffOf(id.partnerA)).toEqual([]);
  });

  it('refuses the agreement to a person who is not an Admin of the organisation, and a version not in force', async () => {
    expectCode(await accept('outsider'), 403, 'admin_role_required');
    const stale = await accept('owner', '1999-01');
    expectCode(stale, 409, 'agreement_version_mismatch');
    expect(stale.json.current).toBe(PARTNER_AGREEMENT_VERSION);
    expectCode(await call('owner', 'POST', '/api/admin/partner/agreement/accept', {}), 400, 'invalid_request');
    expect(await host.services.partners.partner(id.partnerA)).toBeNull();
    expect(await eventsOf(id.partnerA)).toEqual([]);
  });

  it('makes the accepting Admin the first Owner, records who and when, and accepting again changes nothing', async () => {
    const first = await accept('owner');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      role: 'Owner',
      partner: {
        id: id.partnerA,
        name: fabrikam.displayName,
        agreement: { version: PARTNER_AGREEMENT_VERSION, acceptedBy: people.owner.user },
      },
    });
    expect(await staffOf(id.partnerA)).toEqual([[people.owner.user, 'Owner']]);
    const again = await accept('owner');
    expect(again.json.partner.agreement.acceptedAt).toBe(first.json.partner.agreement.acceptedAt);
    const events = await eventsOf(id.partnerA);
    expect(events.map((e) => [e.action, e.actor, e.actorName])).toEqual([['agreement.accepted', people.owner.user, 'Ann Lee']]);
    expect(events[0].details).toEqual({ version: PARTNER_AGREEMENT_VERSION, firstOwner: true });

    const me = (await call('owner', 'GET', '/api/admin/me')).json;
    expect(me.partner).toMatchObject({ id: id.partnerA, name: fabrikam.displayName, role: 'Owner', agreement: { current: true } });
    expect(me.insideClient).toBeNull();
    expect(me.partnerAgreementVersion).toBe(PARTNER_AGREEMENT_VERSION);
  });

  it('refuses the agreement to an organisation Admin who is not on the staff once the organisation is a partner', async () => {
    await call('owner', 'PUT', '/api/admin/users', { email: people.outsider.user, role: 'Admin' });
    expect((await call('outsider', 'GET', '/api/admin/me')).json).toMatchObject({ role: 'Admin', partner: null });
    const before = await eventsOf(id.partnerA);
    expectCode(await accept('outsider'), 403, 'not_partner_staff');
    expect(await staffOf(id.partnerA)).toEqual([[people.owner.user, 'Owner']]);
    expect(await eventsOf(id.partnerA)).toEqual(before);
  });
});

describe('partner staff', () => {
  it('adds people of the partner’s own directory with a role, and lists them', async () => {
    const added = await call('owner', 'PUT', '/api/admin/partner/staff', { email: 'Ben.Okafor@fabrikam.test', role: 'Technician' });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ email: people.technician.user, role: 'Technician', name: 'Ben Okafor', addedBy: people.owner.user });
    expect((await call('owner', 'PUT', '/api/admin/partner/staff', { email: people.billing.user, role: 'Billing' })).status).toBe(200);
    const listed = await call('technician', 'GET', '/api/admin/partner/staff');
    expect(listed.status).toBe(200);
    expect(listed.json.staff.map((s: { email: string; role: string }) => [s.email, s.role]).sort()).toEqual(await staffOf(id.partnerA));
    expect((await call('technician', 'GET', '/api/admin/me')).json.partner).toMatchObject({ role: 'Technician' });
  });

  it('tells each staff member which partner operations their role may use, as the route table admits them', async () => {
    const operations = async (who: 'owner' | 'technician' | 'billing') =>
      (await call(who, 'GET', '/api/admin/me')).json.partner.operations as string[];
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
    expect((await call('technician', 'GET', '/api/admin/partner/invites')).status).toBe(403);
    expect((await call('billing', 'GET', '/api/admin/partner/billing')).status).toBe(200);
  });

  it.each([
    ['a guest of the directory', { email: 'gus@partner.example', role: 'Admin' }, 400, 'invalid_request'],
    ['a shared mailbox', { email: 'info@fabrikam.test', role: 'Admin' }, 400, 'invalid_request'],
    ['a person of another organisation', { email: people.clientAdmin.user, role: 'Admin' }, 400, 'invalid_request'],
    ['an unknown role', { email: people.outsider.user, role: 'Editor' }, 400, 'invalid_request'],
    ['no address', { role: 'Admin' }, 400, 'invalid_request'],
  ])('refuses %s, changing nothing', async (_what, body, status, code) => {
    const [staff, events] = [await staffOf(id.partnerA), await eventsOf(id.partnerA)];
    expectCode(await call('owner', 'PUT', '/api/admin/partner/staff', body), status, code);
    expect(await staffOf(id.partnerA)).toEqual(staff);
    expect(await eventsOf(id.partnerA)).toEqual(events);
  });

  it('lets only Owners manage staff or accept the agreement, and nobody off the staff read it', async () => {
    const [staff, events] = [await staffOf(id.partnerA), await eventsOf(id.partnerA)];
    for (const who of ['technician', 'billing'] as const) {
      const put = await call(who, 'PUT', '/api/admin/partner/staff', { email: people.outsider.user, role: 'Owner' });
      expectCode(put, 403, 'partner_role_required');
      expect(put.json.required).toEqual(['Owner']);
      expectCode(
        await call(who, 'DELETE', `/api/admin/partner/staff/${encodeURIComponent(people.owner.user)}`),
        403,
        'partner_role_required',
      );
      expectCode(await accept(who), 403, 'partner_role_required');
    }
    for (const path of ['/api/admin/partner/staff', '/api/admin/partner/events', '/api/admin/partner/clients']) {
      expectCode(await call('outsider', 'GET', path), 403, 'not_partner_staff');
      expectCode(await call('clientAdmin', 'GET', path), 403, 'partner_agreement_required');
    }
    expect(await staffOf(id.partnerA)).toEqual(staff);
    expect(await eventsOf(id.partnerA)).toEqual(events);
  });

  it('never removes or demotes the last Owner, and answers 404 for someone not on the staff', async () => {
    const [staff, events] = [await staffOf(id.partnerA), await eventsOf(id.partnerA)];
    expectCode(await call('owner', 'DELETE', `/api/admin/partner/staff/${encodeURIComponent(people.owner.user)}`), 409, 'last_owner');
    expectCode(await call('owner', 'PUT', '/api/admin/partner/staff', { email: people.owner.user, role: 'Admin' }), 409, 'last_owner');
    expectCode(await call('owner', 'DELETE', `/api/admin/partner/staff/${encodeURIComponent(people.outsider.user)}`), 404, 'not_found');
    expect(await staffOf(id.partnerA)).toEqual(staff);
    expect(await eventsOf(id.partnerA)).toEqual(events);
  });

  it('changes and removes staff, a second Owner making the first removable, and records each change', async () => {
    expect((await call('owner', 'PUT', '/api/admin/partner/staff', { email: people.outsider.user, role: 'Owner' })).status).toBe(200);
    expect((await call('owner', 'PUT', '/api/admin/partner/staff', { email: people.outsider.user, role: 'Owner' })).status).toBe(200);
    expect((await call('outsider', 'PUT', '/api/admin/partner/staff', { email: people.outsider.user, role: 'Admin' })).status).toBe(200);
    expect((await call('owner', 'DELETE', `/api/admin/partner/staff/${encodeURIComponent(people.outsider.user)}`)).status).toBe(204);
    expectCode(await call('outsider', 'GET', '/api/admin/partner/staff'), 403, 'not_partner_staff');
    const actions = (await eventsOf(id.partnerA)).slice(0, 3).map((e) => [e.action, e.details]);
    expect(actions).toEqual([
      ['staff.removed', { email: people.outsider.user, role: 'Admin' }],
      ['staff.changed', { email: people.outsider.user, from: 'Owner', to: 'Admin' }],
      ['staff.added', { email: people.outsider.user, role: 'Owner' }],
    ]);
  });

  it('pages the audit trail newest first with a cursor', async () => {
    const all = (await call('billing', 'GET', '/api/admin/partner/events?limit=200')).json;
    expect(all.cursor).toBeNull();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CallResult = await call(
        'billing',
        'GET',
        `/api/admin/partner/events?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.json.events.map((e: { id: string }) => e.id));
      cursor = page.json.cursor;
    } while (cursor);
    expect(seen).toEqual(all.events.map((e: { id: string }) => e.id));
    const times = all.events.map((e: { at: string }) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    // Each entry is answered with its sentence for people.
    const summaries = all.events.map((e: { action: string; summary: string }) => [e.action, e.summary]);
    expect(summaries).toContainEqual(['staff.removed', `Removed ${people.outsider.user}, who was an Admin, from the staff`]);
    expect(summaries.filter(([, s]: string[]) => !/^[A-Z“]/.test(s))).toEqual([]);
    expectCode(await call('billing', 'GET', '/api/admin/partner/events?limit=0'), 400, 'invalid_request');
  });
});

describe('partner routes and API keys', () => {
  it('answers a key 404 not_available_to_api_keys on every partner route, changing nothing', async () => {
    const created = await call('owner', 'POST', '/api/admin/api-keys', {
      name: 'partner probe',
      access: Capability.options,
      readOnly: false,
    });
    expect(created.status).toBe(201);
    const [staff, events] = [await staffOf(id.partnerA), await eventsOf(id.partnerA)];
    const partnerRoutes = routes.filter((r) => r.auth === 'partner');
    expect(partnerRoutes.length).toBeGreaterThanOrEqual(22);
    for (const r of partnerRoutes) {
      const path = r.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'email' ? encodeURIComponent(people.owner.user) : id.client));
      const res = await host.call(r.method, path, {
        headers: { authorization: `Bearer ${created.json.secret}` },
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
      { email: people.ownerB.user, role: 'Owner', name: 'Ann of B', addedAt: new Date().toISOString(), addedBy: people.ownerB.user },
    );
    await host.services.partners.link((await host.services.partners.partner(id.partnerB))!, id.clientB, 'transfer');
  });

  it('lists the client with its state, seats, billing and health', async () => {
    const res = await call('technician', 'GET', '/api/admin/partner/clients');
    expect(res.status).toBe(200);
    expect(res.json.clients).toEqual([
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
    expect(res.json.clients[0].seatsBilled).toBeGreaterThan(0);
  });

  it('gives an Owner the client’s Admin capabilities and tells the portal whose context it is', async () => {
    const me = await call('owner', 'GET', '/api/admin/me', undefined, inside(id.client));
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      user: { email: people.owner.user },
      role: 'Admin',
      organisation: { id: id.client, name: northwind.displayName },
      partner: { id: id.partnerA, role: 'Owner' },
      insideClient: { partnerId: id.partnerA, partnerName: fabrikam.displayName, partnerRole: 'Owner' },
    });
    expect(me.json.capabilities).toEqual(expect.arrayContaining([...Capability.options]));
    // An upper-case id names the same organisation.
    expect((await call('owner', 'GET', '/api/admin/me', undefined, inside(id.client.toUpperCase()))).json.organisation.id).toBe(id.client);
  });

  it('publishes a template in the client, and the client’s change log names the person and the partner', async () => {
    const created = await call(
      'owner',
      'POST',
      '/api/admin/templates',
      { name: 'Made by the partner', html: '<p>{{displayName}}</p>' },
      inside(id.client),
    );
    expect(created.status).toBe(201);
    const published = await call(
      'owner',
      'PUT',
      `/api/admin/templates/${created.json.id}`,
      { html: '<p>v2 {{displayName}}</p>' },
      inside(id.client),
    );
    expect(published.status).toBe(200);
    // The client sees it; the partner's own organisation does not have it.
    const clientTemplates = (await call('clientAdmin', 'GET', '/api/admin/templates')).json.templates.map((t: { id: string }) => t.id);
    expect(clientTemplates).toContain(created.json.id);
    const ownTemplates = (await call('owner', 'GET', '/api/admin/templates')).json.templates.map((t: { id: string }) => t.id);
    expect(ownTemplates).not.toContain(created.json.id);

    const log = (await call('clientAdmin', 'GET', '/api/admin/log?limit=5')).json.entries;
    const byPartner = log.filter((e: { actor: string }) => e.actor === people.owner.user);
    expect(byPartner.length).toBeGreaterThanOrEqual(2);
    for (const e of byPartner) expect(e.actorName).toBe(`Ann Lee via ${fabrikam.displayName}`);

    const work = (await eventsOf(id.partnerA)).filter((e) => e.action === 'client.work');
    expect(work.slice(0, 2).map((e) => [e.clientId, e.actor, e.details?.operation])).toEqual([
      [id.client, people.owner.user, 'PUT /api/admin/templates/:id'],
      [id.client, people.owner.user, 'POST /api/admin/templates'],
    ]);
  });

  it('flags a key an Owner creates inside the client, which the client’s Admin sees and revokes', async () => {
    const created = await call(
      'owner',
      'POST',
      '/api/admin/api-keys',
      { name: 'provider script', access: ['templates'] },
      inside(id.client),
    );
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ createdByProvider: true, createdBy: people.owner.user });
    // The key acts on the client, the organisation it was created in.
    const keyMe = await host.call('GET', '/api/admin/me', { headers: { authorization: `Bearer ${created.json.secret}` } });
    expect(keyMe.json.organisation.id).toBe(id.client);
    const listed = (await call('clientAdmin', 'GET', '/api/admin/api-keys')).json.keys.find(
      (k: { id: string }) => k.id === created.json.id,
    );
    expect(listed).toMatchObject({ createdByProvider: true, revoked: false });
    const revoked = await call('clientAdmin', 'DELETE', `/api/admin/api-keys/${created.json.id}`);
    expect(revoked.json).toMatchObject({ revoked: true, createdByProvider: true });
    expectCode(
      await host.call('GET', '/api/admin/me', { headers: { authorization: `Bearer ${created.json.secret}` } }),
      401,
      'invalid_key',
    );
    // The client's own keys stay unflagged.
    const own = await call('clientAdmin', 'POST', '/api/admin/api-keys', { name: 'own script', access: ['templates'] });
    expect(own.json.createdByProvider).toBe(false);
  });

  it('gives a Technician an Editor’s capabilities: templates yes, keys and users no', async () => {
    const me = (await call('technician', 'GET', '/api/admin/me', undefined, inside(id.client))).json;
    expect(me).toMatchObject({ role: 'Editor', insideClient: { partnerRole: 'Technician' } });
    expect(
      (await call('technician', 'POST', '/api/admin/templates', { name: 'By a technician', html: '<p>x</p>' }, inside(id.client))).status,
    ).toBe(201);
    const keysBefore = (await call('clientAdmin', 'GET', '/api/admin/api-keys')).json.keys;
    expectCode(
      await call('technician', 'POST', '/api/admin/api-keys', { name: 'nope', access: ['templates'] }, inside(id.client)),
      403,
      'admin_role_required',
    );
    expectCode(
      await call('billing', 'POST', '/api/admin/api-keys', { name: 'nope', access: ['billing'] }, inside(id.client)),
      403,
      'admin_role_required',
    );
    expect((await call('clientAdmin', 'GET', '/api/admin/api-keys')).json.keys).toEqual(keysBefore);
    expectCode(
      await call('technician', 'PUT', '/api/admin/users', { email: 'oli.kim@northwind.test', role: 'Admin' }, inside(id.client)),
      403,
      'missing_capability',
    );
    expect((await call('billing', 'GET', '/api/admin/me', undefined, inside(id.client))).json.role).toBe('Billing');
  });

  it("refuses the client's own decisions to the partner: the DPA and the partner relationship", async () => {
    const checklist = async () => (await call('clientAdmin', 'GET', '/api/admin/onboarding')).json.dpa;
    const [dpa, logLength] = [await checklist(), (await call('clientAdmin', 'GET', '/api/admin/log?limit=500')).json.entries.length];
    expectCode(await call('owner', 'POST', '/api/admin/dpa/accept', undefined, inside(id.client)), 403, 'own_people_only');
    for (const path of ['/api/admin/managed/partner/revoke', '/api/admin/managed/transfer/t1/approve']) {
      expectCode(await call('owner', 'POST', path, undefined, inside(id.client)), 403, 'own_people_only');
    }
    expectCode(await call('owner', 'GET', '/api/admin/managed/status', undefined, inside(id.client)), 403, 'own_people_only');
    expect(await checklist()).toEqual(dpa);
    expect((await call('clientAdmin', 'GET', '/api/admin/log?limit=500')).json.entries.length).toBe(logLength);
    expect(await host.services.partners.managerOf(id.client)).toMatchObject({ partnerId: id.partnerA });
  });

  it('applies the client’s tenant gate', async () => {
    await host.services.tenants.pullLever(id.client, 'suspend', 'test');
    try {
      expectCode(await call('owner', 'GET', '/api/admin/templates', undefined, inside(id.client)), 403, 'suspended');
    } finally {
      await host.services.tenants.pullLever(id.client, 'resume');
    }
    expect((await call('owner', 'GET', '/api/admin/templates', undefined, inside(id.client))).status).toBe(200);
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
      for (const [method, path, body] of [
        ['GET', '/api/admin/templates', undefined],
        ['GET', '/api/admin/me', undefined],
        ['POST', '/api/admin/templates', { name: 'intruder', html: '<p>x</p>' }],
      ] as const) {
        const res = await call(who, method, path, body, inside(header));
        expect([who, header, path, res.status, res.json?.code]).toEqual([who, header, path, 403, 'not_managed']);
        answers.add(res.text);
      }
    }
    expect(answers.size).toBe(1);
    const logsAfter = await Promise.all([id.client, id.clientB, id.unmanaged].map((t) => host.services.changelog.list(t, { limit: 500 })));
    expect(logsAfter).toEqual(logsBefore);
  });

  it('answers any junk in the header 403 not_managed, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), async (header) => {
        const res = await call('owner', 'GET', '/api/admin/templates', undefined, inside(header));
        expect([res.status, res.json?.code]).toEqual([403, 'not_managed']);
      }),
      { numRuns: 25 },
    );
  });

  it('ignores the header under a key: the key acts on its own organisation', async () => {
    const created = await call('owner', 'POST', '/api/admin/api-keys', { name: 'own org', access: ['templates'] });
    for (const header of [id.client, id.clientB, 'junk']) {
      const res = await host.call('GET', '/api/admin/me', {
        headers: { authorization: `Bearer ${created.json.secret}`, ...inside(header) },
      });
      expect([res.status, res.json.organisation.id, res.json.insideClient]).toEqual([200, id.partnerA, null]);
      const templates = await host.call('GET', '/api/admin/templates', {
        headers: { authorization: `Bearer ${created.json.secret}`, ...inside(header) },
      });
      expect(templates.status).toBe(200);
    }
  });

  it('refuses work inside a client once the relationship ends', async () => {
    await host.services.partners.unlink(id.partnerA, id.client);
    expectCode(await call('owner', 'GET', '/api/admin/templates', undefined, inside(id.client)), 403, 'not_managed');
    expect((await call('owner', 'GET', '/api/admin/partner/clients')).json.clients).toEqual([]);
  });
});
