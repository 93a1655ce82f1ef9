import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useMessages } from '../../i18n/useMessages';
import { invoicesMessages } from './invoices.messages';
import { useSaveBillingProfile, type BillingProfilePath } from './queries';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    // Each field keeps its own height: one with a hint beside one without must not stretch the other's box.
    alignItems: 'start',
    maxWidth: '48rem',
  },
  wide: { gridColumn: '1 / -1' },
});

/** The form's fields; `label` and `hint` name catalogue keys. */
const FIELDS = [
  { key: 'name', label: 'companyName', required: true },
  { key: 'email', label: 'invoiceEmail', required: true, type: 'email' },
  { key: 'address.line1', label: 'street', required: true },
  { key: 'address.line2', label: 'line2' },
  { key: 'address.city', label: 'city', required: true },
  { key: 'address.postalCode', label: 'postalCode', required: true },
  {
    key: 'address.country',
    label: 'countryCode',
    required: true,
    hint: 'countryHint',
  },
  { key: 'vatId', label: 'vatNumber' },
] as const;
type Key = (typeof FIELDS)[number]['key'];

const optional = (v: string) => (v.trim() ? v : undefined);

/** The name, address and VAT number the invoices carry. Saved to the payment provider; not read back here. */
/** `path`: the organisation's own billing (default) or a partner's consolidated billing. */
export function BillingProfileForm({
  onNotice,
  path = '/api/admin/billing/profile',
}: {
  onNotice(text: string): void;
  path?: BillingProfilePath;
}) {
  const styles = useStyles();
  const t = useMessages(invoicesMessages);
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f.key, ''])) as Record<Key, string>,
  );
  const save = useSaveBillingProfile(path, { onSuccess: () => onNotice(t('saved')) });
  const profile = () => ({
    name: values.name,
    email: values.email,
    address: {
      line1: values['address.line1'],
      line2: optional(values['address.line2']),
      city: values['address.city'],
      postalCode: values['address.postalCode'],
      country: values['address.country'].trim().toUpperCase(),
    },
    vatId: optional(values.vatId),
  });
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('profile')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(profile());
      }}
    >
      <Text className={styles.wide}>{t('intro')}</Text>
      {FIELDS.map((f) => (
        <Field
          key={f.key}
          label={t(f.label)}
          required={'required' in f}
          hint={'hint' in f ? t(f.hint) : undefined}
          validationMessage={fieldError(save.error, f.key)}
        >
          <Input
            type={'type' in f ? f.type : 'text'}
            value={values[f.key]}
            onChange={(_, d) => setValues((v) => ({ ...v, [f.key]: d.value }))}
          />
        </Field>
      ))}
      <div className={styles.wide}>
        <ErrorMessage error={save.error} shownFields={FIELDS.map((f) => f.key)} title={t('notSaved')} />
      </div>
      <div className={styles.wide}>
        <Button type="submit" appearance="primary" disabled={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
