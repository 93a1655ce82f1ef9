import { describe, expect, it } from 'vitest';
import { errorResponse, refuse } from '../../shared/http/errors.js';
import { acceptedLanguage } from '../../shared/http/language.js';
import { REFUSAL_MESSAGES, refusalSentence } from '../../shared/http/messages.js';
import { REFUSALS, type RefusalCode } from '../../shared/http/refusals.js';
import { catalogueProblems } from '../../shared/i18n/check.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';

const codes = Object.keys(REFUSALS) as RefusalCode[];
const quiet = { error: () => undefined };
const bodyOf = (res: { body?: unknown }) => JSON.parse(String(res.body)) as Record<string, unknown>;

describe('the refusals in every language', () => {
  it('give every code the service can refuse with a sentence in each language, English as the catalogue has it', () => {
    expect(codes.length).toBeGreaterThan(100);
    for (const language of LANGUAGES) {
      const missing = codes.filter((code) => !REFUSAL_MESSAGES.messages[language][code]?.trim());
      expect([language, missing]).toEqual([language, []]);
    }
    for (const code of codes) expect(refusalSentence(code, 'en')).toBe(REFUSALS[code].sentence);
  });

  it('are sound ICU messages with the placeholders of their English originals', () => {
    expect(catalogueProblems(REFUSAL_MESSAGES)).toEqual([]);
  });

  it('are translated, not copied: no language repeats English sentences beyond names that stay as they are', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const same = codes.filter((code) => refusalSentence(code, language) === REFUSALS[code].sentence);
      expect([language, same]).toEqual([language, []]);
    }
  });
});

describe('the language of a refusal', () => {
  it("is the one Accept-Language asks for most, among the product's", () => {
    expect(acceptedLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(acceptedLanguage('fr-CA')).toBe('fr');
    expect(acceptedLanguage('pt-BR, es;q=0.5')).toBe('es');
    expect(acceptedLanguage('en;q=0, nl')).toBe('nl');
    expect(acceptedLanguage('NL')).toBe('nl');
  });

  it('is English when the header is absent, asks for none of them, or cannot be read', () => {
    for (const header of [undefined, '', '*', 'pt-BR', 'ja, zh;q=0.9', 'garbage;;;==', 'de;q=abc', ',,,', 'x'.repeat(5000)])
      expect([header?.slice(0, 20), acceptedLanguage(header)]).toEqual([header?.slice(0, 20), 'en']);
  });

  it('reads only the start of an overlong list, at a comma', () => {
    expect(acceptedLanguage(`fr,${'x-y;q=0.1,'.repeat(100)}`)).toBe('fr');
    expect(acceptedLanguage(`${'x-y;q=0.1,'.repeat(100)}de`)).toBe('en');
  });

  it('changes the message only: the status, code, fields and headers are the same in every language', () => {
    const refusal = refuse('invalid_request', 'name at least one setting', { fields: { body: 'name at least one setting' } });
    const english = errorResponse(refusal, 'i1', quiet);
    expect(bodyOf(english).message).toBe('name at least one setting');
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const answer = errorResponse(refusal, 'i1', quiet, 'api', language);
      expect([answer.status, answer.headers]).toEqual([english.status, english.headers]);
      expect(bodyOf(answer)).toEqual({ ...bodyOf(english), message: refusalSentence('invalid_request', language) });
    }
    const scim = bodyOf(errorResponse(refusal, 'i1', quiet, 'scim', 'fr'));
    expect([scim.detail, scim.message, scim.code]).toEqual([
      'La requête n’est pas valide',
      'La requête n’est pas valide',
      'invalid_request',
    ]);
  });

  it('says an unexpected error in the language too, with its invocation id', () => {
    const answer = bodyOf(errorResponse(new Error('boom'), 'inv-7', quiet, 'api', 'de'));
    expect(answer).toEqual({ code: 'internal', message: 'Interner Fehler', invocationId: 'inv-7' });
  });
});
