import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory, type DirectoryFixture } from '../../shared/directory/fixture.js';
import { followConsent, type ConsentOutcome } from '../../local/consent-chain.js';
import { MailError, type MailTransport, type Message } from '../../shared/mail/transport.js';
import { PARTNER_AGREEMENT_VERSION } from '../../shared/partner/records.js';
import type { operations } from '../../portal/src/api/schema.js';
import { ok, statusAndCode, type Refusal } from '../helpers/api.js';
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
// Each organisation's `admin` is its Global Administrator: the one who consents, and so its first Admin.
const fixture: DirectoryFixture = {
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
          directoryRoles: who === 'admin' ? ['Global Administrator' as const] : [],
        })),
      },
    ]),
  ),
};
const directory = new FixtureDirectory(fixture);

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

/** A typed answer's status and code, or a raw one's (a body the schema forbids). */
const expectCode = (res: { response: Response; error?: Refusal } | CallResult, status: number, code: string) =>
  expect('response' in res ? statusAndCode(res) : [res.status, res.json?.code]).toEqual([status, code]);
type PartnerKey = 'partnerA' | 'partnerB' | 'noAgreement';
type InviteBody = NonNullable<operations['postApiAdminPartnerInvites']['requestBody']>['content']['application/json'];
type TransferBody = operations['postApiAdminPartnerTransfers']['requestBody']['content']['application/json'];
const partner = (k: PartnerKey) => host.api(tokens[k]);
const partnerIn = (k: PartnerKey, language: string) => host.api(tokens[k], { 'accept-language': language });
const client = (k: keyof typeof ids) => host.api(tokens[`client:${k}`]);
const issueInvite = (k: PartnerKey, body?: InviteBody) => partner(k).POST('/api/admin/partner/invites', body ? { body } : {});
const revokeInvite = (k: PartnerKey, token: string) =>
  partner(k).DELETE('/api/admin/partner/invites/{token}', { params: { path: { token } } });
const requestTransfer = (k: PartnerKey, body: TransferBody) => partner(k).POST('/api/admin/partner/transfers', { body });
const transfers = (k: PartnerKey) => partner(k).GET('/api/admin/partner/transfers');
const status = (k: keyof typeof ids) => client(k).GET('/api/admin/managed/status');
const answer = (k: keyof typeof ids, id: string, verdict: 'approve' | 'decline') =>
  client(k).POST(`/api/admin/managed/transfer/{id}/${verdict}`, { params: { path: { id } } });
const revokePartner = (k: keyof typeof ids) => client(k).POST('/api/admin/managed/partner/revoke');
const clientLog = async (k: keyof typeof ids) =>
  (await ok(client(k).GET('/api/admin/log', { params: { query: { scope: 'tenant', limit: 500 } } }))).entries;
const partnerActions = async (k: 'partnerA' | 'partnerB') =>
  (await host.services.partners.events(ids[k], 500)).items.map((e) => `${e.action}:${e.clientId ?? ''}`);
const invitesOf = async (k: 'partnerA' | 'partnerB') => (await ok(partner(k).GET('/api/admin/partner/invites'))).invites;

/** The partner's consent link, followed by the client's administrator's browser: consent, sign-in, the callbacks. */
const consentThrough = (link: string, k: keyof typeof ids, cookies?: Map<string, string>) =>
  followConsent(host.url, {
    invite: new URL(link).searchParams.get('invite')!,
    loginHint: adminOf(k),
    headers: { 'x-forwarded-for': host.address },
    cookies,
  });
