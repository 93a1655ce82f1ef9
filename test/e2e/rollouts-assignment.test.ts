import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';
import { checkPage, ELEMENT_TIMEOUT, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes, DESKTOP, PHONE } from './helpers/viewports.js';

const ADMIN = 'ann.lee@fabrikam.test';

let host: TestHost;
let browser: Browser;
let page: Page;
let token: string;
const templates: Record<string, string> = {};

const api = (method: string, path: string, body?: unknown) => host.call(method, path, { token, body });
const inHours = (h: number) => new Date(host.clock.now().getTime() + h * 3600_000).toISOString();
const status = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
const rule = (i: number) => page.getByTestId('rule-card').nth(i);

/** Focuses a control and presses Enter, as a keyboard user does. */
async function press(locator: ReturnType<Page['getByRole']>) {
  await locator.focus();
  await page.keyboard.press('Enter');
}

/** Confirms in an alert dialog once it has taken the focus (it moves the focus into itself as it opens). */
async function confirm(dialogName: string, button: string) {
  const dialog = page.getByRole('alertdialog', { name: dialogName });
  await dialog.waitFor();
  await page.waitForFunction(() => !!document.activeElement?.closest('[role="alertdialog"]'));
  await press(dialog.getByRole('button', { name: button }));
}

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  const [tenant] = host.tenants;
  await host.onboard(tenant);
  page = await signInAndOpen(browser, host, { as: ADMIN, path: '/rollouts' });
  // A missing element fails the step well before the test's own time limit, naming what was missing.
  page.setDefaultTimeout(ELEMENT_TIMEOUT);
  token = await host.token({ tenant, user: ADMIN });
  for (const name of ['Standard', 'Sales']) {
    templates[name] = (await createPublished(api, { name, html: `<p>${name} {{displayName}}</p>` })).json.id;
  }
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: rollouts and schedules', () => {
  it('says when nothing is in flight or booked', async () => {
    await page.getByRole('heading', { level: 1, name: 'Rollouts and schedules' }).waitFor();
    await page.getByText('No rollout is in flight').waitFor();
    await page.getByText('Nothing is booked').waitFor();
    await checkPage(page, 'rollouts-empty');
  });

  it('shows a booked schedule and a rollout in flight with both versions and the next decision', async () => {
    const booked = await api('PUT', `/api/admin/templates/${templates.Standard}/schedule`, {
      html: '<p>Standard v2</p>',
      publishAt: inHours(48),
    });
    expect(booked.status).toBe(200);
    const started = await api('PUT', `/api/admin/templates/${templates.Sales}`, { html: '<p>Sales v2</p>', rollout: { percentage: 20 } });
    expect(started.status).toBe(202);
    await page.reload();
    const card = page.getByTestId('rollout-card').filter({ hasText: 'Sales' });
    await card.getByText(`Started by ${ADMIN}`).waitFor();
    await card.getByText('20 % of mailboxes get version 2').waitFor();
    await card.getByRole('cell', { name: 'Live version (version 1)' }).waitFor();
    await card.getByRole('cell', { name: 'Candidate (version 2)' }).waitFor();
    await card.getByText(/Next decision: Waiting until .*collecting results for 24 hours/).waitFor();
    const row = page.getByTestId('schedule-row').filter({ hasText: 'Standard' });
    await row.getByText('Publish to everyone').waitFor();
    await row.getByText(ADMIN).waitFor();
    await checkPage(page, 'rollouts');
  });

  it('calls off a schedule from the keyboard, after confirming', async () => {
    await press(page.getByRole('button', { name: 'Call off the schedule of Standard' }));
    await page.getByRole('alertdialog').waitFor();
    await checkPage(page, 'schedule-call-off-dialog');
    await confirm('Call off the schedule of "Standard"?', 'Call off');
    await status('Called off the schedule of "Standard"');
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await page.getByText('Nothing is booked').waitFor();
    expect((await api('GET', '/api/admin/schedules')).json.schedules).toEqual([]);
  });

  it('abandons a rollout from the keyboard, after confirming', async () => {
    await press(page.getByRole('group', { name: 'Sales' }).getByRole('button', { name: 'Abandon' }));
    await confirm('Abandon the rollout of "Sales"?', 'Abandon rollout');
    await status('Abandoned the rollout of "Sales"');
    // The dialog's closing animation ends before the next page: a Fluent dialog unmounted mid-close leaves the page aria-hidden.
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await page.getByText('No rollout is in flight').waitFor();
    expect((await api('GET', '/api/admin/rollouts')).json.rollouts).toEqual([]);
    expect((await api('GET', `/api/admin/templates/${templates.Sales}/rollout`)).json.state).toBe('rolled_back');
  });
});

