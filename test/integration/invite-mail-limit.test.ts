import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MAILS_PER_DAY } from '../../shared/partner/invites/service.js';
import { PARTNER_AGREEMENT_VERSION } from '../../shared/partner/records.js';
import { MailError, type MailTransport, type Message } from '../../shared/mail/transport.js';
import { TestClock } from '../helpers/clock.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/** Mail accepted for sending, kept in `sent`. */
const mail = {
  kind: 'test',
  available: true,
  sent: [] as Message[],
  async send(m: Message) {
    if (!m.to) throw new MailError('no recipient');
    this.sent.push(m);
    return { id: crypto.randomUUID() };
  },
} satisfies MailTransport & { sent: Message[] };

const clock = new TestClock();
let host: TestHost;
let owner: string;

beforeAll(async () => {
  host = await startTestHost({ clock, mailTransport: mail });
  const partner = host.tenants[0];
  await host.onboard(partner);
  owner = await host.token({ tenant: partner, user: 'ann.lee@fabrikam.test', oid: 'a-ann' });
  await host.succeed('POST', '/api/admin/partner/agreement/accept', { token: owner, body: { version: PARTNER_AGREEMENT_VERSION } });
});
afterAll(() => host.close());

const invite = (body: Record<string, unknown>) => host.call('POST', '/api/admin/partner/invites', { token: owner, body });
const invitations = async () =>
  ((await host.succeed('GET', '/api/admin/partner/invites', { token: owner })) as { invites: unknown[] }).invites.length;

describe('invitation mail, limited per partner per day', () => {
  it(`mails ${INVITE_MAILS_PER_DAY} a day, then refuses to mail (429, Retry-After until midnight UTC) issuing nothing`, async () => {
    clock.freeze('2031-03-04T12:00:00Z');
    for (let i = 0; i < INVITE_MAILS_PER_DAY; i++) {
      const res = await invite({ email: `client${i}@client.example` });
      expect(res.status).toBe(201);
    }
    expect(mail.sent).toHaveLength(INVITE_MAILS_PER_DAY);
    const before = await invitations();

    const refused = await invite({ email: 'one.more@client.example', note: 'over the limit' });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'invitation_mail_limit', retryAfter: 43_200, resetsAt: '2031-03-05T00:00:00.000Z' });
    expect(refused.headers.get('retry-after')).toBe('43200');
    expect(refused.json.message).toBe(
      'Your organisation has mailed 50 invitations today, the most we send in a day. You can still create the invitation without mailing it and send the link yourself, or mail it after 00:00 UTC.',
    );
    // In German: the same limit and time, its code and extras kept.
    const german = await host.call('POST', '/api/admin/partner/invites', {
      token: owner,
      body: { email: 'one.more@client.example' },
      headers: { 'accept-language': 'de' },
    });
    expect([german.status, german.json.code, german.json.retryAfter, german.json.message]).toEqual([
      429,
      'invitation_mail_limit',
      43_200,
      'Ihre Organisation hat heute 50 Einladungen per E-Mail verschickt, so viele, wie wir an einem Tag senden. Sie können die Einladung trotzdem ohne E-Mail erstellen und den Link selbst weitergeben oder sie nach 00:00 Uhr UTC per E-Mail senden.',
    ]);
    expect(await invitations()).toBe(before);
    expect(mail.sent).toHaveLength(INVITE_MAILS_PER_DAY);

    // The link may still be issued without mail, and mail is sent again the next day.
    const unmailed = await invite({ email: 'one.more@client.example', send: false });
    expect([unmailed.status, unmailed.json.mail.sent]).toEqual([201, false]);
    clock.freeze('2031-03-05T00:00:01Z');
    const nextDay = await invite({ email: 'one.more@client.example' });
    expect([nextDay.status, nextDay.json.mail.sent]).toEqual([201, true]);
    clock.reset();
  });
});
