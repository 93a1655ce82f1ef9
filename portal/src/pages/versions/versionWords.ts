import type { VersionEntry } from './queries';

/** How a version came to be, in words. */
export function sourceWords(v: VersionEntry): string {
  switch (v.source) {
    case 'create':
      return 'Created';
    case 'publish':
      return 'Published';
    case 'draft':
      return 'Working copy published';
    case 'rollback':
      return v.fromVersion ? `Rolled back to version ${v.fromVersion}` : 'Rolled back';
    case 'duplicate':
      return 'Duplicated';
    case 'import':
      return 'Imported';
    case 'schedule':
      return 'Scheduled publish';
    case 'rollout':
      return 'Staged rollout';
  }
}
