import { describe, expect, it } from 'vitest';
import { applyEdits, EMPTY_CONTEXT, lint, RULES } from '../../shared/doctor/engine.js';
import type { DoctorContext, ImageFacts } from '../../shared/doctor/schemas.js';
import { darkModeHtml } from '../../shared/doctor/dark.js';
import { contrast, darkColor, parseColor } from '../../shared/doctor/color.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';

const logo = (over: Partial<ImageFacts> = {}): ImageFacts => ({
  size: 20_000,
  width: 240,
  height: 80,
  dark: null,
  darkVariant: null,
  ...over,
});
const ctx = (over: Partial<DoctorContext> = {}): DoctorContext => ({ ...EMPTY_CONTEXT, images: { 'logo.png': logo() }, ...over });
const TEXT = '<p>Alex Example, Customer Success</p>';
const IMG = '<img src="cid:logo.png" alt="Logo" width="120" height="40">';

const found = (html: string, rule: string, c: DoctorContext = ctx()) => lint(TEXT + html, c).findings.filter((f) => f.rule === rule);

/** One passing and one failing example per rule (the passing body raises nothing of that rule). */
const cases: { rule: string; pass: string; fail: string; c?: DoctorContext }[] = [
  { rule: 'too-long', pass: `<p>${'x'.repeat(29_000)}</p>`, fail: `<p>${'x'.repeat(30_100)}</p>` },
  { rule: 'svg-image', pass: IMG, fail: '<img src="https://example.com/logo.svg" alt="Logo" width="1" height="1">' },
  { rule: 'script-url', pass: '<a href="https://example.com">x</a>', fail: '<a href="javascript:alert(1)">x</a>' },
  { rule: 'data-image', pass: IMG, fail: '<img src="data:image/png;base64,AAAA" alt="x" width="1" height="1">' },
  { rule: 'image-missing', pass: IMG, fail: '<img src="cid:gone.png" alt="x" width="1" height="1">' },
  { rule: 'image-alt-missing', pass: IMG, fail: '<img src="cid:logo.png" width="120" height="40">' },
  { rule: 'image-size-missing', pass: IMG, fail: '<img src="cid:logo.png" alt="Logo" style="width:120px">' },
  { rule: 'image-too-large', pass: IMG, fail: IMG, c: ctx({ images: { 'logo.png': logo({ size: 150_000 }) } }) },
  { rule: 'insecure-url', pass: '<a href="https://example.com">Site</a>', fail: '<a href="http://example.com">Site</a>' },
  { rule: 'logo-dark-mode', pass: IMG, fail: IMG, c: ctx({ images: { 'logo.png': logo({ dark: 'vanishes' }) } }) },
  { rule: 'contrast-light', pass: '<p style="color:#333333">Phone</p>', fail: '<p style="color:#bbbbbb">Phone</p>' },
  {
    rule: 'contrast-dark',
    pass: '<p style="color:#333333">Phone</p>',
    fail: '<table><tr><td style="background-color:#f28c00"><span style="color:#000000">Call us</span></td></tr></table>',
  },
  {
    rule: 'link-domain-mismatch',
    pass: '<a href="https://www.example.com/x">example.com</a>',
    fail: '<a href="https://evil.test">example.com</a>',
  },
  {
    rule: 'contact-link-malformed',
    pass: '<a href="mailto:a@example.com">Mail</a><a href="tel:+44 20 7946 0123">Call</a>',
    fail: '<a href="tel:call-me">Call</a>',
  },
  { rule: 'placeholder-unknown', pass: '{{displayName}}', fail: '{{displyName}}', c: ctx({ knownPlaceholders: ['displayName'] }) },
  {
    rule: 'placeholder-often-empty',
    pass: '{{#mobilePhone}}<p>M {{mobilePhone}}</p>{{/mobilePhone}}',
    fail: '<p>M {{mobilePhone}}</p>',
    c: ctx({ emptyShare: { mobilePhone: 0.62 }, mailboxes: 50 }),
  },
  { rule: 'style-block', pass: '<p style="color:#333">x</p>', fail: '<style>p{color:red}</style>' },
  { rule: 'class-attribute', pass: '<p style="color:#333">x</p>', fail: '<p class="brand">x</p>' },
  {
    rule: 'css-unsupported',
    pass: '<p style="font-size:14px;color:#333">x</p>',
    fail: '<p style="border-radius:4px">x</p>',
    c: ctx({ support: { 'border-radius': { title: 'border-radius', url: 'u', unsupported: ['outlook-windows'], note: null } } }),
  },
  {
    rule: 'tracked-links',
    pass: '<a href="https://example.com">Site</a>',
    fail: '<a href="https://example.com">Site</a>',
    c: ctx({ tracking: true }),
  },
];

