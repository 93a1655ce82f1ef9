import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ScheduleStore } from '../../shared/schedules/store.js';
import { Storage } from '../../shared/storage/storage.js';
import type { operations } from '../../portal/src/api/schema.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';
import { createPublishedWith } from '../helpers/templates.js';
import { postSignedEvent } from '../helpers/payments-webhook.js';
import { expectEvery } from '../helpers/expect-every.js';

// Writers racing on one storage: the final state is one writer's whole result, and every other writer either
// retried to success or was told 409/412. Never a 500, never an answer describing someone else's write.

const WEBHOOK_SECRET = 'whsec_race_0123456789abcdef';
let stripe: StripeStandin;
let host: TestHost;
let other: TestHost;
let tenant: string;
let admin: string;
let otherAdmin: string;

const api = (headers?: Record<string, string>) => host.api(admin, headers);
/** The same administrator calling either instance. */
const on = (i: number) => (i % 2 ? other.api(otherAdmin) : api());
const path = (id: string) => ({ params: { path: { id } } });
const statuses = (results: ({ response: Response } | CallResult)[]) => results.map((r) => ('response' in r ? r.response.status : r.status));
const log = async () => (await ok(api().GET('/api/admin/log', { params: { query: { limit: 100 } } }))).entries;
const logOf = async (action: string) => (await log()).filter((e) => e.action === action);
const newTemplate = async (name: string) => (await createPublishedWith(api(), { name, html: `<p>${name} {{displayName}}</p>` })).id;
type Rules = operations['putApiAdminRules']['requestBody']['content']['application/json']['rules'];
const putRules = (rules: Rules, headers?: Record<string, string>) => api(headers).PUT('/api/admin/rules', { body: { rules } });
const billingStatus = async () => (await ok(api().GET('/api/admin/billing'))).status;
const exclusionMode = (mode: 'exclusion' | 'inclusion', client = api()) => client.PUT('/api/admin/exclusions/mode', { body: { mode } });

const webhook = (event: object) => {
  const payload = JSON.stringify(event);
  return postSignedEvent(host, payload, WEBHOOK_SECRET);
};
const event = (id: string, type: string, created: number, object: object) => ({
  id,
  object: 'event',
  type,
  api_version: '2025-01-01',
  created,
  data: { object },
});

beforeAll(async () => {
  stripe = await startStripeStandin();
  const env = { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url };
  host = await startTestHost({ env });
  // A second instance on the same storage.
  other = await startTestHost({ env });
  tenant = host.tenants[0];
  await host.onboard(tenant, 'race.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'race.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  otherAdmin = await other.token({ tenant, user: 'race.admin@fabrikam.test' });
});
afterAll(async () => {
  await host.close();
  await other.close();
  await stripe.close();
});

describe('templates under concurrency', () => {
  it('20 simultaneous draft saves all succeed, each answering its own save', async () => {
    const id = await newTemplate('Drafts');
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api().PUT('/api/admin/templates/{id}/draft', { ...path(id), body: { html: `<p>draft ${i}</p>` } }),
      ),
    );
    expect(saves.filter((r) => r.response.status !== 200).map((r) => r.error)).toEqual([]);
    saves.forEach((res, i) => expect(res.data?.draft?.html).toBe(`<p>draft ${i}</p>`));
    const final = await ok(api().GET('/api/admin/templates/{id}', path(id)));
    expect(saves.map((r) => r.data?.draft?.html)).toContain(final.draft?.html);
  });

  it('50 simultaneous publishes without If-Match: each winner answers its own version and ETag, versions unique', async () => {
    const id = await newTemplate('Publishes');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => api().PUT('/api/admin/templates/{id}', { ...path(id), body: { html: `<p>publish ${i}</p>` } })),
    );
    // Every loser (there may be none) lost to a concurrent update.
    const losers = results.filter((r) => r.response.status !== 200);
    expect(losers.filter((r) => r.response.status !== 409 || r.error?.code !== 'concurrent_update')).toEqual([]);
    const winners = results.flatMap(({ data, response }, i) =>
      response.status === 200 && data && 'version' in data ? [{ data, response, i }] : [],
    );
    expect(winners.length).toBeGreaterThan(0);
    for (const { data, response, i } of winners) {
      expect(data.html).toBe(`<p>publish ${i}</p>`);
      expect(response.headers.get('etag')).toBe(`"v${data.version}"`);
    }
    const versions = winners.map(({ data }) => data.version);
    expect(new Set(versions).size).toBe(versions.length);
    // Each winner's version holds its own body.
    const history = await ok(api().GET('/api/admin/templates/{id}/versions', path(id)));
    expect(history.current).toBe(Math.max(...versions));
    for (const { data, i } of winners) {
      const preview = await ok(
        api().GET('/api/admin/templates/{id}/versions/{version}/preview', { params: { path: { id, version: data.version } } }),
      );
      expect(preview.html).toContain(`publish ${i}`);
    }
  });
});

