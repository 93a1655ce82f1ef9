import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DirectoryFixtureSchema } from '../../shared/directory/fixture.js';
import { repoRoot } from '../../local/defaults.js';
import { ConfigError, ConfigSchema, loadConfig, type SettingName } from '../../shared/config.js';
import { describeRoutes, routes } from '../../shared/routes.js';
import { signInRows, signInSection } from '../helpers/readme.js';

const root = repoRoot();
// Made on the reader's machine, never committed.
const LOCAL_ONLY = [/^\.local(\/|$)/, /^local\.settings\.json$/, /^dist\//];

// A bare file name (`routes.ts`) names the file of that name in the feature folders.
const featureFolders = readdirSync(join(root, 'shared'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => join('shared', d.name));
const exists = (p: string) => existsSync(join(root, p)) || (!p.includes('/') && featureFolders.some((f) => existsSync(join(root, f, p))));

describe('README', () => {
  it('names only files and folders that are in the repository', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const named = [...readme.matchAll(/`([\w.-]+(?:\/[\w.-]+)*\/?)`/g)]
      .map((m) => m[1])
      .filter((p) => p.includes('/') || /\.(ts|js|json|md|bicep|png|html|txt|ya?ml)$/.test(p))
      .filter((p) => !LOCAL_ONLY.some((re) => re.test(p)));
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((p) => !exists(p))).toEqual([]);
  });

  it('claims browser tests only when there are some', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const e2e = join(root, 'test', 'e2e');
    const browserTests = existsSync(e2e) ? readdirSync(e2e).filter((f) => f.endsWith('.test.ts')) : [];
    expect(/browser tests?|, browser/i.test(readme)).toBe(browserTests.length > 0);
  });

  it('opens with `npm start` and `npm test`, and every `npm run` it names is a script', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const { scripts } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const opening = readme.split('\n').slice(0, 8).join('\n');
    expect(opening).toMatch(/^npm install && npm start\b/m);
    expect(opening).toMatch(/^npm test\b/m);
    expect(scripts).toHaveProperty('start');
    expect(scripts.test).toBe('vitest run');
    const runs = [...readme.matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((m) => m[1]);
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.filter((name) => !(name in scripts))).toEqual([]);
  });

  it('names, for each flow, people of the default directory in the organisation it says', async () => {
    const fixture = DirectoryFixtureSchema.parse(JSON.parse(await readFile(join(root, 'local', 'demo-directory.json'), 'utf8')));
    const table = await signInSection();
    const rows = await signInRows();
    expect(rows.map((r) => r.role).sort()).toEqual(['Admin', 'Admin', 'none', 'not connected']);
    for (const row of rows) {
      const org = Object.values(fixture.tenants).find((t) => t.displayName === row.organisation);
      const person = org?.users.find((u) => u.mail === row.address);
      expect([row.address, person?.displayName, person?.userType, person?.mailboxType]).toEqual([row.address, row.name, 'Member', 'user']);
    }
    // The people named in the prose around the table are of the directory too.
    for (const [, address] of table.matchAll(/`([^`@\s]+@[^`\s]+)`/g)) {
      expect([address, Object.values(fixture.tenants).some((t) => t.users.some((u) => u.mail === address))]).toEqual([address, true]);
    }
  });

  it('names only API routes of the route table', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const named = [...new Set([...readme.matchAll(/`(?:(GET|POST|PUT|PATCH|DELETE) )?(\/api\/[\w./:-]+)`/g)].map((m) => m[2]))];
    expect(named).toContain('/api/admin/api-reference.json');
    const paths = routes.map((r) => r.path);
    const matches = (path: string) =>
      paths.includes(path) || paths.some((p) => new RegExp(`^${p.replace(/:[^/]+/g, '[^/]+')}(/|$)`).test(path)) || path.endsWith('/*');
    expect(named.filter((p) => !matches(p))).toEqual([]);
  });

  it('names the fields `npm run -s routes` prints, and no others', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const bullet = readme.slice(
      readme.indexOf('- `npm run -s routes`'),
      readme.indexOf('\n- ', readme.indexOf('- `npm run -s routes`') + 3),
    );
    const named = [...bullet.matchAll(/`(\w+)`/g)].map((m) => m[1]);
    expect(named.sort()).toEqual(Object.keys(describeRoutes()[0]).sort());
  });

  it('lists every setting, and each one that can be wrong stops the start naming it', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const config = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Tooling'));
    expect(config).toMatch(/a wrong or missing one stops the service with its name/);
    const listed = new Set([...config.matchAll(/^\|([^|]+)\|/gm)].flatMap((m) => [...m[1].matchAll(/`(\w+)`/g)].map((n) => n[1])));
    const settings = Object.keys(ConfigSchema.shape) as SettingName[];
    expect(settings.filter((name) => !listed.has(name))).toEqual([]);
    // A value each setting must refuse; the settings that take any text say so, so a new setting needs a decision.
    const bad: Partial<Record<SettingName, string>> = {
      PORT: 'seventy',
      STORAGE_TRY_TIMEOUT_MS: '10',
      STORAGE_DEADLINE_MS: 'soon',
      STORAGE_RETRIES: '11',
      REQUEST_DEADLINE_MS: 'later',
      TRACE_SAMPLE_RATIO: '2',
      IDP_AUTHORITY: 'login.microsoftonline.com',
      API_CLIENT_ID: 'signature-service',
      MAIL_TENANT_ID: 'contoso.onmicrosoft.com',
      GRAPH_BASE_URL: 'graph',
      GRAPH_TRY_TIMEOUT_MS: '0',
      GRAPH_DEADLINE_MS: 'a minute',
      BASE_URL: 'localhost:7071',
      CLICK_URL: 'clicks',
      PLATFORM_OPERATORS: 'garbage',
      SIGNING_SECRET: 'short',
      STRIPE_API_BASE: 'stripe',
      STRIPE_TRY_TIMEOUT_MS: '0',
      STRIPE_DEADLINE_MS: 'soon',
      STRIPE_RETRIES: '11',
      MAIL_TRY_TIMEOUT_MS: 'ten seconds',
      MAIL_DEADLINE_MS: '0',
      MAIL_RETRIES: '-1',
      TRUST_FORWARDED_FOR: 'maybe',
      SIGNATURE_CACHE: 'sometimes',
      SIGNATURE_CACHE_MB: '0',
      SMTP_PORT: '25a',
      SMTP_NEXT_HOP: 'mail.example.org',
      SMTP_ALLOWED_SOURCES: '10.0.0.0/33',
      SMTP_MAX_MESSAGE_MB: '1000',
      SMTP_PUBLIC_HOST: 'relay example',
      SMTP_NEXT_HOP_TLS: 'maybe',
      SMTP_NEXT_HOP_CERT_NAME: 'next hop',
      SMTP_NEXT_HOP_TIMEOUT_MS: '10',
      SMTP_MAX_CONNECTIONS: '0',
      SMTP_SPOOL_BUDGET_MB: 'plenty',
      SMTP_MEMORY_BUDGET_MB: '-1',
    };
    const anyText: SettingName[] = [
      'STORAGE_CONNECTION_STRING',
      'STORAGE_ACCOUNT_NAME',
      'API_CLIENT_SECRET',
      'DIRECTORY_FIXTURE',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_ID',
      'MAIL_SENDER',
      'SMTP_TLS_CERT_FILE',
      'SMTP_TLS_KEY_FILE',
      'SMTP_CLIENT_CERT_NAMES',
      'SMTP_NEXT_HOP_CA_FILE',
      'SMTP_SPOOL_DIR',
    ];
    expect(settings.filter((name) => !(name in bad) && !anyText.includes(name))).toEqual([]);
    const valid = { STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true', SIGNING_SECRET: 'x'.repeat(32) };
    for (const [name, value] of Object.entries(bad)) {
      const refusal = (() => {
        try {
          loadConfig({ ...valid, [name]: value });
          return 'started';
        } catch (err) {
          return err instanceof ConfigError ? err.message.includes(`${name}:`) : String(err);
        }
      })();
      expect([name, refusal]).toEqual([name, true]);
    }
  });

  it("cites features by name in docs/decisions.md, docs/performance.md and docs/reliability.md, not the project's internal labels", async () => {
    for (const doc of ['decisions.md', 'performance.md', 'reliability.md']) {
      const text = await readFile(join(root, 'docs', doc), 'utf8');
      expect([doc, text.match(/\bissue \d+|\b[sw]-(dir|apply|clicks|people|data|fields|partner)\b/gi)]).toEqual([doc, null]);
    }
  });

  it("states each performance goal with the latest full run's status and the spread of runs beside it", async () => {
    const text = await readFile(join(root, 'docs', 'performance.md'), 'utf8');
    const heads = [...text.matchAll(/^\| *Goal *\|.*$/gm)].map((m) => m[0]);
    expect(heads.length).toBeGreaterThanOrEqual(2);
    for (const head of heads) expect(head).toMatch(/Latest full run.*\| *Spread of runs *\| *Status *\|$/);
  });
});
