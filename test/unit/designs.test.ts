import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { GALLERY } from '../../shared/designs/gallery.js';
import { BANNER_SLOT, renderDesign, socialIconUrl } from '../../shared/designs/render.js';
import { BrandKit, DEFAULT_BRAND_KIT, Design, type DesignInput } from '../../shared/designs/schema.js';
import { fieldReasons } from '../../shared/http/body.js';
import { removedBySanitiser, sanitizeSignatureHtml } from '../../shared/rendering/sanitize.js';
import { normaliseTemplate, renderTemplate } from '../../shared/rendering/template.js';
import { buildView, samplePerson } from '../../shared/rendering/view.js';

const OPTIONS = { iconBaseUrl: 'https://signatures.example' };
const KIT: BrandKit = BrandKit.parse({
  ...DEFAULT_BRAND_KIT,
  logo: { asset: 'logo.png', width: 200, height: 50, alt: 'Contoso' },
  social: { linkedin: 'https://www.linkedin.com/company/contoso', x: 'https://x.com/contoso' },
  cta: { text: 'Book a demo', url: 'https://contoso.example/demo' },
  website: 'https://contoso.example',
});
const render = (design: DesignInput, kit: BrandKit = KIT) => renderDesign(Design.parse(design), kit, OPTIONS);
const reasons = (input: unknown) => {
  const r = Design.safeParse(input);
  return r.success ? {} : fieldReasons(r.error, 'design');
};
const forPerson = (html: string, person = samplePerson(), extra: { photoUrl?: string; photoRoundUrl?: string; vcardUrl?: string } = {}) =>
  sanitizeSignatureHtml(renderTemplate(normaliseTemplate(html), buildView({ person, ...extra })));

describe('the design renderer', () => {
  it.each(GALLERY.map((g) => [g.id, g.design] as const))('renders the gallery design %s as e-mail-safe HTML', (id, design) => {
    const html = renderDesign(design, KIT, OPTIONS);
    expect(html).toMatchSnapshot();
    const doc = parseDocument(html);
    const elements = findAll(() => true, doc.children);
    expect(
      elements.filter((e) => 'class' in e.attribs),
      'no classes',
    ).toEqual([]);
    expect(
      elements.filter((e) => ['style', 'svg', 'script', 'link'].includes(e.name)),
      'no style, svg or script',
    ).toEqual([]);
    expect(
      elements.filter((e) => e.name === 'div' && /margin/.test(e.attribs.style ?? '')),
      'no margin on divs',
    ).toEqual([]);
    for (const img of elements.filter((e) => e.name === 'img')) {
      expect([id, img.attribs.width, img.attribs.height]).toEqual([id, expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)]);
    }
    for (const t of elements.filter((e) => e.name === 'table')) expect(t.attribs.role).toBe('presentation');
    // Nothing the service's sanitiser keeps out, so the stored HTML is the design as rendered.
    expect(removedBySanitiser(html, sanitizeSignatureHtml(html))).toEqual([]);
  });

  it('leaves a line out for a person missing its placeholders, and keeps it for one who has them', () => {
    const html = render({ version: 1, blocks: [{ id: 'm', type: 'text', text: 'Mobile: {{mobilePhone}}', hideWhenEmpty: true }] });
    expect(forPerson(html)).toContain('Mobile: +44 7700 900123');
    expect(forPerson(html, { ...samplePerson(), mobilePhone: null })).not.toContain('Mobile');
  });

  it('keeps a line that is not marked to hide, with its placeholder empty', () => {
    const html = render({ version: 1, blocks: [{ id: 'm', type: 'text', text: 'Mobile: {{mobilePhone}}' }] });
    expect(forPerson(html, { ...samplePerson(), mobilePhone: null })).toContain('Mobile: ');
  });

  it('shows the photo only for a person who has one, sized and round as designed (cut round as pixels, not by CSS)', () => {
    const html = render({
      version: 1,
      blocks: [
        { id: 'p', type: 'photo', size: 64, round: true },
        { id: 'n', type: 'text', text: '{{displayName}}' },
      ],
    });
    const withPhoto = forPerson(html, samplePerson(), {
      photoUrl: 'https://signatures.example/photos/abc-192.jpg',
      photoRoundUrl: 'https://signatures.example/photos/abc-round.png',
    });
    expect(withPhoto).toContain('<img src="https://signatures.example/photos/abc-round.png" width="64" height="64"');
    expect(withPhoto).not.toContain('border-radius');
    expect(forPerson(html)).not.toContain('<img');
  });

  it('links the contact card only where a card exists', () => {
    const html = render({ version: 1, blocks: [{ id: 'v', type: 'vcard', text: 'Save my card' }] });
    expect(forPerson(html, samplePerson(), { vcardUrl: 'https://signatures.example/vcf/x.y.vcf' })).toContain(
      'href="https://signatures.example/vcf/x.y.vcf"',
    );
    expect(forPerson(html)).not.toContain('Save my card');
  });

  it('takes colours, font, logo, profiles and the call to action from the brand kit, so a rebrand is one change', () => {
    const design: DesignInput = {
      version: 1,
      blocks: [
        { id: 'logo', type: 'image', width: 100 },
        { id: 'n', type: 'text', text: '{{displayName}}', style: { colour: { brand: 'primary' } } },
        { id: 's', type: 'social', items: [{ network: 'linkedin' }, { network: 'github' }] },
        { id: 'b', type: 'button' },
        { id: 'w', type: 'link', kind: 'website', text: 'Our site' },
      ],
    };
    const html = render(design);
    expect(html).toContain('<img src="cid:logo.png" width="100" height="25" alt="Contoso"');
    expect(html).toContain('color:#0f6cbd');
    expect(html).toContain(`src="${socialIconUrl(OPTIONS.iconBaseUrl, 'linkedin', 'network')}"`);
    expect(html).not.toContain('github'); // no profile in the kit: left out
    expect(html).toContain('>Book a demo</a>');
    expect(html).toContain('href="https://contoso.example"');
    const rebranded = render(design, {
      ...KIT,
      colours: { ...KIT.colours, primary: '#aa0000' },
      font: 'Georgia, serif',
      iconColour: 'dark',
    });
    expect(rebranded).toContain('color:#aa0000');
    expect(rebranded).toContain('font-family:Georgia, serif');
    expect(rebranded).toContain('/static/social/linkedin-dark.png');
  });

  it('makes the button a table cell with its colour as bgcolor (no VML or conditional comments, which the sanitiser drops)', () => {
    const html = render({ version: 1, blocks: [{ id: 'b', type: 'button', text: 'Go', url: 'https://x.example', background: '#123456' }] });
    expect(html).toMatch(/<td align="center" bgcolor="#123456" style="background-color:#123456;[^"]*"><a href="https:\/\/x.example"/);
    expect(html).not.toContain('<!--');
  });

  it('puts two columns in left-aligned tables that stack on a narrow screen', () => {
    const html = render({
      version: 1,
      page: { width: 500 },
      blocks: [
        {
          id: 'c',
          type: 'columns',
          leftWidth: 100,
          gap: 20,
          left: [{ id: 'p', type: 'photo' }],
          right: [{ id: 't', type: 'text', text: 'x' }],
        },
      ],
    });
    const tables = findAll((e) => e.name === 'table' && e.attribs.align === 'left', parseDocument(html).children);
    expect(tables.map((t) => t.attribs.width)).toEqual(['120', '380']);
    // Narrower than a phone where the screen is (Outlook for Windows ignores max-width and keeps the widths above).
    expect(tables.map((t) => t.attribs.style)).toEqual([
      'border-collapse:collapse;width:120px;max-width:100%',
      'border-collapse:collapse;width:380px;max-width:100%',
    ]);
  });

  it('renders the banner slot as the row composition fills, and the footer slot as nothing', () => {
    const html = render({
      version: 1,
      blocks: [
        { id: 't', type: 'text', text: 'x' },
        { id: 'b', type: 'banner' },
        { id: 'f', type: 'footer' },
      ],
    });
    expect(html).toContain(BANNER_SLOT);
    expect(sanitizeSignatureHtml(html)).toContain(BANNER_SLOT);
    expect(html.endsWith(`${BANNER_SLOT}</table>`)).toBe(true);
  });

  it('escapes markup typed into text, leaving placeholders to the per-person render', () => {
    const html = render({ version: 1, blocks: [{ id: 't', type: 'text', text: '<b>{{displayName}}</b> & "co"' }] });
    expect(html).toContain('&lt;b&gt;{{displayName}}&lt;/b&gt; &amp; &quot;co&quot;');
  });
});

