import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../shared/config.js';
import { loadDirectory, readDirectoryFixture } from '../../shared/directory/load.js';

const dir = mkdtempSync(join(tmpdir(), 'directory-load-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const refusal = (path: string) => {
  try {
    readDirectoryFixture(path);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('accepted');
};

describe('DIRECTORY_FIXTURE', () => {
  it('that names no file says so with the setting and the path', () => {
    const path = join(dir, 'missing.json');
    expect(refusal(path)).toBe(`Invalid configuration: DIRECTORY_FIXTURE (${path}) does not exist`);
  });

  it('that is not JSON says so with the setting and the path', () => {
    const path = file('broken.json', '{"tenants": {');
    expect(refusal(path)).toMatch(
      new RegExp(`^Invalid configuration: DIRECTORY_FIXTURE \\(${path.replace(/[.]/g, '\\.')}\\) is not valid JSON: `),
    );
  });

  it('that does not match the schema names every field that is wrong, in one line', () => {
    const path = file(
      'wrong.json',
      JSON.stringify({ tenants: { x: { displayName: 5, users: [{ mail: 'a@x.test' }, { id: 'u2', mail: 7 }] } } }),
    );
    const message = refusal(path);
    expect(message).toMatch(
      new RegExp(`^Invalid configuration: DIRECTORY_FIXTURE \\(${path.replace(/[.]/g, '\\.')}\\) is not a valid directory fixture: `),
    );
    for (const field of ['tenants.x.displayName', 'tenants.x.users[0].id', 'tenants.x.users[1].mail'])
      expect(message).toContain(`${field}: `);
    expect(message).not.toContain('\n');
  });

  it('without tenants names the missing top-level field', () => {
    expect(refusal(file('empty.json', '{}'))).toMatch(/is not a valid directory fixture: tenants: /);
  });

  it('that is valid loads as the directory', async () => {
    const path = file('good.json', JSON.stringify({ tenants: { t1: { displayName: 'T', users: [{ id: 'u', mail: 'a@t.test' }] } } }));
    const { directory, kind } = loadDirectory(
      loadConfig({ STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true', SIGNING_SECRET: 'x'.repeat(32), DIRECTORY_FIXTURE: path }),
    );
    expect(kind).toBe('fixture');
    expect((await directory.findMailbox('t1', 'a@t.test'))?.id).toBe('u');
  });
});
