import { currentLocale } from '../../i18n/language';
import type { Translate } from '../../i18n/useMessages';
import type { monitoringMessages } from './monitoring.messages';
import type { ApplyEvent } from './queries';

/** The monitoring catalogue's translator, as `useMessages(monitoringMessages)` gives it. */
export type MonitoringT = Translate<keyof (typeof monitoringMessages)['messages']['en']>;

/** The outcomes an apply event can have, in the order the search offers them (each also a catalogue key). */
export const OUTCOMES = ['applied', 'failed', 'skipped'] as const satisfies readonly ApplyEvent['outcome'][];

/** A time from the event to the add-in's `completed()` in the person's locale ("850 ms", "1.2 s"), or a dash. */
export function millis(t: MonitoringT, ms: number | null): string {
  if (ms === null) return '–';
  if (ms < 1000) return t('milliseconds', { ms });
  const seconds = new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ms / 1000);
  return t('seconds', { s: seconds });
}
