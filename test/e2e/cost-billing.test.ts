import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';
import { checkPage, ELEMENT_TIMEOUT, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';
import { postSignedEvent } from '../helpers/payments-webhook.js';

const ADMIN = 'ann.lee@fabrikam.test';
const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

let stripe: StripeStandin;
let host: TestHost;
let browser: Browser;
let page: Page;
let token: string;

const api = async (method: string, path: string, body?: unknown) => (await host.call(method, path, { token, body })).json;
const statValue = async (testId: string) => (await page.getByTestId(testId).locator('span').nth(1).textContent())?.trim();
const status = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

/** As the payment provider does after a checkout: a signed webhook naming the new subscription. */
async function completeCheckout() {
  const customer = [...stripe.customers.keys()][0];
  const sub = stripe.subscribe(customer, (await api('GET', '/api/admin/billing')).seatsToBill);
  const payload = JSON.stringify({
    id: 'evt_checkout',
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'cs_1',
        object: 'checkout.session',
        customer,
        subscription: sub.id,
      },
    },
  });
  const res = await postSignedEvent(host, payload, WEBHOOK_SECRET);
  expect(res.status).toBe(200);
  return customer;
}

beforeAll(async () => {
  stripe = await startStripeStandin();
  [host, browser] = await Promise.all([
    startTestHost({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
      },
    }),
    launchBrowser(),
  ]);
  const [tenant] = host.tenants;
  await host.onboard(tenant);
  token = await host.token({ tenant, user: ADMIN });
  await api('GET', '/api/admin/me');
  page = await signInAndOpen(browser, host, { as: ADMIN, path: '/' });
  page.setDefaultTimeout(ELEMENT_TIMEOUT);
  // The payment provider's hosted pages are not on this machine: answer them here, as the provider would show them.
  await page.context().route(/^https:\/\/(checkout|billing)\.stripe\.test\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Stripe</title><h1>Hosted payment page</h1></html>',
    }),
  );
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await stripe?.close();
});

