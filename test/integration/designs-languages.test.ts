import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { operations } from '../../portal/src/api/schema.js';
import { FixtureDirectory, type DirectoryFixture } from '../../shared/directory/fixture.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { TENANT_A, TENANT_B, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

// A designed template's languages over the real service: each variant has a design of its own, saved, rendered,
// published and rolled back with the default's, and the add-in's answer for a German-speaking sender is the German
// design's text. A designed variant edited as HTML is guarded and detached as the default body is.

type Design = operations['putApiAdminTemplatesByIdDesign']['requestBody']['content']['application/json']['design'];

const TENANT = crypto.randomUUID();
const OTHER = crypto.randomUUID();
const ADMIN = 'ann.lee@fabrikam.test';
const GERMAN = 'ben.okafor@fabrikam.test';

const base = testDirectoryFixture.tenants[TENANT_A];
const fixture: DirectoryFixture = {
  tenants: {
    [OTHER]: testDirectoryFixture.tenants[TENANT_B],
    [TENANT]: { ...base, users: (base.users ?? []).map((u) => (u.mail === GERMAN ? { ...u, preferredLanguage: 'de-DE' } : u)) },
  },
};

let host: TestHost;
let admin: string;
let otherAdmin: string;
const api = (token = admin) => host.api(token);
const path = (id: string) => ({ params: { path: { id } } });
const templateOf = (id: string) => ok(api().GET('/api/admin/templates/{id}', path(id)));
const designOf = async (id: string) => (await ok(api().GET('/api/admin/templates/{id}/design', path(id)))).design!;
/** What a refused call must leave exactly as it was: the template (its working copy and variants) and its designs. */
const state = async (id: string) => ({ template: await templateOf(id), design: await designOf(id) });
const putDesign = (id: string, body: { design: Design; variants?: { language: string; design: Design }[] }) =>
  api().PUT('/api/admin/templates/{id}/design', { ...path(id), body });
const sig = async (user: string) =>
  ok(host.api(await host.token({ tenant: TENANT, user, scope: 'access_as_user' })).POST('/api/signature', { body: { type: 'new' } }));

const words = (text: string): Design => ({
  version: 1,
  blocks: [
    { id: 'name', type: 'text', text: '{{displayName}}', style: { bold: true } },
    { id: 'regards', type: 'text', text },
  ],
});
const DEFAULT = words('Kind regards');
const GERMAN_DESIGN = words('Mit freundlichen Grüßen');

async function designed(name: string) {
  const t = await ok(api().POST('/api/admin/designs/templates', { body: { name, design: DEFAULT } }));
  const saved = await putDesign(t.id, { design: DEFAULT, variants: [{ language: 'DE', design: GERMAN_DESIGN }] });
  expect(saved.response.status).toBe(200);
  return { id: t.id, saved: saved.data! };
}

beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(fixture), people: fixture });
  await host.onboard(TENANT, ADMIN);
  await host.onboard(OTHER, 'nia.ross@northwind.test');
  admin = await host.token({ tenant: TENANT, user: ADMIN });
  otherAdmin = await host.token({ tenant: OTHER, user: 'nia.ross@northwind.test' });
  await ok(api().GET('/api/admin/me'));
  await ok(api(otherAdmin).GET('/api/admin/me'));
});
afterAll(() => host.close());

