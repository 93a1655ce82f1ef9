import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

// The getting-started step "Accept the data processing agreement" links to the place where an Admin accepts it.
const ADMIN = 'ann.lee@fabrikam.test';
const STEP = 'Accept the data processing agreement';

let host: TestHost;
let browser: Browser;
let tenant: string;
let admin: Page;
let token: string;

const checklist = () => admin.locator('[aria-labelledby="getting-started"]');

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  tenant = host.tenants[0];
  await host.onboard(tenant);
  token = await host.token({ tenant, user: ADMIN });
  admin = await signInAndOpen(browser, host, { as: ADMIN, path: '/' });
  await admin.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: the data processing agreement', () => {
  it('lets an Admin accept it from the checklist, with a confirmation, and the checklist shows it done', async () => {
    const step = checklist().getByRole('link', { name: STEP });
    expect(await step.getAttribute('href')).toBe('/admin/settings#dpa');
    await checklist().getByText(`${STEP} (to do)`).waitFor();
    await step.click();

    const section = admin.locator('section[aria-labelledby="dpa"]');
    await section.getByRole('heading', { level: 2, name: 'Data processing agreement' }).waitFor();
    const { dpaVersion } = (await host.call('GET', '/api/admin/onboarding', { token })).json as { dpaVersion: string };
    await section
      .getByTestId('dpa-status')
      .filter({ hasText: `Not accepted yet. Version ${dpaVersion} is in force.` })
      .waitFor();
    expect(await section.getByRole('link', { name: 'Read the data processing agreement' }).getAttribute('href')).toBe(`${host.url}/dpa`);
    await checkPage(admin, 'dpa-not-accepted');
    await checkBothSizes(admin, 'dpa-not-accepted');

    // Cancelling changes nothing.
    await section.getByRole('button', { name: `Accept version ${dpaVersion}` }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Accept the data processing agreement?' });
    await dialog.getByText(`version ${dpaVersion}, for Fabrikam Test`).waitFor();
    await checkPage(admin, 'dpa-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await host.call('GET', '/api/admin/onboarding', { token })).json).toMatchObject({ dpa: null });

    await section.getByRole('button', { name: `Accept version ${dpaVersion}` }).click();
    await dialog.getByRole('button', { name: 'Accept the agreement' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `Fabrikam Test accepted the data processing agreement, version ${dpaVersion}.` })
      .waitFor();
    const status = section.getByTestId('dpa-status');
    await status
      .filter({ hasText: `Accepted (version ${dpaVersion}) by ` })
      .filter({ hasText: ADMIN })
      .filter({ hasText: 'It is the version in force.' })
      .waitFor();
    expect(await status.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(await section.getByRole('button', { name: /^Accept version/ }).count()).toBe(0);
    await checkPage(admin, 'dpa-accepted');
    await checkBothSizes(admin, 'dpa-accepted');

    await admin.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Home' }).click();
    await checklist().getByText(`${STEP} (done)`).waitFor();
    await checkPage(admin, 'dpa-checklist-done');
    const answer = (await host.call('GET', '/api/admin/onboarding', { token })).json as {
      steps: { id: string; done: boolean }[];
      dpa: { version: string };
    };
    expect(answer.steps.find((s) => s.id === 'dpa')?.done).toBe(true);
    expect(answer.dpa.version).toBe(dpaVersion);
  });
});
