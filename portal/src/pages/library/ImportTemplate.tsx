import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { libraryDialogMessages } from './libraryDialogs.messages';

/** The Import button: opens the file picker, hands the chosen file on. */
export function ImportButton({ disabled, onFile }: { disabled: boolean; onFile(file: File): void }) {
  const input = useRef<HTMLInputElement>(null);
  const t = useMessages(libraryDialogMessages);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={t('bundleFile')}
        data-testid="import-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()} disabled={disabled}>
        {t('import')}
      </Button>
    </>
  );
}
