import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutlookStandin, StandinOptions } from '../../addin/src/standin/outlook.js';
import { buildAddin } from '../../scripts/build-addin.js';
import { addinFiles } from '../../shared/addin/files.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';
import { checkPage, ELEMENT_TIMEOUT, launchBrowser } from './helpers/browser.js';

const USER = 'ben.okafor@fabrikam.test';

let host: TestHost;
let browser: Browser;
let outdir: string;
let tenant: string;
let admin: string;

/** What the page's Outlook starts with: the person, their add-in token and OfficeRuntime.storage before the page loads. */
interface OutlookSetup {
  token: string;
  user: string;
  storage: Record<string, string>;
}

interface StandinWindow {
  outlookStandinSetup?: () => StandinOptions;
  outlookStandin?: OutlookStandin;
}

/**
 * The stand-in's setup, defined before office.js (answered by the built stand-in) runs: Outlook on the web with a new
 * message open. It runs in the page, so it takes everything it needs as its one argument.
 */
function standinSetup(setup: OutlookSetup): void {
  (window as unknown as StandinWindow).outlookStandinSetup = () => ({
    user: { email: setup.user, displayName: setup.user },
    client: 'web',
    token: () => Promise.resolve(setup.token),
    storage: setup.storage,
    compose: { composeType: 'newMail', from: setup.user },
  });
}

async function openTaskPane(setup: OutlookSetup): Promise<Page> {
  // Requests carry this host's caller address, so rate limits stay per test file.
  const context = await browser.newContext({
    viewport: { width: 360, height: 720 },
    extraHTTPHeaders: { 'x-forwarded-for': host.address },
  });
  context.setDefaultTimeout(ELEMENT_TIMEOUT);
  // No network here: office.js is the project's Office.js stand-in, as the add-in build writes it.
  await context.route('https://appsforoffice.microsoft.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', path: join(outdir, 'standin.js') }),
  );
  await context.addInitScript(standinSetup, setup);
  const page = await context.newPage();
  await page.goto(`${host.url}/addin/taskpane.html`);
  return page;
}

/** The compose item as the stand-in holds it, and how often the add-in set its signature. */
const outlookState = (page: Page) =>
  page.evaluate(() => {
    const standin = (window as unknown as StandinWindow).outlookStandin!;
    return {
      signatures: standin.item.signatures,
      setSignatureCalls: standin.happenings.filter((h) => h.kind === 'setSignature').length,
      clientSignatureDisabled: standin.item.clientSignatureDisabled,
    };
  });

beforeAll(async () => {
  outdir = await mkdtemp(join(tmpdir(), 'addin-taskpane-'));
  await buildAddin(outdir);
  [host, browser] = await Promise.all([startTestHost({ addin: addinFiles(outdir) }), launchBrowser()]);
  tenant = host.tenants[0];
  await host.onboard(tenant, 'addin.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'addin.admin@fabrikam.test' });
  const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token: admin, body });
  await call('GET', '/api/admin/me');
  const newId = (await createPublished(call, { name: 'Standard', html: '<p><strong>{{displayName}}</strong> · New</p>' })).json.id;
  const replyId = (await createPublished(call, { name: 'Reply', html: '<p>-- {{displayName}} · Reply</p>' })).json.id;
  expect((await call('PUT', '/api/admin/roles', { new: newId, reply: replyId })).status).toBe(200);
  expect((await call('POST', '/api/admin/profile-fields', { key: 'pronouns', label: 'Pronouns', type: 'text' })).status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  if (outdir) await rm(outdir, { recursive: true, force: true });
});

describe('add-in task pane', () => {
  it('previews both signatures, links the profile page, shows the last outcome and inserts the signature again', async () => {
    const token = await host.token({ tenant, user: USER, scope: 'access_as_user' });
    const earlier = { type: 'reply', outcome: 'applied', mailbox: USER, at: '2025-01-02T10:00:00.000Z' };
    const page = await openTaskPane({ token, user: USER, storage: { 'apply:last': JSON.stringify(earlier) } });

    await page.getByText(`Signatures for ${USER}.`).waitFor();
    const newFrame = page.frameLocator('iframe[title="Signature for new messages"]');
    const replyFrame = page.frameLocator('iframe[title="Signature for replies and forwards"]');
    await newFrame.getByText('Ben Okafor · New').waitFor();
    await replyFrame.getByText('-- Ben Okafor · Reply').waitFor();
    for (const frame of await page.locator('iframe').all()) expect(await frame.getAttribute('sandbox')).toBe('');

    const profile = page.getByRole('link', { name: 'Fill in your profile details' });
    await profile.waitFor();
    expect(await profile.getAttribute('href')).toBe(`${host.url}/admin/profile`);

    await expect.poll(() => page.locator('#last').textContent()).toMatch(new RegExp(`^Added to a reply from ${USER} on .+\\.$`));

    const insert = page.getByRole('button', { name: 'Insert the signature again' });
    await expect.poll(() => insert.isEnabled()).toBe(true);
    await checkPage(page, 'addin-taskpane');

    await insert.focus();
    await page.keyboard.press('Enter');
    await page.getByText('The signature was inserted.').waitFor();
    const after = await outlookState(page);
    expect(after.setSignatureCalls).toBe(1);
    expect(after.signatures).toHaveLength(1);
    expect(after.signatures[0]).toContain('<strong>Ben Okafor</strong> · New');
    expect(after.clientSignatureDisabled).toBe(true);
    await expect.poll(() => page.locator('#last').textContent()).toMatch(new RegExp(`^Added to a new message from ${USER} on .+\\.$`));
    await page.context().close();
  });

  it('says in words why no signature is served for a mailbox outside the directory', async () => {
    const token = await host.token({ tenant, user: USER, scope: 'access_as_user' });
    const page = await openTaskPane({ token, user: 'nobody@fabrikam.test', storage: {} });
    await page.getByText('Signatures for nobody@fabrikam.test.').waitFor();
    for (const id of ['#preview-new', '#preview-reply'])
      await expect.poll(() => page.locator(id).textContent()).toMatch(/^No signature: [a-z].+\.$/);
    expect(await page.locator('iframe').count()).toBe(0);
    await expect.poll(() => page.locator('#last').textContent()).toBe('No signature has been added on this device yet.');
    await page.context().close();
  });

  it('hides the profile link when the organisation turns profile editing off', async () => {
    expect((await host.call('PUT', '/api/admin/settings', { token: admin, body: { profileEditing: false } })).status).toBe(200);
    const token = await host.token({ tenant, user: USER, scope: 'access_as_user' });
    const page = await openTaskPane({ token, user: USER, storage: {} });
    await page.getByText(`Signatures for ${USER}.`).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Insert the signature again' }).isEnabled()).toBe(true);
    expect(await page.locator('#profile').isHidden()).toBe(true);
    await page.context().close();
  });
});
