import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { MailError, type MailTransport, type Message } from '../../shared/mail/transport.js';
import { PARTNER_AGREEMENT_VERSION } from '../../shared/partner/schemas.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';

// Partners and clients of their own, so that this file's organisations meet no other file's.
const ids = {
  partnerA: crypto.randomUUID(),
  partnerB: crypto.randomUUID(),
  noAgreement: crypto.randomUUID(),
  c1: crypto.randomUUID(),
  c2: crypto.randomUUID(),
  c3: crypto.randomUUID(),
  c4: crypto.randomUUID(),
  c5: crypto.randomUUID(),
  c6: crypto.randomUUID(),
  c7: crypto.randomUUID(),
};
const tag = ids.partnerA.slice(0, 8);
const domainOf = (name: string) => `${name}-${tag}.test`;
const NAMES: Record<keyof typeof ids, string> = {
  partnerA: 'Alpha IT Partners',
  partnerB: 'Bravo Managed Services',
  noAgreement: 'Not Yet Partners',
  c1: 'Client One',
  c2: 'Client Two',
  c3: 'Client Three',
  c4: 'Client Four',
  c5: 'Client Five',
  c6: 'Client Six',
  c7: 'Client Seven',
};
const directory = new FixtureDirectory({
  tenants: Object.fromEntries(
    (Object.keys(ids) as (keyof typeof ids)[]).map((k) => [
      ids[k],
      {
        displayName: NAMES[k],
        domains: [domainOf(k)],
        users: ['owner', 'admin', 'editor'].map((who) => ({
          id: `${k}-${who}`,
          mail: `${who}@${domainOf(k)}`,
          displayName: `${who} of ${NAMES[k]}`,
          userType: 'Member',
        })),
      },
    ]),
  ),
});

/** Mail that can be made to fail: what was accepted is kept in `sent`. */
const mail = {
  kind: 'test',
  available: true,
  fail: false as boolean,
  sent: [] as Message[],
  async send(m: Message) {
    if (this.fail) throw new MailError('mailbox unavailable');
    this.sent.push(m);
    return { id: crypto.randomUUID() };
  },
} satisfies MailTransport & { fail: boolean; sent: Message[] };

let host: TestHost;
const tokens: Record<string, string> = {};
const ownerOf = (k: keyof typeof ids) => `owner@${domainOf(k)}`;
const adminOf = (k: keyof typeof ids) => `admin@${domainOf(k)}`;

const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const asPartner = (k: 'partnerA' | 'partnerB' | 'noAgreement', method: string, path: string, body?: unknown) =>
  host.call(method, `/api/admin/partner${path}`, { token: tokens[k], body });
const asClient = (k: keyof typeof ids, method: string, path: string, body?: unknown) =>
  host.call(method, `/api/admin/managed${path}`, { token: tokens[`client:${k}`], body });
const clientLog = async (k: keyof typeof ids) =>
  (await host.call('GET', '/api/admin/log?scope=tenant&limit=500', { token: tokens[`client:${k}`] })).json.entries as {
    action: string;
    target: string | null;
    details: Record<string, unknown> | null;
  }[];
const partnerActions = async (k: 'partnerA' | 'partnerB') =>
  (await host.services.partners.events(ids[k], 500)).items.map((e) => `${e.action}:${e.clientId ?? ''}`);
const invitesOf = async (k: 'partnerA' | 'partnerB') =>
  (await asPartner(k, 'GET', '/invites')).json.invites as { token: string; state: string; acceptedBy: { tenantId: string } | null }[];

/** The partner's consent link, followed as an administrator's browser would: the consent redirect, then the callback. */
async function consentThrough(link: string, client: string) {
  const start = await host.call('GET', new URL(link).pathname + new URL(link).search);
  if (start.status !== 302) return start;
  const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
  return consentCallback(client, state);
}
const consentCallback = (client: string, state: string) =>
  host.call('GET', `/admin/consent/callback?${new URLSearchParams({ admin_consent: 'True', tenant: client, state })}`);