/** A refusal page's status and code. */
const pageCode = (o: ConsentOutcome) => [o.status, o.code];
/** Consent through the link up to the sign-in's return (not yet fetched): the URL that completes the flow. */
async function upToCompletion(link: string, k: keyof typeof ids) {
  const cookies = new Map<string, string>();
  const start = new URL('/admin/consent', host.url);
  start.searchParams.set('invite', new URL(link).searchParams.get('invite')!);
  start.searchParams.set('login_hint', adminOf(k));
  let url = start;
  for (;;) {
    const cookie = [...cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', headers: { 'x-forwarded-for': host.address, cookie } });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0];
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const next = new URL(res.headers.get('location')!, url);
    if (next.pathname === '/admin/consent/callback' && next.searchParams.has('code')) return { url: next, cookies };
    url = next;
  }
}
/** Completes a flow stopped by `upToCompletion`. */
async function complete(flow: { url: URL; cookies: Map<string, string> }, language = 'en') {
  const cookie = [...flow.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  const headers = { 'x-forwarded-for': host.address, cookie, 'accept-language': language };
  const res = await fetch(flow.url, { redirect: 'manual', headers });
  const text = await res.text();
  return { status: res.status, location: res.headers.get('location'), text, code: /data-code="([a-z_]+)"/.exec(text)?.[1] ?? null };
}
/** Makes `partner` manage `k` through its invitation: an organisation already served approves the takeover request. */
async function linkThrough(link: string, k: keyof typeof ids) {
  const done = await consentThrough(link, k);
  expect(done.portal).not.toBeNull();
  const transfer = done.portal!.searchParams.get('transfer');
  if (transfer) await ok(answer(k, transfer, 'approve'));
}
/** `GET /admin/consent?invite=…` as a browser opens it: a refusal is a page, with its status and code. */
const pageOf = async (invite: string, language = 'en') => {
  const res = await host.call('GET', `/admin/consent?${new URLSearchParams({ invite })}`, { headers: { 'accept-language': language } });
  return [res.status, /data-code="([a-z_]+)"/.exec(res.text)?.[1] ?? null, res.text] as const;
};

async function becomePartner(k: 'partnerA' | 'partnerB') {
  const now = host.clock.now().toISOString();
  const owner = ownerOf(k);
  await host.services.partners.store.acceptAgreement(
    ids[k],
    NAMES[k],
    { version: PARTNER_AGREEMENT_VERSION, acceptedAt: now, acceptedBy: owner },
    {
      oid: null,
      email: owner,
      role: 'Owner',
      name: `Owner of ${NAMES[k]}`,
      addedAt: now,
      addedBy: owner,
    },
  );
}

beforeAll(async () => {
  host = await startTestHost({ directory, people: fixture, mailTransport: mail });
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
  await host.services.partners.store.changeStaff(ids.noAgreement, null, {
    oid: null,
    email: ownerOf('noAgreement'),
    role: 'Owner',
    name: null,
    addedAt: now,
    addedBy: 'test',
  });
  // The first person of each organisation becomes its Admin.
  for (const k of Object.keys(ids) as (keyof typeof ids)[])
    if (k !== 'c4' && k !== 'c5' && k !== 'c6') await ok(client(k).GET('/api/admin/me'));
});
afterAll(() => host.close());

describe('invitations', () => {
  it('issues a consent link valid 14 days, mails it, and lists it as pending', async () => {
    const res = await issueInvite('partnerA', { email: 'It.Admin@client.example', note: 'As discussed <b>today</b>' });
    expect(res.response.status).toBe(201);
    const invite = res.data!;
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
      const res = await issueInvite('partnerA', { email: 'down@client.example' });
      expect(res.response.status).toBe(201);
      expect(res.data?.mail).toEqual({ sent: false, to: 'down@client.example', reason: expect.stringContaining('mailbox unavailable') });
      expect(res.data?.mailedAt).toBeNull();
      expect((await invitesOf('partnerA')).map((i) => i.token)).toContain(res.data?.token);
    } finally {
      mail.fail = false;
    }
  });

  it('issues an invitation without mail when no address is given or sending is turned off', async () => {
    const sent = mail.sent.length;
    const bare = await issueInvite('partnerA');
    expect([bare.response.status, bare.data?.mail.sent, bare.data?.email, bare.data?.domain]).toEqual([201, false, null, null]);
    const unsent = await issueInvite('partnerA', { email: 'later@Client.Example', send: false });
    expect([unsent.response.status, unsent.data?.mail.sent, unsent.data?.email, unsent.data?.domain]).toEqual([
      201,
      false,
      'later@client.example',
      'client.example',
    ]);
    expect(mail.sent.length).toBe(sent);
  });

  it('ties an invitation to a domain named instead of an address (or agreeing with it), and lists it so', async () => {
    const named = await ok(issueInvite('partnerA', { domain: ' Client.Example ' }));
    expect([named.email, named.domain, named.mail.sent]).toEqual([null, 'client.example', false]);
    const both = await ok(issueInvite('partnerA', { email: 'it@client.example', domain: 'client.example', send: false }));
    expect(both.domain).toBe('client.example');
    expect((await invitesOf('partnerA')).find((i) => i.token === named.token)).toMatchObject({ email: null, domain: 'client.example' });
  });

  it('refuses bad input with 400 and issues nothing', async () => {
    const before = (await invitesOf('partnerA')).length;
    for (const body of [{ email: 'not-an-address' }, { send: true }, { note: 'x'.repeat(501) }]) {
      expectCode(await issueInvite('partnerA', body), 400, 'invalid_request');
    }
    // A domain that is none, or that is not the address's, is refused beside its field.
    for (const body of [
      { domain: 'not a domain' },
      { domain: `${'a'.repeat(250)}.example` },
      { domain: 'it@client.example' },
      { email: 'it@client.example', domain: 'sub.client.example', send: false },
    ]) {
      const res = await issueInvite('partnerA', body);
      expectCode(res, 400, 'invalid_request');
      expect([body, Object.keys(res.error?.fields ?? {})]).toEqual([body, ['domain']]);
    }
    // Raw: a property the schema does not know.
    const colour = await host.call('POST', '/api/admin/partner/invites', { token: tokens.partnerA, body: { colour: 'red' } });
    expectCode(colour, 400, 'invalid_request');
    expect((await invitesOf('partnerA')).length).toBe(before);
  });

  it('refuses to invite before the partner agreement is accepted, issuing nothing', async () => {
    const res = await issueInvite('noAgreement', { email: 'x@client.example' });
    expectCode(res, 403, 'partner_agreement_required');
    expect((await host.services.invites.list(ids.noAgreement)).length).toBe(0);
    expect((await host.services.partners.events(ids.noAgreement, 10)).items).toEqual([]);
  });

  it("revokes a pending invitation once; a revoked, unknown, malformed or other partner's token is refused", async () => {
    const token = (await ok(issueInvite('partnerA'))).token;
    const other = (await ok(issueInvite('partnerB'))).token;
    const revoked = await revokeInvite('partnerA', token);
    expect([revoked.response.status, revoked.data?.state]).toEqual([200, 'revoked']);
    expect(revoked.data?.revokedBy).toBe(ownerOf('partnerA'));
    expectCode(await revokeInvite('partnerA', token), 409, 'invite_revoked');
    expectCode(await revokeInvite('partnerA', `${ids.partnerA}.${'A'.repeat(32)}`), 404, 'invite_not_found');
    expectCode(await revokeInvite('partnerA', 'not-a-token'), 400, 'invalid_request');
    // Partner B's invitation is not partner A's to revoke, and stays pending.
    expectCode(await revokeInvite('partnerA', other), 404, 'invite_not_found');
    expect((await invitesOf('partnerB')).find((i) => i.token === other)?.state).toBe('pending');
    expect(await partnerActions('partnerA')).toContain('invite.revoked:');
  });

  it('lists an invitation past its 14 days as expired; it can no longer be revoked or used', async () => {
    const token = (await ok(issueInvite('partnerA'))).token;
    host.clock.advance(15 * 86_400_000);
    try {
      expect((await invitesOf('partnerA')).find((i) => i.token === token)?.state).toBe('expired');
      expectCode(await revokeInvite('partnerA', token), 409, 'invite_expired');
      const [status, code, text] = await pageOf(token);
      expect([status, code]).toEqual([409, 'invite_expired']);
      expect(text).toContain('expired');
      // In German: the partner, and the day as German writes it.
      const expiresAt = (await invitesOf('partnerA')).find((i) => i.token === token)!.expiresAt;
      const day = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(expiresAt));
      const [deStatus, deCode, deText] = await pageOf(token, 'de');
      expect([deStatus, deCode]).toEqual([409, 'invite_expired']);
      expect(deText).toContain(
        `<p>Die Einladung von ${NAMES.partnerA} ist am ${day} abgelaufen. Bitten Sie ${NAMES.partnerA} um eine neue.</p>`,
      );
      const revoke = await partnerIn('partnerA', 'de').DELETE('/api/admin/partner/invites/{token}', { params: { path: { token } } });
      expect([...statusAndCode(revoke), revoke.error?.message]).toEqual([
        409,
        'invite_expired',
        'Diese Einladung ist abgelaufen. Nur eine ausstehende Einladung lässt sich zurückziehen',
      ]);
    } finally {
      host.clock.reset();
    }
    expect((await invitesOf('partnerA')).find((i) => i.token === token)?.state).toBe('pending');
  });

  it('refuses a revoked, unknown or malformed invitation before sending the administrator to consent', async () => {
    const token = (await ok(issueInvite('partnerA'))).token;
    await revokeInvite('partnerA', token);
    const [status, code, text] = await pageOf(token);
    expect([status, code]).toEqual([409, 'invite_revoked']);
    expect(text).toContain(NAMES.partnerA);
    expect((await pageOf(`${ids.partnerB}.${'B'.repeat(32)}`)).slice(0, 2)).toEqual([404, 'invite_not_found']);
    expect((await pageOf("' or 1")).slice(0, 2)).toEqual([404, 'invite_not_found']);
  });
});

