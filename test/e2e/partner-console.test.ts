import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

// Fabrikam becomes a partner; Northwind, not yet using the service, becomes its client through the consent link.
const PARTNER_ADMIN = 'ann.lee@fabrikam.test';
const TECHNICIAN = 'ben.okafor@fabrikam.test';
const CLIENT_ADMIN = 'nia.ross@northwind.test';
const PARTNER = 'Fabrikam Test';
const CLIENT = 'Northwind Test';

let stripe: StripeStandin;
let host: TestHost;
let browser: Browser;
let partnerId: string;
let clientId: string;
let partnerToken: string;
let partner: Page;
let client: Page;
let consentLink: string;

const call = async (method: string, path: string, token: string, headers?: Record<string, string>) => {
  const res = await host.call(method, path, { token, headers });
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res.json;
};
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).waitFor();
const part = async (name: string) => {
  await partner.getByRole('navigation', { name: 'Partner console' }).getByRole('link', { name, exact: true }).click();
};

beforeAll(async () => {
  stripe = await startStripeStandin();
  [host, browser] = await Promise.all([
    startTestHost({
      env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: 'whsec_test_0123456789abcdef', STRIPE_API_BASE: stripe.url },
    }),
    launchBrowser(),
  ]);
  [partnerId, clientId] = host.tenants;
  await host.onboard(partnerId);
  partnerToken = await host.token({ tenant: partnerId, user: PARTNER_ADMIN });
  expect((await call('GET', '/api/admin/me', partnerToken)).role).toBe('Admin');
  partner = await signInAndOpen(browser, host, { as: PARTNER_ADMIN, path: '/' });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await stripe?.close();
});

