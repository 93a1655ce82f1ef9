import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../shared/repo-root.js';

/** A module over this many lines does more than one job: split it by what it does. */
const MAX_LINES = 400;
/** The folders of hand-written source (tests themselves excepted; their helpers are source). */
const SOURCE_FOLDERS = [
  'shared',
  'functions',
  'local',
  'scripts',
  'bench',
  'test/helpers',
  'test/e2e/helpers',
  'portal/src',
  'addin/src',
  'addin/manifest',
];
/** Written by a generator (npm run api:types), not by hand. */
const GENERATED = ['portal/src/api/schema.d.ts', 'addin/src/schema.d.ts'];

const root = repoRoot();
const sources = SOURCE_FOLDERS.flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => `${folder}/${file}`),
);
const lines = (file: string) => readFileSync(join(root, file), 'utf8').trimEnd().split('\n').length;

describe('source file size', () => {
  it('finds the files it checks, the generated ones among them', () => {
    expect(sources.length).toBeGreaterThan(500);
    expect(sources).toEqual(expect.arrayContaining(GENERATED));
  });

  it(`keeps every hand-written source file at ${MAX_LINES} lines or fewer`, () => {
    const over = sources.filter((file) => !GENERATED.includes(file) && lines(file) > MAX_LINES).map((file) => `${file}: ${lines(file)}`);
    expect(over).toEqual([]);
  });
});
