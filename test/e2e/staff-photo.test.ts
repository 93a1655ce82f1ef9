import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphDirectory } from '../../shared/directory/graph.js';
import { repoRoot } from '../../shared/repo-root.js';
import { TENANT_A, TENANT_B, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { solidPhoto } from '../helpers/photos.js';
import { createPublished } from '../helpers/templates.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';

const ADMIN = 'dev.patel@fabrikam.test';
const ANN = 'ann.lee@fabrikam.test'; // a Microsoft 365 photo
const CLEO = 'cleo.martin@fabrikam.test'; // none

let standin: GraphStandin;
let host: TestHost;
let browser: Browser;
let tenant: string;
let adminToken: string;
let page: Page;

const api = (method: string, path: string, payload?: unknown) => host.succeed(method, path, { token: adminToken, body: payload });
const preview = (p: Page) => p.frameLocator('iframe[title="Preview: your signature"]');
const photoRegion = (p: Page) => p.getByRole('region', { name: 'Your photo' });
const shownPhoto = (p: Page) => photoRegion(p).getByRole('img', { name: 'Your photo as your signature shows it' });
/** Whether an image loaded, once it has finished loading (a broken one has no natural width). */
const loaded = (img: Locator) =>
  img.evaluate(
    (el: HTMLImageElement) =>
      new Promise<boolean>((done) => {
        if (el.complete) return done(el.naturalWidth > 0);
        el.addEventListener('load', () => done(el.naturalWidth > 0), { once: true });
        el.addEventListener('error', () => done(false), { once: true });
      }),
  );
const noSideways = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  standin = await startGraphStandin(testDirectoryFixture, {
    // One of the demo directory's portraits, so the screenshots show what a person sees.
    photos: { [TENANT_A]: { 'a-ann': await readFile(join(repoRoot(), 'local', 'demo-photos', 'camille-roux.jpg')) } },
  });
  const fixtureTenant = (t: string) => (t === host.tenants[0] ? TENANT_A : t === host.tenants[1] ? TENANT_B : 'unknown');
  const graph = new GraphDirectory({ baseUrl: standin.url, getToken: async (t) => `token-for-${fixtureTenant(t)}`, maxRetries: 0 });
  [host, browser] = await Promise.all([startTestHost({ directory: graph }), launchBrowser()]);
  tenant = host.tenants[0];
  await host.onboard(tenant);
  // The consenting administrator (Ann Lee) makes the person this file works as an Admin too.
  await host.succeed('PUT', '/api/admin/users', {
    token: await host.token({ tenant, user: host.adminOf(tenant) }),
    body: { email: ADMIN, role: 'Admin' },
  });
  adminToken = await host.token({ tenant, user: ADMIN });
  expect((await api('GET', '/api/admin/me')).role).toBe('Admin');
  const t = (
    await createPublished((method, path, body) => host.call(method, path, { token: adminToken, body }), {
      name: 'With photo',
      html:
        '<table cellpadding="0" cellspacing="0"><tr>{{#photoUrl}}<td style="padding-right:12px"><img src="{{photoUrl}}" alt="{{displayName}}" width="72" height="72"></td>{{/photoUrl}}' +
        '<td style="font-family:Arial"><b>{{displayName}}</b><br>{{jobTitle}}</td></tr></table>',
    })
  ).json;
  await api('PUT', '/api/admin/roles', { new: t.id, reply: null });
  await host.services.photos.syncTenant(tenant);
  page = await signInAndOpen(browser, host, { as: ANN, path: '/profile' });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await standin?.close();
});

describe('portal: a person’s photo on the staff profile page', () => {
  it('shows the Microsoft 365 photo, in the page and in the signature, and says where to change it', async () => {
    await shownPhoto(page).waitFor();
    await photoRegion(page).getByText('Your Microsoft 365 photo.').waitFor();
    await photoRegion(page).getByText('To change it, change your photo in Microsoft 365', { exact: false }).waitFor();
    expect(await photoRegion(page).getByRole('button').count()).toBe(0);
    expect(await loaded(shownPhoto(page))).toBe(true);
    const signed = preview(page).getByRole('img', { name: 'Ann Lee' });
    await signed.waitFor();
    expect(await loaded(signed)).toBe(true);
    await checkPage(page, 'photo-directory');
  });

  it('uploads an own photo when allowed: it replaces the directory one here and in the signature', async () => {
    await api('PUT', '/api/admin/settings', { photoUpload: true });
    await page.reload();
    const upload = photoRegion(page).getByRole('button', { name: 'Upload photo' });
    await upload.waitFor();
    const directorySrc = await shownPhoto(page).getAttribute('src');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await solidPhoto('#2f6f9f', 800, 600, 'png'),
    });
    await page.getByRole('status').filter({ hasText: 'Your photo is saved' }).waitFor();
    await photoRegion(page).getByText('Your own photo.', { exact: false }).waitFor();
    const ownSrc = await shownPhoto(page).getAttribute('src');
    expect(ownSrc).not.toBe(directorySrc);
    await preview(page).locator(`img[src="${ownSrc}"]`).waitFor();
    await photoRegion(page).getByRole('button', { name: 'Replace photo' }).waitFor();
    await checkPage(page, 'photo-uploaded');
  });

  it('says why a file is refused, and keeps the photo', async () => {
    const before = await shownPhoto(page).getAttribute('src');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await photoRegion(page).getByText('Your photo was not changed').waitFor();
    await photoRegion(page).getByText('The file is not a JPEG, PNG, WebP or GIF image').waitFor();
    expect(await shownPhoto(page).getAttribute('src')).toBe(before);
    await checkPage(page, 'photo-refused');
    // A file over the limit is refused here, before a byte of it is sent.
    const sent: string[] = [];
    const onRequest = (r: { url(): string; method(): string }) => r.url().endsWith('/api/me/photo') && sent.push(r.method());
    page.on('request', onRequest);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(Math.round(6.25 * 1024 * 1024)) });
    await photoRegion(page).getByText('Photos may be at most 5 MiB; this one is 6.3 MiB. Choose a smaller photo.').waitFor();
    page.off('request', onRequest);
    expect(sent).toEqual([]);
    expect(await shownPhoto(page).getAttribute('src')).toBe(before);
  });

  it('fits a phone screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await shownPhoto(page).waitFor();
    expect(await noSideways(page)).toBe(true);
    await checkPage(page, 'photo-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('removes the own photo by keyboard: the Microsoft 365 photo comes back', async () => {
    await photoRegion(page).getByRole('button', { name: 'Remove photo' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'your signature shows your Microsoft 365 photo again' }).waitFor();
    await photoRegion(page).getByText('Your Microsoft 365 photo.').waitFor();
    expect(await photoRegion(page).getByRole('button', { name: 'Remove photo' }).count()).toBe(0);
  });

  it('shows a person without a photo that their signature leaves it out (no broken image)', async () => {
    const cleo = await signInAndOpen(browser, host, { as: CLEO, path: '/profile' });
    await photoRegion(cleo).getByRole('img', { name: 'No photo' }).waitFor();
    await photoRegion(cleo).getByText('You have no photo', { exact: false }).waitFor();
    await preview(cleo).getByText('Cleo Martin').waitFor();
    expect(await preview(cleo).locator('img').count()).toBe(0);
    await checkPage(cleo, 'photo-none');
    await cleo.setViewportSize({ width: 390, height: 844 });
    expect(await noSideways(cleo)).toBe(true);
    await checkPage(cleo, 'photo-none-phone');
    await cleo.close();
  });
});
