import { describe, expect, it } from 'vitest';
import { azurePath, httpFunctions, type HttpFunction } from '../../shared/http/azure-adapter.js';
import { routes } from '../../shared/routes.js';

/**
 * A model of how the Functions host treats HTTP route templates (routePrefix "", as host.json sets it):
 * - at load it refuses a template starting with `admin` (its own API) and a function whose template equals another's
 *   (compared without surrounding slashes, case-insensitively) with a method in common;
 * - at request time it tries the functions' templates in registration order, not by specificity, so two templates
 *   that can both match one path with one method would leave the choice to load order. Literal segments match
 *   case-insensitively, `{name}` one segment, `{*rest}` the rest of the path, empty included.
 */
type Segment = { literal: string } | { param: string } | { catchAll: string };

const segments = (template: string): Segment[] =>
  template
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .filter(Boolean)
    .map((s) => {
      const p = /^\{(\*?)([A-Za-z_][\w]*)\}$/.exec(s);
      if (!p) return { literal: s.toLowerCase() };
      return p[1] ? { catchAll: p[2] } : { param: p[2] };
    });

const sameTemplate = (a: string, b: string) => a.replace(/^\/+|\/+$/g, '').toLowerCase() === b.replace(/^\/+|\/+$/g, '').toLowerCase();

/** True when some path matches both templates. */
function overlap(a: Segment[], b: Segment[]): boolean {
  if (a.length && 'catchAll' in a[0]) return true;
  if (b.length && 'catchAll' in b[0]) return true;
  if (!a.length || !b.length) return a.length === b.length;
  const [x, y] = [a[0], b[0]];
  if ('literal' in x && 'literal' in y && x.literal !== y.literal) return false;
  return overlap(a.slice(1), b.slice(1));
}

function matches(template: string, path: string): boolean {
  const t = segments(template);
  const p = path
    .split('/')
    .filter(Boolean)
    .map((s) => s.toLowerCase());
  for (let i = 0; i < t.length; i++) {
    const s = t[i];
    if ('catchAll' in s) return true;
    if (i >= p.length) return false;
    if ('literal' in s && s.literal !== p[i]) return false;
  }
  return t.length === p.length;
}

const sharedMethod = (a: HttpFunction, b: HttpFunction) => a.methods.some((m) => b.methods.includes(m));

/** Conflicts the host would refuse at load, and overlaps it would resolve by load order. */
function problems(functions: readonly HttpFunction[]): string[] {
  const found: string[] = [];
  for (const f of functions)
    if (f.route.replace(/^\/+/, '').toLowerCase().startsWith('admin')) found.push(`${f.name}: reserved ${f.route}`);
  for (let i = 0; i < functions.length; i++) {
    for (let j = i + 1; j < functions.length; j++) {
      const [a, b] = [functions[i], functions[j]];
      if (!sharedMethod(a, b)) continue;
      if (sameTemplate(a.route, b.route)) found.push(`${a.name} and ${b.name}: same template ${a.route}`);
      else if (overlap(segments(a.route), segments(b.route))) found.push(`${a.name} (${a.route}) and ${b.name} (${b.route}) overlap`);
    }
  }
  return found;
}

/** A concrete path of a route as the host sees it: parameters filled, `/admin/*` rewritten. */
const samplePath = (path: string) => azurePath(path).replace(/:[A-Za-z_]\w*/g, 'x1');

const registered = httpFunctions(routes);

describe('the HTTP Functions registered from the route table', () => {
  it('the model catches what the host refuses or leaves to load order', () => {
    const fn = (name: string, route: string, methods: HttpFunction['methods'] = ['GET']): HttpFunction => ({ name, route, methods });
    expect(problems([fn('a', 'api/admin/{*rest}'), fn('b', '/API/Admin/{*rest}/')])).toHaveLength(1);
    expect(problems([fn('a', 'api/admin/{*rest}'), fn('b', 'api/admin/{*rest}', ['POST'])])).toEqual([]);
    expect(problems([fn('a', 'api/admin/{*rest}'), fn('b', 'api/admin/templates/{*rest}')])).toHaveLength(1);
    expect(problems([fn('a', 'api/admin/users'), fn('b', 'api/admin/users/{*rest}')])).toHaveLength(1);
    expect(problems([fn('a', 'list/items'), fn('b', 'list/{id}')])).toHaveLength(1);
    expect(problems([fn('a', 'api/admin/template'), fn('b', 'api/admin/templates/{*rest}')])).toEqual([]);
    expect(problems([fn('a', 'admin/consent')])).toHaveLength(1);
    expect(matches('api/admin/users/{*rest}', '/api/admin/users')).toBe(true);
    expect(matches('api/admin/users', '/api/admin/users/x1')).toBe(false);
  });

  it('gives one function per group with the union of its methods, and OPTIONS for preflights of its CORS routes', () => {
    const groups = new Set(routes.map((r) => r.group));
    expect(registered.map((f) => f.name).sort()).toEqual([...groups].sort());
    for (const f of registered) {
      const members = routes.filter((r) => r.group === f.name);
      const methods = new Set<string>(members.map((r) => r.method));
      if (members.some((r) => r.cors)) methods.add('OPTIONS');
      expect([f.name, [...f.methods].sort()]).toEqual([f.name, [...methods].sort()]);
    }
  });

  it('has no two functions whose templates the host refuses or that can match one path with one method', () => {
    expect(problems(registered)).toEqual([]);
  });

  it("sends every route's path and method to its own group's function, and to no other", () => {
    const misrouted = routes.flatMap((r) => {
      const path = samplePath(r.path);
      const candidates = registered.filter((f) => f.methods.includes(r.method) && matches(f.route, path)).map((f) => f.name);
      return candidates.length === 1 && candidates[0] === r.group
        ? []
        : [`${r.method} ${r.path} → ${candidates.join(', ') || 'nothing'} (group ${r.group})`];
    });
    expect(misrouted).toEqual([]);
  });

  it('names functions as the host accepts them', () => {
    for (const f of registered) expect(f.name).toMatch(/^[A-Za-z][A-Za-z0-9_-]{0,126}$/);
  });
});
