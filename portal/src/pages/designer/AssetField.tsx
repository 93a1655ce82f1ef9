import { Button, Dropdown, Field, makeStyles, Option, ProgressBar, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useAssets } from '../../api/queries';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { usePortal } from '../../portal';
import { assetNameFor, uploadAsset } from '../editor/uploadAsset';

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
  const portal = usePortal();
  const assets = useAssets();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadAsset(portal, assetNameFor(file.name), file, setProgress);
    },
    onSuccess: (asset) => {
      void assets.refetch();
      onChange(asset.name);
    },
  });
  const names = (assets.data?.assets ?? []).map((a) => a.name);
  if (value && !names.includes(value)) names.unshift(value);
  const uploadError = fieldError(upload.error, 'name') ?? fieldError(upload.error, 'base64');
  return (
    <Field
      label={label}
      hint={hint ?? 'PNG, JPEG or GIF from the image library, or upload one (up to 512 KB).'}
      validationMessage={validationMessage ?? uploadError}
      validationState={validationMessage || uploadError ? 'error' : 'none'}
    >
      <div className={styles.row}>
        <Dropdown
          aria-label={label}
          value={value || (optional ? 'None' : '')}
          selectedOptions={[value]}
          placeholder={assets.isPending ? 'Loading images…' : 'Choose an image'}
          onOptionSelect={(_, d) => onChange(d.optionValue ?? '')}
        >
          {optional && <Option value="">None</Option>}
          {names.map((n) => (
            <Option key={n} value={n}>
              {n}
            </Option>
          ))}
        </Dropdown>
        <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()} disabled={upload.isPending}>
          Upload…
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
            if (file) upload.mutate(file);
            e.target.value = '';
          }}
        />
      </div>
      {upload.isPending && <ProgressBar value={progress} aria-label="Uploading the image" />}
      <ErrorMessage error={upload.error} title="The image was not uploaded" shownFields={['name', 'base64']} />
    </Field>
  );
}
