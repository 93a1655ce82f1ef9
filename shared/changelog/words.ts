import { translator, type MessageValues } from '../i18n/catalogue.js';
import { formatLocale, NAME_QUOTES } from '../i18n/format.js';
import type { Language } from '../i18n/languages.js';
import { CHANGE_MESSAGES } from './messages.js';
import type { ChangeKey } from './messages/en.js';

/** What the change log's sentences are written with in one language: its messages, quotes, lists and dates. */
export class Words {
  readonly t: (key: ChangeKey, values?: MessageValues) => string;
  private readonly lists: Intl.ListFormat;
  private readonly days: Intl.DateTimeFormat;
  private readonly times: Intl.DateTimeFormat;
  private readonly languageNames: Intl.DisplayNames;

  constructor(readonly language: Language) {
    this.t = translator(CHANGE_MESSAGES, language);
    const locale = formatLocale(language);
    this.lists = new Intl.ListFormat(locale, { type: 'conjunction' });
    this.days = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    this.times = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
    this.languageNames = new Intl.DisplayNames(language, { type: 'language', fallback: 'code' });
  }

  /** A language's name by its tag; a stored tag that is not one (another version's, or damaged) is shown as it is. */
  languageName(tag: string): string {
    try {
      return this.languageNames.of(tag) ?? tag;
    } catch {
      return tag;
    }
  }

  /** A name in quotes, or the words for something unnamed. */
  quoted(name: string | null, unnamed: ChangeKey): string {
    return name ? `${NAME_QUOTES[this.language][0]}${name}${NAME_QUOTES[this.language][1]}` : this.t(unnamed);
  }

  list(items: readonly string[]): string {
    return items.length <= 1 ? (items[0] ?? '') : this.lists.format(items);
  }

  /** `2026-12-23T23:00:00Z` → "23 December 2026"; null for no date or one that cannot be read. */
  day(iso: string | null): string | null {
    const at = iso ? new Date(iso) : null;
    return at && !Number.isNaN(at.getTime()) ? this.days.format(at) : null;
  }

  /** `2026-12-23T09:30:00Z` → "23 December 2026 at 09:30 UTC". */
  moment(iso: string | null): string | null {
    const day = this.day(iso);
    return day && this.t('moment', { day, time: this.times.format(new Date(iso!)) });
  }
}

const byLanguage = new Map<Language, Words>();

/** The words of a language, made once. */
export function wordsIn(language: Language): Words {
  let words = byLanguage.get(language);
  if (!words) byLanguage.set(language, (words = new Words(language)));
  return words;
}