const stateFor = async (token: string) => {
  const res = await host.call('GET', `/admin/consent?invite=${token}`);
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!).searchParams.get('state')!;
};

async function becomePartner(k: 'partnerA' | 'partnerB') {
  const now = host.clock.now().toISOString();
  const owner = ownerOf(k);
  await host.services.partners.store.acceptAgreement(
    ids[k],
    NAMES[k],
    { version: PARTNER_AGREEMENT_VERSION, acceptedAt: now, acceptedBy: owner },
    {
      email: owner,
      role: 'Owner',
      name: `Owner of ${NAMES[k]}`,
      addedAt: now,
      addedBy: owner,
    },
  );
}

beforeAll(async () => {
  host = await startTestHost({ directory, mailTransport: mail });
  for (const k of Object.keys(ids) as (keyof typeof ids)[]) {
    if (k !== 'c4' && k !== 'c5' && k !== 'c6') await host.onboard(ids[k]);
    tokens[`client:${k}`] = await host.token({ tenant: ids[k], user: adminOf(k) });
  }
  for (const k of ['partnerA', 'partnerB', 'noAgreement'] as const)
    tokens[k] = await host.token({ tenant: ids[k], user: ownerOf(k), name: `Owner of ${NAMES[k]}` });
  await becomePartner('partnerA');
  await becomePartner('partnerB');
  // On staff but without the agreement recorded: what the agreement refusal is about.
  const now = host.clock.now().toISOString();
  await host.services.partners.store.changeStaff(ids.noAgreement, ownerOf('noAgreement'), {
    email: ownerOf('noAgreement'),
    role: 'Owner',
    name: null,
    addedAt: now,
    addedBy: 'test',
  });
  // The first person of each organisation becomes its Admin.
  for (const k of Object.keys(ids) as (keyof typeof ids)[])
    if (k !== 'c4' && k !== 'c5' && k !== 'c6') await host.call('GET', '/api/admin/me', { token: tokens[`client:${k}`] });
});
afterAll(() => host.close());

