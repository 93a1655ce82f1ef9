import type { DirectorySnapshots } from '../directory/service.js';
import type { SyncFailure } from '../directory/sync-state.js';
import type { Alert } from './schemas.js';

const CAUSES: Record<SyncFailure['cause'], string> = {
  directory: 'Microsoft 365 could not be reached, or refused to let the service read your directory',
  service: 'the service failed while it read your directory',
};

const when = (iso: string) => `${iso.slice(0, 10)} at ${iso.slice(11, 16)} UTC`;

/** The alert for the organisation's nightly directory sync while it fails (each run of failures one occurrence). */
export async function directorySyncAlerts(snapshots: Pick<DirectorySnapshots, 'syncFailure'>, tenantId: string): Promise<Alert[]> {
  const failure = await snapshots.syncFailure(tenantId);
  if (!failure) return [];
  const runs =
    failure.runs === 1 ? 'The nightly directory sync failed' : `The nightly directory sync has failed ${failure.runs} times in a row`;
  return [
    {
      kind: 'directorySync',
      key: failure.since,
      subject: 'The directory sync failed',
      sentences: [
        `${runs}, first on ${when(failure.since)}: ${CAUSES[failure.cause]}.`,
        'Until a sync succeeds, reports and the directory checks use the people’s details as they were at the last sync that worked. If the service’s consent was withdrawn, an Administrator grants it again.',
        'The monitoring page shows the directory as the service last read it.',
      ],
      words: {
        subject: { key: 'directorySyncSubject' },
        sentences: [
          { key: 'directorySyncBody', values: { runs: failure.runs, when: { instant: failure.since }, cause: failure.cause } },
          { key: 'directorySyncMeanwhile' },
          { key: 'directorySyncNext' },
        ],
      },
      page: 'monitoring',
    },
  ];
}
