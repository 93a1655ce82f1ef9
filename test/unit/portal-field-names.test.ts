import { afterEach, describe, expect, it } from 'vitest';
import { fieldName, genericField } from '../../portal/src/api/fieldNames.js';
import { fieldNameMessages } from '../../portal/src/api/fieldNames.messages.js';
import { translate } from '../../shared/i18n/catalogue.js';
import type { Language } from '../../shared/i18n/languages.js';

let language: Language = 'en';
const showLanguage = (l: Language) => (language = l);
afterEach(() => showLanguage('en'));

/** What the portal's `humanField` answers in the language shown (it says the catalogue's words in it). */
const humanField = (field: string) => fieldName(field, (key) => translate(fieldNameMessages, language, key));

describe('portal: the names of refused fields in the person’s language', () => {
  it('names the fields the portal shows beside inputs in each language, the generic words in English', () => {
    expect(humanField('publishAt')).toBe('Publish at');
    expect(humanField('audience.value')).toBe('Audience value');
    showLanguage('de');
    expect(humanField('publishAt')).toBe('Veröffentlichungszeit');
    expect(humanField('audience.value')).toBe('Wert der Zielgruppe');
    expect(humanField('email')).toBe('E-Mail-Adresse');
    showLanguage('fr');
    expect(humanField('templateId')).toBe('Modèle');
    showLanguage('nl');
    expect(humanField('mailbox')).toBe('Postvak');
    showLanguage('es');
    expect(humanField('sender')).toBe('Remitente');
  });

  it('falls back to the generic words of a field the catalogue does not name', () => {
    showLanguage('de');
    expect(humanField('rollout.gates')).toBe('Rollout gates');
    expect(humanField('html')).toBe('HTML');
  });

  it('keeps the English names the generic words gave before (the e2e tests read them)', () => {
    const dotted: Record<string, string> = {
      audienceOperator: 'audience.operator',
      audienceValue: 'audience.value',
      rolloutAutoPromote: 'rollout.autoPromote',
    };
    for (const [key, english] of Object.entries(fieldNameMessages.messages.en)) {
      const field = dotted[key] ?? key;
      expect([field, humanField(field)]).toEqual([field, english]);
      expect([field, genericField(field)]).toEqual([field, english]);
    }
  });
});
