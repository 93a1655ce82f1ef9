import type { Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { fillBannerSlot, BANNER_SLOT, renderDesign } from '../../shared/designs/render.js';
import { BrandKit, DEFAULT_BRAND_KIT, Design } from '../../shared/designs/schema.js';
import { renderDigest, type DigestData } from '../../shared/digest/template.js';
import { applyEdits, EMPTY_CONTEXT, lint } from '../../shared/doctor/engine.js';
import { signInPage } from '../../local/idp-signin.js';
import { escapeHtml } from '../../shared/rendering/escape.js';
import { normaliseTemplate, renderTemplate } from '../../shared/rendering/template.js';
import { standaloneDocument } from '../../shared/signature/service.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';

/** Every character the escaper must take care of, in words a person might type. */
const HOSTILE = `AT&T <b onmouseover="alert(1)">O'Neil</b> \`x\` & co`;

const elements = (html: string) => findAll(() => true, parseDocument(html).children);
const only = (html: string, name: string): Element => {
  const found = elements(html).filter((e) => e.name === name);
  expect(found).toHaveLength(1);
  return found[0];
};
/** No element or attribute came from the text: just the ones the writer meant. */
const noInjected = (html: string) => {
  const names = elements(html).map((e) => e.name);
  expect(names).not.toContain('b');
  expect(elements(html).flatMap((e) => Object.keys(e.attribs))).not.toContain('onmouseover');
};

describe('the one HTML escaper', () => {
  it('escapes & < > " \' and the backtick, and nothing else', () => {
    expect(escapeHtml(`&<>"'\``)).toBe('&amp;&lt;&gt;&quot;&#39;&#96;');
    expect(escapeHtml('plain text, ü, 🙂, = /')).toBe('plain text, ü, 🙂, = /');
  });

  it('gives back any text, parsed, as that text: in element content, double- and single-quoted attributes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const e = escapeHtml(text);
        expect(e).not.toMatch(/[<>"'`]/);
        const doc = parseDocument(`<p title="${e}" lang='${e}'>${e}</p>`, { decodeEntities: true });
        const p = findAll((el) => el.name === 'p', doc.children);
        expect(p).toHaveLength(1);
        expect([textContent(p[0]), p[0].attribs.title, p[0].attribs.lang]).toEqual([text, text, text]);
      }),
      { numRuns: 200 },
    );
  });

  it('is what mustache escapes placeholder values with', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (value) => {
        expect(renderTemplate(normaliseTemplate('<p title="{{v}}">{{{v}}}</p>'), { v: value })).toBe(
          `<p title="${escapeHtml(value)}">${escapeHtml(value)}</p>`,
        );
      }),
    );
    expect(renderTemplate('{{n}}', { n: 42 })).toBe('42');
  });
});

describe("every former escaper's writer escapes all five characters", () => {
  it('the sign-in page of the local identity provider', () => {
    const html = signInPage(
      [{ tenantId: 't1', name: HOSTILE, people: [{ tenantId: 't1', oid: 'o1', name: HOSTILE, email: 'a@b.test', roles: [] }] }],
      new URLSearchParams({ state: HOSTILE }),
      HOSTILE,
    );
    noInjected(html);
    expect(textContent(only(html, 'h2'))).toBe(HOSTILE);
    expect(textContent(elements(html).find((e) => e.attribs.class === 'name')!)).toBe(HOSTILE);
    expect(elements(html).find((e) => e.attribs.name === 'state')!.attribs.value).toBe(HOSTILE);
    expect(textContent(elements(html).find((e) => e.attribs.role === 'alert')!)).toBe(HOSTILE);
  });

  it('the title of a downloaded signature (GET /api/admin/download, /api/me/signature)', () => {
    const html = standaloneDocument(HOSTILE, '<p>Ann</p>');
    noInjected(html);
    expect(textContent(only(html, 'title'))).toBe(HOSTILE);
  });

  it('the health digest', async () => {
    const data: DigestData = {
      organisation: HOSTILE,
      days: 7,
      adoption: { mailboxes: 1, applying: 1, rate: 1 },
      failures: { total: 1, top: [{ mailbox: HOSTILE, failed: 1, lastError: HOSTILE }] },
      risingClients: [{ label: HOSTILE, failed: 1, rate: 0.5, previousRate: 0.1 }],
      approvalsWaiting: 0,
      rolloutsInFlight: 0,
      schedulesPending: 0,
      coverageGaps: [{ attribute: HOSTILE, missing: 1 }],
      trialEndsAt: null,
      portalUrl: `https://portal.example/?a="'<>`,
    };
    for (const language of LANGUAGES) {
      const { html } = await renderDigest(data, language);
      noInjected(html);
      const text = textContent(parseDocument(html));
      expect(text.split(HOSTILE).length - 1).toBeGreaterThanOrEqual(5);
    }
    const { html } = await renderDigest(data);
    expect(elements(html).find((e) => e.name === 'a')!.attribs.href).toBe(`https://portal.example/?a="'<>`);
  });

  it("the doctor's alt-text fix, into a single-quoted attribute too", () => {
    const context = { ...EMPTY_CONTEXT };
    const body = `<p>Text</p><a href="https://example.com"><img src="cid:O'Neil%20%22%3Cb%3E%20%26%20co.png" alt='' width="1" height="1"></a>`;
    const fix = lint(body, context).findings.find((f) => f.rule === 'image-alt-missing')!.fix!;
    const fixed = applyEdits(body, fix.edits);
    noInjected(fixed);
    expect(only(fixed, 'img').attribs.alt).toBe(`O'neil "<b> & co`);
    const added = `<p>Text</p><img src="cid:O'Neil%20%22%3Cb%3E.png" width="1" height="1">`;
    const addedFix = lint(added, context).findings.find((f) => f.rule === 'image-alt-missing')!.fix!;
    expect(only(applyEdits(added, addedFix.edits), 'img').attribs.alt).toBe(`O'neil "<b>`);
  });

  it("a design's texts and links", () => {
    const design = Design.parse({
      version: 1,
      blocks: [
        { id: 't', type: 'text', text: HOSTILE },
        { id: 'l', type: 'link', kind: 'website', text: HOSTILE, url: 'https://contoso.example/?q=x&r=1' },
      ],
    });
    const html = renderDesign(design, BrandKit.parse(DEFAULT_BRAND_KIT), { iconBaseUrl: 'https://signatures.example' });
    noInjected(html);
    expect(textContent(parseDocument(html)).split(HOSTILE)).toHaveLength(3);
    expect(only(html, 'a').attribs.href).toBe('https://contoso.example/?q=x&r=1');
  });
});

describe('the banner slot', () => {
  const TEMPLATE = `<table role="presentation"><tr><td title="before">Ann</td></tr>${BANNER_SLOT}<tr><td>after</td></tr></table>`;

  it.each(["$'", '$&', '$`', '$1', '$$', '$<name>'])('takes %s in a banner as text', (pattern) => {
    const banner = `<tr><td><p title="${pattern}">${pattern}</p></td></tr>`;
    const filled = fillBannerSlot(TEMPLATE, banner);
    expect(filled).toBe(TEMPLATE.replace(BANNER_SLOT, () => banner));
    expect(filled.split(pattern)).toHaveLength(3);
  });

  it('fills the first slot and removes any other; a body without a slot is left as it is', () => {
    expect(fillBannerSlot(`a${BANNER_SLOT}b${BANNER_SLOT}c`, 'X')).toBe('aXbc');
    expect(fillBannerSlot('<p>no slot</p>', 'X')).toBe('<p>no slot</p>');
  });
});
