import { describe, expect, it } from 'vitest';
import { ASSET_MAX_BYTES } from '../../shared/assets/schemas.js';
import { checkImage } from '../../shared/assets/service.js';
import { sniffImageType, startsAsSvg } from '../../shared/assets/sniff.js';
import { bearerOf } from '../../shared/auth/token.js';
import { placeholdersIn } from '../../shared/designs/render.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { declarations } from '../../shared/doctor/css.js';
import { lint } from '../../shared/doctor/engine.js';
import { placeholderTokens } from '../../shared/doctor/rules/placeholders.js';
import { RouteMatcher } from '../../shared/http/router.js';
import { usageCsv } from '../../shared/partner/billing/usage.js';
import { valueProblem } from '../../shared/profiles/validate.js';
import { mapImageSources } from '../../shared/rendering/html.js';
import { scanMustacheTags } from '../../shared/rendering/mustache-tags.js';
import { isBlank, removedBySanitiser, sanitizeSignatureHtml } from '../../shared/rendering/sanitize.js';
import { MAX_NESTING, nestingBound } from '../../shared/rendering/nesting.js';
import { normaliseTemplate, placeholdersOf, renderTemplate, TemplateSyntaxError } from '../../shared/rendering/template.js';
import { routes } from '../../shared/routes.js';
import { buildVcard } from '../../shared/signature/contact-cards.js';
import { Bundle, MAX_BODY_CHARS } from '../../shared/templates/schemas.js';

/**
 * The worst inputs found for each parser of request text, at the size the routes let through. Each must come back with
 * an answer: the ceiling is the test's timeout, not a clock (the patterns these replace ran for minutes or for ever on
 * the same inputs: `{{` and spaces in the placeholder scanner, `<!---->` repeated in the SVG sniff).
 */
const CEILING = { timeout: 120_000 };

/** A body of `unit` repeated to the template size limit (200,000 characters). */
const atLimit = (unit: string, limit = MAX_BODY_CHARS) => unit.repeat(Math.floor(limit / unit.length));

/** Bodies that made a pattern or a tree walk of the doctor, the renderer or the sanitiser super-linear. */
const HOSTILE_BODIES: Record<string, string> = {
  'braces then spaces': `{{${' '.repeat(MAX_BODY_CHARS - 2)}`,
  'a tag with a long run of spaces': `{{a${' '.repeat(MAX_BODY_CHARS - 10)}b}}`,
  'braces and a space, repeated': atLimit('{{ '),
  'tags, repeated': atLimit('{{a}}'),
  'open sections, nested': atLimit('{{#a}}'),
  'triple braces, repeated': atLimit('{{{'),
  'empty comments': atLimit('<!---->'),
  'elements nested 40,000 deep': atLimit('<div>'),
  'tables nested': atLimit('<table><tr><td>'),
  'unclosed start tags': atLimit('<a '),
  'an odd quote in each tag': atLimit(`<a b=x'>`),
  'one style of many declarations': `<p style="${atLimit('a:b;', MAX_BODY_CHARS - 20)}">x</p>`,
  'one style of open parentheses': `<p style="${atLimit('(', MAX_BODY_CHARS - 20)}">x</p>`,
  'rgb( repeated in a colour': `<p style="background:${atLimit('rgb(', MAX_BODY_CHARS - 40)}">x</p>`,
  'spaces before !important': `<p style="color:red${' '.repeat(MAX_BODY_CHARS - 40)}!importan">x</p>`,
  'svg file names with fragments': atLimit('<img src=a.svg#x.svg#>'),
  'mailto links with queries': atLimit('<a href="mailto:a@b.c?x=y&">y</a>'),
  brackets: atLimit('[['),
  ampersands: atLimit('&'),
  'less-than signs': atLimit('<'),
  'only spaces': ' '.repeat(MAX_BODY_CHARS),
};

