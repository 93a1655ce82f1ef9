import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localIdpKeyFile } from '../../local/defaults.js';
import { repoRoot } from '../../shared/repo-root.js';
import { ok } from '../helpers/api.js';
import { testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startTestHost, TEST_CLIENT_ID, type TestHost } from '../helpers/host.js';
import { scriptWalk } from '../helpers/readme.js';

// The README's script walk ("A script, end to end"), run as written with bash against a test host: the block's own
// variables name the host, its organisation and people, and the token script finds the host through the settings it
// honours (PORT, IDP_AUTHORITY, API_CLIENT_ID, DIRECTORY_FIXTURE, and LOCAL_STATE_DIR for the identity provider's key).

const run = promisify(execFile);
const MAILBOX = 'dev.patel@fabrikam.test';

let host: TestHost;
let tenant: string;
let admin: string;
let state: string;

beforeAll(async () => {
  for (const tool of ['bash', 'curl', 'jq']) {
    await run('sh', ['-c', `command -v ${tool}`]).catch(() => {
      throw new Error(`The README's script walk needs ${tool} on the PATH (jq: apt-get install jq)`);
    });
  }
  state = await mkdtemp(join(tmpdir(), 'readme-walk-'));
  host = await startTestHost({ idpKeyFile: localIdpKeyFile({ LOCAL_STATE_DIR: state }) });
  tenant = host.tenants[0];
  admin = host.adminOf(tenant);
  await host.onboard(tenant, admin);
});
afterAll(async () => {
  await host?.close();
  if (state) await rm(state, { recursive: true, force: true });
});

/** The host's directory as a fixture file: the token script checks the people it mints for against it. */
async function directoryFile(): Promise<string> {
  const [original] = Object.values(testDirectoryFixture.tenants);
  const file = join(state, 'directory.json');
  await writeFile(file, JSON.stringify({ tenants: { [tenant]: original } }));
  return file;
}

describe("the README's script walk", () => {
  it('makes a key, publishes and assigns a template with it, reads the signature, and ends with the revoked key refused', async () => {
    const walk = await scriptWalk();
    const env = {
      ...process.env,
      BASE: host.url,
      TENANT: tenant,
      ADMIN: admin,
      MAILBOX,
      PORT: new URL(host.url).port,
      IDP_AUTHORITY: `${host.url}/idp`,
      API_CLIENT_ID: TEST_CLIENT_ID,
      DIRECTORY_FIXTURE: await directoryFile(),
      LOCAL_STATE_DIR: state,
    };
    const { stdout } = await run('bash', ['-e', '-u', '-o', 'pipefail', '-c', walk], { cwd: repoRoot(), env });
    const [roles, html, revoked, refused, ...rest] = stdout.trimEnd().split('\n');
    expect(rest).toEqual([]);

    // The key created a template, published as version 1, and gave it to new messages.
    const token = await host.token({ tenant, user: admin });
    const library = await ok(host.api(token).GET('/api/admin/templates'));
    const made = library.templates.find((t) => t.name === 'From my script');
    expect(made).toMatchObject({ version: 1, roles: ['new'] });
    expect(JSON.parse(roles)).toMatchObject({ new: made!.id });

    // The add-in's signature for the mailbox is that template, filled in.
    expect(html).toBe('<p>Dev Patel, from my script</p>');

    // Revoked by the Admin, and refused from then on.
    expect(JSON.parse(revoked)).toEqual({ name: 'my script', revoked: true });
    const [body, status] = [refused.slice(0, refused.lastIndexOf(' ')), refused.slice(refused.lastIndexOf(' ') + 1)];
    expect(status).toBe('401');
    expect(JSON.parse(body)).toMatchObject({ code: 'invalid_key' });
  });
});
