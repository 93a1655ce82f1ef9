import { Checkbox, Field, Input, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import type { NewKey } from './queries';
import { areaLabel } from './words';
import { useMessages } from '../../i18n/useMessages';
import { apiKeysMessages } from './apiKeys.messages';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  areas: { display: 'flex', flexDirection: 'column', border: 'none', padding: 0, margin: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type Area = NewKey['access'][number];

interface Props {
  open: boolean;
  /** The areas the creator holds: a key gets only these. */
  areas: readonly Area[];
  pending: boolean;
  error: unknown;
  onCreate(key: NewKey): void;
  onClose(): void;
}

const EMPTY = { name: '', expires: '', readOnly: true, access: [] as Area[] };

/** Name, expiry, read-only (on by default) and the areas, from those the creator holds. */
export function CreateKeyDialog({ open, areas, pending, error, onCreate, onClose }: Props) {
  const styles = useStyles();
  const t = useMessages(apiKeysMessages);
  const [key, setKey] = useState(EMPTY);
  const toggle = (area: Area, on: boolean) =>
    setKey((k) => ({ ...k, access: on ? [...k.access, area] : k.access.filter((a) => a !== area) }));
  const close = () => {
    setKey(EMPTY);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={t('create')}
      submitLabel={t('createKey')}
      pending={pending}
      noValidate
      onSubmit={() =>
        onCreate({ name: key.name, readOnly: key.readOnly, access: key.access, ...(key.expires ? { expires: key.expires } : {}) })
      }
      onClose={close}
    >
      <div className={styles.form}>
        <Field label={t('name')} required hint={t('nameHint')} validationMessage={fieldError(error, 'name')}>
          <Input value={key.name} maxLength={80} onChange={(_, d) => setKey((k) => ({ ...k, name: d.value }))} />
        </Field>
        <Field label={t('expires')} hint={t('expiresHint')} validationMessage={fieldError(error, 'expires')}>
          <Input type="date" value={key.expires} onChange={(_, d) => setKey((k) => ({ ...k, expires: d.value }))} />
        </Field>
        <Field hint={t('readOnlyHint')}>
          <Switch label={t('readOnly')} checked={key.readOnly} onChange={(_, d) => setKey((k) => ({ ...k, readOnly: d.checked }))} />
        </Field>
        {/* A fieldset, not a Field: a Field hands its one control id to every checkbox inside it. */}
        <fieldset className={styles.areas}>
          <legend>{t('accessLegend')}</legend>
          {areas.map((a) => (
            <Checkbox key={a} label={areaLabel(t, a)} checked={key.access.includes(a)} onChange={(_, d) => toggle(a, !!d.checked)} />
          ))}
          {fieldError(error, 'access') && <Text className={styles.error}>{fieldError(error, 'access')}</Text>}
        </fieldset>
        <ErrorMessage error={error} shownFields={['name', 'expires', 'access']} />
      </div>
    </FormDialog>
  );
}
