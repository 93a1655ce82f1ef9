import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOf } from '../../addin/src/compose.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import type { OutgoingMessage, SigningDecision } from '../../shared/server-side/contract.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';
import { outgoing, serverSideFixture } from './server-side-helpers.js';

/**
 * A message the add-in signed for recipients inside the organisation, sent outside after all from a client without
 * the recipients-changed event: the relay adds the footer for outside recipients it lacks, and nothing else. Over the
 * real service on Azurite (the organisation's templates, footers, tracked links and images).
 */

const { fixture, domains, ids } = serverSideFixture();
const BEN = `ben.okafor@${domains.fab}`;
const ANN = `ann.lee@${domains.fab}`;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const LEGAL = '<p>LEGAL-FOOTER <a href="https://example.org/legal">Terms</a> <img src="cid:seal.png" alt="Seal"></p>';

let host: TestHost;
let admin: string;
let templateId: string;
const api = () => host.api(admin);
const addin = async () => host.api(await host.token({ tenant: ids.A, user: BEN, scope: 'access_as_user' }));
const ask = async (domains?: string[]) =>
  (await addin()).POST('/api/signature', { body: { type: 'new', ...(domains ? { recipients: { domains } } : {}) } });

/** Ben's new message with the add-in's mark, to these recipients. */
function marked(mark: string | null, recipients: string[]): OutgoingMessage {
  const m = outgoing({ sender: BEN });
  return { envelope: { ...m.envelope, recipients }, headers: { ...m.headers, addInMark: mark } };
}
const decide = (mark: string | null, recipients: string[]) => host.services.serverSide.decide(marked(mark, recipients));
/** The add-in's mark for the answer Ben gets for a message to these domains (none: recipients not known). */
const markFor = async (domains?: string[]) => markOf(await ok(ask(domains)))!;
const INTERNAL = [domains.fab];
const EXTERNAL = [domains.fab, 'customer.example'];
const reasonOf = (d: SigningDecision) => (d.action === 'pass' ? d.reason : 'sign');
const inside = [`lena@${domains.fab}`];
const outside = [`lena@${domains.fab}`, 'bob@customer.example'];

beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(fixture), people: fixture, env: { SIGNATURE_CACHE: 'true' } });
  await host.onboard(ids.A);
  admin = await host.token({ tenant: ids.A, user: ANN });
  await ok(api().GET('/api/admin/me'));
  templateId = (await createPublishedWith(api(), { name: 'New', html: '<p>{{displayName}} NEW-SIGNATURE</p>' })).id;
  await ok(api().PUT('/api/admin/templates/{id}/tracking', { params: { path: { id: templateId } }, body: { tracking: true } }));
  await ok(api().PUT('/api/admin/roles', { body: { new: templateId, reply: templateId } }));
  await ok(api().PUT('/api/admin/asset/{name}', { params: { path: { name: 'seal.png' } }, body: { base64: PNG } }));
  await ok(api().PUT('/api/admin/settings', { body: { serverSide: 'unsigned' } }));
});
afterAll(() => host?.close());

describe('the signature answer names the recipients only where something tests them', () => {
  it('is byte for byte the same answer, ETag included, for any recipients while nothing tests them', async () => {
    const token = await host.token({ tenant: ids.A, user: BEN, scope: 'access_as_user' });
    const raw = (domains?: string[]) =>
      host.call('POST', '/api/signature', { token, body: { type: 'new', ...(domains ? { recipients: { domains } } : {}) } });
    const answers = await Promise.all([raw(), raw([domains.fab]), raw(['customer.example'])]);
    const bodies = answers.map((a) => a.text);
    expect(new Set(bodies).size).toBe(1);
    expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
    expect(JSON.parse(bodies[0])).not.toHaveProperty('recipients');
    // The token of the add-in's mark: the day it stops being good, and its MAC.
    expect(JSON.parse(bodies[0]).markToken).toMatch(/^\d+\.[\w-]{22}$/);
  });

  it('says internal, external or not known once a footer is meant for outside recipients', async () => {
    await ok(
      api().POST('/api/admin/footers', {
        body: { name: 'Legal', html: LEGAL, audience: { attribute: 'recipients', operator: 'anyExternal' } },
      }),
    );
    const [none, internal, external] = await Promise.all([ask(), ask([domains.fab]), ask([domains.fab, 'customer.example'])].map(ok));
    expect([none.recipients, internal.recipients, external.recipients]).toEqual([null, 'internal', 'external']);
    expect([internal.html.includes('LEGAL-FOOTER'), external.html.includes('LEGAL-FOOTER')]).toEqual([false, true]);
  });
});

