import type { Method, Route } from './route.js';

interface Pattern {
  path: string;
  regex: RegExp;
  names: string[];
  /** Per segment: 0 literal, 1 parameter; sorts literal-first. */
  shape: number[];
  byMethod: Map<string, Route>;
}

export type Match =
  { kind: 'route'; route: Route; params: Record<string, string> } | { kind: 'method-not-allowed'; allowed: string[] } | { kind: 'none' };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(path: string): Omit<Pattern, 'byMethod' | 'path'> {
  const names: string[] = [];
  const shape: number[] = [];
  const parts = path
    .split('/')
    .slice(1)
    .map((segment) => {
      let literal = true;
      const re = segment.replace(/:([A-Z_]\w*)|([^:]+)/gi, (_m, name: string | undefined, lit: string | undefined) => {
        if (name) {
          literal = false;
          names.push(name);
          return '([^/]+?)';
        }
        return escapeRe(lit ?? '');
      });
      shape.push(literal ? 0 : 1);
      return re;
    });
  // Built from the route table, never from a request: each parameter is `([^/]+?)` bounded by a `/`, a literal or the
  // end, so a path is matched in one pass.
  // eslint-disable-next-line no-restricted-syntax
  return { regex: new RegExp(`^/${parts.join('/')}$`), names, shape };
}

const byShape = (a: Pattern, b: Pattern) => {
  for (let i = 0; i < Math.min(a.shape.length, b.shape.length); i++) {
    if (a.shape[i] !== b.shape[i]) return a.shape[i] - b.shape[i];
  }
  return a.shape.length - b.shape.length;
};

/** Finds the route for a method and path. Literal segments win over parameters. */
export class RouteMatcher {
  private readonly exact = new Map<string, Pattern>();
  private readonly patterns: Pattern[] = [];

  constructor(routes: readonly Route[]) {
    const byPath = new Map<string, Pattern>();
    for (const route of routes) {
      let p = byPath.get(route.path);
      if (!p) {
        p = { path: route.path, ...compile(route.path), byMethod: new Map() };
        byPath.set(route.path, p);
        if (p.names.length === 0) this.exact.set(route.path, p);
        else this.patterns.push(p);
      }
      if (p.byMethod.has(route.method)) throw new Error(`Route declared twice: ${route.method} ${route.path}`);
      p.byMethod.set(route.method, route);
    }
    this.patterns.sort(byShape);
  }

  /** Every route, of any method, whose path matches. */
  routesAt(rawPath: string): Route[] {
    const path = rawPath.length > 1 ? rawPath.replace(/(?<!\/)\/+$/, '') : rawPath;
    const patterns = [this.exact.get(path), ...this.patterns.filter((p) => p.regex.test(path))];
    return patterns.flatMap((p) => (p ? [...p.byMethod.values()] : []));
  }

  match(method: string, rawPath: string): Match {
    const path = rawPath.length > 1 ? rawPath.replace(/(?<!\/)\/+$/, '') : rawPath;
    const allowed = new Set<string>();
    const exact = this.exact.get(path);
    if (exact) {
      const route = exact.byMethod.get(method as Method);
      if (route) return { kind: 'route', route, params: {} };
      exact.byMethod.forEach((_r, m) => allowed.add(m));
    }
    for (const p of this.patterns) {
      const m = p.regex.exec(path);
      if (!m) continue;
      const route = p.byMethod.get(method as Method);
      if (!route) {
        p.byMethod.forEach((_r, meth) => allowed.add(meth));
        continue;
      }
      const params: Record<string, string> = {};
      p.names.forEach((name, i) => (params[name] = safeDecode(m[i + 1])));
      return { kind: 'route', route, params };
    }
    return allowed.size ? { kind: 'method-not-allowed', allowed: [...allowed] } : { kind: 'none' };
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