describe('worst-case inputs: placeholders', () => {
  it('scans tags in one pass: braces and spaces, unclosed tags and long tags come back', CEILING, () => {
    expect(scanMustacheTags(HOSTILE_BODIES['braces then spaces'])).toEqual({ tags: [], unclosedAt: 0 });
    expect(scanMustacheTags(HOSTILE_BODIES['a tag with a long run of spaces']).tags[0].longestSpaceRun).toBe(MAX_BODY_CHARS - 10);
    expect(scanMustacheTags(HOSTILE_BODIES['tags, repeated']).tags).toHaveLength(MAX_BODY_CHARS / 5);
    expect(scanMustacheTags('{{ a }} {{{b}}} {{#c}}{{/c}} {{! note }}').tags.map((t) => [t.sigil, t.name])).toEqual([
      ['', 'a'],
      ['{', 'b'],
      ['#', 'c'],
      ['/', 'c'],
      ['!', 'note'],
    ]);
  });

  it("the doctor's placeholder tokens: braces and spaces are no template, nested sections are counted without copies", CEILING, () => {
    expect(placeholderTokens(HOSTILE_BODIES['braces then spaces'])).toBeNull();
    expect(placeholderTokens(HOSTILE_BODIES['braces and a space, repeated'])).toBeNull();
    const nested = `${'{{#a}}'.repeat(30_000)}{{a}}${'{{/a}}'.repeat(30_000)}`;
    const tokens = placeholderTokens(nested)!;
    expect(tokens).toHaveLength(30_001);
    expect(tokens[30_000]).toMatchObject({ kind: 'name', name: 'a', inOwnSection: true });
    expect(tokens[0]).toMatchObject({ kind: '#', inOwnSection: false });
  });

  it('Mustache sees only bounded bodies: long runs of spaces in a tag, unclosed tags and deep nesting are refused by name', CEILING, () => {
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        return err instanceof TemplateSyntaxError ? err.message : `not a syntax error: ${String(err)}`;
      }
      return 'accepted';
    };
    for (const run of [normaliseTemplate, placeholdersOf, (html: string) => renderTemplate(html, {})]) {
      expect(refusal(() => run(HOSTILE_BODIES['a tag with a long run of spaces']))).toMatch(/spaces in a row/);
      expect(refusal(() => run(HOSTILE_BODIES['braces then spaces']))).toMatch(/never closed/);
      expect(refusal(() => run(HOSTILE_BODIES['open sections, nested']))).toMatch(/never closed|nest at most/);
      expect(refusal(() => run(`${'{{#a}}'.repeat(MAX_NESTING + 1)}${'{{/a}}'.repeat(MAX_NESTING + 1)}`))).toMatch(
        `sections may nest at most ${MAX_NESTING} deep`,
      );
    }
    expect(refusal(() => normaliseTemplate(HOSTILE_BODIES['elements nested 40,000 deep']))).toBe(
      `elements may nest at most ${MAX_NESTING} deep`,
    );
    expect(refusal(() => normaliseTemplate('{{=<% %>=}}'))).toBe('changing delimiters is not supported');
    // What a person writes still passes: a space either side, and as deep as signatures go.
    expect(normaliseTemplate(`${'<div>'.repeat(MAX_NESTING)}{{ displayName }}`)).toContain('{{ displayName }}');
  });

  it('normalises a body of raw tags at the limit in one pass (no copy of the body per tag)', CEILING, () => {
    const raw = atLimit('{{&a}}');
    const out = normaliseTemplate(raw);
    expect(out).toBe('{{a}}'.repeat(raw.length / 6));
  });

  it("the designer's placeholder list: sections and closes repeated come back", CEILING, () => {
    expect(placeholdersIn(atLimit('{{#a}}{{b}}{{/a}}'))).toEqual([]);
    expect(placeholdersIn(`${atLimit('{{#a}}')}{{b}}`)).toEqual(['b']);
    expect(placeholdersIn(`${atLimit('{{/a}}')}{{#a}}{{c}}{{/a}}{{d}}`)).toEqual(['d']);
  });
});

