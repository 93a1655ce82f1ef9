import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import type { RelayedOutcome, SunkMessage } from '../../shared/server-side/contract.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { expectEvery } from '../helpers/expect-every.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';
import { mime, outgoing, serverSideFixture, wholeCopy } from './server-side-helpers.js';

const { fixture, domains, ids } = serverSideFixture();
const { fab, nw } = domains;
const BEN = `ben.okafor@${fab}`;
const ANN = `ann.lee@${fab}`;
const NIA = `nia.ross@${nw}`;
const HOST = 'relay.signatures.example';
const sunk: SunkMessage[] = [];

let host: TestHost;
let adminA: string;
let templateId: string;
const api = (token = adminA) => host.api(token);
const signed: RelayedOutcome = { status: 'signed', reason: null, nextHop: '250 2.0.0 Ok: queued', placement: 'end', captured: null };

/** Decides and records one message as the relay does, with the outcome it reports. */
async function relay(m: Parameters<typeof outgoing>[0], outcome: (decision: { action: string }) => RelayedOutcome) {
  const message = outgoing(m);
  const decision = await host.services.serverSide.decide(message);
  await host.services.serverSide.record(message, decision, outcome(decision));
  return decision;
}

beforeAll(async () => {
  host = await startTestHost({
    directory: new FixtureDirectory(fixture),
    people: fixture,
    env: { SMTP_PUBLIC_HOST: HOST },
    mailSink: { received: () => sunk },
  });
  for (const t of [ids.A, ids.B]) await host.onboard(t);
  adminA = await host.token({ tenant: ids.A, user: ANN });
  await ok(api().GET('/api/admin/me'));
  templateId = (await createPublishedWith(api(), { name: 'New', html: '<p>{{displayName}}</p>' })).id;
  await ok(api().PUT('/api/admin/roles', { body: { new: templateId, reply: templateId } }));
  await ok(api().PUT('/api/admin/settings', { body: { serverSide: 'unsigned' } }));
});
afterAll(() => host.close());

describe('what the relay records', () => {
  it('is an apply event with source server, counted in the rollups the rollouts and the page read', async () => {
    await relay({ sender: BEN, mailer: 'iPhone Mail (22A3354)' }, () => signed);
    await relay({ sender: BEN }, () => ({ ...signed, status: 'unchanged', reason: 'encrypted', placement: null }));
    await relay({ sender: `nobody@${fab}` }, () => ({ ...signed, status: 'unchanged', reason: 'not_a_mailbox', placement: null }));
    await relay({ sender: BEN, messageId: '<CAabc@mail.gmail.com>' }, () => ({
      status: 'refused',
      reason: 'refused',
      nextHop: '550 5.1.1 No such user',
      placement: null,
      captured: null,
    }));
    const { events } = await ok(api().GET('/api/admin/activity/events', { params: { query: { origin: 'server' } } }));
    expect(events.map((e) => [e.outcome, e.reason, e.clientFamily])).toEqual([
      ['failed', 'next_hop_refused', 'gmail'],
      ['skipped', 'not_a_mailbox', 'other'],
      ['skipped', 'encrypted', 'other'],
      ['applied', null, 'apple-mail'],
    ]);
    expectEvery(events, (e) => e.source === 'server' && e.reportedBy === 'relay');
    expect(events[0]).toMatchObject({ mailbox: BEN, error: '550 5.1.1 No such user', templateId, version: 1 });
    expect(events[3]).toMatchObject({ mailbox: BEN, templateId, version: 1, type: 'new' });
    const addin = await ok(api().GET('/api/admin/activity/events', { params: { query: { origin: 'addin' } } }));
    expect(addin.events).toEqual([]);
    // Staged rollouts decide on these counts: the relay's applies are in them.
    expect(await host.services.activity.versionTotals(ids.A, templateId, 1)).toEqual({ applied: 1, failed: 1, skipped: 1 });
    const page = await ok(api().GET('/api/admin/server-side'));
    expect(page.counts).toMatchObject({ days: 30, signed: 1, unchanged: 2, failed: 1 });
    expect(page.counts.reasons.map((r) => [r.reason, r.count]).sort()).toEqual([
      ['encrypted', 1],
      ['next_hop_refused', 1],
      ['not_a_mailbox', 1],
    ]);
    expect(page.counts.clients.map((c) => [c.client, c.signed, c.unchanged, c.failed])).toEqual([
      ['apple-mail', 1, 0, 0],
      ['gmail', 0, 0, 1],
      ['other', 0, 2, 0],
    ]);
  });

  it('records nothing for a message of no organisation, and never throws', async () => {
    const before = (await ok(api().GET('/api/admin/activity/events', { params: { query: { origin: 'server' } } }))).events.length;
    await relay({ sender: 'someone@nowhere.example' }, () => signed);
    await host.services.serverSide.record(outgoing({ sender: BEN }), { action: 'pass', tenantId: 'not/a tenant', reason: 'x' }, signed);
    const after = (await ok(api().GET('/api/admin/activity/events', { params: { query: { origin: 'server' } } }))).events.length;
    expect(after).toBe(before);
  });
});

