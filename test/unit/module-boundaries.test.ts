import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../shared/local/defaults.js';

const root = repoRoot();
const shared = join(root, 'shared');

/** Every TypeScript source file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module specifiers a file imports (static, side-effect and dynamic imports, and re-exports). */
const specifiers = (path: string) => [...readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]);

/** Every relative import of every TypeScript file under shared/, resolved to a path relative to shared/. */
function imports(): { from: string; to: string }[] {
  return sources(shared).flatMap((path) =>
    specifiers(path)
      .filter((s) => /^\.{1,2}\//.test(s))
      .map((s) => ({ from: relative(shared, path), to: relative(shared, resolve(dirname(path), s)).replace(/\.js$/, '.ts') })),
  );
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

describe("the portal's bundle", () => {
  const portal = join(root, 'portal', 'src');
  const found = sources(portal).flatMap((path) => specifiers(path).map((to) => ({ from: relative(root, path), to, at: dirname(path) })));
  /** A dependency-free module of values the service and the portal share (e.g. shared/rules/vocabulary.ts). */
  const VOCABULARY = /^shared\/[a-z-]+\/vocabulary\.ts$/;
  /** The design document and its renderer, which the portal runs for its instant preview: zod and each other only. */
  const BROWSER_SAFE = /^shared\/designs\/(schema|render|gallery)\.ts$/;

  it('lets the browser-safe design modules import only zod and each other', () => {
    const designs = join(root, 'shared', 'designs');
    const imported = ['schema.ts', 'render.ts', 'gallery.ts'].flatMap((f) => specifiers(join(designs, f)).map((to) => ({ from: f, to })));
    expect(imported.filter((i) => i.to !== 'zod' && !/^\.\/(schema|render|gallery)\.js$/.test(i.to))).toEqual([]);
  });

  it('imports from outside portal/src only the dependency-free vocabularies under shared/, and the browser-safe modules', () => {
    const outside = found
      .filter((i) => i.to.startsWith('.') && relative(portal, resolve(i.at, i.to)).startsWith('..'))
      .map((i) => ({ from: i.from, to: relative(root, resolve(i.at, i.to)).replace(/(\.js)?$/, '.ts') }));
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.filter((i) => !(VOCABULARY.test(i.to) || BROWSER_SAFE.test(i.to)) || !existsSync(join(root, i.to)))).toEqual([]);
    const vocabularies = [...new Set(outside.map((i) => i.to).filter((to) => VOCABULARY.test(to)))];
    expect(
      vocabularies.filter((v) => specifiers(join(root, v)).length > 0),
      'a vocabulary imports nothing',
    ).toEqual([]);
  });

  it('imports no node built-in module', () => {
    const node = new Set(builtinModules);
    expect(found.filter((i) => i.to.startsWith('node:') || node.has(i.to.split('/')[0]))).toEqual([]);
  });
});