describe('doctor rules', () => {
  it('every rule has a passing and a failing example', () => {
    const tested = new Set([...cases.map((c) => c.rule), 'image-only']);
    expect(RULES.map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
  });

  for (const c of cases) {
    it(`${c.rule}: names the fault, and not the fixed body`, () => {
      const failCtx = c.c ?? ctx();
      const passCtx = c.rule === 'image-too-large' || c.rule === 'logo-dark-mode' || c.rule === 'tracked-links' ? ctx() : failCtx;
      expect(found(c.pass, c.rule, passCtx)).toEqual([]);
      const hits = found(c.fail, c.rule, failCtx);
      expect(hits.length).toBeGreaterThan(0);
      expect(hits[0].message.length).toBeGreaterThan(10);
    });
  }

  it('image-only: an image with no text is named; an image beside text is not', () => {
    expect(lint(IMG, ctx()).findings.map((f) => f.rule)).toContain('image-only');
    expect(lint(TEXT + IMG, ctx()).findings.map((f) => f.rule)).not.toContain('image-only');
  });

  it('raises no alarm for what Outlook needs: width/height attributes on images and px font sizes', () => {
    const body = `${TEXT}<p style="font-size:14px;font-family:Arial;color:#333333">${IMG}</p>`;
    expect(lint(body, ctx()).findings).toEqual([]);
  });

  it('says nothing of a declaration that only undoes what some clients add, though Outlook ignores it', () => {
    const outline = { title: 'outline', url: 'u', unsupported: ['outlook-windows' as const], note: null };
    const body = `${TEXT}<img src="cid:logo.png" alt="Logo" width="1" height="1" style="outline:none;outline:2px solid red">`;
    const found = lint(body, ctx({ support: { outline } })).findings.filter((f) => f.rule === 'css-unsupported');
    expect(found.map((f) => f.message)).toEqual([expect.stringMatching(/^outline is ignored by Outlook/)]);
    expect(body.slice(found[0].start, found[0].start + 7)).toBe('outline');
    expect(found[0].start).toBe(body.indexOf('outline:2px'));
  });

  it('points at the line and column in the source', () => {
    const body = '<p>Alex</p>\n<p>\n  <img src="cid:logo.png" width="1" height="1"></p>';
    const [f] = lint(body, ctx()).findings.filter((x) => x.rule === 'image-alt-missing');
    expect([f.line, f.column]).toEqual([3, 3]);
    expect(body.slice(f.start, f.start + 4)).toBe('<img');
  });

  it('the length counts the longest mailbox: measured when given, estimated from the longest values otherwise', () => {
    const body = `<p>${'x'.repeat(29_990)} {{department}}</p>`;
    expect(lint(body, ctx()).findings.map((f) => f.rule)).not.toContain('too-long');
    expect(lint(body, ctx({ longestValue: { department: 40 } })).findings.map((f) => f.rule)).toContain('too-long');
    const measured = lint(body, ctx({ longest: { length: 31_000, mailbox: 'long@example.com' } }));
    expect(measured.findings.find((f) => f.rule === 'too-long')?.message).toContain('long@example.com');
  });
});

describe('empty alt text', () => {
  it('is fine on a decorative image, and named on an image that is all a link holds (the link then has no name)', () => {
    const decorative = '<img src="cid:logo.png" alt="" width="120" height="40">';
    expect(found(decorative, 'image-alt-missing')).toEqual([]);
    expect(found(`<a href="https://example.com">${decorative} Example</a>`, 'image-alt-missing')).toEqual([]);
    const [f] = found(`<a href="https://example.com">${decorative}</a>`, 'image-alt-missing');
    expect(f.message).toMatch(/linked image with empty alt text/);
    const html = TEXT + `<a href="https://example.com"><img src="cid:company-logo.png" alt="" width="1" height="1"></a>`;
    const fix = lint(html, ctx()).findings.find((x) => x.rule === 'image-alt-missing')!.fix!;
    expect(applyEdits(html, fix.edits)).toContain('alt="Company logo"');
  });
});

describe('safe fixes', () => {
  const fixOf = (html: string, rule: string, c = ctx()) => {
    const f = lint(html, c).findings.find((x) => x.rule === rule)!;
    return applyEdits(html, f.fix!.edits);
  };

  it('adds alt text from the asset name', () => {
    expect(fixOf('<img src="cid:company-logo_2x.png" width="1" height="1">', 'image-alt-missing')).toBe(
      '<img src="cid:company-logo_2x.png" width="1" height="1" alt="Company logo 2x">',
    );
  });

  it("adds width and height from the image's real size (keeping its ratio when one is given)", () => {
    expect(fixOf('<img src="cid:logo.png" alt="L">', 'image-size-missing')).toBe(
      '<img src="cid:logo.png" alt="L" width="240" height="80">',
    );
    expect(fixOf('<img src="cid:logo.png" alt="L" width="120"/>', 'image-size-missing')).toBe(
      '<img src="cid:logo.png" alt="L" width="120" height="40"/>',
    );
  });

  it('upgrades http to https', () => {
    expect(fixOf('<a href="http://example.com/a">x</a>', 'insecure-url')).toBe('<a href="https://example.com/a">x</a>');
  });

  it('offers a dark-mode variant for an unsafe logo, and uses one once made', () => {
    const unsafe = lint(TEXT + IMG, ctx({ images: { 'logo.png': logo({ dark: 'white-box' }) } })).findings[0];
    expect(unsafe.fix?.darkVariantOf).toBe('logo.png');
    const withVariant = ctx({ images: { 'logo.png': logo({ dark: 'white-box', darkVariant: 'logo-dark.png' }) } });
    expect(fixOf(TEXT + IMG, 'logo-dark-mode', withVariant)).toContain('src="cid:logo-dark.png"');
  });
});

describe("Outlook's dark mode", () => {
  it('darkens light backgrounds, lightens dark text, keeps mid tones and images', () => {
    const out = darkModeHtml('<td bgcolor="#ffffff" style="color:#222222;background-color:#f5f5f5"><img src="cid:a.png"></td>');
    expect(out).toContain('bgcolor="#');
    expect(out).not.toMatch(/#FFFFFF"|#F5F5F5/i);
    expect(out).toContain('src="cid:a.png"');
    const text = darkColor(parseColor('#222222')!, 'text');
    expect(contrast(text, parseColor('#1f1f1f')!)).toBeGreaterThan(4.5);
    expect(darkColor(parseColor('#f28c00')!, 'background')).toEqual(parseColor('#f28c00'));
  });

  it("says each rule's finding and fix in every language, at the same place with the same edits", () => {
    for (const c of cases) {
      const html = TEXT + c.fail;
      const english = lint(html, c.c ?? ctx()).findings.filter((f) => f.rule === c.rule);
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const translated = lint(html, c.c ?? ctx(), language).findings.filter((f) => f.rule === c.rule);
        const shape = (f: (typeof english)[number]) => ({ ...f, message: '', fix: f.fix && { ...f.fix, label: '' } });
        expect([c.rule, language, translated.map(shape)]).toEqual([c.rule, language, english.map(shape)]);
        translated.forEach((f, i) => {
          expect([c.rule, language, f.message === english[i].message]).toEqual([c.rule, language, false]);
          expect([c.rule, language, /[{}]/.test(f.message.replace(/\{\{[^{}]*\}\}/g, ''))]).toEqual([c.rule, language, false]);
        });
      }
    }
  });
});
