import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ApiRefusal } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useDebounced } from '../editor/useDebounced';
import { AutomaticRepliesSection } from './AutomaticRepliesSection';
import { DirectoryAttributes } from './DirectoryAttributes';
import { FittedPreview } from './FittedPreview';
import { gateWords, previewWords } from './gateWords';
import { useOwnProfile, useOwnSignaturePreview, useSaveOwnProfile } from './queries';
import { PhotoSection } from './PhotoSection';
import { ProfileFieldInput } from './ProfileField';
import { StaffFrame } from './StaffFrame';
import { commonMessages } from '../../i18n/common.messages';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { gateMessages } from './gates.messages';
import { profileMessages } from './profile.messages';

type ProfileKey = keyof (typeof profileMessages)['messages']['en'];

const useStyles = makeStyles({
  // Side by side, the preview stays beside the form as the person types; on a phone it comes first, before the form
  // and the directory's facts. The page reads in the phone's order (preview, details, directory) for everyone.
  layout: {
    display: 'grid',
    // The preview's column has room for a 600-pixel signature, the usual widest, at full size.
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 640px)',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: '"details preview" "directory preview"',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalXXL,
    alignItems: 'start',
    '@media (max-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto',
      gridTemplateAreas: '"preview" "details" "directory"',
    },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  details: { gridArea: 'details' },
  directory: { gridArea: 'directory' },
  preview: { gridArea: 'preview' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  frame: {
    width: '100%',
    minHeight: '240px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
  },
  muted: { color: tokens.colorNeutralForeground2 },
  intro: { display: 'block', color: tokens.colorNeutralForeground2, marginBottom: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The form's values: one per field, empty where nothing is saved. */
const formOf = (fields: readonly { key: string }[], values: Record<string, string | undefined>) =>
  Object.fromEntries(fields.map((f) => [f.key, values[f.key] ?? '']));

/** The service's reason for one field's value, in words beside it ("Booking link must be a link"). */
const reasonFor = (t: Translate<ProfileKey>, error: unknown, key: string, label: string) => {
  const reason = error instanceof ApiRefusal ? error.fields[`values.${key}`] : undefined;
  return reason ? t('fieldReason', { label, reason }) : undefined;
};

/** `/admin/profile`: a person fills in the organisation's fields for their own signature and sees it change as they type. */
export default function ProfilePage() {
  const styles = useStyles();
  const t = useMessages(profileMessages);
  const gates = useMessages(gateMessages);
  const common = useMessages(commonMessages);
  const profile = useOwnProfile();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  // The form's baseline is what is saved: as loaded, then as each save answers. Undo goes back to it, and the form
  // has changes only while it differs from it.
  const baseline = useMemo(() => (profile.data ? formOf(profile.data.fields, profile.data.values) : {}), [profile.data]);
  useEffect(() => setDraft(baseline), [baseline]);

  const typed = useDebounced(draft);
  const preview = useOwnSignaturePreview(typed, !!profile.data);

  const save = useSaveOwnProfile({ onSuccess: () => setNotice(t('saved')) });

  const changed = Object.entries(baseline).some(([key, value]) => (draft[key] ?? '') !== value);

  if (profile.isPending) {
    return (
      <StaffFrame>
        <Spinner label={t('loading')} />
      </StaffFrame>
    );
  }
  if (profile.error) {
    const gate = gateWords(gates, profile.error);
    return (
      <StaffFrame>
        <PageHeader title={t('title')} />
        {gate ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{gate.title}</MessageBarTitle>
              {gate.text}
            </MessageBarBody>
          </MessageBar>
        ) : (
          <ErrorMessage error={profile.error} title={t('notLoaded')} />
        )}
      </StaffFrame>
    );
  }

  const { fields, directory, address } = profile.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    save.mutate(draft);
  };
  const problems = preview.data?.problems ?? {};
  const shownFields = fields.map((f) => `values.${f.key}`);

  return (
    <StaffFrame>
      <PageHeader title={t('title')} />
      <Text as="p" className={styles.intro}>
        {t('intro', { name: directory.displayName ?? address, address })}
      </Text>
      <div className={styles.layout}>
        <section className={mergeClasses(styles.column, styles.preview)} aria-labelledby="preview-heading">
          <Text as="h2" id="preview-heading" size={500} weight="semibold" className={styles.heading}>
            {t('yourSignature')}
          </Text>
          <Text className={styles.muted}>{changed ? t('asWillLook') : t('asLooksNow')}</Text>
          {preview.isPending && <Spinner size="small" label={t('rendering')} />}
          {previewWords(gates, preview.error) ? (
            <MessageBar intent="info" layout="multiline">
              <MessageBarBody>{previewWords(gates, preview.error)}</MessageBarBody>
            </MessageBar>
          ) : (
            <ErrorMessage error={preview.error} title={t('notPreviewed')} />
          )}
          {preview.data && !preview.data.assigned && <Text>{t('noSignature')}</Text>}
          {preview.data?.assigned && <FittedPreview className={styles.frame} html={preview.data.html} title={t('previewTitle')} />}
        </section>
        <div className={mergeClasses(styles.column, styles.details)}>
          <PhotoSection />
          <section className={styles.column} aria-labelledby="your-details">
            <Text as="h2" id="your-details" size={500} weight="semibold" className={styles.heading}>
              {t('yourDetails')}
            </Text>
            <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
            {fields.length === 0 ? (
              <Text>{t('noFields')}</Text>
            ) : (
              <form className={styles.form} onSubmit={submit} noValidate aria-label={t('yourDetails')}>
                {fields.map((f) => (
                  <ProfileFieldInput
                    key={f.key}
                    field={f}
                    value={draft[f.key] ?? ''}
                    error={reasonFor(t, save.error, f.key, f.label)}
                    warning={problems[`values.${f.key}`] ? t('leftOut', { reason: problems[`values.${f.key}`] }) : undefined}
                    onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))}
                  />
                ))}
                <ErrorMessage error={save.error} shownFields={shownFields} title={t('notSaved')} />
                <div className={styles.actions}>
                  <Button appearance="primary" type="submit" disabled={save.isPending || !changed}>
                    {save.isPending ? t('saving') : common('save')}
                  </Button>
                  <Button disabled={!changed} onClick={() => setDraft(baseline)}>
                    {t('undo')}
                  </Button>
                </div>
              </form>
            )}
          </section>
          <AutomaticRepliesSection />
        </div>
        <section className={mergeClasses(styles.column, styles.directory)} aria-labelledby="from-directory">
          <Text as="h2" id="from-directory" size={500} weight="semibold" className={styles.heading}>
            {t('fromDirectory')}
          </Text>
          <Text className={styles.muted}>{t('directoryText')}</Text>
          <DirectoryAttributes directory={directory} />
        </section>
      </div>
    </StaffFrame>
  );
}
