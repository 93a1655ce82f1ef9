import { describe, expect, it, vi } from 'vitest';
import { errorIn } from '../../shared/activity/error-detail.js';
import { sentence } from '../../shared/doctor/said.js';
import { errorsIn, type FoundError } from '../../shared/imports/row-errors.js';
import { errorResponse, inLanguage, invalid } from '../../shared/http/errors.js';
import { acceptedLanguage } from '../../shared/http/language.js';
import { sayableIn } from '../../shared/http/said-in.js';
import { invalidSaid, reasonSaid, sentenceOf } from '../../shared/http/said-reasons.js';
import { SCIM_SENTENCES } from '../../shared/scim/messages.js';
import { consentRefusalPage } from '../../shared/tenants/consent-page.js';
import { explanationIn, storedFacts } from '../../shared/trail/facts.js';
import type { RelayFacts } from '../../shared/trail/explain.js';
import { detailIn, knownDetail, said } from '../../shared/trail/relay-detail.js';

/** What the language work meets from an attacker or a fault: text that looks like ICU, keys of other versions, odd headers. */

const bodyOf = (res: { body?: unknown }) => JSON.parse(String(res.body)) as Record<string, unknown>;
const HOSTILE = "{x} '{' }{ {y, select, other {z}} ''";

describe('request and stored text in a sentence', () => {
  it('is a value, never part of the pattern: braces and quotes are written as they came', () => {
    expect(reasonSaid(['addressNotMailbox', { address: HOSTILE }], 'de')).toBe(`${HOSTILE} ist kein Postfach dieser Organisation`);
    expect(reasonSaid(['templateSyntax', { error: HOSTILE }], 'fr')).toBe(`syntaxe du modèle : ${HOSTILE}`);
    expect(reasonSaid(['mustBeOneOf', { options: [HOSTILE, 'b'] }], 'de')).toBe(`muss einer dieser Werte sein: ${HOSTILE}, b`);
    expect(sentenceOf(SCIM_SENTENCES, 'noUser', { id: HOSTILE })('de')).toBe(
      `Es gibt keinen bereitgestellten Benutzer mit der ID ${HOSTILE}`,
    );
    expect(detailIn({ key: 'domainNotServed', values: { address: HOSTILE } }, 'en')).toBe(
      `No organisation served owns the domain of <${HOSTILE}>`,
    );
    const err = invalidSaid({ [HOSTILE]: ['addressNotMailbox', { address: HOSTILE }] });
    const german = bodyOf(errorResponse(err, 'i1', { error: () => undefined }, 'api', 'de'));
    expect(german.fields).toEqual({ [HOSTILE]: `${HOSTILE} ist kein Postfach dieser Organisation` });
  });
});

describe('a refusal whose sentence cannot be written in the reader’s language', () => {
  const broken = () =>
    sayableIn(invalid({ name: 'is required' }, 'Some values are not valid'), () => {
      throw new Error('The intl string context variable "id" was not provided');
    });

  it('is still the refusal: its status, code and English words, and the fault is logged', () => {
    const error = vi.fn();
    for (const shape of ['api', 'scim'] as const) {
      const res = errorResponse(broken(), 'inv-1', { error }, shape, 'de');
      const body = bodyOf(res);
      expect([res.status, body.code, body.message, body.fields]).toEqual([
        400,
        'invalid_request',
        'Some values are not valid',
        { name: 'is required' },
      ]);
    }
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('English'),
      expect.objectContaining({ invocationId: 'inv-1', language: 'de' }),
    );
    expect(inLanguage(broken(), 'de').message).toBe('Some values are not valid');
  });

  it('is still the consent flow’s page, with the refusal’s status and code', () => {
    const page = consentRefusalPage(broken(), 'de');
    expect([page.status, typeof page.body]).toEqual([400, 'string']);
    expect(page.body as string).toContain('data-code="invalid_request"');
    expect(page.body as string).toContain('Some values are not valid.');
  });
});

