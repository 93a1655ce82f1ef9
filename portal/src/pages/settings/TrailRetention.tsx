import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { settingsMessages } from './settings.messages';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'flex-end' },
  days: { width: '8rem' },
});

/** How many days the message trail keeps each decision: 1 to 90, 30 unless an Admin chose. */
export function TrailRetention({ days, saving, onSave }: { days: number; saving: boolean; onSave: (days: number) => void }) {
  const styles = useStyles();
  const t = useMessages(settingsMessages);
  const [value, setValue] = useState(String(days));
  const n = Number(value);
  const valid = Number.isInteger(n) && n >= 1 && n <= 90;
  return (
    <div className={styles.row}>
      <Field label={t('trailDays')} hint={t('trailDaysHint')} validationMessage={valid ? undefined : t('trailDaysInvalid')}>
        <Input className={styles.days} type="number" min={1} max={90} value={value} onChange={(_, d) => setValue(d.value)} />
      </Field>
      <Button onClick={() => onSave(n)} disabled={saving || !valid || n === days}>
        {t('saveRetention')}
      </Button>
    </div>
  );
}