describe('billing under concurrency', () => {
  let customer: string;

  it('concurrent first uses of billing create one Stripe customer', async () => {
    const portals = await Promise.all(Array.from({ length: 6 }, () => api().POST('/api/admin/billing/portal')));
    expect(statuses(portals)).toEqual(Array(6).fill(200));
    const created = [...stripe.customers.values()].filter((c) => (c.metadata as { tenantId: string }).tenantId === tenant);
    expect(created).toHaveLength(1);
    customer = created[0].id as string;
    const sessions = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions');
    expect(new Set(sessions.map((s) => s.form.customer))).toEqual(new Set([customer]));
    const keys = new Set(stripe.requests.filter((r) => r.path === '/v1/customers').map((r) => r.idempotencyKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(new RegExp(`^customer-${tenant}-\\d{4}-`));
  });

  it('ignores a subscription event older than the state it would replace', async () => {
    const sub = stripe.subscribe(customer, 3);
    const t = Math.floor(Date.now() / 1000);
    expect((await webhook(event('evt_race_cancel', 'customer.subscription.deleted', t + 10, { ...sub, status: 'canceled' }))).status).toBe(
      200,
    );
    // Delivered late: an "active" from before the cancellation.
    expect((await webhook(event('evt_race_old', 'customer.subscription.updated', t, { ...sub, status: 'active' }))).status).toBe(200);
    expect(await billingStatus()).toBe('canceled');
    expect((await webhook(event('evt_race_new', 'customer.subscription.created', t + 20, { ...sub, status: 'active' }))).status).toBe(200);
    expect(await billingStatus()).toBe('active');
  });

  it('applies an event delivered twice once', async () => {
    const sub = [...stripe.subscriptions.values()].find((s) => s.customer === customer)!;
    const t = Math.floor(Date.now() / 1000) + 30;
    const pastDue = event('evt_race_dup', 'customer.subscription.updated', t, { ...sub, status: 'past_due' });
    expect((await webhook(pastDue)).status).toBe(200);
    expect((await webhook(event('evt_race_after', 'customer.subscription.updated', t, { ...sub, status: 'active' }))).status).toBe(200);
    // The redelivery (and a concurrent pair of them) is acknowledged but not applied again.
    expect(statuses(await Promise.all([webhook(pastDue), webhook(pastDue)]))).toEqual([200, 200]);
    expect(await billingStatus()).toBe('active');
  });
});

describe('organisation levers under concurrency', () => {
  it('a restore racing the purge timer: either restored and kept, or purged and the restore refused', async () => {
    const target = host.tenants[1];
    await host.onboard(target);
    await host.services.tenants.pullLever(target, 'schedule-deletion');
    host.clock.advance(31 * 86_400_000);
    other.clock.advance(31 * 86_400_000);
    try {
      const [restore, purged] = await Promise.allSettled([
        host.services.tenants.pullLever(target, 'restore'),
        other.services.tenants.purgeIfStillDue(target),
      ]);
      const after = await host.services.tenants.get(target);
      if (restore.status === 'fulfilled') {
        expect(purged).toEqual({ status: 'fulfilled', value: false });
        expect(after?.state).toBe('active');
      } else {
        expect(purged).toEqual({ status: 'fulfilled', value: true });
        expect(restore.reason).toMatchObject({ status: expect.any(Number) });
        expect([409, 404]).toContain(restore.reason.status);
        expect(after).toBeNull();
      }
      // Restored before the timer looks: the timer leaves it alone.
      const kept = other.tenants[0];
      await other.onboard(kept);
      await other.services.tenants.pullLever(kept, 'schedule-deletion');
      await host.services.tenants.pullLever(kept, 'restore');
      expect(await other.services.tenants.purgeIfStillDue(kept)).toBe(false);
      expect((await host.services.tenants.get(kept))?.state).toBe('active');
    } finally {
      host.clock.reset();
      other.clock.reset();
    }
  });
});

describe('configuration under concurrency', () => {
  it('rule replaces naming the same If-Match: one wins whole, the others get 412 stale_rules', async () => {
    const ids = [await newTemplate('Rule A'), await newTemplate('Rule B'), await newTemplate('Rule C')];
    expect((await putRules([])).response.status).toBe(200);
    const rulesNow = () => api().GET('/api/admin/rules');
    const etag = (await rulesNow()).response.headers.get('etag')!;
    const lists = ids.map((id, i): Rules => [{ name: `Rule ${i}`, attribute: 'department', operator: 'equals', value: `d${i}`, new: id }]);
    const results = await Promise.all(lists.map((rules) => putRules(rules, { 'if-match': etag })));
    expect(statuses(results).sort()).toEqual([200, 412, 412]);
    const winner = results.find((r) => r.response.status === 200)!;
    expectEvery(
      results.filter((r) => r.response.status === 412),
      (r) => r.error?.code === 'stale_rules',
    );
    const now = await rulesNow();
    expect(now.data?.rules).toEqual(winner.data?.rules);
    expect(now.response.headers.get('etag')).toBe(winner.response.headers.get('etag'));
    // Without If-Match every replace succeeds and the list is one writer's whole list.
    const blind = await Promise.all(lists.map((rules) => putRules(rules)));
    expect(statuses(blind)).toEqual([200, 200, 200]);
    expect(blind.map((r) => JSON.stringify(r.data?.rules))).toContain(JSON.stringify((await ok(rulesNow())).rules));
  });

  it('concurrent banner edits: each answers its own edit, the banner ends as one of them whole', async () => {
    const banner = await ok(api().POST('/api/admin/banners', { body: { name: 'Race', html: '<p>start</p>' } }));
    const edits = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api().PUT('/api/admin/banners/{id}', {
          ...path(banner.id),
          body: { name: `Race ${i}`, html: `<p>edit ${i}</p>`, position: i % 2 ? 'above' : 'below' },
        }),
      ),
    );
    expectEvery(statuses(edits), (s) => s === 200);
    edits.forEach((r, i) => expect([r.data?.name, r.data?.html]).toEqual([`Race ${i}`, `<p>edit ${i}</p>`]));
    const final = (await ok(api().GET('/api/admin/banners'))).banners.find((b) => b.id === banner.id);
    expect(edits.map((r) => JSON.stringify(r.data))).toContain(JSON.stringify(final));
  });

  it('concurrent switches to the same exclusion mode change it once', async () => {
    const switches = await Promise.all(Array.from({ length: 6 }, (_, i) => exclusionMode('inclusion', on(i))));
    expect(statuses(switches)).toEqual(Array(6).fill(200));
    expect(await logOf('exclusions.mode_changed')).toHaveLength(1);
    expect((await ok(api().GET('/api/admin/exclusions'))).mode).toBe('inclusion');
  });

  it('a mode switch racing an addition never leaves the list holding entries the switch did not see', async () => {
    await ok(exclusionMode('exclusion'));
    const [add, sw] = await Promise.all([
      api().POST('/api/admin/exclusions', { body: { mailboxes: ['info@fabrikam.test'] } }),
      exclusionMode('inclusion'),
    ]);
    expect(add.response.status).toBe(201);
    const actions = (await log()).map((e) => e.action);
    if (sw.response.status === 200) {
      // The switch committed first: the mailbox was added to the inclusion list afterwards.
      expect(actions.indexOf('exclusions.added')).toBeLessThan(actions.indexOf('exclusions.mode_changed'));
    } else {
      expect(statusAndCode(sw)).toEqual([409, 'list_not_empty']);
      expect((await ok(api().GET('/api/admin/exclusions'))).mode).toBe('exclusion');
    }
    await ok(api().DELETE('/api/admin/exclusions/{email}', { params: { path: { email: 'info@fabrikam.test' } } }));
  });

  it('concurrent pauses of delivery pause it once', async () => {
    const pause = (paused: boolean, client = api()) => client.PUT('/api/admin/signature-delivery', { body: { paused } });
    const pauses = await Promise.all(Array.from({ length: 6 }, (_, i) => pause(true, on(i))));
    expect(statuses(pauses)).toEqual(Array(6).fill(200));
    expect(await logOf('delivery.paused')).toHaveLength(1);
    await ok(pause(false));
  });

  // The second instance's directory stand-in holds other tenant ids, so calls that look mailboxes up go to one instance.
  it('concurrent profile saves of different fields keep every field', async () => {
    const fields = ['hobby', 'team', 'desk', 'room'];
    for (const key of fields) {
      expect((await api().POST('/api/admin/profile-fields', { body: { key, label: key, type: 'text' } })).response.status).toBe(201);
    }
    const ann = { params: { path: { email: 'ann.lee@fabrikam.test' } } };
    const saves = await Promise.all(
      fields.map((key) => api().PUT('/api/admin/profile-values/{email}', { ...ann, body: { values: { [key]: `v-${key}` } } })),
    );
    expect(statuses(saves)).toEqual([200, 200, 200, 200]);
    const stored = (await ok(api().GET('/api/admin/profile-values'))).mailboxes.find((m) => m.address === 'ann.lee@fabrikam.test');
    expect(stored?.values).toEqual({ hobby: 'v-hobby', team: 'v-team', desk: 'v-desk', room: 'v-room' });
  });
});

