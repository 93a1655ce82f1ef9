import nodemailer from 'nodemailer';
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerSideRelay, type StartedServerSideRelay } from '../../relay/server-side/index.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { expectPassedUnchanged, testRelayConfig } from '../helpers/relay-signing.js';
import { startRelayBeside, type RelayBeside } from '../helpers/relay-beside.js';
import { storageFaults } from '../helpers/storage-faults.js';
import { throwawayCa, type ThrowawayCa } from '../helpers/throwaway-ca.js';
import { createPublishedWith } from '../helpers/templates.js';
import { serverSideFixture } from './server-side-helpers.js';

/**
 * The relay against an attacker's tenant (DESIGN §13): every Microsoft 365 organisation reaches the relay from the same
 * Exchange Online ranges with the same certificate, so an attacker's own tenant, with an outbound connector pointed at
 * the relay, can send whatever envelope and headers it likes. Only Exchange Online's stamp of the sending organisation
 * (`X-MS-Exchange-CrossTenant-Id`, which it writes on every message it hands on) tells whose the message is. Here the
 * real service on Azurite (organisation A served in `all` mode, B known but switched off), the composed relay, and
 * aiosmtpd as the next hop: every attempt to pass a message off as A's is refused before a byte of it is handed on.
 */

const { fixture: directory, domains, ids } = serverSideFixture();
const BEN = `ben.okafor@${domains.fab}`;
const ANN = `ann.lee@${domains.fab}`;
const NIA = `nia.ross@${domains.nw}`;
/** The attacker's own tenant: a Microsoft 365 organisation the service has never heard of. */
const ATTACKER = randomUUID();

let host: TestHost;
let admin: string;
let beside: RelayBeside;
const faults = storageFaults(() => host);

/**
 * The headers Exchange Online writes on a message it hands to an outbound connector, in their real shape: the
 * organisation's id among its siblings (one of which, `-Network-Message-Id`, also ends in `-Id`).
 */
function exchangeStamp(tenantId: string): string[] {
  return [
    `X-MS-Exchange-CrossTenant-Network-Message-Id: ${randomUUID()}`,
    'X-MS-Exchange-CrossTenant-AuthAs: Internal',
    'X-MS-Exchange-CrossTenant-AuthSource: AM0PR01MB1234.eurprd01.prod.exchangelabs.com',
    'X-MS-Exchange-CrossTenant-OriginalArrivalTime: 28 Nov 2026 09:12:33.0000 (UTC)',
    'X-MS-Exchange-CrossTenant-FromEntityHeader: Hosted',
    `X-MS-Exchange-CrossTenant-Id: ${tenantId}`,
    'X-MS-Exchange-CrossTenant-MailboxType: HOSTED',
    'X-MS-Exchange-Transport-CrossTenantHeadersStamped: AM0PR01MB5678',
  ];
}

/** A message with these header lines above its own (From, To, Subject, a Message-ID, HTML). */
function message(headers: string[], o: { from?: string | null; subject?: string } = {}): Buffer {
  const from = o.from === undefined ? `Ben Okafor <${BEN}>` : o.from;
  return Buffer.from(
    [
      ...headers,
      ...(from === null ? [] : [`From: ${from}`]),
      'To: someone@example.org',
      `Subject: ${o.subject ?? 'Quarterly figures'}`,
      `Message-ID: <${randomUUID()}@${domains.fab}>`,
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Please pay the attached invoice today.</p>',
      '',
    ].join('\r\n'),
  );
}

function send(raw: Buffer, from: string = BEN, options: { port?: number; servername?: string } = {}) {
  const secure = options.servername !== undefined;
  return nodemailer
    .createTransport({
      host: '127.0.0.1',
      port: options.port ?? beside.relay.port,
      secure: false,
      ignoreTLS: !secure,
      requireTLS: secure,
      tls: secure ? { servername: options.servername, rejectUnauthorized: false } : undefined,
    })
    .sendMail({ envelope: { from, to: ['someone@example.org'] }, raw });
}

/** The SMTP answer to sending `raw`: `250 …` when it was taken, else the refusal. */
async function answer(raw: Buffer, from: string = BEN, options: { port?: number; servername?: string } = {}): Promise<string> {
  return send(raw, from, options).then(
    (info) => info.response,
    (err: { response?: string; message: string }) => err.response ?? err.message,
  );
}

/** Sends, expects a refusal of the message as not proven to be the organisation's, and that nothing went on. */
async function refused(raw: Buffer, from: string = BEN, why?: RegExp): Promise<string> {
  const before = (await beside.nextHop.messages()).length;
  const reply = await answer(raw, from);
  expect(reply).toMatch(/^550 5\.7\.1 Delivery not authorised: /);
  if (why) expect(reply).toMatch(why);
  expect(await beside.nextHop.messages()).toHaveLength(before);
  return reply;
}

