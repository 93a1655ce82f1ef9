import { expectData, type Reply } from '../../api/client';
import { useChange, useRead, type ChangeOptions } from '../../api/hooks';
import { PROFILE_VALUES_CHANGE, type Answer } from '../../api/queries';

export type ImportAnswer = Reply<'post', '/api/admin/imports'>;
export type RowError = ImportAnswer['errors'][number];
export type MailboxChange = ImportAnswer['changes'][number];
export type LayerView = Answer<'/api/admin/people/{email}/layers'>;
export type LayerRow = LayerView['attributes'][number];

const importKeys = {
  last: ['imports', 'last'] as const,
  mapping: ['imports', 'mapping'] as const,
  /** Every mailbox's layer view, as a prefix. */
  layers: ['layers'] as const,
};

/** What an applied import or its undo moves: the last import, the layers, and what templates show. */
const IMPORT_CHANGE = [importKeys.last, importKeys.layers, ...PROFILE_VALUES_CHANGE];

export function useLastImport() {
  return useRead(importKeys.last, (api) => expectData(api.GET('/api/admin/imports/last')));
}

export function useImportMapping() {
  return useRead(importKeys.mapping, (api) => expectData(api.GET('/api/admin/imports/mapping')));
}

/** Sends the file's text as text/csv: a dry run previews, otherwise it is applied when no row has a problem. */
export function useRunImport(options?: ChangeOptions<ImportAnswer, { csv: string; dryRun: boolean }>) {
  return useChange(
    IMPORT_CHANGE,
    (api, { csv, dryRun }: { csv: string; dryRun: boolean }) =>
      expectData(
        api.POST('/api/admin/imports', {
          params: { query: { dryRun: dryRun ? 'true' : 'false' } },
          body: csv,
          // The body is the file's text as it is (the default would write it as JSON).
          bodySerializer: (text) => text as string,
          headers: { 'content-type': 'text/csv' },
        }),
      ),
    options,
  );
}

export function useUndoImport(options?: ChangeOptions<Reply<'post', '/api/admin/imports/undo'>>) {
  return useChange(IMPORT_CHANGE, (api) => expectData(api.POST('/api/admin/imports/undo')), options);
}

/** A mailbox's attributes: the value used and where it came from; nothing is asked until an address is given. */
export function useLayers(email: string | null) {
  return useRead(
    [...importKeys.layers, email ?? ''],
    (api) => expectData(api.GET('/api/admin/people/{email}/layers', { params: { path: { email: email! } } })),
    { enabled: !!email },
  );
}
