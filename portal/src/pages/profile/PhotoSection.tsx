import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useOwnPhoto, useRemoveOwnPhoto, useUploadOwnPhoto } from './queries';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  photo: {
    width: '96px',
    height: '96px',
    borderRadius: tokens.borderRadiusMedium,
    objectFit: 'cover',
    flexShrink: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  empty: {
    width: '96px',
    height: '96px',
    borderRadius: tokens.borderRadiusMedium,
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '48px',
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, flex: '1 1 12rem' },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  file: { display: 'none' },
});

const mib = (bytes: number) => `${bytes / 1024 / 1024} MiB`;

/** The photo signatures show for the person: from Microsoft 365, or their own, which they may upload when allowed. */
export function PhotoSection() {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const own = useOwnPhoto();
  const upload = useUploadOwnPhoto({ onSuccess: () => setNotice('Your photo is saved: your signature shows it from your next message.') });
  const remove = useRemoveOwnPhoto({
    onSuccess: (data) =>
      setNotice(data.photo ? 'Your own photo is removed: your signature shows your Microsoft 365 photo again.' : 'Your photo is removed.'),
  });

  if (!own.data) return own.error ? <ErrorMessage error={own.error} title="Your photo could not be loaded" /> : null;
  const { photo, canUpload, limits } = own.data;
  const busy = upload.isPending || remove.isPending;
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setNotice(null);
    remove.reset();
    upload.mutate(file);
  };

  return (
    <section className={styles.section} aria-labelledby="photo-heading">
      <Text as="h2" id="photo-heading" size={500} weight="semibold" className={styles.heading}>
        Your photo
      </Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <div className={styles.row}>
        {photo ? (
          <img className={styles.photo} src={photo.url} alt="Your photo as your signature shows it" width={96} height={96} />
        ) : (
          <div className={styles.empty} role="img" aria-label="No photo">
            <PersonRegular />
          </div>
        )}
        <div className={styles.side}>
          <Text className={styles.muted}>
            {!photo
              ? 'You have no photo: signatures that show one leave it out for you.'
              : photo.source === 'upload'
                ? 'Your own photo. It is used instead of your Microsoft 365 photo.'
                : 'Your Microsoft 365 photo.'}
            {!canUpload && ' To change it, change your photo in Microsoft 365 or ask your IT department.'}
          </Text>
          {canUpload && (
            <>
              <Text size={200} className={styles.muted}>
                JPEG, PNG, WebP or GIF, at most {mib(limits.maxBytes)}; it is cropped to a square from the centre.
              </Text>
              <div className={styles.actions}>
                <input
                  ref={input}
                  className={styles.file}
                  type="file"
                  accept={limits.types.join(',')}
                  onChange={pick}
                  aria-label="Photo file"
                  tabIndex={-1}
                />
                <Button appearance="primary" disabled={busy} onClick={() => input.current?.click()}>
                  {upload.isPending ? 'Uploading…' : photo?.source === 'upload' ? 'Replace photo' : 'Upload photo'}
                </Button>
                {photo?.source === 'upload' && (
                  <Button disabled={busy} onClick={() => (setNotice(null), upload.reset(), remove.mutate())}>
                    {remove.isPending ? 'Removing…' : 'Remove photo'}
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      </div>
      <ErrorMessage error={upload.error ?? remove.error} title="Your photo was not changed" />
    </section>
  );
}
