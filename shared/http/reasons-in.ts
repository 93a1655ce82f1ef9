import type { z } from 'zod';
import { translator } from '../i18n/catalogue.js';
import { formatLocale } from '../i18n/format.js';
import type { Language } from '../i18n/languages.js';
import { FIELD_REASONS } from './reason-sentences.js';

type Issue = z.core.$ZodIssue;
type Say = ReturnType<typeof translator<keyof (typeof FIELD_REASONS)['messages']['en']>>;

const KINDS = new Set(['number', 'int', 'string', 'boolean', 'object', 'array', 'date'] as const);
const FORMATS = new Set(['email', 'url', 'uuid', 'guid', 'datetime', 'time', 'duration', 'ipv4', 'ipv6'] as const);
const isKind = (k: string): k is typeof KINDS extends Set<infer K> ? K : never => (KINDS as Set<string>).has(k);
const isFormat = (f: string): f is typeof FORMATS extends Set<infer F> ? F : never => (FORMATS as Set<string>).has(f);

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function sizeOf(say: Say, number: (n: number) => string, origin: string, n: number | bigint): string | null {
  const count = Number(n);
  const values = { count, n: number(count) };
  if (origin === 'string') return say('characters', values);
  if (origin === 'array' || origin === 'set') return say('items', values);
  if (origin === 'file') return say('bytes', values);
  if (origin === 'date') return new Date(count).toISOString();
  return null;
}

/**
 * What a refused field must be, in `language`: `plainReason`'s words for a validated issue (it reads the issue as the
 * request left it: `reportInput`). A schema's own English message has no translation, so its issue gets the reason
 * its code gives ("must not be empty", "is not valid").
 */
export function reasonIn(issue: Issue, language: Language): string {
  const say = translator(FIELD_REASONS, language);
  const formatNumber = new Intl.NumberFormat(formatLocale(language)).format;
  const number = (n: number | bigint) => formatNumber(Number(n));
  if (issue.input === undefined && issue.code !== 'unrecognized_keys' && issue.code !== 'custom') return say('required');
  switch (issue.code) {
    case 'invalid_type': {
      const expected: string = issue.expected === 'bigint' ? 'int' : issue.expected;
      return say('mustBe', { what: isKind(expected) ? say(expected) : expected });
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? say('mustBe', { what: show(issue.values[0]) })
        : say('oneOf', { values: issue.values.map(show).join(', ') });
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const limit = big ? issue.maximum : issue.minimum;
      const size = sizeOf(say, number, issue.origin, limit);
      if (size !== null) {
        if (!big && (issue.origin === 'string' || issue.origin === 'array') && Number(limit) === 1) return say('notEmpty');
        return say(big ? 'atMostSize' : 'atLeastSize', { size });
      }
      if (issue.inclusive === false) return say(big ? 'lessThan' : 'moreThan', { n: number(limit) });
      return say(big ? 'atMost' : 'atLeast', { n: number(limit) });
    }
    case 'invalid_format':
      if (issue.format === 'date') return say('mustBe', { what: say('dateOnly') });
      if (issue.format === 'base64' || issue.format === 'base64url') return say('mustBe', { what: issue.format });
      return isFormat(issue.format) ? say('mustBe', { what: say(issue.format) }) : say('notExpectedForm');
    case 'not_multiple_of':
      return say('multipleOf', { n: number(Number(issue.divisor)) });
    case 'unrecognized_keys':
      return say('notAllowed');
    case 'invalid_union':
      return say('noForm');
    case 'invalid_key':
    case 'invalid_element':
      return say('badEntry');
    default:
      return say('notValid');
  }
}
