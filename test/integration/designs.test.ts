import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY } from '../../shared/designs/gallery.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';

let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
let otherAdmin: string;

const call = (method: string, path: string, body?: unknown, token = admin, headers?: Record<string, string>) =>
  host.call(method, path, { token, body, headers });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const signature = async (mailbox: string) =>
  (await host.call('POST', '/api/signature', { token: await host.token({ tenant, user: mailbox, scope: 'access_as_user' }), body: {} }))
    .json;

const DESIGN = {
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
  await call('GET', '/api/admin/me');
  await call('GET', '/api/admin/me', undefined, otherAdmin);
});
afterAll(() => host.close());

describe('the brand kit', () => {
  it('answers the default kit, then takes a new one guarded by its ETag', async () => {
    const first = await call('GET', '/api/admin/brand-kit');
    expect(first.status).toBe(200);
    expect(first.json.kit.colours.primary).toBe('#0f6cbd');
    const etag = first.headers.get('etag')!;
    const kit = {
      ...first.json.kit,
      colours: { ...first.json.kit.colours, primary: '#336699' },
      social: { linkedin: 'https://www.linkedin.com/company/fabrikam' },
    };
    const put = await call('PUT', '/api/admin/brand-kit', { kit }, admin, { 'if-match': etag });
    expect(put.status).toBe(200);
    expect(put.json.kit.colours.primary).toBe('#336699');
    // The old ETag no longer names the kit: a second writer from the same read is refused and changes nothing.
    const stale = await call('PUT', '/api/admin/brand-kit', { kit: { ...kit, font: 'Georgia, serif' } }, admin, { 'if-match': etag });
    expectCode(stale, 412, 'stale_brand_kit');
    expect((await call('GET', '/api/admin/brand-kit')).json.kit.font).toBe(kit.font);
    const log = await call('GET', '/api/admin/log');
    expect(JSON.stringify(log.json)).toContain('brand kit');
  });

  it('refuses a kit with a bad link naming the field, and keeps the kit as it was', async () => {
    const before = (await call('GET', '/api/admin/brand-kit')).json;
    const res = await call('PUT', '/api/admin/brand-kit', { kit: { ...before.kit, social: { x: 'javascript:alert(1)' } } });
    expectCode(res, 400, 'invalid_request');
    expect(Object.keys(res.json.fields)).toEqual(['kit.social.x']);
    expect((await call('GET', '/api/admin/brand-kit')).json).toEqual(before);
  });

  it("keeps each organisation's kit to itself", async () => {
    expect((await call('GET', '/api/admin/brand-kit', undefined, otherAdmin)).json.kit.colours.primary).toBe('#0f6cbd');
  });
});

