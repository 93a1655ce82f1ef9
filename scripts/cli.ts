// What the repository's command-line scripts share: options read by node's parseArgs and checked by a zod schema,
// refusals as one line on stderr with exit code 2, any other failure as one line with exit code 1.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { z } from 'zod';

/** A refusal of the command line: one line on stderr, exit code 2. */
export class UsageError extends Error {}

/**
 * The options of `args`, checked by `schema`, or null when `--help` is asked for (whatever else is missing); an
 * unknown option or a bad value is a UsageError naming it.
 */
export function readOptions<S extends z.ZodType>(
  options: NonNullable<ParseArgsConfig['options']>,
  schema: S,
  args = process.argv.slice(2),
): z.infer<S> | null {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ args, options: { ...options, help: { type: 'boolean' } } }).values;
  } catch (err) {
    throw new UsageError((err as Error).message.split(/\.\s/)[0]);
  }
  if (values.help) return null;
  const checked = schema.safeParse(values);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new UsageError(`--${issue.path.join('.')} ${issue.message}`);
  }
  return checked.data;
}

/** The arguments that name things (folders, files) apart from the options among `args` and their values. */
export function positionalsOf(
  options: NonNullable<ParseArgsConfig['options']>,
  args = process.argv.slice(2),
): { positionals: string[]; rest: string[] } {
  const { tokens } = parseArgs({ args, options, allowPositionals: true, strict: false, tokens: true });
  const at = new Set(tokens.filter((t) => t.kind === 'positional').map((t) => t.index));
  return { positionals: args.filter((_, i) => at.has(i)), rest: args.filter((_, i) => !at.has(i)) };
}

/** Runs a script's main, turning what it throws into one line on stderr and the exit code. */
export function runCli(name: string, main: () => Promise<void>): void {
  main().catch((err) => {
    if (err instanceof UsageError) {
      process.stderr.write(`${name}: ${err.message} (see --help)\n`);
      process.exit(2);
    }
    process.stderr.write(`${name}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}\n`);
    process.exit(1);
  });
}
