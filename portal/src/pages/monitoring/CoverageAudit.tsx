import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Text, tokens } from '@fluentui/react-components';
import { useAudit } from './queries';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { count, percent, when } from '../../format';
import type { Answer } from '../../api/queries';
import { useMessages } from '../../i18n/useMessages';
import { monitoringMessages } from './monitoring.messages';

type SyncFailure = NonNullable<Answer<'/api/admin/audit'>['syncFailure']>;

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  table: { minWidth: '28rem' },
});

/** The catalogue's sentence for each cause of a failed sync. */
const CAUSES = { directory: 'causeDirectory', service: 'causeService' } as const satisfies Record<SyncFailure['cause'], string>;

/** The nightly directory sync failing: since when, how often, why, and what it means for what this page shows. */
function SyncFailureNotice({ failure }: { failure: SyncFailure }) {
  const t = useMessages(monitoringMessages);
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="sync-failure">
      <MessageBarBody>
        <MessageBarTitle>{t('syncFailing')}</MessageBarTitle>
        {t('syncFailed', { runs: failure.runs, since: when(failure.since), lastAt: when(failure.lastAt), cause: t(CAUSES[failure.cause]) })}
      </MessageBarBody>
    </MessageBar>
  );
}

/** Directory attribute coverage of the mailboxes served, with the accounts left out counted apart by why. */
export function CoverageAudit() {
  const styles = useStyles();
  const audit = useAudit();
  const t = useMessages(monitoringMessages);
  if (audit.isPending) return <Spinner label={t('checkingDirectory')} />;
  if (audit.error) return <ErrorMessage error={audit.error} title={t('auditNotRun')} />;
  const { mailboxes, leftOut, coverage, syncFailure } = audit.data;
  return (
    <div className={styles.stack}>
      {syncFailure && <SyncFailureNotice failure={syncFailure} />}
      <Text data-testid="audit-summary">
        {t('auditSummary', { mailboxes: count(mailboxes), external: leftOut.external, excluded: count(leftOut.excluded) })}
      </Text>
      <DataList
        label={t('coverageTable')}
        scroll={t('coverageScroll')}
        className={styles.table}
        size="small"
        items={coverage}
        rowId={(c) => c.attribute}
        columns={[
          { header: t('attribute'), cell: (c) => c.label },
          { header: t('filledIn'), cell: (c) => count(c.present) },
          { header: t('missing'), cell: (c) => count(c.missing) },
          { header: t('coverage'), cell: (c) => percent(c.rate) },
        ]}
      />
    </div>
  );
}
