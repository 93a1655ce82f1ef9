import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphDirectory } from '../../shared/directory/graph.js';
import { TENANT_A, TENANT_B, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

/** CSV imports: the import layer laid over the directory, previewed, applied in one step, undone; kept across syncs. */

let standin: GraphStandin;
let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
let otherAdmin: string;

const CSV = { 'content-type': 'text/csv' };
const importCsv = (csv: string, dryRun: boolean, token = admin) =>
  host.call('POST', `/api/admin/imports?dryRun=${dryRun}`, { token, rawBody: csv, headers: CSV });
const layers = async (email: string, token = admin) =>
  (await host.succeed('GET', `/api/admin/people/${email}/layers`, { token })) as {
    imported: boolean;
    attributes: { name: string; value: string | null; source: string | null; directory: string | null; imported: string | null }[];
  };
const attribute = async (email: string, name: string) => (await layers(email)).attributes.find((a) => a.name === name);
const signatureOf = async (user: string) => {
  host.services.resolver.forget(tenant);
  const token = await host.token({ tenant, user, scope: 'access_as_user' });
  return (await ok(host.api(token).POST('/api/signature', { body: { type: 'new' } }))).html;
};
const syncDirectory = async () => {
  const fired = await host.call('POST', '/admin/functions/directorySnapshotRefresh');
  expect(fired.status).toBe(200);
};
const lastImport = async () =>
  (await host.succeed('GET', '/api/admin/imports/last', { token: admin })) as { last: { undone: boolean } | null };

beforeAll(async () => {
  standin = await startGraphStandin(testDirectoryFixture);
  const fixtureTenant = (t: string) => (t === host.tenants[0] ? TENANT_A : t === host.tenants[1] ? TENANT_B : 'unknown');
  const graph = new GraphDirectory({ baseUrl: standin.url, getToken: async (t) => `token-for-${fixtureTenant(t)}`, maxRetries: 0 });
  host = await startTestHost({ directory: graph });
  [tenant, other] = host.tenants;
  await host.onboard(tenant, 'import.admin@fabrikam.test');
  await host.onboard(other);
  admin = await host.token({ tenant, user: 'import.admin@fabrikam.test' });
  otherAdmin = await host.token({ tenant: other, user: host.adminOf(other) });
  await ok(host.api(admin).GET('/api/admin/me'));
  await ok(host.api(otherAdmin).GET('/api/admin/me'));
  await ok(
    host
      .api(admin)
      .POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'choice', options: ['she/her', 'he/him'] } }),
  );
  await ok(host.api(admin).POST('/api/admin/profile-fields', { body: { key: 'direct', label: 'Direct line', type: 'phone' } }));
  const { id } = await createPublishedWith(host.api(admin), {
    name: 'Layered',
    html: '<p>{{displayName}}, {{jobTitle}} {{custom.pronouns}}</p>',
  });
  await ok(host.api(admin).PUT('/api/admin/roles', { body: { new: id, reply: null } }));
});
afterAll(async () => {
  await host?.close();
  await standin?.close();
});

