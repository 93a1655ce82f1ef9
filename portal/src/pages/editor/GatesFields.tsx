import { Field, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { fieldError } from '../../api/refusal';
import type { RolloutGates } from './queries';

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

interface NumberGate {
  key: 'percentage' | 'minHours' | 'minApplies' | 'maxFailureRateIncrease';
  label: string;
  hint: string;
  step: string;
}

const NUMBER_GATES: NumberGate[] = [
  {
    key: 'percentage',
    label: 'Share of mailboxes first (%)',
    hint: 'Who gets the new version while the rest keep the current one.',
    step: '1',
  },
  { key: 'minHours', label: 'Watch for at least (hours)', hint: 'Before the rollout can be promoted.', step: '1' },
  { key: 'minApplies', label: 'Minimum signatures applied', hint: 'Applies of the new version before deciding.', step: '1' },
  {
    key: 'maxFailureRateIncrease',
    label: 'Allowed rise in failure rate',
    hint: 'As a fraction: 0.02 is two percentage points more failures than the current version.',
    step: '0.01',
  },
];

/** The staged rollout's gates, each with its refusal from the API beside it. */
export function GatesFields({ gates, onChange, error }: { gates: RolloutGates; onChange: (g: RolloutGates) => void; error: unknown }) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {NUMBER_GATES.map((g) => {
        const reason = fieldError(error, `rollout.${g.key}`);
        return (
          <Field key={g.key} label={g.label} hint={g.hint} validationMessage={reason} validationState={reason ? 'error' : 'none'}>
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
        <Switch
          checked={gates.autoPromote}
          onChange={(_, d) => onChange({ ...gates, autoPromote: d.checked })}
          label="Promote to everyone automatically when the gates pass"
        />
      </Field>
    </div>
  );
}
