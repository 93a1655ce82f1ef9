import { useQueryClient } from '@tanstack/react-query';
import { expectData, type Reply } from '../../api/client';
import { useChange, useRead, type ChangeOptions } from '../../api/hooks';
import { PROFILE_VALUES_CHANGE, type Answer } from '../../api/queries';

export type ImportAnswer = Reply<'post', '/api/admin/imports'>;
export type RowError = ImportAnswer['errors'][number];
export type MailboxChange = ImportAnswer['changes'][number];
export type LayerView = Answer<'/api/admin/people/{email}/layers'>;
export type LayerRow = LayerView['attributes'][number];
export type ImportJob = Reply<'post', '/api/admin/imports/jobs'>;
export type ColumnMapping = Reply<'get', '/api/admin/imports/mapping'>['columns'];

/** How often a running import is asked how far it is. */
const WATCH_MS = 1000;

const importKeys = {
  last: ['imports', 'last'] as const,
  mapping: ['imports', 'mapping'] as const,
  job: (id: string) => ['imports', 'job', id] as const,
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

/** Remembers the column mapping: the next file, in the portal or through the API, is read with it. */
export function useSaveMapping(options?: ChangeOptions<Reply<'put', '/api/admin/imports/mapping'>, ColumnMapping>) {
  return useChange(
    [importKeys.mapping],
    (api, columns: ColumnMapping) => expectData(api.PUT('/api/admin/imports/mapping', { body: { columns } })),
    options,
  );
}

/**
 * Starts an import of the file's text as a job (a dry run previews; otherwise it is applied when no row has a
 * problem); `useImportJob` follows it. A large file is checked and written in the background, its progress shown.
 */
export function useStartImport(options?: ChangeOptions<ImportJob, { csv: string; dryRun: boolean }>) {
  return useChange(
    [],
    (api, { csv, dryRun }: { csv: string; dryRun: boolean }) =>
      expectData(
        api.POST('/api/admin/imports/jobs', {
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

/** An import job, asked again every second while it runs. */
export function useImportJob(id: string | null) {
  return useRead(
    importKeys.job(id ?? ''),
    (api) => expectData(api.GET('/api/admin/imports/jobs/{id}', { params: { path: { id: id! } } })),
    { enabled: !!id, refetchInterval: (query) => (query.state.data?.state === 'running' ? WATCH_MS : false) },
  );
}

/** Once an applied import is done: the last import, the layers and what templates show are read again. */
export function useImportApplied() {
  const client = useQueryClient();
  return () => Promise.all(IMPORT_CHANGE.map((queryKey) => client.invalidateQueries({ queryKey })));
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
