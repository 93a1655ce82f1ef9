import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOf } from '../../addin/src/compose.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { rowsOf, TrailStore } from '../../shared/trail/store.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { fromExchange } from '../helpers/relay-signing.js';
import { startRelayBeside, type RelayBeside } from '../helpers/relay-beside.js';
import { createPublishedWith } from '../helpers/templates.js';
import { fixture } from '../unit/relay-mime-helpers.js';
import { serverSideFixture } from './server-side-helpers.js';

/**
 * The message trail over real traffic: the add-in's compose route called with tokens, and the relay process asking
 * the real service (Azurite, the organisations' templates, rules, banners and settings) with aiosmtpd as its next hop.
 * Each decision is looked up through `GET /api/admin/trail` and compared entry for entry, explanation included.
 */

const { fixture: directory, domains, ids } = serverSideFixture();
const ANN = `ann.lee@${domains.fab}`;
const BEN = `ben.okafor@${domains.fab}`;
const CLEO = `cleo.martin@${domains.fab}`;
const NIA = `nia.ross@${domains.nw}`;

let host: TestHost;
let admin: string;
let adminB: string;
let beside: RelayBeside;
const t = { sales: '', standard: '', rule: '' };

const api = (token = admin) => host.api(token);
type Query = { mailbox?: string; messageId?: string; from?: string; to?: string };
const trail = async (query: Query, token = admin) => {
  await host.services.trail.flush();
  return (await ok(api(token).GET('/api/admin/trail', { params: { query } }))).entries;
};
const compose = async (user: string, body: { type: 'new' | 'reply'; recipients?: { domains: string[] } }) =>
  api(await host.token({ tenant: ids.A, user, scope: 'access_as_user' })).POST('/api/signature', { body });

/** A client's message as Exchange hands it on: this sender's From, its organisation's stamp, its own Message-ID. */
function message(name: string, from: string, tenant: string, messageId: string): Buffer {
  const text = fixture(name)
    .toString('latin1')
    .replaceAll('Ann Lee <ann@contoso.com>', `<${from}>`)
    .replace(/^Message-ID:.*$/im, `Message-ID: <${messageId}>`);
  const withId = /^Message-ID:/im.test(text) ? text : `Message-ID: <${messageId}>\r\n${text}`;
  return fromExchange(Buffer.from(withId, 'latin1'), tenant);
}

const send = (raw: Buffer, from: string, to?: string[]) => beside.send(raw, from, to);

/** The relay records a message once its next hop answered: waits until the trail has an entry for it. */
async function relayed(messageId: string, token = admin) {
  await expect.poll(async () => (await trail({ messageId }, token)).length).toBe(1);
  return (await trail({ messageId }, token))[0];
}

beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(directory), people: directory, env: { SIGNATURE_CACHE: 'true' } });
  for (const tenant of [ids.A, ids.B]) await host.onboard(tenant);
  admin = await host.token({ tenant: ids.A, user: ANN });
  adminB = await host.token({ tenant: ids.B, user: host.adminOf(ids.B) });
  await ok(api().GET('/api/admin/me'));
  await ok(api(adminB).GET('/api/admin/me'));
  t.standard = (await createPublishedWith(api(), { name: 'Standard', html: '<p>{{displayName}} STANDARD</p>' })).id;
  const sales = await ok(
    api().POST('/api/admin/templates', {
      body: {
        name: 'Sales',
        html: '<p>{{displayName}} SALES</p>',
        variants: [{ language: 'de', html: '<p>{{displayName}} VERTRIEB</p>' }],
        languageBy: { countries: {}, domains: { 'kunde.example': 'de' } },
      },
    }),
  );
  t.sales = sales.id;
  await ok(api().POST('/api/admin/templates/{id}/publish-draft', { params: { path: { id: t.sales } } }));
  await ok(api().PUT('/api/admin/roles', { body: { new: t.standard, reply: t.standard } }));
  const rules = await ok(
    api().PUT('/api/admin/rules', {
      body: { rules: [{ name: 'Sales team', attribute: 'department', operator: 'equals', value: 'sales', new: t.sales }] },
    }),
  );
  t.rule = rules.rules[0].id;
  await ok(
    api().POST('/api/admin/banners', {
      body: { name: 'External notice', html: '<p>EXTERNAL</p>', audience: { attribute: 'recipients', operator: 'anyExternal' } },
    }),
  );
  await ok(api().POST('/api/admin/exclusions', { body: { mailboxes: [CLEO] } }));
  await ok(api().PUT('/api/admin/settings', { body: { serverSide: 'unsigned' } }));
  beside = await startRelayBeside(host.services.serverSide);
});
afterAll(async () => {
  await beside?.close();
  await host?.close();
});