describe('the check', () => {
  it('starts with a code, asks the relay for the message carrying it, and shows it as it was handed on', async () => {
    expect((await ok(api().GET('/api/admin/server-side/check'))).state).toBe('none');
    const started = await ok(api().POST('/api/admin/server-side/check'));
    expect(started).toMatchObject({ state: 'waiting', receivedAt: null, outcome: null });
    expect(started.code).toMatch(/^SIG-[A-HJKMNP-Z2-9]{6}$/);
    const other = await relay({ sender: BEN, subject: 'No code here' }, () => signed);
    expect(other.action === 'sign' && other.capture).toBe(false);
    const subject = `Test ${started.code!.toLowerCase()} please`;
    const decision = await relay({ sender: ANN, subject }, (d) => {
      expect(d.action === 'sign' && (d as { capture?: boolean }).capture).toBe(true);
      return { ...signed, captured: wholeCopy(mime(subject, ANN)) };
    });
    expect(decision.action).toBe('sign');
    const check = await ok(api().GET('/api/admin/server-side/check'));
    expect(check).toMatchObject({
      state: 'received',
      code: started.code,
      mailbox: ANN,
      outcome: { status: 'signed', reason: null, nextHop: '250 2.0.0 Ok: queued', placement: 'end' },
      notKept: null,
    });
    expect(check.outcome?.placementLabel).toBe('At the end of the message');
    const german = await ok(host.api(adminA, { 'accept-language': 'de-DE,de;q=0.9' }).GET('/api/admin/server-side/check'));
    expect(german.outcome?.placementLabel).toBe('Am Ende der Nachricht');
    expect({ ...german, outcome: { ...german.outcome, placementLabel: null } }).toEqual({
      ...check,
      outcome: { ...check.outcome, placementLabel: null },
    });
    const size = mime(subject, ANN).length;
    expect(check.kept).toEqual({ messageBytes: size, keptBytes: size, cut: false });
    expect(check.message).toMatchObject({ subject, from: ANN, to: ['someone@example.org'], problem: null });
    expect(check.message!.html).toContain('Signed body');
    expect(check.message!.html).toContain('src="data:image/png;base64,');
    expect(check.message!.html).not.toContain('<script');
    // A second message with the code does not replace the first.
    await relay({ sender: BEN, subject }, () => ({ ...signed, status: 'unchanged', reason: 'meeting' }));
    expect((await ok(api().GET('/api/admin/server-side/check'))).mailbox).toBe(ANN);
  });

  it('keeps at most the first 2 MB of a message and says it was cut, and expires after thirty minutes', async () => {
    const { code } = await ok(api().POST('/api/admin/server-side/check'));
    // A relay that kept more than the service keeps: the service keeps its own first 2 MB.
    const head = Buffer.concat([mime(code!, BEN), Buffer.alloc(3 * 1024 * 1024, 'a')]);
    const size = Math.round(5.3 * 1024 * 1024);
    await relay({ sender: BEN, subject: code! }, () => ({ ...signed, captured: { kept: head, size } }));
    const big = await ok(api().GET('/api/admin/server-side/check'));
    expect([big.state, big.notKept, big.kept]).toEqual(['received', null, { messageBytes: size, keptBytes: 2 * 1024 * 1024, cut: true }]);
    expect(big.message).toMatchObject({
      subject: code,
      problem: 'Only the first 2 MB of this 5.3 MB message were kept: what is shown stops there, and anything after it is missing',
    });
    await ok(api().POST('/api/admin/server-side/check'));
    host.clock.advance(31 * 60_000);
    try {
      expect((await ok(api().GET('/api/admin/server-side/check'))).state).toBe('expired');
    } finally {
      host.clock.reset();
    }
  });

  it('is refused to API keys, which may read the page', async () => {
    const res = await api().POST('/api/admin/api-keys', { body: { name: 'Reader', access: ['settings'], readOnly: true } });
    const byKey = host.api(res.data!.secret);
    expect((await byKey.GET('/api/admin/server-side')).response.status).toBe(200);
    const before = await ok(api().GET('/api/admin/server-side/check'));
    expect(statusAndCode(await byKey.POST('/api/admin/server-side/check'))).toEqual([404, 'not_available_to_api_keys']);
    expect(statusAndCode(await byKey.GET('/api/admin/server-side/sink'))).toEqual([404, 'not_available_to_api_keys']);
    expect((await ok(api().GET('/api/admin/server-side/check'))).code).toBe(before.code);
  });
});

