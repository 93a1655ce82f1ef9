import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../local/defaults.js';
import { loadConfig } from '../../shared/config.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { Pipeline } from '../../shared/http/pipeline.js';
import { routesUsing, type Route } from '../../shared/http/route.js';
import { json } from '../../shared/http/reply.js';
import { silentLogger } from '../../shared/log.js';
import { Registered } from '../../shared/registered.js';
import { routes } from '../../shared/routes.js';
import { createServices } from '../../shared/services.js';
import { expectEvery } from '../helpers/expect-every.js';

const root = repoRoot();
const shared = join(root, 'shared');

/** The composition root, built without touching storage (nothing here calls it). */
const services = createServices(
  loadConfig({ SIGNING_SECRET: 'wiring-test-secret-0123456789abcdef', STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true' }),
  { directory: new FixtureDirectory({ tenants: {} }), log: silentLogger },
);

/** Every routes file: `shared/<feature>/routes.ts` and the files of a `routes/` folder. */
function routesFiles(dir: string = shared): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routesFiles(path);
    const inFolder = dir.endsWith('/routes') && entry.name.endsWith('.ts');
    return (entry.name === 'routes.ts' && dir !== shared) || inFolder ? [path] : [];
  });
}

/** The routes a module exports, alone or in lists. */
const routesIn = (exports: Record<string, unknown>): Route[] =>
  Object.values(exports)
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .filter((v): v is Route => typeof v === 'object' && v !== null && 'handler' in v && 'services' in v);

describe('declared services', () => {
  it('has every route of the table declare its services, each one the composition root builds', () => {
    const known = new Set(Object.keys(services));
    const unknown = routes.flatMap((r) => r.services.filter((name) => !known.has(name)).map((name) => `${r.method} ${r.path}: ${name}`));
    expectEvery(routes, (r) => Array.isArray(r.services));
    expect(unknown).toEqual([]);
    expect(() => new Pipeline(routes, services)).not.toThrow();
  });

  it('hands a handler exactly the services its route declared, and refuses a route declaring one that does not exist', async () => {
    const seen: Record<string, unknown>[] = [];
    const probe = routesUsing(
      'templates',
      'clock',
    )({
      method: 'GET',
      path: '/probe',
      auth: 'none',
      keys: { exclude: 'public' },
      summary: 'probe',
      async handler({ services: given }) {
        seen.push(given);
        return json({});
      },
    });
    const req = {
      method: 'GET',
      path: '/probe',
      query: new URLSearchParams(),
      headers: {},
      clientAddress: '10.0.0.1',
      invocationId: 'probe',
    };
    expect((await new Pipeline([probe], services).handle(req, silentLogger)).status).toBe(200);
    expect(seen).toEqual([{ templates: services.templates, clock: services.clock }]);

    const wrong: Route = { ...probe, services: ['templates', 'nothing' as 'templates'] };
    expect(() => new Pipeline([wrong], services)).toThrow('GET /probe declares services that do not exist: nothing');
  });

  it('has each routes file reach only the services its routes declare, and never the whole set', async () => {
    const files = routesFiles();
    expect(files.length).toBeGreaterThan(30);
    const reaching: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const where = relative(root, file);
      if (/\bRouteServices\b|services\.js'/.test(text)) reaching.push(`${where}: every service`);
      const exported = routesIn(await import(file));
      // A file of helpers only (templates/routes/common.ts) takes contexts typed with the services it reads, which
      // the routes calling it must have declared.
      if (!exported.length) continue;
      const declared = new Set<string>(exported.flatMap((r) => r.services));
      const reached = [...text.matchAll(/\bservices\.(\w+)/g)].map((m) => m[1]);
      reaching.push(...reached.filter((name) => !declared.has(name)).map((name) => `${where}: ${name}`));
    }
    expect([...new Set(reaching)]).toEqual([]);
  });
});

describe('the composition root', () => {
  const source = readFileSync(join(shared, 'services.ts'), 'utf8');

  it('names no service built further down: each statement of createServices uses only what is built before it', () => {
    const file = ts.createSourceFile('services.ts', source, ts.ScriptTarget.Latest, true);
    const create = file.statements.find(
      (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === 'createServices',
    );
    const statements = create?.body?.statements ?? [];
    expect(statements.length).toBeGreaterThan(20);
    const bound = (s: ts.Statement): string[] => {
      const names: string[] = [];
      const visit = (n: ts.BindingName) => {
        if (ts.isIdentifier(n)) names.push(n.text);
        else n.elements.forEach((e) => !ts.isOmittedExpression(e) && visit(e.name));
      };
      if (ts.isVariableStatement(s)) s.declarationList.declarations.forEach((d) => visit(d.name));
      return names;
    };
    const used = (n: ts.Node): string[] => [
      ...(ts.isIdentifier(n) && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n) ? [n.text] : []),
      ...n.getChildren().flatMap(used),
    ];
    const early = statements.flatMap((s, i) => {
      const later = new Set(statements.slice(i + 1).flatMap(bound));
      const initialisers = ts.isVariableStatement(s)
        ? s.declarationList.declarations.flatMap((d) => (d.initializer ? [d.initializer] : []))
        : [s];
      return initialisers.flatMap(used).filter((name) => later.has(name));
    });
    expect(early).toEqual([]);
  });

  it('answers every question an earlier feature asks of a later one, once wired', () => {
    // Breadth first, so that each point is named by its shortest path (`assets.usageCheck`, not through the doctor).
    const points: { where: string; point: Registered<unknown> }[] = [];
    const seen = new Set<unknown>();
    let level: [string, unknown][] = Object.entries(services);
    for (let depth = 0; depth < 3; depth++) {
      const next: [string, unknown][] = [];
      for (const [where, value] of level) {
        if (typeof value !== 'object' || value === null || seen.has(value)) continue;
        seen.add(value);
        if (value instanceof Registered) points.push({ where, point: value });
        else next.push(...Object.entries(value).map(([key, inner]): [string, unknown] => [`${where}.${key}`, inner]));
      }
      level = next;
    }
    expect(points.map((p) => p.where).sort()).toEqual([
      'assets.usageCheck',
      'billing.consolidatedCheck',
      'changelog.recorded',
      'photos.erased',
      'settings.changed',
      'templates.links.blockers',
      'templates.links.rollouts',
      'templates.links.rules',
      'tenants.invitationCheck',
      'tenants.payingCheck',
    ]);
    expect(points.filter((p) => !p.point.answered).map((p) => p.where)).toEqual([]);
  });
});
