import { partialMatchKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { subscribeLanguage } from '../i18n/language.js';
import { keys } from './keys.js';

/**
 * Answers the service writes no sentence into (their handlers never read the reader's language), so a change of
 * language need not ask them again: who is signed in, the organisation's state, the language preferences, the library,
 * a template and its design, the placeholders and the images. Any other answer may carry sentences (refusals,
 * explanations, findings, amounts) and is asked again; a query left out of this list only costs a request.
 */
const LANGUAGE_FREE: readonly QueryKey[] = [keys.me, keys.ownOrganisation, keys.preferences, keys.library, keys.fields, keys.assets];
/** The same, as key prefixes: each image the designer shows (`['asset', name]`). */
const LANGUAGE_FREE_PREFIXES: readonly QueryKey[] = [['asset']];

const isTemplateOrDesign = (key: QueryKey) => key[0] === keys.library[0] && (key.length === 2 || (key.length === 3 && key[2] === 'design'));

/** Whether the query's answer may be in the language shown before: a refusal always is (its sentence is the service's). */
export function speaksLanguage(query: Query): boolean {
  if (query.state.status === 'error') return true;
  const key = query.queryKey;
  if (LANGUAGE_FREE.some((free) => free.length === key.length && partialMatchKey(key, free))) return false;
  if (LANGUAGE_FREE_PREFIXES.some((prefix) => partialMatchKey(key, prefix))) return false;
  return !isTemplateOrDesign(key);
}

/**
 * Asks again, in the language shown now, every answer that may carry the service's sentences: those on screen at once
 * (what they show stays until the new answer arrives, and an answer still on its way in the old language is
 * dropped), the others are emptied so no page shows them in the old language when it opens.
 */
export async function readAgainInLanguage(client: QueryClient): Promise<void> {
  await client.cancelQueries({ predicate: speaksLanguage });
  await Promise.all([
    client.resetQueries({ predicate: (q) => speaksLanguage(q) && !q.isActive() }),
    client.invalidateQueries({ predicate: (q) => speaksLanguage(q) && q.isActive() }),
  ]);
}

/**
 * Keeps the cached answers in the language the portal shows: a change of language (the user menu, the preferences
 * once they arrive) asks the answers with sentences again. Once a choice is saved, `useSaveLanguage` asks them once
 * more, since the service writes in the person's saved choice before the language the request asks for.
 */
export const followLanguage = (client: QueryClient): (() => void) =>
  subscribeLanguage(() => void readAgainInLanguage(client).catch(() => undefined));
