import { Badge, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { DeleteFieldDialog } from './DeleteFieldDialog';
import { FieldDialog } from './FieldDialog';
import { definitionOf, draftOf, placeholderOf, TYPE_LABELS } from './fieldDraft';
import { useChangeField, useProfileFields, type ProfileFieldRow } from './queries';
import { useCardListStyles } from './cardListStyles';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { fieldsMessages, type FieldsKey } from './fields.messages';

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
const accepts = (t: Translate<FieldsKey>, f: ProfileFieldRow) =>
  f.type === 'choice' ? t('options', { count: f.options.length, list: f.options.join(', ') }) : t('atMost', { max: f.maxLength });

/** The organisation's custom profile fields: define, change, switch off and on, delete. */
export function FieldsTab() {
  const styles = useStyles();
  const t = useMessages(fieldsMessages);
  const cards = useCardListStyles();
  const fields = useProfileFields();
  // What the dialogs show stays set while they close, so their titles do not change during the closing animation.
  const [editing, setEditing] = useState<{ field: ProfileFieldRow | null; open: boolean }>({ field: null, open: false });
  const [deleting, setDeleting] = useState<{ field: ProfileFieldRow | null; open: boolean }>({ field: null, open: false });
  const [notice, setNotice] = useState<string | null>(null);

  const toggle = useChangeField({
    onSuccess: ({ field: f }) => {
      setNotice(t(f.enabled ? 'switchedOn' : 'switchedOff', { label: f.label }));
    },
  });

  if (fields.isPending) return <Spinner label={t('loading')} />;
  if (fields.error) return <ErrorMessage error={fields.error} />;
  const done = (message: string) => {
    setNotice(message);
    setEditing((e) => ({ ...e, open: false }));
    setDeleting((d) => ({ ...d, open: false }));
  };

  return (
    <div className={cards.tab}>
      <Text className={cards.muted}>{t('intro', { placeholder: '{{custom.<key>}}' })}</Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={toggle.error} title={t('notSwitched')} />
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => setEditing({ field: null, open: true })}>
          {t('define')}
        </Button>
      </div>
      {fields.data.fields.length === 0 ? (
        <Text>{t('noFields')}</Text>
      ) : (
        <ul className={cards.list} aria-label={t('title')}>
          {fields.data.fields.map((f) => (
            <li key={f.key} className={cards.item} data-testid="field-row">
              <div className={cards.info}>
                <div className={cards.title}>
                  <Text as="h3" size={400} weight="semibold" className={styles.name}>
                    {f.label}
                  </Text>
                  <Badge appearance="tint" color={f.enabled ? 'success' : 'subtle'}>
                    {f.enabled ? t('on') : t('off')}
                  </Badge>
                </div>
                <Text>{[t(TYPE_LABELS[f.type]), accepts(t, f)].join(' · ')}</Text>
                <span className={styles.placeholder}>{placeholderOf(f.key)}</span>
                {f.help && <Text className={cards.muted}>{f.help}</Text>}
              </div>
              <div className={styles.actions}>
                <Button size="small" onClick={() => setEditing({ field: f, open: true })} aria-label={t('changeField', { label: f.label })}>
                  {t('change')}
                </Button>
                <Button
                  size="small"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ key: f.key, body: definitionOf({ ...draftOf(f), enabled: !f.enabled }) })}
                  aria-label={t(f.enabled ? 'switchOffField' : 'switchOnField', { label: f.label })}
                >
                  {f.enabled ? t('switchOff') : t('switchOn')}
                </Button>
                <Button
                  size="small"
                  onClick={() => setDeleting({ field: f, open: true })}
                  aria-label={t('deleteField', { label: f.label })}
                >
                  {t('delete')}
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
