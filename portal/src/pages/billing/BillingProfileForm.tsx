import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
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

const FIELDS = [
  { key: 'name', label: 'Company name', required: true },
  { key: 'email', label: 'Invoice e-mail', required: true, type: 'email' },
  { key: 'address.line1', label: 'Street address', required: true },
  { key: 'address.line2', label: 'Address, second line' },
  { key: 'address.city', label: 'City', required: true },
  { key: 'address.postalCode', label: 'Postal code', required: true },
  {
    key: 'address.country',
    label: 'Country code',
    required: true,
    hint: 'Two letters, e.g. GB, DE, NL',
  },
  { key: 'vatId', label: 'VAT number' },
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
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f.key, ''])) as Record<Key, string>,
  );
  const save = useSaveBillingProfile(path, { onSuccess: () => onNotice('Billing profile saved. The next invoice carries it.') });
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
      aria-label="Billing profile"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(profile());
      }}
    >
      <Text className={styles.wide}>The details invoices carry. Saving replaces what the payment provider holds.</Text>
      {FIELDS.map((f) => (
        <Field
          key={f.key}
          label={f.label}
          required={'required' in f}
          hint={'hint' in f ? f.hint : undefined}
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
        <ErrorMessage error={save.error} shownFields={FIELDS.map((f) => f.key)} title="The billing profile was not saved" />
      </div>
      <div className={styles.wide}>
        <Button type="submit" appearance="primary" disabled={save.isPending}>
          Save billing profile
        </Button>
      </div>
    </form>
  );
}
