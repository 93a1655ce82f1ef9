import type { z } from 'zod';

/**
 * What client generators need from a document besides valid JSON Schema: a union with a discriminating property says
 * so (`discriminator`, with the value each branch takes), and "any JSON value" is written as any value (`{}` with its
 * description), not as the recursive union zod writes, which typed clients cannot compile (TS2502).
 */

type JsonSchema = Record<string, unknown>;
const REF_PREFIX = '#/components/schemas/';
const JSON_TYPES = ['array', 'boolean', 'null', 'number', 'object', 'string'];

/** `z.toJSONSchema`'s override: a discriminated union names its discriminating property. */
export function markDiscriminator({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }) {
  const def = zodSchema._zod.def;
  if (def.type === 'union' && 'discriminator' in def && typeof def.discriminator === 'string') {
    jsonSchema.discriminator = { propertyName: def.discriminator };
  }
}

/** A shared schema that is any JSON value: a union of every JSON type that points at itself. */
function isAnyJson(name: string, schema: JsonSchema): boolean {
  const branches = schema.anyOf;
  if (!Array.isArray(branches)) return false;
  const types = new Set(branches.map((b: JsonSchema) => b.type));
  return JSON_TYPES.every((t) => types.has(t)) && JSON.stringify(schema).includes(`"${REF_PREFIX}${name}"`);
}

/** The values a branch takes for the discriminating property (its `const` or `enum`). */
function valuesOf(branch: JsonSchema | undefined, property: string): unknown[] {
  const schema = (branch?.properties as Record<string, JsonSchema> | undefined)?.[property];
  if (!schema) return [];
  if ('const' in schema) return [schema.const];
  return Array.isArray(schema.enum) ? schema.enum : [];
}

/** Each discriminator with its mapping, or none where a branch is written in place or takes no fixed value. */
function mapDiscriminators(node: unknown, schemas: Record<string, JsonSchema>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n) => mapDiscriminators(n, schemas));
  const schema = node as JsonSchema;
  const discriminator = schema.discriminator as { propertyName: string } | undefined;
  const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (discriminator && branches) {
    const refs = branches.map((b) => (typeof b.$ref === 'string' && b.$ref.startsWith(REF_PREFIX) ? b.$ref : null));
    const mapping = refs.flatMap((ref) =>
      ref ? valuesOf(schemas[ref.slice(REF_PREFIX.length)], discriminator.propertyName).map((v) => [String(v), ref] as const) : [],
    );
    const complete = refs.every((ref) => ref && valuesOf(schemas[ref.slice(REF_PREFIX.length)], discriminator.propertyName).length);
    if (complete) schema.discriminator = { propertyName: discriminator.propertyName, mapping: Object.fromEntries(mapping) };
    else delete schema.discriminator;
  }
  for (const value of Object.values(schema)) mapDiscriminators(value, schemas);
}

/** The document's paths and shared schemas made ready for generators (in place). */
export function forGenerators(paths: unknown, schemas: Record<string, JsonSchema>): void {
  for (const [name, schema] of Object.entries(schemas)) {
    if (isAnyJson(name, schema)) schemas[name] = typeof schema.description === 'string' ? { description: schema.description } : {};
  }
  mapDiscriminators(schemas, schemas);
  mapDiscriminators(paths, schemas);
}