describe('a designed template with a German design', () => {
  it('renders the German design into its variant; published, a German-speaking sender gets its text', async () => {
    const { id, saved } = await designed('Designed in two languages');
    expect(saved.design.variants).toEqual([{ language: 'de', design: expect.objectContaining({ version: 1 }), detached: false }]);
    expect(saved.draft!.variants).toHaveLength(1);
    expect(saved.draft!.variants[0]).toMatchObject({ language: 'de', html: expect.stringContaining('Mit freundlichen Grüßen') });
    expect(saved.draft!.html).toContain('Kind regards');
    const published = await ok(api().POST('/api/admin/templates/{id}/publish-draft', path(id)));
    expect(published.version).toBe(1);
    // The template is the organisation's only one, so it is what the add-in gives.
    await ok(api().PUT('/api/admin/roles', { body: { new: id, reply: null } }));
    const german = await sig(GERMAN);
    expect(german).toMatchObject({ language: 'de' });
    expect(german.html).toContain('Mit freundlichen Grüßen');
    expect(german.html).toContain('Ben Okafor');
    const ann = await sig(ADMIN);
    expect(ann).toMatchObject({ language: null });
    expect(ann.html).toContain('Kind regards');
    const v1 = await ok(api().GET('/api/admin/templates/{id}/versions/{version}/design', { params: { path: { id, version: 1 } } }));
    expect(v1.variants.map((v) => [v.language, v.design.blocks[1]])).toEqual([
      ['de', expect.objectContaining({ text: 'Mit freundlichen Grüßen' })],
    ]);
  });

  it('reads a design saved without languages as before: no variant designs, and a save without them keeps them', async () => {
    const t = await ok(api().POST('/api/admin/designs/templates', { body: { name: 'One language', design: DEFAULT } }));
    expect(t.design.variants).toEqual([]);
    const { id } = await designed('Kept languages');
    const again = await ok(putDesign(id, { design: words('Best regards') }));
    expect(again.design.variants.map((v) => v.language)).toEqual(['de']);
    expect(again.draft!.variants[0].html).toContain('Mit freundlichen Grüßen');
    expect(again.draft!.html).toContain('Best regards');
  });

  it('removes a designed language left out of a save, with its variant; a variant written as HTML stays', async () => {
    const { id, saved } = await designed('Removing');
    const french = { language: 'fr', html: '<p>Cordialement, {{displayName}}</p>' };
    await ok(
      api().PUT('/api/admin/templates/{id}/draft', {
        ...path(id),
        body: { html: saved.draft!.html, variants: [...saved.draft!.variants, french] },
      }),
    );
    const removed = await ok(putDesign(id, { design: DEFAULT, variants: [] }));
    expect(removed.design.variants).toEqual([]);
    expect(removed.draft!.variants).toEqual([french]);
  });

  it('drops the design of a language a body saved as HTML no longer has, so no later re-render brings it back', async () => {
    const { id, saved } = await designed('Dropped by a script');
    await ok(api().PUT('/api/admin/templates/{id}/draft', { ...path(id), body: { html: saved.draft!.html, variants: [] } }));
    expect((await designOf(id)).variants).toEqual([]);
    expect((await templateOf(id)).draft!.variants).toEqual([]);
  });

  it('re-renders every language into the working copy when the brand kit changes', async () => {
    const { id } = await designed('Rebrand in German');
    const { kit } = await ok(api().GET('/api/admin/brand-kit'));
    const put = await ok(api().PUT('/api/admin/brand-kit', { body: { kit: { ...kit, colours: { ...kit.colours, text: '#123456' } } } }));
    expect(put.rerendered.map((t) => t.id)).toContain(id);
    const t = await templateOf(id);
    expect(t.draft!.html).toContain('#123456');
    expect(t.draft!.variants[0].html).toContain('#123456');
    expect((await designOf(id)).variants[0].detached).toBe(false);
  });

  it('brings the designs of the version it restores back on a rollback', async () => {
    const { id } = await designed('Rolled back');
    await ok(api().POST('/api/admin/templates/{id}/publish-draft', path(id)));
    await ok(putDesign(id, { design: DEFAULT, variants: [{ language: 'de', design: words('Viele Grüße') }] }));
    expect((await ok(api().POST('/api/admin/templates/{id}/publish-draft', path(id)))).version).toBe(2);
    await ok(api().POST('/api/admin/templates/{id}/rollback', { ...path(id), body: { version: 1 } }));
    await expect.poll(async () => (await designOf(id)).variants[0]?.design.blocks[1]).toMatchObject({ text: 'Mit freundlichen Grüßen' });
    expect((await templateOf(id)).variants[0].html).toContain('Mit freundlichen Grüßen');
  });
});

describe('a designed variant edited as HTML', () => {
  it('is refused without detach and changes nothing; with detach only that variant leaves its design', async () => {
    const { id, saved } = await designed('Hand edits');
    const handEdited = { html: saved.draft!.html, variants: [{ language: 'de', html: '<p>Hallo {{displayName}}</p>' }] };
    const before = await state(id);
    const refused = await api().PUT('/api/admin/templates/{id}/draft', { ...path(id), body: handEdited });
    expect(statusAndCode(refused)).toEqual([409, 'designed_template']);
    expect(refused.error!.message).toContain('the de variant');
    expect(await state(id)).toEqual(before);
    // The designs' own HTML sent back (what the editor sends with every step) needs no detach.
    await ok(
      api().PUT('/api/admin/templates/{id}/draft', { ...path(id), body: { html: saved.draft!.html, variants: saved.draft!.variants } }),
    );
    await ok(api().PUT('/api/admin/templates/{id}/draft', { ...path(id), body: { ...handEdited, detach: true } }));
    const after = await designOf(id);
    expect([after.detached, after.variants[0].detached]).toEqual([false, true]);
    expect((await templateOf(id)).draft!.variants[0].html).toBe('<p>Hallo {{displayName}}</p>');
  });

  it('refuses a changed design for a detached variant, then restores that variant alone', async () => {
    const { id } = await designed('Restore one');
    await ok(api().POST('/api/admin/templates/{id}/design/detach', { ...path(id), body: { language: 'de' } }));
    const before = await state(id);
    const refused = await putDesign(id, { design: DEFAULT, variants: [{ language: 'de', design: words('Servus') }] });
    expect(statusAndCode(refused)).toEqual([409, 'design_detached']);
    expect(await state(id)).toEqual(before);
    // The kept design sent back unchanged keeps it detached, and the default still saves.
    const kept = await ok(putDesign(id, { design: words('Regards'), variants: [{ language: 'de', design: GERMAN_DESIGN }] }));
    expect(kept.design.variants[0].detached).toBe(true);
    const restored = await ok(api().POST('/api/admin/templates/{id}/design/restore', { ...path(id), body: { language: 'de' } }));
    expect(restored.design.variants[0].detached).toBe(false);
    expect(restored.draft!.variants[0].html).toContain('Mit freundlichen Grüßen');
    expect(restored.draft!.html).toContain('Regards');
  });

  it('detaches every language with the default, and restores them all', async () => {
    const { id, saved } = await designed('All at once');
    const detached = await ok(api().POST('/api/admin/templates/{id}/design/detach', path(id)));
    expect([detached.detached, detached.variants[0].detached]).toEqual([true, true]);
    const before = await state(id);
    const one = await api().POST('/api/admin/templates/{id}/design/restore', { ...path(id), body: { language: 'de' } });
    expect(statusAndCode(one)).toEqual([409, 'design_detached']);
    expect(await state(id)).toEqual(before);
    const restored = await ok(api().POST('/api/admin/templates/{id}/design/restore', path(id)));
    expect([restored.design.detached, restored.design.variants[0].detached]).toEqual([false, false]);
    expect(restored.draft!.variants).toEqual(saved.draft!.variants);
  });
});

