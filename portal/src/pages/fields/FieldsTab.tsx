import { Badge, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { DeleteFieldDialog } from './DeleteFieldDialog';
import { FieldDialog } from './FieldDialog';
import { definitionOf, draftOf, TYPE_LABELS } from './fieldDraft';
import { useChangeField, useProfileFields, type ProfileFieldRow } from './queries';
import { useCardListStyles } from './cardListStyles';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { margin: 0 },
  placeholder: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
});

/** What a field accepts, in words: "3 options: she/her, he/him, they/them" or "at most 200 characters". */
const accepts = (f: ProfileFieldRow) =>
  f.type === 'choice'
    ? `${f.options.length} ${f.options.length === 1 ? 'option' : 'options'}: ${f.options.join(', ')}`
    : `at most ${f.maxLength} characters`;

/** The organisation's custom profile fields: define, change, switch off and on, delete. */
export function FieldsTab() {
  const styles = useStyles();
  const cards = useCardListStyles();
  const fields = useProfileFields();
  // What the dialogs show stays set while they close, so their titles do not change during the closing animation.
  const [editing, setEditing] = useState<{ field: ProfileFieldRow | null; open: boolean }>({ field: null, open: false });
  const [deleting, setDeleting] = useState<{ field: ProfileFieldRow | null; open: boolean }>({ field: null, open: false });
  const [notice, setNotice] = useState<string | null>(null);

  const toggle = useChangeField({
    onSuccess: ({ field: f }) => {
      setNotice(
        f.enabled
          ? `${f.label} is switched on: staff see it again and signatures show its values.`
          : `${f.label} is switched off: staff no longer see it and signatures leave it out. Its stored values are kept.`,
      );
    },
  });

  if (fields.isPending) return <Spinner label="Loading profile fields…" />;
  if (fields.error) return <ErrorMessage error={fields.error} />;
  const done = (message: string) => {
    setNotice(message);
    setEditing((e) => ({ ...e, open: false }));
    setDeleting((d) => ({ ...d, open: false }));
  };

  return (
    <div className={cards.tab}>
      <Text className={cards.muted}>
        Details your organisation asks staff to fill in for their signature (pronouns, a booking link…). Staff fill them in on their profile
        page; templates show them with {'{{custom.<key>}}'}.
      </Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={toggle.error} title="The field was not switched" />
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => setEditing({ field: null, open: true })}>
          Define a field
        </Button>
      </div>
      {fields.data.fields.length === 0 ? (
        <Text>No profile fields yet. Define one and staff can fill it in on their profile page.</Text>
      ) : (
        <ul className={cards.list} aria-label="Profile fields">
          {fields.data.fields.map((f) => (
            <li key={f.key} className={cards.item} data-testid="field-row">
              <div className={cards.info}>
                <div className={cards.title}>
                  <Text as="h3" size={400} weight="semibold" className={styles.name}>
                    {f.label}
                  </Text>
                  <Badge appearance="tint" color={f.enabled ? 'success' : 'subtle'}>
                    {f.enabled ? 'On' : 'Switched off'}
                  </Badge>
                </div>
                <Text>
                  {TYPE_LABELS[f.type]} · {accepts(f)}
                </Text>
                <span className={styles.placeholder}>{`{{custom.${f.key}}}`}</span>
                {f.help && <Text className={cards.muted}>{f.help}</Text>}
              </div>
              <div className={styles.actions}>
                <Button size="small" onClick={() => setEditing({ field: f, open: true })} aria-label={`Change ${f.label}`}>
                  Change
                </Button>
                <Button
                  size="small"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ key: f.key, body: definitionOf({ ...draftOf(f), enabled: !f.enabled }) })}
                  aria-label={`${f.enabled ? 'Switch off' : 'Switch on'} ${f.label}`}
                >
                  {f.enabled ? 'Switch off' : 'Switch on'}
                </Button>
                <Button size="small" onClick={() => setDeleting({ field: f, open: true })} aria-label={`Delete ${f.label}`}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <FieldDialog open={editing.open} field={editing.field} onDone={done} onClose={() => setEditing((e) => ({ ...e, open: false }))} />
      <DeleteFieldDialog
        open={deleting.open}
        field={deleting.field}
        onDone={done}
        onClose={() => setDeleting((d) => ({ ...d, open: false }))}
      />
    </div>
  );
}
