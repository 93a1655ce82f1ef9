// Pure (no I/O, no service): the service's decision, the relay's and the language choice read it.

import { isRecipientOperator, type RecipientOperator } from './vocabulary.js';

export { isRecipientOperator };

/** The most recipient domains a request names (the add-in's, the relay's envelope folded to domains). */
export const MAX_RECIPIENT_DOMAINS = 100;
/** The most partner domains an organisation lists (internal, like its verified domains). */
export const MAX_PARTNER_DOMAINS = 200;

const LABEL_CHARS = /^[a-z0-9-]{1,63}$/;
/** Characters that would make `new URL` read something other than a host name (an address, a path, a port). */
const NOT_HOST = /[\s@/\\:?#%[\]]/;

/**
 * A domain as the service keeps it: trimmed, lower-cased, without a trailing dot, an internationalised name in its
 * ASCII (punycode) form; null when it is not a host name (an address, an IP address, a single label, a bad label).
 */
export function normaliseDomain(input: string): string | null {
  let d = input.trim().toLowerCase();
  if (d.endsWith('.')) d = d.slice(0, -1);
  if (d.length === 0 || d.length > 253 || NOT_HOST.test(d)) return null;
  if (!isAscii(d)) {
    try {
      d = new URL(`http://${d}/`).hostname;
    } catch {
      return null;
    }
  }
  const labels = d.split('.');
  if (labels.length < 2 || d.length > 253) return null;
  for (const label of labels) {
    if (!LABEL_CHARS.test(label) || label.startsWith('-') || label.endsWith('-')) return null;
  }
  // A top-level label is never all digits: `10.0.0.1` is an IP address, not a domain.
  return /^\d+$/.test(labels[labels.length - 1]) ? null : d;
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return false;
  return true;
}

let regions: Intl.DisplayNames | undefined;
/** The country (or territory, or `eu`) a two-letter suffix names, in English; null when it names none. */
export function countryName(suffix: string): string | null {
  const code = suffix.trim().replace(/^\./, '').toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ') return null;
  regions ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  try {
    return regions.of(code) ?? null;
  } catch {
    return null;
  }
}

/** A country suffix as the service keeps it (`de` for ".DE"); null when it is no known two-letter country code. */
export function normaliseCountry(input: string): string | null {
  const code = input.trim().replace(/^\./, '').toLowerCase();
  return countryName(code) ? code : null;
}

/** The two-letter country suffix of a domain (`de` for `shop.example.de`), or null (`.com`, `.org`, ...). */
export function countryOf(domain: string): string | null {
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return tld.length === 2 ? tld : null;
}

/** `domain` and each domain it is under, longest first (`a.b.example` gives itself, `b.example`, `example`). */
function* suffixes(domain: string): Generator<string> {
  for (let at = 0; at !== -1;) {
    yield at === 0 ? domain : domain.slice(at);
    const dot = domain.indexOf('.', at);
    at = dot === -1 ? -1 : dot + 1;
  }
}

/** Whether `domain` is one of `set` or under one of them: one lookup per label, never a scan of the set. */
function underAny(domain: string, set: ReadonlySet<string>): boolean {
  for (const suffix of suffixes(domain)) if (set.has(suffix)) return true;
  return false;
}

/** One recipient domain as the decision sees it. */
export interface RecipientDomain {
  domain: string;
  /** One of the organisation's verified domains or partner domains, or a subdomain of one. */
  internal: boolean;
  /** Its two-letter country suffix, if it ends in one. */
  country: string | null;
}

/**
 * What the recipients of one message are, for every decision that tests them (rules, banner and footer audiences,
 * the language a template speaks): each domain inside or outside the organisation, and its country suffix. Built once
 * per message; null stands for "no recipients known" (then no recipient condition matches).
 */
export interface RecipientFacts {
  domains: readonly RecipientDomain[];
  anyExternal: boolean;
  allInternal: boolean;
  /** The distinct country suffixes of the recipients, in the order they first appear. */
  countries: readonly string[];
}

/**
 * The facts of `domains` (already normalised, see `normaliseDomain`) for an organisation whose internal domains are
 * `internal` (its verified domains and its partner domains, lower-cased). No domains: null, the sender-only answer.
 */
export function recipientFacts(domains: readonly string[] | undefined, internal: Iterable<string>): RecipientFacts | null {
  if (!domains?.length) return null;
  const inside = internal instanceof Set ? (internal as ReadonlySet<string>) : new Set(internal);
  const list = domains.map((domain) => ({ domain, internal: underAny(domain, inside), country: countryOf(domain) }));
  const anyExternal = list.some((d) => !d.internal);
  return {
    domains: list,
    anyExternal,
    allInternal: !anyExternal,
    countries: [...new Set(list.flatMap((d) => (d.country ? [d.country] : [])))],
  };
}

/** A recipient condition: `value` lists domains (anyInDomains) or country suffixes (anyInCountries). */
export interface RecipientCondition {
  operator: RecipientOperator;
  value?: unknown;
}

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * The recipients a condition turns on: for a match, the ones that make it (the external ones for anyExternal, the
 * ones at a listed domain or in a listed country); for allInternal that does not hold, the external ones that stop
 * it. `matched` is false whenever no recipients are known.
 */
export function recipientTest(condition: RecipientCondition, facts: RecipientFacts | null): { matched: boolean; because: string[] } {
  if (!facts) return { matched: false, because: [] };
  const external = () => facts.domains.filter((d) => !d.internal).map((d) => d.domain);
  switch (condition.operator) {
    case 'anyExternal':
      return { matched: facts.anyExternal, because: external() };
    case 'allInternal':
      return { matched: facts.allInternal, because: facts.allInternal ? facts.domains.map((d) => d.domain) : external() };
    case 'anyInDomains': {
      const listed = new Set(listOf(condition.value).map((v) => v.toLowerCase()));
      const at = facts.domains.filter((d) => underAny(d.domain, listed)).map((d) => d.domain);
      return { matched: at.length > 0, because: at };
    }
    case 'anyInCountries': {
      const listed = new Set(listOf(condition.value).map((v) => v.toLowerCase()));
      const within = facts.domains.filter((d) => d.country !== null && listed.has(d.country)).map((d) => d.domain);
      return { matched: within.length > 0, because: within };
    }
  }
}

/**
 * The part of a cache key the recipients add: exactly what the given recipient conditions (the organisation's rules
 * and blocks that test recipients) can tell apart, and whether all are inside (the answer says it), so messages whose
 * recipients differ in nothing else share one answer. No recipient condition: the empty string (one answer per
 * mailbox, as without recipients).
 */
export function recipientKey(conditions: readonly RecipientCondition[], facts: RecipientFacts | null): string {
  if (conditions.length === 0) return '';
  if (!facts) return 'r:none';
  const parts = new Set<string>();
  const domains = new Set<string>();
  const countries = new Set<string>();
  // Inside or outside always counts: the answer names it (the add-in's mark carries it for the relay).
  parts.add(facts.anyExternal ? 'ext' : 'int');
  for (const c of conditions) {
    if (c.operator === 'anyInDomains' || c.operator === 'anyInCountries')
      for (const v of listOf(c.value)) (c.operator === 'anyInDomains' ? domains : countries).add(v.toLowerCase());
  }
  for (const d of facts.domains) {
    if (domains.size) for (const suffix of suffixes(d.domain)) if (domains.has(suffix)) parts.add(`d:${suffix}`);
    if (d.country && countries.has(d.country)) parts.add(`c:${d.country}`);
  }
  return `r:${[...parts].sort().join(',')}`;
}

/**
 * The recipients a message had when it was signed for internal recipients only, read from the recipients it has now:
 * its inside ones (none left: still "all inside"). What a footer for external recipients did not see then.
 */
export function insideOnly(facts: RecipientFacts): RecipientFacts {
  const domains = facts.domains.filter((d) => d.internal);
  return {
    domains,
    anyExternal: false,
    allInternal: true,
    countries: [...new Set(domains.flatMap((d) => (d.country ? [d.country] : [])))],
  };
}

/** Whether a message goes only inside the organisation (`internal`), anywhere outside too (`external`), or null: not known. */
export const insideOrOutside = (facts: RecipientFacts | null): 'internal' | 'external' | null =>
  facts ? (facts.anyExternal ? 'external' : 'internal') : null;
