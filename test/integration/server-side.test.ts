import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { directoryUnavailable } from '../../shared/http/errors.js';
import type { AdmissionFacts, SigningDecision } from '../../shared/server-side/contract.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';
import { outgoing, serverSideFixture } from './server-side-helpers.js';
import { withOwnMark } from '../../shared/threads/own-mark.js';

const { fixture, domains, ids } = serverSideFixture();
const { fab, nw, shared } = domains;
const BEN = `ben.okafor@${fab}`;
const ANN = `ann.lee@${fab}`;
const INFO = `info@${fab}`;
const NIA = `nia.ross@${nw}`;
const NEW_HTML = '<p>{{displayName}} NEW<br>Sent by {{sender.displayName}} <a href="https://example.org/x">Example</a></p>';

let host: TestHost;
let adminA: string;
let adminB: string;
let newId: string;
const api = (token = adminA) => host.api(token);
const decide = (m: Parameters<typeof outgoing>[0]) => host.services.serverSide.decide(outgoing(m));
const passed = (d: SigningDecision) => (d.action === 'pass' ? [d.reason, d.tenantId] : ['sign', d.tenantId]);
const settings = () => ok(api().GET('/api/admin/settings'));

/** The fixture's directory, out of reach on demand (as Graph answering 503 past its deadline). */
class FlakyDirectory extends FixtureDirectory {
  out = false;
  override async findMailbox(tenantId: string, address: string) {
    if (this.out) throw directoryUnavailable();
    return super.findMailbox(tenantId, address);
  }
}
const directory = new FlakyDirectory(fixture);

beforeAll(async () => {
  host = await startTestHost({
    directory,
    people: fixture,
    env: { SMTP_PUBLIC_HOST: 'relay.signatures.example', SIGNATURE_CACHE: 'false' },
  });
  for (const t of [ids.A, ids.B, ids.C]) await host.onboard(t);
  adminA = await host.token({ tenant: ids.A, user: ANN });
  adminB = await host.token({ tenant: ids.B, user: NIA });
  await ok(api().GET('/api/admin/me'));
  await ok(api(adminB).GET('/api/admin/me'));
  newId = (await createPublishedWith(api(), { name: 'New', html: NEW_HTML })).id;
  const replyId = (await createPublishedWith(api(), { name: 'Reply', html: '<p>-- {{displayName}} REPLY</p>' })).id;
  await ok(api().PUT('/api/admin/roles', { body: { new: newId, reply: replyId } }));
  const northwind = (await createPublishedWith(api(adminB), { name: 'NW', html: '<p>NORTHWIND-ONLY {{displayName}}</p>' })).id;
  await ok(api(adminB).PUT('/api/admin/roles', { body: { new: northwind, reply: northwind } }));
});
afterAll(() => host.close());

describe('the settings', () => {
  it('start off, take a mode and the meetings switch, log the change, and refuse other values leaving them as they were', async () => {
    expect(await settings()).toMatchObject({ serverSide: 'off', serverSideMeetings: false });
    expect(passed(await decide({ sender: BEN }))).toEqual(['server_side_off', ids.A]);
    await ok(api().PUT('/api/admin/settings', { body: { serverSide: 'unsigned' } }));
    for (const body of [{ serverSide: 'sometimes' }, { serverSideMeetings: 'yes' }, { serverSide: null }]) {
      const res = await host.call('PUT', '/api/admin/settings', { token: adminA, body });
      expect([res.status, res.json.code]).toEqual([400, 'invalid_request']);
    }
    expect(await settings()).toMatchObject({ serverSide: 'unsigned', serverSideMeetings: false });
    const log = await host.succeed('GET', '/api/admin/log', { token: adminA });
    expect(JSON.stringify(log)).toContain('Turned server-side signatures on for messages the add-in did not sign');
  });
});

