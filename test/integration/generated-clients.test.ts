import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../shared/repo-root.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

// Clients generated from the served key document, as a script author makes them: the document fetched with a key,
// a generator run on it, the example script of examples/generated-client (the README's) compiled and run against a
// test host. It creates a published template, gives it to new messages and reads the signature it renders.

const run = promisify(execFile);
const EXAMPLES = join(repoRoot(), 'examples', 'generated-client');
const NODE_MODULES = join(repoRoot(), 'node_modules');
const work = join(repoRoot(), 'test', '.generated', `clients-${process.pid}`);

/** Debian's OpenAPI::Client (`apt-get install libopenapi-client-perl`; .ci/run installs it). */
const PERL_CLIENT = spawnSync('perl', ['-MOpenAPI::Client', '-e', '1']).status === 0;
/**
 * JSON::Validator (5.14 in Debian 12) fetches the OpenAPI 3.1 meta-schema from spec.openapis.org when it reads a 3.1
 * document; the build reaches no such address, so the test puts the published meta-schema where its cache looks.
 */
const OAS31_META = 'https://spec.openapis.org/oas/3.1/schema/2021-05-20';

let host: TestHost;
let tenant: string;
let token: string;
let key: string;

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  const admin = host.adminOf(tenant);
  await host.onboard(tenant, admin);
  token = await host.token({ tenant, user: admin });
  const made = await ok(
    host.api(token).POST('/api/admin/api-keys', { body: { name: 'generated client', access: ['templates', 'rules'], readOnly: false } }),
  );
  key = made.secret;
  await mkdir(work, { recursive: true });
});
afterAll(async () => {
  await host?.close();
  await rm(work, { recursive: true, force: true });
});

/** What a script printed, and the organisation as an Admin then sees it. */
async function expectScriptDone(stdout: string, name: string) {
  const printed = JSON.parse(stdout) as { template: string; newMessages: string; html: string };
  expect(printed.newMessages).toBe(printed.template);
  expect(printed.html).toContain(`, from my ${name} script</p>`);
  expect(printed.html).not.toContain('{{displayName}}');
  const library = await ok(host.api(token).GET('/api/admin/templates'));
  expect(library.templates.find((t) => t.id === printed.template)).toMatchObject({
    name: `From my ${name} script`,
    version: 1,
    roles: ['new'],
  });
}

describe('a client generated from the served key document', () => {
  it('TypeScript (openapi-typescript, openapi-fetch): compiles with tsc --strict and runs the three calls with a key', async () => {
    const dir = join(work, 'typescript');
    await mkdir(dir, { recursive: true });
    const res = await host.call('GET', '/api/admin/api-reference.json', { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    expect(res.json.servers).toEqual([expect.objectContaining({ url: host.url })]);
    await writeFile(join(dir, 'api.json'), res.text);
    // As the README says: the generator's own command line, on the downloaded document.
    await run(process.execPath, [join(NODE_MODULES, 'openapi-typescript', 'bin', 'cli.js'), 'api.json', '-o', 'signature-service-api.ts'], {
      cwd: dir,
    });
    for (const file of ['signatures.ts', 'tsconfig.json']) await copyFile(join(EXAMPLES, file), join(dir, file));
    // Every file is checked (the generated types are a .ts file, not a skipped .d.ts).
    await run(process.execPath, [join(NODE_MODULES, 'typescript', 'bin', 'tsc'), '-p', dir]);
    const { stdout } = await run(process.execPath, ['signatures.ts'], { cwd: dir, env: { ...process.env, BASE: host.url, KEY: key } });
    await expectScriptDone(stdout, 'TypeScript');
  });

  it.skipIf(!PERL_CLIENT)(
    `Perl (OpenAPI::Client, methods generated from the document): runs the three calls with a key${PERL_CLIENT ? '' : ' (skipped: apt-get install libopenapi-client-perl)'}`,
    async () => {
      const cache = join(work, 'perl-cache');
      await mkdir(cache, { recursive: true });
      await copyFile(
        join(NODE_MODULES, '@apidevtools', 'openapi-schemas', 'schemas', 'v3.1', 'schema.json'),
        join(cache, createHash('md5').update(OAS31_META).digest('hex')),
      );
      const { stdout } = await run('perl', [join(EXAMPLES, 'signatures.pl')], {
        env: { ...process.env, BASE: host.url, KEY: key, JSON_VALIDATOR_CACHE_PATH: cache },
      });
      await expectScriptDone(stdout, 'Perl');
    },
  );
});
