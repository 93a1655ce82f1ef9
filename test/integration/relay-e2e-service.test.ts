import { expectPassedUnchanged, fromExchange } from '../helpers/relay-signing.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOf } from '../../addin/src/compose.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { relayClient, startRelayBeside, type RelayBeside } from '../helpers/relay-beside.js';
import { createPublishedWith } from '../helpers/templates.js';
import { fixture } from '../unit/relay-mime-helpers.js';
import { serverSideFixture } from './server-side-helpers.js';

/**
 * The relay process against the real service: a test host on the run's Azurite (createServices, the verified-domain
 * index, the organisation's settings and templates), an organisation onboarded with its own domain and templates in
 * `unsigned` mode, the composed relay asking `services.serverSide`, and aiosmtpd as the next hop.
 */

const { fixture: directory, domains, ids } = serverSideFixture();
const BEN = `ben.okafor@${domains.fab}`;
const ANN = `ann.lee@${domains.fab}`;
const NIA = `nia.ross@${domains.nw}`;
const DAY_MS = 86_400_000;

let host: TestHost;
let admin: string;
let beside: RelayBeside;

/** A client's message as Exchange hands Ben's on: his From, and his organisation's cross-tenant id. */
function asBen(name: string): Buffer {
  const text = fixture(name)
    .toString('latin1')
    .replaceAll('Ann Lee <ann@contoso.com>', `Ben Okafor <${BEN}>`)
    .replaceAll('11111111-2222-3333-4444-555555555555', ids.A);
  return fromExchange(Buffer.from(text, 'latin1'), ids.A);
}

/** The mark the add-in writes for the answer the signature route gives `user` of `tenant` for a message to `to`. */
async function addinMark(user: string, tenant = ids.A, to?: string[]): Promise<string> {
  const token = await host.token({ tenant, user, scope: 'access_as_user' });
  const answer = await ok(
    host.api(token).POST('/api/signature', { body: { type: 'new', ...(to ? { recipients: { domains: to } } : {}) } }),
  );
  return markOf(answer)!;
}

const withMark = (mark: string, raw: Buffer) => Buffer.concat([Buffer.from(`X-Signature-Applied: ${mark}\r\n`), raw]);

/** The HTML part as the next hop received it. */
const htmlOf = async (raw: Buffer) => String((await simpleParser(raw, { keepCidLinks: true })).html);

const send = (raw: Buffer, from = BEN, to?: string[]) => beside.send(raw, from, to);

beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(directory), people: directory, env: { SIGNATURE_CACHE: 'false' } });
  for (const t of [ids.A, ids.B]) await host.onboard(t);
  admin = await host.token({ tenant: ids.A, user: ANN });
  await ok(host.api(admin).GET('/api/admin/me'));
  const newId = (await createPublishedWith(host.api(admin), { name: 'New', html: '<p>{{displayName}} NEW-SIGNATURE</p>' })).id;
  const replyId = (await createPublishedWith(host.api(admin), { name: 'Reply', html: '<p>-- {{displayName}} REPLY-SIGNATURE</p>' })).id;
  await ok(host.api(admin).PUT('/api/admin/roles', { body: { new: newId, reply: replyId } }));
  await ok(host.api(admin).PUT('/api/admin/settings', { body: { serverSide: 'unsigned' } }));
  // Another organisation whose people get signatures, and so marks, of their own.
  const adminB = host.api(await host.token({ tenant: ids.B, user: host.adminOf(ids.B) }));
  await ok(adminB.GET('/api/admin/me'));
  const northwind = (await createPublishedWith(adminB, { name: 'Northwind', html: '<p>{{displayName}} NORTHWIND</p>' })).id;
  await ok(adminB.PUT('/api/admin/roles', { body: { new: northwind, reply: northwind } }));
  // A check keeps the first 64 KiB of what went on (2 MB in production), so a test message can be larger.
  beside = await startRelayBeside(host.services.serverSide, { captureLimitBytes: 64 * 1024 });
});
afterAll(async () => {
  await beside?.close();
  await host?.close();
});

