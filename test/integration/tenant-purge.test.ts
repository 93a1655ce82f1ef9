import { AzureNamedKeyCredential, TableClient, TableServiceClient } from '@azure/data-tables';
import { BlobServiceClient } from '@azure/storage-blob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAzurite, type AzuriteInstance } from '../../local/azurite.js';
import { PARTNER_AGREEMENT_VERSION } from '../../shared/partner/records.js';
import { TransferStore } from '../../shared/partner/transfers/store.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';
import { mime, outgoing, wholeCopy } from './server-side-helpers.js';
import { createPublishedWith } from '../helpers/templates.js';
import { postSignedEvent } from '../helpers/payments-webhook.js';
import { SyncStateStore } from '../../shared/directory/sync-state.js';

const TRAIL_TABLE = /^trail(\d\d)?$/;

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let host: TestHost;
let stripe: StripeStandin;
let azurite: AzuriteInstance;
const WEBHOOK_SECRET = 'whsec_purge';

/** A signed webhook event as Stripe delivers it (raw: the signature covers the exact bytes sent). */
function webhook(type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_${crypto.randomUUID()}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return postSignedEvent(host, payload, WEBHOOK_SECRET);
}

/** Where each tenant's traces are, table by table and container by container, read straight from Azurite. */
async function tracesOf(tenantIds: string[]): Promise<Map<string, Set<string>>> {
  const cs = azurite.connectionString;
  const parts = Object.fromEntries(
    cs
      .split(';')
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]),
  );
  const tables = TableServiceClient.fromConnectionString(cs, { allowInsecureConnection: true });
  const found = new Map(tenantIds.map((t) => [t, new Set<string>()]));
  const mark = (text: string, where: string) => {
    for (const t of tenantIds) if (text.includes(t)) found.get(t)!.add(where);
  };
  for await (const t of tables.listTables()) {
    const table = new TableClient(
      parts.TableEndpoint.replace(/\/$/, ''),
      t.name!,
      new AzureNamedKeyCredential(parts.AccountName, parts.AccountKey),
      {
        allowInsecureConnection: true,
      },
    );
    for await (const row of table.listEntities()) mark(JSON.stringify(row), `table ${t.name}`);
  }
  const blobs = BlobServiceClient.fromConnectionString(cs);
  for await (const c of blobs.listContainers()) {
    for await (const b of blobs.getContainerClient(c.name).listBlobsFlat()) mark(b.name, `container ${c.name}`);
  }
  return found;
}