describe('the design schema', () => {
  it('refuses a link that is not http(s), mailto: or tel:, naming the field', () => {
    expect(reasons({ version: 1, blocks: [{ id: 't', type: 'text', text: 'x', link: 'javascript:alert(1)' }] })).toEqual({
      'blocks.0.link': expect.stringContaining('http(s), mailto: or tel:'),
    });
    expect(reasons({ version: 1, blocks: [{ id: 'b', type: 'button', text: 'x', url: 'data:text/html,hi' }] })).toHaveProperty([
      'blocks.0.url',
    ]);
    expect(
      reasons({
        version: 1,
        blocks: [{ id: 'c', type: 'columns', left: [], right: [{ id: 's', type: 'social', items: [{ network: 'x', url: 'ftp://x' }] }] }],
      }),
    ).toHaveProperty(['blocks.0.right.0.items.0.url']);
  });

  it('accepts mailto:, tel: and a link held in a profile field', () => {
    expect(
      reasons({
        version: 1,
        blocks: [
          { id: 'a', type: 'text', text: '{{email}}', link: 'mailto:{{email}}' },
          { id: 'b', type: 'text', text: '{{mobilePhone}}', link: 'tel:{{mobilePhone}}' },
          { id: 'c', type: 'link', kind: 'booking', text: 'Book', url: '{{custom.bookingLink}}' },
        ],
      }),
    ).toEqual({});
  });

  it('refuses repeated ids, a library image without a size, a footer slot that is not last, and an unknown version', () => {
    expect(
      reasons({
        version: 1,
        blocks: [
          { id: 'a', type: 'spacer' },
          { id: 'a', type: 'divider' },
        ],
      }),
    ).toEqual({
      'blocks.1.id': 'is used by another block',
    });
    expect(reasons({ version: 1, blocks: [{ id: 'a', type: 'image', asset: 'x.png', width: 10 }] })).toEqual({
      'blocks.0.height': 'is required for a library image',
    });
    expect(
      reasons({
        version: 1,
        blocks: [
          { id: 'f', type: 'footer' },
          { id: 't', type: 'text', text: 'x' },
        ],
      }),
    ).toEqual({
      'blocks.0.type': 'the footer slot must be the last block',
    });
    expect(reasons({ version: 2, blocks: [{ id: 't', type: 'text', text: 'x' }] })).toHaveProperty(['version']);
  });

  it('refuses a colour or font that could break out of an inline style', () => {
    expect(
      reasons({ version: 1, page: { font: 'Arial;background:url(x)' }, blocks: [{ id: 't', type: 'text', text: 'x' }] }),
    ).toHaveProperty(['page.font']);
    expect(reasons({ version: 1, blocks: [{ id: 't', type: 'text', text: 'x', style: { colour: 'red;x:y' } }] })).toHaveProperty([
      'blocks.0.style.colour',
    ]);
  });
});
