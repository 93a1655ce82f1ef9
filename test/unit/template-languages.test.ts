import { describe, expect, it } from 'vitest';
import { chooseLanguage, matchVariant, pickVariant } from '../../shared/templates/language.js';
import { canonicalTag, LanguageByInput, NO_MAP, sameBody, Variants, type LanguageBy } from '../../shared/templates/variants.js';

const MAP: LanguageBy = {
  countries: { de: 'de', at: 'de', ch: 'de', fr: 'fr', it: 'it' },
  domains: { 'example.fr': 'fr', 'bank.example.com': 'de', 'cliente.example.com': 'es' },
};
const VARIANTS = ['de', 'fr-CA', 'fr'];
const choose = (recipientDomains?: string[], preferredLanguage?: string | null, variants = VARIANTS, languageBy = MAP) =>
  chooseLanguage({ variants, languageBy, recipientDomains, preferredLanguage });

describe('which language variant a message gets', () => {
  it('gives the default, whatever it is told, to a template without variants (exactly what it gave before)', () => {
    expect(choose(['kunde.de'], 'de-DE', [])).toEqual({ language: null, reason: 'default' });
  });

  it('lets a listed domain decide before any country suffix, and covers the domain’s subdomains', () => {
    // example.fr is listed as French; kunde.de would be German by its suffix, but a listed domain counts first.
    expect(choose(['kunde.de', 'example.fr'])).toEqual({ language: 'fr', reason: 'recipient-domain' });
    expect(choose(['mail.example.fr'])).toEqual({ language: 'fr', reason: 'recipient-domain' });
    expect(choose(['EXAMPLE.FR.'])).toEqual({ language: 'fr', reason: 'recipient-domain' });
    // A domain that merely ends in a listed one's text is not a subdomain of it.
    expect(choose(['notexample.fr'])).toEqual({ language: 'fr', reason: 'recipient-country' });
  });

  it('goes by the country suffix when no recipient domain is listed', () => {
    expect(choose(['kunde.at'])).toEqual({ language: 'de', reason: 'recipient-country' });
    expect(choose(['kunde.ch', 'shop.de', 'example.com'])).toEqual({ language: 'de', reason: 'recipient-country' });
  });

  it('takes the language of most recipients; a tie gives the default', () => {
    expect(choose(['a.de', 'b.at', 'c.fr'])).toEqual({ language: 'de', reason: 'recipient-country' });
    expect(choose(['a.de', 'c.fr'])).toEqual({ language: null, reason: 'recipient-country' });
    // The same domain twice counts once.
    expect(choose(['a.de', 'c.fr', 'C.FR'])).toEqual({ language: null, reason: 'recipient-country' });
    expect(choose(['bank.example.com', 'cliente.example.com'])).toEqual({ language: null, reason: 'recipient-domain' });
  });

  it('counts a recipient whose language has no variant for the default, not for the sender’s language', () => {
    // Italian has no variant: the default is what an Italian recipient gets, even if the sender prefers German.
    expect(choose(['cliente.it'], 'de-DE')).toEqual({ language: null, reason: 'recipient-country' });
    expect(choose(['a.it', 'b.it', 'c.de'])).toEqual({ language: null, reason: 'recipient-country' });
    expect(choose(['cliente.example.com'], 'de')).toEqual({ language: null, reason: 'recipient-domain' });
  });

  it('falls back to the sender’s preferred language when the recipients say nothing', () => {
    expect(choose(undefined, 'de-AT')).toEqual({ language: 'de', reason: 'sender' });
    expect(choose([], 'fr-CA')).toEqual({ language: 'fr-CA', reason: 'sender' });
    expect(choose(['example.com', 'contoso.org'], 'fr-BE')).toEqual({ language: 'fr', reason: 'sender' });
    expect(choose(['kunde.de'], 'fr', VARIANTS, NO_MAP)).toEqual({ language: 'fr', reason: 'sender' });
  });

  it('falls back to the default when the sender’s language has no variant or is unset', () => {
    expect(choose(['example.com'], 'ja-JP')).toEqual({ language: null, reason: 'default' });
    expect(choose(undefined, null)).toEqual({ language: null, reason: 'default' });
    expect(choose(undefined, '')).toEqual({ language: null, reason: 'default' });
  });

  it('matches a tag by itself, then cut short, then by a variant of the same language elsewhere', () => {
    expect(matchVariant(VARIANTS, 'fr-CA')).toBe('fr-CA');
    expect(matchVariant(VARIANTS, 'fr-ch')).toBe('fr');
    expect(matchVariant(VARIANTS, 'de_AT')).toBe('de');
    expect(matchVariant(['fr-CA'], 'fr')).toBe('fr-CA');
    expect(matchVariant(['pt-BR', 'pt-PT'], 'pt')).toBe('pt-BR');
    expect(matchVariant(VARIANTS, 'en-GB')).toBeNull();
    expect(matchVariant(VARIANTS, undefined)).toBeNull();
  });

  it('picks the variant’s HTML, or the default’s', () => {
    const body = { html: '<p>Hello</p>', variants: [{ language: 'de', html: '<p>Hallo</p>' }], languageBy: MAP };
    expect(pickVariant(body, ['kunde.at'], null)).toEqual({ html: '<p>Hallo</p>', language: 'de' });
    expect(pickVariant(body, ['example.com'], 'en-GB')).toEqual({ html: '<p>Hello</p>', language: null });
    expect(pickVariant({ ...body, variants: [] }, ['kunde.at'], 'de')).toEqual({ html: '<p>Hello</p>', language: null });
  });
});

