import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

const ADMIN = 'ann.lee@fabrikam.test';
const CLEO = 'cleo.martin@fabrikam.test';
const BEN = 'ben.okafor@fabrikam.test';

let host: TestHost;
let browser: Browser;
let tenant: string;
let adminToken: string;

const api = (method: string, path: string, payload?: unknown) => host.succeed(method, path, { token: adminToken, body: payload });
type Layers = { imported: boolean; attributes: { name: string; value: string | null; source: string | null }[] };
const layerOf = async (email: string, name: string) =>
  ((await api('GET', `/api/admin/people/${email}/layers`)) as Layers).attributes.find((a) => a.name === name);
const csvFile = (text: string) => ({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

const GOOD = `mail,jobTitle,pronouns\n${CLEO},Responsable marketing,she/her\n${BEN},,he/him\n`;
const WITH_PROBLEMS = `${GOOD}nobody@fabrikam.test,Intern,she/her\n${BEN},Head of Sales,=HYPERLINK("x")\n`;

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  tenant = host.tenants[0];
  await host.onboard(tenant);
  adminToken = await host.token({ tenant, user: ADMIN });
  await api('POST', '/api/admin/profile-fields', { key: 'pronouns', label: 'Pronouns', type: 'choice', options: ['she/her', 'he/him'] });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: importing values from a CSV file', () => {
  let admin: Page;

  it('previews a file with problems row by row, in sentences, and applies nothing', async () => {
    admin = await signInAndOpen(browser, host, { as: ADMIN, path: '/import' });
    await admin.getByRole('heading', { name: 'Import from a file' }).waitFor();
    await admin.getByText('No file has been imported yet.').waitFor();
    await checkPage(admin, 'imports-empty');
    await admin.getByLabel('CSV file').setInputFiles(csvFile(WITH_PROBLEMS));
    await admin.getByRole('button', { name: 'Preview' }).click();
    await admin.getByText(/problems were found, so nothing can be applied/).waitFor();
    const problems = admin.getByTestId('import-problem');
    await problems.filter({ hasText: 'This address is not a mailbox of your organisation.' }).waitFor();
    await problems.filter({ hasText: 'starts like a spreadsheet formula' }).waitFor();
    expect(await admin.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await checkPage(admin, 'imports-problems');
    await checkBothSizes(admin, 'imports-problems');
    expect((await layerOf(CLEO, 'jobTitle'))?.source).toBe('directory');
  });

  it('previews every change by mailbox, then applies the file in one step', async () => {
    await admin.getByLabel('CSV file').setInputFiles(csvFile(GOOD));
    await admin.getByRole('button', { name: 'Preview' }).click();
    await admin.getByText(/Applying the file changes 3 values of 2 mailboxes/).waitFor();
    await admin.getByTestId('import-change').filter({ hasText: CLEO }).getByText('jobTitle: set to Responsable marketing').waitFor();
    await checkPage(admin, 'imports-preview');
    await checkBothSizes(admin, 'imports-preview');
    expect((await layerOf(CLEO, 'jobTitle'))?.source).toBe('directory');

    await admin.getByRole('button', { name: 'Apply' }).click();
    await admin.getByText('Applied: 2 rows read, 3 values of 2 mailboxes changed.').waitFor();
    await admin.getByRole('button', { name: 'Undo the last import' }).waitFor();
    expect(await layerOf(CLEO, 'jobTitle')).toMatchObject({ value: 'Responsable marketing', source: 'import' });
    await checkPage(admin, 'imports-applied');
  });

  it('shows for a mailbox each value used and where it came from, imported ones badged', async () => {
    const people = await signInAndOpen(browser, host, { as: ADMIN, path: '/people?tab=values' });
    await people.getByLabel('Mailbox address').fill(CLEO);
    await people.getByRole('button', { name: 'Show values' }).click();
    const title = people.getByTestId('layer-row').filter({ hasText: 'Responsable marketing' });
    await title.getByText('Imported').waitFor();
    const name = people.getByTestId('layer-row').filter({ hasText: 'Cleo Martin' }).first();
    await name.getByText('Directory', { exact: true }).waitFor();
    await checkPage(people, 'imports-layers');
    await checkBothSizes(people, 'imports-layers');
    await people.close();
  });

  it('undoes the last import after asking, and the directory’s values apply again', async () => {
    await admin.getByRole('button', { name: 'Undo the last import' }).click();
    const dialog = admin.getByRole('alertdialog');
    await checkPage(admin, 'imports-undo-dialog');
    await dialog.getByRole('button', { name: 'Undo the import' }).click();
    await admin.getByText('The last import is undone: the values it changed are back as they were before.').waitFor();
    await admin.getByText('It has been undone.', { exact: false }).waitFor();
    expect((await layerOf(CLEO, 'jobTitle'))?.source).toBe('directory');
    await checkBothSizes(admin, 'imports-undone');
  });
});
