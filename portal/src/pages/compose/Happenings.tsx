import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Happening } from '../../../../addin/src/standin/outlook';
import { happeningWords } from './words';
import { useMessages } from '../../i18n/useMessages';
import { happeningsMessages } from './happenings.messages';

const useStyles = makeStyles({
  runs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyle: 'none' },
  run: {
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    paddingLeft: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  lines: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  empty: { color: tokens.colorNeutralForeground2 },
});

/**
 * The happenings grouped per event (each event starts a group), newest first, each with the position of its first
 * happening: happenings are only ever added, so that position names the run for as long as it is shown. An event's
 * completion joins its own run (a recipients change overtaken by the next completes after that one was raised).
 */
function runsOf(happenings: readonly Happening[]): { start: number; run: Happening[] }[] {
  const runs: { start: number; run: Happening[] }[] = [];
  happenings.forEach((h, i) => {
    if (h.kind === 'event' || runs.length === 0) return void runs.push({ start: i, run: [h] });
    const own = h.kind === 'completed' ? runs.find(({ run }) => run[0].kind === 'event' && run[0].n === h.n) : undefined;
    (own ?? runs[runs.length - 1]).run.push(h);
  });
  return runs.reverse();
}

type Summary = 'notRun' | 'running' | 'applied' | 'nothingToChange' | 'kept' | 'none';

/** A run of happenings that no event started is Outlook's own doing (a product name, as Outlook writes it). */
const OUTLOOK = 'Outlook';

function summary(run: Happening[]): { text: Summary; color: 'success' | 'warning' | 'danger' | 'informative' } {
  const completed = run.find((h) => h.kind === 'completed');
  const event = run[0];
  if (event.kind === 'event' && !event.fired) return { text: 'notRun', color: 'warning' };
  if (!completed) return { text: 'running', color: 'informative' };
  const set = run.some((h) => h.kind === 'setSignature' && !h.empty);
  if (set) return { text: 'applied', color: 'success' };
  if (event.kind === 'event' && event.event === 'OnMessageRecipientsChanged') {
    // A recipients change that asked nothing (the same domains as before, or a later change took over), or whose
    // answer was the signature already in place.
    const asked = run.some((h) => h.kind === 'token' || h.kind === 'signature' || h.kind === 'unreachable');
    if (!asked) return { text: 'nothingToChange', color: 'informative' };
    if (run.some((h) => h.kind === 'signature' && h.status < 400)) return { text: 'kept', color: 'success' };
  }
  return { text: 'none', color: 'danger' };
}

/** Beside the compose window: what the add-in and Outlook did, event by event. */
export function Happenings({ happenings }: { happenings: readonly Happening[] }) {
  const styles = useStyles();
  const t = useMessages(happeningsMessages);
  const runs = runsOf(happenings).slice(0, 6);
  if (runs.length === 0) return <Text className={styles.empty}>{t('nothingYet')}</Text>;
  return (
    <ol className={styles.runs} aria-label={t('events')} data-testid="happenings">
      {runs.map(({ start, run }) => {
        const first = run[0];
        const s = summary(run);
        return (
          <li key={start} className={styles.run} data-testid="happening-run">
            <div className={styles.head}>
              <Text weight="semibold">{first.kind === 'event' ? first.event : OUTLOOK}</Text>
              <Badge appearance="tint" color={s.color}>
                {t(s.text)}
              </Badge>
            </div>
            <ul className={styles.lines}>
              {run.map((h, j) => (
                <li key={j}>
                  <Text size={200}>{happeningWords(t, h)}</Text>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
