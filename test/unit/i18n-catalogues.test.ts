import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../shared/repo-root.js';
import type { Catalogue } from '../../shared/i18n/catalogue.js';
import { catalogueProblems } from '../../shared/i18n/check.js';

const root = repoRoot();

/** Every server catalogue file: `messages.ts` in a feature folder under shared/. */
function catalogueFiles(dir = join(root, 'shared')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(path);
    return entry.name === 'messages.ts' ? [path] : [];
  });
}

const isCatalogue = (value: unknown): value is Catalogue<string> =>
  typeof value === 'object' && value !== null && 'area' in value && 'messages' in value;

describe("the service's message catalogues", () => {
  const files = catalogueFiles();

  it('are found', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('each give every key in every language, as ICU messages with the placeholders of English', async () => {
    const areas = new Set<string>();
    for (const file of files) {
      const catalogues = Object.values(await import(file)).filter(isCatalogue);
      expect([relative(root, file), catalogues.length > 0]).toEqual([relative(root, file), true]);
      for (const cat of catalogues) {
        expect(catalogueProblems(cat)).toEqual([]);
        expect(areas.has(cat.area)).toBe(false);
        areas.add(cat.area);
      }
    }
  });
});
