import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addinFiles } from '../../shared/addin/files.js';
import { builtAddin } from '../helpers/addin-build.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { DESKTOP, PHONE, sidewaysOverflow } from './helpers/viewports.js';

// Issue 18, "the first hour": a new organisation connects, its Admin sets up a signature, a member of staff without a
// portal role signs in, and a partner invites a client; at desktop and at phone size, with nothing logged as an error.
const ADMIN = 'ann.lee@fabrikam.test';
const STAFF = 'cleo.martin@fabrikam.test';
const NEWCOMER = 'nia.ross@northwind.test';
const TEMPLATE = 'Company standard';

let host: TestHost;
let browser: Browser;
let fabrikam: string;
let admin: Page;

/** What went wrong on a page while a test used it: page errors, console errors, answers of 500 and over. */
const trouble = new Map<Page, string[]>();
function watch(page: Page): Page {
  const seen: string[] = [];
  trouble.set(page, seen);
  page.on('pageerror', (err) => seen.push(`page error: ${err.message}`));
  page.on('console', (m) => m.type() === 'error' && seen.push(`console error: ${m.text()} (${m.location().url})`));
  page.on('response', (r: Response) => r.status() >= 500 && seen.push(`${r.status()} from ${r.request().method()} ${r.url()}`));
  return page;
}
const expectNoTrouble = (page: Page) => expect(trouble.get(page), 'page errors, console errors and 5xx answers').toEqual([]);

