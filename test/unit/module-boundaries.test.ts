import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../shared/local/defaults.js';

const shared = join(repoRoot(), 'shared');

/** Every relative import of every TypeScript file under shared/, resolved to a path relative to shared/. */
function imports(): { from: string; to: string }[] {
  const found: { from: string; to: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) {
        for (const m of readFileSync(path, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
          found.push({ from: relative(shared, path), to: relative(shared, resolve(dirname(path), m[1])).replace(/\.js$/, '.ts') });
        }
      }
    }
  };
  walk(shared);
  return found;
}

const folderOf = (file: string) => (file.includes('/') ? file.split('/')[0] : '');

describe('module boundaries', () => {
  const all = imports();

  it('finds the imports it checks', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('keeps shared/http free of the composition root and of features: it needs only auth, the logger and itself', () => {
    const outside = all.filter((i) => folderOf(i.from) === 'http' && !['http', 'auth'].includes(folderOf(i.to)) && i.to !== 'log.ts');
    expect(outside).toEqual([]);
  });

  it("never lets a feature read another feature's store", () => {
    const crossing = all.filter((i) => i.to.endsWith('/store.ts') && folderOf(i.from) !== folderOf(i.to) && i.from !== 'services.ts');
    expect(crossing).toEqual([]);
  });
});
