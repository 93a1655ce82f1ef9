import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../../shared/repo-root.js';

/** The README's "Who to sign in as" section (its table and the prose around it). */
export async function signInSection(): Promise<string> {
  const readme = await readFile(join(repoRoot(), 'README.md'), 'utf8');
  return readme.slice(readme.indexOf('### Who to sign in as'), readme.indexOf('### A directory fixture of your own'));
}

/** The marker before the README's script walk (section "A script, end to end"). */
export const SCRIPT_WALK_MARKER = '<!-- readme-script-walk:';

/** The README's script walk: the first `sh` block after its marker, exactly as written. */
export async function scriptWalk(): Promise<string> {
  const readme = await readFile(join(repoRoot(), 'README.md'), 'utf8');
  const marker = readme.indexOf(SCRIPT_WALK_MARKER);
  if (marker < 0) throw new Error('README.md has no script walk marker');
  const start = readme.indexOf('```sh\n', marker);
  const end = readme.indexOf('\n```', start);
  if (start < 0 || end < 0) throw new Error('README.md has no sh block after the script walk marker');
  return readme.slice(start + '```sh\n'.length, end + 1);
}

/** The rows of that section's table: who to sign in as for each flow, in the README's order. */
export async function signInRows(): Promise<{ name: string; address: string; organisation: string; role: string }[]> {
  return [...(await signInSection()).matchAll(/^\| *(.+?) *\| *(.+?), `([^`]+)` *\| *(.+?) *\| *(.+?) *\|$/gm)].map((m) => ({
    name: m[2],
    address: m[3],
    organisation: m[4],
    role: m[5],
  }));
}