describe('the relay process against the real service', () => {
  it("signs a new message and a reply with the organisation's templates, and counts them as server applies", async () => {
    await send(asBen('outlook-windows-new-inline-image.eml'));
    await send(asBen('outlook-windows-reply.eml'));
    const [fresh, reply] = await beside.nextHop.messages();
    // The stamp names the template and version the service chose.
    expect(fresh.raw.toString('latin1')).toMatch(/^X-Signature-Relay: relay\.test; template=[\w-]+; v=\d+\r\n/);
    expect(String((await simpleParser(fresh.raw, { keepCidLinks: true })).html)).toContain('Ben Okafor NEW-SIGNATURE</p></body>');
    const replyHtml = String((await simpleParser(reply.raw, { keepCidLinks: true })).html);
    expect(replyHtml).toMatch(/Ben Okafor REPLY-SIGNATURE<\/p>.*<div id="appendonsend">/s);

    await expect.poll(async () => (await ok(host.api(admin).GET('/api/admin/server-side'))).counts.signed).toBe(2);
    const { events } = await ok(host.api(admin).GET('/api/admin/activity/events', { params: { query: { origin: 'server' } } }));
    expect(events.map((e) => e.source)).toEqual(['server', 'server']);
  });

  it("passes a message carrying the add-in's mark in `unsigned` mode, and refuses a sender of no organisation", async () => {
    const before = (await beside.nextHop.messages()).length;
    const mark = await addinMark(BEN);
    expect(mark).toMatch(/^template=[\w-]+; version=1; token=\d+\.[\w-]{22}$/);
    const marked = withMark(mark, asBen('gmail-reply.eml'));
    await send(marked);
    const received = await beside.nextHop.messages();
    expect(received).toHaveLength(before + 1);
    expect(expectPassedUnchanged(received[before].raw, marked)).toBe('add_in_signed');

    const refused = await send(asBen('gmail-reply.eml'), 'eve@nowhere.example').then(
      () => null,
      (err: { responseCode?: number; response?: string }) => err,
    );
    expect(refused?.response).toMatch(/^550 5\.7\.1 /);
    expect(await beside.nextHop.messages()).toHaveLength(before + 1);
  });

  it('adds only the footer for outside recipients to a message the add-in signed for colleagues and sent outside, once', async () => {
    await ok(
      host.api(admin).POST('/api/admin/footers', {
        body: { name: 'Legal', html: '<p>LEGAL-FOOTER for customers</p>', audience: { attribute: 'recipients', operator: 'anyExternal' } },
      }),
    );
    const before = (await beside.nextHop.messages()).length;
    const mark = await addinMark(BEN, ids.A, [domains.fab]);
    expect(mark).toMatch(/; recipients=internal; token=/);
    const marked = withMark(mark, asBen('outlook-windows-reply.eml'));
    await send(marked, BEN, [ANN, 'bob@example.com']);
    await send(marked, BEN, [ANN]);
    const [outside, inside] = (await beside.nextHop.messages()).slice(before);
    // Outside: the footer once, above the quoted thread, and no second signature; the stamp names no template.
    const html = String((await simpleParser(outside.raw, { keepCidLinks: true })).html);
    expect(html.split('LEGAL-FOOTER')).toHaveLength(2);
    expect(html).toMatch(/LEGAL-FOOTER for customers<\/p>.*<div id="appendonsend">/s);
    expect(html).not.toMatch(/NEW-SIGNATURE|REPLY-SIGNATURE/);
    expect(outside.raw.toString('latin1')).toMatch(/^X-Signature-Relay: relay\.test\r\n/);
    expect(outside.raw.toString('latin1')).toContain(`X-Signature-Applied: ${mark}`);
    // Inside only: unchanged.
    expect(expectPassedUnchanged(inside.raw, marked)).toBe('add_in_signed');

    await expect
      .poll(async () => {
        const { events } = await ok(host.api(admin).GET('/api/admin/activity/events', { params: { query: { origin: 'server' } } }));
        return events.filter((e) => e.reason === 'footer_added').map((e) => [e.outcome, e.templateId]);
      })
      .toEqual([['applied', null]]);
  });

  describe('a mark the service did not issue for this mailbox counts as none: the message is signed whole', () => {
    /** Sends Ben's new message with this mark to a customer; answers the HTML the next hop got and the relay's stamp. */
    async function sentWith(mark: string) {
      const before = (await beside.nextHop.messages()).length;
      await send(withMark(mark, asBen('outlook-windows-new-inline-image.eml')));
      const received = (await beside.nextHop.messages()).slice(before);
      expect(received).toHaveLength(1);
      return { html: await htmlOf(received[0].raw), stamp: received[0].raw.toString('latin1').split('\r\n', 1)[0] };
    }
    const signedWhole = (sent: { html: string; stamp: string }) => {
      expect(sent.html).toContain('Ben Okafor NEW-SIGNATURE');
      expect(sent.stamp).toMatch(/^X-Signature-Relay: relay\.test; template=[\w-]+; v=1$/);
    };

    it('without a token, or with one that is malformed or altered', async () => {
      const genuine = await addinMark(BEN);
      const token = genuine.slice(genuine.indexOf('token=') + 6);
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const mark of [
        genuine.slice(0, genuine.indexOf('; token=')),
        genuine.replace(token, 'not-a-token'),
        genuine.replace(token, altered),
        genuine.replace(token, `${Number(token.split('.')[0]) + 30}.${token.split('.')[1]}`),
      ])
        signedWhole(await sentWith(mark));
    });

    it("with another mailbox's token, or another organisation's", async () => {
      signedWhole(await sentWith(await addinMark(ANN)));
      signedWhole(await sentWith(await addinMark(NIA, ids.B)));
    });

    it('with a token past its days (a draft sent late), though it passed the day it was issued', async () => {
      const mark = await addinMark(BEN, ids.A, ['example.com']);
      const before = (await beside.nextHop.messages()).length;
      const marked = withMark(mark, asBen('outlook-windows-new-inline-image.eml'));
      await send(marked);
      expect(expectPassedUnchanged((await beside.nextHop.messages())[before].raw, marked)).toBe('add_in_signed');
      host.clock.advance(4 * DAY_MS);
      try {
        signedWhole(await sentWith(mark));
      } finally {
        host.clock.reset();
      }
    });

    it('with a verdict of its own: a forged `recipients=external` gets the footer for outside recipients with the signature', async () => {
      const genuine = await addinMark(BEN, ids.A, [domains.fab]);
      const sent = await sentWith(genuine.replace('recipients=internal', 'recipients=external'));
      signedWhole(sent);
      expect(sent.html).toContain('LEGAL-FOOTER for customers');
    });
  });

  it("answers an Admin's check on a message larger than the relay keeps as cut, with both sizes", async () => {
    const { code } = await ok(host.api(admin).POST('/api/admin/server-side/check'));
    await relayClient(beside.relay.port).sendMail({
      from: `Ben Okafor <${BEN}>`,
      to: 'bob@example.com',
      subject: `Check ${code}`,
      html: '<p>Hello from Ben</p>',
      headers: { 'X-MS-Exchange-CrossTenant-Id': ids.A },
      attachments: [{ filename: 'report.bin', content: Buffer.alloc(200 * 1024, 'r') }],
    });
    // Recorded once the next hop answered, after the client heard 250.
    await expect
      .poll(async () => (await ok(host.api(admin).GET('/api/admin/server-side/check'))).state, { timeout: 20_000 })
      .toBe('received');
    const received = await ok(host.api(admin).GET('/api/admin/server-side/check'));
    expect(received.outcome?.status).toBe('signed');
    expect(received.kept).toMatchObject({ keptBytes: 64 * 1024, cut: true });
    expect(received.kept!.messageBytes).toBeGreaterThan(200 * 1024);
    expect(received.message).toMatchObject({ subject: `Check ${code}`, from: `Ben Okafor <${BEN}>` });
    expect(received.message!.problem).toBe(
      `Only the first 64 KB of this ${Math.round(received.kept!.messageBytes / 1024)} KB message were kept: what is shown stops there, and anything after it is missing`,
    );
    // What the kept bytes hold is shown: the signed HTML part comes before the attachment.
    expect(received.message!.html).toContain('Ben Okafor NEW-SIGNATURE');
  });
});
