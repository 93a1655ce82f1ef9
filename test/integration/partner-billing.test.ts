import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerRole } from '../../shared/auth/roles.js';
import { FixtureDirectory, type DirectoryFixture } from '../../shared/directory/fixture.js';
import { PARTNER_AGREEMENT_VERSION, type Partner } from '../../shared/partner/records.js';
import { testDirectoryFixture, TENANT_A, TENANT_B } from '../helpers/directory-fixture.js';
import type { operations } from '../../portal/src/api/schema.js';
import { ok, statusAndCode, type Refusal } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';
import { createPublishedWith } from '../helpers/templates.js';
import { postSignedEvent } from '../helpers/payments-webhook.js';
import { expectEvery } from '../helpers/expect-every.js';

/**
 * Consolidated partner billing, usage and release against the local host and the Stripe stand-in. Partner staff and
 * clients are set up through the partner store directly (the agreement and staff routes are another part's).
 */

const WEBHOOK_SECRET = 'whsec_test_partner_0123456789';
const DAY = 86_400_000;
const HYPERLINK = '=HYPERLINK("https://evil.test","Open")';

// Fresh ids per run: the partner P, its clients C1 and C2, partner Q with client C3, an unmanaged U, and N whose
// agreement was never accepted.
const [P, C1, C2, Q, C3, U, N] = Array.from({ length: 7 }, () => crypto.randomUUID());
const fabrikam = testDirectoryFixture.tenants[TENANT_A];
const northwind = testDirectoryFixture.tenants[TENANT_B];
/** People of a small organisation; the first is its Global Administrator (who onboards it and is its first Admin). */
const small = (domain: string, names: string[]) =>
  names.map((n, i) => ({
    directoryRoles: i === 0 ? ['Global Administrator' as const] : [],
    id: `${domain}-${n}`,
    userPrincipalName: `${n}@${domain}`,
    mail: `${n}@${domain}`,
    displayName: n,
    accountEnabled: true,
    userType: 'Member',
    mailboxType: 'user' as const,
    businessPhones: [],
    proxyAddresses: [`SMTP:${n}@${domain}`],
  }));
const fixture: DirectoryFixture = {
  tenants: {
    [P]: {
      displayName: 'Contoso IT Partners',
      domains: ['contoso-it.test'],
      users: small('contoso-it.test', ['owner', 'biller', 'tech', 'outsider']),
    },
    [C1]: northwind,
    [C2]: { displayName: HYPERLINK, domains: ['evil.test'], users: small('evil.test', ['ava', 'bo']) },
    [Q]: { displayName: 'Rival Partners', domains: ['rival.test'], users: small('rival.test', ['owner']) },
    [C3]: fabrikam,
    [U]: { displayName: 'Unmanaged Ltd', domains: ['unmanaged.test'], users: small('unmanaged.test', ['una']) },
    [N]: { displayName: 'Not Yet Partners', domains: ['notyet.test'], users: small('notyet.test', ['owner']) },
  },
};

let stripe: StripeStandin;
let host: TestHost;
const tokens: Record<string, string> = {};

const expectCode = (res: { response: Response; error?: Refusal }, status: number, code: string) =>
  expect(statusAndCode(res)).toEqual([status, code]);
const as = (who: string) => host.api(tokens[who]);
const owner = () => as('owner');
const release = (who: string, tenantId: string) =>
  as(who).POST('/api/admin/partner/clients/{tenantId}/release', { params: { path: { tenantId } } });
