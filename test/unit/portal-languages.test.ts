import { parse } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { afterEach, describe, expect, it } from 'vitest';
import { addinLanguage, unavailableWords, words } from '../../addin/src/words.js';
import { count, day, list, money, percent } from '../../portal/src/format.js';
import { currentLocale, showLanguage } from '../../portal/src/i18n/language.js';
import { pseudoMessage, pseudoText } from '../../portal/src/i18n/pseudo.js';

afterEach(() => showLanguage('en'));

describe('portal: numbers, amounts, days and lists in the chosen language', () => {
  it('formats through Intl in the language shown, not by hand', () => {
    showLanguage('de');
    expect(currentLocale()).toBe('de');
    expect(count(1234)).toBe('1.234');
    expect(percent(0.12)).toBe('12\u00a0%');
    expect(money(9.5, 'EUR')).toBe('9,50\u00a0€');
    expect(list(['Outlook', 'OWA', 'Mac'])).toBe('Outlook, OWA und Mac');
    expect(day('2026-11-29')).toBe('29.11.2026');
    showLanguage('en');
    expect(count(1234)).toBe('1,234');
    expect(percent(0.12)).toBe('12%');
    expect(percent(null)).toBe('–');
  });
});

describe('portal: the pseudo-locale', () => {
  it('accents every letter it can and makes text about 40% longer', () => {
    const english = 'Settings saved for your organisation';
    const pseudo = pseudoText(english);
    expect(pseudo).not.toMatch(/[aeiou]/);
    expect(pseudo.length / english.length).toBeGreaterThan(1.3);
  });

  it('keeps placeholders, plurals and tags as they are, and marks where the message ends', () => {
    const message = '{count, plural, one {# rule} other {# rules}} for <b>{name}</b>';
    const printed = printAST(pseudoMessage(message));
    expect(printed.startsWith('[') && printed.endsWith(']')).toBe(true);
    expect(printed).toContain('{count,plural,one{# ŕüüļéé} other{# ŕüüļééš}}');
    expect(printed).toContain('<b>{name}</b>');
    expect(() => parse(printed)).not.toThrow();
  });
});

describe('add-in: its words follow Office’s display language', () => {
  it('speaks the product language of Office’s display language, else English', () => {
    expect(addinLanguage('de-DE')).toBe('de');
    expect(addinLanguage('nl-BE')).toBe('nl');
    expect(addinLanguage('ja-JP')).toBe('en');
    expect(addinLanguage(undefined)).toBe('en');
  });

  it('fills placeholders and gives the reason a signature is missing in that language', () => {
    expect(words('fr', 'signaturesFor', { mailbox: 'ann@fabrikam.test' })).toBe('Signatures de ann@fabrikam.test.');
    expect(words('de', 'noSignature', { reason: unavailableWords('de', 403) })).toBe(
      'Keine Signatur: für dieses Postfach werden keine Signaturen bereitgestellt.',
    );
    expect(unavailableWords('es', 500)).toBe('el servicio respondió 500');
  });
});
