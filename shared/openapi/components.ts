import { z } from 'zod';

/**
 * The shared schemas of an OpenAPI document: every zod schema registered with an id (`.meta({ id: 'Design' })`) is
 * written once under `components.schemas` and pointed at with `$ref` wherever it recurs.
 *
 * A schema's input form (what a request sends: defaults may be left out, shorthands taken) can differ from its output
 * form (what an answer carries). While the document is written, input forms carry their id with `INPUT_MARK`; once
 * every operation is written, `nameInputForms` gives each input form its output form's name when the two are the
 * same schema, and `<Name>Input` when they differ (`Design` and `DesignInput`).
 */
export const INPUT_MARK = '__input';

/** The global registry's metadata, with the ids of input forms marked. */
class InputIds extends z.core.$ZodRegistry<z.core.GlobalMeta> {
  override get<S extends z.core.$ZodType>(schema: S): z.core.GlobalMeta | undefined {
    const meta = z.globalRegistry.get(schema);
    return meta?.id ? { ...meta, id: `${meta.id}${INPUT_MARK}` } : meta;
  }
}

/** What `z.toJSONSchema` reads metadata from, for each form. */
export const metadataFor = (io: 'input' | 'output'): z.core.$ZodRegistry<z.core.GlobalMeta> =>
  io === 'input' ? new InputIds() : z.globalRegistry;

const REF_PREFIX = '#/components/schemas/';
/** A reference to a shared schema, as JSON text (the names are ids: letters, digits, `_`, `.`, `-`). */
const REFERENCE = /"#\/components\/schemas\/([\w.-]+)"/g;

/** JSON text with each reference renamed as `names` says (references it does not name are left as they are). */
export const renameReferences = (text: string, names: ReadonlyMap<string, string>) =>
  text.replace(REFERENCE, (whole, name: string) => {
    const to = names.get(name);
    return to === undefined ? whole : JSON.stringify(`${REF_PREFIX}${to}`);
  });

/**
 * The name of each input form (`<id>__input`) in `defs` (name to JSON text, references included): its output form's
 * name when there is none, or when the two are the same schema once every input form they point at is named too;
 * `<id>Input` otherwise. Same is decided as the largest consistent answer, so recursive schemas (a JSON value) that do
 * not differ keep one name.
 */
export function nameInputForms(defs: ReadonlyMap<string, string>): Map<string, string> {
  const inputs = [...defs.keys()].filter((name) => name.endsWith(INPUT_MARK));
  const outputOf = (input: string) => input.slice(0, -INPUT_MARK.length);
  let same = new Set(inputs.filter((input) => defs.has(outputOf(input))));
  const names = () =>
    new Map(inputs.map((input) => [input, !defs.has(outputOf(input)) || same.has(input) ? outputOf(input) : `${outputOf(input)}Input`]));
  for (;;) {
    const named = names();
    const still = new Set([...same].filter((input) => renameReferences(defs.get(input)!, named) === defs.get(outputOf(input))));
    if (still.size === same.size) break;
    same = still;
  }
  const named = names();
  for (const [input, name] of named) {
    if (name !== outputOf(input) && defs.has(name))
      throw new Error(`The input form of ${outputOf(input)} would take the name ${name}, which is taken`);
  }
  return named;
}

/** The shared schemas by their final names, sorted, with every reference among them renamed. */
export function sharedSchemas(defs: ReadonlyMap<string, string>, names: ReadonlyMap<string, string>): Record<string, unknown> {
  const final = new Map<string, string>();
  for (const [name, text] of defs) {
    const to = names.get(name) ?? name;
    // An input form that is its output form is written once.
    if (!final.has(to)) final.set(to, renameReferences(text, names));
  }
  return Object.fromEntries([...final].sort(([a], [b]) => a.localeCompare(b)).map(([name, text]) => [name, JSON.parse(text) as unknown]));
}
