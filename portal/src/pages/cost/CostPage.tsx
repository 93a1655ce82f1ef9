import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageSection } from '../../components/PageSection';
import { PageHeader } from '../../components/PageHeader';
import { SuccessNotice } from '../../components/SuccessNotice';
import { CostSummary } from './CostSummary';
import { ListedGroups } from './ListedGroups';
import { ListedMailboxes } from './ListedMailboxes';
import { useExclusions } from './queries';
import { SuggestionsPanel } from './SuggestionsPanel';
import { useMessages } from '../../i18n/useMessages';
import { costMessages } from './cost.messages';

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    minWidth: 0,
  },
});

/** Who gets a signature and is billed: the mode, the list of mailboxes and groups, suggestions, seats billed. */
export default function CostPage() {
  const styles = useStyles();
  const overview = useExclusions();
  const [notice, setNotice] = useState<string | null>(null);
  const data = overview.data;
  const t = useMessages(costMessages);
  return (
    <div className={styles.stack}>
      <PageHeader title={t('title')} />
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={overview.error} title={t('notLoaded')} />
      {overview.isPending && <Spinner label={t('loading')} />}
      {data && (
        <>
          <PageSection id="summary-heading" title={t('modeLabel', { mode: data.mode })}>
            <CostSummary key={data.mode} overview={data} onNotice={setNotice} />
          </PageSection>
          <PageSection id="mailboxes-heading" title={t('mailboxesOnList')}>
            <ListedMailboxes overview={data} onNotice={setNotice} />
          </PageSection>
          <PageSection id="groups-heading" title={t('groupsOnList')}>
            <ListedGroups overview={data} onNotice={setNotice} />
          </PageSection>
          {data.mode === 'exclusion' && (
            <PageSection id="suggestions-heading" title={t('suggestions')}>
              <SuggestionsPanel onNotice={setNotice} />
            </PageSection>
          )}
        </>
      )}
    </div>
  );
}
