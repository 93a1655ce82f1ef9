import { Checkbox, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import { MAX_DAYS_AHEAD } from '../../../../shared/schedules/vocabulary';
import { GATE_FIELDS, GatesFields } from './GatesFields';
import { DEFAULT_GATES, type RolloutGates } from './queries';
import { useMessages } from '../../i18n/useMessages';
import { stepsMessages } from './steps.messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `<input type="datetime-local">` speaks local time without a zone: "2025-06-01T09:30". */
const toLocalInput = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Why a chosen time cannot be booked, or null: the same limits the API applies, said before asking it. */
function publishAtProblem(value: string, now = new Date()): 'chooseTime' | 'future' | 'tooFar' | null {
  if (!value) return 'chooseTime';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return 'chooseTime';
  if (at.getTime() <= now.getTime()) return 'future';
  if (at.getTime() > now.getTime() + MAX_DAYS_AHEAD * DAY_MS) return 'tooFar';
  return null;
}

interface Props {
  open: boolean;
  pending: boolean;
  error: unknown;
  onSubmit(v: { publishAt: string; rollout?: RolloutGates }): void;
  onClose(): void;
}

/** Book a publish for later, optionally as a staged rollout. */
export function ScheduleDialog({ open, pending, error, onSubmit, onClose }: Props) {
  const t = useMessages(stepsMessages);
  const [when, setWhen] = useState(() => toLocalInput(new Date(Date.now() + DAY_MS)));
  const [staged, setStaged] = useState(false);
  const [gates, setGates] = useState<RolloutGates>(DEFAULT_GATES);
  const [tried, setTried] = useState(false);
  const problem = publishAtProblem(when);
  const whenError = (tried && problem && t(problem, { days: MAX_DAYS_AHEAD })) || fieldError(error, 'publishAt');
  const submit = () => {
    setTried(true);
    if (problem) return;
    onSubmit({ publishAt: new Date(when).toISOString(), ...(staged ? { rollout: gates } : {}) });
  };
  const now = new Date();
  return (
    <FormDialog
      open={open}
      title={t('scheduleTitle')}
      submitLabel={t('scheduleSubmit')}
      pending={pending}
      noValidate
      onSubmit={submit}
      onClose={onClose}
    >
      <Field
        label={t('publishAt')}
        hint={t('publishAtHint', { days: MAX_DAYS_AHEAD })}
        validationMessage={whenError || undefined}
        validationState={whenError ? 'error' : 'none'}
        required
      >
        <Input
          type="datetime-local"
          value={when}
          min={toLocalInput(now)}
          max={toLocalInput(new Date(now.getTime() + MAX_DAYS_AHEAD * DAY_MS))}
          onChange={(_, d) => setWhen(d.value)}
        />
      </Field>
      <Checkbox checked={staged} onChange={(_, d) => setStaged(!!d.checked)} label={t('rolloutTitle')} />
      {staged && <GatesFields gates={gates} onChange={setGates} error={error} />}
      <ErrorMessage error={error} shownFields={['publishAt', ...GATE_FIELDS]} />
    </FormDialog>
  );
}
