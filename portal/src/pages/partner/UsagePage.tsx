import { Button, makeStyles, Spinner, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { count, day } from '../../format';
import { money } from '../billing/words';
import { useReconciliationPeriods, useUsage, useUsageCsvDownload } from './queries';
import { stateWords } from './words';

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
  return (
    <div className={styles.stack}>
      <section className={styles.stack} aria-labelledby="usage-heading">
        <div className={styles.head}>
          <Subtitle1 as="h2" id="usage-heading">
            Seats per client
          </Subtitle1>
          <Button icon={<ArrowDownloadRegular />} onClick={() => csv.mutate()} disabled={csv.isPending}>
            Download CSV
          </Button>
        </div>
        <ErrorMessage error={csv.error} title="The CSV could not be downloaded" />
        {usage.isPending && <Spinner label="Loading the usage…" />}
        {usage.data && (
          <Text data-testid="usage-total">
            Your consolidated subscription bills <strong>{count(usage.data.seatsBilled)}</strong>{' '}
            {usage.data.seatsBilled === 1 ? 'seat' : 'seats'} for your clients now; clients still in their own trial, or not served, add
            none.
          </Text>
        )}
        <ErrorMessage error={usage.error} title="The usage could not be loaded" />
        <DataList
          label="Seats per client"
          scroll
          className={styles.table}
          size="small"
          items={usage.data?.clients}
          empty="No clients yet."
          rowId={(c) => c.tenantId}
          rowTestId="usage-row"
          columns={[
            { header: 'Client', cell: (c) => c.name },
            { header: 'Billing', cell: (c) => stateWords(c.state) },
            { header: 'Seats', cell: (c) => count(c.seats) },
            { header: 'Billed to you', cell: (c) => count(c.seatsBilled) },
            { header: 'Managed since', cell: (c) => day(c.since) },
          ]}
        />
      </section>
      <section className={styles.stack} aria-labelledby="periods-heading">
        <Subtitle1 as="h2" id="periods-heading">
          Invoiced periods
        </Subtitle1>
        <Text className={styles.muted}>The periods your consolidated invoices covered: rebill your clients for the same windows.</Text>
        {periods.isPending && <Spinner label="Loading the invoiced periods…" />}
        <ErrorMessage error={periods.error} title="The invoiced periods could not be loaded" />
        {periods.data?.unavailable && (
          <Text>The payment provider could not be reached, so the invoiced periods cannot be shown just now.</Text>
        )}
        <DataList
          label="Invoiced periods"
          scroll
          className={styles.table}
          size="small"
          items={periods.data?.unavailable ? undefined : periods.data?.periods}
          empty="No invoiced period yet."
          rowId={(p) => p.invoiceId}
          columns={[
            { header: 'Invoice', cell: (p) => p.number ?? p.invoiceId },
            { header: 'From', cell: (p) => day(p.start) },
            { header: 'To', cell: (p) => day(p.end) },
            { header: 'Amount', cell: (p) => money(p.amountDue, p.currency) },
            { header: 'Status', cell: (p) => p.status ?? '–' },
          ]}
        />
      </section>
    </div>
  );
}