describe('the verified-domain index', () => {
  it('answers the organisation of each domain, and neither for a domain two organisations claim', async () => {
    const index = host.services.tenants.domains;
    expect(await index.organisationOf(fab)).toBe(ids.A);
    expect(await index.organisationOf(nw.toUpperCase())).toBe(ids.B);
    expect(await index.organisationOf(shared)).toBeNull();
    expect(await index.organisationOf('nowhere.example')).toBeNull();
    expect(await index.organisationOf('a/b#c')).toBeNull();
  });

  it('is filled again by the daily job, for organisations onboarded before it existed', async () => {
    const res = await host.call('POST', '/admin/functions/verifiedDomainIndex');
    expect(res.status).toBeLessThan(300);
    expect(await host.services.tenants.domains.organisationOf(fab)).toBe(ids.A);
  });

  it("never lets one organisation's sender get another's signature", async () => {
    await ok(api(adminB).PUT('/api/admin/settings', { body: { serverSide: 'all' } }));
    expect(passed(await decide({ sender: BEN, from: NIA }))).toEqual(['from_other_organisation', ids.A]);
    expect(passed(await decide({ sender: NIA, from: BEN }))).toEqual(['from_other_organisation', ids.B]);
    expect(passed(await decide({ sender: `someone@${shared}` }))).toEqual(['not_served', null]);
    const a = await decide({ sender: BEN, crossTenantId: ids.A.toUpperCase() });
    const b = await decide({ sender: NIA });
    expect([a.action, b.action]).toEqual(['sign', 'sign']);
    if (a.action === 'sign' && b.action === 'sign') {
      expect(a.signature.html).not.toContain('NORTHWIND-ONLY');
      expect(b.signature.html).toContain('NORTHWIND-ONLY');
    }
    const takes = (sender: string, bound: string | null = null) => host.services.serverSide.takesSender(sender, bound);
    expect(await takes(BEN)).toBe(true);
    expect(await takes(`x@${shared}`)).toBe(false);
    expect(await takes('x@nowhere.example')).toBe(false);
    // A connection bound to one organisation (its relay host name) takes no other organisation's sender.
    expect([await takes(BEN, ids.A.toUpperCase()), await takes(BEN, ids.B), await takes(NIA, ids.A)]).toEqual([true, false, false]);
  });

  it('admits a message only when Exchange Online names the organisation that owns every sender address', async () => {
    const admit = (o: Partial<AdmissionFacts>) =>
      host.services.serverSide.admit({
        envelopeSender: BEN,
        from: [`Ben Okafor <${BEN}>`],
        crossTenantIds: [ids.A],
        boundOrganisation: null,
        headersTooLarge: false,
        ...o,
      });
    const refusal = async (o: Partial<AdmissionFacts>) => {
      const a = await admit(o);
      return a.admitted ? 'admitted' : [a.reason, a.claimed];
    };
    expect(await admit({})).toEqual({ admitted: true, tenantId: ids.A, sender: BEN });
    expect(await admit({ crossTenantIds: [` ${ids.A.toUpperCase()} `] })).toMatchObject({ admitted: true });
    expect(await refusal({ crossTenantIds: [ids.B] })).toEqual(['organisation_mismatch', ids.A]);
    expect(await refusal({ crossTenantIds: [] })).toEqual(['no_cross_tenant_id', ids.A]);
    expect(await refusal({ crossTenantIds: [ids.A, ids.A] })).toEqual(['several_cross_tenant_ids', ids.A]);
    expect(await refusal({ crossTenantIds: ['not-a-tenant'] })).toEqual(['organisation_mismatch', ids.A]);
    expect(await refusal({ from: [NIA] })).toEqual(['senders_disagree', ids.A]);
    expect(await refusal({ from: [`${BEN}, ${NIA}`] })).toEqual(['senders_disagree', ids.A]);
    expect(await refusal({ from: [BEN, BEN] })).toEqual(['unreadable_from', null]);
    expect(await refusal({ from: ['Undisclosed'] })).toEqual(['unreadable_from', null]);
    expect(await refusal({ envelopeSender: `x@${shared}` })).toEqual(['sender_not_served', null]);
    expect(await refusal({ envelopeSender: '', from: [] })).toEqual(['no_sender', null]);
    expect(await refusal({ boundOrganisation: ids.B })).toEqual(['connection_bound_elsewhere', ids.A]);
    expect(await refusal({ headersTooLarge: true })).toEqual(['headers_too_large', null]);
    // The null sender (an automatic reply, a receipt): its From is the sender, routed by it.
    expect(await admit({ envelopeSender: '' })).toEqual({ admitted: true, tenantId: ids.A, sender: BEN });
    // No From: the envelope sender alone, with the stamp.
    expect(await admit({ from: [] })).toMatchObject({ admitted: true });
  });
});