describe("the relay's decision for a message the add-in marked", () => {
  it('adds only the footer for outside recipients to one signed for inside ones and sent outside: links tracked, its image named', async () => {
    const mark = await markFor(INTERNAL);
    expect(mark).toMatch(new RegExp(`^template=${templateId}; version=1; recipients=internal; token=`));
    const decision = await decide(mark, outside);
    expect(decision.action).toBe('sign');
    if (decision.action !== 'sign') return;
    const { html, text, images } = decision.signature;
    expect(html).toContain('LEGAL-FOOTER');
    expect(html).not.toContain('NEW-SIGNATURE');
    expect(html).not.toContain('https://example.org/legal');
    expect(html).toMatch(/href="[^"]*\/r\/[^"]+"/);
    expect(images.map((i) => [i.cid, i.contentType, i.content.toString('base64')])).toEqual([['seal.png', 'image/png', PNG]]);
    expect(text).toContain('LEGAL-FOOTER');
    expect([decision.context.added, decision.context.templateId]).toEqual(['footer_added', undefined]);
  });

  it('adds it too when the mark does not say whom it was signed for', async () => {
    const mark = await markFor();
    expect(mark).not.toContain('recipients=');
    const decision = await decide(mark, outside);
    expect(decision.action === 'sign' && decision.signature.html).toContain('LEGAL-FOOTER');
  });

  it('passes unchanged one signed for outside recipients, and one going only inside', async () => {
    const reasons = await Promise.all([
      decide(await markFor(EXTERNAL), outside),
      decide(await markFor(INTERNAL), inside),
      decide(await markFor(), inside),
    ]);
    expect(reasons.map(reasonOf)).toEqual(['add_in_signed', 'add_in_signed', 'add_in_signed']);
  });

  it('signs an unmarked message whole, footer included, as before', async () => {
    const decision = await decide(null, outside);
    expect(
      decision.action === 'sign' && [decision.signature.html.includes('NEW-SIGNATURE'), decision.signature.html.includes('LEGAL')],
    ).toEqual([true, true]);
  });

  it('trusts no verdict of a mark whose token does not verify: signed whole, footer included, the survey told not to skip it', async () => {
    const genuine = await markFor(INTERNAL);
    const forged = [
      `template=${templateId}; version=1; recipients=external`,
      genuine.replace('recipients=internal', 'recipients=external'),
      genuine.slice(0, genuine.indexOf('; token=')),
    ];
    for (const mark of forged) {
      const decision = await decide(mark, outside);
      expect(decision.action).toBe('sign');
      if (decision.action !== 'sign') return;
      expect([decision.signature.html.includes('NEW-SIGNATURE'), decision.signature.html.includes('LEGAL-FOOTER')]).toEqual([true, true]);
      expect(decision.context.templateId).toBe(templateId);
    }
  });

  it('records the footer added as an applied report that says so', async () => {
    const message = marked(await markFor(INTERNAL), outside);
    const decision = await host.services.serverSide.decide(message);
    await host.services.serverSide.record(message, decision, {
      status: 'signed',
      reason: null,
      nextHop: '250 OK',
      placement: 'body_end',
      captured: null,
    });
    const { events } = await ok(api().GET('/api/admin/activity/events', { params: { query: { origin: 'server' } } }));
    expect(events.map((e) => [e.outcome, e.reason, e.templateId, e.mailbox])).toEqual([['applied', 'footer_added', null, BEN]]);
  });
});