describe("the add-in's compose route", () => {
  it('explains the rule that matched, the recipients, the banner and the language chosen', async () => {
    await ok(compose(ANN, { type: 'new', recipients: { domains: [domains.fab, 'kunde.example'] } }));
    expect(await trail({ mailbox: ANN })).toEqual([
      {
        at: expect.any(String),
        mailbox: ANN,
        source: 'addin',
        templateId: t.sales,
        version: 1,
        ruleId: t.rule,
        language: 'de',
        outcome: 'signed',
        type: 'new',
        domains: [domains.fab, 'kunde.example'],
        explanation:
          "Signed by the add-in with 'Sales' version 1 because the rule 'Sales team' matched (department is Sales). " +
          "Writing to external recipients (kunde.example), so the banner 'External notice' was added. " +
          "The de variant was chosen because the recipients' domains are listed for it. " +
          'The display name comes from the directory.',
      },
    ]);
  });

  it('explains a role default newest first, and records the same answer asked again within a minute once', async () => {
    await ok(compose(BEN, { type: 'reply', recipients: { domains: [domains.fab] } }));
    // The add-in asks again (the cache's very answer, same recipients): the decision recorded already.
    await ok(compose(BEN, { type: 'reply', recipients: { domains: [domains.fab] } }));
    await ok(compose(BEN, { type: 'new' }));
    const entries = await trail({ mailbox: BEN });
    expect(entries.map((e) => [e.type, e.outcome, e.templateId, e.ruleId])).toEqual([
      ['new', 'signed', t.standard, undefined],
      ['reply', 'signed', t.standard, undefined],
    ]);
    expect(entries[0].explanation).toBe(
      "Signed by the add-in with 'Standard' version 1 because no rule matched (of 1) and it is the default for new messages. " +
        'The recipients were not known, so no recipient condition applied. The display name comes from the directory.',
    );
    expect(entries[1].explanation).toBe(
      "Signed by the add-in with 'Standard' version 1 because no rule matched (of 1) and it is the default for replies and forwards. " +
        `Replying to recipients inside the organisation (${domains.fab}). The display name comes from the directory.`,
    );
    expect(entries[0].at >= entries[1].at).toBe(true);
  });

  it("records the gate's refusal with the code the add-in was answered", async () => {
    const refused = await compose(CLEO, { type: 'new' });
    const [status, code] = statusAndCode(refused);
    expect(status).toBe(403);
    const [entry] = await trail({ mailbox: CLEO });
    expect(entry).toMatchObject({ mailbox: CLEO, source: 'addin', outcome: 'refused', reason: code });
    expect(entry.explanation).toMatch(new RegExp(`^No signature from the add-in: the service refused it \\(${code}\\): .+\\.$`));
  });
});

