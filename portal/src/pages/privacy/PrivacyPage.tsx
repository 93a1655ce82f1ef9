import { Badge, Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useErase, useExport, usePersonData } from './queries';
import { RetentionSection } from './RetentionSection';
import { KIND_LABEL, records } from './words';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  wide: { flex: '1 1 18rem', minWidth: 0, maxWidth: '30rem' },
  input: { width: '100%' },
  muted: { color: tokens.colorNeutralForeground2 },
  what: { overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** A person's data: find what the service holds about them, export it, erase it; and how long each kind is kept. */
export default function PrivacyPage() {
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const [who, setWho] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const data = usePersonData(who);
  const exporting = useExport(who);
  const erase = useErase(who);
  const find = (e: FormEvent) => {
    e.preventDefault();
    exporting.reset();
    erase.reset();
    setWho(typed.trim() || null);
  };
  return (
    <div className={styles.page}>
      <PageHeader title="A person’s data" />
      <Text className={styles.muted}>
        Answer a request from a member of staff about their data: see what the service holds about them, give them a copy, or erase it.
        Every request is written to the change log.
      </Text>
      <form className={styles.form} onSubmit={find} aria-label="Find a person’s data">
        <Field className={styles.wide} label="Their e-mail address or directory object id" hint="Former addresses work too">
          <Input className={styles.input} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </Field>
        <Button appearance="primary" type="submit">
          Find
        </Button>
      </form>
      <ErrorMessage error={data.error} />
      {who && data.data && (
        <PageSection id="person-heading" title={`What the service holds about ${who}`}>
          {data.data.erased && <Text>This person’s data was erased before; only what was recorded since is shown.</Text>}
          <Text className={styles.muted}>Addresses found: {data.data.person.addresses.join(', ') || 'none'}.</Text>
          <DataList
            label="Kinds of data held about this person"
            items={data.data.kinds}
            rowId={(k) => k.kind}
            rowTestId="person-kind"
            columns={[
              { header: 'Kind', cell: (k) => KIND_LABEL[k.kind] },
              { header: 'Held', cell: (k) => (k.count ? records(k.count) : <Badge appearance="tint">None</Badge>) },
              { header: 'What it is', className: styles.what, cell: (k) => k.describes },
            ]}
          />
          <div className={styles.actions}>
            <Button disabled={exporting.isPending} onClick={() => exporting.mutate()}>
              {exporting.isPending ? 'Preparing the archive…' : 'Download a copy'}
            </Button>
            <Button onClick={() => setConfirming(true)}>Erase their data</Button>
          </div>
          <ErrorMessage error={exporting.error} />
          <SuccessNotice
            notice={exporting.isSuccess ? 'The archive was downloaded. It cannot be downloaded again.' : null}
            onDismiss={() => exporting.reset()}
          />
          <SuccessNotice
            notice={
              erase.data ? `Erased ${records(erase.data.total)}. The change log now names this person “${erase.data.pseudonym}”.` : null
            }
            onDismiss={() => erase.reset()}
          />
        </PageSection>
      )}
      <ConfirmDialog
        open={confirming}
        title="Erase this person’s data?"
        confirmLabel="Erase"
        pending={erase.isPending}
        error={erase.error}
        onConfirm={() => erase.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        Everything the service holds about {who} is removed, except their directory details, which follow your directory. The change log
        keeps its entries and names them by a pseudonym. This cannot be undone.
      </ConfirmDialog>
      <RetentionSection />
    </div>
  );
}
