import { NODE_FLAGS } from '../../shared/runtime/node-flags.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFunctions } from '../../shared/http/azure-adapter.js';
import { jobs } from '../../shared/jobs.js';
import { azuriteConnectionString, freePort, startAzurite, type AzuriteInstance } from '../../local/azurite.js';
import { DEMO_TENANT_ID, repoRoot } from '../../local/defaults.js';
import { SAMPLE_VCARD_URL } from '../../shared/rendering/view.js';
import { routes } from '../../shared/routes.js';
import { apiClient, ok } from '../helpers/api.js';
import { TENANT_A, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { capturingLogger } from '../helpers/log.js';
import { readSmtpGreeting } from '../helpers/smtp-talk.js';

const root = repoRoot();
// Every process these tests start carries this mark in its environment, and so do its children (Azurite):
// finding the mark in /proc finds them, orphaned or not.
const MARK = `LOCAL_HOST_TEST_MARK=${crypto.randomUUID()}`;
// Each start runs `npm start`'s entry from source and, for most, an Azurite: minutes on a loaded 2-core machine.
const START = { timeout: 300_000 };

let stateDir: string;
let noDemoFixture: string;

/** Pids of the live processes this file started (directly or through a child), found by their environment. */
async function markedProcesses(): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const environ = await readFile(`/proc/${entry}/environ`, 'utf8').catch(() => '');
    if (environ.split('\0').includes(MARK)) pids.push(Number(entry));
  }
  return pids;
}

/** Which of the processes run Azurite (its script path is on the command line). */
async function azuriteOf(pids: number[]): Promise<number[]> {
  const cmdlines = await Promise.all(pids.map((pid) => readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')));
  return pids.filter((_, i) => /azurite[/\\]dist[/\\]src[/\\]azurite\.js/.test(cmdlines[i]));
}

interface Spawned {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the output once it matches (rejects if the process exits first). */
  waitFor(pattern: RegExp): Promise<string>;
  exit: Promise<number | null>;
}

function spawnMarked(args: string[], env: Record<string, string>): Spawned {
  const [name, value] = MARK.split('=');
  // Vitest sets BASE_URL (Vite's) in its own environment; `npm start` must not inherit it.
  const { BASE_URL: _vite, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: root,
    // SMTP_PORT 0: the relay beside each host takes a free port, so hosts started side by side never meet on 2525.
    env: { ...inherited, LOCAL_STATE_DIR: stateDir, SMTP_PORT: '0', ...env, [name]: value },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiters: Array<() => void> = [];
  const notify = () => waiters.forEach((w) => w());
  child.stdout!.on('data', (d) => ((out += String(d)), notify()));
  child.stderr!.on('data', (d) => ((err += String(d)), notify()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => (notify(), resolve(code))));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exit,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(out)) return resolve(out);
          if (child.exitCode !== null) reject(new Error(`exited with ${child.exitCode} before ${pattern}:\n${out}\n${err}`));
          else waiters.push(check);
        };
        check();
      }),
  };
}

/** `npm start`'s entry, run from source. */
// As `npm start` runs it: with the service's Node flags (without them it warns, and stderr must hold no warning).
const startMain = (env: Record<string, string>) => spawnMarked([...NODE_FLAGS, '--import', 'tsx', join(root, 'local', 'main.ts')], env);
/** `npm run token`, with the arguments given. */
const runToken = async (args: string[], env: Record<string, string> = {}) => {
  const p = spawnMarked(['--import', 'tsx', join(root, 'scripts', 'token.ts'), ...args], { PORT: '', ...env });
  const code = await p.exit;
  return { code, stdout: p.stdout(), stderr: p.stderr() };
};

async function stop(p: Spawned) {
  if (p.child.exitCode === null) {
    p.child.kill('SIGTERM');
    await p.exit;
  }
}

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'local-host-state-'));
  noDemoFixture = join(stateDir, 'directory-without-demo.json');
  expect(Object.keys(testDirectoryFixture.tenants)).not.toContain(DEMO_TENANT_ID);
  await writeFile(noDemoFixture, JSON.stringify(testDirectoryFixture));
});

