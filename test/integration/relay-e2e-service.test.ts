import { expectPassedUnchanged, fromExchange, testRelayConfig } from '../helpers/relay-signing.js';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerSideRelay, type StartedServerSideRelay } from '../../relay/server-side/index.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
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

let host: TestHost;
let admin: string;
let nextHop: SmtpSink;
let relay: StartedServerSideRelay;

/** A client's message as Exchange hands Ben's on: his From, and his organisation's cross-tenant id. */
function asBen(name: string): Buffer {
  const text = fixture(name)
    .toString('latin1')
    .replaceAll('Ann Lee <ann@contoso.com>', `Ben Okafor <${BEN}>`)
    .replaceAll('11111111-2222-3333-4444-555555555555', ids.A);
  return fromExchange(Buffer.from(text, 'latin1'), ids.A);
}

function send(raw: Buffer, from = BEN, to = ['bob@example.com']) {
  return nodemailer.createTransport({ host: '127.0.0.1', port: relay.port, secure: false, ignoreTLS: true }).sendMail({
    envelope: { from, to },
    raw,
  });
}

beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(directory), people: directory, env: { SIGNATURE_CACHE: 'false' } });
  await host.onboard(ids.A);
  admin = await host.token({ tenant: ids.A, user: ANN });
  await ok(host.api(admin).GET('/api/admin/me'));
  const newId = (await createPublishedWith(host.api(admin), { name: 'New', html: '<p>{{displayName}} NEW-SIGNATURE</p>' })).id;
  const replyId = (await createPublishedWith(host.api(admin), { name: 'Reply', html: '<p>-- {{displayName}} REPLY-SIGNATURE</p>' })).id;
  await ok(host.api(admin).PUT('/api/admin/roles', { body: { new: newId, reply: replyId } }));
  await ok(host.api(admin).PUT('/api/admin/settings', { body: { serverSide: 'unsigned' } }));
  nextHop = await startSmtpSink();
  relay = await startServerSideRelay({
    config: testRelayConfig(nextHop.port),
    signing: host.services.serverSide,
    tuning: { closeTimeoutMs: 2000 },
  });
});
afterAll(async () => {
  await relay?.close();
  await nextHop?.stop();
  await host?.close();
});

describe('the relay process against the real service', () => {
  it("signs a new message and a reply with the organisation's templates, and counts them as server applies", async () => {
    await send(asBen('outlook-windows-new-inline-image.eml'));
    await send(asBen('outlook-windows-reply.eml'));
    const [fresh, reply] = await nextHop.messages();
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
    const before = (await nextHop.messages()).length;
    const marked = Buffer.concat([Buffer.from('X-Signature-Applied: t1; v=1\r\n'), asBen('gmail-reply.eml')]);
    await send(marked);
    const received = await nextHop.messages();
    expect(received).toHaveLength(before + 1);
    expect(expectPassedUnchanged(received[before].raw, marked)).toBe('add_in_signed');

    const refused = await send(asBen('gmail-reply.eml'), 'eve@nowhere.example').then(
      () => null,
      (err: { responseCode?: number; response?: string }) => err,
    );
    expect(refused?.response).toMatch(/^550 5\.7\.1 /);
    expect(await nextHop.messages()).toHaveLength(before + 1);
  });

  it('adds only the footer for outside recipients to a message the add-in signed for colleagues and sent outside, once', async () => {
    await ok(
      host.api(admin).POST('/api/admin/footers', {
        body: { name: 'Legal', html: '<p>LEGAL-FOOTER for customers</p>', audience: { attribute: 'recipients', operator: 'anyExternal' } },
      }),
    );
    const before = (await nextHop.messages()).length;
    const marked = Buffer.concat([
      Buffer.from('X-Signature-Applied: template=t1; version=1; recipients=internal\r\n'),
      asBen('outlook-windows-reply.eml'),
    ]);
    await send(marked, BEN, [ANN, 'bob@example.com']);
    await send(marked, BEN, [ANN]);
    const [outside, inside] = (await nextHop.messages()).slice(before);
    // Outside: the footer once, above the quoted thread, and no second signature; the stamp names no template.
    const html = String((await simpleParser(outside.raw, { keepCidLinks: true })).html);
    expect(html.split('LEGAL-FOOTER')).toHaveLength(2);
    expect(html).toMatch(/LEGAL-FOOTER for customers<\/p>.*<div id="appendonsend">/s);
    expect(html).not.toMatch(/NEW-SIGNATURE|REPLY-SIGNATURE/);
    expect(outside.raw.toString('latin1')).toMatch(/^X-Signature-Relay: relay\.test\r\n/);
    expect(outside.raw.toString('latin1')).toContain('X-Signature-Applied: template=t1; version=1; recipients=internal');
    // Inside only: unchanged.
    expect(expectPassedUnchanged(inside.raw, marked)).toBe('add_in_signed');

    await expect
      .poll(async () => {
        const { events } = await ok(host.api(admin).GET('/api/admin/activity/events', { params: { query: { origin: 'server' } } }));
        return events.filter((e) => e.reason === 'footer_added').map((e) => [e.outcome, e.templateId]);
      })
      .toEqual([['applied', null]]);
  });
});
