import { Button, Dropdown, Field, makeStyles, Option, ProgressBar, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useMessages } from '../../i18n/useMessages';
import { useAssets, useUploadAsset } from '../editor/queries';
import { fieldsMessages } from './fields.messages';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', '& > *:first-child': { flexGrow: 1 } },
  hiddenInput: { position: 'absolute', width: '1px', height: '1px', opacity: 0, pointerEvents: 'none' },
});

interface Props {
  label: string;
  hint?: string;
  /** The chosen image's asset name, or empty for none. */
  value: string;
  onChange(name: string): void;
  /** A reason from the service for this field. */
  validationMessage?: string;
  /** Offer "None" (an optional image). */
  optional?: boolean;
}

/** An image from the organisation's asset library, or a new one uploaded here (and chosen at once). */
export function AssetField({ label, hint, value, onChange, validationMessage, optional = false }: Props) {
  const styles = useStyles();
  const t = useMessages(fieldsMessages);
  const assets = useAssets();
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress } = useUploadAsset();
  const names = (assets.data?.assets ?? []).map((a) => a.name);
  if (value && !names.includes(value)) names.unshift(value);
  const uploadError = fieldError(upload.error, 'name') ?? fieldError(upload.error, 'base64');
  return (
    <Field
      label={label}
      hint={hint ?? t('imageHint')}
      validationMessage={validationMessage ?? uploadError}
      validationState={validationMessage || uploadError ? 'error' : 'none'}
    >
      <div className={styles.row}>
        <Dropdown
          aria-label={label}
          value={value || (optional ? t('none') : '')}
          selectedOptions={[value]}
          placeholder={assets.isPending ? t('loadingImages') : t('chooseImage')}
          onOptionSelect={(_, d) => onChange(d.optionValue ?? '')}
        >
          {optional && <Option value="">{t('none')}</Option>}
          {names.map((n) => (
            <Option key={n} value={n}>
              {n}
            </Option>
          ))}
        </Dropdown>
        <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()} disabled={upload.isPending}>
          {t('upload')}
        </Button>
        <input
          ref={input}
          className={styles.hiddenInput}
          type="file"
          accept="image/png,image/jpeg,image/gif"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="asset-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Chosen once the image lists have been read again (the new image among them).
            if (file) upload.mutate(file, { onSuccess: (asset) => onChange(asset.name) });
            e.target.value = '';
          }}
        />
      </div>
      {upload.isPending && <ProgressBar value={progress} aria-label={t('uploading')} />}
      <ErrorMessage error={upload.error} title={t('notUploaded')} shownFields={['name', 'base64']} />
    </Field>
  );
}
