import { formatLocale } from '../i18n/format.js';
import type { Language } from '../i18n/languages.js';

/** The Standard plan's price per billable mailbox per month (the pricing page and seat savings read it here). */
export const SEAT_PRICE = { currency: 'EUR', monthlyCents: 150 } as const;

/** An amount in cents of the plan's currency as the reader's language writes money ("€10.50", "10,50 €"). */
export const formatPrice = (cents: number, language: Language = 'en') =>
  new Intl.NumberFormat(formatLocale(language), { style: 'currency', currency: SEAT_PRICE.currency }).format(cents / 100);