describe('invitations', () => {
  it('issues a consent link valid 14 days, mails it, and lists it as pending', async () => {
    const res = await asPartner('partnerA', 'POST', '/invites', { email: 'It.Admin@client.example', note: 'As discussed <b>today</b>' });
    expect(res.status).toBe(201);
    const invite = res.json;
    expect(invite.state).toBe('pending');
    expect(invite.token.startsWith(`${ids.partnerA}.`)).toBe(true);
    expect(invite.link).toBe(`${host.url}/admin/consent?invite=${invite.token}`);
    expect(Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)).toBe(14 * 86_400_000);
    expect(invite.mail).toEqual({ sent: true, to: 'it.admin@client.example', reason: null });
    expect(invite.mailedAt).not.toBeNull();
    const message = mail.sent.find((m) => m.to === 'it.admin@client.example')!;
    expect(message.subject).toContain(NAMES.partnerA);
    expect(message.html).toContain(invite.link);
    expect(message.html).toContain('As discussed &lt;b&gt;today&lt;/b&gt;');
    expect((await invitesOf('partnerA')).find((i) => i.token === invite.token)?.state).toBe('pending');
    expect(await partnerActions('partnerA')).toContain('invite.created:');
  });

  it('keeps the invitation when the mail fails, and says it was not sent', async () => {
    mail.fail = true;
    try {
      const res = await asPartner('partnerA', 'POST', '/invites', { email: 'down@client.example' });
      expect(res.status).toBe(201);
      expect(res.json.mail).toEqual({ sent: false, to: 'down@client.example', reason: expect.stringContaining('mailbox unavailable') });
      expect(res.json.mailedAt).toBeNull();
      expect((await invitesOf('partnerA')).map((i) => i.token)).toContain(res.json.token);
    } finally {
      mail.fail = false;
    }
  });

  it('issues an invitation without mail when no address is given or sending is turned off', async () => {
    const sent = mail.sent.length;
    const bare = await asPartner('partnerA', 'POST', '/invites');
    expect([bare.status, bare.json.mail.sent, bare.json.email]).toEqual([201, false, null]);
    const unsent = await asPartner('partnerA', 'POST', '/invites', { email: 'later@client.example', send: false });
    expect([unsent.status, unsent.json.mail.sent, unsent.json.email]).toEqual([201, false, 'later@client.example']);
    expect(mail.sent.length).toBe(sent);
  });

  it('refuses bad input with 400 and issues nothing', async () => {
    const before = (await invitesOf('partnerA')).length;
    for (const body of [{ email: 'not-an-address' }, { send: true }, { note: 'x'.repeat(501) }, { colour: 'red' }]) {
      expectCode(await asPartner('partnerA', 'POST', '/invites', body), 400, 'invalid_request');
    }
    expect((await invitesOf('partnerA')).length).toBe(before);
  });

  it('refuses to invite before the partner agreement is accepted, issuing nothing', async () => {
    const res = await asPartner('noAgreement', 'POST', '/invites', { email: 'x@client.example' });
    expectCode(res, 403, 'partner_agreement_required');
    expect((await host.services.invites.list(ids.noAgreement)).length).toBe(0);
    expect((await host.services.partners.events(ids.noAgreement, 10)).items).toEqual([]);
  });

  it("revokes a pending invitation once; a revoked, unknown, malformed or other partner's token is refused", async () => {
    const token = (await asPartner('partnerA', 'POST', '/invites')).json.token as string;
    const other = (await asPartner('partnerB', 'POST', '/invites')).json.token as string;
    const revoked = await asPartner('partnerA', 'DELETE', `/invites/${token}`);
    expect([revoked.status, revoked.json.state]).toEqual([200, 'revoked']);
    expect(revoked.json.revokedBy).toBe(ownerOf('partnerA'));
    expectCode(await asPartner('partnerA', 'DELETE', `/invites/${token}`), 409, 'invite_revoked');
    expectCode(await asPartner('partnerA', 'DELETE', `/invites/${ids.partnerA}.${'A'.repeat(32)}`), 404, 'invite_not_found');
    expectCode(await asPartner('partnerA', 'DELETE', '/invites/not-a-token'), 400, 'invalid_request');
    // Partner B's invitation is not partner A's to revoke, and stays pending.
    expectCode(await asPartner('partnerA', 'DELETE', `/invites/${other}`), 404, 'invite_not_found');
    expect((await invitesOf('partnerB')).find((i) => i.token === other)?.state).toBe('pending');
    expect(await partnerActions('partnerA')).toContain('invite.revoked:');
  });

  it('lists an invitation past its 14 days as expired; it can no longer be revoked or used', async () => {
    const token = (await asPartner('partnerA', 'POST', '/invites')).json.token as string;
    host.clock.advance(15 * 86_400_000);
    try {
      expect((await invitesOf('partnerA')).find((i) => i.token === token)?.state).toBe('expired');
      expectCode(await asPartner('partnerA', 'DELETE', `/invites/${token}`), 409, 'invite_expired');
      const consent = await host.call('GET', `/admin/consent?invite=${token}`);
      expectCode(consent, 409, 'invite_expired');
      expect(consent.json.message).toContain('expired');
    } finally {
      host.clock.reset();
    }
    expect((await invitesOf('partnerA')).find((i) => i.token === token)?.state).toBe('pending');
  });

  it('refuses a revoked, unknown or malformed invitation before sending the administrator to consent', async () => {
    const token = (await asPartner('partnerA', 'POST', '/invites')).json.token as string;
    await asPartner('partnerA', 'DELETE', `/invites/${token}`);
    const revoked = await host.call('GET', `/admin/consent?invite=${token}`);
    expectCode(revoked, 409, 'invite_revoked');
    expect(revoked.json.message).toContain(NAMES.partnerA);
    expectCode(await host.call('GET', `/admin/consent?invite=${ids.partnerB}.${'B'.repeat(32)}`), 404, 'invite_not_found');
    expectCode(await host.call('GET', '/admin/consent?invite=%27%20or%201'), 400, 'invalid_request');
  });
});

