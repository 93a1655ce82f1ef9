import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageSection } from '../../components/PageSection';
import { PageHeader } from '../../components/PageHeader';
import { SuccessNotice } from '../../components/SuccessNotice';
import { BillingProfileForm } from './BillingProfileForm';
import { AdjustmentsTable, InvoicesTable } from './InvoiceTables';
import { useAdjustments, useBilling, useInvoices } from './queries';
import { SubscriptionCard } from './SubscriptionCard';

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    minWidth: 0,
  },
});

/** The subscription and what it costs: status, seats, card, the provider's pages, billing profile, invoices, adjustments. */
export default function BillingPage() {
  const styles = useStyles();
  const billing = useBilling();
  const invoices = useInvoices();
  const adjustments = useAdjustments();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className={styles.stack}>
      <PageHeader title="Billing" />
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <PageSection id="subscription-heading" title="Subscription">
        <ErrorMessage error={billing.error} title="The subscription could not be loaded" />
        {billing.isPending && <Spinner label="Loading the subscription…" />}
        {billing.data && <SubscriptionCard billing={billing.data} onNotice={setNotice} />}
      </PageSection>
      <PageSection id="profile-heading" title="Billing profile">
        <BillingProfileForm onNotice={setNotice} />
      </PageSection>
      <PageSection id="invoices-heading" title="Invoices">
        <InvoicesTable invoices={invoices} />
      </PageSection>
      <PageSection id="adjustments-heading" title="Credits and corrections">
        <AdjustmentsTable adjustments={adjustments} />
      </PageSection>
    </div>
  );
}
