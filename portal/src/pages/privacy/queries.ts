import { expectData } from '../../api/client';
import { useChange, useRead } from '../../api/hooks';
import type { Answer } from '../../api/queries';
import { saveFile } from '../library/download';

export type PersonData = Answer<'/api/admin/people/{email}/data'>;
export type Retention = Answer<'/api/admin/privacy/retention'>;
export type RetentionKind = Retention['kinds'][number]['kind'];

const keys = { person: (who: string) => ['privacy', 'person', who] as const, retention: ['privacy', 'retention'] as const };

/** What the service holds about one person (none until a person is looked up). */
export function usePersonData(who: string | null) {
  return useRead(
    keys.person(who ?? ''),
    (api) => expectData(api.GET('/api/admin/people/{email}/data', { params: { path: { email: who! } } })),
    {
      enabled: who !== null,
    },
  );
}

/** Starts an export, follows it until its archive is ready, then saves the archive (downloadable once). */
export function useExport(who: string | null) {
  return useChange([keys.person(who ?? '')], async (api) => {
    const started = await expectData(api.POST('/api/admin/people/{email}/export', { params: { path: { email: who! } } }));
    let job = started;
    for (let i = 0; job.state === 'running' && i < 120; i++) {
      await new Promise((r) => setTimeout(r, 500));
      job = await expectData(api.GET('/api/admin/exports/{id}', { params: { path: { id: started.id } } }));
    }
    const zip = await expectData(
      api.GET('/api/admin/exports/{id}', { params: { path: { id: started.id }, query: { download: 'true' } }, parseAs: 'blob' }),
    );
    saveFile(zip as unknown as Blob, `personal-data-${started.id}.zip`);
    return job;
  });
}

export function useErase(who: string | null) {
  return useChange([keys.person(who ?? ''), keys.retention], (api) =>
    expectData(api.DELETE('/api/admin/people/{email}/data', { params: { path: { email: who! } } })),
  );
}

export const useRetention = () => useRead(keys.retention, (api) => expectData(api.GET('/api/admin/privacy/retention')));

export function useSetRetention() {
  return useChange([keys.retention], (api, body: Partial<Record<RetentionKind, number>>) =>
    expectData(api.PUT('/api/admin/privacy/retention', { body })),
  );
}