describe('what a template’s languages may be', () => {
  it('writes language tags in their usual case and refuses what is not one', () => {
    expect(canonicalTag('fr-ca')).toBe('fr-CA');
    expect(canonicalTag('ZH-hant-tw')).toBe('zh-Hant-TW');
    expect(canonicalTag('es-419')).toBe('es-419');
    for (const bad of ['', 'german', 'de-', 'de--AT', 'd', 'de-AT-x', '<b>']) expect(canonicalTag(bad)).toBeNull();
  });

  it('refuses two variants of one language, more than 20, and a variant without HTML', () => {
    const twice = Variants.safeParse([
      { language: 'de', html: '<p>a</p>' },
      { language: 'DE', html: '<p>b</p>' },
    ]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]).toMatchObject({ path: [1, 'language'], message: 'de has a variant already' });
    const many = Array.from({ length: 21 }, (_, i) => ({ language: `a${String.fromCharCode(97 + i)}`, html: '<p>x</p>' }));
    expect(Variants.safeParse(many).error?.issues[0].message).toBe('at most 20 languages');
    expect(Variants.safeParse([{ language: 'de', html: '' }]).success).toBe(false);
    expect(Variants.safeParse([{ language: 'german', html: '<p>x</p>' }]).error?.issues[0].path).toEqual([0, 'language']);
  });

  it('takes country suffixes and domains as people write them, and refuses the rest by name', () => {
    expect(LanguageByInput.parse({ countries: { '.DE': 'de', At: 'DE' }, domains: { 'Example.FR': 'fr-ca' } })).toEqual({
      countries: { de: 'de', at: 'de' },
      domains: { 'example.fr': 'fr-CA' },
    });
    expect(LanguageByInput.parse({})).toEqual({ countries: {}, domains: {} });
    const bad = LanguageByInput.safeParse({ countries: { deu: 'de' }, domains: { 'not a domain': 'fr', '-x.de': 'de' } });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['countries.deu', 'must be a country suffix of two letters, such as de or at'],
      ['domains.not a domain', 'must be a domain such as example.fr'],
      ['domains.-x.de', 'must be a domain such as example.fr'],
    ]);
    expect(LanguageByInput.safeParse({ domains: { 'x.de': 'klingon!' } }).error?.issues[0].path).toEqual(['domains', 'x.de']);
    expect(LanguageByInput.safeParse({ countries: { de: 'de', '.de': 'fr' } }).success).toBe(false);
  });

  it('compares bodies without regard to the map’s order, but with the variants’', () => {
    const a = { html: 'x', variants: [{ language: 'de', html: 'y' }], languageBy: { countries: { de: 'de', at: 'de' }, domains: {} } };
    const b = { ...a, languageBy: { countries: { at: 'de', de: 'de' }, domains: {} } };
    expect(sameBody(a, b)).toBe(true);
    expect(sameBody(a, { ...a, variants: [] })).toBe(false);
  });
});
