import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetStore } from '../../shared/assets/store.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { pngBomb } from '../helpers/images.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

const CLEAN = '<table><tr><td><strong>{{displayName}}</strong><br>{{jobTitle}}</td></tr></table>';
const SVG_BODY = '<p>{{displayName}}</p><img src="https://cdn.example.com/logo.svg" alt="Logo" width="120" height="40">';

let host: TestHost;
let tenant: string;
let admin: string;
let roKey: string;

const api = () => host.api(admin);
/** The typed client of a read-only key (its secret as the bearer token). */
const withKey = () => host.api(roKey);
const path = (id: string) => ({ params: { path: { id } } });
const asset = (name: string) => ({ params: { path: { name } } });
const rules = (findings: { rule: string }[] = []) => findings.map((f) => f.rule);

/** Everything a refused publish could have changed: the template, its versions, its schedule, rollouts and the log. */
const state = async (id: string) => ({
  template: await ok(api().GET('/api/admin/templates/{id}', path(id))),
  versions: await ok(api().GET('/api/admin/templates/{id}/versions', path(id))),
  schedule: await ok(api().GET('/api/admin/templates/{id}/schedule', path(id))),
  rollouts: await ok(api().GET('/api/admin/rollouts')),
  log: (await ok(api().GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.length,
});

const live = async (name: string, html = CLEAN) => (await createPublishedWith(api(), { name, html })).id;

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'doctor.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'doctor.admin@fabrikam.test', name: 'Doctor Admin' });
  await ok(api().GET('/api/admin/me'));
  roKey = (await ok(api().POST('/api/admin/api-keys', { body: { name: 'ci lint', access: ['templates'] } }))).secret;
});
afterAll(() => host?.close());

