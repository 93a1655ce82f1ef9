import { Button, Card, Field, Input, makeStyles, Radio, RadioGroup, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { fieldError } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { when } from '../../format';
import { useRequestTransfer, useTransfers } from './queries';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
  table: { minWidth: '36rem' },
});

type By = 'domain' | 'tenantId';

/** Takeover requests: ask an organisation already using the service to be managed by you; the outstanding ones. */
export default function TransfersPage() {
  const styles = useStyles();
  const transfers = useTransfers();
  const [by, setBy] = useState<By>('domain');
  const [value, setValue] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const request = useRequestTransfer({
    onSuccess: (t) => {
      setValue('');
      setNotice(`Takeover of ${t.clientName} requested. Its Admin approves or declines it on their “Managed by a partner” page.`);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    request.mutate(by === 'domain' ? { domain: value.trim() } : { tenantId: value.trim() });
  };
  return (
    <div className={styles.stack}>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <Card className={styles.form}>
        <Subtitle1 as="h2">Request a takeover</Subtitle1>
        <Text>
          For an organisation that already uses the service, directly or through another partner. Its Admin decides; if another partner
          manages it, you take over.
        </Text>
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Request a takeover">
          <RadioGroup value={by} onChange={(_, d) => setBy(d.value as By)} aria-label="Name the organisation by" layout="horizontal">
            <Radio value="domain" label="Domain" />
            <Radio value="tenantId" label="Directory tenant id" />
          </RadioGroup>
          <Field
            label={by === 'domain' ? 'Domain' : 'Directory tenant id'}
            hint={
              by === 'domain' ? 'One of its verified domains, such as contoso.com' : 'The organisation’s Microsoft 365 tenant id (a GUID)'
            }
            required
            validationMessage={fieldError(request.error, by)}
          >
            <Input value={value} onChange={(_, d) => setValue(d.value)} />
          </Field>
          <ErrorMessage error={request.error} shownFields={[by]} title="The takeover was not requested" />
          <div>
            <Button type="submit" appearance="primary" disabled={request.isPending}>
              Request takeover
            </Button>
          </div>
        </form>
      </Card>
      <section className={styles.stack} aria-labelledby="transfers-heading">
        <Subtitle1 as="h2" id="transfers-heading">
          Waiting for an answer
        </Subtitle1>
        <ErrorMessage error={transfers.error} title="The takeover requests could not be loaded" />
        <DataList
          label="Takeover requests"
          scroll
          className={styles.table}
          size="small"
          loading={transfers.isPending && 'Loading the takeover requests…'}
          items={transfers.data}
          empty="No takeover request is waiting."
          rowId={(t) => t.id}
          rowTestId="transfer-row"
          columns={[
            { header: 'Organisation', cell: (t) => t.clientName },
            { header: 'Requested', cell: (t) => when(t.requestedAt) },
            { header: 'By', cell: (t) => t.requestedBy },
          ]}
        />
      </section>
    </div>
  );
}
