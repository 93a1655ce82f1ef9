import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../../shared/repo-root.js';

/** The README's "Who to sign in as" section (its table and the prose around it). */
export async function signInSection(): Promise<string> {
  const readme = await readFile(join(repoRoot(), 'README.md'), 'utf8');
  return readme.slice(readme.indexOf('### Who to sign in as'), readme.indexOf('### A directory fixture of your own'));
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