describe('the signature doctor over the API', () => {
  it('lints posted HTML and a template with a read-only key, each finding placed', async () => {
    const posted = await withKey().POST('/api/admin/lint', { body: { html: `<p>Hi</p>\n${SVG_BODY.replace(' alt="Logo"', '')}` } });
    expect(posted.response.status).toBe(200);
    expect(rules(posted.data!.findings)).toEqual(expect.arrayContaining(['svg-image', 'image-alt-missing']));
    const svg = posted.data!.findings.find((f) => f.rule === 'svg-image')!;
    expect([svg.severity, svg.line]).toEqual(['error', 2]);
    expect(posted.data!.errors).toBeGreaterThan(0);

    const id = await live('Linted');
    const ofTemplate = await withKey().POST('/api/admin/lint', { body: { templateId: id } });
    expect(ofTemplate.response.status).toBe(200);
    expect(ofTemplate.data!.errors).toBe(0);
    expect(ofTemplate.data!.length.mailbox).toBeTruthy();
    expect(statusAndCode(await withKey().POST('/api/admin/lint', { body: {} }))).toEqual([400, 'invalid_request']);
  });

  it('refuses publish, schedule, rollout and publishing the working copy with 422 signature_faults, changing nothing', async () => {
    const id = await live('Guarded');
    const before = await state(id);
    const refused = [
      await api().PUT('/api/admin/templates/{id}', { ...path(id), body: { html: SVG_BODY } }),
      await api().PUT('/api/admin/templates/{id}', { ...path(id), body: { html: SVG_BODY, rollout: true } }),
      await api().PUT('/api/admin/templates/{id}/schedule', {
        ...path(id),
        body: { html: SVG_BODY, publishAt: new Date(Date.now() + 3 * 3600_000).toISOString() },
      }),
    ];
    for (const res of refused) {
      expect(statusAndCode(res)).toEqual([422, 'signature_faults']);
      expect(rules(res.error!.findings)).toContain('svg-image');
      expect(res.error!.message).toContain('SVG');
    }
    expect(await state(id)).toEqual(before);

    expect((await api().PUT('/api/admin/templates/{id}/draft', { ...path(id), body: { html: SVG_BODY } })).response.status).toBe(200);
    const withDraft = await state(id);
    expect(statusAndCode(await api().POST('/api/admin/templates/{id}/publish-draft', path(id)))).toEqual([422, 'signature_faults']);
    expect(await state(id)).toEqual(withDraft);
  });

  it("says the faults of a refused publish in the reader's language, findings and all, changing nothing", async () => {
    const id = await live('Guarded in German');
    const before = await state(id);
    const publish = (language?: string) =>
      host.call('PUT', `/api/admin/templates/${id}`, {
        token: admin,
        body: { html: SVG_BODY },
        headers: language ? { 'accept-language': language } : {},
      });
    const english = await publish();
    const german = await publish('de-DE,de;q=0.9');
    expect([german.status, german.json.code]).toEqual([422, 'signature_faults']);
    expect(english.json.message).toMatch(/^The signature has 1 fault that would reach mailboxes broken: An SVG image/);
    expect(german.json.message).toMatch(/^Die Signatur hat 1 Fehler, mit dem sie beschädigt in den Postfächern ankäme: Ein SVG-Bild/);
    const svg = (res: typeof german) => (res.json.findings as { rule: string; message: string }[]).find((f) => f.rule === 'svg-image')!;
    expect(svg(german).message).toMatch(/^Ein SVG-Bild: Outlook für Windows/);
    expect(svg(english).message).toMatch(/^An SVG image/);
    expect(rules(german.json.findings)).toEqual(rules(english.json.findings));
    expect((await publish('fr')).json.message).toMatch(/^La signature comporte 1 défaut/);
    expect(await state(id)).toEqual(before);
  });

  it('publishes a body with warnings, answers them and records them with the version', async () => {
    const id = await live('Warned');
    const res = await api().PUT('/api/admin/templates/{id}', {
      ...path(id),
      body: { html: `${CLEAN}<a href="http://example.com">example.com</a>` },
    });
    expect(res.response.status).toBe(200);
    const published = res.data!;
    if (!('html' in published)) throw new Error('a publish without a rollout answers the template');
    expect(rules(published.findings)).toContain('insecure-url');
    const recorded = await api().GET('/api/admin/templates/{id}/versions/{version}/findings', {
      params: { path: { id, version: published.version } },
    });
    expect(recorded.response.status).toBe(200);
    expect(rules(recorded.data!.findings)).toContain('insecure-url');
  });

  it("reads a logo's pixels, offers a dark-mode variant and points at it once made", async () => {
    const logo = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><text x="10" y="55" font-size="48" font-family="sans-serif" fill="#111">ACME</text></svg>',
      ),
    )
      .png()
      .toBuffer();
    const upload = await api().PUT('/api/admin/asset/{name}', { ...asset('acme.png'), body: { base64: logo.toString('base64') } });
    expect(upload.response.status).toBeLessThan(300);
    const html = `${CLEAN}<img src="cid:acme.png" alt="Acme">`;
    const first = await ok(api().POST('/api/admin/lint', { body: { html } }));
    const dark = first.findings.find((f) => f.rule === 'logo-dark-mode')!;
    expect(dark.fix!.darkVariantOf).toBe('acme.png');
    const size = first.findings.find((f) => f.rule === 'image-size-missing')!;
    expect(size.fix!.edits[0].text).toBe(' width="200" height="80"');

    const made = await api().POST('/api/admin/asset/{name}/dark-variant', { ...asset('acme.png'), body: { style: 'outline' } });
    expect([made.response.status, made.data?.name]).toEqual([201, 'acme-dark.png']);
    const again = await ok(api().POST('/api/admin/lint', { body: { html } }));
    const next = again.findings.find((f) => f.rule === 'logo-dark-mode')!;
    expect(next.fix!.edits[0].text).toBe('cid:acme-dark.png');
    const missing = await api().POST('/api/admin/asset/{name}/dark-variant', { ...asset('nothing.png'), body: { style: 'outline' } });
    expect(statusAndCode(missing)).toEqual([404, 'not_found']);
  });

  it('reads the size of a decompression bomb stored before images were checked from its header, and refuses a dark variant of it', async () => {
    // Written as the store wrote uploads before the pixel limit: today's upload refuses it (see templates.test.ts).
    await new AssetStore(host.services.storage).put(tenant, 'old-bomb.png', pngBomb(), 'image/png', { outbox: 'before-the-limit' });
    const linted = await ok(api().POST('/api/admin/lint', { body: { html: `${CLEAN}<img src="cid:old-bomb.png" alt="Old">` } }));
    const size = linted.findings.find((f) => f.rule === 'image-size-missing')!;
    expect(size.fix!.edits[0].text).toBe(' width="16383" height="16383"');
    expect(linted.findings.map((f) => f.rule)).not.toContain('logo-dark-mode');
    const before = (await ok(api().GET('/api/admin/assets'))).assets;
    const variant = await api().POST('/api/admin/asset/{name}/dark-variant', { ...asset('old-bomb.png'), body: { style: 'padding' } });
    expect(statusAndCode(variant)).toEqual([413, 'image_dimensions']);
    expect((await ok(api().GET('/api/admin/assets'))).assets).toEqual(before);
  });

  it("gives the editor the organisation's context: clients, empty shares of the directory", async () => {
    const ctx = await api().GET('/api/admin/doctor/context');
    expect(ctx.response.status).toBe(200);
    expect(ctx.data!.clients.length).toBeGreaterThan(0);
    expect(ctx.data!.mailboxes).toBeGreaterThan(0);
    expect(typeof ctx.data!.emptyShare.mobilePhone).toBe('number');
  });
});
