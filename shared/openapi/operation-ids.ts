import type { Route } from '../http/route.js';

/** A last path segment that is a verb: it names the operation (`POST …/publish-draft` is `publishTemplateDraft`). */
const ACTIONS = new Set([
  'accept',
  'approve',
  'cancel',
  'decline',
  'detach',
  'dismiss',
  'duplicate',
  'export',
  'import',
  'lint',
  'preview',
  'promote',
  'publish',
  'purge',
  'reactivate',
  'reject',
  'release',
  'resume',
  'restore',
  'revoke',
  'rollback',
  'search',
  'send',
  'simulate',
  'submit',
  'suspend',
  'sync',
  'test',
]);

/** Where the rule reads badly or two routes would share a name: the routes of the template for new messages. */
const NAMED: Readonly<Record<string, string>> = {
  'GET /api/admin/template': 'getNewMessageTemplate',
  'PUT /api/admin/template': 'publishNewMessageTemplate',
  'GET /api/admin/versions': 'getNewMessageTemplateVersions',
  'POST /api/admin/rollback': 'rollbackNewMessageTemplate',
  'POST /api/admin/preview': 'previewSignature',
  'POST /api/admin/lint': 'lintSignature',
  'POST /api/admin/designs/templates': 'createTemplateFromDesign',
  'POST /api/admin/profile-fields/:key/impact': 'getProfileFieldChangeImpact',
};

const VERB_OF_METHOD: Record<Route['method'], string> = { GET: 'get', POST: 'create', PUT: 'save', PATCH: 'update', DELETE: 'delete' };

const pascal = (words: readonly string[]) => words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
const singular = (word: string) => (/ies$/.test(word) ? `${word.slice(0, -3)}y` : /[^s]s$/.test(word) ? word.slice(0, -1) : word);
const wordsOf = (segment: string) => segment.split(/[^a-z0-9]+/i).filter(Boolean);

/**
 * An operation id that reads as a method name in a generated client (`createTemplate`, `getTemplateVersionPreview`,
 * `publishTemplateDraft`), from the method and path: `/api/admin` and `/api` are left out, a name before a path
 * parameter (or a created one) is made singular, and a last segment that is an action becomes the verb. Otherwise
 * the verb follows the method: get, create (POST), save (PUT), update (PATCH), delete.
 */
export function operationIdOf(route: Pick<Route, 'method' | 'path'>): string {
  const named = NAMED[`${route.method} ${route.path}`];
  if (named) return named;
  const segments = route.path
    .replace(/^\/api(?:\/admin)?(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  const nouns: string[] = [];
  segments.forEach((segment, i) => {
    if (segment.startsWith(':')) return;
    const words = wordsOf(segment);
    if (segments[i + 1]?.startsWith(':')) words[words.length - 1] = singular(words[words.length - 1]);
    nouns.push(...words);
  });
  const last = segments.at(-1) ?? '';
  const lastWords = wordsOf(last);
  const action = !last.startsWith(':') && ACTIONS.has(lastWords[0]?.toLowerCase() ?? '') ? lastWords[0].toLowerCase() : null;
  if (action) {
    nouns.splice(nouns.length - lastWords.length, 1);
    return action + pascal(nouns);
  }
  if (route.method === 'POST' && nouns.length && !last.startsWith(':')) nouns[nouns.length - 1] = singular(nouns[nouns.length - 1]);
  return VERB_OF_METHOD[route.method] + pascal(nouns);
}

/**
 * The ids of the full document (every operation), which the portal's and the tests' types index by name
 * (`operations['putApiAdminRules']`): the method and every path segment, kept as they are so those names stay put.
 */
export const pathOperationIdOf = (route: Pick<Route, 'method' | 'path'>) =>
  route.method.toLowerCase() +
  route.path
    .split(/[/.-]/)
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? `By${s[1].toUpperCase()}${s.slice(2)}` : s[0].toUpperCase() + s.slice(1)))
    .join('');
