import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY } from '../../shared/designs/gallery.js';
import type { operations } from '../../portal/src/api/schema.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
let otherAdmin: string;

type Design = operations['putApiAdminTemplatesByIdDesign']['requestBody']['content']['application/json']['design'];

const api = (token = admin) => host.api(token);
const path = (id: string) => ({ params: { path: { id } } });
const version = (id: string, v: number) => ({ params: { path: { id, version: v } } });
const template = async (id: string, token = admin) => ok(api(token).GET('/api/admin/templates/{id}', path(id)));
const designOf = async (id: string) => ok(api().GET('/api/admin/templates/{id}/design', path(id)));
const kitOf = async (token = admin) => ok(api(token).GET('/api/admin/brand-kit'));
const createDesigned = async (name: string, design: Design = DESIGN) =>
  ok(api().POST('/api/admin/designs/templates', { body: { name, design } }));
const signature = async (mailbox: string) =>
  ok(host.api(await host.token({ tenant, user: mailbox, scope: 'access_as_user' })).POST('/api/signature', { body: {} }));

const DESIGN: Design = {
  version: 1,
  blocks: [
    { id: 'name', type: 'text', text: '{{displayName}}', style: { bold: true, colour: { brand: 'primary' } } },
    { id: 'mobile', type: 'text', text: 'M: {{mobilePhone}}', hideWhenEmpty: true },
    { id: 'banner', type: 'banner' },
  ],
};

beforeAll(async () => {
  host = await startTestHost();
  [tenant, other] = host.tenants;
  await host.onboard(tenant);
  await host.onboard(other);
  admin = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
  otherAdmin = await host.token({ tenant: other, user: 'nia.ross@northwind.test' });
  await ok(api().GET('/api/admin/me'));
  await ok(api(otherAdmin).GET('/api/admin/me'));
});
afterAll(() => host.close());

describe('the brand kit', () => {
  it('answers the default kit, then takes a new one guarded by its ETag', async () => {
    const first = await api().GET('/api/admin/brand-kit');
    expect(first.response.status).toBe(200);
    expect(first.data!.kit.colours.primary).toBe('#0f6cbd');
    const etag = first.response.headers.get('etag')!;
    const kit = {
      ...first.data!.kit,
      colours: { ...first.data!.kit.colours, primary: '#336699' },
      social: { linkedin: 'https://www.linkedin.com/company/fabrikam' },
    };
    const put = await host.api(admin, { 'if-match': etag }).PUT('/api/admin/brand-kit', { body: { kit } });
    expect(put.response.status).toBe(200);
    expect(put.data!.kit.colours.primary).toBe('#336699');
    // The old ETag no longer names the kit: a second writer from the same read is refused and changes nothing.
    const stale = await host
      .api(admin, { 'if-match': etag })
      .PUT('/api/admin/brand-kit', { body: { kit: { ...kit, font: 'Georgia, serif' } } });
    expect(statusAndCode(stale)).toEqual([412, 'stale_brand_kit']);
    expect((await kitOf()).kit.font).toBe(kit.font);
    const log = await ok(api().GET('/api/admin/log'));
    expect(JSON.stringify(log)).toContain('brand kit');
  });

  it('refuses a kit with a bad link naming the field, and keeps the kit as it was', async () => {
    const before = await kitOf();
    const res = await api().PUT('/api/admin/brand-kit', { body: { kit: { ...before.kit, social: { x: 'javascript:alert(1)' } } } });
    expect(statusAndCode(res)).toEqual([400, 'invalid_request']);
    expect(Object.keys(res.error!.fields!)).toEqual(['kit.social.x']);
    expect(await kitOf()).toEqual(before);
  });

  it("keeps each organisation's kit to itself", async () => {
    expect((await kitOf(otherAdmin)).kit.colours.primary).toBe('#0f6cbd');
  });
});

