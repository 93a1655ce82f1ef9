import { NODE_FLAGS } from '../../shared/runtime/node-flags.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../local/azurite.js';
import { LOCAL_CLIENT_ID, localIdpKeyFile, repoRoot } from '../../local/defaults.js';
import { LocalIdp } from '../../local/idp.js';
import { builtAddin } from '../helpers/addin-build.js';
import { TENANT_A, testDirectoryFixture } from '../helpers/directory-fixture.js';

// `HTTPS=1 npm start`'s entry from source, on the run's Azurite, with its certificates in a folder of its own.
const START = { timeout: 300_000 };
let dir: string;
let port: number;
let child: ChildProcess;
let out = '';
let ca: string;

/** A GET over TLS that trusts only the development CA the host made. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`https://localhost:${port}${path}`, { ca, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  await builtAddin();
  dir = await mkdtemp(join(tmpdir(), 'https-mode-'));
  const fixture = join(dir, 'directory.json');
  await writeFile(fixture, JSON.stringify(testDirectoryFixture));
  port = await freePort();
  const { BASE_URL: _vite, ...inherited } = process.env;
  child = spawn(process.execPath, [...NODE_FLAGS, '--import', 'tsx', join(repoRoot(), 'local', 'main.ts')], {
    cwd: repoRoot(),
    env: {
      ...inherited,
      HTTPS: '1',
      PORT: String(port),
      SMTP_PORT: '0',
      DEV_CERTS_DIR: join(dir, 'certs'),
      LOCAL_STATE_DIR: join(dir, 'state'),
      DIRECTORY_FIXTURE: fixture,
      STORAGE_CONNECTION_STRING: inject('storageConnectionString'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  await new Promise<void>((resolve, reject) => {
    const check = () =>
      /Signature service running/.test(out) ? resolve() : child.exitCode !== null ? reject(new Error(out)) : setTimeout(check, 100);
    check();
  });
  ca = await readFile(join(dir, 'certs', 'ca.crt'), 'utf8');
}, START.timeout);
afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  await rm(dir, { recursive: true, force: true });
});

describe('HTTPS=1 npm start', START, () => {
  it('makes a development certificate offline and says how to trust it and sideload', () => {
    expect(out).toContain(`Signature service running at https://localhost:${port}`);
    expect(out).toContain('npx office-addin-dev-certs install');
    expect(out).toContain('npm run -s addin:manifest -- --local');
  });

  it('serves /health and the add-in runtime the manifests name over TLS', async () => {
    const health = await get('/health');
    expect([health.status, JSON.parse(health.body).status]).toEqual([200, 'ok']);
    const runtime = await get('/addin/runtime.js');
    expect([runtime.status, runtime.type]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(runtime.body).toBe(await readFile(join(repoRoot(), 'dist', 'portal', 'addin', 'runtime.js'), 'utf8'));
    const wellKnown = JSON.parse((await get('/.well-known/microsoft-officeaddins-allowed.json')).body);
    expect(wellKnown.allowed).toEqual([`https://localhost:${port}/addin/runtime.js`]);
  });

  it('verifies tokens of its identity provider at its https address (the service trusts the development CA)', async () => {
    const idp = await LocalIdp.create({
      base: `https://localhost:${port}/idp`,
      clientId: LOCAL_CLIENT_ID,
      keyFile: localIdpKeyFile({ LOCAL_STATE_DIR: join(dir, 'state') }),
    });
    const token = await idp.mint({ tenant: TENANT_A, user: 'ann.lee@fabrikam.test', scope: 'portal_admin' });
    const me = await get('/api/admin/me', { authorization: `Bearer ${token}` });
    // Not onboarded: the gate refuses; a token that failed verification would answer 401.
    expect([me.status, JSON.parse(me.body).code]).toEqual([403, 'not_onboarded']);
  });
});