describe('consent through an invitation', () => {
  it('journey: invite, consent through the link, the client is managed and both sides recorded it', async () => {
    const invite = await ok(issueInvite('partnerA', { email: adminOf('c4') }));
    // Client Four has never connected the service: the consent onboards it and makes it partner A's client.
    expect(await host.services.tenants.get(ids.c4)).toBeNull();
    const done = await consentThrough(invite.link, 'c4');
    expect(done.portal?.toString()).toBe(`${host.url}/admin?onboarded=${ids.c4}`);
    expect((await host.services.tenants.get(ids.c4))?.state).toBe('active');

    const clients = await host.services.partners.clientsOf(ids.partnerA);
    expect(clients.find((c) => c.clientId === ids.c4)).toMatchObject({ partnerName: NAMES.partnerA, via: 'invite' });
    const listed = (await invitesOf('partnerA')).find((i) => i.token === invite.token)!;
    expect(listed.state).toBe('accepted');
    expect(listed.acceptedBy).toEqual({ tenantId: ids.c4, name: NAMES.c4 });
    expect(await partnerActions('partnerA')).toEqual(expect.arrayContaining([`invite.accepted:${ids.c4}`, `client.linked:${ids.c4}`]));

    await ok(client('c4').GET('/api/admin/me'));
    expect(await ok(status('c4'))).toMatchObject({
      managedBy: { partnerId: ids.partnerA, partnerName: NAMES.partnerA, via: 'invite' },
      pendingTransfers: [],
    });
    expect((await clientLog('c4')).find((e) => e.action === 'managed.linked')).toMatchObject({
      target: NAMES.partnerA,
      details: { partnerId: ids.partnerA, via: 'invite' },
    });

    // The link was used: it cannot start another consent.
    expect((await pageOf(invite.token)).slice(0, 2)).toEqual([409, 'invite_used']);
    expectCode(await revokeInvite('partnerA', invite.token), 409, 'invite_used');
  });

  it('does not move an organisation already served: its consent through the link is a takeover request its Admin answers', async () => {
    const created = (await host.services.tenants.get(ids.c1))!.createdAt;
    const before = await host.services.partners.managerOf(ids.c1);
    const invite = await ok(issueInvite('partnerA'));
    // Two consents from the same link by the same organisation (a second tab): the later one is no second request.
    const tabs = [await upToCompletion(invite.link, 'c1'), await upToCompletion(invite.link, 'c1')];
    const transferOf = (res: { location: string | null }) => new URL(res.location ?? '/', host.url).searchParams.get('transfer');
    const transfer = transferOf(await complete(tabs[0]));
    expect(transfer).toBeTruthy();
    expect(await host.services.partners.managerOf(ids.c1)).toEqual(before);
    expect((await host.services.tenants.get(ids.c1))!.createdAt).toBe(created);
    expect((await ok(status('c1'))).pendingTransfers.map((t) => [t.id, t.partnerId])).toEqual([[transfer, ids.partnerA]]);
    const events = (await partnerActions('partnerA')).length;
    expect(transferOf(await complete(tabs[1]))).toBe(transfer);
    expect((await partnerActions('partnerA')).length).toBe(events);
    // Approved, it moves (the later tests find Client One managed by partner A, as an invitation once made it).
    await ok(answer('c1', transfer!, 'approve'));
    expect((await host.services.partners.managerOf(ids.c1))?.partnerId).toBe(ids.partnerA);
  });

  it('is single use under two concurrent callbacks of two organisations: one is linked, the other onboarded only', async () => {
    const invite = await ok(issueInvite('partnerB'));
    const flows = [await upToCompletion(invite.link, 'c5'), await upToCompletion(invite.link, 'c6')];
    const [r5, r6] = await Promise.all(flows.map((f) => complete(f)));
    expect([r5.status, r6.status].sort()).toEqual([302, 409]);
    const refused = r5.status === 409 ? r5 : r6;
    expect(refused.code).toBe('invite_used');
    expect(refused.text).toContain('Your organisation is connected');
    const managed = await Promise.all([ids.c5, ids.c6].map((c) => host.services.partners.managerOf(c)));
    expect(managed.filter((m) => m?.partnerId === ids.partnerB)).toHaveLength(1);
    // Both consents onboarded their organisation.
    expect((await host.services.tenants.get(ids.c5))?.state).toBe('active');
    expect((await host.services.tenants.get(ids.c6))?.state).toBe('active');
  });

  it('onboards but does not link when the invitation was revoked between the redirect and the callback', async () => {
    const invite = await ok(issueInvite('partnerB'));
    const flow = await upToCompletion(invite.link, 'c7');
    await revokeInvite('partnerB', invite.token);
    const res = await complete(flow);
    expect([res.status, res.code]).toEqual([409, 'invite_revoked']);
    expect(res.text).toContain('Your organisation is connected to the service, but the invitation was not applied.');
    expect(await host.services.partners.managerOf(ids.c7)).toBeNull();
    expect((await invitesOf('partnerB')).find((i) => i.token === invite.token)?.state).toBe('revoked');

    // Again in German, through another invitation: the consent page says why the invitation was not applied.
    const again = await ok(issueInvite('partnerB'));
    const germanFlow = await upToCompletion(again.link, 'c7');
    await revokeInvite('partnerB', again.token);
    const german = await complete(germanFlow, 'de');
    expect([german.status, german.code]).toEqual([409, 'invite_revoked']);
    expect(german.text).toContain(
      `<p>Ihre Organisation ist mit dem Dienst verbunden, aber die Einladung wurde nicht angewendet. ${NAMES.partnerB} hat diese Einladung zurückgezogen. Bitten Sie ${NAMES.partnerB} um eine neue.</p>`,
    );
    expect(await host.services.partners.managerOf(ids.c7)).toBeNull();
    expect((await invitesOf('partnerB')).find((i) => i.token === again.token)?.state).toBe('revoked');
  });

  it("refuses a partner's consent through its own invitation, linking nothing", async () => {
    const invite = await ok(issueInvite('partnerB'));
    expect(pageCode(await consentThrough(invite.link, 'partnerB'))).toEqual([409, 'invite_own_organisation']);
    expect(await host.services.partners.managerOf(ids.partnerB)).toBeNull();
    expect((await invitesOf('partnerB')).find((i) => i.token === invite.token)?.state).toBe('pending');
  });
});

