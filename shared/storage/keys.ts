import { z } from 'zod';

/**
 * Table Storage refuses a PartitionKey or RowKey holding `/`, `\`, `#`, `?` or a control character (U+0000 to
 * U+001F, U+007F to U+009F), or longer than 1 KiB; such a key answers a 400 from storage, which would surface as a
 * 500. Every value that becomes (part of) a key is checked here first.
 */
export const TABLE_KEY_MAX_CHARS = 256;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN = /[/\\#?\u0000-\u001f\u007f-\u009f]/;

/** Why a string cannot be a table key taken from a request, in words; null when it can. */
export function tableKeyProblem(value: string, maxChars = TABLE_KEY_MAX_CHARS): string | null {
  if (value.length === 0) return 'must not be empty';
  if (value.length > maxChars) return `must be at most ${maxChars} characters`;
  if (FORBIDDEN.test(value)) return 'must not contain "/", "\\", "#", "?" or control characters';
  return null;
}

/** What storage itself accepts as a key (the service's own rows use an empty row key; requests never may). */
export const storageAccepts = (key: string) => key.length <= 1024 && !FORBIDDEN.test(key);

/** A refinement for any string schema whose value becomes a table key: `Schema.superRefine(keySafe())`. */
export const keySafe =
  (maxChars = TABLE_KEY_MAX_CHARS) =>
  (value: string, ctx: z.RefinementCtx) => {
    const problem = tableKeyProblem(value, maxChars);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };

/** A string that can be a table key, at most `maxChars` long. */
export const tableKey = (maxChars = TABLE_KEY_MAX_CHARS) => z.string().superRefine(keySafe(maxChars));
