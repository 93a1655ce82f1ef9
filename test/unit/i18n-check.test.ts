import { describe, expect, it } from 'vitest';
import { catalogue, translate } from '../../shared/i18n/catalogue.js';
import { catalogueProblems } from '../../shared/i18n/check.js';
import { chooseLanguage, productLanguage } from '../../shared/i18n/languages.js';

const sound = catalogue(
  'sample',
  { mailboxes: '{count, plural, one {# mailbox} other {# mailboxes}} on {day, date, long}' },
  {
    de: { mailboxes: '{count, plural, one {# Postfach} other {# Postfächer}} am {day, date, long}' },
    fr: { mailboxes: '{count, plural, one {# boîte aux lettres} other {# boîtes aux lettres}} le {day, date, long}' },
    es: { mailboxes: '{count, plural, one {# buzón} other {# buzones}} el {day, date, long}' },
    nl: { mailboxes: '{count, plural, one {# postvak} other {# postvakken}} op {day, date, long}' },
  },
);

describe('message catalogues', () => {
  it('formats plurals, numbers and dates by the language', () => {
    const day = new Date(Date.UTC(2026, 10, 29, 12));
    expect(translate(sound, 'en', 'mailboxes', { count: 1200, day })).toBe('1,200 mailboxes on November 29, 2026');
    expect(translate(sound, 'de', 'mailboxes', { count: 1, day })).toBe('1 Postfach am 29. November 2026');
    expect(translate(sound, 'fr', 'mailboxes', { count: 1200, day })).toBe('1\u202f200 boîtes aux lettres le 29 novembre 2026');
  });

  it('finds nothing wrong with a sound catalogue', () => {
    expect(catalogueProblems(sound)).toEqual([]);
  });

  it('names a missing key, an extra key, a changed placeholder and a message that does not parse', () => {
    const broken = {
      area: 'broken',
      messages: {
        en: { a: 'Hello {name}', b: 'Bye' },
        de: { a: 'Hallo {nom}', b: 'Tschüss' },
        fr: { a: 'Bonjour {name}' },
        es: { a: 'Hola {name', b: 'Adiós' },
        nl: { a: 'Hallo {name}', b: 'Dag', c: 'Extra' },
      },
    };
    expect(catalogueProblems(broken)).toEqual([
      'broken.a: de has placeholders {nom}, en has {name}',
      'broken.b: missing in fr',
      expect.stringMatching(/^broken\.a: es is not ICU MessageFormat/),
      'broken.c: in nl but not in en',
    ]);
  });
});

describe('choosing a language', () => {
  it('maps tags to the five languages and nothing else', () => {
    expect(productLanguage('de-AT')).toBe('de');
    expect(productLanguage('NL_be')).toBe('nl');
    expect(productLanguage('pt-BR')).toBeUndefined();
    expect(productLanguage('')).toBeUndefined();
  });

  it('takes the choice, then the directory, then the client, then the organisation, then English', () => {
    expect(chooseLanguage({ choice: 'fr', directory: 'de-DE', client: ['es'], organisation: 'nl' })).toBe('fr');
    expect(chooseLanguage({ choice: null, directory: 'de-DE', client: ['es'], organisation: 'nl' })).toBe('de');
    expect(chooseLanguage({ directory: 'pt-PT', client: ['ja', 'es-MX'], organisation: 'nl' })).toBe('es');
    expect(chooseLanguage({ client: ['ja'], organisation: 'nl' })).toBe('nl');
    expect(chooseLanguage({})).toBe('en');
  });
});
