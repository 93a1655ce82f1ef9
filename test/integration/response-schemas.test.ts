import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../shared/http/route.js';
import { routes } from '../../shared/routes.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

// Each built route's real answers against the response schema it declares (the one the portal's types come from).
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let host: TestHost;
let tenant: string;
let admin: string;
const params: Record<string, string> = {};

const route = (method: string, path: string) => routes.find((r) => r.method === method && r.path === path)!;
/** The query a GET route needs to answer at all. */
const QUERY: Record<string, string> = {
  '/api/admin/users/search': '?q=an',
  '/api/admin/groups/search': '?q=sa',
  '/api/admin/trail': '?from=2026-01-01T00:00:00Z',
};
/** A webhook's, an export's and an import job's routes name it `:id` like a template's: filled with the ones made below. */
const fill = (path: string) =>
  path.replace(
    /:([A-Za-z]+)/g,
    (_, name: string) =>
      (path.startsWith('/api/admin/webhooks/')
        ? params.webhookId
        : path.startsWith('/api/admin/exports/')
          ? params.exportId
          : path.startsWith('/scim/v2/Users/')
            ? params.scimId
            : path.startsWith('/api/admin/imports/jobs/')
              ? params.importJobId
              : params[name]) ?? `:${name}`,
  );

/** Calls a route and answers what is wrong with its answer: a refusal, or how the body departs from the schema. */
async function mismatch(r: Route, body?: unknown, token = admin): Promise<string | null> {
  const res = await host.call(r.method, fill(r.path) + (r.method === 'GET' ? (QUERY[r.path] ?? '') : ''), { token, body });
  const at = `${r.method} ${r.path}`;
  if (res.status >= 300) return `${at}: ${res.status} ${res.text.slice(0, 200)}`;
  const parsed = (r.answers?.[res.status]?.body ?? r.response!).safeParse(res.json);
  return parsed.success ? null : `${at}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`;
}

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'schema.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'schema.admin@fabrikam.test' });
  await host.call('GET', '/api/admin/me', { token: admin });
  const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token: admin, body });
  await call('PUT', '/api/admin/asset/logo.png', { base64: PNG });
  const created = await createPublished(call, { name: 'Schema check', html: '<p>{{displayName}} <img src="cid:logo.png"></p>' });
  params.id = created.json.id;
  params.version = '1';
  params.name = 'logo.png';
  params.tenantId = tenant;
  await call('PUT', `/api/admin/templates/${params.id}/draft`, { html: '<p>Draft {{jobTitle}}</p>' });
  await call('POST', `/api/admin/templates/${params.id}/draft/submit`);
  await call('PUT', '/api/admin/roles', { new: params.id });
  await call('PUT', `/api/admin/templates/${params.id}`, { html: '<p>Rolling {{displayName}}</p>', rollout: true });
  await call('POST', '/api/admin/profile-fields', { key: 'booking', label: 'Booking link', type: 'url' });
  await call('PUT', '/api/admin/profile-values/ann.lee@fabrikam.test', { values: { booking: 'https://example.com/ann' } });
  await call('POST', '/api/admin/banners', { name: 'Webinar', html: '<p>Join us</p>' });
  await call('POST', '/api/admin/exclusions', { mailboxes: ['ben@fabrikam.test'], note: 'test' });
  params.webhookId = (await call('POST', '/api/admin/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['changelog'] })).json.id;
  await call('POST', `/api/admin/webhooks/${params.webhookId}/test`);
  params.scimId = (await call('POST', '/scim/v2/Users', { userName: 'ann.lee@fabrikam.test', title: 'Sales Director' })).json.id;
  params.exportId = (await call('POST', '/api/admin/people/ann.lee%40fabrikam.test/export')).json.id;
  const job = await host.call('POST', '/api/admin/imports/jobs?dryRun=true', {
    token: admin,
    rawBody: 'mail,jobTitle\nann.lee@fabrikam.test,Imported title\n',
    headers: { 'content-type': 'text/csv' },
  });
  params.importJobId = job.json.id;
});
afterAll(() => host.close());

describe('declared response schemas', () => {
  it('describe what every GET route of an onboarded organisation answers', async () => {
    const gets = routes.filter((r) => r.method === 'GET' && r.response && r.auth === 'admin' && !/:[a-z]/i.test(fill(r.path)));
    const results = await Promise.all(gets.map((r) => mismatch(r)));
    const wrong = results.filter((m): m is string => m !== null && !/: 50[23] /.test(m));
    expect(wrong).toEqual([]);
    // Billing answers 503 here (no payment provider configured); everything else is checked.
    expect(results.filter((m) => m === null).length).toBeGreaterThan(35);
  });

  it('describe the answers of the writes the portal makes', async () => {
    const checks: [string, string, unknown][] = [
      ['POST', '/api/admin/templates/:id/rollout/rollback', undefined],
      ['POST', '/api/admin/preview', { templateId: params.id, email: 'ann.lee@fabrikam.test', sender: 'cleo.martin@fabrikam.test' }],
      ['POST', '/api/admin/rules/simulate', { email: 'ann.lee@fabrikam.test' }],
      ['PUT', '/api/admin/templates/:id', { html: '<p>Published {{displayName}}</p>' }],
      ['POST', '/api/admin/templates/:id/duplicate', { name: 'Copy' }],
      ['PATCH', '/api/admin/templates/:id', { name: 'Renamed' }],
      [
        'PUT',
        '/api/admin/templates/:id/schedule',
        { publishAt: new Date(host.clock.now().getTime() + 86_400_000).toISOString(), html: '<p>Later</p>' },
      ],
      ['DELETE', '/api/admin/templates/:id/schedule', undefined],
      ['PUT', '/api/admin/templates/:id', { html: '<p>Rolling again {{displayName}}</p>', rollout: true }],
      [
        'PUT',
        '/api/admin/rules',
        { rules: [{ name: 'Sales', attribute: 'department', operator: 'equals', value: 'Sales', new: params.id, reply: null }] },
      ],
      ['POST', '/api/admin/onboarding/dismiss', undefined],
      ['POST', '/api/admin/dpa/accept', undefined],
      ['PUT', '/api/admin/exclusions/mode', { mode: 'exclusion' }],
    ];
    const wrong: string[] = [];
    for (const [method, path, body] of checks) {
      const m = await mismatch(route(method, path), body);
      if (m) wrong.push(m);
    }
    expect(wrong).toEqual([]);
  });
});
