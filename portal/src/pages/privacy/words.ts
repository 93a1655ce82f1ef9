import type { DataKindsKey } from './dataKinds.messages';
import type { PersonData, RetentionKind } from './queries';

/** Each kind of a person's data, by its catalogue key. */
export const KIND_LABEL: Record<PersonData['kinds'][number]['kind'], DataKindsKey> = {
  directory: 'directory',
  roles: 'roles',
  'profile-values': 'profileValues',
  'imported-values': 'importedValues',
  'automatic-replies': 'automaticReplies',
  preferences: 'preferences',
  photos: 'photos',
  'apply-reports': 'applyReports',
  'message-trail': 'messageTrail',
  'kept-messages': 'keptMessages',
  exclusions: 'exclusions',
  'contact-cards': 'contactCards',
  notifications: 'notifications',
  authorship: 'authorship',
  exports: 'exports',
  'change-log': 'changeLog',
};

/** Each kind of data kept for a time: its name, and the label of the days it is kept for. */
export const RETENTION_LABEL: Record<RetentionKind, { name: DataKindsKey; days: DataKindsKey }> = {
  'click-events': { name: 'clickEvents', days: 'keepClickEvents' },
  'apply-reports': { name: 'applyReports', days: 'keepApplyReports' },
  'message-trail': { name: 'messageTrail', days: 'keepMessageTrail' },
  'kept-messages': { name: 'keptMessages', days: 'keepKeptMessages' },
  'change-log': { name: 'changeLogKept', days: 'keepChangeLog' },
  exports: { name: 'exportsKept', days: 'keepExports' },
};
