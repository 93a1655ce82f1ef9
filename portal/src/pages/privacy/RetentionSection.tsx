import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageSection } from '../../components/PageSection';
import { PHONE_MEDIA } from '../../shell/media';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useRetention, useSetRetention, type RetentionKind } from './queries';
import { RETENTION_LABEL } from './words';
import { useMessages } from '../../i18n/useMessages';
import { dataKindsMessages } from './dataKinds.messages';
import { privacyMessages } from './privacy.messages';

const useStyles = makeStyles({
  days: { width: '7rem' },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { marginTop: tokens.spacingVerticalM },
  // On a phone every row's field starts at the same place, whatever its count's width.
  held: { [PHONE_MEDIA]: { flex: '0 0 7rem', minWidth: 0 } },
  keptFor: { [PHONE_MEDIA]: { flex: '1 1 12rem' } },
});

/** How long each kind of data is kept, within the service's bounds, and how much of it the organisation holds. */
export function RetentionSection() {
  const styles = useStyles();
  const t = useMessages(privacyMessages);
  const kinds = useMessages(dataKindsMessages);
  const days = (count: number) => kinds('days', { count });
  const retention = useRetention();
  const save = useSetRetention();
  const [edits, setEdits] = useState<Partial<Record<RetentionKind, string>>>({});
  const changed = Object.entries(edits).filter(([, v]) => v !== undefined && v !== '');
  const submit = () => save.mutate(Object.fromEntries(changed.map(([k, v]) => [k, Number(v)])), { onSuccess: () => setEdits({}) });
  return (
    <PageSection id="retention-heading" title={t('retentionTitle')}>
      <Text className={styles.muted}>{t('retentionIntro')}</Text>
      <ErrorMessage error={retention.error ?? save.error} shownFields={changed.map(([k]) => k)} />
      <SuccessNotice notice={save.isSuccess ? t('retentionSaved') : null} onDismiss={() => save.reset()} />
      <DataList
        label={t('retention')}
        loading={retention.isPending && t('reading')}
        items={retention.data?.kinds}
        rowId={(k) => k.kind}
        rowTestId="retention-row"
        columns={[
          { header: t('kindOfData'), cell: (k) => kinds(RETENTION_LABEL[k.kind].name) },
          { header: t('heldNow'), cell: (k) => kinds('records', { count: k.records }), className: styles.held },
          {
            header: t('keptFor'),
            className: styles.keptFor,
            cell: (k) => (
              <Field
                label={kinds(RETENTION_LABEL[k.kind].days)}
                hint={t('range', { min: days(k.min), max: days(k.max) })}
                validationMessage={fieldError(save.error, k.kind)}
                validationState={fieldError(save.error, k.kind) ? 'error' : 'none'}
              >
                <Input
                  className={styles.days}
                  type="number"
                  min={k.min}
                  max={k.max}
                  value={edits[k.kind] ?? String(k.days)}
                  onChange={(e) => setEdits({ ...edits, [k.kind]: e.target.value })}
                />
              </Field>
            ),
          },
        ]}
      />
      <div className={styles.actions}>
        <Button appearance="primary" disabled={!changed.length || save.isPending} onClick={submit}>
          {t('save')}
        </Button>
      </div>
    </PageSection>
  );
}
