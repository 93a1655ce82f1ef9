import { Button, Card, Field, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { count, money } from '../../format';
import { useSwitchCostMode, type ExclusionsOverview } from './queries';
import { useMessages } from '../../i18n/useMessages';
import { costMessages } from './cost.messages';
import { MODES, type Mode } from './words';

const useStyles = makeStyles({
  stats: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  stat: { display: 'flex', flexDirection: 'column' },
  number: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  mode: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '40rem',
  },
});

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  const styles = useStyles();
  return (
    <Card className={styles.stat} data-testid={testId}>
      <Text>{label}</Text>
      <Text className={styles.number}>{value}</Text>
    </Card>
  );
}

/** Totals, seats billed and the monthly cost; the mode, switchable while the list is empty. */
export function CostSummary({ overview, onNotice }: { overview: ExclusionsOverview; onNotice(text: string): void }) {
  const styles = useStyles();
  const [mode, setMode] = useState<Mode>(overview.mode);
  const t = useMessages(costMessages);
  const switchMode = useSwitchCostMode({ onSuccess: (r) => onNotice(t('switched', { mode: r.mode })) });
  const listNotEmpty = overview.mailboxes.length + overview.groups.length > 0;
  return (
    <>
      <div className={styles.stats}>
        <Stat label={t('directoryMailboxes')} value={count(overview.totals.directoryMailboxes)} testId="stat-directory" />
        <Stat label={t('onList')} value={count(overview.totals.listed)} testId="stat-listed" />
        <Stat label={t('seatsBilled')} value={count(overview.seatsBilled)} testId="stat-seats" />
        <Stat label={t('monthlyCost')} value={money(overview.monthlyCostCents / 100, overview.currency)} testId="stat-cost" />
      </div>
      <form
        className={styles.mode}
        onSubmit={(e) => {
          e.preventDefault();
          switchMode.mutate(mode);
        }}
      >
        <Field label={t('mode')} hint={listNotEmpty ? t('modeHint') : undefined}>
          <RadioGroup value={mode} onChange={(_, d) => setMode(d.value as Mode)}>
            {MODES.map((m) => (
              <Radio key={m} value={m} label={t('modeOption', { mode: m })} />
            ))}
          </RadioGroup>
        </Field>
        <ErrorMessage error={switchMode.error} title={t('modeNotChanged')} />
        <div>
          <Button type="submit" disabled={mode === overview.mode || switchMode.isPending}>
            {t('switchMode')}
          </Button>
        </div>
      </form>
    </>
  );
}
