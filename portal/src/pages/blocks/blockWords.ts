import type { Banner } from './queries';
import { when } from '../../format';
import { ATTRIBUTE_LABELS, countryWords, OPERATOR_LABELS } from '../assignment/vocabulary';

export type Block = Banner;
type Audience = Block['audience'];
export type Kind = 'banners' | 'footers';

export const KIND: Record<Kind, { title: string; one: string; intro: string }> = {
  banners: {
    title: 'Banners',
    one: 'banner',
    intro: 'Campaign banners shown above or below the signature, for a time and an audience.',
  },
  footers: {
    title: 'Footers',
    one: 'footer',
    intro: 'Compliance footers shown under the signature of an audience.',
  },
};

/** "Everyone", or the condition in words ("Department is Sales", "When any recipient is outside the organisation"). */
export function audienceWords(a: Audience): string {
  if (a === 'everyone') return 'Everyone';
  const listed = Array.isArray(a.value) ? a.value : [];
  switch (a.operator) {
    case 'anyExternal':
      return 'When any recipient is outside the organisation';
    case 'allInternal':
      return 'When all recipients are inside the organisation';
    case 'anyInDomains':
      return `When any recipient is at ${listed.join(', ')}`;
    case 'anyInCountries':
      return `When any recipient is in ${listed.map(countryWords).join(', ')}`;
    default:
      break;
  }
  const value = Array.isArray(a.value) ? a.value.join(', ') : a.value === undefined || typeof a.value === 'boolean' ? '' : a.value;
  return `${ATTRIBUTE_LABELS[a.attribute]} ${OPERATOR_LABELS[a.operator]} ${value}`.trim();
}

/** Whether the block shows now, from its switch and dates. */
export function stateWords(b: Block, now = new Date()): string {
  if (!b.active) return 'Switched off';
  if (b.startsAt && new Date(b.startsAt) > now) return `Starts ${when(b.startsAt)}`;
  if (b.endsAt && new Date(b.endsAt) <= now) return `Ended ${when(b.endsAt)}`;
  return b.endsAt ? `Showing until ${when(b.endsAt)}` : 'Showing';
}