describe('takeover requests', () => {
  it('journey: request by domain, the client sees it, declines it, and nothing moves', async () => {
    const res = await requestTransfer('partnerB', { domain: domainOf('c2').toUpperCase() });
    expect(res.response.status).toBe(201);
    expect(res.data).toMatchObject({
      partnerId: ids.partnerB,
      clientId: ids.c2,
      clientName: NAMES.c2,
      state: 'pending',
      requestedBy: ownerOf('partnerB'),
    });
    const id = res.data!.id;
    expect((await ok(transfers('partnerB'))).transfers.map((t) => t.id)).toContain(id);
    const managed = await ok(status('c2'));
    expect(managed.managedBy).toBeNull();
    expect(managed.pendingTransfers).toEqual([expect.objectContaining({ id, partnerName: NAMES.partnerB })]);
    expect((await clientLog('c2')).map((e) => e.action)).toContain('managed.transfer.requested');

    const declined = await answer('c2', id, 'decline');
    expect([declined.response.status, declined.data?.transfer.state, declined.data?.managedBy]).toEqual([200, 'declined', null]);
    expect((await ok(status('c2'))).pendingTransfers).toEqual([]);
    expect((await ok(transfers('partnerB'))).transfers).toEqual([]);
    expect(await host.services.partners.managerOf(ids.c2)).toBeNull();
    expect(await partnerActions('partnerB')).toEqual(
      expect.arrayContaining([`transfer.requested:${ids.c2}`, `transfer.declined:${ids.c2}`]),
    );
    expect((await clientLog('c2')).map((e) => e.action)).toContain('managed.transfer.declined');

    // Answered once: a second answer is refused and changes nothing.
    expectCode(await answer('c2', id, 'approve'), 409, 'transfer_answered');
    expectCode(await answer('c2', id, 'decline'), 409, 'transfer_answered');
    expect(await host.services.partners.managerOf(ids.c2)).toBeNull();
  });

  it('journey: request by tenant id, approved: the client moves from its previous partner', async () => {
    // Client One is partner A's (linked through an invitation above); partner B asks for it.
    expect((await host.services.partners.managerOf(ids.c1))?.partnerId).toBe(ids.partnerA);
    const id = (await ok(requestTransfer('partnerB', { tenantId: ids.c1.toUpperCase() }))).id;
    const approved = await answer('c1', id, 'approve');
    expect(approved.response.status).toBe(200);
    expect(approved.data).toMatchObject({
      transfer: { id, state: 'approved', answeredBy: adminOf('c1') },
      managedBy: { partnerId: ids.partnerB, partnerName: NAMES.partnerB, via: 'transfer' },
      previous: { partnerId: ids.partnerA, partnerName: NAMES.partnerA },
    });
    expect((await host.services.partners.clientsOf(ids.partnerB)).map((c) => c.clientId)).toContain(ids.c1);
    expect((await host.services.partners.clientsOf(ids.partnerA)).map((c) => c.clientId)).not.toContain(ids.c1);
    expect((await ok(status('c1'))).managedBy).toMatchObject({ partnerId: ids.partnerB, via: 'transfer' });
    expect(await partnerActions('partnerB')).toEqual(expect.arrayContaining([`transfer.approved:${ids.c1}`, `client.linked:${ids.c1}`]));
    expect(await partnerActions('partnerA')).toContain(`client.revoked:${ids.c1}`);
    expect((await clientLog('c1')).find((e) => e.action === 'managed.moved')).toMatchObject({
      target: NAMES.partnerB,
      details: { partnerId: ids.partnerB, via: 'transfer', from: { partnerId: ids.partnerA, partnerName: NAMES.partnerA } },
    });
    expect((await ok(transfers('partnerB'))).transfers).toEqual([]);
  });

  it('refuses requests for unknown, own, already managed or already requested organisations, recording nothing', async () => {
    const before = (await partnerActions('partnerB')).length;
    expectCode(await requestTransfer('partnerB', { domain: 'nobody-here.example' }), 404, 'organisation_not_found');
    expectCode(await requestTransfer('partnerB', { tenantId: crypto.randomUUID() }), 404, 'organisation_not_found');
    expectCode(await requestTransfer('partnerB', { domain: domainOf('partnerB') }), 409, 'own_organisation');
    expectCode(await requestTransfer('partnerB', { tenantId: ids.c1 }), 409, 'already_managed');
    const first = await requestTransfer('partnerB', { tenantId: ids.c3 });
    expect(first.response.status).toBe(201);
    const again = await requestTransfer('partnerB', { domain: domainOf('c3') });
    expectCode(again, 409, 'transfer_pending');
    expect(again.error?.id).toBe(first.data?.id);
    expect((await ok(status('c3'))).pendingTransfers).toHaveLength(1);
    expect((await partnerActions('partnerB')).length).toBe(before + 1);
  });

  it('refuses bad input with 400', async () => {
    for (const body of [{}, { domain: 'a.example', tenantId: ids.c3 }, { domain: 'not a domain' }, { tenantId: 'nope' }]) {
      expectCode(await requestTransfer('partnerB', body), 400, 'invalid_request');
    }
    // Raw: a property the schema does not know.
    const extra = await host.call('POST', '/api/admin/partner/transfers', {
      token: tokens.partnerB,
      body: { domain: 'x.example', extra: 1 },
    });
    expectCode(extra, 400, 'invalid_request');
  });

  it('refuses a request before the partner agreement is accepted; the organisation sees nothing', async () => {
    expectCode(await requestTransfer('noAgreement', { tenantId: ids.c2 }), 403, 'partner_agreement_required');
    expect((await ok(status('c2'))).pendingTransfers).toEqual([]);
    expectCode(await transfers('noAgreement'), 403, 'partner_agreement_required');
  });

  it('answers 404 for a takeover request of another organisation or none, and changes nothing', async () => {
    const pending = (await ok(status('c3'))).pendingTransfers[0].id;
    // Client Two cannot answer Client Three's request.
    expectCode(await answer('c2', pending, 'approve'), 404, 'transfer_not_found');
    expectCode(await answer('c2', pending, 'decline'), 404, 'transfer_not_found');
    expectCode(await answer('c3', crypto.randomUUID(), 'approve'), 404, 'transfer_not_found');
    expectCode(await answer('c3', 'a#b', 'approve'), 400, 'invalid_request');
    expect((await ok(status('c3'))).pendingTransfers.map((t) => t.id)).toEqual([pending]);
    expect(await host.services.partners.managerOf(ids.c3)).toBeNull();
  });
});

