import { Card, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useActivity } from './queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageSection } from '../../components/PageSection';
import { PageHeader } from '../../components/PageHeader';
import { count, percent } from '../../format';
import { ClientHealth } from './ClientHealth';
import { CoverageAudit } from './CoverageAudit';
import { EventSearch } from './EventSearch';
import { EventsTable } from './EventsTable';
import { MailboxRollup } from './MailboxRollup';

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    minWidth: 0,
  },
  adoption: { display: 'flex', flexDirection: 'column', maxWidth: '36rem' },
  number: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  empty: { color: tokens.colorNeutralForeground2 },
});

/** How the add-ins are doing: adoption, activity per mailbox, the latest events, a search, and directory coverage. */
export default function MonitoringPage() {
  const styles = useStyles();
  const activity = useActivity();
  const report = activity.data;
  return (
    <div className={styles.stack}>
      <PageHeader title="Monitoring" />
      <ErrorMessage error={activity.error} title="The activity could not be loaded" />
      {activity.isPending && <Spinner label="Loading the activity…" />}
      {report && (
        <>
          <Card className={styles.adoption} data-testid="adoption">
            <Text>Adoption over the last {report.days} days</Text>
            <Text className={styles.number}>{percent(report.adoption.rate)}</Text>
            <Text>
              {count(report.adoption.applying)} of {count(report.adoption.mailboxes)} mailboxes applied a signature.
            </Text>
          </Card>
          <PageSection id="rollup-heading" title="Activity per mailbox">
            {report.mailboxes.length === 0 ? (
              <Text className={styles.empty}>
                No add-in has reported yet. Mailboxes show here once their add-in applies, skips or fails a signature.
              </Text>
            ) : (
              <MailboxRollup report={report} />
            )}
          </PageSection>
          <PageSection id="clients-heading" title="Mail clients">
            <ClientHealth />
          </PageSection>
          <PageSection id="feed-heading" title="Latest events">
            {report.feed.length === 0 ? (
              <Text className={styles.empty}>No events yet.</Text>
            ) : (
              <EventsTable events={report.feed} label="Latest events" />
            )}
          </PageSection>
        </>
      )}
      <PageSection id="search-heading" title="Search events">
        <EventSearch />
      </PageSection>
      <PageSection id="audit-heading" title="Directory coverage">
        <CoverageAudit />
      </PageSection>
    </div>
  );
}
