import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Linter, type Linter as LinterTypes } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import config from '../../eslint.config.js';
import { repoRoot } from '../../local/defaults.js';

const root = repoRoot();
/** The repository's own "html-output" blocks, on the TypeScript parser (the type-aware rest of the lint is not needed). */
const blocks = (config as LinterTypes.Config[]).filter((c) => c.name?.startsWith('html-output'));
const linter = new Linter({ cwd: root });
const problems = (code: string, file = 'shared/banners-footers/service.ts') =>
  linter
    .verify(code, [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...blocks], join(root, file))
    .map((m) => `${m.line}: ${m.ruleId}`);

describe('the lint rules that keep HTML output to the one escaper and sanitiser', () => {
  it('are in the repository lint', () => {
    expect(blocks.map((b) => b.name)).toContain('html-output');
  });

  it('refuse the banner splice through a replacement string, and any non-literal replacement', () => {
    expect(problems('export const f = (html: string, slot: string) => html.replace(SLOT, slot);')).toEqual(['1: no-restricted-syntax']);
    expect(problems('export const f = (s: string, t: string) => s.replaceAll("x", `<b>${t}</b>`);')).toEqual(['1: no-restricted-syntax']);
    expect(problems('export const f = (s: string, t: string) => s.replace(/x/g, t);', 'portal/src/pages/x.tsx')).toEqual([
      '1: no-restricted-syntax',
    ]);
  });

  it('let through a function or a literal replacement and splicing by index', () => {
    const fine = [
      'export const a = (s: string) => s.replace(/x/g, () => "y");',
      'export const b = (s: string) => s.replace(/[.*]/g, "\\\\$&");',
      'export const c = (s: string) => s.replace(/x/g, `y`);',
      'export const d = (s: string, at: number, t: string) => s.slice(0, at) + t + s.slice(at);',
      'export const e = "<p>&nbsp;&lt;b&gt; is shown as text</p>";',
    ].join('\n');
    expect(problems(fine)).toEqual([]);
  });

  it.each([
    ['the public pages', "s.replace(/[&<>\"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '\"': '&quot;', \"'\": '&#39;' })[c]!)"],
    ['the sign-in page, the download title and the digest', 's.replace(/[&<>"\']/g, (c) => `&#${c.charCodeAt(0)};`)'],
    ["the designs' renderer", "s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\"/g, '&quot;')"],
    ["the doctor's fix", "s.replace(/&/g, '&amp;').replace(/\"/g, '&quot;').replace(/</g, '&lt;')"],
    ["the portal's block preview", 's.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)'],
    ['a lookup table', "Object.entries({ '<': '&lt;' }).reduce((t, [c, e]) => t.split(c).join(e), s)"],
  ])('refuse a second escaper like the one of %s', (_where, body) => {
    expect(problems(`export const escape = (s: string) => ${body};`).length).toBeGreaterThan(0);
  });

  it('refuse mustache and sanitize-html outside their one module, and mustache with its own escaping', () => {
    expect(problems("import Mustache from 'mustache';\nexport const x = Mustache.render('{{a}}', {});")).toEqual([
      '1: no-restricted-imports',
      '2: no-restricted-syntax',
    ]);
    expect(problems("import sanitizeHtml from 'sanitize-html';\nexport const x = sanitizeHtml('');")).toEqual(['1: no-restricted-imports']);
    expect(problems("import Mustache from 'mustache';\nMustache.escape = (s: string) => s;", 'shared/rendering/template.ts')).toEqual([
      '2: no-restricted-syntax',
    ]);
  });

  it('pass the escaper, the template renderer and the sanitiser themselves', () => {
    for (const file of ['shared/rendering/escape.ts', 'shared/rendering/template.ts', 'shared/rendering/sanitize.ts']) {
      expect([file, problems(readFileSync(join(root, file), 'utf8'), file)]).toEqual([file, []]);
    }
  });
});
