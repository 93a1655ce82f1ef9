import { clientLabel } from '../activity/messages.js';
import type { ClientFamily } from '../activity/vocabulary.js';
import { translator } from '../i18n/catalogue.js';
import { formatLocale } from '../i18n/format.js';
import type { Language } from '../i18n/languages.js';
import { escapeHtml } from '../rendering/escape.js';
import { ALERT_MESSAGES, type AlertMessageKey } from './messages.js';
import type { Alert } from './schemas.js';

/**
 * A value of an alert's sentence: text, a count, a share (0.4: 40 %), an instant or a mail client, formatted or named
 * in the reader's language.
 */
type PhraseValue = string | number | { percent: number } | { instant: string } | { client: ClientFamily };

/** One sentence of an alert as the catalogue says it, with its values. */
export interface Phrase {
  key: AlertMessageKey;
  values?: Record<string, PhraseValue>;
}

/** An alert's subject and sentences in the catalogue's terms, so that each reader gets them in their language. */
export interface AlertWords {
  subject: Phrase;
  sentences: Phrase[];
}

function formatted(value: PhraseValue, language: Language): string | number {
  if (typeof value !== 'object') return value;
  if ('client' in value) return clientLabel(value.client, language);
  if ('percent' in value)
    return new Intl.NumberFormat(formatLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(value.percent);
  const at = new Intl.DateTimeFormat(formatLocale(language), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(value.instant),
  );
  return `${at} UTC`;
}

/** The alert's subject and sentences in `language`: English as the alert says them, others from the catalogue. */
export function alertWords(alert: Alert, language: Language): { subject: string; sentences: string[] } {
  if (language === 'en' || !alert.words) return { subject: alert.subject, sentences: alert.sentences };
  const t = translator(ALERT_MESSAGES, language);
  const say = ({ key, values = {} }: Phrase) =>
    t(key, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, formatted(value, language)])));
  return { subject: say(alert.words.subject), sentences: alert.words.sentences.map(say) };
}

/** The alert's e-mail in the reader's language: its sentences, and a link to the portal page that shows what happened. */
export function alertMail(alert: Alert, organisation: string, link: string, language: Language = 'en'): { subject: string; html: string } {
  const t = translator(ALERT_MESSAGES, language);
  const { subject, sentences } = alertWords(alert, language);
  const paragraphs = sentences.map((s) => `<p>${escapeHtml(s)}</p>`).join('\n');
  return {
    subject: t('mailSubject', { subject, organisation }),
    html: [
      '<!doctype html>',
      `<html lang="${language}"><body style="font-family:Segoe UI,Arial,sans-serif">`,
      paragraphs,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t('seeInPortal'))}</a></p>`,
      `<p style="color:#555">${escapeHtml(t('why', { organisation }))}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
