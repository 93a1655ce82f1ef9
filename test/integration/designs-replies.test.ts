import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_GALLERY } from '../../shared/designs/gallery.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';

// Out-of-office replies made in the designer: one design makes the reply to colleagues and the one to people outside,
// each block in both unless it names one; the template is a reply as the HTML editor makes it, with its refusals.

let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
let otherAdmin: string;

const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
const succeed = (method: string, path: string, body?: unknown, token = admin) => host.succeed(method, path, { token, body });
const template = (id: string, token = admin) => call('GET', `/api/admin/templates/${id}`, undefined, token);
const library = async () =>
  (await succeed('GET', '/api/admin/templates')).templates as { id: string; name: string; kind: string; roles: string[] }[];

const REPLY_DESIGN = {
  version: 1,
  blocks: [
    { id: 'inside', type: 'text', audience: 'internal', text: 'Hi team, back {{ooo.until}}.' },
    { id: 'outside', type: 'text', audience: 'external', text: 'Thank you for writing; I am back {{ooo.until}}, ask {{ooo.contact}}.' },
    { id: 'name', type: 'text', text: '{{displayName}}', style: { bold: true } },
  ],
};

beforeAll(async () => {
  host = await startTestHost();
  [tenant, other] = host.tenants;
  await host.onboard(tenant);
  await host.onboard(other);
  admin = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
  otherAdmin = await host.token({ tenant: other, user: 'nia.ross@northwind.test' });
  await succeed('GET', '/api/admin/me');
  await succeed('GET', '/api/admin/me', undefined, otherAdmin);
});
afterAll(() => host.close());

describe('the gallery', () => {
  it('offers starting points for out-of-office replies after the signatures, each previewing the reply to people outside', async () => {
    const { designs } = await succeed('GET', '/api/admin/designs/gallery');
    const replies = designs.filter((d: { kind: string }) => d.kind === 'automatic-reply');
    expect(replies.map((d: { id: string }) => d.id)).toEqual(REPLY_GALLERY.map((g) => g.id));
    expect(designs.slice(-replies.length)).toEqual(replies);
    for (const r of replies) {
      expect(r.preview).toContain('Thank you for your message');
      expect(r.preview).not.toContain('will read your message when I am back');
    }
  });
});

describe('a reply made in the designer', () => {
  let id: string;

  it('is created from a reply design of the gallery as an out-of-office reply with both replies', async () => {
    const res = await call('POST', '/api/admin/designs/templates', { name: 'Away (designed)', galleryId: 'reply-branded' });
    expect(res.status).toBe(201);
    id = res.json.id;
    expect(res.json.kind).toBe('automatic-reply');
    expect(res.json.draft.html).toContain('will read your message when I am back');
    expect(res.json.draft.html).not.toContain('Thank you for your message');
    expect(res.json.draft.external).toContain('Thank you for your message');
    expect(res.json.draft.external).toContain('{{#ooo.contact}}');
    expect((await library()).find((t) => t.id === id)?.kind).toBe('automatic-reply');
    const design = await succeed('GET', `/api/admin/templates/${id}/design`);
    expect(design.design.design).toEqual(REPLY_GALLERY.find((g) => g.id === 'reply-branded')!.design);
  });

  it('is saved from its design into both replies, and published without being taken for a hand edit', async () => {
    const saved = await succeed('PUT', `/api/admin/templates/${id}/design`, { design: REPLY_DESIGN });
    expect(saved.draft.html).toContain('Hi team');
    expect(saved.draft.html).not.toContain('Thank you for writing');
    expect(saved.draft.external).toContain('Thank you for writing');
    expect(saved.draft.external).not.toContain('Hi team');
    for (const body of [saved.draft.html, saved.draft.external]) expect(body).toContain('{{displayName}}');
    const t = (await template(id)).json;
    await succeed('PUT', `/api/admin/templates/${id}`, { html: t.draft.html, external: t.draft.external });
    const live = (await template(id)).json;
    expect(live.version).toBe(1);
    expect(live.external).toContain('Thank you for writing');
    const design = await succeed('GET', `/api/admin/templates/${id}/design`);
    expect(design.design.detached).toBe(false);
    const kept = await succeed('GET', `/api/admin/templates/${id}/versions/1/design`);
    expect(kept.design.blocks.map((b: { id: string }) => b.id)).toEqual(['inside', 'outside', 'name']);
  });

  it('takes a new language designed, each language with both replies', async () => {
    const de = {
      ...REPLY_DESIGN,
      blocks: [
        { id: 'inside', type: 'text', audience: 'internal', text: 'Hallo Team, zurück {{ooo.until}}.' },
        { id: 'outside', type: 'text', audience: 'external', text: 'Danke für Ihre Nachricht; zurück {{ooo.until}}.' },
      ],
    };
    const saved = await succeed('PUT', `/api/admin/templates/${id}/design`, {
      design: REPLY_DESIGN,
      variants: [{ language: 'de', design: de }],
    });
    const variant = saved.draft.variants.find((v: { language: string }) => v.language === 'de');
    expect(variant.html).toContain('Hallo Team');
    expect(variant.html).not.toContain('Danke');
    expect(variant.external).toContain('Danke');
  });

  it('follows a new brand kit in both replies', async () => {
    const { kit } = await succeed('GET', '/api/admin/brand-kit');
    const put = await succeed('PUT', '/api/admin/brand-kit', { kit: { ...kit, colours: { ...kit.colours, text: '#123456' } } });
    expect(put.rerendered.map((r: { id: string }) => r.id)).toContain(id);
    const t = (await template(id)).json;
    expect(t.draft.html).toContain('#123456');
    expect(t.draft.external).toContain('#123456');
  });

  it('is detached by a hand edit of the reply to people outside, and brought back to its design', async () => {
    const t = (await template(id)).json;
    const edited = { html: t.draft.html, external: '<p>Written by hand</p>', variants: t.draft.variants };
    expectCode(await call('PUT', `/api/admin/templates/${id}/draft`, edited), 409, 'designed_template');
    expect((await template(id)).json.draft.external).toBe(t.draft.external);
    await succeed('PUT', `/api/admin/templates/${id}/draft`, { ...edited, detach: true });
    expect((await succeed('GET', `/api/admin/templates/${id}/design`)).design.detached).toBe(true);
    const back = await succeed('POST', `/api/admin/templates/${id}/design/restore`);
    expect(back.draft.external).toContain('Thank you for writing');
    expect(back.design.detached).toBe(false);
  });
});

