import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Adjustments, Invoices } from './queries';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { day } from '../../format';
import { useMessages } from '../../i18n/useMessages';
import { billingMessages } from './billing.messages';
import { invoicesMessages } from './invoices.messages';
import { money } from './words';

const CATEGORIES = new Set(['duplicate', 'fraudulent', 'order_change', 'product_unsatisfactory', 'other']);

const useStyles = makeStyles({
  table: { minWidth: '36rem' },
  links: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/** Invoices newest first, each with its hosted page and PDF; an explanation when the provider could not be read. */
export function InvoicesTable({ invoices }: { invoices: UseQueryResult<Invoices> }) {
  const styles = useStyles();
  const t = useMessages(invoicesMessages);
  const billing = useMessages(billingMessages);
  if (invoices.error) return <ErrorMessage error={invoices.error} title={t('invoicesNotLoaded')} />;
  if (invoices.data?.unavailable) return <Text>{t('unavailable')}</Text>;
  return (
    <DataList
      label={t('invoices')}
      scroll
      className={styles.table}
      size="small"
      loading={invoices.isPending && t('loadingInvoices')}
      items={invoices.data?.invoices}
      empty={t('noInvoice')}
      rowId={(i) => i.id}
      rowTestId="invoice-row"
      columns={[
        { header: t('invoice'), cell: (i) => i.number ?? t('draft') },
        { header: t('date'), cell: (i) => day(i.date) },
        { header: t('amount'), cell: (i) => money(i.amountDue, i.currency) },
        { header: t('paid'), cell: (i) => money(i.amountPaid, i.currency) },
        { header: t('status'), cell: (i) => (i.status ? billing('invoiceStatus', { status: i.status }) : '–') },
        {
          header: t('documents'),
          cell: (i) => (
            <span className={styles.links}>
              {i.hostedUrl && (
                <Link href={i.hostedUrl} target="_blank" rel="noreferrer" aria-label={t('pageLabel', { number: i.number ?? i.id })}>
                  {t('page')}
                </Link>
              )}
              {i.pdfUrl && (
                <Link href={i.pdfUrl} target="_blank" rel="noreferrer" aria-label={t('pdfLabel', { number: i.number ?? i.id })}>
                  {t('pdf')}
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
  const t = useMessages(invoicesMessages);
  if (adjustments.error) return <ErrorMessage error={adjustments.error} title={t('adjustmentsNotLoaded')} />;
  return (
    <DataList
      label={t('adjustments')}
      scroll
      className={styles.table}
      size="small"
      loading={adjustments.isPending && t('loadingAdjustments')}
      items={adjustments.data?.adjustments}
      empty={t('noAdjustment')}
      rowId={(a) => a.id}
      rowTestId="adjustment-row"
      columns={[
        { header: t('date'), cell: (a) => day(a.date) },
        { header: t('amount'), cell: (a) => money(a.amount, a.currency) },
        {
          header: t('category'),
          cell: (a) => (CATEGORIES.has(a.category) ? t('categoryValue', { category: a.category }) : a.category.replace(/_/g, ' ')),
        },
        { header: t('reason'), cell: (a) => a.reason ?? '–' },
      ]}
    />
  );
}
