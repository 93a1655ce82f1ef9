import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../local/defaults.js';

const root = repoRoot();
const shared = join(root, 'shared');

/** Every TypeScript source file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module specifiers a file imports (static, side-effect and dynamic imports, and re-exports). */
const specifiers = (path: string) => [...readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]);

/** Every relative import of every TypeScript file under shared/, resolved to a path relative to shared/. */
function imports(): { from: string; to: string }[] {
  return sources(shared).flatMap((path) =>
    specifiers(path)
      .filter((s) => /^\.{1,2}\//.test(s))
      .map((s) => ({ from: relative(shared, path), to: relative(shared, resolve(dirname(path), s)).replace(/\.js$/, '.ts') })),
  );
}

const folderOf = (file: string) => (file.includes('/') ? file.split('/')[0] : '');

describe('module boundaries', () => {
  const all = imports();

  it('finds the imports it checks', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('keeps shared/http free of the composition root and of features: it needs only auth, the languages, the logger, the metrics and itself', () => {
    const observability = ['log.ts', 'metrics/instruments.ts', 'metrics/registry.ts', 'metrics/tracing.ts'];
    const outside = all.filter(
      (i) => folderOf(i.from) === 'http' && !['http', 'auth', 'i18n'].includes(folderOf(i.to)) && !observability.includes(i.to),
    );
    // The languages' catalogues and choice import nothing of the service but each other.
    expect(all.filter((i) => folderOf(i.from) === 'i18n' && folderOf(i.to) !== 'i18n')).toEqual([]);
    expect(outside).toEqual([]);
    // The metrics shared/http records into import nothing of the service themselves.
    expect(all.filter((i) => ['metrics/instruments.ts', 'metrics/registry.ts'].includes(i.from))).toEqual([
      { from: 'metrics/instruments.ts', to: 'metrics/registry.ts' },
    ]);
    // Nor does the tracer it opens spans with (its context manager apart).
    expect(all.filter((i) => i.from === 'metrics/tracing.ts').map((i) => i.to)).toEqual(['metrics/trace-context.ts']);
  });

  it("never lets a feature (its module included) read another feature's store", () => {
    const crossing = all.filter((i) => i.to.endsWith('/store.ts') && folderOf(i.from) !== folderOf(i.to));
    expect(crossing).toEqual([]);
  });

  it('keeps the composition root to itself: only the timer jobs, which run over it, import it', () => {
    const root = all.filter((i) => i.to === 'services.ts' && i.from !== 'jobs.ts');
    expect(root).toEqual([]);
  });
});

describe('the deployed service', () => {
  /** What deploys (README, "Publish the code"): dist/functions and dist/shared, built by tsconfig.build.json. */
  const DEPLOYED = ['functions', 'shared'];

  it('is built from functions/ and shared/ alone: no local host, no scripts', () => {
    const config = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8').replace(/^\/\/.*$/gm, '')) as { include: string[] };
    expect(config.include).toEqual(DEPLOYED.map((folder) => `${folder}/**/*.ts`));
  });

  it('imports nothing outside functions/ and shared/ (the local host, scripts, tests), so the build is all it runs', () => {
    const outside = DEPLOYED.flatMap((folder) =>
      sources(join(root, folder)).flatMap((path) =>
        specifiers(path)
          .filter((s) => s.startsWith('.'))
          .map((s) => ({ from: relative(root, path), to: relative(root, resolve(dirname(path), s)) }))
          .filter((i) => !DEPLOYED.includes(i.to.split('/')[0])),
      ),
    );
    expect(outside).toEqual([]);
  });

  it('is published without the local host, its build or the scripts (.funcignore)', () => {
    const ignored = readFileSync(join(root, '.funcignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['/local/', '/dist/local/', '/scripts/', '/bench/', '/test/']));
  });
});

describe('the relay process', () => {
  /** What the relay's container runs (relay/main.ts): relay/ with the service it asks, built by tsconfig.relay.json. */
  const RELAY = ['relay', 'shared'];
  const relativeImports = (folder: string) =>
    sources(join(root, folder)).flatMap((path) =>
      specifiers(path)
        .filter((s) => s.startsWith('.'))
        .map((s) => ({ from: relative(root, path), to: relative(root, resolve(dirname(path), s)) })),
    );

  it('is built from relay/ and shared/ (with the package typings) alone', () => {
    const config = JSON.parse(readFileSync(join(root, 'tsconfig.relay.json'), 'utf8').replace(/^\/\/.*$/gm, '')) as { include: string[] };
    expect(config.include).toEqual([...RELAY.map((folder) => `${folder}/**/*.ts`), 'types/**/*.d.ts']);
  });

  it('imports only relay/ and shared/: not the local host, the Functions, scripts or tests', () => {
    const imports = relativeImports('relay');
    expect(imports.length).toBeGreaterThan(20);
    expect(imports.filter((i) => !RELAY.includes(i.to.split('/')[0]))).toEqual([]);
  });

  it('is never imported by the service: shared/ knows the relay only through shared/server-side/contract.ts', () => {
    expect(relativeImports('shared').filter((i) => i.to.split('/')[0] === 'relay')).toEqual([]);
  });
});

describe('image decoding', () => {
  /** The one module that may use sharp: it reads the header, applies the limits and caps the work in flight. */
  const DECODER = 'shared/images/decode.ts';
  const service = [...sources(shared), ...sources(join(root, 'functions'))].map((path) => relative(root, path));

  it('goes through one module: no other file of the service imports sharp or calls it', () => {
    const users = service.filter((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return specifiers(join(root, file)).includes('sharp') || /\bsharp\s*\(/.test(text);
    });
    expect(users).toEqual([DECODER]);
  });
});

describe("the portal's bundle", () => {
  const portal = join(root, 'portal', 'src');
  const found = sources(portal).flatMap((path) => specifiers(path).map((to) => ({ from: relative(root, path), to, at: dirname(path) })));
  /** A dependency-free module of values the service and the portal share (e.g. shared/rules/vocabulary.ts). */
  const VOCABULARY = /^shared\/[a-z-]+\/vocabulary\.ts$/;
  /**
   * Service modules the portal runs too: the design document and its renderer (the designer's instant preview) and the
   * signature doctor's engine (the editor lints as the person types), the languages, their catalogues (the import
   * page's attribute names among them) and formats. What they reach may use only these packages.
   */
  const BROWSER_SAFE =
    /^shared\/(bounded-map|threads\/own-mark|designs\/(schema|render|gallery|findings|reply)|imports\/messages|doctor\/(engine|schemas|dark|color|css|rule|said|messages|scan|rules\/[a-z]+)|rendering\/(template|escape|mustache-tags|dom-walk|nesting)|i18n\/(languages|catalogue|format))\.ts$/;
  const BROWSER_PACKAGES = [
    'zod',
    'mustache',
    'htmlparser2',
    'domhandler',
    'domutils',
    'dom-serializer',
    'color-string',
    'intl-messageformat',
  ];
  /** The add-in's Office.js stand-in, which the compose window page drives. */
  const STANDIN = /^addin\/src\/standin\/outlook\.ts$/;

  /** Every file a set of entry files reaches through relative imports, and the packages they import. */
  function reach(entries: string[]): { files: string[]; packages: string[] } {
    const files = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const to of specifiers(join(root, file))) {
        if (to.startsWith('.')) visit(relative(root, resolve(dirname(join(root, file)), to)).replace(/\.js$/, '.ts'));
        else packages.add(to);
      }
    };
    entries.forEach(visit);
    return { files: [...files], packages: [...packages] };
  }

  const outsidePortal = () =>
    found
      .filter((i) => i.to.startsWith('.') && relative(portal, resolve(i.at, i.to)).startsWith('..'))
      .map((i) => ({ from: i.from, to: relative(root, resolve(i.at, i.to)).replace(/(\.js)?$/, '.ts') }));

  it('keeps what the browser-safe service modules reach browser-safe: each other, vocabularies and a few DOM-free packages only', () => {
    const entries = [...new Set(outsidePortal().map((i) => i.to))].filter((to) => BROWSER_SAFE.test(to));
    expect(entries.length).toBeGreaterThan(0);
    const { files, packages } = reach(entries);
    expect(files.filter((f) => !BROWSER_SAFE.test(f) && !VOCABULARY.test(f))).toEqual([]);
    expect(packages.filter((p) => !BROWSER_PACKAGES.includes(p))).toEqual([]);
  });

  it("lets the add-in's stand-in reach only the manifest's description and handler names, and its own parts", () => {
    const { files, packages } = reach(['addin/src/standin/outlook.ts']);
    expect(files.sort()).toEqual([
      'addin/manifest/description.ts',
      'addin/manifest/handlers.ts',
      'addin/src/standin/clients.ts',
      'addin/src/standin/compose-item.ts',
      'addin/src/standin/happenings.ts',
      'addin/src/standin/office-item.ts',
      'addin/src/standin/outlook.ts',
    ]);
    expect(packages).toEqual([]);
  });

  it('imports from outside portal/src only the dependency-free vocabularies under shared/, the browser-safe modules and the stand-in', () => {
    const outside = outsidePortal();
    expect(outside.length).toBeGreaterThan(0);
    expect(
      outside.filter((i) => !(VOCABULARY.test(i.to) || BROWSER_SAFE.test(i.to) || STANDIN.test(i.to)) || !existsSync(join(root, i.to))),
    ).toEqual([]);
    const vocabularies = [...new Set(outside.map((i) => i.to).filter((to) => VOCABULARY.test(to)))];
    expect(
      vocabularies.filter((v) => specifiers(join(root, v)).length > 0),
      'a vocabulary imports nothing',
    ).toEqual([]);
  });

  it('imports no node built-in module', () => {
    const node = new Set(builtinModules);
    expect(found.filter((i) => i.to.startsWith('node:') || node.has(i.to.split('/')[0]))).toEqual([]);
  });
});
