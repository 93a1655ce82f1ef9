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
    const e2e = join(root, 'test', 'e2e');
    const browserTests = existsSync(e2e) ? readdirSync(e2e).filter((f) => f.endsWith('.test.ts')) : [];
    expect(/browser tests?|, browser/i.test(readme)).toBe(browserTests.length > 0);
  });

  it('opens with `npm start` and `npm test`, and every `npm run` it names is a script', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const { scripts } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const opening = readme.split('\n').slice(0, 8).join('\n');
    expect(opening).toMatch(/^npm install && npm start\b/m);
    expect(opening).toMatch(/^npm test\b/m);
    expect(scripts).toHaveProperty('start');
    expect(scripts.test).toBe('vitest run');
    const runs = [...readme.matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((m) => m[1]);
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.filter((name) => !(name in scripts))).toEqual([]);
  });
});
