/** One formatter for every moment the portal shows: made once, since a formatter costs more than a table row. */
const MOMENT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as people read it in the portal: the date and the time to the minute, in their own locale. */
export const when = (iso: string) => MOMENT.format(new Date(iso));

/** A count or amount in the person's locale (1,234). */
export const count = (n: number) => n.toLocaleString();

/** A day (`YYYY-MM-DD`, or a moment's ISO string) as people read it, without a time; UTC, as the API counts days. */
export const day = (date: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date).toLocaleDateString(undefined, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

/** A share from 0..1 as a percentage, or a dash when there is nothing to divide by. */
export const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)} %`);

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