describe('the page', () => {
  it('gives the PowerShell for this organisation: the relay’s host, its domains, the exceptions of the mode', async () => {
    const page = await ok(api().GET('/api/admin/server-side'));
    expect([page.mode, page.meetings, page.relayHost, page.domains]).toEqual(['unsigned', false, HOST, [fab]]);
    const script = page.steps.map((s) => s.script).join('\n');
    expect(page.steps.map((s) => s.id)).toEqual([
      'connect',
      'outbound-connector',
      'inbound-connector',
      'protected-messages',
      'transport-rule',
    ]);
    expect(script).toContain(`-SmartHosts '${ids.A}.${HOST}' -TlsSettings DomainValidation -TlsDomain '${HOST}'`);
    expect(script).toContain(`-TlsSenderCertificateName '${HOST}'`);
    expect(script).toContain(`-SenderDomainIs '${fab}'`);
    expect(script).toContain("-ExceptIfHeaderMatchesMessageHeader 'X-Signature-Relay'");
    // Marked mail goes to the relay too: only it can check the mark's token.
    expect(script).not.toContain('X-Signature-Applied');
    expect(script).toContain('-ExceptIfMessageTypeMatches Calendaring');
    await ok(api().PUT('/api/admin/settings', { body: { serverSide: 'all', serverSideMeetings: true } }));
    const all = (await ok(api().GET('/api/admin/server-side'))).steps.map((s) => s.script).join('\n');
    expect(all).toContain("-ExceptIfHeaderMatchesMessageHeader 'X-Signature-Relay'");
    expect(all).not.toContain('X-Signature-Applied');
    expect(all).not.toContain('Calendaring');
  });

  it('explains the steps and names reasons and mail clients in the reader’s language; the scripts stay the same', async () => {
    const english = await ok(api().GET('/api/admin/server-side'));
    const german = await ok(host.api(adminA, { 'accept-language': 'de' }).GET('/api/admin/server-side'));
    expect(german.steps.map((s) => [s.id, s.script])).toEqual(english.steps.map((s) => [s.id, s.script]));
    expect(english.steps[0]).toMatchObject({ id: 'connect', title: 'Connect to Exchange Online' });
    expect(german.steps[0]).toMatchObject({ id: 'connect', title: 'Mit Exchange Online verbinden' });
    const label = (page: typeof english, reason: string) => page.counts.reasons.find((r) => r.reason === reason)?.label;
    expect([label(english, 'encrypted'), label(german, 'encrypted')]).toEqual(['Encrypted', 'Verschlüsselt']);
    const client = (page: typeof english, family: string) => page.counts.clients.find((c) => c.client === family)?.label;
    expect([client(english, 'other'), client(german, 'other'), client(german, 'gmail')]).toEqual([
      'Another client',
      'Ein anderer Client',
      'Gmail',
    ]);
    // A person's own choice comes before what the browser asks for.
    await ok(api().PUT('/api/me/preferences', { body: { language: 'fr' } }));
    try {
      const french = await ok(host.api(adminA, { 'accept-language': 'de' }).GET('/api/admin/server-side'));
      expect(french.steps[0].title).toBe('Se connecter à Exchange Online');
    } finally {
      await ok(api().PUT('/api/me/preferences', { body: { language: null } }));
    }
  });

  it("shows the local sink's messages of this organisation's senders only", async () => {
    sunk.push(
      { at: '2025-01-01T10:00:00Z', sender: BEN, recipients: ['x@example.org'], raw: mime('Mine', BEN) },
      { at: '2025-01-01T10:01:00Z', sender: NIA, recipients: ['x@example.org'], raw: mime('Theirs', NIA) },
      { at: '2025-01-01T10:02:00Z', sender: `evil@${fab}.attacker.example`, recipients: ['x@example.org'], raw: mime('Lookalike', BEN) },
    );
    const { running, messages } = await ok(api().GET('/api/admin/server-side/sink'));
    expect(running).toBe(true);
    expect(messages.map((m) => [m.sender, m.message.subject])).toEqual([[BEN, 'Mine']]);
  });
});
