import { describe, expect, it } from 'vitest';
import { EMPTY_CONTEXT, lint } from '../../shared/doctor/engine.js';
import { CLIENTS, type DoctorContext } from '../../shared/doctor/schemas.js';
import { supportFor } from '../../shared/doctor/support.js';
import { designFix, findingsByBlock } from '../../shared/designs/findings.js';
import { GALLERY } from '../../shared/designs/gallery.js';
import { blockAt, renderDesign, renderDesignPlaces } from '../../shared/designs/render.js';
import { BrandKit, DEFAULT_BRAND_KIT, Design, type Block, type DesignInput } from '../../shared/designs/schema.js';

const OPTIONS = { iconBaseUrl: 'https://signatures.example' };
const KIT: BrandKit = BrandKit.parse({
  ...DEFAULT_BRAND_KIT,
  logo: { asset: 'logo.png', width: 200, height: 50, alt: 'Contoso' },
  social: { linkedin: 'https://www.linkedin.com/company/contoso' },
  cta: { text: 'Book a demo', url: 'https://contoso.example/demo' },
  website: 'http://contoso.example',
});
const CTX: DoctorContext = {
  ...EMPTY_CONTEXT,
  images: { 'logo.png': { size: 20_000, width: 400, height: 100, dark: null, darkVariant: null } },
};

/** The design's findings with the block each comes from. */
function check(input: DesignInput, kit = KIT, ctx = CTX) {
  const design = Design.parse(input);
  const { html, places } = renderDesignPlaces(design, kit, OPTIONS);
  return { design, html, findings: findingsByBlock(lint(html, ctx).findings, places) };
}

const blockOf = (design: Design, id: string): Block => {
  for (const b of design.blocks) {
    if (b.id === id) return b;
    if (b.type === 'columns') for (const c of [...b.left, ...b.right]) if (c.id === id) return c;
  }
  throw new Error(`no block ${id}`);
};

