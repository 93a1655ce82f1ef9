import { testRelayConfig } from '../helpers/relay-signing.js';
import nodemailer from 'nodemailer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerSideRelay, type StartedServerSideRelay } from '../../relay/server-side/index.js';
import { startMailSink, type StartedMailSink } from '../../relay/sink/index.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';
import { serverSideFixture } from '../integration/server-side-helpers.js';
import { launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

/**
 * The Server-side signatures page as an Admin walks it: choose the mode, copy this organisation's PowerShell, start a
 * check, send the test message through the relay (the real service's decisions, the local mail sink as next hop), and
 * see what the relay did and what the sink received.
 */

const { fixture: directory, domains, ids } = serverSideFixture();
const ANN = `ann.lee@${domains.fab}`;
const BEN = `ben.okafor@${domains.fab}`;

let host: TestHost;
let browser: Browser;
let sink: StartedMailSink;
let relay: StartedServerSideRelay;
let admin: string;
let page: Page;

beforeAll(async () => {
  sink = await startMailSink();
  [host, browser] = await Promise.all([
    startTestHost({ directory: new FixtureDirectory(directory), people: directory, mailSink: sink }),
    launchBrowser(),
  ]);
  await host.onboard(ids.A);
  admin = await host.token({ tenant: ids.A, user: ANN });
  await ok(host.api(admin).GET('/api/admin/me'));
  const standard = await createPublishedWith(host.api(admin), { name: 'Standard', html: '<p>{{displayName}} SIGNED-BY-THE-RELAY</p>' });
  await ok(host.api(admin).PUT('/api/admin/roles', { body: { new: standard.id, reply: standard.id } }));
  relay = await startServerSideRelay({
    config: testRelayConfig(sink.port),
    signing: host.services.serverSide,
    // A check keeps the first 64 KiB of a message here (2 MB in production), so the page's cut message is small to send.
    tuning: { closeTimeoutMs: 2000, captureLimitBytes: 64 * 1024 },
  });
  page = await signInAndOpen(browser, host, { as: ANN, path: '/server-side' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.url });
});
afterAll(async () => {
  await browser?.close();
  await relay?.close();
  await host?.close();
  await sink?.close();
});

const send = (subject: string, attachments: { filename: string; content: Buffer }[] = []) =>
  nodemailer.createTransport({ host: '127.0.0.1', port: relay.port, secure: false, ignoreTLS: true }).sendMail({
    from: `Ben Okafor <${BEN}>`,
    to: 'customer@example.org',
    subject,
    html: '<p>Hello from Ben</p>',
    text: 'Hello from Ben',
    // As Exchange Online hands it on: the organisation's id, without which the relay refuses it.
    headers: { 'X-MS-Exchange-CrossTenant-Id': ids.A },
    attachments,
  });

describe('portal: server-side signatures', () => {
  it('chooses the mode and shows this organisation’s PowerShell with copy buttons', async () => {
    await page.getByRole('heading', { level: 1, name: 'Server-side signatures' }).waitFor();
    expect(await page.getByRole('radio', { name: /^Off/ }).isChecked()).toBe(true);
    await page.getByText('Choose a mode first: the commands depend on it.').waitFor();
    await page.getByText(`The relay serves mail sent from ${domains.fab}.`).waitFor();

    await page.getByRole('radio', { name: /^Sign what the add-in did not/ }).click();
    await page.getByRole('status').filter({ hasText: 'The relay now signs the messages the add-in did not.' }).waitFor();
    expect((await ok(host.api(admin).GET('/api/admin/settings'))).serverSide).toBe('unsigned');

    const rule = page.getByLabel('PowerShell: Mail flow rule');
    await rule.waitFor();
    // What the add-in signed goes to the relay too (only the relay can check its mark); what the relay stamped never.
    expect(await rule.textContent()).not.toContain('X-Signature-Applied');
    expect(await rule.textContent()).toContain("'X-Signature-Relay'");
    const outbound = page.getByLabel('PowerShell: Outbound connector to the relay');
    await page.getByRole('button', { name: 'Copy the command for “Outbound connector to the relay”' }).click();
    await page.getByText('The command for “Outbound connector to the relay” copied to the clipboard.').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await outbound.textContent());
    await checkBothSizes(page, 'server-side-setup');
  });

  it('runs a check: the test message is signed by the relay and shown as the next hop got it', async () => {
    await page.getByRole('button', { name: 'Start a check' }).click();
    const code = (await page.getByTestId('check-code').textContent())!.trim();
    expect(code).toMatch(/^SIG-[A-Z0-9]{6}$/);
    expect((await send(`Check ${code}`)).response).toMatch(/^250 /);

    await page.getByText('The relay signed the message and the next hop accepted it.').waitFor();
    await page.getByText('Above the quoted thread', { exact: false }).or(page.getByText('At the end of the message')).first().waitFor();
    const frame = page.getByTitle('The test message as it was handed on: the HTML part');
    expect(await frame.getAttribute('srcdoc')).toContain('Ben Okafor SIGNED-BY-THE-RELAY');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await page.getByLabel('The test message as it was handed on: the plain-text part').textContent()).toContain(
      'Ben Okafor SIGNED-BY-THE-RELAY',
    );

    // The counts and the local sink show it too.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'The last 30 days' }).waitFor();
    await page.getByText('Signed on the way out').waitFor();
    const sinkSection = page.getByRole('region', { name: 'Local mail sink' });
    await sinkSection.getByRole('button', { name: new RegExp(`Check ${code} · from ${BEN.replace(/\./g, '\\.')}`) }).click();
    expect(await sinkSection.locator('iframe').first().getAttribute('srcdoc')).toContain('SIGNED-BY-THE-RELAY');
    await checkBothSizes(page, 'server-side-check');
  });

  it('shows a test message larger than what the relay keeps as cut, never as if whole', async () => {
    await page.getByRole('button', { name: 'Start a new check' }).click();
    await page.getByTestId('check-code').waitFor();
    const code = (await page.getByTestId('check-code').textContent())!.trim();
    await send(`Check ${code}`, [{ filename: 'report.bin', content: Buffer.alloc(200 * 1024, 'r') }]);

    const cut = page.getByText(/^Only the first 64 KB of this \d+ KB message were kept: what is shown stops there/);
    await cut.waitFor();
    const { kept } = await ok(host.api(admin).GET('/api/admin/server-side/check'));
    expect(await cut.textContent()).toBe(
      `Only the first 64 KB of this ${Math.round(kept!.messageBytes / 1024)} KB message were kept: what is shown stops there, and anything after it is missing.`,
    );
    // What the kept bytes hold is still shown.
    expect(await page.getByTitle('The test message as it was handed on: the HTML part').getAttribute('srcdoc')).toContain(
      'SIGNED-BY-THE-RELAY',
    );
  });
});
