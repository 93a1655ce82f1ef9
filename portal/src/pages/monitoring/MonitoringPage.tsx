import { Card, makeStyles, Spinner, Subtitle1, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useActivity } from '../../api/queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { count, percent } from '../../format';
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
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
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

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Subtitle1 as="h2" id={id}>
        {title}
      </Subtitle1>
      {children}
    </section>
  );
}

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
          <Section id="rollup-heading" title="Activity per mailbox">
            {report.mailboxes.length === 0 ? (
              <Text className={styles.empty}>
                No add-in has reported yet. Mailboxes show here once their add-in applies, skips or fails a signature.
              </Text>
            ) : (
              <MailboxRollup report={report} />
            )}
          </Section>
          <Section id="feed-heading" title="Latest events">
            {report.feed.length === 0 ? (
              <Text className={styles.empty}>No events yet.</Text>
            ) : (
              <EventsTable events={report.feed} label="Latest events" />
            )}
          </Section>
        </>
      )}
      <Section id="search-heading" title="Search events">
        <EventSearch />
      </Section>
      <Section id="audit-heading" title="Directory coverage">
        <CoverageAudit />
      </Section>
    </div>
  );
}
