import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalSentence } from '../../shared/http/messages.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/** The API's `message` follows Accept-Language (DESIGN §15); codes and fields never change. */

let host: TestHost;
let ann: string;
let admin: string;
const ANN = 'ann.lee@fabrikam.test';

beforeAll(async () => {
  host = await startTestHost();
  await host.onboard(host.tenants[0]);
  ann = await host.token({ tenant: host.tenants[0], user: ANN });
  admin = await host.token({ tenant: host.tenants[0], user: host.adminOf(host.tenants[0]) });
});
afterAll(() => host?.close());

const asking = (language: string | undefined, path = '/api/admin/settings', token?: string, body?: unknown) =>
  host.call(body === undefined ? 'GET' : 'PUT', path, {
    token,
    body,
    headers: language === undefined ? {} : { 'accept-language': language },
  });

describe('a refusal in the language asked for', () => {
  it("says each language's sentence, with the same status, code and headers", async () => {
    const english = await asking(undefined);
    expect([english.status, english.json.code, english.json.message]).toEqual([401, 'unauthenticated', 'A bearer token is required']);
    for (const [language, header] of [
      ['de', 'de-DE,de;q=0.9,en;q=0.8'],
      ['fr', 'fr-FR'],
      ['es', 'es-ES,es;q=0.9'],
      ['nl', 'nl-BE, nl;q=0.9'],
    ] as const) {
      const res = await asking(header);
      expect([res.status, res.json]).toEqual([401, { code: 'unauthenticated', message: refusalSentence('unauthenticated', language) }]);
      expect(res.headers.get('www-authenticate')).toBe(english.headers.get('www-authenticate'));
    }
    expect((await asking('de')).json.message).toBe('Kein gültiges Token');
  });

  it('keeps the fields of an invalid request as they are, and changes nothing', async () => {
    const before = await asking(undefined, '/api/me/preferences', ann);
    for (const language of LANGUAGES) {
      const res = await asking(language, '/api/me/preferences', ann, { language: 'klingon' });
      expect([res.status, res.json.code, res.json.message]).toEqual([400, 'invalid_request', refusalSentence('invalid_request', language)]);
      expect(Object.keys(res.json.fields)).toEqual(['language']);
    }
    expect((await asking(undefined, '/api/me/preferences', ann)).json).toEqual(before.json);
  });

  it('says the reasons of an invalid request in the language asked for, the fields named as they are', async () => {
    const before = await asking(undefined, '/api/me/preferences', ann);
    const body = { language: 'klingon', colour: 'blue' };
    const english = await asking(undefined, '/api/me/preferences', ann, body);
    expect(english.json.fields).toEqual({ language: expect.stringMatching(/^must be one of: /), colour: 'is not allowed' });
    const german = await asking('de-DE', '/api/me/preferences', ann, body);
    expect([german.status, german.json.code]).toEqual([400, 'invalid_request']);
    expect(german.json.fields).toEqual({ language: expect.stringMatching(/^muss einer dieser Werte sein: /), colour: 'ist nicht erlaubt' });
    expect((await asking('nl', '/api/me/preferences', ann, { language: 7 })).json.fields).toEqual({
      language: expect.stringMatching(/^moet /),
    });
    expect((await asking(undefined, '/api/me/preferences', ann)).json).toEqual(before.json);
  });

  it("says the service's own reasons in the language asked for, and changes nothing", async () => {
    const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, language?: string) =>
      host.call(method, path, { token: admin, body, headers: language ? { 'accept-language': language } : {} });
    const before = [(await call('GET', '/api/admin/exclusions')).json, (await call('GET', '/api/admin/privacy/retention')).json];
    const refusals = [
      {
        send: (language?: string) => call('POST', '/api/admin/exclusions', { mailboxes: ['nobody@fabrikam.test'] }, language),
        en: { 'mailboxes.0': 'nobody@fabrikam.test is not a mailbox of this organisation' },
        de: { 'mailboxes.0': 'nobody@fabrikam.test ist kein Postfach dieser Organisation' },
      },
      {
        send: (language?: string) => call('PUT', '/api/admin/privacy/retention', { 'change-log': 10 }, language),
        en: { 'change-log': 'must be from 365 to 3650 days' },
        de: { 'change-log': 'muss zwischen 365 und 3650 Tagen liegen' },
      },
      {
        send: (language?: string) =>
          call('POST', '/api/admin/api-keys', { name: 'late', access: ['templates'], expires: '2001-01-01' }, language),
        en: { expires: 'must be in the future' },
        de: { expires: 'muss in der Zukunft liegen' },
      },
    ];
    for (const { send, en, de } of refusals) {
      const english = await send();
      expect([english.status, english.json]).toEqual([400, { code: 'invalid_request', message: 'The request is not valid', fields: en }]);
      const german = await send('de-DE,de;q=0.9');
      expect([german.status, german.json]).toEqual([
        400,
        { code: 'invalid_request', message: refusalSentence('invalid_request', 'de'), fields: de },
      ]);
    }
    const after = [(await call('GET', '/api/admin/exclusions')).json, (await call('GET', '/api/admin/privacy/retention')).json];
    expect(after).toEqual(before);
    expect((await call('GET', '/api/admin/api-keys')).json.keys).toEqual([]);
  });

  it("says the add-in's refusals, kept in the signature cache, in each asker's language", async () => {
    const addin = await host.token({ tenant: host.tenants[0], user: ANN, scope: 'access_as_user' });
    const ask = (language?: string) =>
      host.call('POST', '/api/signature', {
        token: addin,
        body: { type: 'new', email: 'nobody@fabrikam.test' },
        headers: language ? { 'accept-language': language } : {},
      });
    // The second German ask is answered from the cache, as is the English one after it.
    for (const [language, expected] of [
      ['de', 'de'],
      ['de', 'de'],
      [undefined, 'en'],
      ['nl', 'nl'],
      ['fr-CH', 'fr'],
      ['pt-BR', 'en'],
    ] as const) {
      const res = await ask(language);
      expect([res.status, res.json]).toEqual([404, { code: 'mailbox_not_found', message: refusalSentence('mailbox_not_found', expected) }]);
    }
  });

  it('is in English when the header asks for a language the product lacks, or cannot be read', async () => {
    for (const header of ['pt-BR', 'ja, zh;q=0.5', '*', ';;;q=x', 'de;q=abc', 'x'.repeat(2000)]) {
      const res = await asking(header);
      expect([header.slice(0, 10), res.status, res.json.message]).toEqual([header.slice(0, 10), 401, 'A bearer token is required']);
    }
  });
});