describe('worst-case inputs: nesting', () => {
  it('bounds the depth of a body in one pass, never below what the parser builds', CEILING, () => {
    expect(nestingBound(HOSTILE_BODIES['elements nested 40,000 deep'])).toBe(MAX_BODY_CHARS / 5);
    expect(nestingBound(atLimit('<div/>'))).toBe(Math.floor(MAX_BODY_CHARS / 6));
    expect(nestingBound(`${'<div>'.repeat(300)}${'</span>'.repeat(300)}${'<div>'.repeat(300)}`)).toBe(600);
    expect(nestingBound(`${'<div>'.repeat(300)}${'</div>'.repeat(300)}`)).toBe(300);
    expect(nestingBound(`<table>${'<tr><td><img src=x><br>'.repeat(50)}</table>`)).toBe(101);
    expect(nestingBound(`<b>${'<i>'.repeat(100)}</b>${'<i>'.repeat(100)}`)).toBe(101);
    expect(nestingBound(`<!--${'<div>'.repeat(1000)}-->`)).toBe(0);
    expect(nestingBound(HOSTILE_BODIES['less-than signs'])).toBe(0);
  });
});

describe('worst-case inputs: image sniffing', () => {
  it('empty comments repeated before no image, at the asset size limit, are no SVG and are refused', CEILING, () => {
    const comments = Buffer.from(atLimit('<!---->', ASSET_MAX_BYTES));
    expect(sniffImageType(comments)).toBeNull();
    expect(sniffImageType(Buffer.from(`${'<!---->'.repeat(40)}x`))).toBeNull();
    expect(() => checkImage(comments)).toThrow(expect.objectContaining({ status: 400, code: 'unsupported_image_type' }));
    expect(startsAsSvg(`${' '.repeat(ASSET_MAX_BYTES)}<!--`)).toBe(false);
    expect(startsAsSvg(atLimit('<!--', ASSET_MAX_BYTES))).toBe(false);
  });

  it('still finds an SVG behind a declaration, comments and a doctype', () => {
    const svg = `<?xml version="1.0"?>\n${'<!---->'.repeat(40)}\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN">\n<SVG xmlns="http://www.w3.org/2000/svg">`;
    expect(sniffImageType(Buffer.from(svg))).toBe('image/svg+xml');
    expect(() => checkImage(Buffer.from(svg))).toThrow(expect.objectContaining({ status: 400, code: 'unsupported_image_type' }));
    expect(startsAsSvg('<svg>')).toBe(true);
    expect(startsAsSvg('<svgx>')).toBe(false);
    expect(startsAsSvg('<!-- unclosed <svg>')).toBe(false);
  });
});

describe('worst-case inputs: the doctor, the renderer and the sanitiser', () => {
  it.each(Object.entries(HOSTILE_BODIES))('lints %s at the size limit', { timeout: CEILING.timeout }, (_name, html) => {
    const answer = lint(html);
    expect(answer.errors).toBe(answer.findings.filter((f) => f.severity === 'error').length);
    expect(answer.length.value).toBeGreaterThanOrEqual(0);
  });

  it.each(Object.entries(HOSTILE_BODIES))('sanitises %s at the size limit', { timeout: CEILING.timeout }, (_name, html) => {
    const clean = sanitizeSignatureHtml(html);
    expect(typeof clean).toBe('string');
    // It answers (what this test is for); whatever it reports removed, it counts (there may be nothing to remove).
    expect(removedBySanitiser(html, clean).filter((r) => r.count <= 0)).toEqual([]);
    expect(typeof isBlank(html)).toBe('boolean');
  });

  it('rewrites the images of a body of images at the limit', CEILING, () => {
    const images = atLimit('<img src="cid:a">');
    expect(mapImageSources(images, () => 'b')).toBe('<img src="b">'.repeat(images.length / 17));
  });

  it("reads a style attribute's declarations in one pass", CEILING, () => {
    expect(declarations(atLimit('a:b;'))).toHaveLength(MAX_BODY_CHARS / 4);
    expect(declarations(`color:red${' '.repeat(MAX_BODY_CHARS)}!important`)).toEqual([{ property: 'color', value: 'red', offset: 0 }]);
    expect(declarations(atLimit('('))).toEqual([]);
  });
});