describe('the decision', () => {
  it('signs a new message with the From mailbox’s signature: HTML, text with its links, images, the mode’s skips', async () => {
    const d = await decide({ sender: BEN, mailer: 'Apple Mail (2.3826.400.131.1.6)' });
    if (d.action !== 'sign') throw new Error(`passed: ${JSON.stringify(d)}`);
    expect(d.signature.html).toContain('Ben Okafor NEW');
    expect(d.signature.html).toContain('Sent by Ben Okafor');
    expect(d.signature.text).toContain('Ben Okafor NEW');
    expect(d.signature.text).toMatch(/Example \[https?:\/\/[^\]]+\]/);
    expect(d.signature.text).not.toContain('<');
    // The add-in's mark is the decision's to verify (relay-e2e-service.test.ts), never the survey's to trust by its presence.
    expect([d.skipMeetings, d.capture]).toEqual([true, false]);
    expect(d.context).toMatchObject({ mailbox: BEN, templateId: newId, version: 1, type: 'new', client: 'apple-mail' });
  });

  it('signs a reply with the reply template', async () => {
    const d = await decide({ sender: BEN, inReplyTo: '<earlier@example.org>' });
    expect(d.action === 'sign' && [d.context.type, d.signature.html.includes('Ben Okafor REPLY')]).toEqual(['reply', true]);
  });

  it('fills the sender placeholders from the Sender header (a shared mailbox sent on behalf), else the envelope sender', async () => {
    const onBehalf = await decide({ sender: INFO, from: `Fabrikam Info <${INFO}>`, senderHeader: `Ann Lee <${ANN}>` });
    const byEnvelope = await decide({ sender: ANN, from: INFO });
    for (const d of [onBehalf, byEnvelope]) {
      if (d.action !== 'sign') throw new Error(`passed: ${JSON.stringify(d)}`);
      expect(d.signature.html).toContain('Fabrikam Info NEW');
      expect(d.signature.html).toContain('Sent by Ann Lee');
      expect(d.context.mailbox).toBe(INFO);
    }
  });

  it('composes the banners and footers meant for the mailbox, as the add-in route does', async () => {
    await ok(api().POST('/api/admin/banners', { body: { name: 'Spring', html: '<p>SPRING-BANNER</p>' } }));
    const d = await decide({ sender: BEN });
    expect(d.action === 'sign' && d.signature.html.includes('SPRING-BANNER')).toBe(true);
    const addin = await ok(
      host.api(await host.token({ tenant: ids.A, user: BEN, scope: 'access_as_user' })).POST('/api/signature', { body: { type: 'new' } }),
    );
    // The relay's signature is the add-in's with the service's mark in front (the add-in writes the same mark).
    expect(d.action === 'sign' && d.signature.html).toBe(withOwnMark(addin.html, BEN, 'f'));
  });

  it('passes with the gate’s reason: not a mailbox, excluded, paused, subscription lapsed, no template', async () => {
    expect(passed(await decide({ sender: `nobody@${fab}` }))).toEqual(['not_a_mailbox', ids.A]);
    await ok(api().POST('/api/admin/exclusions', { body: { mailboxes: [`eva.jansen@${fab}`] } }));
    expect(passed(await decide({ sender: `eva.jansen@${fab}` }))).toEqual(['excluded', ids.A]);
    await ok(api().PUT('/api/admin/signature-delivery', { body: { paused: true } }));
    expect(passed(await decide({ sender: BEN }))).toEqual(['paused', ids.A]);
    await ok(api().PUT('/api/admin/signature-delivery', { body: { paused: false } }));
    await ok(api(adminB).PUT('/api/admin/roles', { body: { new: null, reply: null } }));
    expect(passed(await decide({ sender: NIA }))).toEqual(['no_template', ids.B]);
    host.clock.advance(40 * 86_400_000);
    try {
      expect(passed(await decide({ sender: BEN }))).toEqual(['subscription', ids.A]);
      // Still served: its mail goes out unchanged rather than bounce for the service's sake.
      expect(await host.services.serverSide.takesSender(BEN, null)).toBe(true);
    } finally {
      host.clock.reset();
    }
  });

  it('passes a message it cannot read without throwing: no From, a failure inside', async () => {
    expect(passed(await decide({ sender: BEN, from: null }))).toEqual(['malformed', ids.A]);
    // The null sender: an automatic reply or a read receipt goes on unchanged, counted under its From's organisation.
    expect(passed(await decide({ sender: '', from: BEN }))).toEqual(['automatic', ids.A]);
    const broken = await decide({ sender: BEN, from: 42 as unknown as string });
    expect(passed(broken)).toEqual(['service_error', ids.A]);
    expect(broken.action === 'pass' && broken.detail).toBeTruthy();
  });

  it('takes a directory that is out for the service failing (the relay defers), never for a mailbox it does not serve', async () => {
    directory.out = true;
    try {
      expect(passed(await decide({ sender: `dev.patel@${fab}` }))).toEqual(['service_error', ids.A]);
    } finally {
      directory.out = false;
    }
    expect((await decide({ sender: `dev.patel@${fab}` })).action).toBe('sign');
  });

  it('gives a mailbox inside a running rollout the candidate’s version', async () => {
    const id = (await createPublishedWith(api(), { name: 'Staged', html: '<p>Staged v1 {{displayName}}</p>' })).id;
    await ok(api().PUT('/api/admin/roles', { body: { new: id, reply: null } }));
    const res = await api().PUT('/api/admin/templates/{id}', {
      params: { path: { id } },
      body: { html: '<p>Staged candidate {{displayName}}</p>', rollout: { percentage: 99 } },
    });
    expect(res.response.status).toBe(202);
    const { inRollout } = await import('../../shared/rollouts/service.js');
    const inside = [BEN, ANN, `cleo.martin@${fab}`, `dev.patel@${fab}`].find((m) => inRollout(id, m, 99))!;
    const d = await decide({ sender: inside });
    expect(d.action === 'sign' && [d.context.version, d.signature.html.includes('candidate')]).toEqual([2, true]);
    await ok(api().PUT('/api/admin/roles', { body: { new: newId, reply: null } }));
    expect(statusAndCode(await api().GET('/api/admin/templates/{id}/rollout', { params: { path: { id } } }))[0]).toBe(200);
  });
});