describe('portal: cost management', () => {
  it('shows the totals and seats billed the API gives', async () => {
    await page.getByRole('link', { name: 'Cost management' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cost management' }).waitFor();
    const overview = await api('GET', '/api/admin/exclusions');
    await expect.poll(() => statValue('stat-seats')).toBe(String(overview.seatsBilled));
    expect(await statValue('stat-directory')).toBe(String(overview.totals.directoryMailboxes));
    expect(await statValue('stat-cost')).toBe(overview.monthlyCost);
    await checkPage(page, 'cost-management');
    await checkBothSizes(page, 'cost-management');
  });

  it('writes the monthly cost as the person’s language writes money', async () => {
    const overview = await api('GET', '/api/admin/exclusions');
    const german = await signInAndOpen(browser, host, { as: ADMIN, path: '/cost', locale: 'de-DE' });
    try {
      const cost = german.getByTestId('stat-cost').locator('span').nth(1);
      const expected = new Intl.NumberFormat('de', { style: 'currency', currency: overview.currency }).format(
        overview.monthlyCostCents / 100,
      );
      await expect.poll(async () => (await cost.textContent())?.trim()).toBe(expected);
      expect(expected).toMatch(/^\d[\d.]*,\d\d\u00a0€$/);
    } finally {
      await german.context().close();
    }
  });

  it('excludes a group found by name and sees the seats billed change', async () => {
    const before = (await api('GET', '/api/admin/exclusions')).seatsBilled;
    const picker = page.getByRole('combobox', { name: 'Group' });
    await picker.pressSequentially('S');
    await page.getByText('Type at least two characters of the group’s name.').waitFor();
    await picker.pressSequentially('a');
    await page.getByRole('option', { name: /^Sales Team/ }).click();
    await page.getByRole('button', { name: 'Exclude group' }).click();
    await status('Added the group Sales Team');
    const after = await api('GET', '/api/admin/exclusions');
    expect(after.seatsBilled).toBeLessThan(before);
    await expect.poll(() => statValue('stat-seats')).toBe(String(after.seatsBilled));
    expect(await statValue('stat-cost')).toBe(after.monthlyCost);
    const row = page.getByTestId('group-row').filter({ hasText: 'Sales Team' });
    await row
      .getByRole('cell', {
        name: String(after.groups[0].memberCount),
        exact: true,
      })
      .waitFor();

    await row.getByRole('button', { name: 'Sync now: Sales Team' }).click();
    await status('Synced Sales Team');
    await checkPage(page, 'cost-management-group');
  });

  it('refuses to switch the mode while the list is not empty, in words, and changes nothing', async () => {
    await page.getByRole('radio', { name: /^Inclusion mode/ }).check();
    await page.getByRole('button', { name: 'Switch mode' }).click();
    await page.getByRole('alert').filter({ hasText: 'The mode was not changed' }).waitFor();
    expect((await api('GET', '/api/admin/exclusions')).mode).toBe('exclusion');
  });

  it('says which address is wrong beside the field, and adds a valid one with its flags', async () => {
    const box = page.getByLabel('Mailboxes to add');
    await box.fill('eva.jansen@fabrikam.test\nnot-an-address');
    await page.getByRole('button', { name: 'Exclude mailboxes' }).click();
    await page.getByText('Address 2 must be an e-mail address').waitFor();
    expect((await api('GET', '/api/admin/exclusions')).mailboxes).toEqual([]);
    await box.fill('eva.jansen@fabrikam.test\nnobody@fabrikam.test');
    await page.getByRole('button', { name: 'Exclude mailboxes' }).click();
    await page.getByText('Address 2 nobody@fabrikam.test is not a mailbox of this organisation').waitFor();
    expect((await api('GET', '/api/admin/exclusions')).mailboxes).toEqual([]);
    await box.fill('eva.jansen@fabrikam.test, info@fabrikam.test');
    await page.getByLabel('Note (optional)').first().fill('Not sending mail');
    await page.getByRole('button', { name: 'Exclude mailboxes' }).click();
    await status('Excluded 2 mailboxes');
    const info = page.getByTestId('listed-row').filter({ hasText: 'info@fabrikam.test' });
    await info.getByText('In the directory').waitFor();
    await info.getByText('Not sending mail').waitFor();
    await info.getByRole('button', { name: 'Remove info@fabrikam.test' }).click();
    await status('Took info@fabrikam.test off the list');
    expect((await api('GET', '/api/admin/exclusions')).mailboxes.map((m: { address: string }) => m.address)).toEqual([
      'eva.jansen@fabrikam.test',
    ]);
  });
});

describe('portal: billing', () => {
  it('shows the trial before a subscription and sends the person to the hosted checkout', async () => {
    await page.getByRole('link', { name: 'Billing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    const card = page.getByTestId('subscription');
    await card.getByText('No subscription').waitFor();
    await card.getByText(/The free trial runs until/).waitFor();
    await checkPage(page, 'billing-trial');
    await page.getByRole('button', { name: 'Add a card and subscribe' }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/pay\/cs_/);
    const session = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(session.form['line_items[0][quantity]']).toBe(String((await api('GET', '/api/admin/billing')).seatsToBill));
  });

  it('shows the status, seats, card and invoices from the payment provider', async () => {
    const customer = await completeCheckout();
    stripe.invoices.push(
      {
        id: 'in_1',
        object: 'invoice',
        customer,
        number: 'F-0001',
        created: 1_760_000_000,
        amount_due: 900,
        amount_paid: 900,
        currency: 'eur',
        status: 'paid',
        hosted_invoice_url: 'https://inv.test/1',
        invoice_pdf: 'https://inv.test/1.pdf',
      },
      {
        id: 'in_2',
        object: 'invoice',
        customer,
        number: 'F-0002',
        created: 1_762_600_000,
        amount_due: 1200,
        amount_paid: 0,
        currency: 'eur',
        status: 'open',
        hosted_invoice_url: 'https://inv.test/2',
        invoice_pdf: 'https://inv.test/2.pdf',
      },
    );
    stripe.creditNotes.push({
      id: 'cn_1',
      object: 'credit_note',
      customer,
      created: 1_761_000_000,
      total: 150,
      currency: 'eur',
      reason: 'order_change',
      memo: 'One seat removed mid-month',
    });
    await page.goto(`${host.url}/admin/billing`);
    const billing = await api('GET', '/api/admin/billing');
    const card = page.getByTestId('subscription');
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText(`${billing.card.brand} ending ${billing.card.last4}`).waitFor();
    await card
      .getByRole('definition')
      .filter({ hasText: new RegExp(`^${billing.seats}$`) })
      .first()
      .waitFor();
    const rows = page.getByTestId('invoice-row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.first().getByRole('cell').first().textContent()).toBe('F-0002');
    expect(await rows.first().getByRole('link', { name: 'Invoice F-0002 PDF' }).getAttribute('href')).toBe('https://inv.test/2.pdf');
    await page.getByTestId('adjustment-row').getByText('One seat removed mid-month').waitFor();
    await checkPage(page, 'billing');
    await checkBothSizes(page, 'billing');
  });

  it('cancels with the period end explained, then reactivates', async () => {
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Cancel the subscription?',
    });
    await dialog.getByText(/at the end of the period already paid for/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await status('Cancelled.');
    await dialog.waitFor({ state: 'hidden' });
    expect((await api('GET', '/api/admin/billing')).cancelAtPeriodEnd).toBe(true);
    await page
      .getByTestId('subscription')
      .getByText(/Signatures keep being delivered until then/)
      .waitFor();
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await status('Reactivated');
    expect((await api('GET', '/api/admin/billing')).cancelAtPeriodEnd).toBe(false);
  });

  it('saves the billing profile, with the reasons beside their fields', async () => {
    const form = page.getByRole('form', { name: 'Billing profile' });
    // Every box is as tall as the others, and boxes side by side line up (a hint under one stretches no other).
    const boxes = await form
      .locator('.fui-Input')
      .evaluateAll((inputs) =>
        inputs.map((i) => i.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), height: Math.round(r.height) })),
      );
    expect(new Set(boxes.map((b) => b.height)).size).toBe(1);
    const vat = boxes[boxes.length - 1];
    const country = boxes[boxes.length - 2];
    expect(vat.top).toBe(country.top);
    await form.getByLabel('Company name').fill('Fabrikam Ltd');
    await form.getByLabel('Invoice e-mail').fill('nope');
    await form.getByLabel('Street address').fill('1 High Street');
    await form.getByLabel('City').fill('London');
    await form.getByLabel('Postal code').fill('E1 6AN');
    await form.getByLabel('Country code').fill('United Kingdom');
    await form.getByRole('button', { name: 'Save billing profile' }).click();
    await form.getByText('Email must be an e-mail address').waitFor();
    await form.getByText(/Address country a two-letter country code/).waitFor();
    expect([...stripe.customers.values()][0]).not.toMatchObject({
      name: 'Fabrikam Ltd',
    });
    await form.getByLabel('Invoice e-mail').fill('ap@fabrikam.test');
    await form.getByLabel('Country code').fill('gb');
    await form.getByRole('button', { name: 'Save billing profile' }).click();
    await status('Billing profile saved');
    expect([...stripe.customers.values()][0]).toMatchObject({
      name: 'Fabrikam Ltd',
      email: 'ap@fabrikam.test',
    });
  });
});
