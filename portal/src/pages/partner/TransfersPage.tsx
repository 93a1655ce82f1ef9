import {
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
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
import { useState, type FormEvent } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ScrollArea } from '../../components/ScrollArea';
import { SuccessNotice } from '../../components/SuccessNotice';
import { when } from '../../format';
import { useRequestTransfer, useTransfers } from './queries';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
  table: { minWidth: '36rem' },
  muted: { color: tokens.colorNeutralForeground2 },
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
        {transfers.isPending && <Spinner label="Loading the takeover requests…" />}
        <ErrorMessage error={transfers.error} title="The takeover requests could not be loaded" />
        {transfers.data?.length === 0 && <Text className={styles.muted}>No takeover request is waiting.</Text>}
        {!!transfers.data?.length && (
          <ScrollArea label="Takeover requests">
            <Table className={styles.table} aria-label="Takeover requests" size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Organisation</TableHeaderCell>
                  <TableHeaderCell>Requested</TableHeaderCell>
                  <TableHeaderCell>By</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {transfers.data.map((t) => (
                  <TableRow key={t.id} data-testid="transfer-row">
                    <TableCell>{t.clientName}</TableCell>
                    <TableCell>{when(t.requestedAt)}</TableCell>
                    <TableCell>{t.requestedBy}</TableCell>
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
