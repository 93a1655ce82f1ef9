import { z } from 'zod';

/**
 * Schemas that also take a shorthand, expanded before the full form is read. zod's JSON Schema shows only the full
 * form of such a preprocess step, so the OpenAPI document adds each shorthand from here.
 */
const shorthands = new WeakMap<object, z.ZodType>();

/** The shorthand a schema also takes, if any. */
export const shorthandOf = (schema: object): z.ZodType | undefined => shorthands.get(schema);

/**
 * `full`, also taking `shorthand` (read as `expanded`): `rollout: true` for every default. The full form is read by
 * `full` alone, so a refusal still names each failing field of it.
 */
export function withShorthand<S extends z.ZodType>(shorthand: z.ZodType, expanded: unknown, full: S) {
  const schema = z.preprocess((v) => (shorthand.safeParse(v).success ? expanded : v), full);
  shorthands.set(schema, shorthand);
  return schema;
}
