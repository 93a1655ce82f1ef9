import { translator } from '../i18n/catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { SERVER_SIDE_MESSAGES } from './messages.js';

/** The reply markers the relay names (`marker:<name>`); the catalogue says whose marker each is. */
const MARKERS = new Set([
  'outlook_appendonsend',
  'outlook_reply_header',
  'outlook_desktop_reply_header',
  'outlook_stop_spelling',
  'outlook_mac_quote',
  'outlook_mobile_separator',
  'gmail_quote',
  'apple_mail_cite',
  'original_message',
  'outlook_separator',
  'header_block',
  'quote',
  'attribution',
]);

/** Where the relay put a signature, in words: the relay reports `marker:<reply marker>`, `body_end` or `end`. */
export function placementLabel(placement: string | null, language: Language = DEFAULT_LANGUAGE): string | null {
  if (!placement) return null;
  const t = translator(SERVER_SIDE_MESSAGES, language);
  if (placement === 'body_end') return t('placementBodyEnd');
  if (placement === 'end') return t('placementEnd');
  if (!placement.startsWith('marker:')) return placement;
  const marker = placement.slice('marker:'.length);
  return MARKERS.has(marker) ? t('placementAboveBy', { marker }) : t('placementAbove');
}
