import type { Language } from './languages.js';

/**
 * The locale `Intl` formats a language's dates and numbers with: the product's English is British English (dates as
 * "23 December 2026"), the other languages their own.
 */
export const formatLocale = (language: Language): string => (language === 'en' ? 'en-GB' : language);

/** A day as the reader's language writes it in full ("23 December 2026", "23. Dezember 2026"), in UTC. */
export const longDay = (iso: string, language: Language): string =>
  new Intl.DateTimeFormat(formatLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/**
 * How each language quotes a name in a sentence (French with a no-break space inside its guillemets). English is the
 * typographic pair; a sentence family with plain quotes of its own (the message trail's) overrides it.
 */
export const NAME_QUOTES: Record<Language, readonly [string, string]> = {
  en: ['“', '”'],
  de: ['„', '“'],
  fr: ['«\u00a0', '\u00a0»'],
  es: ['«', '»'],
  nl: ['„', '”'],
};

/**
 * A number as the reader's language writes it (grouped, at most one decimal: "16.383", "3,1" in German). English keeps
 * the plain digits the service has always written ("16383", "3.1").
 */
export const numberIn = (n: number, language: Language): string =>
  language === 'en' ? String(n) : new Intl.NumberFormat(formatLocale(language), { maximumFractionDigits: 1 }).format(n);

/** The unit of a size as each language abbreviates it (French writes octets). */
const UNITS: Record<Language, { MiB: string; KiB: string }> = {
  en: { MiB: 'MiB', KiB: 'KiB' },
  de: { MiB: 'MiB', KiB: 'KiB' },
  fr: { MiB: 'Mio', KiB: 'Kio' },
  es: { MiB: 'MiB', KiB: 'KiB' },
  nl: { MiB: 'MiB', KiB: 'KiB' },
};

/** A size in MiB to one decimal from 1 MiB, else in whole KiB rounded up ("3.1 MiB", "601 KiB"; "3,1 MiB" in German). */
export function sizeIn(bytes: number, language: Language): string {
  const mib = bytes >= 1024 * 1024;
  const amount = mib ? Number((bytes / 1024 / 1024).toFixed(1)) : Math.ceil(bytes / 1024);
  return `${numberIn(amount, language)} ${UNITS[language][mib ? 'MiB' : 'KiB']}`;
}