describe('a relay detail stored by another version', () => {
  const refused = (said: unknown): RelayFacts => ({
    outcome: 'passed',
    template: null,
    reason: 'malformed',
    detail: 'as the relay wrote it',
    said: said as RelayFacts['said'],
    placement: null,
    nextHop: null,
    outside: [],
  });
  const DE = 'Vom Relay unverändert weitergeleitet: Fehlerhafte Nachricht';

  it('is not known by a name every object inherits, nor with values that do not fill its sentence', () => {
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect([key, knownDetail({ key })]).toEqual([key, null]);
    expect(knownDetail({ key: 'error' })).toBeNull();
    expect(knownDetail({ key: 'error', values: { text: 'renamed placeholder' } })).toBeNull();
    expect(knownDetail({ key: 'error', values: ['x'] })).toBeNull();
    expect(knownDetail(said('error', { message: 'boom' }).said)).toEqual({ key: 'error', values: { message: 'boom' } });
  });

  it('reads in the reader’s language with its text as stored, never the whole entry in English nor a failure', () => {
    for (const by of [{ key: 'constructor' }, { key: 'error' }, { key: 'error', values: { text: 'x' } }, { key: 'toString', values: {} }]) {
      const entry = storedFacts({ kind: 'relay', facts: refused(undefined) });
      const stored = { ...entry, facts: JSON.stringify({ kind: 'relay', facts: refused(by) }) };
      expect([by, explanationIn(stored, 'de')]).toEqual([by, `${DE} (as the relay wrote it).`]);
    }
    expect(errorIn('boom', JSON.stringify({ key: 'constructor' }), 'de')).toBe('boom');
    expect(errorIn('boom', JSON.stringify({ key: 'error', lead: 'x' }), 'de')).toBe('boom');
  });
});

describe("a finding's or an import row's sentence stored by another version", () => {
  it('reads as null (the finding keeps its stored words) for an inherited name or values that do not fill it', () => {
    for (const key of ['constructor', 'toString', '__proto__', 'fromLater']) expect([key, sentence({ key }, 'de')]).toEqual([key, null]);
    expect(sentence({ key: 'tooLongMeasured', values: { renamed: 1 } }, 'de')).toBeNull();
    expect(sentence({ key: 'imageOnly' }, 'en')).toMatch(/^The signature is only an image/);
  });

  it('keeps the row error as stored', () => {
    const stored = { row: 2, column: 'mail', code: 'unknown_mailbox' as const, message: 'x@y is not a mailbox of this organisation.' };
    const kept: FoundError[] = [
      { ...stored, said: { key: 'toString' } },
      { ...stored, said: { key: 'unknownMailbox', values: { address: 'x@y' } } },
      { ...stored, said: { key: 'unknownMailbox', values: { mail: HOSTILE } } },
    ];
    expect(errorsIn(kept, 'de')).toEqual([stored, stored, { ...stored, message: `${HOSTILE} ist kein Postfach dieser Organisation.` }]);
  });
});

describe('an Accept-Language header an attacker writes', () => {
  const cases: [string, string][] = [
    ['8 kB without a comma', 'de' + 'x'.repeat(8192)],
    ['8 kB of spaces', ' '.repeat(8192) + 'de'],
    ['8 kB of semicolons', 'de' + ';'.repeat(8192)],
    ['8 kB of q-values', 'de;' + 'q=1;'.repeat(2048)],
    ['1,000 entries, ours last', `${Array.from({ length: 1000 }, (_, i) => `x${i};q=0.${i % 10}`).join(',')},de`],
    ['odd q-values', 'de;q=abc, fr;q=-1, es;q=5e400'],
    ['prototype names', '__proto__, constructor;q=1, toString'],
    ['control characters', '\u0000de\u0007,\u001bfr'],
  ];

  // How long it takes is the bench's to measure, never a test's: the header is read only to its first 512 characters.
  it.each(cases)('%s: a language of the product (English when none can be read)', (_, header) => {
    expect(['en', 'de', 'fr', 'es', 'nl']).toContain(acceptedLanguage(header));
  });

  it('bounded reading: a list past its first 512 characters is not read, and the language falls back to English', () => {
    expect(acceptedLanguage(cases[4]![1])).toBe('en');
    expect(acceptedLanguage(`de,${cases[4]![1]}`)).toBe('de');
  });
});