/** Signs in and opens a page, watching it from the first request. */
async function open(as: string, path: string): Promise<Page> {
  const page = await signInAndOpen(browser, host, { as, path });
  return watch(page);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

beforeAll(async () => {
  // The add-in's files too: the compose window page runs the built add-in in a frame.
  [host, browser] = await Promise.all([builtAddin().then((built) => startTestHost({ addin: addinFiles(built) })), launchBrowser()]);
  fabrikam = host.tenants[0];
  await host.onboard(fabrikam);
  admin = await open(ADMIN, '/');
  await heading(admin, /^Welcome/);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('the first hour: a new organisation', () => {
  it('connects, is told that it worked, and its expected "not connected yet" state logs no error', async () => {
    const newcomer = await open(NEWCOMER, '/');
    await heading(newcomer, 'Connect your organisation');
    await checkPage(newcomer, 'first-hour-connect');
    await newcomer.getByRole('link', { name: 'Connect your organisation' }).click();
    // Consent as the administrator signed in, then the sign-in the service verifies: the link names them
    // (`login_hint`), so nobody is asked who they are again.
    await heading(newcomer, /^Welcome/);
    await status(newcomer, 'Northwind Test is connected to the signature service.');
    await checkPage(newcomer, 'first-hour-connected');
    expectNoTrouble(newcomer);
    await newcomer.context().close();
  });
});

describe('the first hour: the Admin', () => {
  it('finds each step of the checklist as a link to the page where it is done', async () => {
    const checklist = admin.getByRole('region', { name: 'Getting started' }).or(admin.locator('[aria-labelledby="getting-started"]'));
    for (const [step, path] of [
      ['Create a signature template', '/admin/templates'],
      ['Assign a template to new messages', '/admin/assignment'],
      ['Invite a colleague to the portal', '/admin/people'],
      ['Add a profile field for staff to fill in', '/admin/fields'],
    ]) {
      expect(await checklist.getByRole('link', { name: step }).getAttribute('href'), step).toBe(path);
    }
    await checklist.getByRole('link', { name: 'Create a signature template' }).click();
    await heading(admin, 'Templates');
    expectNoTrouble(admin);
  });

  it('authors a template and opens it in the editor', async () => {
    await admin.getByRole('button', { name: 'New template' }).click();
    // New template opens the gallery of designs; blank HTML is one of its choices.
    await admin.getByRole('link', { name: 'Start from blank HTML' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New template' });
    await dialog.getByLabel('Name').fill(TEMPLATE);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await admin.getByText(`Created "${TEMPLATE}".`).waitFor();
    await admin.getByRole('link', { name: TEMPLATE }).click();
    await heading(admin, `Edit "${TEMPLATE}"`);
    expectNoTrouble(admin);
  });

  it('publishes its first version as version 1, and the editor then shows no working copy', async () => {
    await admin.getByText('Not published yet', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Publish now', exact: true }).click();
    await status(admin, 'Published version 1.');
    await admin.getByText('Published version 1', { exact: true }).waitFor();
    expect(await admin.getByText('Working copy saved', { exact: true }).count()).toBe(0);
    await expect.poll(() => admin.getByRole('button', { name: 'Discard working copy' }).isDisabled()).toBe(true);
  });

  it('assigns it to new messages and simulates a mailbox', async () => {
    if ((await admin.getByText(/^Published version \d+$/).count()) === 0) throw new Error('the editor shows no published version');
    await admin.getByRole('link', { name: 'Assignment' }).first().click();
    await heading(admin, 'Assignment');
    await admin.getByLabel('Default for new messages').selectOption({ label: TEMPLATE });
    await admin.getByRole('button', { name: 'Save defaults' }).click();
    await status(admin, 'Role defaults saved');
    await admin.getByLabel('Mailbox address').fill(STAFF);
    await admin.getByRole('button', { name: 'Simulate' }).click();
    await admin.getByTestId('simulation').getByText(TEMPLATE).first().waitFor();
    expectNoTrouble(admin);
  });

  it('makes an API key', async () => {
    await admin.goto(`${host.url}/admin/people?tab=keys`);
    await admin.getByRole('button', { name: 'Create an API key' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByLabel('Name').fill('Reporting');
    await dialog.getByRole('checkbox', { name: 'Monitoring' }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const shown = admin.getByRole('alertdialog', { name: /The secret of/ });
    await expect.poll(() => shown.getByLabel('Secret').inputValue()).toMatch(/^svc_/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByTestId('key-row').filter({ hasText: 'Reporting' }).waitFor();
    expectNoTrouble(admin);
  });

  it('reads the change log in words: who published which template as which version', async () => {
    await admin.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Change log' }).click();
    await heading(admin, 'Change log');
    const published = admin.getByTestId('log-row').filter({ hasText: `Published version 1 of “${TEMPLATE}”` });
    await published.filter({ hasText: ADMIN }).first().waitFor();
    await admin
      .getByTestId('log-row')
      .filter({ hasText: `Created the template “${TEMPLATE}”` })
      .waitFor();
    expect(await admin.getByText(/\btemplate\.[a-z_]+\b/).count()).toBe(0);
  });

  it('opens "My profile" inside the portal, with the navigation around it', async () => {
    await admin.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'My profile' }).click();
    await heading(admin, 'Your signature profile');
    await admin.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Templates', exact: true }).waitFor();
    await expect.poll(() => admin.getByTestId('who-detail').textContent()).toBe('Admin · Fabrikam Test');
    await checkPage(admin, 'first-hour-profile-in-shell');
    await admin.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Home' }).click();
    await heading(admin, /^Welcome/);
    expectNoTrouble(admin);
  });

  it('visits every page of the navigation at desktop and phone size: no sideways scroll, accessible, no error', async () => {
    await admin.setViewportSize(DESKTOP);
    const nav = admin.getByRole('navigation', { name: 'Portal' });
    const pages = await nav.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? '']));
    expect(pages.length).toBeGreaterThan(10);
    for (const [label, href] of pages) {
      // Reached through the navigation, as a person does, at desktop size, then shown at phone size: the portal lays
      // out by the width it has (the phone layout's own first load is the menu-button test below), and a second load
      // of the page would check nothing more.
      await admin.setViewportSize(DESKTOP);
      if (new URL(admin.url()).pathname !== href) {
        const before = await admin.evaluate(() => document.querySelector('h1')?.textContent ?? '');
        await nav.locator(`a[href="${href}"]`).click();
        await admin.waitForURL(host.url + href);
        // The page shown is the new one once its heading has replaced the last page's.
        await admin.waitForFunction((old) => (document.querySelector('h1')?.textContent ?? old) !== old, before);
      }
      await admin.getByRole('heading', { level: 1 }).first().waitFor();
      await admin
        .getByText(/^(Loading|Starting the add-in)/)
        .first()
        .waitFor({ state: 'detached' });
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        if (size === 'phone') {
          await admin.setViewportSize(viewport);
          // Let layout (and charts that measure their container) settle on the new width.
          await admin.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        }
        const name = `first-hour-${href.replace(/^\/admin\/?/, '').replace(/\//g, '-') || 'home'}-${size}`;
        expect(await sidewaysOverflow(admin), `${label} at ${size} size scrolls sideways`).toEqual([]);
        await checkPage(admin, name);
      }
    }
    await admin.setViewportSize(DESKTOP);
    expectNoTrouble(admin);
  }, 1_800_000);

  it('on a phone, opens the navigation from a menu button, and the page starts at the top of the screen', async () => {
    await admin.setViewportSize(PHONE);
    await admin.goto(`${host.url}/admin/templates`);
    await heading(admin, 'Templates');
    // The navigation is behind the button: the heading is near the top, no link list above it.
    expect(await admin.getByRole('navigation', { name: 'Portal' }).count()).toBe(0);
    const top = await admin.getByRole('heading', { level: 1, name: 'Templates' }).evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeLessThan(150);
    // Every row's actions are in reach without scrolling sideways.
    const actions = admin.getByRole('button', { name: `Actions for ${TEMPLATE}` });
    const box = (await actions.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    await admin.getByRole('button', { name: 'Menu' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Assignment' }).waitFor();
    await checkPage(admin, 'first-hour-phone-drawer');
    await drawer.getByRole('link', { name: 'Assignment' }).click();
    await heading(admin, 'Assignment');
    await drawer.waitFor({ state: 'hidden' });
    await admin.setViewportSize(DESKTOP);
    expectNoTrouble(admin);
  });
});

describe('the first hour: a member of staff without a portal role', () => {
  it('signs in and lands on their own profile page, with their name and a way to sign out', async () => {
    const staff = await open(STAFF, '/');
    await heading(staff, 'Your signature profile');
    expect(new URL(staff.url()).pathname).toBe('/admin/profile');
    expect(await staff.getByText('You are not a portal user').count()).toBe(0);
    await staff.getByTestId('who-name').filter({ hasText: 'Cleo Martin' }).waitFor();
    await staff.getByRole('button', { name: 'Sign out' }).waitFor();
    await checkPage(staff, 'first-hour-staff-profile');
    await staff.setViewportSize(PHONE);
    expect(await sidewaysOverflow(staff), 'the staff profile at phone size scrolls sideways').toEqual([]);
    await checkPage(staff, 'first-hour-staff-profile-phone');
    // Opening the portal gave nobody a role.
    const token = await host.token({ tenant: fabrikam, user: ADMIN });
    const users = (await host.succeed('GET', '/api/admin/users', { token })).users.map((u: { email: string }) => u.email);
    expect(users).not.toContain(STAFF);
    expectNoTrouble(staff);
    await staff.context().close();
  });
});

describe('the first hour: a partner', () => {
  it('accepts the partner agreement and invites a client', async () => {
    await admin.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Partner console' }).click();
    await heading(admin, 'Partner programme');
    await admin.getByRole('checkbox', { name: /accept it for Fabrikam Test/ }).check();
    await admin.getByRole('button', { name: /^Accept version/ }).click();
    await heading(admin, 'Partner console · Fabrikam Test');
    await admin.getByRole('navigation', { name: 'Partner console' }).getByRole('link', { name: 'Invitations', exact: true }).click();
    await admin.getByLabel('Administrator’s e-mail (optional)').fill('someone@contoso.test');
    await admin.getByRole('checkbox', { name: 'Mail the link to this address' }).uncheck();
    await admin.getByRole('button', { name: 'Create invitation' }).click();
    await admin.getByTestId('created-invite').getByText('Invitation created for someone@contoso.test').waitFor();
    for (const viewport of [PHONE, DESKTOP]) {
      await admin.setViewportSize(viewport);
      expect(await sidewaysOverflow(admin), `invitations at ${viewport.width}px scroll sideways`).toEqual([]);
    }
    await checkPage(admin, 'first-hour-partner-invites');
    expectNoTrouble(admin);
  });
});
