import { Fragment, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape, type PrimitiveType } from 'react-intl';
import type { Catalogue } from '../../../shared/i18n/catalogue.js';
import { displayLanguage, localeOf, type DisplayLanguage } from './language';
import { TIME_ZONE, useDisplayLanguage } from './LanguageProvider';
import { pseudoMessages } from './pseudo';

type Values = Record<string, PrimitiveType>;
type RichValues = Record<string, PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** A catalogue's sentences in one language: plain text, or (`rich`) with tags rendered as the elements given for them. */
export interface Translate<K extends string> {
  (key: K, values?: Values): string;
  rich(key: K, values: RichValues): ReactNode;
}

const cache = createIntlCache();
const formatters = new WeakMap<Catalogue<string>, Map<DisplayLanguage, IntlShape>>();

function intlFor(cat: Catalogue<string>, language: DisplayLanguage): IntlShape {
  let byLanguage = formatters.get(cat);
  if (!byLanguage) formatters.set(cat, (byLanguage = new Map<DisplayLanguage, IntlShape>()));
  let intl = byLanguage.get(language);
  if (!intl) {
    const messages = language === 'pseudo' ? pseudoMessages(cat.messages.en) : cat.messages[language];
    intl = createIntl({ locale: localeOf(language), defaultLocale: 'en', timeZone: TIME_ZONE, messages }, cache);
    byLanguage.set(language, intl);
  }
  return intl;
}

/**
 * The sentences of one area's catalogue in the portal's language: `t('key', { name })`. The keys are the catalogue's
 * (a misspelt one fails tsc); the component re-renders when the language changes.
 */
export function useMessages<K extends string>(cat: Catalogue<K>): Translate<K> {
  const intl = intlFor(cat, useDisplayLanguage());
  const t = (key: K, values?: Values) => intl.formatMessage({ id: key }, values) as string;
  t.rich = (key: K, values: RichValues): ReactNode => {
    const parts = intl.formatMessage({ id: key }, values as Record<string, PrimitiveType>) as string | ReactNode[];
    return Array.isArray(parts) ? parts.map((part, i) => <Fragment key={i}>{part}</Fragment>) : parts;
  };
  return t;
}

/** One sentence in the portal's current language, for code outside React (the API client's own refusals). */
export const message = <K extends string>(cat: Catalogue<K>, key: K, values?: Values): string =>
  intlFor(cat, displayLanguage()).formatMessage({ id: key }, values) as string;