describe('the relay', () => {
  it('explains a message it signed, and where the signature went', async () => {
    await send(message('outlook-windows-new-inline-image.eml', BEN, ids.A, 'signed-1@trail.test'), BEN);
    expect(await relayed('signed-1@trail.test')).toEqual({
      at: expect.any(String),
      mailbox: BEN,
      source: 'server',
      messageId: '<signed-1@trail.test>',
      templateId: t.standard,
      version: 1,
      outcome: 'signed',
      type: 'new',
      domains: ['example.com'],
      explanation:
        "Signed by the relay with 'Standard' version 1. It was placed at the end of the body. The display name comes from the directory.",
    });
  });

  it('explains each reason it passed a message unchanged', async () => {
    // Signed by the add-in for these very recipients; then for colleagues only, and sent outside after all.
    const marked = async (to: string[], id: string) => {
      const mark = markOf(await ok(compose(BEN, { type: 'new', recipients: { domains: to } })))!;
      await send(Buffer.concat([Buffer.from(`X-Signature-Applied: ${mark}\r\n`), message('gmail-reply.eml', BEN, ids.A, id)]), BEN);
    };
    await marked(['example.com'], 'marked@trail.test');
    await marked([domains.fab], 'footer@trail.test');
    await send(message('gmail-reply.eml', BEN, ids.A, 'auto@trail.test'), '');
    await send(message('gmail-reply.eml', CLEO, ids.A, 'excluded@trail.test'), CLEO);
    await send(message('meeting-request.eml', BEN, ids.A, 'meeting@trail.test'), BEN);
    await send(message('smime-signed.eml', BEN, ids.A, 'smime@trail.test'), BEN);
    await send(message('gmail-reply.eml', NIA, ids.B, 'off@trail.test'), NIA);
    const passed = async (id: string, token = admin) => {
      const e = await relayed(id, token);
      return [e.outcome, e.reason, e.explanation];
    };
    expect(await passed('marked@trail.test')).toEqual([
      'passed',
      'add_in_signed',
      'Passed unchanged by the relay: Already signed by the add-in.',
    ]);
    expect(await passed('footer@trail.test')).toEqual([
      'signed',
      'footer_added',
      'The add-in had signed it; the relay added what is meant for external recipients (example.com) and nothing else. It was placed at the signature marker of gmail_quote.',
    ]);
    expect(await passed('footer@trail.test')).toEqual([
      'signed',
      'footer_added',
      'The add-in had signed it; the relay added what is meant for external recipients (example.com) and nothing else. ' +
        'It was placed at the signature marker of gmail_quote.',
    ]);
    expect(await passed('auto@trail.test')).toEqual([
      'passed',
      'automatic',
      'Passed unchanged by the relay: Automatic reply or read receipt (Sent with the null sender: an automatic reply or a receipt).',
    ]);
    expect(await passed('excluded@trail.test')).toEqual(['passed', 'excluded', 'Passed unchanged by the relay: Mailbox excluded.']);
    expect(await passed('meeting@trail.test')).toEqual([
      'passed',
      'meeting',
      'Passed unchanged by the relay: Meeting request or response.',
    ]);
    expect(await passed('smime@trail.test')).toEqual([
      'passed',
      'signed',
      'Passed unchanged by the relay: Digitally signed (S/MIME or PGP).',
    ]);
    // Northwind's own trail, with its mode off; Fabrikam never sees it.
    expect(await passed('off@trail.test', adminB)).toEqual([
      'passed',
      'server_side_off',
      'Passed unchanged by the relay: Server-side signatures are off.',
    ]);
    expect(await trail({ messageId: 'off@trail.test' })).toEqual([]);
  });

  it('explains a message it refused: not proven to come from the organisation', async () => {
    const raw = fixture('gmail-reply.eml').toString('latin1').replaceAll('Ann Lee <ann@contoso.com>', `<${BEN}>`);
    const refused = await send(Buffer.from(raw, 'latin1'), BEN).then(
      () => null,
      (err: { response?: string }) => err,
    );
    expect(refused?.response).toMatch(/^550 5\.7\.1 /);
    await expect.poll(async () => (await trail({ mailbox: BEN })).filter((e) => e.outcome === 'refused').length).toBe(1);
    const [entry] = (await trail({ mailbox: BEN })).filter((e) => e.outcome === 'refused');
    expect(entry).toMatchObject({ source: 'server', outcome: 'refused', reason: 'no_cross_tenant_id' });
    expect(entry.explanation).toMatch(
      /^Refused by the relay: it is not proven to come from the organisation \(no_cross_tenant_id \(.+\)\)\.$/,
    );
  });
});

describe('GET /api/admin/trail', () => {
  it('looks up by time alone, and by Message-ID with or without its angle brackets', async () => {
    const from = new Date(Date.now() - 3600_000).toISOString();
    const all = await trail({ from });
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect([...all].sort((a, b) => b.at.localeCompare(a.at))).toEqual(all);
    expect(new Set(all.map((e) => e.mailbox))).toEqual(new Set([ANN, BEN, CLEO]));
    expect(await trail({ messageId: '<signed-1@trail.test>' })).toHaveLength(1);
    expect(await trail({ mailbox: ANN, to: new Date(Date.now() - 3600_000).toISOString() })).toEqual([]);
  });

  it('refuses a lookup with no filter, a malformed address or instant, and a range that ends before it starts', async () => {
    const refused = async (query: Record<string, string>) => {
      const res = await host.call('GET', `/api/admin/trail?${new URLSearchParams(query)}`, { token: admin });
      return [res.status, res.json.code, Object.keys(res.json.fields ?? {})];
    };
    expect(await refused({})).toEqual([400, 'invalid_request', ['query']]);
    expect(await refused({ mailbox: 'not-an-address' })).toEqual([400, 'invalid_request', ['mailbox']]);
    expect(await refused({ from: 'yesterday' })).toEqual([400, 'invalid_request', ['from']]);
    expect(await refused({ from: '2026-02-02T00:00:00Z', to: '2026-02-01T00:00:00Z' })).toEqual([400, 'invalid_request', ['from']]);
    // Both ends unreadable: the range is not compared (a 500 before, found by the route walk).
    expect(await refused({ from: 'yesterday', to: 'today' })).toEqual([400, 'invalid_request', ['from', 'to']]);
  });

  it('is read by keys with the monitoring capability, and refused to others', async () => {
    const key = async (access: string[]) =>
      (await ok(api().POST('/api/admin/api-keys', { body: { name: 'trail', access: access as ['monitoring'] } }))).secret;
    const reader = await key(['monitoring']);
    expect((await host.api(reader).GET('/api/admin/trail', { params: { query: { mailbox: ANN } } })).data?.entries).toHaveLength(1);
    const other = await host.api(await key(['templates'])).GET('/api/admin/trail', { params: { query: { mailbox: ANN } } });
    expect(statusAndCode(other)[0]).toBe(403);
  });

  it("never shows another organisation's entries", async () => {
    expect(await trail({ mailbox: ANN }, adminB)).toEqual([]);
    expect(await trail({ messageId: 'signed-1@trail.test' }, adminB)).toEqual([]);
    expect((await trail({ from: new Date(Date.now() - 3600_000).toISOString() }, adminB)).map((e) => e.mailbox)).toEqual([NIA]);
  });
});

