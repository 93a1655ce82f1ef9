import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../shared/local/defaults.js';

const root = repoRoot();
// Made on the reader's machine, never committed.
const LOCAL_ONLY = [/^\.local(\/|$)/, /^local\.settings\.json$/, /^dist\//];

// A bare file name (`routes.ts`) names the file of that name in the feature folders.
const featureFolders = readdirSync(join(root, 'shared'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join('shared', d.name));
const exists = (p: string) => existsSync(join(root, p)) || (!p.includes('/') && featureFolders.some((f) => existsSync(join(root, f, p))));

describe('README', () => {
  it('names only files and folders that are in the repository', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const named = [...readme.matchAll(/`([\w.-]+(?:\/[\w.-]+)*\/?)`/g)]
      .map((m) => m[1])
      .filter((p) => p.includes('/') || /\.(ts|js|json|md|bicep|png|html|txt|ya?ml)$/.test(p))
      .filter((p) => !LOCAL_ONLY.some((re) => re.test(p)));
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((p) => !exists(p))).toEqual([]);
  });

  it('claims browser tests only when there are some', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    if (!existsSync(join(root, 'test', 'e2e'))) expect(readme).not.toMatch(/browser tests?|, browser/i);
  });
});
