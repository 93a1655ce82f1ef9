import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';
import { checkPage, ELEMENT_TIMEOUT, keepScreenshot, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes, DESKTOP, PHONE } from './helpers/viewports.js';

const ADMIN = 'ann.lee@fabrikam.test';

let host: TestHost;
let browser: Browser;
let page: Page;
let token: string;
const templates: Record<string, string> = {};

const api = (method: string, path: string, body?: unknown) => host.call(method, path, { token, body });
const status = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
const rule = (i: number) => page.getByTestId('rule-card').nth(i);

/** The page at both sizes, kept for review (test-results/e2e), and checked as every page is. */
async function shoot(name: string) {
  await checkPage(page, name);
  await checkBothSizes(page, name);
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await keepScreenshot(page, `recipients-${name}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  const [tenant] = host.tenants;
  await host.onboard(tenant);
  token = await host.token({ tenant, user: ADMIN });
  // The templates exist before the page opens: its template lists are read once, as it loads.
  for (const name of ['Short', 'Full']) {
    templates[name] = (await createPublished(api, { name, html: `<p>${name} {{displayName}}</p>` })).json.id;
  }
  page = await signInAndOpen(browser, host, { as: ADMIN, path: '/assignment' });
  page.setDefaultTimeout(ELEMENT_TIMEOUT);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: signatures by recipient', () => {
  it('builds rules on the recipients in words, and simulates them with recipient domains', async () => {
    await page.getByRole('heading', { level: 1, name: 'Assignment' }).waitFor();
    await page.getByRole('button', { name: 'Add rule' }).click();
    await rule(0).getByLabel('Rule name').fill('Colleagues');
    await rule(0).getByLabel('Attribute').selectOption({ label: 'Recipients' });
    await rule(0).getByLabel('Operator').selectOption({ label: 'All recipients are inside the organisation' });
    await rule(0).getByText('Your verified domains, their subdomains and the partner domains listed in Settings.').waitFor();
    await rule(0).getByLabel('Template for new messages').selectOption({ label: 'Short' });
    await page.getByRole('button', { name: 'Add rule' }).click();
    await rule(1).getByLabel('Rule name').fill('German customers');
    await rule(1).getByLabel('Attribute').selectOption({ label: 'Recipients' });
    await rule(1).getByLabel('Operator').selectOption({ label: 'Any recipient in country …' });
    await rule(1).getByLabel('Country suffixes').fill('.DE, at');
    await rule(1).getByLabel('Template for new messages').selectOption({ label: 'Full' });
    await page.getByRole('button', { name: 'Save rules' }).click();
    await status('Rules saved');
    expect(
      (await api('GET', '/api/admin/rules')).json.rules.map((r: { operator: string; value: unknown }) => [r.operator, r.value]),
    ).toEqual([
      ['allInternal', null],
      ['anyInCountries', ['de', 'at']],
    ]);

    await page.getByLabel('Mailbox address').fill(ADMIN);
    await page.getByLabel('Recipient domains, comma-separated (optional)').fill('anna@example.de');
    await page.getByRole('button', { name: 'Simulate' }).click();
    await page.getByText('“anna@example.de” is not a domain name').waitFor();
    await page.getByLabel('Recipient domains, comma-separated (optional)').fill('fabrikam.test, shop.example.de');
    await page.getByRole('button', { name: 'Simulate' }).click();
    const result = page.getByTestId('simulation');
    await expect
      .poll(() => result.getByTestId('simulated-recipients').textContent())
      .toBe('fabrikam.test (inside), shop.example.de (outside)');
    const trace = result.getByTestId('trace-entry');
    await trace
      .nth(0)
      .getByText('When all recipients are inside the organisation. Did not match: shop.example.de is outside the organisation.')
      .waitFor();
    await trace
      .nth(1)
      .getByText(/When any recipient is in Germany \(\.de\) or Austria \(\.at\)\. Matched \(shop\.example\.de is in a listed country\)/)
      .waitFor();
    await expect.poll(() => result.getByTestId('decision-new').textContent()).toBe('“Full”, decided by the rule “German customers”.');
    // Colleagues only: the first rule matches, and says why in words.
    await page.getByLabel('Recipient domains, comma-separated (optional)').fill('fabrikam.test sales.fabrikam.test');
    await page.getByRole('button', { name: 'Simulate' }).click();
    await trace
      .nth(0)
      .getByText(
        'When all recipients are inside the organisation. Matched (fabrikam.test, sales.fabrikam.test are inside the organisation). Decides the template for new messages.',
      )
      .waitFor();
    await trace.nth(1).getByText('Did not match: no recipient is in a listed country.').waitFor();
    await expect.poll(() => result.getByTestId('decision-new').textContent()).toBe('“Short”, decided by the rule “Colleagues”.');
    await shoot('assignment');
  });

  it('shows a footer only when any recipient is outside the organisation', async () => {
    await page.getByRole('link', { name: 'Footers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Footers' }).waitFor();
    await page.getByRole('button', { name: 'New footer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New footer' });
    await dialog.getByLabel('Name').fill('Legal');
    await dialog.getByLabel('HTML').fill('<p>Legal notice</p>');
    await dialog.getByLabel('Audience').selectOption({ label: 'Only when any recipient is outside the organisation' });
    expect(await dialog.getByLabel('Attribute').count()).toBe(0);
    await keepScreenshot(page, 'recipients-footer-dialog');
    await dialog.getByRole('button', { name: 'Create footer' }).click();
    await status('Created the footer "Legal"');
    await dialog.waitFor({ state: 'hidden' });
    // The page behind the dialog is given back to assistive technology once the dialog has gone.
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('aria-hidden'));
    const [footer] = (await api('GET', '/api/admin/footers')).json.footers;
    expect(footer.audience).toEqual({ attribute: 'recipients', operator: 'anyExternal' });
    await page.getByTestId('block-row').filter({ hasText: 'Legal' }).getByText('When any recipient is outside the organisation').waitFor();
    await shoot('footers');
  });

  it('edits the partner domains in the settings', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const box = page.getByLabel('Domains inside the organisation besides your own');
    await box.fill('adatum.example\nnot a domain');
    await page.getByRole('button', { name: 'Save partner domains' }).click();
    await page.getByText('“not” is not a domain name').waitFor();
    await box.fill('Adatum.example, contractor.example');
    await page.getByRole('button', { name: 'Save partner domains' }).click();
    await status('Saved 2 partner domains.');
    expect((await api('GET', '/api/admin/settings')).json.partnerDomains).toEqual(['adatum.example', 'contractor.example']);
    await expect.poll(() => box.inputValue()).toBe('adatum.example\ncontractor.example');
    await shoot('settings');
  });
});
