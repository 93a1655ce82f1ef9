import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Adjustments, Invoices } from './queries';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { day } from '../../format';
import { money } from './words';

const useStyles = makeStyles({
  table: { minWidth: '36rem' },
  links: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/** Invoices newest first, each with its hosted page and PDF; an explanation when the provider could not be read. */
export function InvoicesTable({ invoices }: { invoices: UseQueryResult<Invoices> }) {
  const styles = useStyles();
  if (invoices.error) return <ErrorMessage error={invoices.error} title="The invoices could not be loaded" />;
  if (invoices.data?.unavailable)
    return <Text>The payment provider could not be reached, so the invoices cannot be shown just now. Try again in a few minutes.</Text>;
  return (
    <DataList
      label="Invoices"
      scroll
      className={styles.table}
      size="small"
      loading={invoices.isPending && 'Loading the invoices…'}
      items={invoices.data?.invoices}
      empty="No invoice yet."
      rowId={(i) => i.id}
      rowTestId="invoice-row"
      columns={[
        { header: 'Invoice', cell: (i) => i.number ?? 'Draft' },
        { header: 'Date', cell: (i) => day(i.date) },
        { header: 'Amount', cell: (i) => money(i.amountDue, i.currency) },
        { header: 'Paid', cell: (i) => money(i.amountPaid, i.currency) },
        { header: 'Status', cell: (i) => i.status ?? '–' },
        {
          header: 'Documents',
          cell: (i) => (
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
          ),
        },
      ]}
    />
  );
}

/** Credits and corrections newest first, each with its category and reason. */
export function AdjustmentsTable({ adjustments }: { adjustments: UseQueryResult<Adjustments> }) {
  const styles = useStyles();
  if (adjustments.error) return <ErrorMessage error={adjustments.error} title="The adjustments could not be loaded" />;
  return (
    <DataList
      label="Adjustments"
      scroll
      className={styles.table}
      size="small"
      loading={adjustments.isPending && 'Loading the adjustments…'}
      items={adjustments.data?.adjustments}
      empty="No credit or correction."
      rowId={(a) => a.id}
      rowTestId="adjustment-row"
      columns={[
        { header: 'Date', cell: (a) => day(a.date) },
        { header: 'Amount', cell: (a) => money(a.amount, a.currency) },
        { header: 'Category', cell: (a) => a.category.replace(/_/g, ' ') },
        { header: 'Reason', cell: (a) => a.reason ?? '–' },
      ]}
    />
  );
}
