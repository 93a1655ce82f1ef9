import type { ThreadDecidedBy, ThreadSignature } from './setting.js';

/** The templates the simulation chose for the mailbox's new messages and replies, by name (null: none). */
interface RoleNames {
  newName: string | null;
  replyName: string | null;
}

const named = (name: string | null, fallback: string) => (name ? `“${name}”` : fallback);

/**
 * What the simulation says of replies in a thread (DESIGN §15): under `every`, each reply carries its reply signature;
 * once per thread, the first reply carries the full one and later replies (their quoted thread holding the sender's
 * full signature) the reply template without banners, or nothing when no reply template is set.
 */
export function threadExplanation(
  setting: ThreadSignature,
  names: RoleNames,
  decidedBy: ThreadDecidedBy = { kind: 'organisation' },
): string {
  const by = decidedBy.kind === 'rule' ? ` The rule ${named(decidedBy.name, 'without a name')} sets this for the mailbox’s replies.` : '';
  return threadWords(setting, names, decidedBy.kind === 'rule' ? 'The rule' : 'The organisation') + by;
}

function threadWords(setting: ThreadSignature, { newName, replyName }: RoleNames, who: string): string {
  if (setting === 'every') {
    return `Every reply carries its reply signature (${named(replyName, 'none is set')}), however often the thread already shows it.`;
  }
  const later = replyName
    ? `the reply template ${named(replyName, '')} without banners (the footers stay)`
    : 'no signature, since no reply template is set';
  return (
    `${who} signs once per thread: a reply whose quoted thread does not yet hold this sender’s full signature ` +
    `carries it (${named(newName, 'none is set')}, with its banners); a reply whose quoted thread already holds it gets ${later}.`
  );
}
