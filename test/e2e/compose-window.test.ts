import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addinFiles } from '../../shared/addin/files.js';
import { builtAddin } from '../helpers/addin-build.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';
import { checkPage, launchBrowser, policyViolations, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes, PHONE } from './helpers/viewports.js';

const ADMIN = 'ann.lee@fabrikam.test';
const SHARED = 'info@fabrikam.test';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let host: TestHost;
let call: (method: string, path: string, b?: unknown) => ReturnType<TestHost['call']>;
let browser: Browser;
let page: Page;
let built: string;
const runtimeRequests: string[] = [];
const documents = new Map<string, Response>();

/** The message body: the document of the sandboxed frame the compose window shows it in. */
const body = () => page.frameLocator('[data-testid="compose-body"]').locator('body');
const latest = () => page.getByTestId('happening-run').first();

beforeAll(async () => {
  built = await builtAddin();
  [host, browser] = await Promise.all([startTestHost({ addin: addinFiles(built) }), launchBrowser()]);
  const [tenant] = host.tenants;
  await host.onboard(tenant);
  const token = await host.token({ tenant, user: ADMIN });
  call = (method, path, b) => host.call(method, path, { token, body: b });
  await call('GET', '/api/admin/me');
  await call('PUT', '/api/admin/asset/logo.png', { base64: PNG });
  const html =
    '<table><tr><td><img src="cid:logo.png" alt="Fabrikam logo" width="24" height="24"></td><td><strong>{{displayName}}</strong><br>{{jobTitle}}</td></tr></table>';
  const newId = (await createPublished(call, { name: 'Standard', html })).json.id;
  const replyId = (await createPublished(call, { name: 'Reply', html: '<p>-- {{displayName}} (reply)</p>' })).json.id;
  expect((await call('PUT', '/api/admin/roles', { new: newId, reply: replyId })).status).toBe(200);
  page = await signInAndOpen(browser, host, { as: ADMIN, path: '/' });
  page.on('request', (r) => {
    if (r.url().includes('/addin/')) runtimeRequests.push(new URL(r.url()).pathname);
  });
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document') documents.set(new URL(r.url()).pathname, r);
  });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: try it in a compose window', () => {
  it('runs the built runtime.js in a frame and applies the signed-in Admin’s signature to a new message', async () => {
    await page.getByRole('link', { name: 'Try it in a compose window' }).click();
    await page.getByRole('heading', { level: 1, name: 'Try it in a compose window' }).waitFor();
    await body().getByText('Ann Lee').waitFor();
    expect(runtimeRequests).toEqual(expect.arrayContaining(['/addin/standin.html', '/addin/standin.js', '/addin/runtime.js']));
    // The frame runs the very file the manifests name, as built.
    const frame = page.frames().find((f) => f.url().endsWith('/addin/standin.html'))!;
    const served = await frame.evaluate(async () => (await fetch('/addin/runtime.js')).text());
    expect(served).toBe(await readFile(join(built, 'runtime.js'), 'utf8'));
    expect(await body().locator('img[alt="Fabrikam logo"]').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const run = latest();
    await run.getByText(/The add-in called completed\(\) \d+ ms after the event\./).waitFor();
    await run.getByText('Outlook raised OnNewMessageCompose.').waitFor();
    // Answered afresh or from the signature this device keeps (304): either way this window's own run.
    await run.getByText(/^The service answered (200|304 Not Modified) for ann\.lee@fabrikam\.test \(new\)/).waitFor();
    await run.getByText(/^Inline image logo\.png attached \(\d+ bytes\)\.$/).waitFor();
    await run.getByText(/^Report sent: applied; the service answered 20\d\.$/).waitFor();
    await expect.poll(() => page.getByText('Inline images: logo.png').count()).toBe(1);
    await checkPage(page, 'compose-window');
    await checkBothSizes(page, 'compose-window');
  });

  it('replaces the signature when From becomes the shared mailbox, and back', async () => {
    await page.getByLabel('From').selectOption(SHARED);
    await body().getByText('Fabrikam Info').waitFor();
    expect(await body().textContent()).not.toContain('Ann Lee');
    await latest().getByText('Outlook raised OnMessageFromChanged.').waitFor();
    await latest().getByText(`The service answered 200 for ${SHARED} (new).`).waitFor();
    await page.getByLabel('From').selectOption(ADMIN);
    await body().getByText('Ann Lee').waitFor();
    // The same signature again: the device's copy, revalidated.
    await latest()
      .getByText(`The service answered 304 Not Modified for ${ADMIN} (new): the signature kept on this device is current.`)
      .waitFor();
    await expect.poll(() => body().locator('.signature-block').count()).toBe(1);
  });

  it('asks again when an external recipient is typed, sending domains only, keeps one signature, and asks nothing for a known domain', async () => {
    const asked: string[] = [];
    const onRequest = (r: Request) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/signature') asked.push(r.postData() ?? '');
    };
    page.on('request', onRequest);
    try {
      const to = page.getByLabel('To', { exact: true });
      await expect.poll(() => to.inputValue()).toBe('Lena Vogel <lena.vogel@fabrikam.test>; ');
      await to.press('End');
      await to.pressSequentially('Alex Wilber <alex.wilber@contoso.example>; ');
      const run = latest();
      await run.getByText('Outlook raised OnMessageRecipientsChanged (To changed).').waitFor();
      await run.getByText(/Recipient domains sent: contoso\.example, fabrikam\.test\.$/).waitFor();
      await run.getByText(/The add-in called completed\(\)/).waitFor();
      await run.getByText(/^Report sent: applied; the service answered 20\d\.$/).waitFor();
      // What went over the wire: the sender, the compose type and the recipients' domains; no recipient's address.
      expect(asked.map((b) => JSON.parse(b) as unknown)).toEqual([
        { email: ADMIN, type: 'new', recipients: { domains: ['contoso.example', 'fabrikam.test'] }, thread: { quotedSignature: false } },
      ]);
      expect(asked[0]).not.toMatch(/alex|lena|wilber|vogel/i);
      await expect.poll(() => body().locator('.signature-block').count()).toBe(1);
      await body().getByText('Ann Lee').waitFor();
      await expect.poll(() => page.getByTestId('compose-headers').textContent()).toMatch(/X-Signature-Applied: template=\S+; version=\d+/);

      // Another person at contoso.example, in Cc: the event is raised and completed, nothing is asked.
      await page.getByLabel('Cc', { exact: true }).pressSequentially('raj.mehta@contoso.example;');
      const again = latest();
      await again.getByText('Outlook raised OnMessageRecipientsChanged (Cc changed).').waitFor();
      await again.getByText(/The add-in called completed\(\)/).waitFor();
      await again.getByText('Nothing to change').waitFor();
      expect(asked).toHaveLength(1);
      await expect.poll(() => body().locator('.signature-block').count()).toBe(1);
      await checkPage(page, 'compose-window-recipients');
      await checkBothSizes(page, 'compose-window-recipients');
    } finally {
      page.off('request', onRequest);
    }
  });

  it('changes the signature to the customers’ one while an outside recipient is on the message, one signature at a time, and back', async () => {
    const customers = (
      await createPublished(call, { name: 'Customers', html: '<p class="customers">{{displayName}} · Fabrikam, for customers</p>' })
    ).json.id;
    const rule = { name: 'Customers', attribute: 'recipients', operator: 'anyExternal', new: customers };
    expect((await call('PUT', '/api/admin/rules', { rules: [rule] })).status).toBe(200);
    const to = page.getByLabel('To', { exact: true });
    const headers = () => page.getByTestId('compose-headers').textContent();
    const signatures = () => body().locator('.signature-block').count();
    try {
      // Colleagues only (the Cc emptied, To back to Lena): the standard signature, marked as made for them.
      await page.getByLabel('Cc', { exact: true }).fill('');
      await to.fill('Lena Vogel <lena.vogel@fabrikam.test>; ');
      await latest()
        .getByText(/Recipient domains sent: fabrikam\.test\.$/)
        .waitFor();
      await expect.poll(headers).toMatch(/X-Signature-Applied: template=\S+; version=\d+; recipients=internal/);
      await body().locator('img[alt="Fabrikam logo"]').waitFor();

      // A customer typed in: the customers' signature replaces it, marked as made for outside recipients.
      await to.press('End');
      await to.pressSequentially('Alex Wilber <alex.wilber@contoso.example>; ');
      await body().getByText('Ann Lee · Fabrikam, for customers').waitFor();
      await latest()
        .getByText(/^Report sent: applied; the service answered 20\d\.$/)
        .waitFor();
      await expect.poll(headers).toMatch(new RegExp(`X-Signature-Applied: template=${customers}; version=1; recipients=external`));
      expect([await signatures(), await body().locator('img[alt="Fabrikam logo"]').count()]).toEqual([1, 0]);
      await checkPage(page, 'compose-window-customers');
      await checkBothSizes(page, 'compose-window-customers');

      // The customer taken off again: the standard signature is back, still one.
      await to.fill('Lena Vogel <lena.vogel@fabrikam.test>; ');
      await body().locator('img[alt="Fabrikam logo"]').waitFor();
      await expect.poll(headers).toMatch(/recipients=internal/);
      expect([await signatures(), await body().getByText('for customers').count()]).toEqual([1, 0]);
    } finally {
      expect((await call('PUT', '/api/admin/rules', { rules: [] })).status).toBe(200);
    }
  });

  it('puts a reply’s signature below the cursor and above the quoted message', async () => {
    await page.getByRole('radio', { name: 'Reply', exact: true }).check();
    await body().getByText('-- Ann Lee (reply)').waitFor();
    const text = (await body().textContent())!;
    const [typed, signature, quoted] = ['Thursday works for me', '-- Ann Lee (reply)', 'Can we meet on Thursday'].map((t) =>
      text.indexOf(t),
    );
    expect(typed).toBeGreaterThanOrEqual(0);
    expect(signature).toBeGreaterThan(typed);
    expect(quoted).toBeGreaterThan(signature);
    await page.getByRole('radio', { name: 'Forward' }).check();
    await page.getByText('FW: Plans for the launch').first().waitFor();
    await body().getByText('-- Ann Lee (reply)').waitFor();
  });

  it('shows a reply further down a thread: the phone’s footer goes, and once per thread the reply signature follows the full one', async () => {
    const fresh = async (name: string) => {
      await page.getByRole('radio', { name: 'New message' }).check();
      await body().getByText('Here is the plan for the launch.').waitFor();
      await page.getByRole('radio', { name, exact: true }).check();
    };
    try {
      // Every reply signed (the default): the reply signature, and the footer taken off the end of the new text.
      await fresh('Reply in a thread');
      await body().getByText('-- Ann Lee (reply)').waitFor();
      await latest().getByText('The phone’s own footer was taken off the end of your text.').waitFor();
      await body().getByText('The full signature your first message carried, with its banner').waitFor();
      expect(await body().textContent()).not.toContain('Sent from my iPhone');

      // Once per thread: the first reply carries the full signature, the reply quoting it the short one.
      expect((await call('PUT', '/api/admin/settings', { threadSignature: 'oncePerThread' })).status).toBe(200);
      await fresh('Reply');
      await body().locator('img[alt="Fabrikam logo"]').waitFor();
      await fresh('Reply in a thread');
      await body().getByText('-- Ann Lee (reply)').waitFor();
      await latest()
        .getByText(/The add-in called completed\(\)/)
        .waitFor();
      expect(await body().locator('img[alt="Fabrikam logo"]').count()).toBe(0);
      await checkPage(page, 'compose-window-thread');
      await checkBothSizes(page, 'compose-window-thread');
    } finally {
      expect((await call('PUT', '/api/admin/settings', { threadSignature: 'every' })).status).toBe(200);
    }
  });

  it('writes the sample messages in the person’s language, the phone’s German footer taken off as the English one is', async () => {
    const german = await signInAndOpen(browser, host, { as: ADMIN, path: '/try', locale: 'de-DE' });
    const germanBody = () => german.frameLocator('[data-testid="compose-body"]').locator('body');
    try {
      await germanBody().getByText('hier ist der Plan für den Start.').waitFor();
      await germanBody().getByText('Ann Lee').waitFor();
      expect(await german.getByLabel('Betreff').inputValue()).toBe('Pläne für den Start');
      await german.getByRole('radio', { name: 'In einer Unterhaltung antworten' }).check();
      await germanBody().getByText('Die vollständige Signatur Ihrer ersten Nachricht, mit ihrem Banner').waitFor();
      await germanBody().getByText('-- Ann Lee (reply)').waitFor();
      expect(await german.getByLabel('Betreff').inputValue()).toBe('AW: AW: Pläne für den Start');
      const text = (await germanBody().textContent()) ?? '';
      expect(text).toContain('Betreff:');
      expect(text).not.toContain('Von meinem iPhone gesendet');
      expect(text).not.toMatch(/Plans for the launch|Subject:/);
      await checkPage(german, 'compose-window-german');
    } finally {
      await german.context().close();
    }
  });

  it('applies the signature to a new meeting invitation, and says Outlook on iOS raises no event for one', async () => {
    await page.getByRole('radio', { name: 'Meeting invitation' }).check();
    await latest().getByText('Outlook raised OnNewAppointmentOrganizer.').waitFor();
    await body().getByText('Ann Lee').waitFor();
    await page.getByLabel('Outlook client').selectOption('ios');
    await latest().getByText('Outlook raised no event: Outlook on iOS does not raise OnNewAppointmentOrganizer.').waitFor();
    await body().getByText('Your own Outlook signature').waitFor();
    await page.getByLabel('Outlook client').selectOption('new');
    await page.getByRole('radio', { name: 'New message' }).check();
    await body().getByText('Ann Lee').waitFor();
  });

  it('shows what the add-in does about each known fault', async () => {
    // office-js #6402 in new Outlook: the add-in empties the signature area first, so nothing stacks.
    await page.getByRole('switch', { name: /stack instead of being replaced/ }).check();
    await page.getByText(/empties the signature area before it sets such a signature/).waitFor();
    await page.getByLabel('From').selectOption(SHARED);
    await body().getByText('Fabrikam Info').waitFor();
    await latest().getByText('The signature area was emptied.').waitFor();
    await expect.poll(() => body().locator('.signature-block').count()).toBe(1);
    expect(
      await latest()
        .getByText(/stacked/)
        .count(),
    ).toBe(0);

    // office-js #6488: no event, Outlook's own signature stays.
    await page.getByRole('switch', { name: /popped out quickly/ }).check();
    await page.getByRole('checkbox', { name: 'Pop the window out at once' }).check();
    await page.getByRole('button', { name: 'Open a new compose window' }).click();
    await latest()
      .getByText(/Outlook raised no event: the window was popped out before the event was raised/)
      .waitFor();
    await body().getByText('Your own Outlook signature').waitFor();
    await page.getByRole('checkbox', { name: 'Pop the window out at once' }).uncheck();

    // The service unreachable: the device's last signature for the mailbox, the failure kept for later.
    await page.getByRole('switch', { name: 'The signature service cannot be reached' }).check();
    await page.getByRole('button', { name: 'Open a new compose window' }).click();
    await latest().getByText('The request to /api/signature failed: the service could not be reached.').waitFor();
    await latest()
      .getByText(/The add-in called completed\(\)/)
      .waitFor();
    await body().getByText('Ann Lee').waitFor();
    await checkPage(page, 'compose-window-faults');
    await page.getByRole('switch', { name: 'The signature service cannot be reached' }).uncheck();
  });

  it('draws the window at phone width in dark mode', async () => {
    await page.getByRole('radio', { name: 'Phone' }).check();
    await page.getByRole('switch', { name: 'Dark mode' }).check();
    await page.setViewportSize(PHONE);
    // The runs shown so far are marked: the window opened now must add a run of its own to the event list.
    await page.getByTestId('happening-run').evaluateAll((runs) => runs.forEach((run) => run.setAttribute('data-seen', '')));
    await page.getByRole('button', { name: 'Open a new compose window' }).click();
    const run = page.locator('[data-testid="happening-run"]:not([data-seen])');
    // Answered afresh or from the signature this device keeps (304): either way this window's own run.
    await run.getByText(/^The service answered (200|304 Not Modified) for ann\.lee@fabrikam\.test \(new\)/).waitFor();
    expect(await page.getByTestId('happening-run').first().getAttribute('data-seen')).toBeNull();
    await body().getByText('Ann Lee').waitFor();
    // Phone width: the window is drawn at most 360 px wide, inside the phone's screen.
    const box = (await page.getByTestId('compose-window').boundingBox())!;
    expect([box.width <= 360, box.x >= 0 && box.x + box.width <= PHONE.width]).toEqual([true, true]);
    // Dark mode: the window is dark, and the message's colours are turned round as Outlook does (pictures kept).
    const windowBackground = await page.getByTestId('compose-window').evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = (windowBackground.match(/\d+/g) ?? []).map(Number);
    expect([windowBackground, r + g + b < 3 * 80]).toEqual([windowBackground, true]);
    expect(await body().evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('invert(1) hue-rotate(180deg)');
    await checkPage(page, 'compose-window-dark');
  });

  it('was served under the headers, and the portal, the add-in and the sign-in met no refusal of their policy', async () => {
    const other = await page.context().newPage();
    const pricing = await (await other.goto(`${host.url}/pricing`))!.allHeaders();
    expect(pricing['content-security-policy']).toMatch(/script-src 'self';.*frame-ancestors 'none'/);
    const portal = await (await other.goto(`${host.url}/admin`))!.allHeaders();
    expect(portal['content-security-policy']).toMatch(/script-src 'self';.*frame-ancestors 'none'/);
    expect([portal['x-content-type-options'], portal['referrer-policy']]).toEqual(['nosniff', 'strict-origin-when-cross-origin']);
    // The portal ran under it as far as sending a new tab to the identity provider's sign-in page.
    await other.getByRole('heading', { name: 'Sign in' }).waitFor();
    const addin = await documents.get('/addin/standin.html')!.allHeaders();
    expect(addin['content-security-policy']).toMatch(/frame-ancestors 'self' https:\/\/outlook\.office\.com /);
    const token = await host.token({ tenant: host.tenants[0], user: ADMIN });
    const download = await page.request.get(`${host.url}/api/admin/download?email=${encodeURIComponent(ADMIN)}`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': host.address },
    });
    expect(download.status()).toBe(200);
    expect(download.headers()['content-security-policy']).toMatch(/^default-src 'none';/);
    expect(download.headers()['content-disposition']).toBe('attachment; filename="signature-new.html"');
    expect(policyViolations(page)).toEqual([]);
    expect(policyViolations(other)).toEqual([]);
    await other.close();
  });
  it('shows the body in a frame that runs no script and shares no origin with the portal, so a signature cannot restyle it', async () => {
    const frame = page.getByTestId('compose-body');
    const refusedBefore = policyViolations(page).length;
    expect(await frame.evaluate((el) => el.tagName)).toBe('IFRAME');
    expect(await frame.getAttribute('sandbox')).toBe('');
    // A signature as hostile as a tenant could write it, applied the way the add-in applies one.
    const standin = page.frames().find((f) => f.url().endsWith('/addin/standin.html'))!;
    await standin.evaluate(
      (html) =>
        new Promise<void>((resolve) =>
          (window as unknown as { Office: typeof Office }).Office.context.mailbox.item!.body.setSignatureAsync(html, {}, () => resolve()),
        ),
      '<style>h1,main,nav{display:none!important}body{background:#c00!important}</style>' +
        '<p style="position:fixed;inset:0;z-index:2147483647;background:#c00">Hostile</p>' +
        '<script>parent.document.body.remove()</script><img src="data:," onerror="parent.document.body.remove()">',
    );
    await body().getByText('Hostile').waitFor();
    // The style took effect in the frame's own document, and nowhere else.
    expect(await body().evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(204, 0, 0)');
    await page.getByRole('heading', { level: 1, name: 'Try it in a compose window' }).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(204, 0, 0)');
    expect(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, 40)?.closest('iframe'))).toBeNull();
    // The portal's policy is a second wall: all it refused is the signature's inline handler, which never ran.
    expect(
      policyViolations(page)
        .slice(refusedBefore)
        .filter((v) => !/inline event handler|script-src-attr refused inline/.test(v)),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Open a new compose window' }).click();
    await body().getByText('Ann Lee').waitFor();
  });
});
