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
import { useMessages } from '../../i18n/useMessages';
import { monitoringMessages } from './monitoring.messages';

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
  const t = useMessages(monitoringMessages);
  return (
    <div className={styles.stack}>
      <PageHeader title={t('title')} />
      <ErrorMessage error={activity.error} title={t('activityNotLoaded')} />
      {activity.isPending && <Spinner label={t('loadingActivity')} />}
      {report && (
        <>
          <Card className={styles.adoption} data-testid="adoption">
            <Text>{t('adoptionOver', { days: report.days })}</Text>
            <Text className={styles.number}>{percent(report.adoption.rate)}</Text>
            <Text>{t('adoptionCount', { applying: count(report.adoption.applying), mailboxes: count(report.adoption.mailboxes) })}</Text>
          </Card>
          <PageSection id="rollup-heading" title={t('perMailbox')}>
            {report.mailboxes.length === 0 ? <Text className={styles.empty}>{t('noReports')}</Text> : <MailboxRollup report={report} />}
          </PageSection>
          <PageSection id="clients-heading" title={t('mailClients')}>
            <ClientHealth />
          </PageSection>
          <PageSection id="feed-heading" title={t('latestEvents')}>
            {report.feed.length === 0 ? (
              <Text className={styles.empty}>{t('noEvents')}</Text>
            ) : (
              <EventsTable events={report.feed} label={t('latestEvents')} />
            )}
          </PageSection>
        </>
      )}
      <PageSection id="search-heading" title={t('searchEvents')}>
        <EventSearch />
      </PageSection>
      <PageSection id="audit-heading" title={t('directoryCoverage')}>
        <CoverageAudit />
      </PageSection>
    </div>
  );
}