describe('portal: assignment', () => {
  it('opens from the navigation and sets a role default', async () => {
    await press(page.getByRole('link', { name: 'Assignment' }));
    await page.getByRole('heading', { level: 1, name: 'Assignment' }).waitFor();
    await page.getByText('No rules yet').waitFor();
    await checkPage(page, 'assignment-empty');
    await page.getByLabel('Default for new messages').selectOption({ label: 'Standard' });
    await press(page.getByRole('button', { name: 'Save defaults' }));
    await status('Role defaults saved');
    const library = (await api('GET', '/api/admin/templates')).json.templates;
    expect(library.find((t: { id: string }) => t.id === templates.Standard).roles).toEqual(['new']);
  });

  it('builds two rules, reorders one with the keyboard, saves, and sees them after a reload', async () => {
    await press(page.getByRole('button', { name: 'Add rule' }));
    await rule(0).getByLabel('Rule name').fill('Sales team');
    await rule(0).getByLabel('Attribute').selectOption({ label: 'Group membership' });
    await rule(0).getByRole('combobox', { name: 'Group' }).pressSequentially('Sa');
    await page.getByRole('option', { name: /^Sales Team/ }).click();
    await rule(0).getByLabel('Template for new messages').selectOption({ label: 'Sales' });

    await press(page.getByRole('button', { name: 'Add rule' }));
    await rule(1).getByLabel('Rule name').fill('Germany');
    await rule(1).getByLabel('Attribute').selectOption({ label: 'Country' });
    await rule(1).getByLabel('Operator').selectOption({ label: 'is' });
    await rule(1).getByLabel('Value').fill('Germany');
    await rule(1).getByLabel('Template for replies and forwards').selectOption({ label: 'Sales' });
    await rule(1).getByLabel('Replies in a thread').selectOption({ label: 'Once per thread' });
    await checkPage(page, 'assignment-rules-editing');

    await page.getByRole('button', { name: /^Reorder Germany, position 2 of 2/ }).focus();
    await page.keyboard.press('ArrowUp');
    await page.getByTestId('reorder-announcement').getByText('Germany moved to position 1 of 2.').waitFor();
    await expect.poll(() => rule(0).getByLabel('Rule name').inputValue()).toBe('Germany');
    // The handle keeps the focus, so the person can go on moving the same rule.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Reorder Germany, position 1 of 2/);

    await press(page.getByRole('button', { name: 'Save rules' }));
    await status('Rules saved');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Assignment' }).waitFor();
    await rule(1).waitFor();
    await expect.poll(() => rule(0).getByLabel('Rule name').inputValue()).toBe('Germany');
    await expect.poll(() => rule(1).getByLabel('Rule name').inputValue()).toBe('Sales team');
    // The rule keeps the group's id; the page shows the directory's name for it.
    await expect.poll(() => rule(1).getByRole('combobox', { name: 'Group' }).inputValue()).toBe('Sales Team');
    await expect.poll(() => rule(0).getByLabel('Replies in a thread').inputValue()).toBe('oncePerThread');
    expect(await rule(1).getByLabel('Replies in a thread').inputValue()).toBe('');
    expect(
      (await api('GET', '/api/admin/rules')).json.rules.map((r: { name: string; value: unknown; threadSignature?: string }) => [
        r.name,
        r.value,
        r.threadSignature,
      ]),
    ).toEqual([
      ['Germany', 'Germany', 'oncePerThread'],
      ['Sales team', 'a-g-sales', undefined],
    ]);
    await checkPage(page, 'assignment-rules');
    await checkBothSizes(page, 'assignment-rules');
  });

  it('offers to reload when someone else replaced the rules meanwhile', async () => {
    const current = (await api('GET', '/api/admin/rules')).json.rules;
    await api('PUT', '/api/admin/rules', { rules: current.map(({ value, ...r }: { value: unknown }) => ({ ...r, value })) });
    await rule(0).getByLabel('Rule name').fill('Germany (DE)');
    await press(page.getByRole('button', { name: 'Save rules' }));
    await page.getByText('Someone else changed the rules').waitFor();
    await press(page.getByRole('button', { name: 'Reload rules' }));
    await page.getByText('Someone else changed the rules').waitFor({ state: 'detached' });
    await expect.poll(() => rule(0).getByLabel('Rule name').inputValue()).toBe('Germany');
  });

  it('simulates a mailbox and says rule by rule what happened', async () => {
    // The address box shows a whole address, on a desk and on a phone.
    const box = page.getByLabel('Mailbox address');
    await box.fill('konstantina.papadopoulou@northwind.example');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await box.evaluate((e: HTMLInputElement) => e.scrollWidth <= e.clientWidth), `address cut at ${viewport.width}px`).toBe(true);
    }
    await box.fill(ADMIN);
    await press(page.getByRole('button', { name: 'Simulate' }));
    const result = page.getByTestId('simulation');
    await result.waitFor();
    const trace = result.getByTestId('trace-entry');
    await trace.nth(0).getByText('When Country is “Germany”. Did not match: its country is “United Kingdom”.').waitFor();
    await trace
      .nth(1)
      .getByText(/When the mailbox is a member of “Sales Team”\. Matched .*Decides the template for new messages\./)
      .waitFor();
    await expect.poll(() => result.getByTestId('decision-new').textContent()).toBe('“Sales”, decided by the rule “Sales team”.');
    await expect
      .poll(() => result.getByTestId('decision-reply').textContent())
      .toBe('No signature: no rule decided it and there is no role default.');
    await checkPage(page, 'assignment-simulation');
  });
});
