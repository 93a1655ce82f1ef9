import { Fragment, type ReactNode } from 'react';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Catalogue } from '../../../shared/i18n/catalogue.js';
import { displayLanguage, localeOf, type DisplayLanguage } from './language';
import { useDisplayLanguage } from './LanguageProvider';
import { pseudoMessages } from './pseudo';

type Values = Record<string, PrimitiveType>;
type RichValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** A catalogue's sentences in one language: plain text, or (`rich`) with tags rendered as the elements given for them. */
export interface Translate<K extends string> {
  (key: K, values?: Values): string;
  rich(key: K, values: RichValues): ReactNode;
}

/** One catalogue in one language: each message's formatter, made on first use (formatjs's own IntlMessageFormat). */
type Formatters = Map<string, IntlMessageFormat>;
const formatters = new WeakMap<Catalogue<string>, Map<DisplayLanguage, Formatters>>();

/**
 * The formatter of `key`. The portal's build hands the catalogues over compiled to ICU syntax trees
 * (portal/compiled-messages.ts), which IntlMessageFormat takes as it takes strings, so the browser never parses.
 */
function formatterOf(cat: Catalogue<string>, language: DisplayLanguage, key: string): IntlMessageFormat {
  let byLanguage = formatters.get(cat);
  if (!byLanguage) formatters.set(cat, (byLanguage = new Map<DisplayLanguage, Formatters>()));
  let byKey = byLanguage.get(language);
  if (!byKey) byLanguage.set(language, (byKey = new Map<string, IntlMessageFormat>()));
  let format = byKey.get(key);
  if (!format) {
    const message = language === 'pseudo' ? pseudoMessages({ [key]: cat.messages.en[key]! })[key]! : cat.messages[language][key]!;
    format = new IntlMessageFormat(message, localeOf(language));
    byKey.set(key, format);
  }
  return format;
}

/** A message without tags formats to a string; one with tags (`rich`) to its parts. */
const plain = (cat: Catalogue<string>, language: DisplayLanguage, key: string, values?: Values) =>
  formatterOf(cat, language, key).format(values) as string;
const parts = (cat: Catalogue<string>, language: DisplayLanguage, key: string, values: RichValues) =>
  formatterOf(cat, language, key).format<ReactNode>(values as Record<string, PrimitiveType>);

/**
 * The sentences of one area's catalogue in the portal's language: `t('key', { name })`. The keys are the catalogue's
 * (a misspelt one fails tsc); the component re-renders when the language changes.
 */
export function useMessages<K extends string>(cat: Catalogue<K>): Translate<K> {
  const language = useDisplayLanguage();
  const t = (key: K, values?: Values) => plain(cat, language, key, values);
  t.rich = (key: K, values: RichValues): ReactNode => {
    const formatted = parts(cat, language, key, values);
    return Array.isArray(formatted) ? formatted.map((part, i) => <Fragment key={i}>{part}</Fragment>) : formatted;
  };
  return t;
}

/** One sentence in the portal's current language, for code outside React (the API client's own refusals). */
export const message = <K extends string>(cat: Catalogue<K>, key: K, values?: Values): string => plain(cat, displayLanguage(), key, values);
