import { currentLocale } from './i18n/language.js';

/**
 * Formatters by locale and kind, made once each: a formatter costs more than a table row. Every one formats in the
 * portal's language; moments are in the browser's time zone (the person's), days in UTC, as the API counts them.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();
function formatter<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(kind: string, make: (locale: string) => F): F {
  const locale = currentLocale();
  const key = `${kind}\u0000${locale}`;
  let made = formatters.get(key) as F | undefined;
  if (!made) formatters.set(key, (made = make(locale)));
  return made;
}

/** A moment as people read it in the portal: the date and the time to the minute, in their own locale. */
export const when = (iso: string) =>
  formatter('moment', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso));

/** A count or amount in the person's locale (1,234 or 1.234). */
export const count = (n: number) => formatter('count', (l) => new Intl.NumberFormat(l)).format(n);

/** A day (`YYYY-MM-DD`, or a moment's ISO string) as people read it, without a time; UTC, as the API counts days. */
export const day = (date: string) =>
  formatter('day', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeZone: 'UTC' })).format(
    new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date),
  );

/** A share from 0..1 as a percentage in the person's locale ("12 %" in German), or a dash when there is nothing to divide by. */
export const percent = (rate: number | null) =>
  rate === null ? '–' : formatter('percent', (l) => new Intl.NumberFormat(l, { style: 'percent', maximumFractionDigits: 0 })).format(rate);

/** An amount of money in its currency (an ISO 4217 code), as the person's locale writes it. */
export const money = (amount: number, currency: string) =>
  formatter(`money-${currency}`, (l) => new Intl.NumberFormat(l, { style: 'currency', currency })).format(amount);

/** Items as one phrase ("A, B and C"), in the person's language. */
export const list = (items: readonly string[]) =>
  formatter('list', (l) => new Intl.ListFormat(l, { style: 'long', type: 'conjunction' })).format(items);

/**
 * Pieces of text (a field's help, its limit, notes) read as separate sentences: each ends in a full stop unless it
 * ends in its own punctuation already, and empty pieces are left out ("e.g. she/her. At most 200 characters.").
 */
export const sentences = (parts: readonly (string | null | undefined | false)[]): string =>
  parts
    .map((p) => (p ? p.trim() : ''))
    .filter(Boolean)
    .map((p) => (/[.!?…:;]["'’”)]?$/.test(p) ? p : `${p}.`))
    .join(' ');
