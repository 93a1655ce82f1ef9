import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';

const ADMIN = 'ann.lee@fabrikam.test';
const STAFF = 'cleo.martin@fabrikam.test';

let host: TestHost;
let browser: Browser;
let tenant: string;
const staffValues = async () => host.services.profiles.values(tenant, (await host.services.resolver.resolve(tenant, STAFF))!);
let adminToken: string;
let staff: Page;
let assigned: string;

const api = (method: string, path: string, payload?: unknown) => host.succeed(method, path, { token: adminToken, body: payload });
const preview = (page: Page) => page.frameLocator('iframe[title="Preview: your signature"]');
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  tenant = host.tenants[0];
  await host.onboard(tenant);
  adminToken = await host.token({ tenant, user: ADMIN });
  expect((await api('GET', '/api/admin/me')).role).toBe('Admin');
  await api('POST', '/api/admin/profile-fields', {
    key: 'pronouns',
    label: 'Pronouns',
    type: 'choice',
    options: ['she/her', 'he/him', 'they/them'],
    help: 'Shown after your name.',
  });
  await api('POST', '/api/admin/profile-fields', {
    key: 'booking',
    label: 'Booking link',
    type: 'url',
    help: 'Where people book a meeting with you.',
  });
  const t = (
    await createPublished((method, path, body) => host.call(method, path, { token: adminToken, body }), {
      name: 'Staff',
      html: '<p style="font-family: Arial"><b>{{displayName}}</b> {{custom.pronouns}}<br>{{jobTitle}}<br>Book: {{custom.booking}}</p>',
    })
  ).json;
  assigned = t.id;
  await api('PUT', '/api/admin/roles', { new: t.id, reply: null });
  staff = await signInAndOpen(browser, host, { as: STAFF, path: '/profile' });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: the staff profile page', () => {
  it('opens for a person without a portal role, with directory attributes read-only and their signature', async () => {
    await staff.getByRole('heading', { level: 1, name: 'Your signature profile' }).waitFor();
    // A field's help and its limit read as two sentences, not one run-on line.
    await staff.getByText('Where people book a meeting with you. At most 200 characters.').waitFor();
    const directory = staff.getByRole('region', { name: 'From the directory' });
    await directory.getByText('Marketing', { exact: true }).waitFor();
    expect(await directory.getByRole('textbox').count()).toBe(0);
    await preview(staff).getByText('Cleo Martin').waitFor();
    await checkPage(staff, 'profile');
    // Opening it made nobody an administrator: the person still has no portal role.
    expect((await api('GET', '/api/admin/users')).users.map((u: { email: string }) => u.email)).not.toContain(STAFF);
  });

  it('previews the signature as the person types, then saves', async () => {
    await staff.getByLabel('Pronouns').selectOption('they/them');
    await staff.getByLabel('Booking link').fill('https://cal.example/cleo');
    await preview(staff).getByText('they/them').waitFor();
    await preview(staff).getByText('Book: https://cal.example/cleo').waitFor();
    await staff.getByText('As it will look once you save.').waitFor();
    // Nothing is saved until Save is pressed.
    expect(await staffValues()).toEqual({});
    await staff.getByRole('button', { name: 'Save' }).focus();
    await staff.keyboard.press('Enter');
    await staff.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await staffValues()).toEqual({ pronouns: 'they/them', booking: 'https://cal.example/cleo' });
    // What was saved is the form's new starting point: nothing is left to undo or to save.
    await expect.poll(() => staff.getByRole('button', { name: 'Undo changes' }).isDisabled()).toBe(true);
    await expect.poll(() => staff.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await staff.getByText('As it looks now.').waitFor();
    // Typing and undoing brings back the saved values, not the ones the page was opened with.
    await staff.getByLabel('Booking link').fill('https://cal.example/other');
    await staff.getByRole('button', { name: 'Undo changes' }).click();
    await expect.poll(() => staff.getByLabel('Booking link').inputValue()).toBe('https://cal.example/cleo');
    await expect.poll(() => staff.getByRole('button', { name: 'Undo changes' }).isDisabled()).toBe(true);
  });

  it('shows the service’s reason beside the field it refuses, and the preview keeps the saved value', async () => {
    await staff.getByLabel('Booking link').fill('cal dot example');
    await staff.getByText('Left out of the preview: must be a link (https://...)').waitFor();
    await preview(staff).getByText('Book: https://cal.example/cleo').waitFor();
    await staff.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Booking link must be a link (https://...)').waitFor();
    await checkPage(staff, 'profile-refused');
    expect((await staffValues()).booking).toBe('https://cal.example/cleo');
  });

  it('fits a phone screen without sideways scrolling', async () => {
    await staff.setViewportSize({ width: 390, height: 844 });
    await preview(staff).getByText('Cleo Martin').waitFor();
    expect(await noSideways(staff)).toBe(true);
    // On a phone the signature comes first: above the details and the directory's facts.
    const top = (name: string) => staff.getByRole('region', { name }).evaluate((e) => e.getBoundingClientRect().top);
    const [signature, details, directory] = [await top('Your signature'), await top('Your details'), await top('From the directory')];
    expect(signature).toBeLessThan(details);
    expect(details).toBeLessThan(directory);
    await checkPage(staff, 'profile-phone');
    await staff.setViewportSize({ width: 1280, height: 800 });
    expect(await noSideways(staff)).toBe(true);
  });

  it('shows a signature wider than a phone smaller, says so, and full size where it fits', async () => {
    const wide = (
      await createPublished((method, path, body) => host.call(method, path, { token: adminToken, body }), {
        name: 'Wide',
        html: '<table width="600" style="width:600px;font-family:Arial"><tr><td><b>{{displayName}}</b> · {{jobTitle}}</td></tr></table>',
      })
    ).json;
    await api('PUT', '/api/admin/roles', { new: wide.id, reply: null });
    const scaled = staff.getByTestId('preview-scaled');
    /** How far the signature reaches past the frame's width (0: all of it is in view). */
    const past = () =>
      staff.locator('iframe[title="Preview: your signature"]').evaluate((f: HTMLIFrameElement) => {
        const root = f.contentDocument!.documentElement;
        return Math.max(0, root.scrollWidth * Number(root.style.zoom || 1) - root.clientWidth);
      });
    try {
      await staff.setViewportSize({ width: 390, height: 844 });
      await staff.reload();
      await preview(staff).locator('table').waitFor();
      await expect
        .poll(() => scaled.textContent())
        .toMatch(/^Shown at \d+ % so that all of it fits your screen\. In an e-mail it is full size\.$/);
      expect(await past()).toBeLessThanOrEqual(1);
      await checkPage(staff, 'profile-phone-wide');
      await staff.setViewportSize({ width: 1280, height: 800 });
      await scaled.waitFor({ state: 'detached' });
      expect(await past()).toBe(0);
    } finally {
      await staff.setViewportSize({ width: 1280, height: 800 });
      await api('PUT', '/api/admin/roles', { new: assigned, reply: null });
    }
  });

  it('explains in words when profile editing is switched off', async () => {
    await api('PUT', '/api/admin/settings', { profileEditing: false });
    await staff.reload();
    await staff.getByText('Profile editing is switched off').waitFor();
    await staff.getByText('An administrator can switch it on again in Settings.').waitFor();
    expect(await staff.getByText('portal_off').count()).toBe(0);
    await checkPage(staff, 'profile-off');
    await api('PUT', '/api/admin/settings', { profileEditing: true });
  });

  it('explains that a paused delivery stops only the preview', async () => {
    await api('PUT', '/api/admin/signature-delivery', { paused: true });
    await staff.reload();
    await staff.getByText('Signature delivery is paused for your organisation').waitFor();
    await expect.poll(() => staff.getByLabel('Pronouns').isEnabled()).toBe(true);
    await api('PUT', '/api/admin/signature-delivery', { paused: false });
  });
});
