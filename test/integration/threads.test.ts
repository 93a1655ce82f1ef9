import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SigningDecision } from '../../shared/server-side/contract.js';
import { ownMarksIn, senderTag } from '../../shared/threads/own-mark.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';
import { outgoing, serverSideFixture } from './server-side-helpers.js';

const { fixture, domains, ids } = serverSideFixture();
const BEN = `ben.okafor@${domains.fab}`;

let host: TestHost;
let admin: string;
let newId: string;
let replyId: string;
const api = () => host.api(admin);
const decide = async (reply: boolean) => {
  const d = await host.services.serverSide.decide(outgoing({ sender: BEN, ...(reply ? { inReplyTo: '<x@example.org>' } : {}) }));
  if (d.action !== 'sign') throw new Error(`passed: ${JSON.stringify(d)}`);
  return d;
};
const put = (body: Record<string, unknown>) => host.call('PUT', '/api/admin/settings', { token: admin, body });

beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(fixture), people: fixture, env: { SIGNATURE_CACHE: 'false' } });
  await host.onboard(ids.A);
  admin = await host.token({ tenant: ids.A, user: `ann.lee@${domains.fab}` });
  await ok(api().GET('/api/admin/me'));
  newId = (await createPublishedWith(api(), { name: 'Full', html: '<p>{{displayName}} FULL-SIGNATURE</p>' })).id;
  replyId = (await createPublishedWith(api(), { name: 'Short', html: '<p>-- {{displayName}} REPLY-SIGNATURE</p>' })).id;
  await ok(api().PUT('/api/admin/roles', { body: { new: newId, reply: replyId } }));
  await ok(api().POST('/api/admin/banners', { body: { name: 'Spring', html: '<p>SPRING-BANNER</p>' } }));
  await ok(api().POST('/api/admin/footers', { body: { name: 'Legal', html: '<p>LEGAL-FOOTER</p>' } }));
  await ok(api().PUT('/api/admin/settings', { body: { serverSide: 'all' } }));
});
afterAll(() => host.close());

describe('the thread settings', () => {
  it('start as every reply signed and footers removed; take both values; refuse others, changing nothing', async () => {
    expect(await ok(api().GET('/api/admin/settings'))).toMatchObject({ threadSignature: 'every', removeMobileFooters: true });
    for (const body of [
      { threadSignature: 'sometimes' },
      { threadSignature: null },
      { removeMobileFooters: 'yes' },
      { threadSignature: 'oncePerReply' },
    ]) {
      const res = await put(body);
      expect([res.status, res.json.code]).toEqual([400, 'invalid_request']);
    }
    expect(await ok(api().GET('/api/admin/settings'))).toMatchObject({ threadSignature: 'every', removeMobileFooters: true });
  });
});

describe('the relay’s decision', () => {
  it('every: a reply gets its reply signature, marked as the full one, with footers tidied and no thread choice', async () => {
    await ok(api().PUT('/api/admin/settings', { body: { threadSignature: 'every', removeMobileFooters: true } }));
    const d = await decide(true);
    expect(d.signature.html).toContain('REPLY-SIGNATURE');
    expect(ownMarksIn(d.signature.html)).toEqual([{ kind: 'f', sender: senderTag(BEN) }]);
    expect(d.tidying).toEqual({ unlessSigned: true, removeMobileFooters: true });
    expect(d.inThread).toBeUndefined();
  });

  it('once per thread: the full signature with banners, and the reply one without banners for a thread that holds it', async () => {
    await ok(api().PUT('/api/admin/settings', { body: { threadSignature: 'oncePerThread', removeMobileFooters: false } }));
    const d: Extract<SigningDecision, { action: 'sign' }> = await decide(true);
    expect(d.signature.html).toContain('FULL-SIGNATURE');
    expect(d.signature.html).toContain('SPRING-BANNER');
    expect(d.signature.html).toContain('LEGAL-FOOTER');
    expect(d.context).toMatchObject({ templateId: newId, threadTemplateId: replyId, threadVersion: 1 });
    expect(d.tidying).toEqual({ unlessSigned: true, removeMobileFooters: false });
    const short = d.inThread?.signature;
    expect(d.inThread?.sender).toBe(senderTag(BEN));
    expect(short?.html).toContain('REPLY-SIGNATURE');
    expect(short?.html).toContain('LEGAL-FOOTER');
    expect(short?.html).not.toContain('SPRING-BANNER');
    expect(ownMarksIn(short!.html)).toEqual([{ kind: 'r', sender: senderTag(BEN) }]);
    // A new message is no reply: no thread choice.
    expect((await decide(false)).inThread).toBeUndefined();
  });

  it('the simulation says what a reply in a thread gets', async () => {
    const sim = await ok(api().POST('/api/admin/rules/simulate', { body: { email: BEN } }));
    expect(sim.thread?.signature).toBe('oncePerThread');
    expect(sim.thread?.explanation).toContain('once per thread');
    expect(sim.thread?.explanation).toContain('“Short” without banners');
    await ok(api().PUT('/api/admin/settings', { body: { threadSignature: 'every' } }));
    const every = await ok(api().POST('/api/admin/rules/simulate', { body: { email: BEN } }));
    expect(every.thread).toEqual({
      signature: 'every',
      decidedBy: { kind: 'organisation' },
      explanation: expect.stringContaining('Every reply carries its reply signature (“Short”)'),
    });
  });

  it('the message trail says when the thread decided, when a footer went and when the new text was already signed', async () => {
    await ok(api().PUT('/api/admin/settings', { body: { threadSignature: 'oncePerThread' } }));
    const decision = await decide(true);
    const message = outgoing({ sender: BEN, inReplyTo: '<x@example.org>', messageId: '<thread-1@fabrikam>' });
    const outcome = { status: 'signed', reason: null, nextHop: '250 OK', placement: 'marker:gmail_quote', captured: null } as const;
    await host.services.serverSide.record(message, decision, { ...outcome, inThread: true, footerRemoved: true });
    const passed = { ...outgoing({ sender: BEN, messageId: '<thread-2@fabrikam>' }) };
    await host.services.serverSide.record(passed, decision, { ...outcome, status: 'unchanged', reason: 'already_signed', placement: null });
    const entries = async (messageId: string) => (await ok(api().GET('/api/admin/trail', { params: { query: { messageId } } }))).entries;
    await expect.poll(async () => (await entries('<thread-1@fabrikam>')).length).toBe(1);
    const [signed] = await entries('<thread-1@fabrikam>');
    expect(signed).toMatchObject({ outcome: 'signed', templateId: replyId, version: 1 });
    expect(signed.explanation).toContain('the organisation signs once per thread, so the reply signature was used, without banners');
    expect(signed.explanation).toContain('“Sent from my iPhone”) was taken off the end of the new text');
    await expect.poll(async () => (await entries('<thread-2@fabrikam>')).length).toBe(1);
    const [already] = await entries('<thread-2@fabrikam>');
    expect(already).toMatchObject({ outcome: 'passed', reason: 'already_signed' });
    expect(already.explanation).toContain('already holds a signature of the service');
  });
});
