import { when } from '../../format';
import type { Translate } from '../../i18n/useMessages';
import type { RolloutDetail } from './queries';
import type { rolloutsMessages } from './rollouts.messages';

type Gates = RolloutDetail['gates'];
type NextDecision = NonNullable<RolloutDetail['next']>;
export type RolloutsWords = Translate<keyof (typeof rolloutsMessages)['messages']['en']>;

/** A rate from 0 to 1 as a percentage with one decimal; "no attempts yet" before any. */
export const rateWords = (t: RolloutsWords, rate: number | null) => (rate === null ? t('noAttempts') : t('rate', { rate: rate * 100 }));

/** The gates of a rollout as one sentence. */
export function gatesWords(t: RolloutsWords, g: Gates): string {
  return [
    t('gatePercentage', { percentage: g.percentage }),
    t('gateHours', { hours: g.minHours }),
    t('gateApplies', { applies: g.minApplies }),
    t('gateRise', { points: g.maxFailureRateIncrease * 100 }),
    g.autoPromote ? t('gateAuto') : t('gateManual'),
  ].join(' · ');
}

/** What the decision timer does next, and when, in words. */
export function nextDecisionWords(t: RolloutsWords, next: NextDecision): string {
  const { reason } = next;
  switch (next.action) {
    case 'wait':
      return next.at ? t('waitUntil', { when: when(next.at), reason }) : t('wait', { reason });
    case 'promote':
      return t('willPromote', { reason });
    case 'rollback':
      return t('willRollBack', { reason });
    case 'hold':
      return t('hold', { reason });
  }
}

/** A booking's kind: a plain publish or a staged rollout. */
export const bookingKind = (t: RolloutsWords, rollout: Gates | null) =>
  rollout ? t('stagedTo', { percentage: rollout.percentage }) : t('toEveryone');