describe('worst-case inputs: requests, writers and readers', () => {
  it('the router matches a path at the header size limit of slashes and segments', CEILING, () => {
    const matcher = new RouteMatcher(routes);
    expect(matcher.match('GET', `/api/admin/templates/${'a'.repeat(16_000)}`).kind).toBe('route');
    expect(matcher.match('GET', `/api/admin/templates/${'/'.repeat(16_000)}x`).kind).toBe('none');
    expect(matcher.match('GET', `/${'/a'.repeat(8_000)}${'/'.repeat(8_000)}`).kind).toBe('none');
    expect(matcher.match('GET', `/vcf/${'a.vcf'.repeat(3_000)}`).kind).not.toBe('method-not-allowed');
  });

  it('the bearer header parser: spaces, and no credential after them', CEILING, () => {
    expect(bearerOf(`Bearer ${' '.repeat(16_000)}x${' '.repeat(16_000)}`)).toEqual({ kind: 'token', value: 'x' });
    expect(bearerOf(`Bearer ${' '.repeat(16_000)}x y`)).toBeNull();
    expect(bearerOf(`Bearer${'\t'.repeat(16_000)}`)).toBeNull();
  });

  it('profile values: addresses and phone numbers made of what the patterns repeat', CEILING, () => {
    const field = (type: 'email' | 'phone') => ({ key: type, label: type, help: '', type, options: [], maxLength: 100_000, enabled: true });
    const [email, phone] = [field('email'), field('phone')];
    expect(valueProblem(email, `a@${'.'.repeat(50_000)} `)).not.toBeNull();
    expect(valueProblem(email, `a@b${'.b'.repeat(25_000)}@`)).not.toBeNull();
    expect(valueProblem(phone, `1${' '.repeat(50_000)}!`)).not.toBeNull();
    expect(valueProblem(phone, '+44 20 7946 0958 ext. 12')).toBeNull();
    expect(valueProblem(phone, '+44 20 7946 0958\t x 12')).toBeNull();
  });

  it('the CSV writer quotes and escapes cells made of quotes, separators and formula marks', CEILING, () => {
    const name = atLimit('",=\r\n', 100_000);
    const csv = usageCsv([{ tenantId: 't', name, state: 'billed', seats: 1, seatsBilled: 1, since: '2026-01-01' }]);
    expect(csv.split('\r\n')[0]).toBe('Client tenant id,Client name,State,Seats,Seats billed,Managed since');
    expect(csv.length).toBeGreaterThan(name.length);
  });

  it('the vCard writer escapes values made of what vCard escapes', CEILING, () => {
    const hostile = atLimit(';,\\\n', 50_000);
    const card = buildVcard({
      id: 'u',
      mailboxType: 'user',
      businessPhones: [hostile],
      proxyAddresses: [],
      displayName: hostile,
      givenName: hostile,
      surname: hostile,
      jobTitle: hostile,
      mail: 'a@b.test',
    });
    expect(card.startsWith('BEGIN:VCARD')).toBe(true);
    expect(card.trimEnd().endsWith('END:VCARD')).toBe(true);
  });

  it('the directory fixture reader takes users whose values are long runs of markup', CEILING, () => {
    const hostile = atLimit('<!--{{', 100_000);
    const directory = new FixtureDirectory({
      tenants: { t: { displayName: hostile, domains: [hostile], users: [{ id: 'u', displayName: hostile, mail: hostile }] } },
    });
    expect(directory).toBeInstanceOf(FixtureDirectory);
  });

  it('the bundle reader refuses hostile names and base64 without scanning for ever', CEILING, () => {
    const bundle = {
      format: 'signature-template',
      formatVersion: 1,
      template: { name: 'x', html: HOSTILE_BODIES['a tag with a long run of spaces'] },
      images: [{ name: `a${'.-'.repeat(50_000)}!`, contentType: 'image/png', base64: `${'A'.repeat(1_000_000)}=A` }],
    };
    const parsed = Bundle.safeParse(bundle);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['images.0.name', 'images.0.base64']));
  });
});