describe('retention', () => {
  it('is set through the settings and deletes whole days past it', async () => {
    expect((await ok(api().PUT('/api/admin/settings', { body: { trailRetentionDays: 7 } }))).trailRetentionDays).toBe(7);
    // Rows of ten and of three days ago, written as the writer writes them.
    const at = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const store = new TrailStore(host.services.storage);
    for (const days of [10, 3])
      for (const row of rowsOf(ids.A, { at: at(days), mailbox: ANN, source: 'addin', outcome: 'passed', explanation: `${days} days ago.` }))
        await store.writePartition([row]);
    const old = { mailbox: ANN, from: at(30) };
    expect((await trail(old)).map((e) => e.explanation).slice(-2)).toEqual(['3 days ago.', '10 days ago.']);
    const counts = await host.services.trail.purgeExpired(host.services.log, [ids.A, ids.B]);
    expect(counts).toMatchObject({ processed: 1, skipped: 1, failed: 0 });
    expect((await trail(old)).map((e) => e.explanation).slice(-1)).toEqual(['3 days ago.']);
  });
});

describe('where the values a signature used came from', () => {
  it('says, value by value, whether the directory, an import or the person gave it, for the add-in and the relay', async () => {
    await ok(
      api().POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'choice', options: ['he/him'] } }),
    );
    await ok(api().POST('/api/admin/profile-fields', { body: { key: 'motto', label: 'Motto', type: 'text' } }));
    await ok(api().PUT('/api/admin/settings', { body: { profileEditing: true } }));
    const imported = await host.call('POST', '/api/admin/imports?dryRun=false', {
      token: admin,
      rawBody: `mail,jobTitle,pronouns\n${BEN},Site Builder,he/him\n`,
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.json).toMatchObject({ applied: true, errors: [] });
    const ben = await host.token({ tenant: ids.A, user: BEN });
    await ok(api(ben).PUT('/api/me/profile', { body: { values: { motto: 'Measure twice' } } }));
    const html = '<p>{{displayName}}, {{jobTitle}} ({{custom.pronouns}}) {{custom.motto}} {{sender.department}}</p>';
    const layered = (await createPublishedWith(api(), { name: 'Layered', html })).id;
    await ok(api().PUT('/api/admin/roles', { body: { new: layered, reply: t.standard } }));

    await ok(compose(BEN, { type: 'new', recipients: { domains: [domains.fab] } }));
    const [entry] = await trail({ mailbox: BEN });
    expect(entry).toMatchObject({ templateId: layered, outcome: 'signed' });
    expect(entry.explanation).toBe(
      "Signed by the add-in with 'Layered' version 1 because no rule matched (of 1) and it is the default for new messages. " +
        `Writing to recipients inside the organisation (${domains.fab}). ` +
        'The job title and pronouns come from imported values, not from the directory. ' +
        'The motto comes from what the person entered themselves. ' +
        'The display name comes from the directory.',
    );

    await send(message('outlook-windows-new-inline-image.eml', BEN, ids.A, 'layered-1@trail.test'), BEN);
    expect((await relayed('layered-1@trail.test')).explanation).toBe(
      "Signed by the relay with 'Layered' version 1. It was placed at the end of the body. " +
        'The job title and pronouns come from imported values, not from the directory. ' +
        'The motto comes from what the person entered themselves. ' +
        'The display name comes from the directory.',
    );
  });
});
