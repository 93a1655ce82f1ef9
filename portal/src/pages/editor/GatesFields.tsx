import { Field, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { fieldError } from '../../api/refusal';
import type { RolloutGates } from './queries';
import { useMessages } from '../../i18n/useMessages';
import { stepsMessages } from './steps.messages';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
});

export const GATE_FIELDS = [
  'rollout.percentage',
  'rollout.minHours',
  'rollout.minApplies',
  'rollout.maxFailureRateIncrease',
  'rollout.autoPromote',
];

/** The number gates by name (their label and hint in the steps' catalogue: the name, and the name with `Hint`). */
const NUMBER_GATES = [
  { key: 'percentage', step: '1' },
  { key: 'minHours', step: '1' },
  { key: 'minApplies', step: '1' },
  { key: 'maxFailureRateIncrease', step: '0.01' },
] as const;

/** The staged rollout's gates, each with its refusal from the API beside it. */
export function GatesFields({ gates, onChange, error }: { gates: RolloutGates; onChange: (g: RolloutGates) => void; error: unknown }) {
  const styles = useStyles();
  const t = useMessages(stepsMessages);
  return (
    <div className={styles.grid}>
      {NUMBER_GATES.map((g) => {
        const reason = fieldError(error, `rollout.${g.key}`);
        return (
          <Field
            key={g.key}
            label={t(g.key)}
            hint={t(`${g.key}Hint`)}
            validationMessage={reason}
            validationState={reason ? 'error' : 'none'}
          >
            <Input
              type="number"
              step={g.step}
              value={String(gates[g.key])}
              onChange={(_, d) => onChange({ ...gates, [g.key]: d.value === '' ? Number.NaN : Number(d.value) })}
            />
          </Field>
        );
      })}
      <Field validationMessage={fieldError(error, 'rollout.autoPromote')}>
        <Switch checked={gates.autoPromote} onChange={(_, d) => onChange({ ...gates, autoPromote: d.checked })} label={t('autoPromote')} />
      </Field>
    </div>
  );
}
