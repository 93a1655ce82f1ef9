import type { z } from 'zod';

/**
 * A JSON Schema `pattern` has no flags, so a zod regex with `i` would reach the document stricter than the service
 * (`Segoe UI` refused by a font pattern written `[A-Z ...]`): its letters are given both cases instead.
 */

const isLetter = (c: string) => /^[a-z]$/i.test(c);
const otherCase = (c: string) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());

/** Escapes and groups whose letters are names, not text: a source with one is left as it is. */
const NAMED_PARTS = /\\[kpux]|\(\?<[a-z]/i;

/** The source of a case-insensitive regex, written so it matches the same without the flag (one pass over it). */
export function caselessSource(source: string): string {
  if (NAMED_PARTS.test(source)) return source;
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i++;
    } else if (inClass && c === ']') {
      inClass = false;
      out += c;
    } else if (!inClass && c === '[') {
      inClass = true;
      out += c;
    } else if (inClass && isLetter(c) && source[i + 1] === '-' && isLetter(source[i + 2] ?? '')) {
      const [from, to] = [c, source[i + 2]];
      out += `${from}-${to}${otherCase(from)}-${otherCase(to)}`;
      i += 2;
    } else if (inClass && isLetter(c)) out += c + otherCase(c);
    else if (isLetter(c)) out += `[${c}${otherCase(c)}]`;
    else out += c;
  }
  return out;
}

/** `z.toJSONSchema`'s override: each pattern of a case-insensitive regex is written without needing the flag. */
export function caselessPatterns({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }) {
  const def = zodSchema._zod.def;
  if (def.type !== 'string') return;
  const checks = (def.checks ?? []) as { _zod: { def: { pattern?: unknown } } }[];
  const caseless = new Map(
    checks
      .map((c) => c._zod.def.pattern)
      .filter((p): p is RegExp => p instanceof RegExp && p.flags.includes('i'))
      .map((p) => [p.source, caselessSource(p.source)]),
  );
  if (!caseless.size) return;
  const rewrite = (schema: z.core.JSONSchema.BaseSchema) => {
    if (typeof schema.pattern === 'string') schema.pattern = caseless.get(schema.pattern) ?? schema.pattern;
  };
  rewrite(jsonSchema);
  for (const part of jsonSchema.allOf ?? []) if (typeof part === 'object') rewrite(part);
}