describe('consent through an invitation', () => {
  it('journey: invite, consent through the link, the client is managed and both sides recorded it', async () => {
    const invite = (await asPartner('partnerA', 'POST', '/invites', { email: adminOf('c4') })).json;
    // Client Four has never connected the service: the consent onboards it and makes it partner A's client.
    expect(await host.services.tenants.get(ids.c4)).toBeNull();
    const done = await consentThrough(invite.link, ids.c4);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toContain(`/admin?onboarded=${ids.c4}`);
    expect((await host.services.tenants.get(ids.c4))?.state).toBe('active');

    const clients = await host.services.partners.clientsOf(ids.partnerA);
    expect(clients.find((c) => c.clientId === ids.c4)).toMatchObject({ partnerName: NAMES.partnerA, via: 'invite' });
    const listed = (await invitesOf('partnerA')).find((i) => i.token === invite.token)!;
    expect(listed.state).toBe('accepted');
    expect(listed.acceptedBy).toEqual({ tenantId: ids.c4, name: NAMES.c4 });
    expect(await partnerActions('partnerA')).toEqual(expect.arrayContaining([`invite.accepted:${ids.c4}`, `client.linked:${ids.c4}`]));

    await host.call('GET', '/api/admin/me', { token: tokens['client:c4'] });
    const status = await asClient('c4', 'GET', '/status');
    expect(status.json).toMatchObject({
      managedBy: { partnerId: ids.partnerA, partnerName: NAMES.partnerA, via: 'invite' },
      pendingTransfers: [],
    });
    expect((await clientLog('c4')).find((e) => e.action === 'managed.linked')).toMatchObject({
      target: NAMES.partnerA,
      details: { partnerId: ids.partnerA, via: 'invite' },
    });

    // The link was used: it cannot start another consent.
    expectCode(await host.call('GET', `/admin/consent?invite=${invite.token}`), 409, 'invite_used');
    expectCode(await asPartner('partnerA', 'DELETE', `/invites/${invite.token}`), 409, 'invite_used');
  });

  it('links an organisation already served without onboarding it again', async () => {
    const created = (await host.services.tenants.get(ids.c1))!.createdAt;
    const invite = (await asPartner('partnerA', 'POST', '/invites')).json;
    // Two consents started from the same link by the same organisation (a second tab): the later one is no second use.
    const [first, second] = [await stateFor(invite.token), await stateFor(invite.token)];
    expect((await consentCallback(ids.c1, first)).status).toBe(302);
    expect((await host.services.partners.managerOf(ids.c1))?.partnerId).toBe(ids.partnerA);
    expect((await host.services.tenants.get(ids.c1))!.createdAt).toBe(created);
    const events = (await partnerActions('partnerA')).length;
    expect((await consentCallback(ids.c1, second)).status).toBe(302);
    expect((await partnerActions('partnerA')).length).toBe(events);
  });

  it('is single use under two concurrent callbacks of two organisations: one is linked, the other onboarded only', async () => {
    const invite = (await asPartner('partnerB', 'POST', '/invites')).json;
    const [s5, s6] = [await stateFor(invite.token), await stateFor(invite.token)];
    const [r5, r6] = await Promise.all([consentCallback(ids.c5, s5), consentCallback(ids.c6, s6)]);
    const statuses = [r5.status, r6.status].sort();
    expect(statuses).toEqual([302, 409]);
    const refused = r5.status === 409 ? r5 : r6;
    expect(refused.json.code).toBe('invite_used');
    expect(refused.json.message).toContain('Your organisation is connected');
    const managed = await Promise.all([ids.c5, ids.c6].map((c) => host.services.partners.managerOf(c)));
    expect(managed.filter((m) => m?.partnerId === ids.partnerB)).toHaveLength(1);
    // Both consents onboarded their organisation.
    expect((await host.services.tenants.get(ids.c5))?.state).toBe('active');
    expect((await host.services.tenants.get(ids.c6))?.state).toBe('active');
  });

  it('onboards but does not link when the invitation was revoked between the redirect and the callback', async () => {
    const invite = (await asPartner('partnerB', 'POST', '/invites')).json;
    const state = await stateFor(invite.token);
    await asPartner('partnerB', 'DELETE', `/invites/${invite.token}`);
    const res = await consentCallback(ids.c7, state);
    expectCode(res, 409, 'invite_revoked');
    expect(res.json.message).toMatch(/^Your organisation is connected to the service, but the invitation was not applied\./);
    expect(await host.services.partners.managerOf(ids.c7)).toBeNull();
    expect((await invitesOf('partnerB')).find((i) => i.token === invite.token)?.state).toBe('revoked');
  });

  it("refuses a partner's consent through its own invitation, linking nothing", async () => {
    const invite = (await asPartner('partnerB', 'POST', '/invites')).json;
    expectCode(await consentThrough(invite.link, ids.partnerB), 409, 'invite_own_organisation');
    expect(await host.services.partners.managerOf(ids.partnerB)).toBeNull();
    expect((await invitesOf('partnerB')).find((i) => i.token === invite.token)?.state).toBe('pending');
  });
});