/** Data in every feature, through the API, as an organisation in use would have it. */
async function seed(tenant: string, domain: string, people: [string, string]) {
  await host.onboard(tenant, `purge.admin@${domain}`);
  const admin = await host.token({ tenant, user: `purge.admin@${domain}` });
  const api = host.api(admin);
  const path = (id: string) => ({ params: { path: { id } } });
  const [person, colleague] = people;
  await ok(api.GET('/api/admin/me'));
  await ok(api.PUT('/api/admin/users', { body: { email: colleague, role: 'Editor' } }));
  // A webhook (on a port nobody listens on): the change log's entries from here on are queued for it.
  await ok(api.POST('/api/admin/webhooks', { body: { url: 'http://127.0.0.1:9/hook', events: ['changelog'] } }));
  await ok(api.PUT('/api/admin/settings', { body: { digestFrequency: 'daily', photoUpload: true } }));
  await ok(api.PUT('/api/admin/alerts', { body: { recipients: [{ email: `purge.admin@${domain}`, kinds: ['clientFailures'] }] } }));
  await ok(api.POST('/api/admin/onboarding/dismiss'));
  await ok(api.POST('/api/admin/dpa/accept'));
  // A partner managing a client of its own, and itself the client of another partner.
  await ok(api.POST('/api/admin/partner/agreement/accept', { body: { version: PARTNER_AGREEMENT_VERSION } }));
  await ok(api.PUT('/api/admin/partner/staff', { body: { email: colleague, role: 'Technician' } }));
  const partners = host.services.partners;
  await partners.link((await partners.partner(tenant))!, crypto.randomUUID(), 'invite');
  const otherPartner = crypto.randomUUID();
  await partners.store.acceptAgreement(
    otherPartner,
    'Another partner',
    { version: PARTNER_AGREEMENT_VERSION, acceptedAt: new Date().toISOString(), acceptedBy: 'owner@other.example' },
    {
      oid: null,
      email: 'owner@other.example',
      role: 'Owner',
      name: null,
      addedAt: new Date().toISOString(),
      addedBy: 'owner@other.example',
    },
  );
  await partners.link((await partners.partner(otherPartner))!, tenant, 'transfer');
  await ok(api.PUT('/api/admin/asset/{name}', { params: { path: { name: 'logo.png' } }, body: { base64: PNG } }));
  await ok(host.api(await host.token({ tenant, user: person })).PUT('/api/me/photo', { body: { base64: PNG } }));
  await ok(api.POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'text' } }));
  // Imported values (the import layer, the last import and what its undo restores).
  const csv = `mail,jobTitle,pronouns\n${person},Imported title,they/them\n`;
  const imported = await host.call('POST', '/api/admin/imports?dryRun=false', {
    token: admin,
    rawBody: csv,
    headers: { 'content-type': 'text/csv' },
  });
  expect(imported.json.applied).toBe(true);
  // A large import's job: its file and its preview.
  const job = await host.call('POST', '/api/admin/imports/jobs?dryRun=true', {
    token: admin,
    rawBody: csv,
    headers: { 'content-type': 'text/csv' },
  });
  expect(job.status).toBe(202);
  await ok(api.POST('/api/admin/designs/templates', { body: { name: 'Designed', galleryId: 'plain' } }));
  const html =
    '<p>{{displayName}} {{custom.pronouns}} <img src="cid:logo.png"> <a href="https://example.com/">site</a> <a href="{{vcardUrl}}">card</a></p>';
  const live = (await createPublishedWith(api, { name: 'Live', html })).id;
  await ok(api.PUT('/api/admin/templates/{id}/tracking', { ...path(live), body: { tracking: true } }));
  await ok(api.PUT('/api/admin/roles', { body: { new: live, reply: null } }));
  const other = (await createPublishedWith(api, { name: 'Other', html: '<p>Other</p>' })).id;
  await ok(api.PUT('/api/admin/templates/{id}/draft', { ...path(other), body: { html: '<p>Draft</p>' } }));
  await ok(api.PUT('/api/admin/templates/{id}', { ...path(other), body: { html: '<p>Candidate</p>', rollout: true } }));
  const booked = (await createPublishedWith(api, { name: 'Booked', html: '<p>Booked</p>' })).id;
  await ok(
    api.PUT('/api/admin/templates/{id}/schedule', {
      ...path(booked),
      body: { html: '<p>Later</p>', publishAt: new Date(Date.now() + 3600_000).toISOString() },
    }),
  );
  const gone = (await createPublishedWith(api, { name: 'Gone', html: '<p>Gone</p>' })).id;
  await ok(api.DELETE('/api/admin/templates/{id}', path(gone)));
  await ok(
    api.PUT('/api/admin/rules', { body: { rules: [{ attribute: 'department', operator: 'equals', value: 'nobody', new: other }] } }),
  );
  await ok(api.POST('/api/admin/banners', { body: { name: 'News', html: '<p>News</p>' } }));
  await ok(api.POST('/api/admin/footers', { body: { name: 'Legal', html: '<p>Legal</p>' } }));
  await ok(api.POST('/api/admin/exclusions', { body: { mailboxes: [colleague] } }));
  // A server-side check that kept the message it looked for.
  const { code } = await ok(api.POST('/api/admin/server-side/check'));
  const checked = outgoing({ sender: person, subject: `Check ${code}` });
  const unchanged = {
    status: 'unchanged',
    reason: 'encrypted',
    nextHop: '250 Ok',
    placement: null,
    captured: wholeCopy(mime(`Check ${code}`, person)),
  } as const;
  await host.services.serverSide.record(checked, { action: 'pass', tenantId: tenant, reason: 'encrypted' }, unchanged);
  const { secret } = await ok(api.POST('/api/admin/api-keys', { body: { name: 'script', access: ['templates'] } }));
  await ok(host.api(secret).GET('/api/admin/templates'));
  const customersBefore = new Set(stripe.customers.keys());
  await ok(api.POST('/api/admin/billing/checkout'));
  const customer = [...stripe.customers.keys()].find((c) => !customersBefore.has(c))!;
  const sub = stripe.subscribe(customer, 2);
  expect(
    (await webhook('checkout.session.completed', { id: `cs_${tenant}`, object: 'checkout.session', customer, subscription: sub.id }))
      .status,
  ).toBe(200);

  const me = host.api(await host.token({ tenant, user: person }));
  await ok(me.PUT('/api/me/profile', { body: { values: { pronouns: 'they/them' } } }));
  await ok(me.PUT('/api/me/preferences', { body: { language: 'fr' } }));
  const away = { name: 'Away', kind: 'automatic-reply', html: '<p>Away</p>', external: '<p>Away</p>', publish: true } as const;
  await ok(api.POST('/api/admin/templates', { body: away }));
  await ok(me.PUT('/api/me/automatic-replies', { body: { enabled: true, contact: `purge.admin@${domain}` } }));
  // A person's data: a retention set, an export made (its row and archive), and an erasure's tombstone (of someone else).
  expect((await host.call('PUT', '/api/admin/privacy/retention', { token: admin, body: { 'apply-reports': 30 } })).status).toBe(200);
  const exportId = (await host.call('POST', `/api/admin/people/${encodeURIComponent(person)}/export`, { token: admin })).json.id as string;
  for (let i = 0; i < 100 && (await host.call('GET', `/api/admin/exports/${exportId}`, { token: admin })).json.state === 'running'; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(
    (await host.call('DELETE', `/api/admin/people/${encodeURIComponent(`left.long.ago@${domain}`)}/data`, { token: admin })).status,
  ).toBe(200);
  const addin = host.api(await host.token({ tenant, user: person, scope: 'access_as_user' }));
  const signature = await ok(addin.POST('/api/signature', { body: { type: 'new' } }));
  await ok(addin.POST('/api/signature/report', { body: { type: 'new', outcome: 'applied', templateId: live, version: 1 } }));
  const slug = /\/r\/([A-Za-z0-9_-]+)/.exec(signature.html)![1];
  expect((await host.api().GET('/r/{slug}', { params: { path: { slug } } })).response.status).toBe(302);
  await host.services.links.settled();

  // The partner (above) also holds an invitation and a takeover request of an organisation this test does not follow.
  const now = new Date().toISOString();
  const owner = `purge.admin@${domain}`;
  await host.services.invites.create(tenant, { actor: owner }, { note: 'purge' });
  const elsewhere = crypto.randomUUID();
  const transfers = new TransferStore(host.services.storage);
  await transfers.write(
    {
      id: crypto.randomUUID(),
      partnerId: tenant,
      partnerName: domain,
      clientId: elsewhere,
      clientName: 'Elsewhere',
      state: 'pending',
      requestedAt: now,
      requestedBy: owner,
      answeredAt: null,
      answeredBy: null,
    },
    null,
    { outbox: '' },
  );
  await transfers.index(tenant, elsewhere);
}

