import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../shared/repo-root.js';
import { refuse, refusalAnswer } from '../../shared/http/errors.js';
import { API_REFUSAL_CODES, REFUSALS, type RefusalCode } from '../../shared/http/refusals.js';
import { buildOpenApi } from '../../shared/openapi/document.js';
import { routes } from '../../shared/routes.js';

const root = repoRoot();
const CATALOGUE = 'shared/http/refusals.ts';
const RAISER = 'shared/http/errors.ts';

/** Every TypeScript source file under the folders, relative to the repository (generated types left out). */
function sources(...dirs: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative(root, path)] : [];
    });
  return dirs.flatMap((dir) => walk(join(root, dir)));
}
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const known = (code: string): code is RefusalCode => Object.hasOwn(REFUSALS, code);

const service = sources('shared', 'local', 'functions');

// The interface contract lives beside the repository (see route-table.test.ts): skipped without it, outside CI.
const specFile = join(root, '..', 'shared', 'spec', 'interface.md');
const spec = existsSync(specFile) || process.env.CI ? readFileSync(specFile, 'utf8') : null;

describe('the refusal catalogue', () => {
  it('is the only place a refusal is made: no `new ApiError(` outside the module that raises them', () => {
    expect(service.filter((file) => file !== RAISER && /\bnew ApiError\(/.test(read(file)))).toEqual([]);
  });

  it('lists only codes the service raises: each is named outside the catalogue (a retired code is removed)', () => {
    const text = service
      .filter((file) => file !== CATALOGUE)
      .map(read)
      .join('\n');
    expect(Object.keys(REFUSALS).filter((code) => !text.includes(`'${code}'`))).toEqual([]);
  });

  it.skipIf(!spec)('holds every error code the interface contract names, with its status', () => {
    const errors = spec!.slice(spec!.indexOf('## Errors'));
    const named = [...errors.slice(0, errors.indexOf('\n## ', 1)).matchAll(/^\| (\d{3}) \| `([a-z_]+)` \|/gm)].map((m) => [
      Number(m[1]),
      m[2],
    ]);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter(([status, code]) => !known(String(code)) || REFUSALS[code as RefusalCode].status !== status)).toEqual([]);
  });

  it('is what a status and a code named together in the source and the tests agree with (`409 no_draft`, `[409, "no_draft"]`)', () => {
    // The portal's own refusals (a file that is not JSON, the network down) are not the service's.
    const portalOwn = read('portal/src/api/refusal.ts').match(/type PortalRefusalCode = ([^;]+);/)![1]!;
    const portalCodes = new Set([...portalOwn.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]));
    const files = [...sources('shared', 'local', 'portal/src', 'addin/src', 'test'), 'README.md'];
    const wrong = files.flatMap((file) =>
      [...read(file).matchAll(/\b([45]\d\d)(?:,? '| `?)([a-z]+(?:_[a-z]+)*)\b/g)]
        .filter(([, , code]) => (code.includes('_') || known(code)) && !portalCodes.has(code))
        .filter(([, status, code]) => !known(code) || REFUSALS[code].status !== Number(status))
        .map(([pair]) => `${file}: ${pair}`),
    );
    expect(wrong).toEqual([]);
  });

  it('types `code` in the OpenAPI documents as the enum of the API’s codes (the local host’s own are not the API’s)', () => {
    for (const scope of ['keys', 'all'] as const) {
      const doc = buildOpenApi(routes, '/', { scope }) as unknown as {
        components: { schemas: Record<string, { enum?: string[]; properties?: Record<string, unknown> }> };
      };
      expect(doc.components.schemas.RefusalCode.enum).toEqual(API_REFUSAL_CODES);
      expect(doc.components.schemas.Error.properties?.code).toEqual({ $ref: '#/components/schemas/RefusalCode' });
    }
    expect(API_REFUSAL_CODES).not.toContain('unknown_function');
  });
});

describe('raising a refusal', () => {
  it('takes its status, sentence and headers from the catalogue, and says a retryAfter in Retry-After too', () => {
    expect(refusalAnswer(refuse('not_found'))).toEqual({
      status: 404,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"code":"not_found","message":"Not found"}',
    });
    expect(refusalAnswer(refuse('rate_limited', 'Slow down', { retryAfter: 7 }))).toEqual({
      status: 429,
      headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '7' },
      body: '{"code":"rate_limited","message":"Slow down","retryAfter":7}',
    });
    expect(refuse('unauthenticated', 'The token has expired').headers).toEqual({ 'www-authenticate': 'Bearer error="invalid_token"' });
    expect(refuse('stale_brand_kit', undefined, undefined, { headers: { etag: '"b1"' } }).headers).toEqual({ etag: '"b1"' });
  });
});
