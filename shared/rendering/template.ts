import Mustache from 'mustache';
import { BoundedMap } from '../bounded-map.js';
import { escapeHtml } from './escape.js';
import { scanMustacheTags } from './mustache-tags.js';
import { MAX_NESTING, nestingBound } from './nesting.js';

export { MAX_NESTING };

export const SIGNATURE_LENGTH_LIMIT = 30_000;

/** Mustache keeps parsed templates in a cache; bound it so that many tenants' templates cannot grow it forever. */
Mustache.templateCache = new BoundedMap<string, unknown>(2000) as unknown as typeof Mustache.templateCache;

export class TemplateSyntaxError extends Error {}

type Token = [string, string, number, number, ...unknown[]];

/** The longest run of whitespace a tag may hold (`{{ name }}` needs one or two). */
const MAX_TAG_SPACE_RUN = 64;

/**
 * Mustache's parser finds a tag's end with `/\s*\}\}/`, which retries at every character of a run of whitespace:
 * a run of n costs n², and an unclosed tag searches the whole rest of the body (a 200,000-character body held the
 * event loop for seconds). So before Mustache sees a body, one linear scan refuses unclosed tags and long runs of
 * whitespace inside tags; what Mustache then does is bounded by the body's length times the longest run.
 */
function checkTagsBounded(html: string): void {
  const { tags, unclosedAt } = scanMustacheTags(html);
  if (unclosedAt !== null) throw new TemplateSyntaxError(`the tag at character ${unclosedAt} is never closed with }}`);
  const long = tags.find((t) => t.longestSpaceRun > MAX_TAG_SPACE_RUN);
  if (long) {
    throw new TemplateSyntaxError(
      `the tag at character ${long.start} holds more than ${MAX_TAG_SPACE_RUN} spaces in a row; a tag is {{name}}, perhaps with a space on either side`,
    );
  }
  if (tags.some((t) => t.sigil === '=')) throw new TemplateSyntaxError('changing delimiters is not supported');
  // Mustache renders (and the checks here walk) sections by recursion: their depth is bounded like elements'.
  let depth = 0;
  for (const t of tags) {
    if (t.sigil === '#' || t.sigil === '^') depth++;
    else if (t.sigil === '/') depth--;
    if (depth > MAX_NESTING) throw new TemplateSyntaxError(`sections may nest at most ${MAX_NESTING} deep`);
  }
}

/** Mustache's tokens of a body whose tags were checked first, so the parse is linear in practice. */
function parseBounded(html: string): Token[] {
  checkTagsBounded(html);
  return Mustache.parse(html) as Token[];
}

/**
 * Makes a body safe to render: `{{{x}}}` and `{{& x}}` (which would skip escaping) become `{{x}}`; partials and
 * delimiter changes are refused; unclosed sections are refused with the parser's message.
 */
export function normaliseTemplate(html: string): string {
  let tokens: Token[];
  try {
    tokens = parseBounded(html);
  } catch (err) {
    if (err instanceof TemplateSyntaxError) throw err;
    throw new TemplateSyntaxError((err as Error).message);
  }
  const unsafe: Token[] = [];
  const walk = (list: Token[]) => {
    for (const t of list) {
      if (t[0] === '>' || t[0] === '=') {
        throw new TemplateSyntaxError(t[0] === '>' ? 'partials ({{> name}}) are not supported' : 'changing delimiters is not supported');
      }
      if (t[0] === '&') unsafe.push(t);
      if ((t[0] === '#' || t[0] === '^') && Array.isArray(t[4])) walk(t[4] as Token[]);
    }
  };
  walk(tokens);
  if (nestingBound(html) > MAX_NESTING) throw new TemplateSyntaxError(`elements may nest at most ${MAX_NESTING} deep`);
  // One pass over the tags in order (not a splice per tag, which copies the body once for each).
  const parts: string[] = [];
  let at = 0;
  for (const t of unsafe.sort((a, b) => a[2] - b[2])) {
    parts.push(html.slice(at, t[2]), `{{${t[1]}}}`);
    at = t[3];
  }
  parts.push(html.slice(at));
  return parts.join('');
}

/** Mustache hands numbers and other values to the escaper as they are. */
const RENDER_OPTIONS = { escape: (value: unknown) => escapeHtml(String(value)) };

/** Renders a normalised body: every value HTML-escaped by the one escaper, sections shown only for non-empty values. */
export function renderTemplate(html: string, view: object): string {
  checkTagsBounded(html);
  return Mustache.render(html, view, {}, RENDER_OPTIONS);
}

/** The placeholder names a body uses (for the editors and validation). */
export function placeholdersOf(html: string): string[] {
  const names = new Set<string>();
  const walk = (list: Token[]) => {
    for (const t of list) {
      if (t[0] === 'name' || t[0] === '#' || t[0] === '^' || t[0] === '&') names.add(t[1]);
      if (Array.isArray(t[4])) walk(t[4] as Token[]);
    }
  };
  walk(parseBounded(html));
  return [...names];
}
