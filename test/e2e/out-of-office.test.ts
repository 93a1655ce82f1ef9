import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

const ADMIN = 'ann.lee@fabrikam.test';
const STAFF = 'cleo.martin@fabrikam.test';
const BEN = 'ben.okafor@fabrikam.test';

let host: TestHost;
let browser: Browser;
let tenant: string;
let adminToken: string;

const api = (method: string, path: string, payload?: unknown) => host.succeed(method, path, { token: adminToken, body: payload });
/** What the mailbox holds, as the directory (the fixture's in-memory mailbox settings) has it. */
const inMailbox = (userId: string) => host.services.directory.mailboxSettings!.automaticReplies(tenant, userId);
/** A day ten days from now, as a date field takes it. */
const backOn = () => {
  const d = new Date(Date.now() + 10 * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const frame = (page: Page, title: string) => page.frameLocator(`iframe[title="${title}"]`);

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  tenant = host.tenants[0];
  await host.onboard(tenant);
  adminToken = await host.token({ tenant, user: ADMIN });
  await api('POST', '/api/admin/templates', {
    name: 'Out of office',
    kind: 'automatic-reply',
    // Sections leave a sentence out while its value is not given (no day back yet, nobody to contact).
    html: '<p>Hello, {{displayName}} is away{{#ooo.until}} until {{ooo.until}}{{/ooo.until}}.{{#ooo.contact}} Please ask {{ooo.contact}} meanwhile.{{/ooo.contact}}</p>',
    external:
      '<p>Thank you for your message. I am out of the office{{#ooo.until}} until {{ooo.until}}{{/ooo.until}}.' +
      '{{#ooo.contact}} For anything urgent, write to {{ooo.contact}}.{{/ooo.contact}}</p>',
    publish: true,
  });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: out-of-office replies', () => {
  let staff: Page;

  it('shows the person their replies off, with both replies previewed, on their profile page', async () => {
    staff = await signInAndOpen(browser, host, { as: STAFF, path: '/profile' });
    const section = staff.getByRole('region', { name: 'Out-of-office replies' });
    await section.getByText('Your automatic replies are off.').waitFor();
    await frame(staff, 'Preview: your reply to colleagues').getByText('Hello, Cleo Martin is away.').waitFor();
    await frame(staff, 'Preview: your reply to people outside').getByText('Thank you for your message.').waitFor();
    await checkPage(staff, 'out-of-office-profile');
  });

  it('says what is wrong with a contact that is not an address, and writes nothing', async () => {
    await staff.getByRole('switch', { name: 'Send automatic replies' }).check();
    await staff.getByLabel('Who to contact meanwhile').fill('my manager');
    await staff.getByRole('button', { name: 'Save' }).first().click();
    await staff.getByText('The contact must be an e-mail address').waitFor();
    expect((await inMailbox('a-cleo'))?.status).toBe('disabled');
  });

  it('switches them on with the day the person is back and whom to contact, previewed as typed', async () => {
    await staff.getByLabel('Back on').fill(backOn());
    await staff.getByLabel('Who to contact meanwhile').fill('ann.lee@fabrikam.test');
    await frame(staff, 'Preview: your reply to people outside').getByText('write to ann.lee@fabrikam.test').waitFor();
    await staff.getByRole('region', { name: 'Out-of-office replies' }).getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Saved: your mailbox sends these replies.').waitFor();
    await staff.getByText(/^Your automatic replies are on until /).waitFor();
    const set = await inMailbox('a-cleo');
    expect(set?.status).toBe('scheduled');
    expect(set?.externalReplyMessage).toContain('write to ann.lee@fabrikam.test');
    await checkPage(staff, 'out-of-office-profile-on');
    await checkBothSizes(staff, 'out-of-office-profile');
  });

  it("shows an Admin who is out, and lets them switch someone's replies off and on", async () => {
    const admin = await signInAndOpen(browser, host, { as: ADMIN, path: '/people?tab=out' });
    const row = admin.getByTestId('out-row').filter({ hasText: STAFF });
    await row.getByText('Out now').waitFor();
    await checkPage(admin, 'out-of-office-admin');
    await checkBothSizes(admin, 'out-of-office-admin');
    await row.getByRole('button', { name: `Switch off the automatic replies of ${STAFF}` }).click();
    await admin.getByText(`The automatic replies of ${STAFF} are off.`).waitFor();
    await admin.getByText('Nobody has automatic replies on.').waitFor();
    expect((await inMailbox('a-cleo'))?.status).toBe('disabled');

    await admin.getByRole('button', { name: 'Switch on for someone' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Their e-mail address').fill(BEN);
    await checkPage(admin, 'out-of-office-admin-dialog');
    await dialog.getByRole('button', { name: 'Switch on' }).click();
    await admin.getByTestId('out-row').filter({ hasText: BEN }).getByText('Until switched off').waitFor();
    expect((await inMailbox('a-ben'))?.status).toBe('alwaysEnabled');
    const log = await api('GET', '/api/admin/log');
    expect(log.entries[0]).toMatchObject({ action: 'automatic_replies.on', target: BEN, actor: ADMIN });
  });
});
