import { Field, ProgressBar } from '@fluentui/react-components';
import { useMessages } from '../../i18n/useMessages';
import { importsMessages } from './imports.messages';
import type { ImportJob } from './queries';
import type { ImportWords } from './words';

/** How far a running import is, in words and as a bar. */
export function progressWords(t: ImportWords, job: ImportJob): string {
  const { phase, rows, total, percent } = job.progress;
  const done = total === null ? t('doneSoFar', { rows }) : t('doneOf', { rows, total });
  return t(phase === 'checking' ? 'checking' : 'writing', { done, percent });
}

export function ImportProgress({ job }: { job: ImportJob }) {
  const t = useMessages(importsMessages);
  return (
    <Field label={t(job.dryRun ? 'previewing' : 'importing')} validationState="none" validationMessage={progressWords(t, job)}>
      <ProgressBar value={job.progress.percent / 100} thickness="large" />
    </Field>
  );
}
