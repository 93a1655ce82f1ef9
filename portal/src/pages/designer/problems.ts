import { Design } from '../../../../shared/designs/schema';
import { placeOf } from './blocks';

// The designer's reasons by field path: the schema's own check of the design, and the service's from the last save.

/** Whether the design passes its schema, and the reasons by field path (`blocks.2.link`), for beside the fields. */
export function checkDesign(design: Design): { valid: boolean; problems: Record<string, string> } {
  const parsed = Design.safeParse(design);
  const problems: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) problems[i.path.join('.')] ??= i.message;
  return { valid: parsed.success, problems };
}

/** The schema's reasons with the service's reasons joined. */
export function problemsOf(own: Record<string, string>, server: Record<string, string>): Record<string, string> {
  const found = { ...own };
  for (const [path, reason] of Object.entries(server)) found[path] ??= reason;
  return found;
}

/** The path of a block in the design (`blocks.2`, `blocks.1.left.0`). */
export function pathOf(design: Design, id: string): string | null {
  const place = placeOf(design, id);
  if (!place) return null;
  if (!place.parent) return `blocks.${place.index}`;
  return `blocks.${design.blocks.findIndex((b) => b.id === place.parent)}.${place.side}.${place.index}`;
}

/** The reasons under one prefix, with the prefix taken off. */
export function under(problems: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems)
      .filter(([p]) => p.startsWith(`${prefix}.`))
      .map(([p, r]) => [p.slice(prefix.length + 1), r]),
  );
}