const webhook = (type: string, object: object) => {
  const payload = JSON.stringify({
    id: `evt_${crypto.randomUUID()}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return postSignedEvent(host, payload, WEBHOOK_SECRET);
};
const signatureStatus = async (tenant: string, user: string) =>
  (await host.api(await host.token({ tenant, user, scope: 'access_as_user' })).POST('/api/signature', { body: {} })).response.status;
const partnerCustomer = () =>
  [...stripe.customers.values()].find(
    (c) => (c.metadata as Record<string, string>).tenantId === P && (c.metadata as Record<string, string>).account === 'partner',
  )!;
const events = async (partnerId: string) => (await host.services.partners.events(partnerId, 50)).items;
const staff = (email: string, role: PartnerRole) => ({
  oid: null,
  email,
  role,
  name: null,
  addedAt: new Date().toISOString(),
  addedBy: 'test',
});

async function becomePartner(id: string, name: string, ownerEmail: string): Promise<Partner> {
  await host.services.partners.store.acceptAgreement(
    id,
    name,
    { version: PARTNER_AGREEMENT_VERSION, acceptedAt: new Date().toISOString(), acceptedBy: ownerEmail },
    staff(ownerEmail, 'Owner'),
  );
  return (await host.services.partners.partner(id))!;
}

beforeAll(async () => {
  stripe = await startStripeStandin();
  host = await startTestHost({
    directory: new FixtureDirectory(fixture),
    people: fixture,
    env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url },
  });
  for (const t of [P, C1, C2, Q, C3, U, N]) await host.onboard(t);
  const partner = await becomePartner(P, 'Contoso IT Partners', 'owner@contoso-it.test');
  await host.services.partners.store.changeStaff(P, null, staff('biller@contoso-it.test', 'Billing'));
  await host.services.partners.store.changeStaff(P, null, staff('tech@contoso-it.test', 'Technician'));
  const rival = await becomePartner(Q, 'Rival Partners', 'owner@rival.test');
  // Staff without an accepted agreement (as the store allows): release must still be refused.
  await host.services.partners.store.changeStaff(N, null, staff('owner@notyet.test', 'Owner'));
  await host.services.partners.link(partner, C1, 'invite');
  await host.services.partners.link(partner, C2, 'transfer');
  await host.services.partners.link(rival, C3, 'invite');

  tokens.owner = await host.token({ tenant: P, user: 'owner@contoso-it.test', name: 'Olga Owner' });
  tokens.biller = await host.token({ tenant: P, user: 'biller@contoso-it.test' });
  tokens.tech = await host.token({ tenant: P, user: 'tech@contoso-it.test' });
  tokens.outsider = await host.token({ tenant: P, user: 'outsider@contoso-it.test' });
  tokens.rival = await host.token({ tenant: Q, user: 'owner@rival.test' });
  tokens.notyet = await host.token({ tenant: N, user: 'owner@notyet.test' });
  tokens.c1 = await host.token({ tenant: C1, user: 'nia.ross@northwind.test' });
  tokens.c2 = await host.token({ tenant: C2, user: 'ava@evil.test' });
  // Each client's first portal user is its Admin; give each a published template so signatures render.
  for (const [who, tenant] of [
    ['c1', C1],
    ['c2', C2],
  ] as const) {
    const { id } = await createPublishedWith(as(who), { name: 'T', html: '<p>{{displayName}}</p>' });
    expect((await as(who).PUT('/api/admin/roles', { body: { new: id, reply: null } })).response.status, tenant).toBe(200);
  }
});
afterAll(async () => {
  host?.clock.reset();
  await host?.close();
  await stripe?.close();
});

describe('partner usage and consolidated billing', () => {
  it('lists each client with its seats; clients in their own trial are not billed yet', async () => {
    const usage = await ok(owner().GET('/api/admin/partner/usage'));
    expect(usage.seatsBilled).toBe(0);
    expect(usage.clients.map((c) => [c.tenantId, c.state, c.seats]).sort()).toEqual(
      [
        [C1, 'trial', 7],
        [C2, 'trial', 2],
      ].sort(),
    );
    expect(await ok(owner().GET('/api/admin/partner/billing'))).toMatchObject({
      status: 'none',
      subscriptionId: null,
      seatsToBill: 0,
      clients: 2,
    });
  });

  it('opens hosted checkout for the clients’ billed seats once their trials end, on a customer of its own', async () => {
    host.clock.advance(31 * DAY);
    const usage = await ok(owner().GET('/api/admin/partner/usage'));
    expect(usage).toMatchObject({ seatsBilled: 9 });
    expectEvery(usage.clients, (c) => c.state === 'billed' && c.seatsBilled === c.seats);
    const checkout = await ok(owner().POST('/api/admin/partner/billing/checkout'));
    expect(checkout.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_/);
    const session = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(session.form).toMatchObject({
      'line_items[0][quantity]': '9',
      client_reference_id: P,
      'subscription_data[metadata][account]': 'partner',
    });
    expect(session.form.success_url).toContain('#/partner/billing?checkout=done');
    expect(partnerCustomer()).toMatchObject({ name: 'Contoso IT Partners' });
    expect((await ok(owner().POST('/api/admin/partner/billing/portal'))).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.requests.filter((r) => r.path === '/v1/customers' && r.method === 'POST')).toHaveLength(1);
  });

  it('mirrors the partner’s subscription from the webhook, apart from the organisation’s own billing', async () => {
    const customer = partnerCustomer().id as string;
    const sub = stripe.subscribe(customer, 9);
    expect(
      (await webhook('checkout.session.completed', { id: 'cs_p', object: 'checkout.session', customer, subscription: sub.id })).status,
    ).toBe(200);
    expect(await ok(owner().GET('/api/admin/partner/billing'))).toMatchObject({
      status: 'active',
      seats: 9,
      seatsToBill: 9,
      card: { last4: '4242' },
    });
    // The partner organisation's own (direct) billing is a different account.
    expect(await ok(owner().GET('/api/admin/billing'))).toMatchObject({ status: 'none', subscriptionId: null });
  });

  it('lets a managed client past the 402 check while the partner’s subscription runs, and not after it ends', async () => {
    // The clients' own trials ended (previous test): only the partner's subscription pays for them.
    expect(await signatureStatus(C1, 'oli.kim@northwind.test')).toBe(200);
    expect(await ok(as('c1').GET('/api/admin/billing'))).toMatchObject({
      status: 'none',
      inTrial: false,
      consolidated: true,
      delivering: true,
    });
    expect(await signatureStatus(U, 'una@unmanaged.test')).toBe(402);
    const customer = partnerCustomer().id as string;
    const sub = [...stripe.subscriptions.values()].find((s) => s.customer === customer)!;
    await webhook('customer.subscription.deleted', { ...sub, status: 'canceled' });
    expect(await signatureStatus(C1, 'oli.kim@northwind.test')).toBe(402);
    expect(await ok(as('c1').GET('/api/admin/billing'))).toMatchObject({ consolidated: false, delivering: false });
    await webhook('customer.subscription.updated', { ...sub, status: 'past_due' });
    expect(await signatureStatus(C1, 'oli.kim@northwind.test')).toBe(200);
    await webhook('customer.subscription.updated', { ...sub, status: 'active' });
    expect(await signatureStatus(C1, 'oli.kim@northwind.test')).toBe(200);
  });

  it('syncs the quantity to the sum of the clients’ billed seats, on demand and nightly', async () => {
    await ok(as('c1').POST('/api/admin/exclusions', { body: { mailboxes: ['hello@northwind.test'] } }));
    const synced = await ok(as('biller').POST('/api/admin/partner/billing/sync'));
    expect(synced).toMatchObject({ seats: 8, seatsToBill: 8, change: { from: 9, to: 8 } });
    const sub = [...stripe.subscriptions.values()].find((s) => s.customer === partnerCustomer().id) as {
      items: { data: { quantity: number }[] };
    };
    expect(sub.items.data[0].quantity).toBe(8);
    expect((await ok(as('biller').POST('/api/admin/partner/billing/sync'))).change).toBeNull();
    expect((await events(P)).find((e) => e.action === 'billing.seats_synced')).toMatchObject({
      actor: 'biller@contoso-it.test',
      details: { from: 9, to: 8 },
    });

    await ok(as('c2').POST('/api/admin/exclusions', { body: { mailboxes: ['bo@evil.test'] } }));
    // The local host's timer trigger is no operation of the OpenAPI document: raw.
    const run = await host.call('POST', '/admin/functions/partnerSeatSync');
    expect(run.status).toBe(200);
    expect(sub.items.data[0].quantity).toBe(7);
    expect(await ok(owner().GET('/api/admin/partner/billing'))).toMatchObject({ seats: 7, seatsToBill: 7 });
  });

  it('refuses a sync without a running subscription: 409, nothing sent to Stripe', async () => {
    const before = stripe.requests.length;
    expectCode(await as('rival').POST('/api/admin/partner/billing/sync'), 409, 'no_subscription');
    expect(stripe.requests.length).toBe(before);
    expect(await ok(as('rival').GET('/api/admin/partner/billing'))).toMatchObject({ status: 'none', seats: null });
  });

  it('saves the partner’s invoice details on its own customer, validating field by field', async () => {
    type Profile = operations['putApiAdminPartnerBillingProfile']['requestBody']['content']['application/json'];
    const profile = (body: Profile) => owner().PUT('/api/admin/partner/billing/profile', { body });
    const bad = await profile({
      name: 'Contoso',
      email: 'nope',
      address: { line1: '1 St', city: 'Leeds', postalCode: 'LS1', country: 'UK!' },
    });
    expectCode(bad, 400, 'invalid_request');
    expect(partnerCustomer()).not.toHaveProperty('email');
    const body = {
      name: 'Contoso IT Ltd',
      email: 'ap@contoso-it.test',
      address: { line1: '1 St', city: 'Leeds', postalCode: 'LS1 4AP', country: 'GB' },
    };
    expect(await ok(profile(body))).toEqual(body);
    expect(partnerCustomer()).toMatchObject({ name: 'Contoso IT Ltd', email: 'ap@contoso-it.test' });
    expect((await events(P)).find((e) => e.action === 'billing.profile_saved')).toMatchObject({ actor: 'owner@contoso-it.test' });
  });

  it('lists invoices and credits newest first, and invoiced periods as reconciliation windows', async () => {
    const customer = partnerCustomer().id as string;
    const invoice = (n: number, status: string, start: number, extra: object = {}) => ({
      id: `in_p${n}`,
      object: 'invoice',
      customer,
      number: `P-000${n}`,
      created: start + 60,
      status,
      amount_due: 1200,
      amount_paid: status === 'paid' ? 1200 : 0,
      currency: 'eur',
      period_start: start - 30 * 86400,
      period_end: start,
      hosted_invoice_url: null,
      invoice_pdf: null,
      lines: { object: 'list', data: [{ id: `il_${n}`, object: 'line_item', period: { start, end: start + 30 * 86400 } }] },
      ...extra,
    });
    stripe.invoices.push(
      invoice(1, 'paid', 1_760_000_000),
      invoice(2, 'open', 1_762_592_000),
      invoice(3, 'draft', 1_765_184_000),
      invoice(4, 'void', 1_757_408_000),
    );
    stripe.creditNotes.push({
      id: 'cn_p1',
      object: 'credit_note',
      customer,
      created: 1_761_000_000,
      total: 150,
      currency: 'eur',
      reason: 'order_change',
      memo: 'Client left mid-month',
    });
    const invoices = await ok(as('biller').GET('/api/admin/partner/billing/invoices'));
    expect(invoices.unavailable).toBe(false);
    expect(invoices.invoices.map((i) => i.number)).toEqual(['P-0003', 'P-0002', 'P-0001', 'P-0004']);
    expect((await ok(as('biller').GET('/api/admin/partner/billing/adjustments'))).adjustments).toEqual([
      expect.objectContaining({ id: 'cn_p1', category: 'order_change', reason: 'Client left mid-month' }),
    ]);
    const periods = await ok(as('biller').GET('/api/admin/partner/usage/periods'));
    expect(periods).toEqual({
      unavailable: false,
      periods: [
        {
          invoiceId: 'in_p2',
          number: 'P-0002',
          start: new Date(1_762_592_000_000).toISOString(),
          end: new Date((1_762_592_000 + 30 * 86400) * 1000).toISOString(),
          status: 'open',
          amountDue: 1200,
          amountPaid: 0,
          currency: 'eur',
        },
        {
          invoiceId: 'in_p1',
          number: 'P-0001',
          start: new Date(1_760_000_000_000).toISOString(),
          end: new Date((1_760_000_000 + 30 * 86400) * 1000).toISOString(),
          status: 'paid',
          amountDue: 1200,
          amountPaid: 1200,
          currency: 'eur',
        },
      ],
    });
    // A partner without a customer has nothing invoiced; a provider that cannot be read is no error.
    expect(await ok(as('rival').GET('/api/admin/partner/usage/periods'))).toEqual({ unavailable: false, periods: [] });
    stripe.failNext(1);
    expect(await ok(as('biller').GET('/api/admin/partner/usage/periods'))).toEqual({ unavailable: true, periods: [] });
    stripe.failNext(1);
    expect(await ok(as('biller').GET('/api/admin/partner/billing/invoices'))).toEqual({ invoices: [], unavailable: true });
  });

  it('exports the usage as an RFC 4180 CSV download with formula cells neutralised', async () => {
    const { data, response } = await as('biller').GET('/api/admin/partner/usage/export', { parseAs: 'text' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="client-usage-\d{4}-\d{2}-\d{2}\.csv"$/);
    const since = Object.fromEntries((await host.services.partners.clientsOf(P)).map((l) => [l.clientId, l.since]));
    expect(data).toBe(
      [
        'Client tenant id,Client name,State,Seats,Seats billed,Managed since',
        // Quoted for its quotes and commas, and prefixed with ' so a spreadsheet shows it rather than runs it.
        `${C2},"'=HYPERLINK(""https://evil.test"",""Open"")",billed,1,1,${since[C2]}`,
        `${C1},Northwind Test,billed,6,6,${since[C1]}`,
        '',
      ].join('\r\n'),
    );
  });

  it('keeps every partner money route from keys', async () => {
    await ok(owner().GET('/api/admin/me'));
    const body = { name: 'all', access: ['billing', 'users', 'cost-management'], readOnly: false } as const;
    const keyed = host.api((await ok(owner().POST('/api/admin/api-keys', { body: { ...body, access: [...body.access] } }))).secret);
    for (const send of [
      () => keyed.GET('/api/admin/partner/billing'),
      () => keyed.POST('/api/admin/partner/billing/sync'),
      () => keyed.GET('/api/admin/partner/usage/export'),
      () => keyed.POST('/api/admin/partner/clients/{tenantId}/release', { params: { path: { tenantId: C1 } } }),
    ]) {
      expectCode(await send(), 404, 'not_available_to_api_keys');
    }
    expect((await host.services.partners.managerOf(C1))?.partnerId).toBe(P);
  });

  it('refuses people off the partner’s staff, and staff roles the route does not name: 403, nothing changed', async () => {
    const stripeCalls = stripe.requests.length;
    expectCode(await as('outsider').GET('/api/admin/partner/billing'), 403, 'not_partner_staff');
    expectCode(await as('outsider').GET('/api/admin/partner/usage/export'), 403, 'not_partner_staff');
    expectCode(await as('tech').GET('/api/admin/partner/billing'), 403, 'partner_role_required');
    expectCode(await as('tech').POST('/api/admin/partner/billing/sync'), 403, 'partner_role_required');
    expectCode(await as('tech').GET('/api/admin/partner/usage'), 403, 'partner_role_required');
    expectCode(await release('biller', C1), 403, 'partner_role_required');
    expectCode(await release('tech', C1), 403, 'partner_role_required');
    expectCode(await release('c1', C1), 403, 'partner_agreement_required');
    expect(stripe.requests.length).toBe(stripeCalls);
    expect((await host.services.partners.managerOf(C1))?.partnerId).toBe(P);
  });
});

describe('releasing a client to direct billing', () => {
  it('is refused before the partner agreement: 403, the client unchanged', async () => {
    // N has staff but never accepted the agreement; give it a client as a relationship left in storage would.
    await host.services.partners.store.link({
      partnerId: N,
      partnerName: 'Not Yet Partners',
      clientId: U,
      since: new Date().toISOString(),
      via: 'invite',
    });
    try {
      expectCode(await release('notyet', U), 403, 'partner_agreement_required');
      expect((await host.services.partners.managerOf(U))?.partnerId).toBe(N);
      expect((await host.services.billing.overview(U)).graceEndsAt).toBeNull();
      expect(await events(N)).toEqual([]);
    } finally {
      await host.services.partners.unlink(N, U);
    }
  });

  it('answers one 404 for another partner’s client, an unmanaged organisation and a released one; 400 for a malformed id', async () => {
    const other = await release('owner', C3);
    const unmanaged = await release('owner', U);
    expectCode(other, 404, 'client_not_found');
    expect(unmanaged.error).toEqual(other.error);
    expect((await host.services.partners.managerOf(C3))?.partnerId).toBe(Q);
    expect((await host.services.billing.overview(C3)).graceEndsAt).toBeNull();
    expect((await host.services.billing.overview(U)).graceEndsAt).toBeNull();
    expectCode(await release('owner', 'not-a-tenant'), 400, 'invalid_request');
    expect((await events(P)).some((e) => e.action === 'client.released')).toBe(false);
  });

  it('ends the relationship, starts 30 days of grace on direct billing, then answers 402', async () => {
    host.clock.freeze(host.clock.now());
    const res = await release('owner', C2.toUpperCase());
    expect(res.response.status).toBe(200);
    const now = host.clock.now().getTime();
    expect(res.data).toEqual({
      clientId: C2,
      releasedAt: new Date(now).toISOString(),
      billing: 'direct',
      graceEndsAt: new Date(now + 30 * DAY).toISOString(),
    });
    expect(await host.services.partners.managerOf(C2)).toBeNull();
    expect((await ok(owner().GET('/api/admin/partner/usage'))).clients.map((c) => c.tenantId)).toEqual([C1]);
    expect((await events(P)).find((e) => e.action === 'client.released')).toMatchObject({
      actor: 'owner@contoso-it.test',
      clientId: C2,
      details: { graceEndsAt: res.data?.graceEndsAt },
    });
    const log = (await ok(as('c2').GET('/api/admin/log', { params: { query: { limit: 5 } } }))).entries;
    expect(log.find((e) => e.action === 'managed.released')).toMatchObject({
      actor: 'owner@contoso-it.test',
      actorName: 'Olga Owner via Contoso IT Partners',
      target: 'Contoso IT Partners',
    });
    // Its own trial is long over and it has no subscription: the grace carries it.
    expect(await ok(as('c2').GET('/api/admin/billing'))).toMatchObject({
      inTrial: false,
      consolidated: false,
      graceEndsAt: res.data?.graceEndsAt,
      delivering: true,
    });
    expect(await signatureStatus(C2, 'ava@evil.test')).toBe(200);
    expectCode(await release('owner', C2), 404, 'client_not_found');

    host.clock.advance(30 * DAY + 1000);
    expect(await signatureStatus(C2, 'ava@evil.test')).toBe(402);
    expect(await ok(as('c2').GET('/api/admin/billing'))).toMatchObject({ delivering: false });
    // The client still under the partner keeps delivering.
    expect(await signatureStatus(C1, 'oli.kim@northwind.test')).toBe(200);
  });
});
