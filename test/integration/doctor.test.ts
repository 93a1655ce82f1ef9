import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';

const CLEAN = '<table><tr><td><strong>{{displayName}}</strong><br>{{jobTitle}}</td></tr></table>';
const SVG_BODY = '<p>{{displayName}}</p><img src="https://cdn.example.com/logo.svg" alt="Logo" width="120" height="40">';

let host: TestHost;
let tenant: string;
let admin: string;
let roKey: string;

const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token: admin, body });
const withKey = (method: string, path: string, body?: unknown) =>
  host.call(method, path, { body, headers: { authorization: `Bearer ${roKey}` } });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const rules = (findings: { rule: string }[]) => findings.map((f) => f.rule);

/** Everything a refused publish could have changed: the template, its versions, its schedule, rollouts and the log. */
const state = async (id: string) => ({
  template: (await call('GET', `/api/admin/templates/${id}`)).json,
  versions: (await call('GET', `/api/admin/templates/${id}/versions`)).json,
  schedule: (await call('GET', `/api/admin/templates/${id}/schedule`)).json,
  rollouts: (await call('GET', '/api/admin/rollouts')).json,
  log: (await call('GET', '/api/admin/log?limit=500')).json.entries.length,
});

async function live(name: string, html = CLEAN): Promise<string> {
  const created = await call('POST', '/api/admin/templates', { name, html });
  expect(created.status).toBe(201);
  expect((await call('POST', `/api/admin/templates/${created.json.id}/publish-draft`)).status).toBe(200);
  return created.json.id as string;
}

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'doctor.admin@fabrikam.test', name: 'Doctor Admin' });
  await call('GET', '/api/admin/me');
  roKey = (await call('POST', '/api/admin/api-keys', { name: 'ci lint', access: ['templates'] })).json.secret;
});
afterAll(() => host?.close());

describe('the signature doctor over the API', () => {
  it('lints posted HTML and a template with a read-only key, each finding placed', async () => {
    const posted = await withKey('POST', '/api/admin/lint', { html: `<p>Hi</p>\n${SVG_BODY.replace(' alt="Logo"', '')}` });
    expect(posted.status).toBe(200);
    expect(rules(posted.json.findings)).toEqual(expect.arrayContaining(['svg-image', 'image-alt-missing']));
    const svg = posted.json.findings.find((f: { rule: string }) => f.rule === 'svg-image');
    expect([svg.severity, svg.line]).toEqual(['error', 2]);
    expect(posted.json.errors).toBeGreaterThan(0);

    const id = await live('Linted');
    const ofTemplate = await withKey('POST', '/api/admin/lint', { templateId: id });
    expect(ofTemplate.status).toBe(200);
    expect(ofTemplate.json.errors).toBe(0);
    expect(ofTemplate.json.length.mailbox).toBeTruthy();
    expectCode(await withKey('POST', '/api/admin/lint', {}), 400, 'invalid_request');
  });

  it('refuses publish, schedule, rollout and publishing the working copy with 422 signature_faults, changing nothing', async () => {
    const id = await live('Guarded');
    const before = await state(id);
    const refused = [
      await call('PUT', `/api/admin/templates/${id}`, { html: SVG_BODY }),
      await call('PUT', `/api/admin/templates/${id}`, { html: SVG_BODY, rollout: true }),
      await call('PUT', `/api/admin/templates/${id}/schedule`, {
        html: SVG_BODY,
        publishAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
      }),
    ];
    for (const res of refused) {
      expectCode(res, 422, 'signature_faults');
      expect(rules(res.json.findings)).toContain('svg-image');
      expect(res.json.message).toContain('SVG');
    }
    expect(await state(id)).toEqual(before);

    expect((await call('PUT', `/api/admin/templates/${id}/draft`, { html: SVG_BODY })).status).toBe(200);
    const withDraft = await state(id);
    expectCode(await call('POST', `/api/admin/templates/${id}/publish-draft`), 422, 'signature_faults');
    expect(await state(id)).toEqual(withDraft);
  });

  it('publishes a body with warnings, answers them and records them with the version', async () => {
    const id = await live('Warned');
    const res = await call('PUT', `/api/admin/templates/${id}`, { html: `${CLEAN}<a href="http://example.com">example.com</a>` });
    expect(res.status).toBe(200);
    expect(rules(res.json.findings)).toContain('insecure-url');
    const recorded = await call('GET', `/api/admin/templates/${id}/versions/${res.json.version}/findings`);
    expect(recorded.status).toBe(200);
    expect(rules(recorded.json.findings)).toContain('insecure-url');
  });

  it("reads a logo's pixels, offers a dark-mode variant and points at it once made", async () => {
    const logo = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><text x="10" y="55" font-size="48" font-family="sans-serif" fill="#111">ACME</text></svg>',
      ),
    )
      .png()
      .toBuffer();
    expect((await call('PUT', '/api/admin/asset/acme.png', { base64: logo.toString('base64') })).status).toBeLessThan(300);
    const html = `${CLEAN}<img src="cid:acme.png" alt="Acme">`;
    const first = await call('POST', '/api/admin/lint', { html });
    const dark = first.json.findings.find((f: { rule: string }) => f.rule === 'logo-dark-mode');
    expect(dark.fix.darkVariantOf).toBe('acme.png');
    const size = first.json.findings.find((f: { rule: string }) => f.rule === 'image-size-missing');
    expect(size.fix.edits[0].text).toBe(' width="200" height="80"');

    const made = await call('POST', '/api/admin/asset/acme.png/dark-variant', { style: 'outline' });
    expect([made.status, made.json.name]).toEqual([201, 'acme-dark.png']);
    const again = await call('POST', '/api/admin/lint', { html });
    const next = again.json.findings.find((f: { rule: string }) => f.rule === 'logo-dark-mode');
    expect(next.fix.edits[0].text).toBe('cid:acme-dark.png');
    expectCode(await call('POST', '/api/admin/asset/nothing.png/dark-variant', { style: 'outline' }), 404, 'not_found');
  });

  it("gives the editor the organisation's context: clients, empty shares of the directory", async () => {
    const ctx = await call('GET', '/api/admin/doctor/context');
    expect(ctx.status).toBe(200);
    expect(ctx.json.clients.length).toBeGreaterThan(0);
    expect(ctx.json.mailboxes).toBeGreaterThan(0);
    expect(typeof ctx.json.emptyShare.mobilePhone).toBe('number');
  });
});