/** Sends, expects it taken, and returns what the next hop received. */
async function delivered(raw: Buffer, from: string = BEN): Promise<Buffer> {
  const before = (await beside.nextHop.messages()).length;
  expect(await answer(raw, from)).toMatch(/^250 /);
  const received = await beside.nextHop.messages();
  expect(received).toHaveLength(before + 1);
  return received[before].raw;
}

beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(directory), people: directory, env: { SIGNATURE_CACHE: 'false' } });
  await host.onboard(ids.A);
  await host.onboard(ids.B);
  admin = await host.token({ tenant: ids.A, user: ANN });
  await ok(host.api(admin).GET('/api/admin/me'));
  const newId = (await createPublishedWith(host.api(admin), { name: 'New', html: '<p>{{displayName}} SIGNED-BY-A</p>' })).id;
  await ok(host.api(admin).PUT('/api/admin/roles', { body: { new: newId, reply: newId } }));
  await ok(host.api(admin).PUT('/api/admin/settings', { body: { serverSide: 'all' } }));
  faults.inject('verifieddomains');
  beside = await startRelayBeside(host.services.serverSide);
});
afterAll(async () => {
  await beside?.close();
  await host?.close();
});

describe("the relay never hands on a stranger's message as a customer's", () => {
  it('cannot tell whose a message is while storage is out: 451, and nothing handed on until it can', async () => {
    // First of all, before any lookup of Northwind's domain is remembered: the null sender is taken at MAIL FROM and
    // its From is proven at DATA, which needs the verified-domain index.
    faults.failTables({ verifieddomains: null });
    try {
      const before = (await beside.nextHop.messages()).length;
      const receipt = message(exchangeStamp(ids.B), { from: `Nia Ross <${NIA}>`, subject: 'Read: Quarterly figures' });
      expect(await answer(receipt, '')).toMatch(/^451 4\.3\.0 Cannot verify the sender's organisation right now/);
      expect(await beside.nextHop.messages()).toHaveLength(before);
    } finally {
      faults.heal();
    }
  });

  it("signs the organisation's own message, as Exchange Online hands it on", async () => {
    const received = await delivered(message(exchangeStamp(ids.A)));
    expect(received.toString('latin1')).toMatch(/^X-Signature-Relay: relay\.test; template=[\w-]+; v=1\r\n/);
    expect(received.toString('latin1')).toContain('Ben Okafor SIGNED-BY-A');
  });

  it("refuses the attacker's tenant sending as the customer, with its own cross-tenant id and the relay's stamp", async () => {
    await refused(message(exchangeStamp(ATTACKER)), BEN, /Exchange Online names another organisation/);
    await refused(message(['X-Signature-Relay: relay.test; template=t1; v=1', ...exchangeStamp(ATTACKER)]));
    // Another customer of the service is a stranger to this one just the same.
    await refused(message(exchangeStamp(ids.B)));
  });

  it('refuses a message with no cross-tenant id, or with two (the attacker writing the customer’s above its own)', async () => {
    await refused(message([]), BEN, /carries no X-MS-Exchange-CrossTenant-Id/);
    await refused(message([`X-MS-Exchange-CrossTenant-Id: ${ids.A}`, ...exchangeStamp(ATTACKER)]), BEN, /more than one/);
    // The second written the way a parser that reads only the first, or only exact case, would miss.
    await refused(message([...exchangeStamp(ATTACKER), `x-ms-exchange-crosstenant-ID:\r\n\t${ids.A}`]), BEN, /more than one/);
    await refused(message([...exchangeStamp(ids.A), `X-MS-Exchange-CrossTenant-Id : ${ATTACKER}`]), BEN, /more than one/);
  });

  it('reads the header as Exchange writes it: any case, folded, the id in any case', async () => {
    await delivered(message([`x-ms-exchange-crosstenant-id: ${ids.A.toUpperCase()}`]));
    await delivered(message(['X-MS-Exchange-CrossTenant-Id:', ` ${ids.A}`]));
    await refused(message(['X-MS-Exchange-CrossTenant-Id:', ` ${ATTACKER}`]));
  });

  it('does not count a cross-tenant id inside an attached message: only the root header block speaks for it', async () => {
    const attached = Buffer.from(
      [
        `From: Ben Okafor <${BEN}>`,
        'To: someone@example.org',
        'Subject: Fwd: figures',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain',
        '',
        'See attached.',
        '--b',
        'Content-Type: message/rfc822',
        '',
        `X-MS-Exchange-CrossTenant-Id: ${ids.A}`,
        `From: ${BEN}`,
        'Subject: figures',
        '',
        'Figures.',
        '--b--',
        '',
      ].join('\r\n'),
    );
    await refused(attached, BEN, /carries no X-MS-Exchange-CrossTenant-Id/);
  });

  it('refuses a From of another organisation or of nobody, and a From it cannot read', async () => {
    await refused(message(exchangeStamp(ids.A), { from: `Nia Ross <${NIA}>` }), BEN, /different organisations/);
    await refused(message(exchangeStamp(ids.A), { from: `"${BEN}" <ceo@elsewhere.example>` }), BEN, /elsewhere\.example/);
    await refused(message([...exchangeStamp(ids.A), `From: ${BEN}`]), BEN, /more than one From/);
    await refused(message(exchangeStamp(ids.A), { from: 'The Board' }), BEN, /no address/);
  });

  it('passes a message with no From only with the right stamp (unchanged, as malformed)', async () => {
    await refused(message(exchangeStamp(ATTACKER), { from: null }));
    const raw = message(exchangeStamp(ids.A), { from: null });
    expect(expectPassedUnchanged(await delivered(raw), raw)).toBe('malformed');
  });

  it('passes a message the relay already stamped only with the right cross-tenant id (the loop guard)', async () => {
    const raw = message(['X-Signature-Relay: relay.test; template=t1; v=1', ...exchangeStamp(ids.A)]);
    expect((await delivered(raw)).equals(raw)).toBe(true);
  });

  it('passes automatic replies and read receipts (the null sender) unchanged, and only for their own organisation', async () => {
    const reply = message(exchangeStamp(ids.A), { subject: 'Automatic reply: Quarterly figures' });
    expect(expectPassedUnchanged(await delivered(reply, ''), reply)).toBe('automatic');
    await refused(message(exchangeStamp(ATTACKER), { subject: 'Automatic reply' }), '');
    await refused(message(exchangeStamp(ids.A), { from: null }), '', /neither an envelope sender nor a From/);
  });

  it('passes the mail of an organisation it knows but does not serve now, unchanged; refuses domains nobody owns', async () => {
    const raw = message(exchangeStamp(ids.B), { from: `Nia Ross <${NIA}>` });
    expect(expectPassedUnchanged(await delivered(raw, NIA), raw)).toBe('server_side_off');
    const before = (await beside.nextHop.messages()).length;
    expect(await answer(message(exchangeStamp(ATTACKER)), 'ceo@nobody-owns.example')).toMatch(
      /^550 5\.7\.1 Relaying denied: sender <ceo@nobody-owns\.example> is not served by this relay/,
    );
    expect(await beside.nextHop.messages()).toHaveLength(before);
  });

  it('counts each refusal under the organisation it claimed to come from, with the reason', async () => {
    await expect
      .poll(async () => {
        const { events } = await ok(
          host.api(admin).GET('/api/admin/activity/events', { params: { query: { origin: 'server', outcome: 'failed' } } }),
        );
        return events.filter((e) => e.reason === 'sender_unverified').length;
      })
      .toBeGreaterThanOrEqual(10);
    const page = await ok(host.api(admin).GET('/api/admin/server-side'));
    expect(page.counts.reasons).toContainEqual(expect.objectContaining({ reason: 'sender_unverified' }));
  });
});

describe('a connection bound to one organisation by the host name it asked for in TLS', () => {
  let ca: ThrowawayCa;
  let bound: StartedServerSideRelay;

  beforeAll(async () => {
    ca = await throwawayCa();
    const issued = await ca.issue('relay.test', ['relay.test', '*.relay.test']);
    const dir = await mkdtemp(join(tmpdir(), 'relay-sni-'));
    await writeFile(`${dir}/cert.pem`, issued.cert);
    await writeFile(`${dir}/key.pem`, issued.key);
    bound = await startServerSideRelay({
      config: { ...testRelayConfig(beside.nextHop.port), SMTP_TLS_CERT_FILE: `${dir}/cert.pem`, SMTP_TLS_KEY_FILE: `${dir}/key.pem` },
      signing: host.services.serverSide,
      tuning: { closeTimeoutMs: 2000 },
    });
  });
  afterAll(async () => {
    await bound?.close();
    await ca?.remove();
  });

  it("refuses another organisation's sender before DATA, and takes its own organisation's", async () => {
    const before = (await beside.nextHop.messages()).length;
    // Northwind's mail on a connection opened for Fabrikam's relay host: refused at MAIL FROM.
    const misrouted = await answer(message(exchangeStamp(ids.B), { from: NIA }), NIA, {
      port: bound.port,
      servername: `${ids.A}.relay.test`,
    });
    expect(misrouted).toMatch(/^550 5\.7\.1 Relaying denied: sender <nia\.ross@[^>]+> is not served by this relay/);
    expect(await beside.nextHop.messages()).toHaveLength(before);
    expect(await answer(message(exchangeStamp(ids.A)), BEN, { port: bound.port, servername: `${ids.A}.relay.test` })).toMatch(/^250 /);
    // The relay's own name binds nothing: the message's stamp alone decides.
    expect(await answer(message(exchangeStamp(ids.A)), BEN, { port: bound.port, servername: 'relay.test' })).toMatch(/^250 /);
    expect(await beside.nextHop.messages()).toHaveLength(before + 2);
  });
});
