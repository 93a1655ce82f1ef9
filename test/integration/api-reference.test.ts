import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

let host: TestHost;
let tenant: string;
let admin: string;
let secret: string;
let keyId: string;
const work = join(import.meta.dirname, '..', '.generated', `client-${process.pid}`);

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'ref.admin@contoso.example');
  admin = await host.token({ tenant, user: 'ref.admin@contoso.example' });
  await ok(host.api(admin).GET('/api/admin/me'));
  const key = await ok(host.api(admin).POST('/api/admin/api-keys', { body: { name: 'reader', access: ['monitoring', 'users'] } }));
  secret = key.secret;
  keyId = key.id;
});
afterAll(async () => {
  await host.close();
  await rm(work, { recursive: true, force: true });
});

describe('GET /api/admin/api-surface', () => {
  it('lists exactly the allow-list, with the base URL, to a token or a key', async () => {
    const res = await host.api(secret).GET('/api/admin/api-surface');
    expect(res.response.status).toBe(200);
    const surface = res.data!;
    expect(surface.baseUrl).toBe(host.url);
    expect(surface.operations).toHaveLength(routes.filter((r) => r.keys === 'allow').length);
    expect(surface.operations).toContainEqual(
      expect.objectContaining({ method: 'PUT', path: '/api/admin/templates/:id', capability: 'templates', write: true, publish: true }),
    );
    expect(surface.operations.some((o) => o.path.startsWith('/api/admin/api-keys'))).toBe(false);
  });

  it('marks each operation reachable or not for one live key, and why not', async () => {
    const surface = (key: string) => host.api(admin).GET('/api/admin/api-surface', { params: { query: { key } } });
    const res = await ok(surface(keyId));
    const op = (m: string, p: string) => res.operations.find((o) => o.method === m && o.path === p);
    expect(res.key).toMatchObject({ id: keyId, readOnly: true });
    expect(op('GET', '/api/admin/log')).toMatchObject({ reachable: true, reason: null });
    expect(op('GET', '/api/admin/templates')).toMatchObject({ reachable: false, reason: 'missing_capability' });
    expect(op('PUT', '/api/admin/rules')).toMatchObject({ reachable: false, reason: 'read_only_key' });
    expect((await surface('k_unknown')).response.status).toBe(404);
  });
});

// The document is read as free-form JSON (its own paths are not typed by the document): raw calls.
describe('GET /api/admin/api-reference.json', () => {
  it('is a valid OpenAPI 3.1 document, served as a download, with capabilities and the read-only note', async () => {
    const res = await host.call('GET', '/api/admin/api-reference.json', { headers: { authorization: `Bearer ${secret}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.json"$/);
    const doc = res.json;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.description).toContain('read-only key refuses every write');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    await SwaggerParser.validate(structuredClone(doc));
    const put = doc.paths['/api/admin/templates/{id}'].put;
    expect(put['x-required-capability']).toBe('templates');
    expect(put.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    expect(Object.keys(put.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '429']));
    const log = doc.paths['/api/admin/log'].get;
    expect(log.parameters.map((p: { name: string }) => p.name)).toEqual(['scope', 'limit', 'cursor']);
    expect(log.responses['200'].content['application/json'].schema.properties.entries).toBeTruthy();
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p as object));
    expect(ops).toHaveLength(routes.filter((r) => r.keys === 'allow').length);
  });

  it('generates a typed client (openapi-typescript + openapi-fetch) that calls the host with a key', async () => {
    const doc = (await host.call('GET', '/api/admin/api-reference.json', { token: admin })).json;
    await mkdir(work, { recursive: true });
    await writeFile(join(work, 'api.d.ts'), astToString(await openapiTS(doc)));
    await writeFile(
      join(work, 'client.ts'),
      `import createClient from 'openapi-fetch';
import type { paths } from './api.js';

export async function whoAmI(baseUrl: string, key: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${key}\` } });
  const me = await client.GET('/api/admin/me');
  const log = await client.GET('/api/admin/log', { params: { query: { scope: 'tenant', limit: 5 } } });
  if (!me.data || !log.data) throw new Error('no data');
  const organisation: string = me.data.organisation.id;
  const actions: string[] = log.data.entries.map((e) => e.action);
  return { organisation, actions, readOnly: me.data.key?.readOnly };
}
`,
    );
    await writeFile(
      join(work, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          noEmit: true,
          skipLibCheck: true,
          // What a script calling the API needs (fetch's types), not every @types package of this repository.
          lib: ['ES2022', 'DOM'],
          types: [],
        },
        include: ['*.ts'],
      }),
    );
    // The client type-checks against the generated types...
    await promisify(execFile)(process.execPath, [
      join(import.meta.dirname, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      work,
    ]);
    // ...and answers from the running host.
    const { whoAmI } = (await import(join(work, 'client.ts'))) as {
      whoAmI: (u: string, k: string) => Promise<{ organisation: string; actions: string[]; readOnly: boolean }>;
    };
    const answer = await whoAmI(host.url, secret);
    expect(answer.organisation).toBe(tenant);
    expect(answer.actions).toContain('apikey.created');
    expect(answer.readOnly).toBe(true);
  });
});
