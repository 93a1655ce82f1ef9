import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageSection } from '../../components/PageSection';
import { PHONE_MEDIA } from '../../shell/media';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useRetention, useSetRetention, type RetentionKind } from './queries';
import { days, records, RETENTION_LABEL } from './words';

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
  const retention = useRetention();
  const save = useSetRetention();
  const [edits, setEdits] = useState<Partial<Record<RetentionKind, string>>>({});
  const changed = Object.entries(edits).filter(([, v]) => v !== undefined && v !== '');
  const submit = () => save.mutate(Object.fromEntries(changed.map(([k, v]) => [k, Number(v)])), { onSuccess: () => setEdits({}) });
  return (
    <PageSection id="retention-heading" title="How long data is kept">
      <Text className={styles.muted}>
        Each kind is removed every night once it is older than the time set here. The service allows each kind a range of days.
      </Text>
      <ErrorMessage error={retention.error ?? save.error} shownFields={changed.map(([k]) => k)} />
      <SuccessNotice notice={save.isSuccess ? 'The retention was saved.' : null} onDismiss={() => save.reset()} />
      <DataList
        label="Retention of each kind of data"
        loading={retention.isPending && 'Reading the retention…'}
        items={retention.data?.kinds}
        rowId={(k) => k.kind}
        rowTestId="retention-row"
        columns={[
          { header: 'Kind of data', cell: (k) => RETENTION_LABEL[k.kind] },
          { header: 'Held now', cell: (k) => records(k.records), className: styles.held },
          {
            header: 'Kept for',
            className: styles.keptFor,
            cell: (k) => (
              <Field
                label={`Days to keep ${RETENTION_LABEL[k.kind].toLowerCase()}`}
                hint={`From ${days(k.min)} to ${days(k.max)}`}
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
          Save retention
        </Button>
      </div>
    </PageSection>
  );
}
