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
import { useMessages } from '../../i18n/useMessages';
import { billingMessages } from './billing.messages';

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
  const t = useMessages(billingMessages);
  return (
    <div className={styles.stack}>
      <PageHeader title={t('title')} />
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <PageSection id="subscription-heading" title={t('subscription')}>
        <ErrorMessage error={billing.error} title={t('notLoaded')} />
        {billing.isPending && <Spinner label={t('loading')} />}
        {billing.data && <SubscriptionCard billing={billing.data} onNotice={setNotice} />}
      </PageSection>
      <PageSection id="profile-heading" title={t('profile')}>
        <BillingProfileForm onNotice={setNotice} />
      </PageSection>
      <PageSection id="invoices-heading" title={t('invoices')}>
        <InvoicesTable invoices={invoices} />
      </PageSection>
      <PageSection id="adjustments-heading" title={t('credits')}>
        <AdjustmentsTable adjustments={adjustments} />
      </PageSection>
    </div>
  );
}