describe('a CSV import', () => {
  it('previews every change by mailbox on a dry run and changes nothing', async () => {
    const res = await importCsv('mail,jobTitle,pronouns\ndev.patel@fabrikam.test,Head of Finance,he/him\n', true);
    expect(res.status).toBe(200);
    // A phone number's leading + is no formula.
    const phone = await importCsv('mail,direct,mobilePhone\ndev.patel@fabrikam.test,+44 20 7946 0001,-\n', true);
    expect(phone.json).toMatchObject({ errors: [], counts: { values: 2 } });
    expect(res.json).toMatchObject({
      applied: false,
      errors: [],
      counts: { rows: 1, mailboxes: 1, values: 2 },
      changes: [
        {
          mailbox: 'dev.patel@fabrikam.test',
          values: [
            { name: 'jobTitle', from: null, to: 'Head of Finance' },
            { name: 'pronouns', from: null, to: 'he/him' },
          ],
        },
      ],
    });
    expect(await attribute('dev.patel@fabrikam.test', 'jobTitle')).toMatchObject({ source: 'directory', imported: null });
    expect((await lastImport()).last).toBeNull();
  });

  it('reports every kind of row error and applies nothing, even when asked to', async () => {
    const csv = [
      'mail,jobTitle,pronouns,direct',
      'nobody@fabrikam.test,Ghost,,',
      'ann.lee@fabrikam.test,Chief,they/them,',
      'ben.okafor@fabrikam.test,=HYPERLINK("http://x"),,',
      'cleo.martin@fabrikam.test,Lead,,not a phone',
      'finn.berg@fabrikam.test,Lead,,',
      'FINN.BERG@fabrikam.test,Lead again,,',
      "eva.jansen@fabrikam.test,@SUM(1),,+cmd|'/c calc'!A0",
      `dev.patel@fabrikam.test,${'x'.repeat(1_001)},,`,
    ].join('\r\n');
    const res = await importCsv(csv, false);
    expect(res.status).toBe(200);
    expect(res.json.applied).toBe(false);
    expect(res.json.errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code])).toEqual([
      [3, 'pronouns', 'invalid_value'],
      [4, 'jobTitle', 'formula_injection'],
      [5, 'direct', 'invalid_value'],
      [8, 'jobTitle', 'formula_injection'],
      [8, 'direct', 'formula_injection'],
      [9, 'jobTitle', 'too_large'],
      [2, 'mail', 'unknown_mailbox'],
      [7, 'mail', 'duplicate_row'],
    ]);
    for (const e of res.json.errors) expect(e.message).toMatch(/\.$/);
    expect(await attribute('finn.berg@fabrikam.test', 'jobTitle')).toMatchObject({ source: null, imported: null });
    expect((await lastImport()).last).toBeNull();
  });

  it('refuses a column that is neither an attribute nor a field, and a file without the mail column', async () => {
    const unknown = await importCsv('mail,shoeSize\nann.lee@fabrikam.test,42\n', false);
    expect(unknown.json.errors).toEqual([expect.objectContaining({ row: 1, column: 'shoeSize', code: 'unknown_column' })]);
    const noMail = await importCsv('email,jobTitle\nann.lee@fabrikam.test,Chief\n', false);
    expect(noMail.json.errors).toEqual([expect.objectContaining({ row: 1, code: 'missing_mail' })]);
    const broken = await importCsv('mail,jobTitle\nann.lee@fabrikam.test,"Chief\n', false);
    expect(broken.json).toMatchObject({ applied: false, errors: [expect.objectContaining({ code: 'invalid_csv' })] });
    expect((await lastImport()).last).toBeNull();
  });

  it('refuses a body that is not CSV or a dryRun that is not true or false, changing nothing', async () => {
    const notCsv = await host.call('POST', '/api/admin/imports?dryRun=false', {
      token: admin,
      rawBody: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect([notCsv.status, notCsv.json.code]).toEqual([415, 'unsupported_media_type']);
    const badFlag = await host.call('POST', '/api/admin/imports?dryRun=maybe', { token: admin, rawBody: 'mail\n', headers: CSV });
    expect([badFlag.status, badFlag.json.code]).toEqual([400, 'invalid_request']);
    expect((await lastImport()).last).toBeNull();
  });

  it('applies in one step, wins over the directory across a sync, and its undo restores the directory’s value', async () => {
    const res = await importCsv('mail,jobTitle,pronouns\ndev.patel@fabrikam.test,Head of Finance,he/him\n', false);
    expect(res.json).toMatchObject({ applied: true, errors: [], counts: { mailboxes: 1, values: 2 } });
    expect(await signatureOf('dev.patel@fabrikam.test')).toContain('Head of Finance he/him');
    expect(await layers('dev.patel@fabrikam.test')).toMatchObject({ imported: true });
    expect(await attribute('dev.patel@fabrikam.test', 'jobTitle')).toMatchObject({ value: 'Head of Finance', source: 'import' });
    const simulated = await ok(host.api(admin).POST('/api/admin/rules/simulate', { body: { email: 'dev.patel@fabrikam.test' } }));
    expect(simulated.values?.explanation).toBe('The job title and pronouns come from imported values, not from the directory.');
    // In the reader's language: their browser's, unless they chose one; a custom field keeps the label the Admin gave it.
    const simulate = (headers: Record<string, string>) =>
      host.call('POST', '/api/admin/rules/simulate', { token: admin, headers, body: { email: 'dev.patel@fabrikam.test' } });
    expect((await simulate({ 'accept-language': 'de-DE' })).json.values.explanation).toBe(
      'Diese Werte stammen aus importierten Werten statt aus dem Verzeichnis: Position und Pronouns.',
    );
    await ok(host.api(admin).PUT('/api/me/preferences', { body: { language: 'fr' } }));
    try {
      expect((await simulate({ 'accept-language': 'de-DE' })).json.values.explanation).toBe(
        'Ces valeurs viennent des valeurs importées, pas de l’annuaire : Poste et Pronouns.',
      );
    } finally {
      await ok(host.api(admin).PUT('/api/me/preferences', { body: { language: null } }));
    }

    // The directory changes and is synced: the imported value stays in use.
    standin.updateUser(TENANT_A, 'a-dev', { jobTitle: 'Controller' });
    await syncDirectory();
    expect(await signatureOf('dev.patel@fabrikam.test')).toContain('Head of Finance');
    expect(await attribute('dev.patel@fabrikam.test', 'jobTitle')).toMatchObject({
      value: 'Head of Finance',
      source: 'import',
      directory: 'Controller',
    });

    const { entries } = await ok(host.api(admin).GET('/api/admin/log', { params: { query: { scope: 'template', limit: 20 } } }));
    expect(entries.find((e) => e.action === 'import.applied')).toMatchObject({ details: { rows: 1, mailboxes: 1, values: 2 } });

    const undone = await host.call('POST', '/api/admin/imports/undo', { token: admin });
    expect(undone.status).toBe(200);
    expect((await lastImport()).last).toMatchObject({ undone: true });
    expect(await signatureOf('dev.patel@fabrikam.test')).toContain('Controller');
    expect(await attribute('dev.patel@fabrikam.test', 'jobTitle')).toMatchObject({
      value: 'Controller',
      source: 'directory',
      imported: null,
    });

    const again = await host.call('POST', '/api/admin/imports/undo', { token: admin });
    expect([again.status, again.json.code]).toEqual([409, 'nothing_to_undo']);
  });

  it("lets the person's own saved value win over the imported one", async () => {
    await host.call('PUT', '/api/admin/settings', { token: admin, body: { profileEditing: true } });
    await importCsv('mail,pronouns\ncleo.martin@fabrikam.test,she/her\n', false);
    expect(await attribute('cleo.martin@fabrikam.test', 'pronouns')).toMatchObject({ value: 'she/her', source: 'import' });
    const staff = await host.token({ tenant, user: 'cleo.martin@fabrikam.test' });
    await ok(host.api(staff).PUT('/api/me/profile', { body: { values: { pronouns: 'he/him' } } }));
    expect(await attribute('cleo.martin@fabrikam.test', 'pronouns')).toMatchObject({
      value: 'he/him',
      source: 'person',
      imported: 'she/her',
    });
  });

  it('remembers the column mapping and uses it for the next file', async () => {
    await host.succeed('PUT', '/api/admin/imports/mapping', { token: admin, body: { columns: { 'Job title': 'jobTitle' } } });
    expect(await host.succeed('GET', '/api/admin/imports/mapping', { token: admin })).toEqual({ columns: { 'Job title': 'jobTitle' } });
    const res = await importCsv('mail,Job title\nfinn.berg@fabrikam.test,Storm Chaser\n', true);
    expect(res.json).toMatchObject({
      errors: [],
      changes: [{ mailbox: 'finn.berg@fabrikam.test', values: [{ name: 'jobTitle', to: 'Storm Chaser' }] }],
    });
  });

  it("never reaches another organisation's mailboxes", async () => {
    const res = await importCsv('mail,jobTitle\ndev.patel@fabrikam.test,Intruder\n', false, otherAdmin);
    expect(res.json).toMatchObject({ applied: false, errors: [expect.objectContaining({ code: 'unknown_mailbox' })] });
    const seen = await host.call('GET', '/api/admin/people/dev.patel@fabrikam.test/layers', { token: otherAdmin });
    expect([seen.status, seen.json.code]).toEqual([404, 'not_found']);
    const undo = await host.call('POST', '/api/admin/imports/undo', { token: otherAdmin });
    expect([undo.status, undo.json.code]).toEqual([409, 'nothing_to_undo']);
  });
});