describe('what the service refuses', () => {
  it('refuses a reply template where only a signature makes sense, as it does for one written in HTML', async () => {
    const { id } = await succeed('POST', '/api/admin/designs/templates', { name: 'Away again', galleryId: 'reply-plain' });
    await succeed('POST', `/api/admin/templates/${id}/publish-draft`);
    const before = await library();
    const res = await call('PUT', '/api/admin/roles', { new: id });
    expectCode(res, 400, 'invalid_request');
    expect(res.json.fields).toEqual({ new: 'is an automatic reply, not a signature' });
    expect(await library()).toEqual(before);
  });

  it('refuses a block naming a reply in a signature, naming the field, and changes nothing', async () => {
    const before = await library();
    const design = { version: 1, blocks: [{ id: 'name', type: 'text', audience: 'external', text: '{{displayName}}' }] };
    const res = await call('POST', '/api/admin/designs/templates', { name: 'Not a reply', design });
    expectCode(res, 400, 'invalid_request');
    expect(Object.keys(res.json.fields)).toEqual(['design.blocks.0.audience']);
    expect(await library()).toEqual(before);
    const { id } = await succeed('POST', '/api/admin/designs/templates', {
      name: 'A signature',
      design: { ...design, blocks: [{ id: 'n', type: 'text', text: 'x' }] },
    });
    const saved = await succeed('GET', `/api/admin/templates/${id}/design`);
    const put = await call('PUT', `/api/admin/templates/${id}/design`, { design });
    expectCode(put, 400, 'invalid_request');
    expect(Object.keys(put.json.fields)).toEqual(['design.blocks.0.audience']);
    expect(await succeed('GET', `/api/admin/templates/${id}/design`)).toEqual(saved);
  });

  it('refuses a reply design that leaves one reply without a block, and changes nothing', async () => {
    const before = await library();
    const design = { version: 1, blocks: [{ id: 'inside', type: 'text', audience: 'internal', text: 'Hi team' }] };
    const res = await call('POST', '/api/admin/designs/templates', { name: 'Half a reply', design, kind: 'automatic-reply' });
    expectCode(res, 400, 'invalid_request');
    expect(res.json.fields).toEqual({ 'design.blocks': 'leave at least one block in the reply to people outside' });
    expect(await library()).toEqual(before);
  });

  it('refuses a kind beside a gallery design, which has its own, and changes nothing', async () => {
    const before = await library();
    const res = await call('POST', '/api/admin/designs/templates', { name: 'Mixed', galleryId: 'plain', kind: 'automatic-reply' });
    expectCode(res, 400, 'invalid_request');
    expect(Object.keys(res.json.fields)).toEqual(['kind']);
    expect(await library()).toEqual(before);
  });

  it("keeps each organisation's replies to itself", async () => {
    const { id } = await succeed('POST', '/api/admin/designs/templates', { name: 'Ours', design: REPLY_DESIGN, kind: 'automatic-reply' });
    expectCode(await call('GET', `/api/admin/templates/${id}/design`, undefined, otherAdmin), 404, 'not_found');
    expectCode(await call('PUT', `/api/admin/templates/${id}/design`, { design: REPLY_DESIGN }, otherAdmin), 404, 'not_found');
    expect((await succeed('GET', `/api/admin/templates/${id}/design`)).design.design.blocks).toHaveLength(3);
  });
});
