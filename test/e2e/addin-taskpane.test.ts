import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** What the page's fake Outlook starts with and what it recorded, read back from the page. */
interface OutlookSetup {
  token: string;
  user: string;
  /** Entries of OfficeRuntime.storage before the page loads. */
  storage: Record<string, string>;
}
interface Recorded {
  signatures: string[];
  clientSignatureDisabled: boolean;
}

/**
 * A minimal `Office` and `OfficeRuntime` with a compose item, defined before the task pane's scripts run. It runs in
 * the page, so it takes everything it needs as its one argument.
 */
function fakeOutlook(setup: OutlookSetup): void {
  type Callback = (result: { status: string; value?: unknown }) => void;
  const ok = (cb: Callback, value?: unknown) => cb({ status: 'succeeded', value });
  const recorded = { signatures: [] as string[], clientSignatureDisabled: false };
  const attachments: { id: string; name: string; isInline: boolean }[] = [];
  const session = new Map<string, string>();
  const storage = new Map(Object.entries(setup.storage));
  const item = {
    from: { getAsync: (cb: Callback) => ok(cb, { emailAddress: setup.user, displayName: setup.user }) },
    getComposeTypeAsync: (cb: Callback) => ok(cb, { composeType: 'newMail', coercionType: 'html' }),
    getAttachmentsAsync: (cb: Callback) => ok(cb, attachments.slice()),
    addFileAttachmentFromBase64Async: (_base64: string, name: string, options: { isInline?: boolean }, cb: Callback) => {
      const id = `att-${attachments.length + 1}`;
      attachments.push({ id, name, isInline: options.isInline === true });
      ok(cb, id);
    },
    removeAttachmentAsync: (id: string, cb: Callback) => {
      attachments.splice(
        attachments.findIndex((a) => a.id === id),
        1,
      );
      ok(cb);
    },
    body: {
      setSignatureAsync: (html: string, _options: unknown, cb: Callback) => {
        recorded.signatures.push(html);
        ok(cb);
      },
    },
    disableClientSignatureAsync: (cb: Callback) => {
      recorded.clientSignatureDisabled = true;
      ok(cb);
    },
    sessionData: {
      getAsync: (key: string, cb: Callback) => (session.has(key) ? ok(cb, session.get(key)) : cb({ status: 'failed' })),
      setAsync: (key: string, value: string, cb: Callback) => {
        session.set(key, value);
        ok(cb);
      },
    },
    notificationMessages: { replaceAsync: (_key: string, _details: unknown, cb: Callback) => ok(cb) },
  };
  const w = window as unknown as Record<string, unknown>;
  w.__recorded = recorded;
  w.Office = {
    onReady: (cb: () => void) => {
      cb();
      return Promise.resolve({ host: 'Outlook', platform: 'OfficeOnline' });
    },
    AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
    CoercionType: { Html: 'html', Text: 'text' },
    MailboxEnums: { ItemNotificationMessageType: { InformationalMessage: 'informationalMessage' } },
    context: {
      platform: 'OfficeOnline',
      mailbox: { item, userProfile: { emailAddress: setup.user }, diagnostics: { hostName: 'OutlookWebApp', hostVersion: 'test' } },
    },
  };
  w.OfficeRuntime = {
    storage: {
      getItem: async (key: string) => storage.get(key) ?? null,
      setItem: async (key: string, value: string) => void storage.set(key, value),
    },
    auth: { getAccessToken: async () => setup.token },
  };
}

async function openTaskPane(setup: OutlookSetup): Promise<Page> {
  // Requests carry this host's caller address, so rate limits stay per test file.
  const context = await browser.newContext({
    viewport: { width: 360, height: 720 },
    extraHTTPHeaders: { 'x-forwarded-for': host.address },
  });
  context.setDefaultTimeout(ELEMENT_TIMEOUT);
  // No network here: office.js is replaced by the fake the init script defines.
  await context.route('https://appsforoffice.microsoft.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await context.addInitScript(fakeOutlook, setup);
  const page = await context.newPage();
  await page.goto(`${host.url}/addin/taskpane.html`);
  return page;
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __recorded: Recorded }).__recorded);

beforeAll(async () => {
  outdir = await mkdtemp(join(tmpdir(), 'addin-taskpane-'));
  await buildAddin(outdir);
  [host, browser] = await Promise.all([startTestHost({ addin: addinFiles(outdir) }), launchBrowser()]);
  tenant = host.tenants[0];
  await host.onboard(tenant);
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

    expect(await page.locator('#last').textContent()).toMatch(new RegExp(`^Added to a reply from ${USER} on .+\\.$`));

    const insert = page.getByRole('button', { name: 'Insert the signature again' });
    await expect.poll(() => insert.isEnabled()).toBe(true);
    await checkPage(page, 'addin-taskpane');

    await insert.focus();
    await page.keyboard.press('Enter');
    await page.getByText('The signature was inserted.').waitFor();
    const after = await recorded(page);
    expect(after.signatures).toHaveLength(1);
    expect(after.signatures[0]).toContain('<strong>Ben Okafor</strong> · New');
    expect(after.clientSignatureDisabled).toBe(true);
    expect(await page.locator('#last').textContent()).toMatch(new RegExp(`^Added to a new message from ${USER} on .+\\.$`));
    await page.context().close();
  });

  it('says in words why no signature is served for a mailbox outside the directory', async () => {
    const token = await host.token({ tenant, user: USER, scope: 'access_as_user' });
    const page = await openTaskPane({ token, user: 'nobody@fabrikam.test', storage: {} });
    await page.getByText('Signatures for nobody@fabrikam.test.').waitFor();
    for (const id of ['#preview-new', '#preview-reply']) expect(await page.locator(id).textContent()).toMatch(/^No signature: [a-z].+\.$/);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.locator('#last').textContent()).toBe('No signature has been added on this device yet.');
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
