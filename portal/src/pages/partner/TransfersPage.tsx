import { Button, Card, Field, Input, makeStyles, Radio, RadioGroup, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { fieldError } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { when } from '../../format';
import { useMessages } from '../../i18n/useMessages';
import { useRequestTransfer, useTransfers } from './queries';
import { transfersMessages } from './transfers.messages';

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
  const t = useMessages(transfersMessages);
  const request = useRequestTransfer({
    onSuccess: (transfer) => {
      setValue('');
      setNotice(t('requested', { client: transfer.clientName }));
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
        <Subtitle1 as="h2">{t('title')}</Subtitle1>
        <Text>{t('text')}</Text>
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('title')}>
          <RadioGroup value={by} onChange={(_, d) => setBy(d.value as By)} aria-label={t('nameBy')} layout="horizontal">
            <Radio value="domain" label={t('domain')} />
            <Radio value="tenantId" label={t('tenantId')} />
          </RadioGroup>
          <Field
            label={by === 'domain' ? t('domain') : t('tenantId')}
            hint={by === 'domain' ? t('domainHint') : t('tenantHint')}
            required
            validationMessage={fieldError(request.error, by)}
          >
            <Input value={value} onChange={(_, d) => setValue(d.value)} />
          </Field>
          <ErrorMessage error={request.error} shownFields={[by]} title={t('notRequested')} />
          <div>
            <Button type="submit" appearance="primary" disabled={request.isPending}>
              {t('request')}
            </Button>
          </div>
        </form>
      </Card>
      <section className={styles.stack} aria-labelledby="transfers-heading">
        <Subtitle1 as="h2" id="transfers-heading">
          {t('waiting')}
        </Subtitle1>
        <ErrorMessage error={transfers.error} title={t('notLoaded')} />
        <DataList
          label={t('requests')}
          scroll
          className={styles.table}
          size="small"
          loading={transfers.isPending && t('loading')}
          items={transfers.data}
          empty={t('empty')}
          rowId={(r) => r.id}
          rowTestId="transfer-row"
          columns={[
            { header: t('organisation'), cell: (r) => r.clientName },
            { header: t('requestedAt'), cell: (r) => when(r.requestedAt) },
            { header: t('by'), cell: (r) => r.requestedBy },
          ]}
        />
      </section>
    </div>
  );
}