describe('the managed organisation', () => {
  it('journey: the client revokes its partner and the relationship is gone on both sides', async () => {
    expect((await host.services.partners.managerOf(ids.c4))?.partnerId).toBe(ids.partnerA);
    const before = host.clock.now().getTime();
    const res = await revokePartner('c4');
    // Leaving consolidated billing: direct billing with the release's 30 days of grace, shown on the client's billing.
    const { graceEndsAt } = res.data!;
    expect(Date.parse(graceEndsAt) - before).toBeGreaterThanOrEqual(30 * 86_400_000);
    expect(Date.parse(graceEndsAt) - host.clock.now().getTime()).toBeLessThanOrEqual(30 * 86_400_000);
    expect(res.data).toEqual({ revoked: { partnerId: ids.partnerA, partnerName: NAMES.partnerA }, billing: 'direct', graceEndsAt });
    expect((await ok(client('c4').GET('/api/admin/billing'))).graceEndsAt).toBe(graceEndsAt);
    expect(await host.services.partners.managerOf(ids.c4)).toBeNull();
    expect((await host.services.partners.clientsOf(ids.partnerA)).map((c) => c.clientId)).not.toContain(ids.c4);
    expect((await ok(status('c4'))).managedBy).toBeNull();
    expect(await partnerActions('partnerA')).toContain(`client.revoked:${ids.c4}`);
    expect((await clientLog('c4')).find((e) => e.action === 'managed.revoked')).toMatchObject({ target: NAMES.partnerA });
    // Nothing left to revoke.
    expectCode(await revokePartner('c4'), 409, 'no_partner');
  });

  it("refuses a person who is not the organisation's Admin, and every key", async () => {
    await ok(client('c3').PUT('/api/admin/users', { body: { email: `editor@${domainOf('c3')}`, role: 'Editor' } }));
    const editor = host.api(await host.token({ tenant: ids.c3, user: `editor@${domainOf('c3')}` }));
    const pending = (await ok(status('c3'))).pendingTransfers[0].id;
    const approve = (caller: typeof editor) =>
      caller.POST('/api/admin/managed/transfer/{id}/approve', { params: { path: { id: pending } } });
    expectCode(await approve(editor), 403, 'admin_role_required');
    expectCode(await editor.GET('/api/admin/managed/status'), 403, 'admin_role_required');
    const { secret } = await ok(
      client('c3').POST('/api/admin/api-keys', { body: { name: 'all', access: ['templates', 'settings'], readOnly: false } }),
    );
    const key = host.api(secret);
    expectCode(await approve(key), 404, 'not_available_to_api_keys');
    expectCode(await key.POST('/api/admin/managed/partner/revoke'), 404, 'not_available_to_api_keys');
    expectCode(await key.POST('/api/admin/partner/invites', { body: {} }), 404, 'not_available_to_api_keys');
    expectCode(await key.POST('/api/admin/partner/transfers', { body: { tenantId: ids.c2 } }), 404, 'not_available_to_api_keys');
    expect((await ok(status('c3'))).pendingTransfers.map((t) => t.id)).toEqual([pending]);
  });

  // A partner's staff working inside a client (X-Client-Tenant) is kept away from the routes where the organisation
  // answers its partner (403 own_people_only).
  it("refuses the partner's own staff working inside the client (X-Client-Tenant)", async () => {
    const invite = await ok(issueInvite('partnerB'));
    await linkThrough(invite.link, 'c2');
    const inside = host.api(tokens.partnerB, { 'x-client-tenant': ids.c2 });
    expectCode(await inside.POST('/api/admin/managed/partner/revoke'), 403, 'own_people_only');
    expectCode(await inside.GET('/api/admin/managed/status'), 403, 'own_people_only');
    expect((await host.services.partners.managerOf(ids.c2))?.partnerId).toBe(ids.partnerB);
  });

  // Once the client revoked its partner, the partner's calls into it answer 403.
  it("refuses the partner's calls into a client that revoked it", async () => {
    const invite = await ok(issueInvite('partnerA'));
    await linkThrough(invite.link, 'c5');
    const inside = host.api(tokens.partnerA, { 'x-client-tenant': ids.c5 });
    expect((await inside.GET('/api/admin/settings')).response.status).toBe(200);
    await revokePartner('c5');
    expectCode(await inside.GET('/api/admin/settings'), 403, 'not_managed');
  });
});

