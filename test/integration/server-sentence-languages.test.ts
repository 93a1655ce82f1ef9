import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

/**
 * The sentences the service writes for people (the doctor's findings and fixes, the getting-started checklist, the
 * change log) in the reader's language: their own choice, else their browser's, else English. Codes, places and
 * field names never change; a change-log entry keeps its facts and is written in each reader's language when read.
 */

const ADMIN = 'languages.admin@fabrikam.test';
const INSECURE = '<p>Ann Lee</p><img src="http://example.com/logo.png" width="120" height="40" alt="Logo">';
let host: TestHost;
let admin: string;

const asking = (method: 'GET' | 'POST', path: string, language?: string, body?: unknown) =>
  host.call(method, path, { token: admin, body, headers: language ? { 'accept-language': language } : {} });

type Finding = { rule: string; message: string; start: number; end: number; fix?: { label: string; edits: unknown[] } };
const insecureOf = (json: { findings: Finding[] }) => json.findings.find((f) => f.rule === 'insecure-url')!;

beforeAll(async () => {
  host = await startTestHost();
  await host.onboard(host.tenants[0], ADMIN);
  admin = await host.token({ tenant: host.tenants[0], user: ADMIN });
  await ok(host.api(admin).GET('/api/admin/me'));
});
afterAll(() => host?.close());

describe("the doctor's findings", () => {
  it('are written in the language asked for, English by default, at the same place with the same fix', async () => {
    const english = insecureOf((await asking('POST', '/api/admin/lint', undefined, { html: INSECURE })).json);
    expect(english.message).toBe('An image over plain http: Outlook blocks it or warns the reader; serve it over https.');
    expect(english.fix?.label).toBe('Use https');
    const german = insecureOf((await asking('POST', '/api/admin/lint', 'de-DE,de;q=0.9,en;q=0.8', { html: INSECURE })).json);
    expect(german.message).toBe(
      'Ein Bild über unverschlüsseltes http: Outlook blockiert es oder warnt den Leser. Stellen Sie es über https bereit.',
    );
    expect(german.fix?.label).toBe('https verwenden');
    const french = insecureOf((await asking('POST', '/api/admin/lint', 'fr-FR', { html: INSECURE })).json);
    expect(french.message).toBe('Une image en http non chiffré : Outlook la bloque ou avertit le lecteur ; servez-la en https.');
    const place = (f: Finding) => [f.rule, f.start, f.end, f.fix?.edits];
    expect([place(german), place(french)]).toEqual([place(english), place(english)]);
  });

  it('recorded with a published version are read later in each reader’s language', async () => {
    const published = await createPublishedWith(host.api(admin), { name: 'Findings in languages', html: INSECURE });
    const path = `/api/admin/templates/${published.id}/versions/${published.version}/findings`;
    const read = async (language?: string) => insecureOf((await asking('GET', path, language)).json).message;
    expect(await read()).toBe('An image over plain http: Outlook blocks it or warns the reader; serve it over https.');
    expect(await read('de')).toBe(
      'Ein Bild über unverschlüsseltes http: Outlook blockiert es oder warnt den Leser. Stellen Sie es über https bereit.',
    );
    expect(await read('es')).toBe('Una imagen por http sin cifrar: Outlook la bloquea o avisa al lector; sírvela por https.');
  });
});

describe('the getting-started checklist', () => {
  it('names its steps in the language asked for, with the same ids and progress', async () => {
    const english = (await asking('GET', '/api/admin/onboarding')).json;
    expect(english.steps[0]).toEqual({ id: 'consent', label: 'Connect your Microsoft 365 organisation', done: true });
    const dutch = (await asking('GET', '/api/admin/onboarding', 'nl-BE, nl;q=0.9')).json;
    expect(dutch.steps[0]).toEqual({ id: 'consent', label: 'Je Microsoft 365-organisatie koppelen', done: true });
    expect(dutch.steps.map((s: { id: string; done: boolean }) => [s.id, s.done])).toEqual(
      english.steps.map((s: { id: string; done: boolean }) => [s.id, s.done]),
    );
    expect(dutch.completed).toBe(english.completed);
  });
});

describe('the change log', () => {
  const createdEntry = async (language?: string) => {
    const res = await asking('GET', '/api/admin/log?scope=tenant&limit=50', language);
    expect(res.status).toBe(200);
    const entries = res.json.entries as { action: string; target: string; summary: string }[];
    return entries.find((e) => e.action === 'template.created' && e.target === 'Log in languages')!;
  };

  it('writes one stored entry in each reader’s language: their choice first, else their browser’s', async () => {
    await ok(host.api(admin).POST('/api/admin/templates', { body: { name: 'Log in languages', html: '<p>{{displayName}}</p>' } }));
    expect((await createdEntry()).summary).toBe('Created the template “Log in languages”');
    expect((await createdEntry('de')).summary).toBe('Vorlage „Log in languages“ erstellt');
    expect((await createdEntry('fr-CA')).summary).toBe('A créé le modèle «\u00a0Log in languages\u00a0»');
    await ok(host.api(admin).PUT('/api/me/preferences', { body: { language: 'es' } }));
    try {
      expect((await createdEntry('de')).summary).toBe('Creó la plantilla «Log in languages»');
    } finally {
      await ok(host.api(admin).PUT('/api/me/preferences', { body: { language: null } }));
    }
    expect((await createdEntry()).summary).toBe('Created the template “Log in languages”');
  });
});

describe("an import's problems by row", () => {
  const CSV = 'mail,jobTitle\nnobody@nowhere.test,Chief\n';
  const headers = (language?: string) => ({ 'content-type': 'text/csv', ...(language ? { 'accept-language': language } : {}) });
  const english = {
    row: 2,
    column: 'mail',
    code: 'unknown_mailbox',
    message: 'nobody@nowhere.test is not a mailbox of this organisation.',
  };

  it('are written in the language asked for, and a job’s kept answer in each reader’s', async () => {
    const direct = (language?: string) =>
      host.call('POST', '/api/admin/imports?dryRun=true', { token: admin, rawBody: CSV, headers: headers(language) });
    expect((await direct()).json.errors).toEqual([english]);
    expect((await direct('de-DE')).json.errors).toEqual([
      { ...english, message: 'nobody@nowhere.test ist kein Postfach dieser Organisation.' },
    ]);

    const started = await host.call('POST', '/api/admin/imports/jobs?dryRun=true', { token: admin, rawBody: CSV, headers: headers('nl') });
    expect(started.status).toBe(202);
    await host.services.imports.jobs.settled();
    const read = async (language?: string) =>
      (
        await host.call('GET', `/api/admin/imports/jobs/${started.json.id}`, {
          token: admin,
          headers: language ? { 'accept-language': language } : {},
        })
      ).json.answer.errors;
    expect(await read()).toEqual([english]);
    expect(await read('fr')).toEqual([
      { ...english, message: 'nobody@nowhere.test n’est pas une boîte aux lettres de cette organisation.' },
    ]);
  });
});
