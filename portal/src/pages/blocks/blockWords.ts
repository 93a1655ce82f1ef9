import type { Banner } from './queries';
import { when } from '../../format';
import type { Translate } from '../../i18n/useMessages';
import { attributeLabel, countryWords, operatorLabel, type VocabularyWords } from '../assignment/vocabulary';
import type { blocksMessages } from './blocks.messages';

export type Block = Banner;
type Audience = Block['audience'];
export type Kind = 'banners' | 'footers';
export type BlocksWords = Translate<keyof (typeof blocksMessages)['messages']['en']>;

/** "Everyone", or the condition in words ("Department is Sales", "When any recipient is outside the organisation"). */
export function audienceWords(t: BlocksWords, vocabulary: VocabularyWords, a: Audience): string {
  if (a === 'everyone') return t('everyone');
  const listed = Array.isArray(a.value) ? a.value : [];
  switch (a.operator) {
    case 'anyExternal':
      return t('whenExternal');
    case 'allInternal':
      return t('whenInternal');
    case 'anyInDomains':
      return t('atDomains', { domains: listed.join(', ') });
    case 'anyInCountries':
      return t('inCountries', { countries: listed.map(countryWords).join(', ') });
    default:
      break;
  }
  const value = Array.isArray(a.value) ? a.value.join(', ') : a.value === undefined || typeof a.value === 'boolean' ? '' : a.value;
  return `${attributeLabel(vocabulary, a.attribute)} ${operatorLabel(vocabulary, a.operator)} ${value}`.trim();
}

/** Whether the block shows now, from its switch and dates. */
export function stateWords(t: BlocksWords, b: Block, now = new Date()): string {
  if (!b.active) return t('switchedOff');
  if (b.startsAt && new Date(b.startsAt) > now) return t('startsAt', { when: when(b.startsAt) });
  if (b.endsAt && new Date(b.endsAt) <= now) return t('ended', { when: when(b.endsAt) });
  return b.endsAt ? t('showingUntil', { when: when(b.endsAt) }) : t('showing');
}
