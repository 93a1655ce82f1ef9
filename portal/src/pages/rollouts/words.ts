import { when } from '../../format';
import type { RolloutDetail } from './queries';

type Gates = RolloutDetail['gates'];
type NextDecision = NonNullable<RolloutDetail['next']>;

/** A rate from 0 to 1 as a percentage with one decimal; "no attempts yet" before any. */
export const rateWords = (rate: number | null) => (rate === null ? 'no attempts yet' : `${(rate * 100).toFixed(1)} %`);

/** The gates of a rollout as one sentence. */
export function gatesWords(g: Gates): string {
  return [
    `${g.percentage} % of mailboxes`,
    `at least ${g.minHours} hours`,
    `${g.minApplies} attempts on each version`,
    `failure rate may rise by up to ${(g.maxFailureRateIncrease * 100).toFixed(1)} points`,
    g.autoPromote ? 'promoted automatically when the gates pass' : 'a person promotes when the gates pass',
  ].join(' · ');
}

/** What the decision timer does next, and when, in words. */
export function nextDecisionWords(next: NextDecision): string {
  const at = next.at ? when(next.at) : null;
  switch (next.action) {
    case 'wait':
      return at ? `Waiting until ${at}: ${next.reason}.` : `Waiting: ${next.reason}.`;
    case 'promote':
      return `Promotes to everyone at the next decision run: ${next.reason}.`;
    case 'rollback':
      return `Rolls back at the next decision run: ${next.reason}.`;
    case 'hold':
      return `Holding: ${next.reason}.`;
  }
}

/** A booking's kind: a plain publish or a staged rollout. */
export const bookingKind = (rollout: Gates | null) =>
  rollout ? `Staged rollout to ${rollout.percentage} % of mailboxes` : 'Publish to everyone';
