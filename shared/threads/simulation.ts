import { translator } from '../i18n/catalogue.js';
import type { Language } from '../i18n/languages.js';
import { THREAD_MESSAGES } from './messages.js';
import type { ThreadDecidedBy, ThreadSignature } from './setting.js';

/** The templates the simulation chose for the mailbox's new messages and replies, by name (null: none). */
interface RoleNames {
  newName: string | null;
  replyName: string | null;
}

/**
 * What the simulation says of replies in a thread (DESIGN §15), in the reader's language: under `every`, each reply
 * carries its reply signature; once per thread, the first reply carries the full one and later replies (their quoted
 * thread holding the sender's full signature) the reply template without banners, or nothing when no reply template
 * is set.
 */
export function threadExplanation(
  setting: ThreadSignature,
  { newName, replyName }: RoleNames,
  decidedBy: ThreadDecidedBy = { kind: 'organisation' },
  language: Language = 'en',
): string {
  const t = translator(THREAD_MESSAGES, language);
  const named = (name: string | null, fallback: string) => (name ? t('quoted', { name }) : fallback);
  const words =
    setting === 'every'
      ? t('every', { reply: named(replyName, t('noneSet')) })
      : t('once', {
          who: decidedBy.kind,
          first: named(newName, t('noneSet')),
          later: replyName ? t('laterReply', { reply: named(replyName, '') }) : t('laterNothing'),
        });
  return decidedBy.kind === 'rule' ? `${words} ${t('byRule', { rule: named(decidedBy.name, t('withoutName')) })}` : words;
}
