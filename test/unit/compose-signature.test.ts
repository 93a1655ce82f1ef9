import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { BannerOrFooter } from '../../shared/banners-footers/schemas.js';
import { composeSignature } from '../../shared/banners-footers/service.js';
import { BANNER_SLOT } from '../../shared/designs/render.js';

const block = (kind: BannerOrFooter['kind'], html: string, position: BannerOrFooter['position'] = 'below'): BannerOrFooter => ({
  id: 'b_test00',
  kind,
  name: kind,
  html,
  active: true,
  startsAt: null,
  endsAt: null,
  audience: 'everyone',
  position,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'test',
});

const attributes = (html: string) => findAll(() => true, parseDocument(html).children).flatMap((e) => Object.entries(e.attribs));
const handlersAndScripts = (html: string) =>
  attributes(html)
    .filter(([name, value]) => /^on/i.test(name) || /^\s*javascript:/i.test(value))
    .map(([name]) => name);

describe('composing a signature', () => {
  const slotted = `<table><tr><td title="name">Ann</td></tr>${BANNER_SLOT}<tr><td title="after">after</td></tr></table>`;

  it('sanitises the whole: parts stored before sanitising, or never checked, leave nothing that acts', () => {
    // As a block row written before banners were sanitised, or by any path that skipped it, would hold them.
    const banner = block('banner', '</td></tr></table><b onmouseover="alert(1)">Sale</b><script>alert(2)</script><table><tr><td>');
    const footer = block('footer', '<a href="javascript:alert(3)" onclick="x()">Legal</a>');
    const template = '<p onmouseover="alert(4)">Ann <a href="https://fabrikam.example/r/abc">Offers</a></p>';
    for (const html of [slotted, template]) {
      const composed = composeSignature(html, [banner], [footer]);
      expect(handlersAndScripts(composed)).toEqual([]);
      expect(findAll((e) => e.name === 'script', parseDocument(composed).children)).toEqual([]);
      expect(textContent(parseDocument(composed))).toContain('Sale');
    }
  });

  it('splices banners into the slot by index: replacement patterns in a banner stay text', () => {
    const patterns = "$' $& $` $1 $$";
    const composed = composeSignature(slotted, [block('banner', `<p title="${patterns}">${patterns}</p>`)], []);
    expect(composed).toBe(
      `<table><tr><td title="name">Ann</td></tr><tr><td><p title="${patterns.replace('&', '&amp;')}">${patterns.replace('&', '&amp;')}</p></td></tr><tr><td title="after">after</td></tr></table>`,
    );
  });

  it('puts banners above and below a signature without a slot, and footers last', () => {
    const composed = composeSignature(
      '<p>Ann</p>',
      [block('banner', '<p>Up</p>', 'above'), block('banner', '<p>Down</p>')],
      [block('footer', '<p>Legal</p>')],
    );
    expect(composed).toBe('<p>Up</p><p>Ann</p><p>Down</p><p>Legal</p>');
    expect(composeSignature(slotted, [], [])).not.toContain('banner-slot');
  });
});