describe('where each block of a design sits in its HTML', () => {
  it.each(GALLERY.map((g) => [g.id, g.design] as const))('renders %s byte for byte as renderDesign does', (_, design) => {
    const { html, places } = renderDesignPlaces(design, KIT, OPTIONS);
    expect(html).toBe(renderDesign(design, KIT, OPTIONS));
    expect(places.length).toBeGreaterThan(0);
    for (const p of places) {
      // Each range is one whole block: a table row, or a row inside the sections that hide it.
      expect(html.slice(p.start, p.end)).toMatch(/^(<tr>|\{\{#)[\s\S]*(<\/tr>|\{\{\/[\w.]+\}\})$/);
    }
  });

  it("holds a column's blocks inside the columns block's range, and names the innermost block at a place", () => {
    const design = Design.parse({
      version: 1,
      blocks: [
        { id: 'name', type: 'text', text: '{{displayName}}' },
        {
          id: 'cols',
          type: 'columns',
          left: [{ id: 'pic', type: 'photo' }],
          right: [{ id: 'title', type: 'text', text: '{{jobTitle}}' }],
        },
      ],
    });
    const { html, places } = renderDesignPlaces(design, KIT, OPTIONS);
    const at = (id: string) => places.find((p) => p.id === id)!;
    expect(at('cols').start).toBeLessThan(at('pic').start);
    expect(at('title').end).toBeLessThanOrEqual(at('cols').end);
    expect(blockAt(places, html.indexOf('{{jobTitle}}'))).toBe('title');
    expect(blockAt(places, html.indexOf('{{displayName}}'))).toBe('name');
    expect(blockAt(places, 0)).toBeNull();
  });

  it('gives no places (and the same HTML) for a design holding the marks’ own characters', () => {
    const design = Design.parse({ version: 1, blocks: [{ id: 'odd', type: 'text', text: 'a\uE002b' }] });
    expect(renderDesignPlaces(design, KIT, OPTIONS)).toEqual({ html: renderDesign(design, KIT, OPTIONS), places: [] });
  });
});

describe("the doctor's findings on a design", () => {
  it('names the text line linking over plain http, and its fix changes the block’s link to https', () => {
    const { design, html, findings } = check({
      version: 1,
      blocks: [
        { id: 'name', type: 'text', text: '{{displayName}}' },
        { id: 'site', type: 'text', text: 'Our site', link: 'http://contoso.example/?a=1&b=2' },
      ],
    });
    const insecure = findings.filter((f) => f.rule === 'insecure-url');
    expect(insecure.map((f) => f.block)).toEqual(['site']);
    const fix = designFix(blockOf(design, 'site'), insecure[0], html, KIT);
    expect(fix?.block).toMatchObject({ id: 'site', link: 'https://contoso.example/?a=1&b=2' });
    expect(designFix(blockOf(design, 'name'), insecure[0], html, KIT)).toBeNull();
  });

  it('offers no design fix for a URL that comes from the brand kit (the block holds none)', () => {
    const { design, html, findings } = check({
      version: 1,
      blocks: [
        { id: 'name', type: 'text', text: '{{displayName}}' },
        { id: 'web', type: 'link', kind: 'website', text: 'Website' },
      ],
    });
    const insecure = findings.find((f) => f.rule === 'insecure-url')!;
    expect(insecure.block).toBe('web');
    expect(designFix(blockOf(design, 'web'), insecure, html, KIT)).toBeNull();
  });

  it('names a linked image block with empty alt text, inside a column, and its fix sets the alt text from the asset', () => {
    const kit = BrandKit.parse({ ...KIT, logo: { ...KIT.logo!, alt: '' }, website: 'https://contoso.example' });
    const { design, html, findings } = check(
      {
        version: 1,
        blocks: [
          {
            id: 'cols',
            type: 'columns',
            left: [{ id: 'logo', type: 'image', asset: 'company-logo.png', width: 80, height: 20, link: 'https://contoso.example' }],
            right: [{ id: 'name', type: 'text', text: '{{displayName}}' }],
          },
        ],
      },
      kit,
      { ...CTX, images: { 'company-logo.png': CTX.images['logo.png'] } },
    );
    const alt = findings.find((f) => f.rule === 'image-alt-missing')!;
    expect(alt.block).toBe('logo');
    expect(designFix(blockOf(design, 'logo'), alt, html, kit)?.block).toMatchObject({ id: 'logo', alt: 'Company logo' });
  });

  it('keeps findings about the whole signature to no block: its length, and a signature that is only an image', () => {
    // Past the limit once the longest names of the organisation fill the placeholders.
    const long = check(
      {
        version: 1,
        blocks: Array.from({ length: 40 }, (_, i) => ({ id: `t${i}`, type: 'text' as const, text: `${'x'.repeat(460)} {{displayName}}` })),
      },
      KIT,
      { ...CTX, longestValue: { displayName: 200 } },
    );
    expect(long.findings.find((f) => f.rule === 'too-long')?.block).toBeNull();
    const image = check({ version: 1, blocks: [{ id: 'logo', type: 'image', alt: 'Contoso' }] });
    expect(image.findings.find((f) => f.rule === 'image-only')?.block).toBeNull();
  });
});

describe('the gallery, checked as an organisation with every Outlook would see it', () => {
  const everyClient: DoctorContext = { ...CTX, clients: [...CLIENTS], support: supportFor(CLIENTS) };
  // A button's rounded corners are the Admin's choice (its radius property): Outlook for Windows squaring them is
  // worth saying. Nothing else the renderer writes by itself should be.
  it.each(GALLERY.map((g) => [g.id, g.design] as const))('%s raises no CSS warning the Admin could not act on', (_, design) => {
    const { html } = renderDesignPlaces(design, KIT, OPTIONS);
    const css = lint(html, everyClient).findings.filter((f) => f.rule === 'css-unsupported');
    expect(css.map((f) => f.message).filter((m) => !m.startsWith('border-radius '))).toEqual([]);
  });
});
