import {
  Button,
  makeStyles,
  Spinner,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ScrollArea } from '../../components/ScrollArea';
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
        {usage.data?.clients.length === 0 && <Text className={styles.muted}>No clients yet.</Text>}
        {!!usage.data?.clients.length && (
          <ScrollArea label="Seats per client">
            <Table className={styles.table} aria-label="Seats per client" size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Client</TableHeaderCell>
                  <TableHeaderCell>Billing</TableHeaderCell>
                  <TableHeaderCell>Seats</TableHeaderCell>
                  <TableHeaderCell>Billed to you</TableHeaderCell>
                  <TableHeaderCell>Managed since</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {usage.data.clients.map((c) => (
                  <TableRow key={c.tenantId} data-testid="usage-row">
                    <TableCell>{c.name}</TableCell>
                    <TableCell>{stateWords(c.state)}</TableCell>
                    <TableCell>{count(c.seats)}</TableCell>
                    <TableCell>{count(c.seatsBilled)}</TableCell>
                    <TableCell>{day(c.since)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollArea>
        )}
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
        {periods.data && !periods.data.unavailable && periods.data.periods.length === 0 && (
          <Text className={styles.muted}>No invoiced period yet.</Text>
        )}
        {!!periods.data?.periods.length && (
          <ScrollArea label="Invoiced periods">
            <Table className={styles.table} aria-label="Invoiced periods" size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Invoice</TableHeaderCell>
                  <TableHeaderCell>From</TableHeaderCell>
                  <TableHeaderCell>To</TableHeaderCell>
                  <TableHeaderCell>Amount</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {periods.data.periods.map((p) => (
                  <TableRow key={p.invoiceId}>
                    <TableCell>{p.number ?? p.invoiceId}</TableCell>
                    <TableCell>{day(p.start)}</TableCell>
                    <TableCell>{day(p.end)}</TableCell>
                    <TableCell>{money(p.amountDue, p.currency)}</TableCell>
                    <TableCell>{p.status ?? '–'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollArea>
        )}
      </section>
    </div>
  );
}
