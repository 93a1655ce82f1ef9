import { describe, expect, it } from 'vitest';
import { GALLERY, REPLY_GALLERY } from '../../shared/designs/gallery.js';
import { mergeVariants } from '../../shared/designs/languages.js';
import { renderDesign } from '../../shared/designs/render.js';
import { firstAudience, replySide } from '../../shared/designs/reply.js';
import { DEFAULT_BRAND_KIT, Design } from '../../shared/designs/schema.js';
import { bodyHash, hash } from '../../shared/designs/working.js';
import { initialDraft, isDirty, reduceDraft } from '../../portal/src/pages/editor/draft.js';

const design = Design.parse({
  version: 1,
  blocks: [
    { id: 'inside', type: 'text', audience: 'internal', text: 'Hi team' },
    { id: 'outside', type: 'text', audience: 'external', text: 'Thank you for writing' },
    {
      id: 'columns',
      type: 'columns',
      left: [{ id: 'photo', type: 'photo', audience: 'external' }],
      right: [{ id: 'name', type: 'text', text: '{{displayName}}' }],
    },
  ],
});
const ids = (d: Design) =>
  d.blocks.flatMap((b) => (b.type === 'columns' ? [b.id, ...b.left.map((c) => c.id), ...b.right.map((c) => c.id)] : [b.id]));

describe('the two replies of one design', () => {
  it('keeps in each reply the blocks in both and those naming it, inside columns too', () => {
    expect(ids(replySide(design, 'internal'))).toEqual(['inside', 'columns', 'name']);
    expect(ids(replySide(design, 'external'))).toEqual(['outside', 'columns', 'photo', 'name']);
  });

  it('renders each reply with its own words only', () => {
    const internal = renderDesign(replySide(design, 'internal'), DEFAULT_BRAND_KIT, { iconBaseUrl: 'https://s.example' });
    const external = renderDesign(replySide(design, 'external'), DEFAULT_BRAND_KIT, { iconBaseUrl: 'https://s.example' });
    expect(internal).toContain('Hi team');
    expect(internal).not.toContain('Thank you for writing');
    expect(external).toContain('Thank you for writing');
    expect(external).not.toContain('Hi team');
  });

  it('finds the first block naming a reply (what a signature may not have), in a column too', () => {
    expect(firstAudience(design)).toBe('blocks.0.audience');
    const columnsOnly = { ...design, blocks: design.blocks.slice(2) };
    expect(firstAudience(columnsOnly)).toBe('blocks.0.left.0.audience');
    expect(firstAudience(replySide(Design.parse({ version: 1, blocks: [{ id: 'a', type: 'spacer' }] }), 'internal'))).toBeNull();
  });

  it("gallery signatures name no reply; every reply design has words for both replies and the absence's placeholders", () => {
    for (const g of GALLERY) expect([g.id, g.kind, firstAudience(g.design)]).toEqual([g.id, 'signature', null]);
    for (const g of REPLY_GALLERY) {
      expect(g.kind).toBe('automatic-reply');
      for (const side of ['internal', 'external'] as const) {
        const html = renderDesign(replySide(g.design, side), DEFAULT_BRAND_KIT, { iconBaseUrl: 'https://s.example' });
        expect(html).toContain('{{ooo.until}}');
        expect(html).toContain('{{ooo.contact}}');
      }
    }
  });
});

describe('what a reply design keeps', () => {
  it("hashes a signature's body as its HTML alone, and a reply's with both replies", () => {
    expect(bodyHash({ html: '<p>a</p>' })).toBe(hash('<p>a</p>'));
    expect(bodyHash({ html: '<p>a</p>', external: null })).toBe(hash('<p>a</p>'));
    expect(bodyHash({ html: '<p>a</p>', external: '<p>b</p>' })).not.toBe(bodyHash({ html: '<p>a</p>', external: '<p>c</p>' }));
  });

  it("keeps a reply variant's external reply when its design renders it anew, or when it is written as HTML", () => {
    const working = [
      { language: 'fr', html: '<p>fr</p>', external: '<p>fr out</p>' },
      { language: 'de', html: '<p>de</p>', external: '<p>de out</p>' },
    ];
    const rendered = [{ language: 'de', html: '<p>new de</p>', external: '<p>new de out</p>' }];
    expect(mergeVariants(working, [], rendered)).toEqual([working[0], rendered[0]]);
  });
});

describe('the editor draft of a reply made in the designer', () => {
  const reply = { kind: 'automatic-reply' as const, html: '<p>Inside</p>', external: '<p>Outside</p>', draft: null };
  const designed = { design, detached: false, variants: [] };
  const languages = { variants: [], languageBy: { countries: {}, domains: {} } };

  it('takes both replies its design made when it is saved, with nothing left unsaved', () => {
    const edited = reduceDraft(initialDraft(reply, designed, undefined), { type: 'designEdited' });
    expect(isDirty(edited)).toBe(true);
    const saved = reduceDraft(edited, {
      type: 'designSaved',
      html: '<p>Inside 2</p>',
      external: '<p>Outside 2</p>',
      languages,
      held: languages,
      design: designed,
    });
    expect([saved.html, saved.external, isDirty(saved)]).toEqual(['<p>Inside 2</p>', '<p>Outside 2</p>', false]);
  });

  it('keeps a signature without an external reply whatever a save answers', () => {
    const signature = initialDraft({ html: '<p>Sig</p>', draft: null }, designed, undefined);
    const saved = reduceDraft(signature, {
      type: 'designSaved',
      html: '<p>Sig 2</p>',
      external: null,
      languages,
      held: languages,
      design: designed,
    });
    expect([saved.html, saved.external]).toEqual(['<p>Sig 2</p>', null]);
  });
});
