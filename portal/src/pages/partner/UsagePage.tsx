import { Button, makeStyles, Spinner, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { count, day } from '../../format';
import { money } from '../billing/words';
import { useReconciliationPeriods, useUsage, useUsageCsvDownload } from './queries';
import { useMessages } from '../../i18n/useMessages';
import { billingMessages } from '../billing/billing.messages';
import { partnerBillingMessages } from './partnerBilling.messages';
import { usePartnerWords } from './words';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' },
  table: { minWidth: '36rem' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** Seats per client for rebilling, the CSV of them, and the invoiced periods to reconcile against. */
export default function UsagePage() {
  const styles = useStyles();
  const usage = useUsage();
  const periods = useReconciliationPeriods();
  const csv = useUsageCsvDownload();
  const t = useMessages(partnerBillingMessages);
  const tb = useMessages(billingMessages);
  const words = usePartnerWords();
  return (
    <div className={styles.stack}>
      <section className={styles.stack} aria-labelledby="usage-heading">
        <div className={styles.head}>
          <Subtitle1 as="h2" id="usage-heading">
            {t('seatsPerClient')}
          </Subtitle1>
          <Button icon={<ArrowDownloadRegular />} onClick={() => csv.mutate()} disabled={csv.isPending}>
            {t('downloadCsv')}
          </Button>
        </div>
        <ErrorMessage error={csv.error} title={t('csvNotDownloaded')} />
        {usage.isPending && <Spinner label={t('loadingUsage')} />}
        {usage.data && (
          <Text data-testid="usage-total">
            {t.rich('usageTotal', {
              b: (chunks) => <strong>{chunks}</strong>,
              seats: count(usage.data.seatsBilled),
              count: usage.data.seatsBilled,
            })}
          </Text>
        )}
        <ErrorMessage error={usage.error} title={t('usageNotLoaded')} />
        <DataList
          label={t('seatsPerClient')}
          scroll
          className={styles.table}
          size="small"
          items={usage.data?.clients}
          empty={t('noClients')}
          rowId={(c) => c.tenantId}
          rowTestId="usage-row"
          columns={[
            { header: t('client'), cell: (c) => c.name },
            { header: t('billing'), cell: (c) => words.state(c.state) },
            { header: t('seats'), cell: (c) => count(c.seats) },
            { header: t('billedToYou'), cell: (c) => count(c.seatsBilled) },
            { header: t('managedSince'), cell: (c) => day(c.since) },
          ]}
        />
      </section>
      <section className={styles.stack} aria-labelledby="periods-heading">
        <Subtitle1 as="h2" id="periods-heading">
          {t('periods')}
        </Subtitle1>
        <Text className={styles.muted}>{t('periodsText')}</Text>
        {periods.isPending && <Spinner label={t('loadingPeriods')} />}
        <ErrorMessage error={periods.error} title={t('periodsNotLoaded')} />
        {periods.data?.unavailable && <Text>{t('periodsUnavailable')}</Text>}
        <DataList
          label={t('periods')}
          scroll
          className={styles.table}
          size="small"
          items={periods.data?.unavailable ? undefined : periods.data?.periods}
          empty={t('noPeriod')}
          rowId={(p) => p.invoiceId}
          columns={[
            { header: t('invoice'), cell: (p) => p.number ?? p.invoiceId },
            { header: t('from'), cell: (p) => day(p.start) },
            { header: t('to'), cell: (p) => day(p.end) },
            { header: t('amount'), cell: (p) => money(p.amountDue, p.currency) },
            { header: tb('status'), cell: (p) => (p.status ? tb('invoiceStatus', { status: p.status }) : '–') },
          ]}
        />
      </section>
    </div>
  );
}
