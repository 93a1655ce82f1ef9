import {
  Button,
  Field,
  makeStyles,
  shorthands,
  mergeClasses,
  ProgressBar,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, ImageAddRegular } from '@fluentui/react-icons';
import { useRef, useState, type DragEvent } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useAssets, useUploadAsset, type Asset } from './queries';
import { useMessages } from '../../i18n/useMessages';
import { previewMessages } from './preview.messages';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  drop: {
    ...shorthands.border('2px', 'dashed', tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalM,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  dragging: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hiddenInput: { position: 'absolute', width: '1px', height: '1px', opacity: 0, pointerEvents: 'none' },
});

/** The organisation's images: insert one into the body as `cid:` (the service inlines it), or upload a new one. */
export function ImagePicker({ onInsert }: { onInsert: (asset: Asset) => void }) {
  const styles = useStyles();
  const t = useMessages(previewMessages);
  const assets = useAssets();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Inserted as soon as the upload answers, not once the image lists have been read again.
  const { upload, progress } = useUploadAsset(onInsert);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) upload.mutate(file);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    take(e.dataTransfer.files);
  };
  const list = assets.data?.assets ?? [];

  return (
    <section className={styles.panel} aria-labelledby="images-heading">
      <Subtitle2 as="h2" id="images-heading" block>
        {t('images')}
      </Subtitle2>
      <Field
        label={t('upload')}
        hint={t('uploadHint')}
        validationMessage={fieldError(upload.error, 'name') ?? fieldError(upload.error, 'base64')}
      >
        <div
          className={mergeClasses(styles.drop, dragging && styles.dragging)}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="image-drop"
        >
          <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()} disabled={upload.isPending}>
            {t('choose')}
          </Button>
          <Text>{t('orDrop')}</Text>
          <input
            ref={input}
            className={styles.hiddenInput}
            type="file"
            accept="image/png,image/jpeg,image/gif"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="image-file"
            onChange={(e) => {
              take(e.target.files);
              e.target.value = '';
            }}
          />
        </div>
      </Field>
      {upload.isPending && (
        <Field validationMessage={t('uploading', { progress })} validationState="none">
          <ProgressBar value={progress} aria-label={t('uploadingImage')} />
        </Field>
      )}
      <ErrorMessage error={upload.error} title={t('notUploaded')} shownFields={['name', 'base64']} />
      <ErrorMessage error={assets.error} title={t('imagesNotLoaded')} />
      {assets.isPending && <Spinner size="small" label={t('loadingImages')} />}
      {assets.data && list.length === 0 && <Text>{t('noImages')}</Text>}
      {list.length > 0 && (
        <ul className={styles.list} aria-label={t('uploaded')}>
          {list.map((a) => (
            <li key={a.name}>
              <Button size="small" icon={<ImageAddRegular />} onClick={() => onInsert(a)} aria-label={t('insert', { name: a.name })}>
                {a.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
