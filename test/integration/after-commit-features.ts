import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_AGREEMENT_VERSION } from '../../shared/partner/records.js';
import { odata } from '../../shared/storage/entities.js';
import { ok, type Refusal } from '../helpers/api.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { solidPhoto } from '../helpers/photos.js';
import { storageFaults } from '../helpers/storage-faults.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';
import { createPublishedWith } from '../helpers/templates.js';
import { postSignedEvent } from '../helpers/payments-webhook.js';

let host: TestHost;
let tenant: string;
let admin: string;
let base: string;
let other: string;
let stripe: StripeStandin;
const WEBHOOK_SECRET = 'whsec_test_after_commit';

const api = (token = admin) => host.api(token);
const path = (id: string) => ({ params: { path: { id } } });
const email = (address: string) => ({ params: { path: { email: address } } });
const compose = async (user: string) =>
  host.api(await host.token({ tenant, user, scope: 'access_as_user' })).POST('/api/signature', { body: { type: 'new' } });
const htmlFor = async (user: string) => (await ok(compose(user))).html;
const logOfCaller = async (token = admin) => (await ok(api(token).GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries;
const entries = async (action: string) => (await logOfCaller()).filter((e) => e.action === action);
// The local host's timer trigger is no operation of the OpenAPI document: raw.
const fireTimer = async () => expect((await host.call('POST', '/admin/functions/outbox')).status).toBe(200);

/**
 * A change committed while storage then failed: answered as done (or 503, to retry), never 500. An answer of the typed
 * client, or a raw one (a signed webhook, image bytes).
 */
function expectRetryable(res: { response: Response; error?: Refusal } | CallResult, ok: number) {
  const [status, code] = 'response' in res ? [res.response.status, res.error?.code] : [res.status, res.json?.code];
  expect([ok, 503]).toContain(status);
  if (status === 503) expect(code).toBe('storage_unavailable');
}

const { failTables, heal, inject: injectFaults } = storageFaults(() => host);
/** The change log and the signature cache are unreachable: the change itself commits. */
const AFTER_COMMIT = { changelog: null, generations: null };

beforeAll(async () => {
  stripe = await startStripeStandin();
  host = await startTestHost({
    env: {
      SIGNATURE_CACHE: 'true',
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
  tenant = host.tenants[0];
  await host.onboard(tenant, 'walls.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'walls.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  const field = await api().POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'text' } });
  expect(field.response.status).toBe(201);
  base = (await createPublishedWith(api(), { name: 'Base', html: '<p>base {{displayName}} {{custom.pronouns}}</p>' })).id;
  other = (await createPublishedWith(api(), { name: 'Other', html: '<p>other {{displayName}}</p>' })).id;
  expect((await api().PUT('/api/admin/roles', { body: { new: base, reply: null } })).response.status).toBe(200);
  for (const table of ['changelog', 'generations', 'outbox', 'partnerevents', 'partnerinvites']) injectFaults(table);
});
afterEach(heal);
afterAll(async () => {
  await host.close();
  await stripe.close();
});

const count = async (...actions: string[]) =>
  Object.fromEntries(await Promise.all(actions.map(async (a) => [a, (await entries(a)).length] as const)));
/**
 * Changes made while the change log was unreachable (several on one row among them) stand and are not told yet; the
 * timer then tells each once (`added`: how many entries an action gets, default one).
 */
async function toldOnceByTheTimer(before: Record<string, number>, added: Record<string, number> = {}) {
  const actions = Object.keys(before);
  expect(await count(...actions)).toEqual(before);
  await fireTimer();
  const after = Object.fromEntries(actions.map((a) => [a, before[a] + (added[a] ?? 1)]));
  expect(await count(...actions)).toEqual(after);
  await fireTimer();
  expect(await count(...actions)).toEqual(after);
  return after;
}

describe('after-commit work of every feature, with storage failing right after the commit', () => {
  it('rules: the replace stands, and the timer completes the change log and the cache, once', async () => {
    expect(await htmlFor('dev.patel@fabrikam.test')).toContain('base Dev Patel');
    const logged = (await entries('rules.replaced')).length;

    failTables(AFTER_COMMIT);
    const rules = [{ name: 'Everyone', attribute: 'department', operator: 'notEquals', value: 'nobody', new: other, reply: null }] as const;
    expectRetryable(await api().PUT('/api/admin/rules', { body: { rules: [...rules] } }), 200);
    heal();
    expect((await ok(api().GET('/api/admin/rules'))).rules).toMatchObject([{ name: 'Everyone', new: other }]);
    expect(await entries('rules.replaced')).toHaveLength(logged);
    expect(await htmlFor('dev.patel@fabrikam.test')).toContain('base Dev Patel'); // the cache has not heard yet

    await fireTimer();
    expect(await entries('rules.replaced')).toHaveLength(logged + 1);
    expect(await htmlFor('dev.patel@fabrikam.test')).toContain('other Dev Patel');
    await fireTimer();
    expect(await entries('rules.replaced')).toHaveLength(logged + 1);
    expect((await api().PUT('/api/admin/rules', { body: { rules: [] } })).response.status).toBe(200);
  });

  it('roles: a retry that finds the assignment made already completes its work', async () => {
    expect(await htmlFor('ann.lee@fabrikam.test')).toContain('base Ann Lee');
    const logged = (await entries('roles.changed')).length;

    failTables(AFTER_COMMIT);
    expectRetryable(await api().PUT('/api/admin/roles', { body: { new: other } }), 200);
    heal();
    expect(await entries('roles.changed')).toHaveLength(logged);
    expect(await htmlFor('ann.lee@fabrikam.test')).toContain('base Ann Lee');

    const retry = await api().PUT('/api/admin/roles', { body: { new: other } });
    expect(retry.response.status).toBe(200);
    expect(retry.data).toMatchObject({ new: other });
    expect(await entries('roles.changed')).toHaveLength(logged + 1);
    expect(await htmlFor('ann.lee@fabrikam.test')).toContain('other Ann Lee');
    await fireTimer();
    expect(await entries('roles.changed')).toHaveLength(logged + 1);
    expect((await api().PUT('/api/admin/roles', { body: { new: base } })).response.status).toBe(200);
  });

  it('banners and footers: the block stands, and the next change finishes the work the failure left', async () => {
    expect(await htmlFor('ben.okafor@fabrikam.test')).not.toContain('Webinar');
    failTables(AFTER_COMMIT);
    const created = await api().POST('/api/admin/banners', { body: { name: 'Webinar', html: '<p>Webinar</p>' } });
    expectRetryable(created, 201);
    heal();
    const [banner] = (await ok(api().GET('/api/admin/banners'))).banners;
    expect(banner).toMatchObject({ name: 'Webinar' });
    expect(await entries('banner.created')).toHaveLength(0);
    expect(await htmlFor('ben.okafor@fabrikam.test')).not.toContain('Webinar');

    const changed = await api().PUT('/api/admin/banners/{id}', {
      ...path(banner.id),
      body: { name: 'Webinar', html: '<p>Webinar today</p>' },
    });
    expect(changed.response.status).toBe(200);
    expect((await entries('banner.created')).map((e) => e.target)).toEqual(['Webinar']);
    expect(await entries('banner.changed')).toHaveLength(1);
    expect(await htmlFor('ben.okafor@fabrikam.test')).toContain('Webinar today');

    // The outbox itself failing after the work: the work is done, and doing it again writes nothing twice.
    failTables({ outbox: 'DELETE' });
    expect((await api().POST('/api/admin/footers', { body: { name: 'Legal', html: '<p>Legal</p>' } })).response.status).toBe(201);
    heal();
    await fireTimer();
    expect(await entries('footer.created')).toHaveLength(1);
    expect(await htmlFor('ben.okafor@fabrikam.test')).toContain('Legal');
  });

  it('profiles: the values stand, and a retry of the save is safe and completes the change log and the cache', async () => {
    expect(await htmlFor('dev.patel@fabrikam.test')).toContain('base Dev Patel');
    failTables(AFTER_COMMIT);
    const save = () =>
      api().PUT('/api/admin/profile-values/{email}', { ...email('dev.patel@fabrikam.test'), body: { values: { pronouns: 'he/him' } } });
    expectRetryable(await save(), 200);
    heal();
    expect(await entries('profile.values_saved')).toHaveLength(0);
    expect(await htmlFor('dev.patel@fabrikam.test')).not.toContain('he/him');

    const retry = await save();
    expect(retry.response.status).toBe(200);
    // Both saves are told (the retry saved too), the first one under the time it committed.
    expect(await entries('profile.values_saved')).toHaveLength(2);
    expect(await htmlFor('dev.patel@fabrikam.test')).toContain('base Dev Patel he/him');
    await fireTimer();
    expect(await entries('profile.values_saved')).toHaveLength(2);
  });

  it('profile fields: a field change stands, and the timer tells it once', async () => {
    failTables(AFTER_COMMIT);
    const field = { params: { path: { key: 'pronouns' } }, body: { label: 'Pronouns', type: 'text', maxLength: 4 } } as const;
    expectRetryable(await api().PUT('/api/admin/profile-fields/{key}', field), 200);
    heal();
    expect(await entries('profile_field.changed')).toHaveLength(0);
    await fireTimer();
    expect(await entries('profile_field.changed')).toHaveLength(1);
    expect(await htmlFor('dev.patel@fabrikam.test')).not.toContain('he/him'); // the value no longer fits: removed
  });

  it('exclusions: the mailbox is listed, and the timer completes the change log and the cache, once', async () => {
    expect((await compose('ann.lee@fabrikam.test')).response.status).toBe(200);
    failTables(AFTER_COMMIT);
    expectRetryable(await api().POST('/api/admin/exclusions', { body: { mailboxes: ['ann.lee@fabrikam.test'] } }), 201);
    heal();
    expect((await ok(api().GET('/api/admin/exclusions'))).mailboxes).toMatchObject([{ address: 'ann.lee@fabrikam.test' }]);
    expect(await entries('exclusions.added')).toHaveLength(0);

    await fireTimer();
    expect((await entries('exclusions.added')).map((e) => e.target)).toEqual(['ann.lee@fabrikam.test']);
    expect((await compose('ann.lee@fabrikam.test')).response.status).toBe(403);
    await fireTimer();
    expect(await entries('exclusions.added')).toHaveLength(1);
    expect(await host.services.outbox.settleAll(host.services.log)).toMatchObject({ failed: 0 });
  });
});

describe('after-commit work of the features that commit through the outbox since, with storage failing after the commit', () => {
  it('templates: create, publish, rename, tracking, the working copy, copy, delete and restore stand and are each told once', async () => {
    const before = await count(
      'template.created',
      'draft.published',
      'template.renamed',
      'template.tracking_changed',
      'draft.saved',
      'draft.submitted',
      'draft.rejected',
      'draft.discarded',
      'template.duplicated',
      'template.deleted',
      'template.restored',
    );
    failTables(AFTER_COMMIT);
    const created = await api().POST('/api/admin/templates', { body: { name: 'Fragile', html: '<p>fragile</p>' } });
    expectRetryable(created, 201);
    const { id } = created.data!;
    const one = path(id);
    expectRetryable(await api().POST('/api/admin/templates/{id}/publish-draft', one), 200);
    expectRetryable(await api().PATCH('/api/admin/templates/{id}', { ...one, body: { name: 'Sturdy' } }), 200);
    expectRetryable(await api().PUT('/api/admin/templates/{id}/tracking', { ...one, body: { tracking: true } }), 200);
    expectRetryable(await api().PUT('/api/admin/templates/{id}/draft', { ...one, body: { html: '<p>sturdier</p>' } }), 200);
    expectRetryable(await api().POST('/api/admin/templates/{id}/draft/submit', one), 200);
    expectRetryable(await api().POST('/api/admin/templates/{id}/draft/reject', { ...one, body: { note: 'Not yet' } }), 200);
    expectRetryable(await api().DELETE('/api/admin/templates/{id}/draft', one), 200);
    expectRetryable(await api().POST('/api/admin/templates/{id}/duplicate', { ...one, body: { name: 'Sturdy copy' } }), 201);
    expectRetryable(await api().DELETE('/api/admin/templates/{id}', one), 204);
    expectRetryable(await api().POST('/api/admin/templates/{id}/restore', one), 200);
    heal();
    expect(await ok(api().GET('/api/admin/templates/{id}', one))).toMatchObject({
      name: 'Sturdy',
      tracking: true,
      draft: null,
      version: 1,
    });
    await toldOnceByTheTimer(before);
  });

  it('templates: a purge stands, and the timer tells it once', async () => {
    const { id } = await ok(api().POST('/api/admin/templates', { body: { name: 'Doomed', html: '<p>doomed</p>' } }));
    const before = await count('template.purged');
    failTables(AFTER_COMMIT);
    expectRetryable(await api().DELETE('/api/admin/templates/{id}', { params: { path: { id }, query: { purge: 'true' } } }), 204);
    heal();
    expect((await api().GET('/api/admin/templates/{id}', path(id))).response.status).toBe(404);
    await toldOnceByTheTimer(before);
  });

  it('portal users: adding, changing and removing a person stand, and each is told once', async () => {
    const before = await count('user.added', 'user.role_changed', 'user.removed');
    const put = (role: 'Editor' | 'Marketing') => api().PUT('/api/admin/users', { body: { email: 'ben.okafor@fabrikam.test', role } });
    failTables(AFTER_COMMIT);
    expectRetryable(await put('Editor'), 200);
    expectRetryable(await put('Marketing'), 200);
    heal();
    const listed = (await ok(api().GET('/api/admin/users'))).users;
    expect(listed).toContainEqual(expect.objectContaining({ email: 'ben.okafor@fabrikam.test', role: 'Marketing' }));
    failTables(AFTER_COMMIT);
    expectRetryable(await api().DELETE('/api/admin/users/{email}', email('ben.okafor@fabrikam.test')), 204);
    heal();
    const after = await toldOnceByTheTimer(before);
    // A retry finds the person gone: nothing told twice.
    expect((await api().DELETE('/api/admin/users/{email}', email('ben.okafor@fabrikam.test'))).response.status).toBe(404);
    expect(await count(...Object.keys(after))).toEqual(after);
  });

  it('portal users: the first Admin of an organisation is told, though the change log failed when they arrived', async () => {
    // The administrator who consents is the first Admin: the change log fails while they onboard the organisation.
    const second = host.tenants[1];
    failTables(AFTER_COMMIT);
    try {
      await host.onboard(second);
    } finally {
      heal();
    }
    const first = await host.token({ tenant: second, user: 'nia.ross@northwind.test' });
    expect((await ok(api(first).GET('/api/admin/me'))).role).toBe('Admin');
    const claims = async () => (await logOfCaller(first)).filter((e) => e.action === 'user.first_admin');
    expect(await claims()).toHaveLength(0);
    await fireTimer();
    expect(await claims()).toHaveLength(1);
    await fireTimer();
    expect(await claims()).toHaveLength(1);
  });

  it('settings: the change stands, and each setting changed is told once', async () => {
    const before = await count('settings.changed');
    failTables(AFTER_COMMIT);
    const settings = { body: { digestFrequency: 'daily', photoUpload: true } } as const;
    expectRetryable(await api().PUT('/api/admin/settings', settings), 200);
    heal();
    expect(await ok(api().GET('/api/admin/settings'))).toMatchObject({ digestFrequency: 'daily', photoUpload: true });
    const after = await toldOnceByTheTimer(before, { 'settings.changed': 2 });
    expect((await api().PUT('/api/admin/settings', settings)).response.status).toBe(200);
    expect(await count('settings.changed')).toEqual(after);
  });

  it('API keys: a created key works and a revoked key is refused at once, and each is told once', async () => {
    const before = await count('apikey.created', 'apikey.revoked');
    failTables(AFTER_COMMIT);
    const created = await api().POST('/api/admin/api-keys', { body: { name: 'Fragile script', access: ['templates'] } });
    expectRetryable(created, 201);
    const key = created.data!;
    heal();
    expect((await api(key.secret).GET('/api/admin/templates')).response.status).toBe(200);
    failTables(AFTER_COMMIT);
    expectRetryable(await api().DELETE('/api/admin/api-keys/{id}', path(key.id)), 200);
    heal();
    expect((await api(key.secret).GET('/api/admin/templates')).response.status).toBe(401);
    const after = await toldOnceByTheTimer(before);
    // A retry finds the key revoked already: nothing told twice.
    expect((await api().DELETE('/api/admin/api-keys/{id}', path(key.id))).response.status).toBe(200);
    expect(await count(...Object.keys(after))).toEqual(after);
  });

  it('schedules: a booking, a rebooking and a cancellation stand, and each is told once', async () => {
    const { id } = await createPublishedWith(api(), { name: 'Scheduled', html: '<p>now</p>' });
    const before = await count('schedule.booked', 'schedule.cancelled');
    const inHours = (h: number) => new Date(host.clock.now().getTime() + h * 3600_000).toISOString();
    const book = (publishAt: string) =>
      api().PUT('/api/admin/templates/{id}/schedule', { ...path(id), body: { html: '<p>later</p>', publishAt } });
    const scheduleOf = async () => (await ok(api().GET('/api/admin/templates/{id}/schedule', path(id)))).schedule;
    failTables(AFTER_COMMIT);
    expectRetryable(await book(inHours(48)), 200);
    const rebooked = inHours(72);
    expectRetryable(await book(rebooked), 200);
    heal();
    expect(await scheduleOf()).toMatchObject({
      state: 'pending',
      publishAt: rebooked,
    });
    failTables(AFTER_COMMIT);
    expectRetryable(await api().DELETE('/api/admin/templates/{id}/schedule', path(id)), 200);
    heal();
    expect(await scheduleOf()).toMatchObject({ state: 'cancelled' });
    await toldOnceByTheTimer(before, { 'schedule.booked': 2 });
  });

  it('onboarding: accepting the agreement and dismissing the checklist stand, and each is told once', async () => {
    const before = await count('dpa.accepted', 'onboarding.dismissed');
    failTables(AFTER_COMMIT);
    expectRetryable(await api().POST('/api/admin/dpa/accept'), 200);
    expectRetryable(await api().POST('/api/admin/onboarding/dismiss'), 200);
    heal();
    expect(await ok(api().GET('/api/admin/onboarding'))).toMatchObject({
      dismissed: true,
      dpa: { acceptedBy: 'walls.admin@fabrikam.test' },
    });
    const after = await toldOnceByTheTimer(before);
    // Retries find both done: nothing told twice.
    expect((await api().POST('/api/admin/dpa/accept')).response.status).toBe(200);
    expect((await api().POST('/api/admin/onboarding/dismiss')).response.status).toBe(200);
    expect(await count(...Object.keys(after))).toEqual(after);
  });

  it('brand kit: the kit stands, and the timer tells it once', async () => {
    const before = await count('brandkit.changed');
    const { kit } = await ok(api().GET('/api/admin/brand-kit'));
    const next = { ...kit, colours: { ...kit.colours, primary: '#8a3ffc' } };
    failTables(AFTER_COMMIT);
    expectRetryable(await api().PUT('/api/admin/brand-kit', { body: { kit: next } }), 200);
    heal();
    expect((await ok(api().GET('/api/admin/brand-kit'))).kit.colours.primary).toBe('#8a3ffc');
    await toldOnceByTheTimer(before);
  });

  it('rollouts: a start and an abandon stand, and the timer tells each once', async () => {
    const { id } = await createPublishedWith(api(), { name: 'Staged', html: '<p>live</p>' });
    const before = await count('rollout.started', 'rollout.rolled_back');
    const rolloutOf = async () => ok(api().GET('/api/admin/templates/{id}/rollout', path(id)));
    failTables(AFTER_COMMIT);
    expectRetryable(await api().PUT('/api/admin/templates/{id}', { ...path(id), body: { html: '<p>candidate</p>', rollout: true } }), 202);
    heal();
    expect(await rolloutOf()).toMatchObject({ state: 'running' });
    failTables(AFTER_COMMIT);
    expectRetryable(await api().POST('/api/admin/templates/{id}/rollout/rollback', path(id)), 200);
    heal();
    expect(await rolloutOf()).toMatchObject({ state: 'rolled_back' });
    await toldOnceByTheTimer(before);
    expect(await host.services.outbox.settleAll(host.services.log)).toMatchObject({ failed: 0 });
  });
});

describe('after-commit work of organisations, billing, partners and photos, with storage failing after the commit', () => {
  /** The change log, the signature cache and partners' audit trails are unreachable: the change itself commits. */
  const AFTER_COMMIT_ANYWHERE = { ...AFTER_COMMIT, partnerevents: null };
  const logOf = async (t: string, action: string) =>
    (await host.services.changelog.list(t, { limit: 500 })).items.filter((e) => e.action === action).length;
  const trailOf = async (partnerId: string, action: string) =>
    (await host.services.partners.events(partnerId, 500)).items.filter((e) => e.action === action).length;
  /** Work the outbox still holds for the organisation. */
  const intents = async (t: string) => {
    let n = 0;
    for await (const _ of host.services.storage.table('outbox').listEntities({ queryOptions: { filter: odata`PartitionKey eq ${t}` } }))
      n++;
    return n;
  };
  /** The outbox finds nothing it cannot finish (work carried by a later change stays until it is found superseded). */
  const nothingFailed = async () => expect(await host.services.outbox.settleAll(host.services.log)).toMatchObject({ failed: 0 });
  const generation = () => host.services.generations.current(tenant);

  it('organisations: onboarding and a platform lever stand, and the timer tells each once', async () => {
    const second = host.tenants[1];
    await host.services.tenants.pullLever(second, 'purge');
    failTables(AFTER_COMMIT);
    await host.onboard(second);
    await host.services.tenants.pullLever(second, 'suspend', 'unpaid');
    heal();
    expect(await host.services.tenants.get(second)).toMatchObject({ state: 'suspended', suspendedReason: 'unpaid' });
    expect([await logOf(second, 'tenant.onboarded'), await logOf(second, 'platform.suspend')]).toEqual([0, 0]);
    // Onboarding, its first Admin, the lever.
    expect(await intents(second)).toBe(3);
    await fireTimer();
    expect([await logOf(second, 'tenant.onboarded'), await logOf(second, 'platform.suspend')]).toEqual([1, 1]);
    await nothingFailed();
    await fireTimer();
    expect([await logOf(second, 'tenant.onboarded'), await logOf(second, 'platform.suspend')]).toEqual([1, 1]);
    // Onboarding again (the retry of a consent) changes nothing and tells nothing twice.
    await host.onboard(second);
    expect(await logOf(second, 'tenant.onboarded')).toBe(1);
    await host.services.tenants.pullLever(second, 'resume');
  });

  it('billing: a webhook, a cancellation and a profile save stand; the redelivery or the timer completes their work', async () => {
    const webhook = (event: object) => {
      const payload = JSON.stringify(event);
      return postSignedEvent(host, payload, WEBHOOK_SECRET);
    };
    expect((await api().POST('/api/admin/billing/checkout')).response.status).toBe(200);
    const customer = [...stripe.customers.keys()][0];
    const sub = stripe.subscribe(customer, 6);
    const delivery = {
      id: 'evt_after_commit',
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cs_after_commit', object: 'checkout.session', customer, subscription: sub.id } },
    };
    const before = await count('billing.cancelled', 'billing.profile_saved');
    const told = await generation();

    failTables(AFTER_COMMIT);
    expectRetryable(await webhook(delivery), 200);
    heal();
    expect(await ok(api().GET('/api/admin/billing'))).toMatchObject({ status: 'active', seats: 6 });
    expect(await generation()).toBe(told); // the cache has not heard yet
    // Stripe's redelivery (it retries what was not answered 2xx) is acknowledged and changes nothing twice.
    expect((await webhook(delivery)).status).toBe(200);

    failTables(AFTER_COMMIT);
    expectRetryable(await api().POST('/api/admin/billing/cancel'), 200);
    const profile = {
      name: 'Fabrikam Ltd',
      email: 'ap@fabrikam.test',
      address: { line1: '1 St', city: 'London', postalCode: 'E1', country: 'GB' },
    };
    expectRetryable(await api().PUT('/api/admin/billing/profile', { body: profile }), 200);
    heal();
    expect(await ok(api().GET('/api/admin/billing'))).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await toldOnceByTheTimer(before);
    expect(await generation()).not.toBe(told);
    await nothingFailed();
  });

  it('billing: the grace after a partner released the organisation stands, and the timer tells the signature cache', async () => {
    const told = await generation();
    failTables({ generations: null });
    const grace = await host.services.billing.startGrace(tenant, new Date(host.clock.now().getTime() + 86_400_000));
    heal();
    expect((await ok(api().GET('/api/admin/billing'))).graceEndsAt).toBe(grace);
    expect(await generation()).toBe(told);
    await fireTimer();
    expect(await generation()).not.toBe(told);
    await nothingFailed();
  });

  it('partners: a takeover request, its approval and a release stand, and both sides are told once', async () => {
    const partnerId = crypto.randomUUID();
    const owner = 'owner@fragile-partners.test';
    const at = new Date().toISOString();
    await host.services.partners.store.acceptAgreement(
      partnerId,
      'Fragile Partners',
      { version: PARTNER_AGREEMENT_VERSION, acceptedAt: at, acceptedBy: owner },
      { oid: null, email: owner, role: 'Owner', name: null, addedAt: at, addedBy: owner },
    );
    const actor = { actor: owner };
    const clientLog = ['managed.transfer.requested', 'managed.moved', 'managed.linked', 'managed.released'];
    const trail = ['transfer.requested', 'transfer.approved', 'client.linked', 'client.released'];
    const told = async () => ({
      client: await Promise.all(clientLog.map((a) => logOf(tenant, a))),
      partner: await Promise.all(trail.map((a) => trailOf(partnerId, a))),
    });
    const before = await told();

    failTables(AFTER_COMMIT_ANYWHERE);
    const transfer = await host.services.transfers.request(partnerId, actor, { tenantId: tenant });
    expectRetryable(await api().POST('/api/admin/managed/transfer/{id}/approve', path(transfer.id)), 200);
    heal();
    expect((await host.services.partners.managerOf(tenant))?.partnerId).toBe(partnerId);
    expect(await told()).toEqual(before);
    await fireTimer();
    const linked = await told();
    expect(linked.partner).toEqual([1, 1, 1, 0]);
    expect(linked.client[0] - before.client[0]).toBe(1);
    expect(linked.client[1] + linked.client[2] - before.client[1] - before.client[2]).toBe(1);

    const cover = await generation();
    failTables(AFTER_COMMIT_ANYWHERE);
    await host.services.partnerBilling.release(partnerId, actor, tenant);
    heal();
    expect(await host.services.partners.managerOf(tenant)).toBeNull();
    expect(await generation()).toBe(cover);
    await fireTimer();
    const released = await told();
    expect(released.partner).toEqual([1, 1, 1, 1]);
    expect(released.client[3] - before.client[3]).toBe(1);
    expect(await generation()).not.toBe(cover);
    await fireTimer();
    expect(await told()).toEqual(released);
    await nothingFailed();
  });

  it('photos: an upload and its removal stand, and the timer tells the signature cache', async () => {
    expect((await api().PUT('/api/admin/settings', { body: { photoUpload: true } })).response.status).toBe(200);
    const cleo = await host.token({ tenant, user: 'cleo.martin@fabrikam.test', name: 'Cleo Martin' });
    const bytes = await solidPhoto('#c81e1e');
    const told = await generation();
    failTables(AFTER_COMMIT);
    // Raw: image bytes with their content type (the document types image bytes as a string).
    const uploaded = await host.call('PUT', '/api/me/photo', {
      token: cleo,
      rawBody: bytes as unknown as string,
      headers: { 'content-type': 'image/jpeg' },
    });
    expectRetryable(uploaded, 200);
    heal();
    const photoOf = async () => (await ok(api(cleo).GET('/api/me/photo'))).photo;
    expect(await photoOf()).toMatchObject({ source: 'upload' });
    expect(await generation()).toBe(told);
    await fireTimer();
    const afterUpload = await generation();
    expect(afterUpload).not.toBe(told);

    failTables(AFTER_COMMIT);
    expectRetryable(await api(cleo).DELETE('/api/me/photo'), 200);
    heal();
    expect(await photoOf()).toBeNull();
    expect(await generation()).toBe(afterUpload);
    await fireTimer();
    expect(await generation()).not.toBe(afterUpload);
    await nothingFailed();
  });
});

describe("after-commit work of a partner's own staff and invitations, with its audit trail failing after the commit", () => {
  const trailOf = async (partnerId: string, action: string) =>
    (await host.services.partners.events(partnerId, 500)).items.filter((e) => e.action === action).length;
  const nothingFailed = async () => expect(await host.services.outbox.settleAll(host.services.log)).toMatchObject({ failed: 0 });

  it('staff, the agreement and invitations stand; a retry or the timer completes the trail, once', async () => {
    const partnerId = host.tenants[1];
    const owner = await host.token({ tenant: partnerId, user: 'nia.ross@northwind.test', name: 'Nia Ross' });
    const asOwner = api(owner);
    const oli = 'oli.kim@northwind.test';
    const staff = async () => (await ok(asOwner.GET('/api/admin/partner/staff'))).staff.map((s) => `${s.email} ${s.role}`).sort();
    const putStaff = (role: 'Technician' | 'Billing') => asOwner.PUT('/api/admin/partner/staff', { body: { email: oli, role } });
    const invite = (body: { email?: string; send: boolean }) => asOwner.POST('/api/admin/partner/invites', { body });
    const token = (t: string) => ({ params: { path: { token: t } } });
    const actions = [
      'agreement.accepted',
      'staff.added',
      'staff.changed',
      'staff.removed',
      'invite.created',
      'invite.revoked',
      'invite.accepted',
    ];
    const trail = () => Promise.all(actions.map((a) => trailOf(partnerId, a)));
    expect((await ok(asOwner.GET('/api/admin/me'))).role).toBe('Admin');

    failTables({ partnerevents: null });
    expectRetryable(await asOwner.POST('/api/admin/partner/agreement/accept', { body: { version: PARTNER_AGREEMENT_VERSION } }), 200);
    expectRetryable(await putStaff('Technician'), 200);
    heal();
    expect(await staff()).toEqual(['nia.ross@northwind.test Owner', `${oli} Technician`]);
    expect(await trail()).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // The retry finds the change made already and changes nothing, but completes what the first attempt left.
    expect((await putStaff('Technician')).response.status).toBe(200);
    expect(await trail()).toEqual([1, 1, 0, 0, 0, 0, 0]);

    failTables({ partnerevents: null });
    expectRetryable(await putStaff('Billing'), 200);
    expectRetryable(await asOwner.DELETE('/api/admin/partner/staff/{email}', email(oli)), 204);
    const kept = await invite({ email: 'it@fabrikam.test', send: false });
    const withdrawn = await invite({ send: false });
    expect([kept.response.status, withdrawn.response.status]).toEqual([201, 201]);
    const [keptToken, withdrawnToken] = [kept.data!.token, withdrawn.data!.token];
    expectRetryable(await asOwner.DELETE('/api/admin/partner/invites/{token}', token(withdrawnToken)), 200);
    heal();
    expect(await staff()).toEqual(['nia.ross@northwind.test Owner']);
    const listed = (await ok(asOwner.GET('/api/admin/partner/invites'))).invites;
    expect(listed.map((i) => [i.token, i.state]).sort()).toEqual(
      [
        [keptToken, 'pending'],
        [withdrawnToken, 'revoked'],
      ].sort(),
    );
    expect(await trail()).toEqual([1, 1, 0, 0, 0, 0, 0]);
    await fireTimer();
    expect(await trail()).toEqual([1, 1, 1, 1, 2, 1, 0]);
    await fireTimer();
    expect(await trail()).toEqual([1, 1, 1, 1, 2, 1, 0]);

    // Consent through the invitation while the trail (and the client's change log) fail: the client is linked; the
    // administrator coming back through the link finds it so, and the partner's trail is complete, once.
    failTables({ ...AFTER_COMMIT, partnerevents: null });
    const { link } = await host.services.invites.accept(keptToken, { id: tenant, name: 'Fabrikam' }, { newlyOnboarded: true });
    heal();
    expect(link?.partnerId).toBe(partnerId);
    expect(await trailOf(partnerId, 'invite.accepted')).toBe(0);
    expect(
      (await host.services.invites.accept(keptToken, { id: tenant, name: 'Fabrikam' }, { newlyOnboarded: true })).link?.partnerId,
    ).toBe(partnerId);
    expect(await trailOf(partnerId, 'invite.accepted')).toBe(1);
    await fireTimer();
    expect(await trail()).toEqual([1, 1, 1, 1, 2, 1, 1]);
    expect(await trailOf(partnerId, 'client.linked')).toBe(1);
    await host.services.partnerBilling.release(partnerId, { actor: 'nia.ross@northwind.test' }, tenant);

    // The outbox row itself failing to go after the work: the work is done, and doing it again writes nothing twice.
    failTables({ partnerinvites: 'DELETE' });
    expect((await invite({ send: false })).response.status).toBe(201);
    heal();
    await fireTimer();
    expect(await trailOf(partnerId, 'invite.created')).toBe(3);
    await nothingFailed();
  });
});