describe('portal: partner console', () => {
  it('lets an Admin read and accept the partner agreement, and opens the console', async () => {
    await partner.getByRole('link', { name: 'Partner console' }).click();
    await partner.getByRole('heading', { level: 1, name: 'Partner programme' }).waitFor();
    const version = (await call('GET', '/api/admin/me', partnerToken)).partnerAgreementVersion as string;
    const accept = partner.getByRole('button', { name: `Accept version ${version}` });
    await expect.poll(() => accept.isDisabled()).toBe(true);
    await checkPage(partner, 'partner-agreement');
    await checkBothSizes(partner, 'partner-agreement');
    await partner.getByRole('checkbox', { name: new RegExp(`accept it for ${PARTNER}`) }).check();
    await accept.click();
    await status(partner, `${PARTNER} accepted the partner agreement, version ${version}. Your partner role: Owner.`);
    await partner.getByRole('heading', { level: 1, name: `Partner console · ${PARTNER}` }).waitFor();
    await partner.getByTestId('agreement-status').filter({ hasText: 'It is the version in force.' }).waitFor();
    expect((await call('GET', '/api/admin/me', partnerToken)).partner).toMatchObject({
      role: 'Owner',
      agreement: { version, current: true },
    });
  });

  it('invites a client with a copyable link, and puts a bad address in words beside its field', async () => {
    await part('Invitations');
    await partner.getByRole('heading', { name: 'Invite a client' }).waitFor();
    await partner.getByText('No invitation yet.').waitFor();
    await checkPage(partner, 'partner-invites-empty');
    const address = partner.getByLabel('Administrator’s e-mail (optional)');
    await address.fill('not an address');
    await partner.getByRole('button', { name: 'Create invitation' }).click();
    await partner.getByText('Email must be an e-mail address').waitFor();
    expect((await call('GET', '/api/admin/partner/invites', partnerToken)).invites).toEqual([]);

    await address.fill(CLIENT_ADMIN);
    await partner.getByRole('checkbox', { name: 'Mail the link to this address' }).uncheck();
    await partner.getByRole('button', { name: 'Create invitation' }).click();
    const created = partner.getByTestId('created-invite');
    await created.getByText(`Invitation created for ${CLIENT_ADMIN}`).waitFor();
    consentLink = await created.getByLabel('Consent link').inputValue();
    const [invite] = (await call('GET', '/api/admin/partner/invites', partnerToken)).invites;
    expect(consentLink).toBe(invite.link);
    await partner.getByTestId('invite-row').filter({ hasText: CLIENT_ADMIN }).getByText('Waiting for consent').waitFor();
    await checkPage(partner, 'partner-invites');
    await checkBothSizes(partner, 'partner-invites');
  });

  it('connects the client when its administrator consents through the link', async () => {
    client = await signInAndOpen(browser, host, { as: CLIENT_ADMIN, path: '/' });
    await client.getByRole('heading', { name: 'Connect your organisation' }).waitFor();
    await client.goto(consentLink);
    // Consent is granted as the administrator signed in; the service then asks who signs in, to verify them itself.
    await client.getByRole('heading', { name: 'Sign in' }).waitFor();
    await client.getByRole('button', { name: new RegExp(CLIENT_ADMIN.replace(/[.]/g, '\\.'), 'i') }).click();
    await client.waitForURL((url) => url.searchParams.get('onboarded') === clientId);
    await client.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await expect.poll(() => client.getByTestId('who-detail').textContent()).toBe(`Admin · ${CLIENT}`);

    await partner.reload();
    await partner.getByTestId('invite-row').filter({ hasText: CLIENT_ADMIN }).getByText(`Accepted by ${CLIENT}`).waitFor();
    await part('Clients');
    const row = partner.getByTestId('client-row').filter({ hasText: CLIENT });
    await row.getByText('by invitation').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await checkPage(partner, 'partner-clients');
    await checkBothSizes(partner, 'partner-clients');

    // Releasing explains direct billing and the grace before anything happens; cancelling changes nothing.
    await row.getByRole('button', { name: `Release ${CLIENT}` }).click();
    const dialog = partner.getByRole('alertdialog', { name: `Release ${CLIENT}?` });
    await dialog.getByText(/moves to direct billing: it keeps its signatures delivered for a 30-day grace/).waitFor();
    await checkPage(partner, 'partner-release-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await call('GET', '/api/admin/partner/clients', partnerToken)).clients.map((c: { id: string }) => c.id)).toEqual([clientId]);
  });

  it('works inside the client: a banner names it, pages show its data, and its change log names the partner', async () => {
    await partner
      .getByTestId('client-row')
      .filter({ hasText: CLIENT })
      .getByRole('button', { name: `Work inside ${CLIENT}` })
      .click();
    const banner = partner.getByTestId('client-banner');
    await banner.getByText(CLIENT).waitFor();
    await partner.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await expect.poll(() => partner.getByTestId('who-detail').textContent()).toBe(`Admin · ${CLIENT}`);
    // The data processing agreement is the client's own to accept (the service refuses it to the partner).
    await partner.getByText(/Accept the data processing agreement \(the client['’]s own Admin accepts it/).waitFor();
    await checkPage(partner, 'partner-inside-home');
    await checkBothSizes(partner, 'partner-inside-home');

    await partner.getByRole('link', { name: 'Settings' }).click();
    await partner.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await banner.getByText(CLIENT).waitFor();
    const editing = partner.getByRole('switch', { name: 'Profile editing' });
    await expect.poll(() => editing.isChecked()).toBe(true);
    await editing.click();
    await status(partner, 'Settings saved.');
    const clientToken = await host.token({ tenant: clientId, user: CLIENT_ADMIN });
    // The change landed in the client, not in the partner's own organisation.
    expect((await call('GET', '/api/admin/settings', clientToken)).profileEditing).toBe(false);
    expect((await call('GET', '/api/admin/settings', partnerToken)).profileEditing).toBe(true);

    await partner.getByRole('link', { name: 'Change log' }).click();
    await partner.getByRole('heading', { level: 1, name: 'Change log' }).waitFor();
    await partner
      .getByTestId('log-row')
      .filter({ hasText: 'Stopped people editing their own profile values' })
      .getByText(`via ${PARTNER}`, { exact: false })
      .waitFor();
    await checkPage(partner, 'partner-inside-changelog');
    const log = (await call('GET', '/api/admin/log?scope=tenant', clientToken)).entries as { action: string; actorName: string | null }[];
    expect(log.find((e) => e.action.startsWith('settings'))?.actorName).toBe(`Ann Lee via ${PARTNER}`);

    await banner.getByRole('button', { name: `Back to ${PARTNER}` }).click();
    await partner.getByRole('heading', { level: 1, name: `Partner console · ${PARTNER}` }).waitFor();
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => partner.getByTestId('who-detail').textContent()).toBe(`Admin · ${PARTNER}`);
  });

  it('puts takeover refusals in words', async () => {
    await part('Takeovers');
    await partner.getByText('No takeover request is waiting.').waitFor();
    // By tenant id: other test files' hosts share the storage, and their copies of the fixture share its domains.
    await partner.getByRole('radio', { name: 'Directory tenant id' }).check();
    await partner.getByRole('textbox', { name: 'Directory tenant id' }).fill(clientId);
    await partner.getByRole('button', { name: 'Request takeover' }).click();
    await alert(partner, 'The takeover was not requested');
    await partner
      .getByRole('alert')
      .filter({ hasText: /already manage/i })
      .waitFor();
    await partner.getByRole('radio', { name: 'Domain' }).check();
    await partner.getByRole('textbox', { name: 'Domain' }).fill('nobody-here.test');
    await partner.getByRole('button', { name: 'Request takeover' }).click();
    await partner.getByRole('alert').filter({ hasText: 'No organisation served by this service has that domain' }).waitFor();
    expect((await call('GET', '/api/admin/partner/transfers', partnerToken)).transfers).toEqual([]);
    await checkPage(partner, 'partner-transfers');
    await checkBothSizes(partner, 'partner-transfers');
  });

  it('adds staff, and refuses to remove the last Owner in words', async () => {
    await part('Staff');
    await partner.getByTestId('staff-row').filter({ hasText: PARTNER_ADMIN }).waitFor();
    await partner.getByRole('textbox', { name: 'E-mail address' }).fill(TECHNICIAN);
    await partner.getByRole('combobox', { name: 'Partner role' }).selectOption('Technician');
    await partner.getByRole('button', { name: 'Add to staff' }).click();
    await status(partner, 'Ben Okafor is now Technician.');
    await partner.getByTestId('staff-row').filter({ hasText: TECHNICIAN }).waitFor();

    await partner.getByRole('button', { name: 'Remove Ann Lee' }).click();
    const dialog = partner.getByRole('alertdialog', { name: 'Remove Ann Lee from the staff?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The partner must keep at least one Owner' }).waitFor();
    await dialog.getByText('Make another staff member an Owner first').waitFor();
    await checkPage(partner, 'partner-staff-last-owner');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Nor demoted: the refusal shows beside the table the change was made in.
    await partner.getByRole('combobox', { name: 'Role of Ann Lee' }).selectOption('Admin');
    await partner
      .getByRole('alert')
      .filter({ hasText: 'The role was not changed' })
      .filter({ hasText: 'The partner must keep at least one Owner' })
      .waitFor();
    const staff = (await call('GET', '/api/admin/partner/staff', partnerToken)).staff as { email: string; role: string }[];
    expect(staff.map((s) => [s.email, s.role]).sort()).toEqual([
      [PARTNER_ADMIN, 'Owner'],
      [TECHNICIAN, 'Technician'],
    ]);
    await checkPage(partner, 'partner-staff');
    await checkBothSizes(partner, 'partner-staff');
  });

  it('shows consolidated billing, usage with a CSV download, and the partner activity', async () => {
    await part('Billing');
    const overview = await call('GET', '/api/admin/partner/billing', partnerToken);
    const card = partner.getByTestId('partner-subscription');
    await card.getByText('No subscription', { exact: true }).waitFor();
    await card.getByText(String(overview.clients), { exact: true }).first().waitFor();
    await partner.getByRole('button', { name: 'Add a card and subscribe' }).waitFor();
    await checkPage(partner, 'partner-billing');
    await checkBothSizes(partner, 'partner-billing');

    await part('Usage');
    await partner.getByTestId('usage-row').filter({ hasText: CLIENT }).waitFor();
    const usage = await call('GET', '/api/admin/partner/usage', partnerToken);
    await partner
      .getByTestId('usage-total')
      .filter({ hasText: `bills ${usage.seatsBilled} ` })
      .waitFor();
    const [download] = await Promise.all([partner.waitForEvent('download'), partner.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^client-usage-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(CLIENT);
    await checkPage(partner, 'partner-usage');
    await checkBothSizes(partner, 'partner-usage');

    await part('Activity');
    const rows = partner.getByTestId('event-row');
    await rows.filter({ hasText: 'Accepted the partner agreement' }).waitFor();
    await rows.filter({ hasText: 'Invited a client' }).waitFor();
    await rows
      .filter({ hasText: `Worked inside “${CLIENT}”` })
      .first()
      .waitFor();
    await checkPage(partner, 'partner-events');
    await checkBothSizes(partner, 'partner-events');
  });

  it('shows a Technician only the parts their role may use', async () => {
    const technician = await signInAndOpen(browser, host, { as: TECHNICIAN, path: '/partner' });
    await technician.getByRole('heading', { level: 1, name: `Partner console · ${PARTNER}` }).waitFor();
    const parts = technician.getByRole('navigation', { name: 'Partner console' }).getByRole('link');
    await technician.getByTestId('client-row').filter({ hasText: CLIENT }).waitFor();
    await expect.poll(() => parts.allTextContents()).toEqual(['Clients', 'Staff', 'Activity', 'Agreement']);
    expect(await technician.getByRole('button', { name: `Release ${CLIENT}` }).count()).toBe(0);
    await technician.context().close();
  });

  it('lets the client see its partner on the managed page and revoke it; the partner is then refused inside it in words', async () => {
    // The partner is inside the client when the client ends the relationship.
    await part('Clients');
    await partner
      .getByTestId('client-row')
      .filter({ hasText: CLIENT })
      .getByRole('button', { name: `Work inside ${CLIENT}` })
      .click();
    await partner.getByTestId('client-banner').getByText(CLIENT).waitFor();

    await client.getByRole('link', { name: 'Managed by a partner' }).click();
    await client.getByRole('heading', { level: 1, name: 'Managed by a partner' }).waitFor();
    await client.getByTestId('managed-by').getByText(`${PARTNER}`, { exact: true }).waitFor();
    await client
      .getByTestId('managed-by')
      .getByText(/by invitation/)
      .waitFor();
    await checkPage(client, 'managed-organisation');
    await checkBothSizes(client, 'managed-organisation');
    await client.getByRole('button', { name: `End the relationship with ${PARTNER}` }).click();
    const dialog = client.getByRole('alertdialog', { name: `End the relationship with ${PARTNER}?` });
    await checkPage(client, 'managed-revoke-dialog');
    await dialog.getByRole('button', { name: 'End the relationship' }).click();
    await status(client, `${PARTNER} no longer manages ${CLIENT}`);
    await dialog.waitFor({ state: 'hidden' });
    await client.getByText(`No partner manages ${CLIENT}.`).waitFor();

    await partner.reload();
    await partner.getByRole('heading', { name: `You cannot work inside ${CLIENT}` }).waitFor();
    const refused = await host.call('GET', '/api/admin/me', { token: partnerToken, headers: { 'x-client-tenant': clientId } });
    expect([refused.status, refused.json.code]).toEqual([403, 'not_managed']);
    await partner.getByRole('alert').filter({ hasText: refused.json.message }).waitFor();
    await checkPage(partner, 'partner-inside-refused');
    await partner.getByRole('button', { name: 'Back to your own organisation' }).click();
    await partner.getByText('No clients yet.').waitFor();
  });

  it('takes an invitation opened by an organisation already served as a request its Admin answers, moving nothing', async () => {
    const invite = await call('POST', '/api/admin/partner/invites', partnerToken);
    await client.goto(invite.link);
    // The link names nobody: the administrator is asked who signs in, once the consent is given.
    await client.getByRole('heading', { name: 'Sign in' }).waitFor();
    await client.getByRole('button', { name: new RegExp(CLIENT_ADMIN.replace(/[.]/g, '\\.'), 'i') }).click();
    await client.waitForURL((url) => url.searchParams.has('transfer'));
    const notice = client.getByRole('status').filter({ hasText: 'the partner’s invitation changed nothing' });
    await notice.waitFor();
    await checkPage(client, 'invitation-to-a-customer');
    expect((await call('GET', '/api/admin/partner/clients', partnerToken)).clients).toEqual([]);
    await notice.getByRole('link', { name: 'Managed by a partner' }).click();
    const request = client.getByTestId('takeover-request').filter({ hasText: PARTNER });
    await request.getByRole('button', { name: `Decline ${PARTNER}` }).click();
    await status(client, `The takeover request of ${PARTNER} is declined.`);
    await client.getByText(`No partner manages ${CLIENT}.`).waitFor();
  });

  it('asks to take the organisation over again, and the client approves it on its managed page', async () => {
    await part('Takeovers');
    await partner.getByRole('radio', { name: 'Directory tenant id' }).check();
    await partner.getByRole('textbox', { name: 'Directory tenant id' }).fill(clientId);
    await partner.getByRole('button', { name: 'Request takeover' }).click();
    await status(partner, `Takeover of ${CLIENT} requested.`);
    await partner.getByTestId('transfer-row').filter({ hasText: CLIENT }).waitFor();

    await client.reload();
    const request = client.getByTestId('takeover-request').filter({ hasText: PARTNER });
    await request.waitFor();
    await checkPage(client, 'managed-takeover-request');
    await request.getByRole('button', { name: `Approve ${PARTNER}` }).click();
    await status(client, `${PARTNER} manages ${CLIENT} from now on.`);
    await client
      .getByTestId('managed-by')
      .getByText(/by takeover/)
      .waitFor();

    await part('Clients');
    await partner.getByTestId('client-row').filter({ hasText: CLIENT }).getByText('by takeover').waitFor();
    expect((await call('GET', '/api/admin/partner/transfers', partnerToken)).transfers).toEqual([]);
  });
});
