import type { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

const KINDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  null: 'null',
};

const FORMATS: Record<string, string> = {
  email: 'an e-mail address',
  url: 'a URL',
  uuid: 'a UUID',
  guid: 'a GUID',
  base64: 'base64',
  base64url: 'base64url',
  datetime: 'an ISO-8601 date and time',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM[:SS])',
  duration: 'an ISO-8601 duration',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
};

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const plural = (n: number | bigint, one: string) => `${n} ${one}${Number(n) === 1 ? '' : 's'}`;

function sizeWord(origin: string, n: number | bigint): string {
  if (origin === 'string') return plural(n, 'character');
  if (origin === 'array' || origin === 'set') return plural(n, 'item');
  if (origin === 'file') return plural(n, 'byte');
  if (origin === 'date') return new Date(Number(n)).toISOString();
  return String(n);
}

/**
 * The plain reason for a zod issue, used as the error map of every request validation: what is expected, in words
 * ("must be a number", "is required"). A message a schema gives itself takes precedence; undefined keeps zod's own.
 */
export function plainReason(issue: RawIssue): string | undefined {
  if (issue.input === undefined && issue.code !== 'unrecognized_keys' && issue.code !== 'custom') return 'is required';
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${KINDS[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${show(issue.values[0])}` : `must be one of: ${issue.values.map(show).join(', ')}`;
    case 'too_big': {
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? `must be less than ${issue.maximum}` : `must be at most ${issue.maximum}`;
      }
      return `must be at most ${sizeWord(issue.origin, issue.maximum)}`;
    }
    case 'too_small': {
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? `must be more than ${issue.minimum}` : `must be at least ${issue.minimum}`;
      }
      if ((issue.origin === 'string' || issue.origin === 'array') && Number(issue.minimum) === 1) return 'must not be empty';
      return `must be at least ${sizeWord(issue.origin, issue.minimum)}`;
    }
    case 'invalid_format':
      return FORMATS[issue.format] ? `must be ${FORMATS[issue.format]}` : 'is not in the expected form';
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return 'is not allowed';
    case 'invalid_union':
      return 'does not match any accepted form';
    case 'invalid_key':
    case 'invalid_element':
      return 'has an entry that is not valid';
    default:
      return undefined;
  }
}
