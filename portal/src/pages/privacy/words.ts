import type { PersonData, RetentionKind } from './queries';

/** Each kind of a person's data as people read it. */
export const KIND_LABEL: Record<PersonData['kinds'][number]['kind'], string> = {
  directory: 'Directory details',
  roles: 'Portal role',
  'profile-values': 'Profile field values',
  'imported-values': 'Imported values',
  'automatic-replies': 'Out-of-office replies',
  preferences: 'Language preference',
  photos: 'Photos',
  'apply-reports': 'Apply reports',
  'message-trail': 'Message trail',
  'kept-messages': 'Kept messages',
  exclusions: 'Exclusion list',
  'contact-cards': 'Contact card link',
  notifications: 'Alerts and digests they receive',
  authorship: 'Records they made or changed',
  exports: 'Earlier exports',
  'change-log': 'Change log entries',
};

export const RETENTION_LABEL: Record<RetentionKind, string> = {
  'click-events': 'Link clicks',
  'apply-reports': 'Apply reports',
  'message-trail': 'Message trail',
  'kept-messages': 'Kept messages',
  'change-log': 'Change log',
  exports: 'Exports of a person’s data',
};

export const days = (n: number) => (n === 1 ? '1 day' : `${n.toLocaleString('en-GB')} days`);
export const records = (n: number) => (n === 1 ? '1 record' : `${n.toLocaleString('en-GB')} records`);