afterAll(async () => {
  // Whatever a failed test left running is ended here.
  for (const pid of await markedProcesses()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
  }
  await rm(stateDir, { recursive: true, force: true });
});

describe('npm start on a directory without the demo tenant', START, () => {
  let main: Spawned;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    main = startMain({ PORT: String(port), DIRECTORY_FIXTURE: noDemoFixture });
    await main.waitFor(/Signature service running/);
  }, START.timeout);
  afterAll(async () => {
    await stop(main);
    expect(await markedProcesses()).toEqual([]);
  });

  it('starts, answers GET /health 200, and says the demo was skipped instead of printing its sign-in', async () => {
    const res = await apiClient(`http://127.0.0.1:${port}`, {}).GET('/health');
    expect(res.response.status).toBe(200);
    expect(main.stdout()).toMatch(/Demo organisation: skipped \(the directory does not know the demo tenant/);
    expect(main.stdout()).not.toContain('--user admin@contoso.example');
    // stderr carries only the request and timer log: one JSON line each, nothing logged as a warning or an error.
    const lines = main
      .stderr()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: string; message: string });
    expect(lines.filter((l) => l.level !== 'info' || !['request', 'timer'].includes(l.message))).toEqual([]);
  });

  it('starts the relay beside it, with the local mail sink as its next hop, and says where both are', async () => {
    const [, relayPort] =
      /Relay: +smtp:\/\/127\.0\.0\.1:(\d+) \(server-side signatures\), mail goes to the local mail sink at 127\.0\.0\.1:\d+/.exec(
        main.stdout(),
      ) ?? [null, null];
    expect(relayPort).not.toBeNull();
    expect(await readSmtpGreeting(Number(relayPort))).toMatch(/^220 .*signature relay/);
  });

  it('npm run token mints for the port the host runs on (no PORT given), and the host accepts it', async () => {
    const token = await runToken(['--tenant', TENANT_A, '--user', 'ann.lee@fabrikam.test']);
    expect([token.code, token.stderr]).toEqual([0, '']);
    const jwt = token.stdout.trim();
    expect(decodeJwt(jwt).iss).toBe(`http://localhost:${port}/idp/${TENANT_A}/v2.0`);
    const me = await apiClient(`http://127.0.0.1:${port}`, { authorization: `Bearer ${jwt}` }).GET('/api/admin/me');
    // The organisation is not onboarded, so the gate refuses; a token that failed verification would answer 401.
    expect([me.response.status, me.error?.code]).toEqual([403, 'not_onboarded']);
  });

  it('npm run token --port mints for the given port, with the defaults of a host on it (not the running one)', async () => {
    const token = await runToken(['--port', '7391']);
    expect([token.code, token.stderr]).toEqual([0, '']);
    expect(decodeJwt(token.stdout.trim()).iss).toBe(`http://localhost:7391/idp/${DEMO_TENANT_ID}/v2.0`);
  });

  it('a second start on the same port says the port is in use in one line, exits non-zero, and leaves no Azurite', async () => {
    const before = await markedProcesses();
    const second = startMain({ PORT: String(port), DIRECTORY_FIXTURE: noDemoFixture });
    const code = await second.exit;
    expect(code).not.toBe(0);
    expect(second.stderr().trim()).toMatch(new RegExp(`^port ${port} is in use[^\\n]*$`));
    expect(second.stderr()).not.toMatch(/\n\s+at /);
    expect((await markedProcesses()).sort()).toEqual(before.sort());
  });

  // Last in this group: it ends the host the tests above share (one start fewer than a host of its own).
  it('when its Azurite exits, says so in one line and stops, instead of answering 503 for ever', async () => {
    const azurite = await azuriteOf(await markedProcesses());
    expect(azurite).toHaveLength(1);
    process.kill(azurite[0], 'SIGKILL');
    expect(await main.exit).toBe(1);
    const problems = main
      .stderr()
      .split('\n')
      .filter((l) => l && !l.startsWith('{'));
    expect(problems).toEqual(['Azurite exited unexpectedly (signal SIGKILL); stopping the service']);
    expect(await markedProcesses()).toEqual([]);
  });
});