describe('partner staff only', () => {
  // Partner routes are for the partner's staff (403 not_partner_staff) in the roles
  // each route names (403 partner_role_required).
  it('refuses a person who is not on the partner staff, and a Technician, issuing nothing', async () => {
    const outsider = host.api(await host.token({ tenant: ids.partnerA, user: `someone@${domainOf('partnerA')}` }));
    expectCode(await outsider.POST('/api/admin/partner/invites', { body: {} }), 403, 'not_partner_staff');
    expectCode(await outsider.POST('/api/admin/partner/transfers', { body: { tenantId: ids.c2 } }), 403, 'not_partner_staff');
    const now = host.clock.now().toISOString();
    const tech = `tech@${domainOf('partnerA')}`;
    await host.services.partners.store.changeStaff(ids.partnerA, null, {
      oid: null,
      email: tech,
      role: 'Technician',
      name: null,
      addedAt: now,
      addedBy: 'test',
    });
    const technician = host.api(await host.token({ tenant: ids.partnerA, user: tech }));
    const before = (await invitesOf('partnerA')).length;
    expectCode(await technician.POST('/api/admin/partner/invites', { body: {} }), 403, 'partner_role_required');
    expectCode(await technician.GET('/api/admin/partner/transfers'), 403, 'partner_role_required');
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
    const usedByFour = (await invitesOf('partnerA')).filter((i) => i.state === 'accepted' && i.acceptedBy?.tenantId === ids.c4);
    expect(usedByFour).toHaveLength(1);
    await host.services.tenants.purge(ids.c3);
    await host.services.tenants.purge(ids.c4);
    expect(await rowsNaming('transfers', ids.c3)).toEqual([]);
    expect(await rowsNaming('partnerinvites', ids.c4)).toEqual([]);
    expect((await ok(transfers('partnerB'))).transfers).toEqual([]);
    // Partner A's list keeps the invitation as used, without naming the organisation that is gone.
    const kept = (await invitesOf('partnerA')).find((i) => i.token === usedByFour[0].token);
    expect([kept?.state, kept?.acceptedBy?.tenantId]).toEqual(['accepted', undefined]);

    // Partner B's requests leave the partitions of the organisations it asked.
    expect(await rowsNaming('transfers', ids.partnerB)).not.toEqual([]);
    await host.services.tenants.purge(ids.partnerB);
    expect(await rowsNaming('transfers', ids.partnerB)).toEqual([]);
    expect(await rowsNaming('partnerinvites', ids.partnerB)).toEqual([]);
    expect(await ok(status('c2'))).toEqual({ managedBy: null, pendingTransfers: [] });
  });
});
