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
import { MODES } from './words';

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
  return (
    <div className={styles.stack}>
      <PageHeader title="Cost management" />
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={overview.error} title="The cost list could not be loaded" />
      {overview.isPending && <Spinner label="Loading the cost list…" />}
      {data && (
        <>
          <PageSection id="summary-heading" title={MODES[data.mode].label}>
            <CostSummary key={data.mode} overview={data} onNotice={setNotice} />
          </PageSection>
          <PageSection id="mailboxes-heading" title="Mailboxes on the list">
            <ListedMailboxes overview={data} onNotice={setNotice} />
          </PageSection>
          <PageSection id="groups-heading" title="Groups on the list">
            <ListedGroups overview={data} onNotice={setNotice} />
          </PageSection>
          {data.mode === 'exclusion' && (
            <PageSection id="suggestions-heading" title="Suggestions">
              <SuggestionsPanel onNotice={setNotice} />
            </PageSection>
          )}
        </>
      )}
    </div>
  );
}
