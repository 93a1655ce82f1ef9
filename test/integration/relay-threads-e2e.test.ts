import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { ownMarksIn, senderTag } from '../../shared/threads/own-mark.js';
import { ok } from '../helpers/api.js';
import { expectPassedUnchanged, fromExchange } from '../helpers/relay-signing.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { startRelayBeside, type RelayBeside } from '../helpers/relay-beside.js';
import { createPublishedWith } from '../helpers/templates.js';
import { serverSideFixture } from './server-side-helpers.js';

/**
 * Threads through the relay over real SMTP (nodemailer in, aiosmtpd as the next hop) against the real service on
 * Azurite: a thread of twenty replies, once per thread, ends with one full signature; a message that arrives
 * DKIM-signed goes on as it came, and the message trail says why.
 */

const { fixture: directory, domains, ids } = serverSideFixture();
const BEN = `ben.okafor@${domains.fab}`;
const ANN = `ann.lee@${domains.fab}`;

let host: TestHost;
let admin: string;
let beside: RelayBeside;
const api = () => host.api(admin);

const send = (raw: Buffer) => beside.send(raw, BEN);

/** Ben's HTML message as Exchange hands it on (a reply names the message it answers). */
function message(n: number, html: string, extraHeaders: string[] = []): Buffer {
  const lines = [
    ...extraHeaders,
    `From: Ben Okafor <${BEN}>`,
    'To: bob@example.com',
    `Subject: ${n ? 'Re: ' : ''}Plans`,
    `Message-ID: <thread-${n}-${Date.now()}@${domains.fab}>`,
    ...(n ? [`In-Reply-To: <thread-${n - 1}@${domains.fab}>`] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    // One tag a line: SMTP lines stay under 1,000 characters however long the thread grows.
    html.replace(/\r?\n/g, '\r\n').replaceAll('><', '>\r\n<'),
    '',
  ];
  return fromExchange(Buffer.from(lines.join('\r\n'), 'utf8'), ids.A);
}

/** How Ben's clients quote the message he answers, in turn: Outlook on the web, Gmail, Apple Mail. */
const QUOTES = [
  (n: number, q: string) =>
    `<html><body><div>Reply ${n}</div><div id="appendonsend"></div><hr><div id="divRplyFwdMsg"><b>From:</b> Bob</div><div>${q.replaceAll('class="', 'class="x_')}</div></body></html>`,
  (n: number, q: string) =>
    `<html><body><div dir="ltr">Reply ${n}</div><div class="gmail_quote"><div class="gmail_attr">On Mon, Bob wrote:</div><blockquote class="gmail_quote">${q.replaceAll('class="esig-own-', `class="m_${n}esig-own-`)}</blockquote></div></body></html>`,
  (n: number, q: string) =>
    `<html><body><div>Reply ${n}</div><div><br><blockquote type="cite"><div>On 5 Jan, Bob wrote:</div>${q}</blockquote></div></body></html>`,
];

/** The body of the HTML part as the next hop received it (the last message). */
async function lastHtml(): Promise<{ html: string; raw: Buffer }> {
  const received = await beside.nextHop.messages();
  const raw = received[received.length - 1].raw;
  const html = String((await simpleParser(raw, { keepCidLinks: true })).html);
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html);
  return { html: body ? body[1] : html, raw };
}

beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(directory), people: directory, env: { SIGNATURE_CACHE: 'false' } });
  await host.onboard(ids.A);
  admin = await host.token({ tenant: ids.A, user: ANN });
  await ok(api().GET('/api/admin/me'));
  const newId = (await createPublishedWith(api(), { name: 'Full', html: '<p>{{displayName}} FULL-SIGNATURE</p>' })).id;
  const replyId = (await createPublishedWith(api(), { name: 'Short', html: '<p>-- {{displayName}}</p>' })).id;
  await ok(api().PUT('/api/admin/roles', { body: { new: newId, reply: replyId } }));
  await ok(api().POST('/api/admin/banners', { body: { name: 'Spring', html: '<p>SPRING-BANNER</p>' } }));
  await ok(api().PUT('/api/admin/settings', { body: { serverSide: 'all', threadSignature: 'oncePerThread' } }));
  beside = await startRelayBeside(host.services.serverSide, { captureLimitBytes: 256 * 1024 });
});
afterAll(async () => {
  await beside?.close();
  await host?.close();
});

describe('threads through the relay', () => {
  it('a thread of twenty replies ends with exactly one full signature and one banner', { timeout: 120_000 }, async () => {
    await send(message(0, '<html><body><div>Shall we meet?</div></body></html>'));
    let { html } = await lastHtml();
    expect(ownMarksIn(html)).toEqual([{ kind: 'f', sender: senderTag(BEN) }]);
    for (let n = 1; n <= 20; n++) {
      await send(message(n, QUOTES[n % QUOTES.length](n, html)));
      ({ html } = await lastHtml());
      const fresh = ownMarksIn(html).slice(0, 1);
      expect(fresh, `reply ${n}`).toEqual([{ kind: 'r', sender: senderTag(BEN) }]);
    }
    const marks = ownMarksIn(html);
    expect(marks.filter((m) => m.kind === 'f')).toHaveLength(1);
    expect(marks.filter((m) => m.kind === 'r')).toHaveLength(20);
    expect(html.split('FULL-SIGNATURE')).toHaveLength(2);
    expect(html.split('SPRING-BANNER')).toHaveLength(2);
    expect(html.split('-- Ben Okafor')).toHaveLength(21);
  });

  it('a message that arrives DKIM-signed goes on byte for byte as it came, and the trail says why', async () => {
    const dkim = [
      `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${domains.fab}; s=selector1;`,
      ' h=From:To:Subject:Message-ID; bh=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=; b=dGVzdA==',
    ];
    const signed = message(0, '<html><body><div>Signed by the sender’s own system</div></body></html>', dkim);
    const messageId = /Message-ID: (<[^>]+>)/.exec(signed.toString('utf8'))![1];
    await send(signed);
    const { raw } = await lastHtml();
    expect(expectPassedUnchanged(raw, signed)).toBe('dkim_signed');
    const entries = async () => (await ok(api().GET('/api/admin/trail', { params: { query: { messageId } } }))).entries;
    await expect.poll(async () => (await entries()).length, { timeout: 20_000 }).toBe(1);
    const [entry] = await entries();
    expect(entry).toMatchObject({ outcome: 'passed', reason: 'dkim_signed' });
    expect(entry.explanation).toContain('arrived already DKIM-signed');
  });
});
