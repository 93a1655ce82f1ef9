import type { Translate } from '../../i18n/useMessages';
import type { VersionEntry } from './queries';
import type { versionsMessages } from './versions.messages';

export type VersionsWords = Translate<keyof (typeof versionsMessages)['messages']['en']>;

/** How a version came to be, in words. */
export function sourceWords(t: VersionsWords, v: VersionEntry): string {
  switch (v.source) {
    case 'create':
      return t('sourceCreate');
    case 'publish':
      return t('sourcePublish');
    case 'draft':
      return t('sourceDraft');
    case 'rollback':
      return v.fromVersion ? t('sourceRollbackTo', { version: v.fromVersion }) : t('sourceRollback');
    case 'duplicate':
      return t('sourceDuplicate');
    case 'import':
      return t('sourceImport');
    case 'schedule':
      return t('sourceSchedule');
    case 'rollout':
      return t('sourceRollout');
  }
}
