import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxTransport } from '../../shared/mail/transport.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

const ADMIN = 'ann.lee@fabrikam.test';
const BEN = 'ben.okafor@fabrikam.test';
const CLEO = 'cleo.martin@fabrikam.test';

let host: TestHost;
let browser: Browser;
let tenant: string;
let adminToken: string;
let admin: Page;

const api = (method: string, path: string, payload?: unknown) => host.succeed(method, path, { token: adminToken, body: payload });
const field = async (key: string) => (await api('GET', '/api/admin/profile-fields')).fields.find((f: { key: string }) => f.key === key);
const values = async (address: string) => host.services.profiles.values(tenant, (await host.services.resolver.resolve(tenant, address))!);
const row = (text: string) => admin.getByTestId('field-row').filter({ hasText: text });
const dialogGone = () => admin.getByRole('dialog').waitFor({ state: 'hidden' });

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
  await api('PUT', `/api/admin/profile-values/${BEN}`, { values: { pronouns: 'he/him', booking: 'https://cal.example/ben' } });
  await api('PUT', `/api/admin/profile-values/${CLEO}`, { values: { booking: 'https://cal.example/cleo' } });
  admin = await signInAndOpen(browser, host, { as: ADMIN, path: '/fields' });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: custom profile fields', () => {
  it('lists the fields and defines a new one, with a refused key explained beside it', async () => {
    await admin.getByRole('heading', { level: 1, name: 'Profile fields' }).waitFor();
    await row('Booking link').getByText('Link · at most 200 characters').waitFor();
    await row('Pronouns').getByText('Choice · 3 options: she/her, he/him, they/them').waitFor();
    await checkPage(admin, 'fields');
    await checkBothSizes(admin, 'fields');

    await admin.getByRole('button', { name: 'Define a field' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Define a profile field' });
    await dialog.getByLabel('Key').fill('desk number');
    await dialog.getByLabel('Label').fill('Desk');
    await dialog.getByLabel('Help').fill('Where to find you in the office.');
    await dialog.getByLabel('Longest value').fill('20');
    await dialog.getByRole('button', { name: 'Define the field' }).click();
    await dialog.getByText(/^Key: letters, digits/).waitFor();
    await checkPage(admin, 'fields-define-refused');
    expect(await field('desk number')).toBeUndefined();

    await dialog.getByLabel('Key').fill('desk');
    await dialog.getByRole('button', { name: 'Define the field' }).click();
    await dialogGone();
    await admin.getByRole('status').filter({ hasText: 'Desk is defined' }).waitFor();
    await row('Desk').getByText('Text · at most 20 characters').waitFor();
    expect(await field('desk')).toEqual({
      key: 'desk',
      label: 'Desk',
      help: 'Where to find you in the office.',
      type: 'text',
      options: [],
      maxLength: 20,
      enabled: true,
    });
  });

  it('edits a colleague’s values, showing a refused value beside its field', async () => {
    await admin.getByRole('tab', { name: 'Colleagues’ values' }).click();
    const ben = admin.getByTestId('colleague-row').filter({ hasText: BEN });
    await ben.getByText('2 of 3 filled in').waitFor();
    await admin.getByTestId('colleague-row').filter({ hasText: CLEO }).getByText('1 of 3 filled in').waitFor();
    await checkPage(admin, 'fields-values');
    await checkBothSizes(admin, 'fields-values');

    await admin.getByRole('button', { name: `Change the values of ${BEN}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Values of ${BEN}` });
    await dialog.getByLabel('Booking link').fill('cal dot example');
    await dialog.getByLabel('Desk').fill('4.12');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Booking link: must be a link (https://...)').waitFor();
    await checkPage(admin, 'fields-values-refused');
    // Nothing is saved while one value is refused, not even the desk that fits.
    expect(await values(BEN)).toEqual({ pronouns: 'he/him', booking: 'https://cal.example/ben' });

    await dialog.getByLabel('Booking link').fill('https://cal.example/ben-okafor');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialogGone();
    await admin
      .getByRole('status')
      .filter({ hasText: `The values of ${BEN} are saved` })
      .waitFor();
    await ben.getByText('3 of 3 filled in').waitFor();
    expect(await values(BEN)).toEqual({ pronouns: 'he/him', booking: 'https://cal.example/ben-okafor', desk: '4.12' });
  });

  it('changes a field’s type after seeing how many values it removes', async () => {
    await admin.getByRole('tab', { name: 'Fields' }).click();
    await admin.getByRole('button', { name: 'Change Booking link' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Change Booking link' });
    await dialog.getByLabel('Type').selectOption({ label: 'Phone number' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('2 stored values would be removed').waitFor();
    await checkPage(admin, 'fields-change-impact');
    // Asking changed nothing.
    expect((await field('booking')).type).toBe('url');
    expect((await values(CLEO)).booking).toBe('https://cal.example/cleo');

    await dialog.getByRole('button', { name: 'Remove 2 values and save' }).click();
    await dialogGone();
    await admin
      .getByRole('status')
      .filter({ hasText: 'Booking link is changed; 2 stored values that no longer fit were removed.' })
      .waitFor();
    await row('Booking link').getByText('Phone number · at most 200 characters').waitFor();
    expect((await field('booking')).type).toBe('phone');
    expect(await values(CLEO)).toEqual({});
    expect(await values(BEN)).toEqual({ pronouns: 'he/him', desk: '4.12' });
  });

  it('switches a field off keeping its values, and on again', async () => {
    await admin.getByRole('button', { name: 'Switch off Pronouns' }).click();
    await admin.getByRole('status').filter({ hasText: 'Pronouns is switched off' }).waitFor();
    await row('Pronouns').getByText('Switched off').waitFor();
    expect((await field('pronouns')).enabled).toBe(false);
    expect((await values(BEN)).pronouns).toBe('he/him');
    await checkPage(admin, 'fields-switched-off');

    await admin.getByRole('button', { name: 'Switch on Pronouns' }).click();
    await admin.getByRole('status').filter({ hasText: 'Pronouns is switched on' }).waitFor();
    expect((await field('pronouns')).enabled).toBe(true);
  });

  it('deletes a field only after its key is typed', async () => {
    await admin.getByRole('button', { name: 'Delete Pronouns' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete Pronouns?' });
    const confirm = dialog.getByRole('button', { name: 'Delete for good' });
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('to confirm').fill('Pronoun');
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await checkPage(admin, 'fields-delete');
    await dialog.getByLabel('to confirm').fill('pronouns');
    // Enter in the confirmation presses Delete for good, as in any of the portal's forms.
    await dialog.getByLabel('to confirm').press('Enter');
    await dialogGone();
    await admin.getByRole('status').filter({ hasText: 'Pronouns is deleted, with 1 stored value.' }).waitFor();
    expect(await row('Pronouns').count()).toBe(0);
    expect(await field('pronouns')).toBeUndefined();
    expect(await values(BEN)).toEqual({ desk: '4.12' });
  });
});

describe('portal: test e-mail from the settings page', () => {
  it('sends a template from the library to an inbox', async () => {
    // The run's storage is shared by every test file, and others mail this address too (digests): the test messages
    // written from here on are this test's.
    const all = async () =>
      (await (host.services.mail.transport as OutboxTransport).messages()).filter(
        (m) => m.to === ADMIN && m.subject === 'Test: your e-mail signature',
      );
    const earlier = new Set((await all()).map((m) => m.id));
    const outbox = async () => (await all()).filter((m) => !earlier.has(m.id));
    await api('POST', '/api/admin/templates', { name: 'Autumn signature', html: '<p>Autumn greetings from {{displayName}}</p>' });
    await admin.goto(`${host.url}/admin/settings`);
    const section = admin.getByRole('form', { name: 'Test e-mail' });
    await section.waitFor();
    await section.getByLabel('Inbox').fill(ADMIN);
    await section.getByRole('radio', { name: 'A template from the library, with sample details' }).check();
    await section.getByLabel('Template', { exact: true }).selectOption({ label: 'Autumn signature' });
    await checkPage(admin, 'settings-test-email');
    await checkBothSizes(admin, 'settings-test-email');
    await section.getByRole('button', { name: 'Send a test message' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `A test message with the template Autumn signature (with sample details) was sent to ${ADMIN}.` })
      .waitFor();
    const sent = await outbox();
    expect(sent).toHaveLength(1);
    expect(sent[0].html).toContain('Autumn greetings from');

    // A mailbox that is not the organisation's: the reason beside the field, nothing sent.
    await section.getByRole('radio', { name: 'Someone else’s live signature' }).check();
    await section.getByLabel('Mailbox', { exact: true }).fill('nobody@elsewhere.example');
    await section.getByRole('button', { name: 'Send a test message' }).click();
    await section.locator('..').getByText('The address is not a mailbox of this organisation').waitFor();
    expect(await outbox()).toHaveLength(1);
  });
});
