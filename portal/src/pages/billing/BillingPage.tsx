import { makeStyles, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useAdjustments, useBilling, useInvoices } from '../../api/queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { SuccessNotice } from '../../components/SuccessNotice';
import { BillingProfileForm } from './BillingProfileForm';
import { AdjustmentsTable, InvoicesTable } from './InvoiceTables';
import { SubscriptionCard } from './SubscriptionCard';

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
    gap: tokens.spacingVerticalM,
    minWidth: 0,
  },
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
      <Section id="subscription-heading" title="Subscription">
        <ErrorMessage error={billing.error} title="The subscription could not be loaded" />
        {billing.isPending && <Spinner label="Loading the subscription…" />}
        {billing.data && <SubscriptionCard billing={billing.data} onNotice={setNotice} />}
      </Section>
      <Section id="profile-heading" title="Billing profile">
        <BillingProfileForm onNotice={setNotice} />
      </Section>
      <Section id="invoices-heading" title="Invoices">
        <InvoicesTable invoices={invoices} />
      </Section>
      <Section id="adjustments-heading" title="Credits and corrections">
        <AdjustmentsTable adjustments={adjustments} />
      </Section>
    </div>
  );
}
