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
import { KIND_LABEL } from './words';
import { useMessages } from '../../i18n/useMessages';
import { dataKindsMessages } from './dataKinds.messages';
import { privacyMessages } from './privacy.messages';

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
  const t = useMessages(privacyMessages);
  const kinds = useMessages(dataKindsMessages);
  const records = (count: number) => kinds('records', { count });
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
      <PageHeader title={t('title')} />
      <Text className={styles.muted}>{t('intro')}</Text>
      <form className={styles.form} onSubmit={find} aria-label={t('findForm')}>
        <Field className={styles.wide} label={t('who')} hint={t('whoHint')}>
          <Input className={styles.input} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </Field>
        <Button appearance="primary" type="submit">
          {t('find')}
        </Button>
      </form>
      <ErrorMessage error={data.error} />
      {who && data.data && (
        <PageSection id="person-heading" title={t('holdsAbout', { who })}>
          {data.data.erased && <Text>{t('erasedBefore')}</Text>}
          <Text className={styles.muted}>{t('addresses', { addresses: data.data.person.addresses.join(', ') || t('noAddresses') })}</Text>
          <DataList
            label={t('kinds')}
            items={data.data.kinds}
            rowId={(k) => k.kind}
            rowTestId="person-kind"
            columns={[
              { header: t('kind'), cell: (k) => kinds(KIND_LABEL[k.kind]) },
              { header: t('held'), cell: (k) => (k.count ? records(k.count) : <Badge appearance="tint">{t('none')}</Badge>) },
              { header: t('whatItIs'), className: styles.what, cell: (k) => k.describes },
            ]}
          />
          <div className={styles.actions}>
            <Button disabled={exporting.isPending} onClick={() => exporting.mutate()}>
              {exporting.isPending ? t('preparing') : t('download')}
            </Button>
            <Button onClick={() => setConfirming(true)}>{t('erase')}</Button>
          </div>
          <ErrorMessage error={exporting.error} />
          <SuccessNotice notice={exporting.isSuccess ? t('downloaded') : null} onDismiss={() => exporting.reset()} />
          <SuccessNotice
            notice={erase.data ? t('erased', { records: records(erase.data.total), pseudonym: erase.data.pseudonym }) : null}
            onDismiss={() => erase.reset()}
          />
        </PageSection>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('eraseTitle')}
        confirmLabel={t('eraseConfirm')}
        pending={erase.isPending}
        error={erase.error}
        onConfirm={() => erase.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        {t('eraseText', { who: who ?? '' })}
      </ConfirmDialog>
      <RetentionSection />
    </div>
  );
}
