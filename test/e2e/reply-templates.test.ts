import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

// Out-of-office reply templates in the portal: made in the library, written (both replies) and previewed in the
// editor, published as signatures are, kept out of the signature assignment; and the days around them in the reader's
// own way of writing a date.

const ADMIN = 'ann.lee@fabrikam.test';
const STAFF = 'cleo.martin@fabrikam.test';

let host: TestHost;
let browser: Browser;
let page: Page;
let tenant: string;
let adminToken: string;

const api = (method: string, path: string, payload?: unknown) => host.succeed(method, path, { token: adminToken, body: payload });
const row = (table: string, name: string) =>
  page
    .getByRole('table', { name: table })
    .getByTestId('template-row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const frame = (p: Page, title: string) => p.frameLocator(`iframe[title="${title}"]`);
const replyTemplate = async () => {
  const { templates } = (await api('GET', '/api/admin/templates')) as { templates: { id: string; kind: string }[] };
  return api('GET', `/api/admin/templates/${templates.find((t) => t.kind === 'automatic-reply')!.id}`);
};

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  tenant = host.tenants[0];
  await host.onboard(tenant);
  adminToken = await host.token({ tenant, user: ADMIN });
  await api('POST', '/api/admin/templates', { name: 'Standard', html: '<p>{{displayName}}</p>', publish: true });
  page = await signInAndOpen(browser, host, { as: ADMIN, path: '/templates', locale: 'en-GB' });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: out-of-office reply templates', () => {
  it('shows replies apart from signatures, and says nobody can switch one on before one is published', async () => {
    await row('Signature templates', 'Standard').waitFor();
    const replies = page.getByRole('region', { name: 'Out-of-office replies' });
    await replies.getByText('None yet: nobody can switch on automatic replies until one is published.').waitFor();
    await checkPage(page, 'reply-library-empty');
  });

  it('creates a reply from the library with both bodies, refusing a blank external reply beside it', async () => {
    await page.getByRole('button', { name: 'New out-of-office reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'New out-of-office reply' });
    await dialog.getByLabel('Reply to people outside the organisation').waitFor();
    await checkPage(page, 'reply-create');
    await checkBothSizes(page, 'reply-create');
    await dialog.getByLabel('Name').fill('Away');
    const outside = dialog.getByLabel('Reply to people outside the organisation');
    const starter = await outside.inputValue();
    expect(starter).toContain('{{ooo.until}}');
    await outside.fill('');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog
      .getByText(/External is required|is required/)
      .first()
      .waitFor();
    const { templates } = (await api('GET', '/api/admin/templates')) as { templates: unknown[] };
    expect(templates).toHaveLength(1);
    await outside.fill(starter);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Created "Away".').first().waitFor();
    await row('Out-of-office reply templates', 'Away').getByText('Not published', { exact: true }).waitFor();
    expect(await row('Signature templates', 'Away').count()).toBe(0);
    await checkPage(page, 'reply-library');
    await checkBothSizes(page, 'reply-library');
  });

  it('offers no signature roles and no export for a reply', async () => {
    await page.getByRole('button', { name: 'Actions for Away' }).click();
    await page.getByRole('menuitem', { name: 'Versions' }).waitFor();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).not.toContain('Use for new messages');
    expect(items).not.toContain('Export');
    await page.keyboard.press('Escape');
  });

  it('writes and previews the reply to colleagues and the one to people outside in the same editor', async () => {
    await page.getByRole('link', { name: 'Away', exact: true }).click();
    await page.getByText('Out-of-office reply', { exact: true }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Which reply you edit' });
    await tabs.getByRole('tab', { name: 'Reply to colleagues', selected: true }).waitFor();
    await frame(page, 'Preview of the reply to people in the organisation')
      .getByText(/I am away until Monday,? 14 December 2026/)
      .waitFor();
    // No signature length for a reply: Outlook's limit is a signature's.
    expect(await page.getByText('Length of the signature').count()).toBe(0);
    await checkPage(page, 'reply-editor-internal');
    await checkBothSizes(page, 'reply-editor-internal');
    await tabs.getByRole('tab', { name: 'Reply to people outside' }).click();
    await page.getByRole('textbox', { name: 'HTML of the reply to people outside the organisation' }).waitFor();
    const outside = frame(page, 'Preview of the reply to people outside the organisation');
    await outside.getByText('Thank you for your message.').waitFor();
    await outside.getByText('please write to sam.taylor@').waitFor();
    await checkPage(page, 'reply-editor-external');
    await checkBothSizes(page, 'reply-editor-external');
  });

  it('keeps both replies through a language added, up for review and approved as a version', async () => {
    await page.getByRole('button', { name: 'Add language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch (de)' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: /^HTML of the reply to people outside the organisation in / }).waitFor();
    // The sample day of return is written in the language of the variant previewed, as the reply itself writes it.
    await frame(page, 'Preview of the reply to people outside the organisation').getByText('Montag, 14. Dezember 2026').waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Submitted for review.').first().waitFor();
    // The previews of the review and versions pages write the sample day in the reader's language (British English).
    const previewLanguages: (string | null)[] = [];
    const onPreview = (r: Request) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/admin/preview' && r.method() === 'POST') previewLanguages.push(r.postDataJSON()?.language ?? null);
      if (/^\/api\/admin\/templates\/[^/]+\/versions\/\d+\/preview$/.test(url.pathname))
        previewLanguages.push(url.searchParams.get('language'));
    };
    page.on('request', onPreview);
    // The reviewer sees both replies of the working copy, and approving publishes them.
    await page.goto(`${host.url}/admin/review`);
    await frame(page, 'Preview: Working copy: reply to colleagues').getByText('I am away until').waitFor();
    await frame(page, 'Preview: Working copy: reply to people outside').getByText('Thank you for your message.').waitFor();
    await checkPage(page, 'reply-review');
    await checkBothSizes(page, 'reply-review');
    await page.getByRole('button', { name: 'Approve and publish' }).click();
    await page.getByText('Approved "Away": published as version 1.').first().waitFor();
    const t = await replyTemplate();
    expect(t).toMatchObject({ kind: 'automatic-reply', version: 1 });
    expect(t.external).toContain('Thank you for your message.');
    expect(t.variants).toEqual([expect.objectContaining({ language: 'de', external: t.external, html: t.html })]);
    const versions = await api('GET', `/api/admin/templates/${t.id}/versions`);
    expect(versions.versions).toHaveLength(1);
    // Its versions show both replies too.
    await page.goto(`${host.url}/admin/templates/${t.id}/versions`);
    await frame(page, 'Preview: Version 1 (live): reply to colleagues').getByText('I am away until').waitFor();
    await frame(page, 'Preview: Version 1 (live): reply to people outside').getByText('Thank you for your message.').waitFor();
    await checkPage(page, 'reply-versions');
    await checkBothSizes(page, 'reply-versions');
    page.off('request', onPreview);
    expect(previewLanguages.length).toBeGreaterThan(1);
    expect(new Set(previewLanguages)).toEqual(new Set(['en-GB']));
    await frame(page, 'Preview: Version 1 (live): reply to colleagues')
      .getByText(/Monday,? 14 December 2026/)
      .first()
      .waitFor();
  });

  it('leaves replies out of the signatures a role or a rule can use', async () => {
    await page.goto(`${host.url}/admin/assignment`);
    const select = page.getByRole('combobox').first();
    await select.waitFor();
    const offered = await page.locator('select option').allTextContents();
    expect(offered).toContain('Standard');
    expect(offered.some((o) => o.startsWith('Away'))).toBe(false);
  });

  it("shows the day someone is back as the reader writes a date, and the reply names it in the reply's language", async () => {
    const staff = await signInAndOpen(browser, host, { as: STAFF, path: '/profile', locale: 'en-GB' });
    const end = new Date(Date.now() + 10 * 86_400_000);
    const day = `${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}`;
    await staff.getByRole('switch', { name: 'Send automatic replies' }).check();
    await staff.getByLabel('Back on').fill(day);
    await staff.getByRole('region', { name: 'Out-of-office replies' }).getByRole('button', { name: 'Save' }).click();
    const local = new Date(`${day}T00:00:00`);
    const british = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full' }).format(local);
    await staff.getByText(`Your automatic replies are on until ${british}.`).waitFor();
    const inReply = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(local);
    await frame(staff, 'Preview: your reply to people outside').getByText(`out of the office until ${inReply}`).waitFor();
    await checkPage(staff, 'reply-profile-dates');

    await page.goto(`${host.url}/admin/people?tab=out`);
    await page.getByTestId('out-row').filter({ hasText: STAFF }).getByText(`Back on ${british}`).waitFor();
    await checkBothSizes(page, 'reply-who-is-out');
  });
});
