import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardCapabilities } from '../../shared/auth/roles.js';
import { EXCLUSION_GROUPS } from '../../shared/http/route.js';
import { RouteMatcher } from '../../shared/http/router.js';
import { repoRoot } from '../../local/defaults.js';
import { routes } from '../../shared/routes.js';

// The interface contract lives beside the repository (`../shared`), never inside it. A clone without it skips the
// check; CI (`.ci/run` sets CI) has it, so there the check runs and a missing file fails instead of skipping.
const specFile = join(repoRoot(), '..', 'shared', 'spec', 'operations.txt');
const spec = existsSync(specFile) || process.env.CI ? readFileSync(specFile, 'utf8').split('\n').filter(Boolean) : null;
const declared = new Set(routes.map((r) => `${r.method} ${r.path}`));

describe('the route table', () => {
  it.skipIf(!spec)('declares every operation of the interface', () => {
    const missing = spec!.filter((op) => !declared.has(op));
    expect(missing).toEqual([]);
    expect(spec).toHaveLength(150);
  });

  it('declares no operation twice', () => {
    expect(declared.size).toBe(routes.length);
  });

  it('puts every operation on the key allow-list or in an exclusion group', () => {
    const neither = routes.filter(
      (r) => r.keys !== 'allow' && !(typeof r.keys === 'object' && (EXCLUSION_GROUPS as readonly string[]).includes(r.keys.exclude)),
    );
    expect(neither.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('allow-lists only routes a key can pass: admin auth, and no Admin-role guard', () => {
    const wrong = routes.filter((r) => r.keys === 'allow' && (r.auth !== 'admin' || 'role' in r.guard));
    expect(wrong.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("gives each allow-list entry exactly its guard's capability", async () => {
    const { buildApiSurface } = await import('../../shared/apikeys/surface.js');
    const surface = buildApiSurface(routes, 'http://x');
    for (const op of surface.operations) {
      const route = routes.find((r) => r.method === op.method && r.path === op.path)!;
      expect(op.capability).toEqual(guardCapabilities(route.guard).join(' or ') || null);
    }
    expect(surface.operations).toHaveLength(routes.filter((r) => r.keys === 'allow').length);
  });

  it('excludes the groups the interface names', () => {
    const group = (method: string, path: string) => {
      const r = routes.find((x) => x.method === method && x.path === path)!;
      return r.keys === 'allow' ? 'allow' : r.keys.exclude;
    };
    expect(group('POST', '/api/admin/test-email')).toBe('sending-mail');
    expect(group('POST', '/api/admin/settings/digest/send')).toBe('sending-mail');
    expect(group('GET', '/api/admin/settings/digest/preview')).toBe('sending-mail');
    expect(group('POST', '/api/admin/billing/checkout')).toBe('money');
    expect(group('GET', '/api/admin/billing/invoices')).toBe('money');
    expect(group('GET', '/api/admin/billing/adjustments')).toBe('money');
    expect(group('PUT', '/api/admin/users')).toBe('granting-access');
    expect(group('DELETE', '/api/admin/users/:email')).toBe('granting-access');
    expect(group('PUT', '/api/admin/settings')).toBe('overriding-controls');
    expect(group('GET', '/api/admin/approvals')).toBe('overriding-controls');
    expect(group('POST', '/api/admin/templates/:id/draft/submit')).toBe('overriding-controls');
    expect(group('POST', '/api/admin/templates/:id/draft/reject')).toBe('overriding-controls');
    for (const [m, p] of [
      ['GET', '/api/admin/download'],
      ['POST', '/api/admin/rules/simulate'],
      ['GET', '/api/admin/users/search'],
      ['GET', '/api/admin/profile-values'],
      ['PUT', '/api/admin/profile-values/:email'],
    ])
      expect(group(m, p)).toBe('reading-one-person');
    expect(group('POST', '/api/admin/dpa/accept')).toBe('agreements-onboarding');
    expect(group('GET', '/api/admin/onboarding')).toBe('agreements-onboarding');
    for (const r of routes.filter((x) => x.path.startsWith('/api/admin/api-keys'))) expect(r.keys).toEqual({ exclude: 'key-management' });
    for (const r of routes.filter((x) => x.path.startsWith('/api/admin/managed')))
      expect(r.keys).toEqual({ exclude: 'provider-relationship' });
    for (const r of routes.filter((x) => /^\/api\/admin\/(partner|platform)\//.test(x.path)))
      expect(r.keys).toEqual({ exclude: 'non-tenant' });
    // Partner routes are for partner staff with a portal token, never a key (the pipeline's `partner` auth kind).
    for (const r of routes.filter((x) => x.path.startsWith('/api/admin/partner/'))) expect([r.path, r.auth]).toEqual([r.path, 'partner']);
    for (const r of routes.filter((x) => x.path.startsWith('/api/signature'))) expect(r.keys).toEqual({ exclude: 'add-in' });
  });

  it('takes a preview naming a person off the allow-list by its body fields, on allow-listed routes only', () => {
    const preview = routes.find((r) => r.method === 'POST' && r.path === '/api/admin/preview')!;
    expect(preview.keyExcludedFields).toEqual({ group: 'reading-one-person', fields: ['email', 'sender'] });
    const wrong = routes.filter(
      (r) =>
        r.keyExcludedFields &&
        (r.keys !== 'allow' || !r.body || !(EXCLUSION_GROUPS as readonly string[]).includes(r.keyExcludedFields.group)),
    );
    expect(wrong.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('marks exactly the publish routes the interface names', () => {
    const publish = routes
      .filter((r) => r.publish === true)
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(publish).toEqual(
      [
        'PUT /api/admin/template',
        'PUT /api/admin/templates/:id',
        'POST /api/admin/rollback',
        'POST /api/admin/templates/:id/rollback',
        'POST /api/admin/templates/:id/publish-draft',
        'POST /api/admin/templates/:id/rollout/promote',
        'PUT /api/admin/templates/:id/schedule',
      ].sort(),
    );
    // Creating publishes only when its body asks (`"publish": true`), and is gated then.
    expect(routes.filter((r) => r.publish === 'when-asked').map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/admin/templates']);
  });
});

describe('route matching', () => {
  const matcher = new RouteMatcher(routes);
  it('prefers literal segments over parameters', () => {
    const m = matcher.match('GET', '/api/admin/templates/deleted');
    expect(m.kind === 'route' && m.route.path).toBe('/api/admin/templates/deleted');
    const i = matcher.match('POST', '/api/admin/templates/import');
    expect(i.kind === 'route' && i.route.path).toBe('/api/admin/templates/import');
  });
  it('binds parameters, decoded, including a suffix after one', () => {
    const m = matcher.match('DELETE', '/api/admin/users/ann%40contoso.example');
    expect(m.kind === 'route' && m.params).toEqual({ email: 'ann@contoso.example' });
    const v = matcher.match('GET', '/vcf/abc.def.vcf');
    expect(v.kind === 'route' && v.params).toEqual({ token: 'abc.def' });
  });
  it('answers method-not-allowed with the methods a path has', () => {
    const m = matcher.match('PATCH', '/api/admin/settings');
    expect(m).toEqual({ kind: 'method-not-allowed', allowed: expect.arrayContaining(['GET', 'PUT']) });
  });
  it('ignores a trailing slash and finds nothing for unknown paths', () => {
    expect(matcher.match('GET', '/health/').kind).toBe('route');
    expect(matcher.match('GET', '/nope').kind).toBe('none');
  });
});
