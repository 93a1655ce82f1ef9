import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Every TypeScript file is in a tsconfig that `npm run typecheck` builds, so a new part cannot fall outside it. */

const root = join(import.meta.dirname, '..', '..');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
// The configs are read from the script itself, so the test follows what `npm run typecheck` really runs.
const configs = [...packageJson.scripts.typecheck.matchAll(/\btsc -p (\S+)/g)].map((m) => m[1]);

function rootFilesOf(config: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, config), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(`${config}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    },
  });
  if (!parsed) throw new Error(`${config} could not be read`);
  expect(parsed.errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  expect(parsed.options.strict, `${config} is strict`).toBe(true);
  return parsed.fileNames.map((f) => relative(root, f));
}

/** Tracked and new (not ignored) TypeScript files: what a commit would contain. */
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx', '*.mts', '*.cts'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

/** Compiled by test/integration/generated-clients.test.ts, with `--strict`, against the client types it generates first. */
const CHECKED_ELSEWHERE = ['examples/generated-client/signatures.ts'];

describe('npm run typecheck', () => {
  const checked = new Set(configs.flatMap(rootFilesOf));

  it('builds the service, portal and add-in configs', () => {
    expect(configs).toEqual(expect.arrayContaining(['tsconfig.json', 'portal/tsconfig.json', 'addin/tsconfig.json']));
  });

  it.each(['test/', 'bench/', 'scripts/', 'functions/', 'shared/', 'portal/src/', 'addin/src/', 'addin/manifest/'])(
    'covers every file under %s',
    (dir) => {
      const files = sources.filter((f) => f.startsWith(dir));
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((f) => !checked.has(f))).toEqual([]);
    },
  );

  it('covers every TypeScript file of the repository', () => {
    expect(sources.filter((f) => !checked.has(f) && !CHECKED_ELSEWHERE.includes(f))).toEqual([]);
  });
});
