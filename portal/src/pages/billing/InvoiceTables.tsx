import {
  Link,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Adjustments, Invoices } from './queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ScrollArea } from '../../components/ScrollArea';
import { day } from '../../format';
import { money } from './words';

const useStyles = makeStyles({
  table: { minWidth: '36rem' },
  links: { display: 'flex', gap: tokens.spacingHorizontalM },
  empty: { color: tokens.colorNeutralForeground2 },
});

/** Invoices newest first, each with its hosted page and PDF; an explanation when the provider could not be read. */
export function InvoicesTable({ invoices }: { invoices: UseQueryResult<Invoices> }) {
  const styles = useStyles();
  if (invoices.isPending) return <Spinner label="Loading the invoices…" />;
  if (invoices.error) return <ErrorMessage error={invoices.error} title="The invoices could not be loaded" />;
  if (invoices.data.unavailable)
    return <Text>The payment provider could not be reached, so the invoices cannot be shown just now. Try again in a few minutes.</Text>;
  if (invoices.data.invoices.length === 0) return <Text className={styles.empty}>No invoice yet.</Text>;
  return (
    <ScrollArea label="Invoices">
      <Table className={styles.table} aria-label="Invoices" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Invoice</TableHeaderCell>
            <TableHeaderCell>Date</TableHeaderCell>
            <TableHeaderCell>Amount</TableHeaderCell>
            <TableHeaderCell>Paid</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>Documents</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoices.data.invoices.map((i) => (
            <TableRow key={i.id} data-testid="invoice-row">
              <TableCell>{i.number ?? 'Draft'}</TableCell>
              <TableCell>{day(i.date)}</TableCell>
              <TableCell>{money(i.amountDue, i.currency)}</TableCell>
              <TableCell>{money(i.amountPaid, i.currency)}</TableCell>
              <TableCell>{i.status ?? '–'}</TableCell>
              <TableCell>
                <span className={styles.links}>
                  {i.hostedUrl && (
                    <Link href={i.hostedUrl} target="_blank" rel="noreferrer" aria-label={`Invoice ${i.number ?? i.id} page`}>
                      Page
                    </Link>
                  )}
                  {i.pdfUrl && (
                    <Link href={i.pdfUrl} target="_blank" rel="noreferrer" aria-label={`Invoice ${i.number ?? i.id} PDF`}>
                      PDF
                    </Link>
                  )}
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollArea>
  );
}

/** Credits and corrections newest first, each with its category and reason. */
export function AdjustmentsTable({ adjustments }: { adjustments: UseQueryResult<Adjustments> }) {
  const styles = useStyles();
  if (adjustments.isPending) return <Spinner label="Loading the adjustments…" />;
  if (adjustments.error) return <ErrorMessage error={adjustments.error} title="The adjustments could not be loaded" />;
  if (adjustments.data.adjustments.length === 0) return <Text className={styles.empty}>No credit or correction.</Text>;
  return (
    <ScrollArea label="Adjustments">
      <Table className={styles.table} aria-label="Adjustments" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Date</TableHeaderCell>
            <TableHeaderCell>Amount</TableHeaderCell>
            <TableHeaderCell>Category</TableHeaderCell>
            <TableHeaderCell>Reason</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {adjustments.data.adjustments.map((a) => (
            <TableRow key={a.id} data-testid="adjustment-row">
              <TableCell>{day(a.date)}</TableCell>
              <TableCell>{money(a.amount, a.currency)}</TableCell>
              <TableCell>{a.category.replace(/_/g, ' ')}</TableCell>
              <TableCell>{a.reason ?? '–'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollArea>
  );
}
