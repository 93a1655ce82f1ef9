import { expectData } from '../../api/client';
import { useChange, useRead, type ChangeOptions } from '../../api/hooks';
import type { Answer } from '../../api/queries';
import type { Settings } from '../settings/queries';

export type ServerSide = Answer<'/api/admin/server-side'>;
export type CheckState = Answer<'/api/admin/server-side/check'>;
export type SinkMessages = Answer<'/api/admin/server-side/sink'>;
export type MessageView = NonNullable<CheckState['message']>;

const serverSideKeys = {
  page: ['server-side'] as const,
  check: ['server-side', 'check'] as const,
  sink: ['server-side', 'sink'] as const,
};
/** The settings' own key (settings/queries.ts): the mode is one of them. */
const SETTINGS_KEY = ['settings'] as const;

/** How often a waiting check, and the local sink, are read again while the page is open. */
const WATCH_MS = 4000;

export function useServerSide() {
  return useRead(serverSideKeys.page, (api) => expectData(api.GET('/api/admin/server-side')));
}

/** The mode and the meetings setting; the page's PowerShell depends on both, so it is read again. */
export function useUpdateServerSide(options?: ChangeOptions<Settings, Pick<Partial<Settings>, 'serverSide' | 'serverSideMeetings'>>) {
  return useChange(
    [serverSideKeys.page, SETTINGS_KEY],
    (api, patch: Pick<Partial<Settings>, 'serverSide' | 'serverSideMeetings'>) =>
      expectData(api.PUT('/api/admin/settings', { body: patch })),
    options,
  );
}

/** The check, read again every few seconds while it waits for the test message. */
export function useCheck() {
  return useRead(serverSideKeys.check, (api) => expectData(api.GET('/api/admin/server-side/check')), {
    refetchInterval: (query) => (query.state.data?.state === 'waiting' ? WATCH_MS : false),
  });
}

export function useStartCheck(options?: ChangeOptions<CheckState>) {
  return useChange([serverSideKeys.check], (api) => expectData(api.POST('/api/admin/server-side/check')), options);
}

/** What the local mail sink received (the local host only), watched while the page is open. */
export function useSink() {
  return useRead(serverSideKeys.sink, (api) => expectData(api.GET('/api/admin/server-side/sink')), {
    refetchInterval: (query) => (query.state.data?.running ? WATCH_MS : false),
  });
}