beforeAll(async () => {
  // Storage of its own: the run's Azurite is shared by every file, and another file's timer run (a backfill, a digest)
  // goes over every active organisation there, so it can write to this file's organisation after its purge.
  [stripe, azurite] = await Promise.all([startStripeStandin(), startAzurite()]);
  host = await startTestHost({
    connectionString: azurite.connectionString,
    env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url },
  });
});
afterAll(async () => {
  await host.close();
  await Promise.all([stripe.close(), azurite.stop()]);
});

describe('purging an organisation', () => {
  it("removes every row and blob of the organisation from every table and container, and leaves another's intact", async () => {
    const [gone, kept] = host.tenants;
    await seed(gone, 'fabrikam.test', ['ann.lee@fabrikam.test', 'ben.okafor@fabrikam.test']);
    await seed(kept, 'northwind.test', ['nia.ross@northwind.test', 'oli.kim@northwind.test']);
    // The local host's timer trigger is no operation of the OpenAPI document: raw.
    await host.call('POST', '/admin/functions/digestSend');
    // A nightly directory sync failing is kept until one works (its alert and the Monitoring page read it).
    const syncs = new SyncStateStore(host.services.storage);
    for (const t of [gone, kept]) await syncs.failed(t, new Error('the directory did not answer'), new Date());

    // The message trail is written behind the answers that made it: written now, before the tables are read.
    await host.services.trail.flush();
    const before = await tracesOf([gone, kept]);
    // The seed reaches every table and container that holds tenant data, so a new feature's store is noticed here.
    const { tenantTables, indexTables, tenantContainers } = host.services.storage.layout();
    const expected = [
      // Rate-limit windows and outbox intents are transient: an intent lives only until its change's work is done.
      // The message trail's rows are spread over shard tables (and its first layout's table is no longer written): a
      // few entries reach some of them, checked below.
      ...tenantTables.filter((t) => t !== 'ratelimits' && t !== 'outbox' && !TRAIL_TABLE.test(t)).map((t) => `table ${t}`),
      // Neither holds an organisation's data: consent nonces, and the one stamp every key revocation rewrites.
      ...indexTables.filter((t) => t !== 'consentnonces' && t !== 'apikeyrevocations').map((t) => `table ${t}`),
      ...tenantContainers.map((c) => `container ${c}`),
    ];
    expect([...before.get(gone)!].sort()).toEqual(expect.arrayContaining(expected.sort()));
    expect([...before.get(gone)!].some((w) => TRAIL_TABLE.test(w.slice('table '.length)))).toBe(true);
    const keptBefore = [...before.get(kept)!].sort();

    await host.services.tenants.pullLever(gone, 'purge');

    const after = await tracesOf([gone, kept]);
    expect([...after.get(gone)!]).toEqual([]);
    expect([...after.get(kept)!].sort()).toEqual(keptBefore);
    const goneMe = await host.api(await host.token({ tenant: gone, user: 'purge.admin@fabrikam.test' })).GET('/api/admin/me');
    expect(goneMe.error?.code).toBe('not_onboarded');
    const keptTemplates = await host
      .api(await host.token({ tenant: kept, user: 'purge.admin@northwind.test' }))
      .GET('/api/admin/templates');
    expect(keptTemplates.response.status).toBe(200);
  });
});