describe('npm start failures', START, () => {
  let blocker: Server;
  afterAll(() => new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve())));

  it('a port in use fails before Azurite starts: one line, non-zero exit, nothing left running', async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const main = startMain({ PORT: String(port), DIRECTORY_FIXTURE: noDemoFixture });
    expect(await main.exit).toBe(1);
    expect(main.stderr()).toBe(`port ${port} is in use: stop what runs there or start with another PORT\n`);
    expect(main.stdout()).not.toContain('Azurite');
    expect(await markedProcesses()).toEqual([]);
  });

  it("a busy SMTP_PORT fails before Azurite starts, in one line that names the relay's setting", async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const smtpPort = (busy.address() as { port: number }).port;
    const main = startMain({ PORT: String(await freePort()), SMTP_PORT: String(smtpPort), DIRECTORY_FIXTURE: noDemoFixture });
    expect(await main.exit).toBe(1);
    expect(main.stderr()).toBe(`port ${smtpPort} is in use: stop what runs there or start with another SMTP_PORT\n`);
    expect(main.stdout()).not.toContain('Azurite');
    expect(await markedProcesses()).toEqual([]);
    await new Promise<void>((resolve) => busy.close(() => resolve()));
  });

  it('npm start checks the port before it builds anything: one line, non-zero exit, no build stamp touched', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as { port: number }).port;
    const stamps = async () => {
      const dir = join(root, 'dist', '.build');
      const names = await readdir(dir).catch(() => [] as string[]);
      return Promise.all(names.map(async (n) => [n, (await stat(join(dir, n))).mtimeMs]));
    };
    const before = await stamps();
    const start = spawnMarked([...NODE_FLAGS, '--import', 'tsx', join(root, 'scripts', 'start.ts')], { PORT: String(port) });
    expect(await start.exit).toBe(1);
    expect(start.stderr()).toBe(`port ${port} is in use: stop what runs there or start with another PORT\n`);
    expect(start.stdout()).toBe('');
    expect(await stamps()).toEqual(before);
    expect(await markedProcesses()).toEqual([]);
    await new Promise<void>((resolve) => busy.close(() => resolve()));
  });

  it('a failure after Azurite started stops it again', async () => {
    const port = await freePort();
    const main = startMain({ PORT: String(port), DIRECTORY_FIXTURE: join(stateDir, 'no-such-directory.json') });
    expect(await main.exit).toBe(1);
    expect(main.stderr().trim().split('\n')).toHaveLength(1);
    expect(main.stderr()).toContain('no-such-directory.json');
    expect(await markedProcesses()).toEqual([]);
  });

  it('a PORT that is not a port number is refused in one line', async () => {
    const main = startMain({ PORT: 'seventy', DIRECTORY_FIXTURE: noDemoFixture });
    expect(await main.exit).toBe(1);
    expect(main.stderr()).toBe('PORT must be a port number (1-65535), not "seventy"\n');
    expect(await markedProcesses()).toEqual([]);
  });
});

describe('npm start while storage is not reachable yet', START, () => {
  let azurite: AzuriteInstance | undefined;
  afterAll(async () => azurite?.stop());

  it('waits with backoff, logging each wait, and comes up once storage answers', async () => {
    const [blobPort, tablePort, port] = [await freePort(), await freePort(), await freePort()];
    const main = startMain({
      PORT: String(port),
      DIRECTORY_FIXTURE: noDemoFixture,
      STORAGE_CONNECTION_STRING: azuriteConnectionString(blobPort, tablePort),
      // Waits of a quarter second, then doubling: the backoff is the same, only the start waits less for Azurite.
      STORAGE_RETRY_FIRST_WAIT: '0.25',
    });
    try {
      await main.waitFor(/storage not reachable yet \(ECONNREFUSED\), retrying in 0\.25 s/);
      // Not up yet: the port is bound but the service answers that it is starting.
      const health = async () => (await apiClient(`http://127.0.0.1:${port}`, {}).GET('/health')).response.status;
      expect(await health()).toBe(503);
      azurite = await startAzurite({ blobPort, tablePort });
      await main.waitFor(/Signature service running/);
      expect(await health()).toBe(200);
      expect(main.stdout()).toContain('Storage:    as configured');
    } finally {
      await stop(main);
    }
  });
});