describe('takeover requests', () => {
  it('journey: request by domain, the client sees it, declines it, and nothing moves', async () => {
    const res = await asPartner('partnerB', 'POST', '/transfers', { domain: domainOf('c2').toUpperCase() });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      partnerId: ids.partnerB,
      clientId: ids.c2,
      clientName: NAMES.c2,
      state: 'pending',
      requestedBy: ownerOf('partnerB'),
    });
    const id = res.json.id as string;
    expect((await asPartner('partnerB', 'GET', '/transfers')).json.transfers.map((t: { id: string }) => t.id)).toContain(id);
    const status = await asClient('c2', 'GET', '/status');
    expect(status.json.managedBy).toBeNull();
    expect(status.json.pendingTransfers).toEqual([expect.objectContaining({ id, partnerName: NAMES.partnerB })]);
    expect((await clientLog('c2')).map((e) => e.action)).toContain('managed.transfer.requested');

    const declined = await asClient('c2', 'POST', `/transfer/${id}/decline`);
    expect([declined.status, declined.json.transfer.state, declined.json.managedBy]).toEqual([200, 'declined', null]);
    expect((await asClient('c2', 'GET', '/status')).json.pendingTransfers).toEqual([]);
    expect((await asPartner('partnerB', 'GET', '/transfers')).json.transfers).toEqual([]);
    expect(await host.services.partners.managerOf(ids.c2)).toBeNull();
    expect(await partnerActions('partnerB')).toEqual(
      expect.arrayContaining([`transfer.requested:${ids.c2}`, `transfer.declined:${ids.c2}`]),
    );
    expect((await clientLog('c2')).map((e) => e.action)).toContain('managed.transfer.declined');

    // Answered once: a second answer is refused and changes nothing.
    expectCode(await asClient('c2', 'POST', `/transfer/${id}/approve`), 409, 'transfer_answered');
    expectCode(await asClient('c2', 'POST', `/transfer/${id}/decline`), 409, 'transfer_answered');
    expect(await host.services.partners.managerOf(ids.c2)).toBeNull();
  });

  it('journey: request by tenant id, approved: the client moves from its previous partner', async () => {
    // Client One is partner A's (linked through an invitation above); partner B asks for it.
    expect((await host.services.partners.managerOf(ids.c1))?.partnerId).toBe(ids.partnerA);
    const id = (await asPartner('partnerB', 'POST', '/transfers', { tenantId: ids.c1.toUpperCase() })).json.id as string;
    const approved = await asClient('c1', 'POST', `/transfer/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({
      transfer: { id, state: 'approved', answeredBy: adminOf('c1') },
      managedBy: { partnerId: ids.partnerB, partnerName: NAMES.partnerB, via: 'transfer' },
      previous: { partnerId: ids.partnerA, partnerName: NAMES.partnerA },
    });
    expect((await host.services.partners.clientsOf(ids.partnerB)).map((c) => c.clientId)).toContain(ids.c1);
    expect((await host.services.partners.clientsOf(ids.partnerA)).map((c) => c.clientId)).not.toContain(ids.c1);
    expect((await asClient('c1', 'GET', '/status')).json.managedBy).toMatchObject({ partnerId: ids.partnerB, via: 'transfer' });
    expect(await partnerActions('partnerB')).toEqual(expect.arrayContaining([`transfer.approved:${ids.c1}`, `client.linked:${ids.c1}`]));
    expect(await partnerActions('partnerA')).toContain(`client.revoked:${ids.c1}`);
    expect((await clientLog('c1')).find((e) => e.action === 'managed.moved')).toMatchObject({
      target: NAMES.partnerB,
      details: { partnerId: ids.partnerB, via: 'transfer', from: { partnerId: ids.partnerA, partnerName: NAMES.partnerA } },
    });
    expect((await asPartner('partnerB', 'GET', '/transfers')).json.transfers).toEqual([]);
  });

  it('refuses requests for unknown, own, already managed or already requested organisations, recording nothing', async () => {
    const before = (await partnerActions('partnerB')).length;
    expectCode(await asPartner('partnerB', 'POST', '/transfers', { domain: 'nobody-here.example' }), 404, 'organisation_not_found');
    expectCode(await asPartner('partnerB', 'POST', '/transfers', { tenantId: crypto.randomUUID() }), 404, 'organisation_not_found');
    expectCode(await asPartner('partnerB', 'POST', '/transfers', { domain: domainOf('partnerB') }), 409, 'own_organisation');
    expectCode(await asPartner('partnerB', 'POST', '/transfers', { tenantId: ids.c1 }), 409, 'already_managed');
    const first = await asPartner('partnerB', 'POST', '/transfers', { tenantId: ids.c3 });
    expect(first.status).toBe(201);
    const again = await asPartner('partnerB', 'POST', '/transfers', { domain: domainOf('c3') });
    expectCode(again, 409, 'transfer_pending');
    expect(again.json.id).toBe(first.json.id);
    expect((await asClient('c3', 'GET', '/status')).json.pendingTransfers).toHaveLength(1);
    expect((await partnerActions('partnerB')).length).toBe(before + 1);
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      {},
      { domain: 'a.example', tenantId: ids.c3 },
      { domain: 'not a domain' },
      { tenantId: 'nope' },
      { domain: 'x.example', extra: 1 },
    ]) {
      expectCode(await asPartner('partnerB', 'POST', '/transfers', body), 400, 'invalid_request');
    }
  });

  it('refuses a request before the partner agreement is accepted; the organisation sees nothing', async () => {
    expectCode(await asPartner('noAgreement', 'POST', '/transfers', { tenantId: ids.c2 }), 403, 'partner_agreement_required');
    expect((await asClient('c2', 'GET', '/status')).json.pendingTransfers).toEqual([]);
    expectCode(await asPartner('noAgreement', 'GET', '/transfers'), 403, 'partner_agreement_required');
  });

  it('answers 404 for a takeover request of another organisation or none, and changes nothing', async () => {
    const pending = (await asClient('c3', 'GET', '/status')).json.pendingTransfers[0].id as string;
    // Client Two cannot answer Client Three's request.
    expectCode(await asClient('c2', 'POST', `/transfer/${pending}/approve`), 404, 'transfer_not_found');
    expectCode(await asClient('c2', 'POST', `/transfer/${pending}/decline`), 404, 'transfer_not_found');
    expectCode(await asClient('c3', 'POST', `/transfer/${crypto.randomUUID()}/approve`), 404, 'transfer_not_found');
    expectCode(await asClient('c3', 'POST', '/transfer/a%23b/approve'), 400, 'invalid_request');
    expect((await asClient('c3', 'GET', '/status')).json.pendingTransfers.map((t: { id: string }) => t.id)).toEqual([pending]);
    expect(await host.services.partners.managerOf(ids.c3)).toBeNull();
  });
});

describe('the managed organisation', () => {
  it('journey: the client revokes its partner and the relationship is gone on both sides', async () => {
    expect((await host.services.partners.managerOf(ids.c4))?.partnerId).toBe(ids.partnerA);
    const before = host.clock.now().getTime();
    const res = await asClient('c4', 'POST', '/partner/revoke');
    // Leaving consolidated billing: direct billing with the release's 30 days of grace, shown on the client's billing.
    const { graceEndsAt } = res.json;
    expect(Date.parse(graceEndsAt) - before).toBeGreaterThanOrEqual(30 * 86_400_000);
    expect(Date.parse(graceEndsAt) - host.clock.now().getTime()).toBeLessThanOrEqual(30 * 86_400_000);
    expect(res.json).toEqual({ revoked: { partnerId: ids.partnerA, partnerName: NAMES.partnerA }, billing: 'direct', graceEndsAt });
    expect((await host.call('GET', '/api/admin/billing', { token: tokens['client:c4'] })).json.graceEndsAt).toBe(graceEndsAt);
    expect(await host.services.partners.managerOf(ids.c4)).toBeNull();
    expect((await host.services.partners.clientsOf(ids.partnerA)).map((c) => c.clientId)).not.toContain(ids.c4);
    expect((await asClient('c4', 'GET', '/status')).json.managedBy).toBeNull();
    expect(await partnerActions('partnerA')).toContain(`client.revoked:${ids.c4}`);
    expect((await clientLog('c4')).find((e) => e.action === 'managed.revoked')).toMatchObject({ target: NAMES.partnerA });
    // Nothing left to revoke.
    expectCode(await asClient('c4', 'POST', '/partner/revoke'), 409, 'no_partner');
  });

  it("refuses a person who is not the organisation's Admin, and every key", async () => {
    const admin = tokens['client:c3'];
    await host.call('PUT', '/api/admin/users', { token: admin, body: { email: `editor@${domainOf('c3')}`, role: 'Editor' } });
    const editor = await host.token({ tenant: ids.c3, user: `editor@${domainOf('c3')}` });
    const pending = (await asClient('c3', 'GET', '/status')).json.pendingTransfers[0].id as string;
    expectCode(await host.call('POST', `/api/admin/managed/transfer/${pending}/approve`, { token: editor }), 403, 'admin_role_required');
    expectCode(await host.call('GET', '/api/admin/managed/status', { token: editor }), 403, 'admin_role_required');
    const key = (
      await host.call('POST', '/api/admin/api-keys', {
        token: admin,
        body: { name: 'all', access: ['templates', 'settings'], readOnly: false },
      })
    ).json.secret as string;
    expectCode(await host.call('POST', `/api/admin/managed/transfer/${pending}/approve`, { token: key }), 404, 'not_available_to_api_keys');
    expectCode(await host.call('POST', '/api/admin/managed/partner/revoke', { token: key }), 404, 'not_available_to_api_keys');
    expectCode(await host.call('POST', '/api/admin/partner/invites', { token: key, body: {} }), 404, 'not_available_to_api_keys');
    expectCode(
      await host.call('POST', '/api/admin/partner/transfers', { token: key, body: { tenantId: ids.c2 } }),
      404,
      'not_available_to_api_keys',
    );
    expect((await asClient('c3', 'GET', '/status')).json.pendingTransfers.map((t: { id: string }) => t.id)).toEqual([pending]);
  });

  // A partner's staff working inside a client (X-Client-Tenant) is kept away from the routes where the organisation
  // answers its partner (403 own_people_only).
  it("refuses the partner's own staff working inside the client (X-Client-Tenant)", async () => {
    const invite = (await asPartner('partnerB', 'POST', '/invites')).json;
    await consentThrough(invite.link, ids.c2);
    const inside = { token: tokens.partnerB, headers: { 'x-client-tenant': ids.c2 } };
    expectCode(await host.call('POST', '/api/admin/managed/partner/revoke', inside), 403, 'own_people_only');
    expectCode(await host.call('GET', '/api/admin/managed/status', inside), 403, 'own_people_only');
    expect((await host.services.partners.managerOf(ids.c2))?.partnerId).toBe(ids.partnerB);
  });

  // Once the client revoked its partner, the partner's calls into it answer 403.
  it("refuses the partner's calls into a client that revoked it", async () => {
    const invite = (await asPartner('partnerA', 'POST', '/invites')).json;
    await consentThrough(invite.link, ids.c5);
    const inside = { token: tokens.partnerA, headers: { 'x-client-tenant': ids.c5 } };
    expect((await host.call('GET', '/api/admin/settings', inside)).status).toBe(200);
    await asClient('c5', 'POST', '/partner/revoke');
    expectCode(await host.call('GET', '/api/admin/settings', inside), 403, 'not_managed');
  });
});

describe('partner staff only', () => {
  // Partner routes are for the partner's staff (403 not_partner_staff) in the roles
  // each route names (403 partner_role_required).
  it('refuses a person who is not on the partner staff, and a Technician, issuing nothing', async () => {
    const outsider = await host.token({ tenant: ids.partnerA, user: `someone@${domainOf('partnerA')}` });
    expectCode(await host.call('POST', '/api/admin/partner/invites', { token: outsider, body: {} }), 403, 'not_partner_staff');
    expectCode(
      await host.call('POST', '/api/admin/partner/transfers', { token: outsider, body: { tenantId: ids.c2 } }),
      403,
      'not_partner_staff',
    );
    const now = host.clock.now().toISOString();
    const tech = `tech@${domainOf('partnerA')}`;
    await host.services.partners.store.changeStaff(ids.partnerA, tech, {
      email: tech,
      role: 'Technician',
      name: null,
      addedAt: now,
      addedBy: 'test',
    });
    const techToken = await host.token({ tenant: ids.partnerA, user: tech });
    const before = (await invitesOf('partnerA')).length;
    expectCode(await host.call('POST', '/api/admin/partner/invites', { token: techToken, body: {} }), 403, 'partner_role_required');
    expectCode(await host.call('GET', '/api/admin/partner/transfers', { token: techToken }), 403, 'partner_role_required');
    expect((await invitesOf('partnerA')).length).toBe(before);
  });
});

describe('purging an organisation', () => {
  const rowsNaming = async (table: string, id: string) => {
    const out: string[] = [];
    for await (const r of host.services.storage.table(table).listEntities())
      if (JSON.stringify(r).includes(id)) out.push(`${r.partitionKey}/${r.rowKey}`);
    return out;
  };

  it('takes its invitations and takeover requests with it, on the partner side and the client side', async () => {
    // Client Three has partner B's pending request; Client Four used partner A's invitation.
    expect(await rowsNaming('transfers', ids.c3)).not.toEqual([]);
    expect(await rowsNaming('partnerinvites', ids.c4)).not.toEqual([]);
    await host.services.tenants.purge(ids.c3);
    await host.services.tenants.purge(ids.c4);
    expect(await rowsNaming('transfers', ids.c3)).toEqual([]);
    expect(await rowsNaming('partnerinvites', ids.c4)).toEqual([]);
    expect((await asPartner('partnerB', 'GET', '/transfers')).json.transfers).toEqual([]);
    // Partner A's list keeps the invitation as used, without naming the organisation that is gone.
    const used = (await invitesOf('partnerA')).filter((i) => i.state === 'accepted');
    expect(used.every((i) => i.acceptedBy?.tenantId !== ids.c4)).toBe(true);

    // Partner B's requests leave the partitions of the organisations it asked.
    expect(await rowsNaming('transfers', ids.partnerB)).not.toEqual([]);
    await host.services.tenants.purge(ids.partnerB);
    expect(await rowsNaming('transfers', ids.partnerB)).toEqual([]);
    expect(await rowsNaming('partnerinvites', ids.partnerB)).toEqual([]);
    expect((await asClient('c2', 'GET', '/status')).json).toEqual({ managedBy: null, pendingTransfers: [] });
  });
});
