import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullDocument } from '../../scripts/api-types.js';
import { CAPABILITIES } from '../../shared/auth/vocabulary.js';
import { repoRoot } from '../../shared/repo-root.js';

const portal = join(repoRoot(), 'portal', 'src');

/** Every TypeScript source file of the portal, relative to portal/src, with its text. */
const files = (function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return [{ file: relative(portal, path), text: readFileSync(path, 'utf8') }];
  });
})(portal);

const REGISTRY = 'shell/pages.ts';
const isDataModule = (file: string) => file.startsWith('api/') || file.endsWith('/queries.ts');

/** The text of each call of `name(` in `text`, up to its closing parenthesis. */
function calls(text: string, name: string): string[] {
  const found: string[] = [];
  for (let at = text.indexOf(`${name}(`); at >= 0; at = text.indexOf(`${name}(`, at + 1)) {
    let depth = 0;
    let end = at + name.length;
    do {
      if (text[end] === '(') depth++;
      else if (text[end] === ')') depth--;
      end++;
    } while (depth > 0 && end < text.length);
    found.push(text.slice(at, end));
  }
  return found;
}

describe("the portal's pages", () => {
  const registry = files.find((f) => f.file === REGISTRY)!.text;
  const app = files.find((f) => f.file === 'App.tsx')!.text;

  it('load lazily from the page registry only', () => {
    const loading = files.filter((f) => f.file !== REGISTRY && /import\(\s*'[./]*pages\//.test(f.text)).map((f) => f.file);
    expect(loading).toEqual([]);
  });

  it("are routed from the registry: App declares no page's path and imports no page", () => {
    expect(app).toContain('PAGES');
    expect([...app.matchAll(/\bpath="([^"]*)"/g)].map((m) => m[1])).toEqual(['*']);
    expect(app).not.toMatch(/from '\.\/pages\//);
  });

  it('are each in the registry: every page module under pages/ is named there', () => {
    const pages = files.filter((f) => /^pages\/.*(Page|Layout)\.tsx$/.test(f.file) && /export (default|const \w+Page\b)/.test(f.text));
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((f) => !registry.includes(`import('../${f.file.replace(/\.tsx$/, '')}')`)).map((f) => f.file)).toEqual([]);
  });

  it('show in the navigation by a capability typed as the service names them', () => {
    expect(registry).toMatch(/capability\?: Capability;/);
    expect(registry).toContain("import type { Capability } from '../../../shared/auth/vocabulary';");
    const me = fullDocument().paths['/api/admin/me'].get as {
      responses: { 200: { content: { 'application/json': { schema: { properties: { capabilities: { items: { enum: string[] } } } } } } } };
    };
    expect(me.responses[200].content['application/json'].schema.properties.capabilities.items.enum).toEqual([...CAPABILITIES]);
  });
});

describe("the portal's data", () => {
  it("is asked of the API client only in an area's queries.ts (and api/): components call hooks", () => {
    const calling = files.filter((f) => !isDataModule(f.file) && /\bapi\.(GET|POST|PUT|PATCH|DELETE)\(/.test(f.text)).map((f) => f.file);
    expect(calling).toEqual([]);
  });

  it("is queried and changed through an area's hooks: no component builds a query or a mutation itself", () => {
    const building = files.filter((f) => !isDataModule(f.file) && /\b(useQuery|useInfiniteQuery|useQueries|useMutation)\(/.test(f.text));
    expect(building.map((f) => f.file)).toEqual([]);
  });

  it('changes name the queries they touch: useChange takes them, and a mutation built by hand declares meta.touches', () => {
    const data = files.filter((f) => isDataModule(f.file));
    const changes = data.flatMap((f) => calls(f.text, 'useChange'));
    const byHand = data
      .filter((f) => f.file !== 'api/hooks.ts')
      .flatMap((f) => calls(f.text, 'useMutation').map((c) => ({ file: f.file, c })));
    expect(changes.length + byHand.length).toBeGreaterThan(60);
    expect(byHand.filter(({ c }) => !/\bmeta: \{ touches: /.test(c)).map(({ file, c }) => `${file}: ${c.slice(0, 120)}`)).toEqual([]);
  });
});