describe('designed templates', () => {
  it('creates a template from a design: the design stored, its HTML the working copy', async () => {
    const res = await call('POST', '/api/admin/designs/templates', { name: 'Designed', design: DESIGN });
    expect(res.status).toBe(201);
    expect(res.json.design).toMatchObject({
      detached: false,
      design: { version: 1, blocks: [{ id: 'name' }, { id: 'mobile' }, { id: 'banner' }] },
    });
    expect(res.json.version).toBe(0);
    expect(res.json.draft.html).toContain('{{#mobilePhone}}');
    expect(res.json.draft.html).toContain('color:#336699');
    expect(res.headers.get('etag')).toBe('"v0"');
    const design = await call('GET', `/api/admin/templates/${res.json.id}/design`);
    expect(design.json.design.design.blocks).toHaveLength(3);
    const html = await call('POST', '/api/admin/templates', { name: 'Written as HTML', html: '<p>{{displayName}}</p>' });
    expect((await call('GET', `/api/admin/templates/${html.json.id}/design`)).json).toEqual({ design: null });
    expectCode(await call('POST', `/api/admin/templates/${html.json.id}/design/restore`), 404, 'not_designed');
  });

  it('creates a template from a gallery design', async () => {
    const res = await call('POST', '/api/admin/designs/templates', { name: 'From the gallery', galleryId: 'photo-left' });
    expect(res.status).toBe(201);
    expect(res.json.design.design).toEqual(GALLERY.find((g) => g.id === 'photo-left')!.design);
    expectCode(await call('POST', '/api/admin/designs/templates', { name: 'Nope', galleryId: 'no-such' }), 400, 'invalid_request');
  });

  it('refuses a design that fails its schema, naming the field path, and creates nothing', async () => {
    const before = (await call('GET', '/api/admin/templates')).json.templates.length;
    const bad = await call('POST', '/api/admin/designs/templates', {
      name: 'Bad',
      design: { ...DESIGN, blocks: [...DESIGN.blocks, { id: 'cta', type: 'button', text: 'Go', url: 'javascript:alert(1)' }] },
    });
    expectCode(bad, 400, 'invalid_request');
    expect(bad.json.fields).toHaveProperty(['design.blocks.3.url']);
    const unknownType = await call('POST', '/api/admin/designs/templates', {
      name: 'Bad',
      design: { version: 1, blocks: [{ id: 'x', type: 'marquee' }] },
    });
    expectCode(unknownType, 400, 'invalid_request');
    expect(Object.keys(unknownType.json.fields)[0]).toMatch(/^design\.blocks\.0/);
    const syntax = await call('POST', '/api/admin/designs/templates', {
      name: 'Bad',
      design: { version: 1, blocks: [{ id: 't', type: 'text', text: '{{#jobTitle}}unclosed' }] },
    });
    expectCode(syntax, 400, 'invalid_request');
    expect(syntax.json.fields).toHaveProperty(['design.blocks.0.text']);
    expect((await call('GET', '/api/admin/templates')).json.templates.length).toBe(before);
  });

  it('saves a design into the working copy; a bad one changes nothing', async () => {
    const { id } = (await call('POST', '/api/admin/designs/templates', { name: 'Save me', design: DESIGN })).json;
    const saved = await call('PUT', `/api/admin/templates/${id}/design`, {
      design: { ...DESIGN, blocks: [...DESIGN.blocks.slice(0, 2), { id: 'job', type: 'text', text: '{{jobTitle}}' }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.draft.html).toContain('{{jobTitle}}');
    const before = (await call('GET', `/api/admin/templates/${id}`)).json;
    const bad = await call('PUT', `/api/admin/templates/${id}/design`, {
      design: { ...DESIGN, blocks: [{ id: 't', type: 'text', text: 'x', link: 'ftp://x' }] },
    });
    expectCode(bad, 400, 'invalid_request');
    expect(bad.json.fields).toHaveProperty(['design.blocks.0.link']);
    expect((await call('GET', `/api/admin/templates/${id}`)).json).toEqual(before);
    expect((await call('GET', `/api/admin/templates/${id}/design`)).json.design.design.blocks.map((b: { id: string }) => b.id)).toEqual([
      'name',
      'mobile',
      'job',
    ]);
  });

  it('refuses a hand edit of the HTML without detach (409, nothing changed), detaches with it, and restores the design', async () => {
    const { id, draft } = (await call('POST', '/api/admin/designs/templates', { name: 'Detach me', design: DESIGN })).json;
    const edit = await call('PUT', `/api/admin/templates/${id}/draft`, { html: '<p>{{displayName}} by hand</p>' });
    expectCode(edit, 409, 'designed_template');
    expect((await call('GET', `/api/admin/templates/${id}`)).json.draft.html).toBe(draft.html);
    // The design's own HTML saved back (what the designer's publish sends) needs no detach.
    expect((await call('PUT', `/api/admin/templates/${id}/draft`, { html: draft.html })).status).toBe(200);
    const detached = await call('PUT', `/api/admin/templates/${id}/draft`, { html: '<p>{{displayName}} by hand</p>', detach: true });
    expect(detached.status).toBe(200);
    expect((await call('GET', `/api/admin/templates/${id}/design`)).json.design.detached).toBe(true);
    expectCode(await call('PUT', `/api/admin/templates/${id}/design`, { design: DESIGN }), 409, 'design_detached');
    // A detached template's HTML is edited freely.
    expect((await call('PUT', `/api/admin/templates/${id}/draft`, { html: '<p>{{displayName}} again</p>' })).status).toBe(200);
    const restored = await call('POST', `/api/admin/templates/${id}/design/restore`);
    expect(restored.status).toBe(200);
    expect(restored.json.design.detached).toBe(false);
    expect(restored.json.draft.html).toBe(draft.html);
  });

  it('keeps the design beside each version, and a rollback restores both', async () => {
    const { id } = (await call('POST', '/api/admin/designs/templates', { name: 'Versions', design: DESIGN })).json;
    expect((await call('POST', `/api/admin/templates/${id}/publish-draft`)).status).toBe(200);
    const v2design = { ...DESIGN, blocks: [{ id: 'only', type: 'text', text: '{{displayName}} v2' }] };
    await call('PUT', `/api/admin/templates/${id}/design`, { design: v2design });
    expect((await call('POST', `/api/admin/templates/${id}/publish-draft`)).json.version).toBe(2);
    expect((await call('GET', `/api/admin/templates/${id}/versions/1/design`)).json.design.blocks).toHaveLength(3);
    expect((await call('GET', `/api/admin/templates/${id}/versions/2/design`)).json.design.blocks).toHaveLength(1);
    const back = await call('POST', `/api/admin/templates/${id}/rollback`, { version: 1 });
    expect(back.json.version).toBe(3);
    await expect.poll(async () => (await call('GET', `/api/admin/templates/${id}/design`)).json.design.design.blocks.length).toBe(3);
    expect((await call('GET', `/api/admin/templates/${id}/versions/3/design`)).json.design.blocks).toHaveLength(3);
  });

  it('re-renders designed templates into working copies when the brand kit changes, never into the live version', async () => {
    const { id } = (await call('POST', '/api/admin/designs/templates', { name: 'Rebrand', design: DESIGN })).json;
    const published = (await call('POST', `/api/admin/templates/${id}/publish-draft`)).json;
    expect(published.html).toContain('color:#336699');
    const { kit } = (await call('GET', '/api/admin/brand-kit')).json;
    const put = await call('PUT', '/api/admin/brand-kit', { kit: { ...kit, colours: { ...kit.colours, primary: '#990000' } } });
    expect(put.json.rerendered).toContainEqual({ id, name: 'Rebrand' });
    const after = (await call('GET', `/api/admin/templates/${id}`)).json;
    expect(after.version).toBe(published.version);
    expect(after.html).toBe(published.html);
    expect(after.draft.html).toContain('color:#990000');
  });

  it('puts campaign banners in the banner slot of a designed signature', async () => {
    const { id } = (await call('POST', '/api/admin/designs/templates', { name: 'Slot', design: DESIGN })).json;
    await call('POST', `/api/admin/templates/${id}/publish-draft`);
    await call('PUT', '/api/admin/roles', { new: id, reply: id });
    await call('POST', '/api/admin/banners', { name: 'Webinar', html: '<p>Join our webinar</p>', position: 'above' });
    const html: string = (await signature('ann.lee@fabrikam.test')).html;
    expect(html.indexOf('Ann Lee')).toBeLessThan(html.indexOf('Join our webinar'));
    expect(html).toContain('<tr><td><p>Join our webinar</p></td></tr>');
    expect(html).not.toContain('banner-slot');
  });

  it("keeps another organisation's designed templates unreachable", async () => {
    const { id } = (await call('POST', '/api/admin/designs/templates', { name: 'Mine', design: DESIGN })).json;
    expectCode(await call('GET', `/api/admin/templates/${id}/design`, undefined, otherAdmin), 404, 'not_found');
    expectCode(await call('PUT', `/api/admin/templates/${id}/design`, { design: DESIGN }, otherAdmin), 404, 'not_found');
    expectCode(await call('POST', `/api/admin/templates/${id}/design/restore`, undefined, otherAdmin), 404, 'not_found');
    expect((await call('GET', `/api/admin/templates/${id}/design`)).status).toBe(200);
  });
});

describe('the gallery', () => {
  it("previews every design with the signed-in person's own details and the brand kit", async () => {
    const res = await call('GET', '/api/admin/designs/gallery');
    expect(res.status).toBe(200);
    expect(res.json.designs.length).toBeGreaterThanOrEqual(8);
    for (const d of res.json.designs) {
      expect([d.id, d.preview]).toEqual([d.id, expect.stringContaining('Ann Lee')]);
      expect(d.preview).not.toContain('{{');
      expect(d.length).toBeLessThan(30_000);
    }
  });

  it('serves the social icons the designs link, as PNG', async () => {
    const res = await fetch(`${host.url}/static/social/linkedin-network.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${host.url}/static/social/nope-dark.png`)).status).toBe(404);
  });
});