describe('a schedule rebooked while the timer fires it', () => {
  it('either the timer publishes the booking it claimed and the rebook is refused, or the rebook wins and nothing fires', async () => {
    const id = await newTemplate('Rebooked');
    const soon = new Date(Date.now() + 3600_000).toISOString();
    const later = new Date(Date.now() + 48 * 3600_000).toISOString();
    const book = (html: string, publishAt: string) =>
      api().PUT('/api/admin/templates/{id}/schedule', { ...path(id), body: { html, publishAt } });
    await ok(book('<p>first booking</p>', soon));
    const listed = (await new ScheduleStore(new Storage({ connectionString: inject('storageConnectionString') })).get(tenant, id))!;
    const [fired, rebook] = await Promise.all([other.services.schedules.fire(listed), book('<p>second booking</p>', later)]);
    const { schedule } = await ok(api().GET('/api/admin/templates/{id}/schedule', path(id)));
    const template = await ok(api().GET('/api/admin/templates/{id}', path(id)));
    if (fired === 'skipped') {
      expect(rebook.response.status).toBe(200);
      expect(schedule).toMatchObject({ state: 'pending', publishAt: later });
      expect(template.version).toBe(1);
    } else {
      expect(fired).toBe('published');
      expect(template.html).toBe('<p>first booking</p>');
      if (rebook.response.status === 200) expect(schedule).toMatchObject({ state: 'pending', publishAt: later });
      else expect([...statusAndCode(rebook), schedule?.state]).toEqual([409, 'schedule_firing', 'published']);
    }
  });
});
