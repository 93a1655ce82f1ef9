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

const GOOD = `mail,Title,pronouns\n${CLEO},Responsable marketing,she/her\n${BEN},,he/him\n`;
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
    // The column named after no attribute or field is mapped here, and remembered for the next file.
    const title = admin.getByLabel('Column “Title” fills');
    expect(await title.inputValue()).toBe('');
    expect(await admin.getByLabel('Column “pronouns” fills').inputValue()).toBe('pronouns');
    await title.selectOption({ label: 'Job title' });
    await checkPage(admin, 'imports-mapping');
    await checkBothSizes(admin, 'imports-mapping');
    await admin.getByRole('button', { name: 'Preview' }).click();
    await admin.getByText(/problems were found, so nothing can be applied/).waitFor();
    expect(await api('GET', '/api/admin/imports/mapping')).toEqual({ columns: { Title: 'jobTitle' } });
    // One sentence a problem, with its line and column, first line first.
    expect(await admin.getByTestId('import-problem').allInnerTexts()).toEqual([
      'Line 4, mail column: nobody@fabrikam.test is not a mailbox of this organisation.',
      'Line 5, column “Pronouns”: the value starts like a spreadsheet formula (= + - @ or a tab); it is refused.',
    ]);
    expect(await admin.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await checkPage(admin, 'imports-problems');
    await checkBothSizes(admin, 'imports-problems');
    expect((await layerOf(CLEO, 'jobTitle'))?.source).toBe('directory');
  });

  it('previews every change by mailbox with the remembered columns, then applies the file, its progress shown', async () => {
    await admin.reload();
    await admin.getByLabel('CSV file').setInputFiles(csvFile(GOOD));
    // The remembered columns arrive after the page (the file may be chosen first): the choice follows them.
    await expect.poll(() => admin.getByLabel('Column “Title” fills').inputValue()).toBe('jobTitle');
    await admin.getByRole('button', { name: 'Preview' }).click();
    await admin.getByText(/Applying the file changes 3 values of 2 mailboxes/).waitFor();
    await admin.getByTestId('import-change').filter({ hasText: CLEO }).getByText('Job title: set to Responsable marketing').waitFor();
    await checkPage(admin, 'imports-preview');
    await checkBothSizes(admin, 'imports-preview');
    expect((await layerOf(CLEO, 'jobTitle'))?.source).toBe('directory');

    // A large file takes a while: the page shows how far it is (held here at a point of a 50,000-row file).
    let held = true;
    await admin.route('**/api/admin/imports/jobs/*', async (route) => {
      if (!held) return route.continue();
      const response = await route.fetch();
      const job = (await response.json()) as object;
      const progress = { phase: 'applying', rows: 21_000, total: 50_000, percent: 71 };
      await route.fulfill({ response, json: { ...job, state: 'running', answer: null, progress } });
    });
    await admin.getByRole('button', { name: 'Apply' }).click();
    await admin.getByText('Writing the changes: 21,000 of 50,000 rows (71%).').waitFor();
    await checkPage(admin, 'imports-progress');
    await checkBothSizes(admin, 'imports-progress');
    held = false;
    await admin.getByText('Applied: 2 rows read, 3 values of 2 mailboxes changed.').waitFor();
    await admin.unroute('**/api/admin/imports/jobs/*');
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
