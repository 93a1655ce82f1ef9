import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { expectData } from '../../api/client';
import { ApiRefusal } from '../../api/refusal';
import type { paths } from '../../api/schema';
import { usePortal } from '../../portal';

type Bundle = paths['/api/admin/templates/import']['post']['requestBody']['content']['application/json'];

async function readBundle(file: File): Promise<Bundle> {
  try {
    // The service checks the bundle and names what is wrong with it; here only "is it JSON".
    return JSON.parse(await file.text()) as Bundle;
  } catch {
    throw new ApiRefusal(
      400,
      'not_a_bundle',
      `${file.name} is not a template bundle (not JSON). Choose a .signature.json file exported from this portal.`,
    );
  }
}

/** Imports a bundle file (exported from this portal) as a new template. */
export function useImportTemplate(onImported: (name: string) => void) {
  const { api } = usePortal();
  return useMutation({
    mutationFn: async (file: File) => expectData(api.POST('/api/admin/templates/import', { body: await readBundle(file) })),
    onSuccess: (t) => onImported(t.name),
  });
}

/** The Import button: opens the file picker, hands the chosen file on. */
export function ImportButton({ disabled, onFile }: { disabled: boolean; onFile(file: File): void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label="Template bundle file"
        data-testid="import-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()} disabled={disabled}>
        Import
      </Button>
    </>
  );
}
