import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../shared/i18n/check.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';
import { repoRoot } from '../../shared/repo-root.js';

/**
 * Every catalogue of the portal and the add-in, found by its file's name (`<area>.messages.ts`), so a new one is
 * checked without being listed here.
 */
const FOLDERS = ['portal/src', 'addin/src'];
const root = repoRoot();
const files = FOLDERS.flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.messages.ts'))
    .map((file) => `${folder}/${file}`),
);

type AnyCatalogue = Parameters<typeof catalogueProblems>[0];
const isCatalogue = (value: unknown): value is AnyCatalogue =>
  !!value && typeof value === 'object' && 'area' in value && 'messages' in value && typeof value.messages === 'object';

describe('the catalogues of the portal and the add-in', () => {
  it('are found in both', () => {
    expect(files.some((f) => f.startsWith('portal/src/'))).toBe(true);
    expect(files.some((f) => f.startsWith('addin/src/'))).toBe(true);
  });

  it.each(files)('%s: every language has every key, each message parses, placeholders match English', async (file) => {
    const module = (await import(join(root, file))) as Record<string, unknown>;
    const catalogues = Object.values(module).filter(isCatalogue);
    expect(catalogues.length, `${file} exports a catalogue`).toBeGreaterThan(0);
    for (const cat of catalogues) {
      expect(catalogueProblems(cat)).toEqual([]);
      // A translation that is still English is a translation not done (short words like "Portal" may be the same).
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const same = Object.entries(cat.messages.en!).filter(([key, text]) => text.length > 12 && cat.messages[language]![key] === text);
        expect(same.map(([key]) => `${cat.area}.${key} (${language})`)).toEqual([]);
      }
    }
  });

  it('give every area one name, so two catalogues never share keys by accident', async () => {
    const areas: string[] = [];
    for (const file of files) {
      const module = (await import(join(root, file))) as Record<string, unknown>;
      areas.push(
        ...Object.values(module)
          .filter(isCatalogue)
          .map((c) => c.area),
      );
    }
    expect(new Set(areas).size).toBe(areas.length);
  });
});
