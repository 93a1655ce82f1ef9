import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';

const ADMIN = 'ann.lee@fabrikam.test';

let host: TestHost;
let browser: Browser;
let admin: Page;
let receiver: Server;
let receiverUrl: string;
const bodies: string[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  await host.onboard(host.tenants[0]);
  admin = await signInAndOpen(browser, host, { as: ADMIN, path: '/settings' });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('portal: webhooks and the change log export', () => {
  it('registers a webhook, shows its secret once, and sends a test delivery whose answer is listed', async () => {
    await admin.getByRole('heading', { level: 2, name: 'Integrations: webhooks' }).waitFor();
    await admin.getByLabel('Endpoint URL').fill('http://hooks.example.com/in');
    await admin.getByRole('button', { name: 'Add the webhook' }).click();
    await admin.getByText('Url must be an https:// URL').waitFor();

    await admin.getByLabel('Endpoint URL').fill(receiverUrl);
    await admin.getByRole('button', { name: 'Add the webhook' }).click();
    const dialog = admin.getByRole('alertdialog');
    const secret = await dialog.getByLabel('Secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await checkPage(admin, 'settings-webhook-secret');
    await dialog.getByRole('button', { name: 'I have copied it' }).click();

    const item = admin.getByRole('list', { name: 'Webhooks' }).getByRole('listitem').filter({ hasText: receiverUrl });
    await item.getByText('Receives: Change log.').waitFor();
    await item.getByRole('button', { name: 'Send a test delivery' }).click();
    const row = admin.getByTestId('delivery-row').filter({ hasText: 'Test' });
    await row.getByText('Delivered (1 try)').waitFor();
    await row.getByText('HTTP 200: received').waitFor();
    expect(bodies.map((b) => (JSON.parse(b) as { event: string }).event)).toEqual(['test']);
    await checkPage(admin, 'settings-webhooks');
  });

  it('exports the change log as a file from its page', async () => {
    await admin.goto(`${host.url}/admin/log`);
    await admin.getByRole('heading', { level: 1, name: 'Change log' }).waitFor();
    await admin.getByLabel('Format').selectOption({ label: 'JSON Lines (log tools)' });
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^change-log-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.jsonl$/);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { action: string }).action)).toContain('tenant.onboarded');
    await checkPage(admin, 'changelog-export');
  });
});
