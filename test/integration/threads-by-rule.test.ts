import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';
import { outgoing, serverSideFixture } from './server-side-helpers.js';

// Once per thread set on an assignment rule: it overrides the organisation's setting for the replies whose template
// the rule chooses, in the relay's decision, the add-in's answer, the simulation and the message trail.
const { fixture, domains, ids } = serverSideFixture();
const BEN = `ben.okafor@${domains.fab}`;

let host: TestHost;
let admin: string;
let fullId: string;
let replyId: string;
const api = () => host.api(admin);
const rule = (threadSignature?: unknown) => ({
  name: 'Customers',
  attribute: 'recipients',
  operator: 'anyExternal',
  new: fullId,
  reply: replyId,
  ...(threadSignature === undefined ? {} : { threadSignature }),
});
const decide = () => host.services.serverSide.decide(outgoing({ sender: BEN, inReplyTo: '<x@example.org>' }));

beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(fixture), people: fixture, env: { SIGNATURE_CACHE: 'false' } });
  await host.onboard(ids.A);
  admin = await host.token({ tenant: ids.A, user: `ann.lee@${domains.fab}` });
  await ok(api().GET('/api/admin/me'));
  fullId = (await createPublishedWith(api(), { name: 'Full', html: '<p>{{displayName}} FULL-SIGNATURE</p>' })).id;
  replyId = (await createPublishedWith(api(), { name: 'Short', html: '<p>-- {{displayName}} REPLY-SIGNATURE</p>' })).id;
  await ok(api().PUT('/api/admin/roles', { body: { new: fullId, reply: replyId } }));
  await ok(api().PUT('/api/admin/settings', { body: { serverSide: 'all', threadSignature: 'every' } }));
});
afterAll(() => host.close());

describe('once per thread set on a rule', () => {
  it('is kept with the rule, and a value that is none of the two is refused with a code, changing nothing', async () => {
    const saved = await ok(api().PUT('/api/admin/rules', { body: { rules: [rule('oncePerThread') as never] } }));
    expect(saved.rules[0]).toMatchObject({ name: 'Customers', threadSignature: 'oncePerThread' });
    for (const bad of ['sometimes', null, 1]) {
      const res = await host.call('PUT', '/api/admin/rules', { token: admin, body: { rules: [rule(bad)] } });
      expect([res.status, res.json.code]).toEqual([400, 'invalid_request']);
    }
    expect((await ok(api().GET('/api/admin/rules'))).rules).toEqual(saved.rules);
  });

  it('decides the relay’s reply for the mailboxes whose reply template the rule chooses, though the organisation signs every reply', async () => {
    const d = await decide();
    if (d.action !== 'sign') throw new Error(JSON.stringify(d));
    expect(d.signature.html).toContain('FULL-SIGNATURE');
    expect(d.inThread?.signature?.html).toContain('REPLY-SIGNATURE');
    expect(d.context).toMatchObject({ threadRule: 'Customers' });
  });

  it('the simulation says the rule decided, and the organisation where the rule does not apply', async () => {
    const outside = await ok(api().POST('/api/admin/rules/simulate', { body: { email: BEN, recipients: { domains: ['example.org'] } } }));
    expect(outside.thread).toMatchObject({ signature: 'oncePerThread', decidedBy: { kind: 'rule', name: 'Customers' } });
    expect(outside.thread?.explanation).toContain('The rule “Customers” sets this for the mailbox’s replies.');
    const inside = await ok(api().POST('/api/admin/rules/simulate', { body: { email: BEN, recipients: { domains: [domains.fab] } } }));
    expect(inside.thread).toMatchObject({ signature: 'every', decidedBy: { kind: 'organisation' } });
  });

  it('the add-in’s answer follows the rule', async () => {
    const token = await host.token({ tenant: ids.A, user: BEN, scope: 'access_as_user' });
    const ask = (domainsAsked: string[]) =>
      host.call('POST', '/api/signature', {
        token,
        body: { type: 'reply', recipients: { domains: domainsAsked }, thread: { quotedSignature: true } },
      });
    const outside = await ask(['example.org']);
    expect(outside.json.thread).toMatchObject({ inThread: true });
    expect(outside.json.html).toContain('REPLY-SIGNATURE');
    const inside = await ask([domains.fab]);
    expect(inside.json.thread).toMatchObject({ inThread: false });
  });

  it('the message trail names the rule that decided', async () => {
    const decision = await decide();
    const message = outgoing({ sender: BEN, inReplyTo: '<x@example.org>', messageId: '<rule-thread@fabrikam>' });
    const outcome = { status: 'signed', reason: null, nextHop: '250 OK', placement: 'marker:gmail_quote', captured: null } as const;
    await host.services.serverSide.record(message, decision, { ...outcome, inThread: true });
    const entries = async () =>
      (await ok(api().GET('/api/admin/trail', { params: { query: { messageId: '<rule-thread@fabrikam>' } } }))).entries;
    await expect.poll(async () => (await entries()).length).toBe(1);
    const [entry] = await entries();
    expect(entry.explanation).toContain('the rule ');
    expect(entry.explanation).toContain('Customers');
    expect(entry.explanation).toContain('signs their replies once per thread');
  });
});