describe('refusals', () => {
  it('refuses to design a language written as HTML, naming it, and changes nothing', async () => {
    const { id, saved } = await designed('HTML French');
    const french = { language: 'fr', html: '<p>Cordialement, {{displayName}}</p>' };
    await ok(
      api().PUT('/api/admin/templates/{id}/draft', {
        ...path(id),
        body: { html: saved.draft!.html, variants: [...saved.draft!.variants, french] },
      }),
    );
    const before = await state(id);
    const res = await putDesign(id, {
      design: DEFAULT,
      variants: [
        { language: 'de', design: GERMAN_DESIGN },
        { language: 'fr', design: words('Cordialement') },
      ],
    });
    expect(statusAndCode(res)).toEqual([409, 'variant_written_as_html']);
    expect(res.error!.message).toContain('fr written as HTML');
    expect(await state(id)).toEqual(before);
  });

  it('refuses bad language designs with the field path, and changes nothing', async () => {
    const { id } = await designed('Bad input');
    const before = await state(id);
    const cases: [unknown, string][] = [
      [[{ language: 'deutsch!', design: GERMAN_DESIGN }], 'variants.0.language'],
      [
        [
          { language: 'de', design: GERMAN_DESIGN },
          { language: 'DE', design: GERMAN_DESIGN },
        ],
        'variants.1.language',
      ],
      [[{ language: 'de', design: { ...GERMAN_DESIGN, blocks: [] } }], 'variants.0.design.blocks'],
      [[{ language: 'de', design: words('{{#broken}} Grüße') }], 'variants.0.design.blocks.1.text'],
    ];
    for (const [variants, field] of cases) {
      const res = await api().PUT('/api/admin/templates/{id}/design', { ...path(id), body: { design: DEFAULT, variants } as never });
      expect(statusAndCode(res)).toEqual([400, 'invalid_request']);
      expect(Object.keys(res.error!.fields!)).toContain(field);
    }
    // Each design within its own limit, but twenty of them too large together for the row that keeps them.
    const big = { version: 1, blocks: Array.from({ length: 40 }, (_, i) => ({ id: `t${i}`, type: 'text', text: 'x'.repeat(480) })) };
    const many = ['de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'fi', 'cs', 'hu', 'ro', 'tr', 'el', 'ja', 'zh', 'ko', 'nb', 'en'];
    const tooLarge = await api().PUT('/api/admin/templates/{id}/design', {
      ...path(id),
      body: { design: DEFAULT, variants: many.map((language) => ({ language, design: big })) } as never,
    });
    expect(statusAndCode(tooLarge)).toEqual([400, 'invalid_request']);
    expect(Object.keys(tooLarge.error!.fields!)).toEqual(['variants']);
    const unknown = await api().POST('/api/admin/templates/{id}/design/restore', { ...path(id), body: { language: 'it' } });
    expect(statusAndCode(unknown)).toEqual([404, 'not_designed']);
    const detachUnknown = await api().POST('/api/admin/templates/{id}/design/detach', { ...path(id), body: { language: 'it' } });
    expect(statusAndCode(detachUnknown)).toEqual([404, 'not_designed']);
    expect(await state(id)).toEqual(before);
  });

  it("keeps each organisation's designs to itself", async () => {
    const { id } = await designed('Ours');
    const before = await state(id);
    const theirs = api(otherAdmin);
    expect(
      statusAndCode(await theirs.PUT('/api/admin/templates/{id}/design', { ...path(id), body: { design: DEFAULT, variants: [] } })),
    ).toEqual([404, 'not_found']);
    expect(statusAndCode(await theirs.POST('/api/admin/templates/{id}/design/detach', { ...path(id), body: { language: 'de' } }))).toEqual([
      404,
      'not_found',
    ]);
    expect(await state(id)).toEqual(before);
  });
});
