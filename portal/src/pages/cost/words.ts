import type { ExclusionsOverview } from './queries';

export type Mode = ExclusionsOverview['mode'];

export const MODES: Record<Mode, { label: string; meaning: string; listVerb: string }> = {
  exclusion: {
    label: 'Exclusion mode',
    meaning: 'Every mailbox gets a signature and is billed, except the mailboxes and groups on the list.',
    listVerb: 'Exclude',
  },
  inclusion: {
    label: 'Inclusion mode',
    meaning: 'Only the mailboxes and groups on the list get a signature and are billed.',
    listVerb: 'Include',
  },
};

/** "3 mailboxes", "1 mailbox". */
export const mailboxes = (n: number) => `${n} ${n === 1 ? 'mailbox' : 'mailboxes'}`;

/** Addresses typed one a line or separated by commas, semicolons or spaces. */
export const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