describe('designed templates', () => {
  it('creates a template from a design: the design stored, its HTML the working copy', async () => {
    const res = await api().POST('/api/admin/designs/templates', { body: { name: 'Designed', design: DESIGN } });
    expect(res.response.status).toBe(201);
    expect(res.data!.design).toMatchObject({
      detached: false,
      design: { version: 1, blocks: [{ id: 'name' }, { id: 'mobile' }, { id: 'banner' }] },
    });
    expect(res.data!.version).toBe(0);
    expect(res.data!.draft!.html).toContain('{{#mobilePhone}}');
    expect(res.data!.draft!.html).toContain('color:#336699');
    expect(res.response.headers.get('etag')).toBe('"v0"');
    const design = await designOf(res.data!.id);
    expect(design.design!.design.blocks).toHaveLength(3);
    const html = await ok(api().POST('/api/admin/templates', { body: { name: 'Written as HTML', html: '<p>{{displayName}}</p>' } }));
    expect(await designOf(html.id)).toEqual({ design: null });
    expect(statusAndCode(await api().POST('/api/admin/templates/{id}/design/restore', path(html.id)))).toEqual([404, 'not_designed']);
  });

  it('creates a template from a gallery design', async () => {
    const res = await api().POST('/api/admin/designs/templates', { body: { name: 'From the gallery', galleryId: 'photo-left' } });
    expect(res.response.status).toBe(201);
    expect(res.data!.design!.design).toEqual(GALLERY.find((g) => g.id === 'photo-left')!.design);
    const nope = await api().POST('/api/admin/designs/templates', { body: { name: 'Nope', galleryId: 'no-such' } });
    expect(statusAndCode(nope)).toEqual([400, 'invalid_request']);
  });

  it('refuses a design that fails its schema, naming the field path, and creates nothing', async () => {
    const count = async () => (await ok(api().GET('/api/admin/templates'))).templates.length;
    const before = await count();
    const bad = await api().POST('/api/admin/designs/templates', {
      body: {
        name: 'Bad',
        design: { ...DESIGN, blocks: [...DESIGN.blocks, { id: 'cta', type: 'button', text: 'Go', url: 'javascript:alert(1)' }] },
      },
    });
    expect(statusAndCode(bad)).toEqual([400, 'invalid_request']);
    expect(bad.error!.fields).toHaveProperty(['design.blocks.3.url']);
    // A block type the schema does not know goes raw.
    const unknownType = await host.call('POST', '/api/admin/designs/templates', {
      token: admin,
      body: { name: 'Bad', design: { version: 1, blocks: [{ id: 'x', type: 'marquee' }] } },
    });
    expect([unknownType.status, unknownType.json.code]).toEqual([400, 'invalid_request']);
    expect(Object.keys(unknownType.json.fields)[0]).toMatch(/^design\.blocks\.0/);
    const syntax = await api().POST('/api/admin/designs/templates', {
      body: { name: 'Bad', design: { version: 1, blocks: [{ id: 't', type: 'text', text: '{{#jobTitle}}unclosed' }] } },
    });
    expect(statusAndCode(syntax)).toEqual([400, 'invalid_request']);
    expect(syntax.error!.fields).toHaveProperty(['design.blocks.0.text']);
    expect(await count()).toBe(before);
  });

  it('saves a design into the working copy; a bad one changes nothing', async () => {
    const { id } = await createDesigned('Save me');
    const saved = await api().PUT('/api/admin/templates/{id}/design', {
      ...path(id),
      body: { design: { ...DESIGN, blocks: [...DESIGN.blocks.slice(0, 2), { id: 'job', type: 'text', text: '{{jobTitle}}' }] } },
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data!.draft!.html).toContain('{{jobTitle}}');
    const before = await template(id);
    const bad = await api().PUT('/api/admin/templates/{id}/design', {
      ...path(id),
      body: { design: { ...DESIGN, blocks: [{ id: 't', type: 'text', text: 'x', link: 'ftp://x' }] } },
    });
    expect(statusAndCode(bad)).toEqual([400, 'invalid_request']);
    expect(bad.error!.fields).toHaveProperty(['design.blocks.0.link']);
    expect(await template(id)).toEqual(before);
    expect((await designOf(id)).design!.design.blocks.map((b) => b.id)).toEqual(['name', 'mobile', 'job']);
  });

  it('refuses a hand edit of the HTML without detach (409, nothing changed), detaches with it, and restores the design', async () => {
    const { id, draft } = await createDesigned('Detach me');
    const saveDraft = (html: string, detach?: boolean) =>
      api().PUT('/api/admin/templates/{id}/draft', { ...path(id), body: { html, detach } });
    const edit = await saveDraft('<p>{{displayName}} by hand</p>');
    expect(statusAndCode(edit)).toEqual([409, 'designed_template']);
    expect((await template(id)).draft!.html).toBe(draft!.html);
    // The design's own HTML saved back (what the designer's publish sends) needs no detach.
    expect((await saveDraft(draft!.html)).response.status).toBe(200);
    const detached = await saveDraft('<p>{{displayName}} by hand</p>', true);
    expect(detached.response.status).toBe(200);
    expect((await designOf(id)).design!.detached).toBe(true);
    const redesign = await api().PUT('/api/admin/templates/{id}/design', { ...path(id), body: { design: DESIGN } });
    expect(statusAndCode(redesign)).toEqual([409, 'design_detached']);
    // A detached template's HTML is edited freely.
    expect((await saveDraft('<p>{{displayName}} again</p>')).response.status).toBe(200);
    const restored = await api().POST('/api/admin/templates/{id}/design/restore', path(id));
    expect(restored.response.status).toBe(200);
    expect(restored.data!.design!.detached).toBe(false);
    expect(restored.data!.draft!.html).toBe(draft!.html);
  });

  it('keeps the design beside each version, and a rollback restores both', async () => {
    const { id } = await createDesigned('Versions');
    const publish = () => api().POST('/api/admin/templates/{id}/publish-draft', path(id));
    const versionDesign = async (v: number) => ok(api().GET('/api/admin/templates/{id}/versions/{version}/design', version(id, v)));
    expect((await publish()).response.status).toBe(200);
    const v2design: Design = { ...DESIGN, blocks: [{ id: 'only', type: 'text', text: '{{displayName}} v2' }] };
    await ok(api().PUT('/api/admin/templates/{id}/design', { ...path(id), body: { design: v2design } }));
    expect((await publish()).data!.version).toBe(2);
    expect((await versionDesign(1)).design!.blocks).toHaveLength(3);
    expect((await versionDesign(2)).design!.blocks).toHaveLength(1);
    const back = await api().POST('/api/admin/templates/{id}/rollback', { ...path(id), body: { version: 1 } });
    expect(back.data!.version).toBe(3);
    await expect.poll(async () => (await designOf(id)).design!.design.blocks.length).toBe(3);
    expect((await versionDesign(3)).design!.blocks).toHaveLength(3);
  });

  it('re-renders designed templates into working copies when the brand kit changes, never into the live version', async () => {
    const { id } = await createDesigned('Rebrand');
    const published = await ok(api().POST('/api/admin/templates/{id}/publish-draft', path(id)));
    expect(published.html).toContain('color:#336699');
    const { kit } = await kitOf();
    const put = await api().PUT('/api/admin/brand-kit', { body: { kit: { ...kit, colours: { ...kit.colours, primary: '#990000' } } } });
    expect(put.data!.rerendered).toContainEqual({ id, name: 'Rebrand' });
    const after = await template(id);
    expect(after.version).toBe(published.version);
    expect(after.html).toBe(published.html);
    expect(after.draft!.html).toContain('color:#990000');
  });

  it('puts campaign banners in the banner slot of a designed signature', async () => {
    const { id } = await createDesigned('Slot');
    await ok(api().POST('/api/admin/templates/{id}/publish-draft', path(id)));
    await ok(api().PUT('/api/admin/roles', { body: { new: id, reply: id } }));
    await ok(api().POST('/api/admin/banners', { body: { name: 'Webinar', html: '<p>Join our webinar</p>', position: 'above' } }));
    const { html } = await signature('ann.lee@fabrikam.test');
    expect(html.indexOf('Ann Lee')).toBeLessThan(html.indexOf('Join our webinar'));
    expect(html).toContain('<tr><td><p>Join our webinar</p></td></tr>');
    expect(html).not.toContain('banner-slot');
  });

  it("keeps another organisation's designed templates unreachable", async () => {
    const { id } = await createDesigned('Mine');
    const theirs = api(otherAdmin);
    expect(statusAndCode(await theirs.GET('/api/admin/templates/{id}/design', path(id)))).toEqual([404, 'not_found']);
    expect(statusAndCode(await theirs.PUT('/api/admin/templates/{id}/design', { ...path(id), body: { design: DESIGN } }))).toEqual([
      404,
      'not_found',
    ]);
    expect(statusAndCode(await theirs.POST('/api/admin/templates/{id}/design/restore', path(id)))).toEqual([404, 'not_found']);
    expect((await api().GET('/api/admin/templates/{id}/design', path(id))).response.status).toBe(200);
  });
});

describe('the gallery', () => {
  it("previews every design with the signed-in person's own details and the brand kit", async () => {
    const res = await api().GET('/api/admin/designs/gallery');
    expect(res.response.status).toBe(200);
    expect(res.data!.designs.length).toBeGreaterThanOrEqual(8);
    for (const d of res.data!.designs) {
      expect([d.id, d.preview]).toEqual([d.id, expect.stringContaining('Ann Lee')]);
      expect(d.preview).not.toContain('{{');
      expect(d.length).toBeLessThan(30_000);
    }
  });

  it('serves the social icons the designs link, as PNG', async () => {
    const icon = (file: string) => host.api().GET('/static/social/{file}', { params: { path: { file } }, parseAs: 'arrayBuffer' });
    const res = await icon('linkedin-network.png');
    expect(res.response.status).toBe(200);
    expect(res.response.headers.get('content-type')).toBe('image/png');
    expect((await icon('nope-dark.png')).response.status).toBe(404);
  });
});
