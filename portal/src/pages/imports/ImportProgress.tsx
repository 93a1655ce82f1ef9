import { Field, ProgressBar } from '@fluentui/react-components';
import { count } from '../../format';
import type { ImportJob } from './queries';

/** How far a running import is, in words and as a bar. */
export function progressWords(job: ImportJob): string {
  const { phase, rows, total, percent } = job.progress;
  const done = total === null ? `${count(rows)} rows so far` : `${count(rows)} of ${count(total)} rows`;
  return phase === 'checking' ? `Checking every row: ${done} (${percent}%).` : `Writing the changes: ${done} (${percent}%).`;
}

export function ImportProgress({ job }: { job: ImportJob }) {
  return (
    <Field label={job.dryRun ? 'Preview in progress' : 'Import in progress'} validationState="none" validationMessage={progressWords(job)}>
      <ProgressBar value={job.progress.percent / 100} thickness="large" />
    </Field>
  );
}
