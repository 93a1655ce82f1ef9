import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldReasons } from '../../shared/http/body.js';
import { plainReason } from '../../shared/http/reasons.js';
import { reasonIn } from '../../shared/http/reasons-in.js';
import { LANGUAGES, type Language } from '../../shared/i18n/languages.js';

const reasons = (schema: z.ZodType, value: unknown) => fieldReasons(schema.safeParse(value, { error: plainReason }).error!, 'body');
/** The reasons as a reader of `language` is told them (the issues keep their input, as request validation asks). */
const reasonsIn = (language: Language, schema: z.ZodType, value: unknown) =>
  fieldReasons(schema.safeParse(value, { error: plainReason, reportInput: true }).error!, 'body', (issue) => reasonIn(issue, language));

describe('field reasons', () => {
  it('say what is expected in words', () => {
    const S = z.strictObject({
      days: z.coerce.number(),
      count: z.number().int().min(1).max(10),
      role: z.enum(['new', 'reply']),
      name: z.string().max(200),
      tags: z.array(z.string()).min(1),
      email: z.email(),
      at: z.iso.datetime(),
    });
    expect(reasons(S, { days: 'abc', count: 1.5, role: 'x', name: 'a'.repeat(201), tags: [], email: 'no', at: 'soon', extra: 1 })).toEqual({
      days: 'must be a number',
      count: 'must be a whole number',
      role: 'must be one of: new, reply',
      name: 'must be at most 200 characters',
      tags: 'must not be empty',
      email: 'must be an e-mail address',
      at: 'must be an ISO-8601 date and time',
      extra: 'is not allowed',
    });
    expect(reasons(S.pick({ role: true, count: true }).strict(), {})).toEqual({ role: 'is required', count: 'is required' });
    expect(reasons(z.object({ count: z.number().max(10) }), { count: 11 })).toEqual({ count: 'must be at most 10' });
    expect(reasons(S, 'text')).toEqual({ body: 'must be an object' });
  });

  it("keep a schema's own message", () => {
    expect(reasons(z.object({ name: z.string().min(1, 'a name is required') }), { name: '' })).toEqual({ name: 'a name is required' });
  });

  it('are said in the reader’s language, numbers as it writes them', () => {
    const S = z.strictObject({
      days: z.coerce.number(),
      count: z.number().int().min(1).max(10),
      role: z.enum(['new', 'reply']),
      name: z.string().max(2000),
      tags: z.array(z.string()).min(1),
      email: z.email(),
      at: z.iso.datetime(),
      missing: z.string(),
    });
    const value = { days: 'abc', count: 1.5, role: 'x', name: 'a'.repeat(2001), tags: [], email: 'no', at: 'soon', extra: 1 };
    expect(reasonsIn('de', S, value)).toEqual({
      days: 'muss eine Zahl sein',
      count: 'muss eine ganze Zahl sein',
      role: 'muss einer dieser Werte sein: new, reply',
      name: 'darf höchstens 2.000 Zeichen haben',
      tags: 'darf nicht leer sein',
      email: 'muss eine E-Mail-Adresse sein',
      at: 'muss Datum und Uhrzeit nach ISO 8601 sein',
      missing: 'ist erforderlich',
      extra: 'ist nicht erlaubt',
    });
    expect(reasonsIn('fr', z.object({ n: z.number().max(10) }), { n: 11 })).toEqual({ n: 'ne doit pas dépasser 10' });
    expect(reasonsIn('nl', z.object({ list: z.array(z.number()).max(1) }), { list: [1, 2] })).toEqual({
      list: 'mag hoogstens 1 item hebben',
    });
    expect(reasonsIn('es', S, 'text')).toEqual({ body: 'debe ser un objeto' });
  });

  it('are the English words of plainReason in English, and never left in English in another language', () => {
    const S = z.strictObject({ count: z.number().int().max(10), name: z.string().max(200), role: z.enum(['a', 'b']) });
    const value = { count: 11, name: 'a'.repeat(201), role: 'c', other: true };
    expect(reasonsIn('en', S, value)).toEqual(reasons(S, value));
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const said = reasonsIn(language, S, value);
      for (const field of Object.keys(said)) expect([field, said[field]]).not.toEqual([field, reasons(S, value)[field]]);
    }
  });

  it("give a schema's own English message the generic reason of its code in another language", () => {
    const S = z.object({ name: z.string().min(1, 'a name is required'), when: z.string().refine(() => false, 'must be later') });
    expect(reasonsIn('de', S, { name: '', when: 'x' })).toEqual({ name: 'darf nicht leer sein', when: 'ist nicht gültig' });
  });
});
