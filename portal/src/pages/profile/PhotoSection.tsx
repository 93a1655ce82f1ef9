import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useMessages } from '../../i18n/useMessages';
import { photoMessages } from './photo.messages';
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

const mib = (bytes: number) => bytes / 1024 / 1024;

/** The photo signatures show for the person: from Microsoft 365, or their own, which they may upload when allowed. */
export function PhotoSection() {
  const styles = useStyles();
  const t = useMessages(photoMessages);
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** A file refused here, before it is sent (larger than the service takes). */
  const [refused, setRefused] = useState<Error | null>(null);
  const own = useOwnPhoto();
  const upload = useUploadOwnPhoto({ onSuccess: () => setNotice(t('uploaded')) });
  const remove = useRemoveOwnPhoto({
    onSuccess: (data) => setNotice(data.photo ? t('removedOwn') : t('removed')),
  });

  if (!own.data) return own.error ? <ErrorMessage error={own.error} title={t('notLoaded')} /> : null;
  const { photo, canUpload, limits } = own.data;
  const busy = upload.isPending || remove.isPending;
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setNotice(null);
    remove.reset();
    upload.reset();
    // Told before a byte is sent: a phone's picture can be several times the limit, and slow to upload for nothing.
    const tooLarge = file.size > limits.maxBytes;
    setRefused(tooLarge ? new Error(t('tooLarge', { limit: mib(limits.maxBytes), size: Math.ceil(mib(file.size) * 10) / 10 })) : null);
    if (!tooLarge) upload.mutate(file);
  };

  return (
    <section className={styles.section} aria-labelledby="photo-heading">
      <Text as="h2" id="photo-heading" size={500} weight="semibold" className={styles.heading}>
        {t('heading')}
      </Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <div className={styles.row}>
        {photo ? (
          <img className={styles.photo} src={photo.url} alt={t('photoAlt')} width={96} height={96} />
        ) : (
          <div className={styles.empty} role="img" aria-label={t('noPhoto')}>
            <PersonRegular />
          </div>
        )}
        <div className={styles.side}>
          <Text className={styles.muted}>
            {!photo ? t('none') : photo.source === 'upload' ? t('own') : t('directory')}
            {!canUpload && t('askIt')}
          </Text>
          {canUpload && (
            <>
              <Text size={200} className={styles.muted}>
                {t('limits', { size: mib(limits.maxBytes) })}
              </Text>
              <div className={styles.actions}>
                <input
                  ref={input}
                  className={styles.file}
                  type="file"
                  accept={limits.types.join(',')}
                  onChange={pick}
                  aria-label={t('file')}
                  tabIndex={-1}
                />
                <Button appearance="primary" disabled={busy} onClick={() => input.current?.click()}>
                  {upload.isPending ? t('uploading') : photo?.source === 'upload' ? t('replace') : t('upload')}
                </Button>
                {photo?.source === 'upload' && (
                  <Button disabled={busy} onClick={() => (setNotice(null), setRefused(null), upload.reset(), remove.mutate())}>
                    {remove.isPending ? t('removing') : t('remove')}
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      </div>
      <ErrorMessage error={refused ?? upload.error ?? remove.error} title={t('notChanged')} />
    </section>
  );
}