describe('npm run token', START, () => {
  it('--help prints the usage and exits 0', async () => {
    const r = await runToken(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: npm run -s token -- \[options\]/);
    for (const option of ['--tenant', '--user', '--scope', '--minutes', '--port']) expect(r.stdout).toContain(option);
  });

  it.each([
    [['--colour', 'blue'], /^token: Unknown option '--colour'/],
    [['--scope', 'root'], /^token: --scope must be portal_admin or access_as_user/],
    [['--minutes', 'ten'], /^token: --minutes must be a whole number of minutes/],
    [['--minutes', '0'], /^token: --minutes must be at least 1/],
    [['--port', 'x'], /^token: --port must be a port number/],
    [['--user', 'nobody@contoso.example'], /^token: --user nobody@contoso.example is not a mailbox of tenant/],
    [
      ['--tenant', '99999999-9999-4999-8999-999999999999'],
      /^token: --tenant 99999999-9999-4999-8999-999999999999 is not a tenant of the directory/,
    ],
  ])('refuses %j in one line on stderr with exit code 2', async (args, message) => {
    const r = await runToken(args as string[], { LOCAL_STATE_DIR: join(stateDir, 'no-host') });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('without a running host or PORT mints for 7071, with PORT for that port', async () => {
    const env = { LOCAL_STATE_DIR: join(stateDir, 'no-host') };
    const plain = await runToken([], env);
    expect(decodeJwt(plain.stdout.trim()).iss).toBe(`http://localhost:7071/idp/${DEMO_TENANT_ID}/v2.0`);
    const withPort = await runToken([], { ...env, PORT: '7391' });
    expect(decodeJwt(withPort.stdout.trim()).iss).toBe(`http://localhost:7391/idp/${DEMO_TENANT_ID}/v2.0`);
  });
});

// The Functions admin routes and the static files are no operations of the OpenAPI document: raw calls.
describe('the Functions admin API of the local host', () => {
  let host: TestHost;
  const captured = capturingLogger();
  beforeAll(async () => {
    host = await startTestHost({ log: captured.logger });
  });
  afterAll(() => host.close());

  it('GET /admin/functions lists every HTTP function with its template and methods, and every timer with its schedule', async () => {
    const res = await host.call('GET', '/admin/functions');
    expect(res.status).toBe(200);
    const http = httpFunctions(routes);
    expect(res.json).toHaveLength(http.length + jobs.length);
    for (const fn of http) {
      const listed = res.json.find((f: { name: string }) => f.name === fn.name);
      expect(listed.config.bindings).toEqual([
        { type: 'httpTrigger', direction: 'in', name: 'req', authLevel: 'anonymous', methods: fn.methods, route: fn.route },
      ]);
      expect(listed.invoke_url_template).toBe(`${host.url}/${fn.route}`);
    }
    for (const job of jobs) {
      const listed = res.json.find((f: { name: string }) => f.name === job.name);
      expect(listed.config.bindings).toEqual([{ type: 'timerTrigger', direction: 'in', name: 'timer', schedule: job.schedule }]);
    }
    const one = await host.call('GET', '/admin/functions/rateLimitSweep');
    expect([one.status, one.json.config.bindings[0].schedule]).toEqual([200, '0 */10 * * * *']);
  });

  it('answers at the Azure paths it lists for the public routes, as the Function App does behind the Static Web App', async () => {
    const listed: { name: string; invoke_url_template?: string }[] = (await host.call('GET', '/admin/functions')).json;
    const twins = listed.filter(
      (f) => f.invoke_url_template?.includes('/api/portal-host/') || f.invoke_url_template?.includes('/api/well-known/'),
    );
    expect(twins.map((f) => f.name).sort()).toEqual(['portal-host', 'well-known']);
    for (const [twin, path] of [
      ['/api/portal-host/config.js', '/admin/config.js'],
      ['/api/well-known/microsoft-officeaddins-allowed.json', '/.well-known/microsoft-officeaddins-allowed.json'],
    ]) {
      const [viaTwin, direct] = [await host.call('GET', twin), await host.call('GET', path)];
      expect([twin, viaTwin.status, viaTwin.text]).toEqual([twin, 200, direct.text]);
    }
  });

  it('POST /admin/functions/<timer> runs it', async () => {
    const res = await host.call('POST', '/admin/functions/rateLimitSweep');
    expect([res.status, res.json.name]).toEqual([200, 'rateLimitSweep']);
  });

  it('an unknown timer answers 404 naming the known timers', async () => {
    const res = await host.call('POST', '/admin/functions/tenantPurgeNow');
    expect([res.status, res.json.code]).toEqual([404, 'unknown_function']);
    expect(res.json.timers).toEqual(jobs.map((j) => j.name));
    for (const job of jobs) expect(res.json.message).toContain(job.name);
  });

  it('a bad percent-encoding in the name answers 400 invalid_path and runs nothing', async () => {
    for (const method of ['POST', 'GET']) {
      const res = await host.call(method, '/admin/functions/%E0%A4%A');
      expect([method, res.status, res.json.code]).toEqual([method, 400, 'invalid_path']);
    }
    const wrongMethod = await host.call('DELETE', '/admin/functions');
    expect([wrongMethod.status, wrongMethod.headers.get('allow')]).toEqual([405, 'GET']);
  });

  it('logs one structured line per Functions admin call, timer run and static file, as the pipeline does per request', async () => {
    const lines = async (call: () => Promise<unknown>) => {
      const before = captured.entries.length;
      await call();
      return captured.entries.slice(before).map(({ durationMs, ...rest }) => (expect(typeof durationMs).toBe('number'), rest));
    };
    const request = (route: string, status: number) => ({
      level: 'info',
      message: 'request',
      route,
      status,
      invocationId: expect.any(String),
    });
    expect(await lines(() => host.call('GET', '/admin/functions'))).toEqual([request('GET /admin/functions', 200)]);
    expect(await lines(() => host.call('POST', '/admin/functions/rateLimitSweep'))).toEqual([
      { level: 'info', message: 'timer', name: 'rateLimitSweep', trigger: 'demand', outcome: 'ok', result: expect.anything() },
      request('POST /admin/functions/:name', 200),
    ]);
    expect(await lines(() => host.call('POST', '/admin/functions/nope'))).toEqual([request('POST /admin/functions/:name', 404)]);
    for (const [path, route] of [
      ['/admin/templates', 'GET /admin/*'],
      ['/addin/no-such-file.js', 'GET /addin/*'],
    ]) {
      let status = 0;
      expect(await lines(async () => (status = (await host.call('GET', path)).status))).toEqual([request(route, status)]);
    }
  });

  it('a preview with sample data links the contact card', async () => {
    const tenant = host.tenants[0];
    await host.onboard(tenant);
    const token = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
    const html = '<p>{{displayName}} <a href="{{vcardUrl}}">Save my contact card</a></p>';
    const res = await host.api(token).POST('/api/admin/preview', { body: { html } });
    expect(res.response.status).toBe(200);
    expect(res.data!.html).toContain(`<a href="${SAMPLE_VCARD_URL}">Save my contact card</a>`);
    const named = await ok(host.api(token).POST('/api/admin/preview', { body: { html, email: 'ben.okafor@fabrikam.test' } }));
    expect(named.html).toBe(`<p>Ben Okafor <a href="${SAMPLE_VCARD_URL}">Save my contact card</a></p>`);
  });
});
