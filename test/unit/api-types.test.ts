import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { API_TYPES, fullDocument, generateApiTypes } from '../../scripts/api-types.js';
import { buildOpenApi } from '../../shared/openapi/document.js';
import { repoRoot } from '../../shared/repo-root.js';
import { routes } from '../../shared/routes.js';
import { expectEvery } from '../helpers/expect-every.js';

type Json = Record<string, unknown>;

/** JSON-pointer-like paths of every empty schema (`{}`: `unknown` in TypeScript) inside a schema. */
function emptySchemas(schema: unknown, at: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  if (Array.isArray(schema)) return schema.flatMap((s, i) => emptySchemas(s, `${at}/${i}`));
  const s = schema as Json;
  if (Object.keys(s).length === 0) return [at];
  const nested = ['properties', 'patternProperties', '$defs'].flatMap((k) =>
    s[k] && typeof s[k] === 'object' ? Object.entries(s[k] as Json).flatMap(([name, v]) => emptySchemas(v, `${at}/${k}/${name}`)) : [],
  );
  const direct = ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'prefixItems'].flatMap((k) =>
    k in s && typeof s[k] === 'object' ? emptySchemas(s[k], `${at}/${k}`) : [],
  );
  return [...nested, ...direct];
}

describe('the generated API types', () => {
  it.each(API_TYPES.map((t) => [relative(repoRoot(), t.file), t] as const))(
    '%s: committed as the generator writes it now',
    async (file, target) => {
      const fresh = await generateApiTypes(target);
      expect(readFileSync(target.file, 'utf8') === fresh, `${file} is stale: run \`npm run api:types\` and commit it`).toBe(true);
    },
  );

  it("give the add-in the add-in's operations only", () => {
    const addin = API_TYPES.find((t) => t.file.includes('addin'))!;
    expect(addin.routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['POST /api/signature', 'POST /api/signature/report']),
    );
    expectEvery(addin.routes, (r) => r.auth === 'addin');
  });

  it('declare what every built route answers', () => {
    const undeclared = routes.filter((r) => !r.response && !r.responseType);
    expect(undeclared.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('type no successful answer as unknown', () => {
    const doc = fullDocument();
    const unknowns: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(
        item as Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>,
      )) {
        for (const [status, answer] of Object.entries(op.responses)) {
          if (!/^2\d\d$/.test(status) || status === '204') continue;
          if (!answer.content) unknowns.push(`${method.toUpperCase()} ${path} ${status}: no content`);
          for (const [media, { schema }] of Object.entries(answer.content ?? {})) {
            unknowns.push(...emptySchemas(schema ?? {}, `${method.toUpperCase()} ${path} ${status} ${media}`));
          }
        }
      }
    }
    expect(unknowns).toEqual([]);
  });

  it('declare each refusal once, under components.responses, and point every operation at it', () => {
    // A route's own answers (`answers`: health's 503 with its checks) are no refusals.
    const own = new Set(
      routes.flatMap((r) => Object.keys(r.answers ?? {}).map((s) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')} ${s}`)),
    );
    for (const doc of [fullDocument(), buildOpenApi(routes, 'http://localhost')]) {
      const inline: string[] = [];
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(item as Record<string, { responses: Record<string, Json> }>)) {
          for (const [status, answer] of Object.entries(op.responses)) {
            if (
              !/^[23]\d\d$/.test(status) &&
              !own.has(`${method} ${path} ${status}`) &&
              !String(answer.$ref).startsWith('#/components/responses/')
            )
              inline.push(`${method} ${path} ${status}`);
          }
        }
      }
      expect(inline).toEqual([]);
      const refused = (doc.paths['/api/admin/templates/{id}'].put as { responses: Record<string, Json> }).responses['403'];
      expect(refused.description).toContain('missing_capability');
      expect((doc.components.responses as Record<string, Json>).Refused.content).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/Error' } },
      });
    }
  });

  it('come from a valid OpenAPI 3.1 document of every operation', async () => {
    const doc = fullDocument();
    await SwaggerParser.validate(structuredClone(doc) as never);
    const ops = Object.values(doc.paths).flatMap((p) => Object.keys(p));
    expect(ops).toHaveLength(routes.length);
    const put = doc.paths['/api/admin/templates/{id}'].put as Json;
    expect(put.security).toEqual([{ portalToken: [] }, { apiKey: [] }]);
    expect(put['x-required-capability']).toBe('templates');
    expect((doc.paths['/api/signature'].post as Json).security).toEqual([{ addinToken: [] }]);
    expect((doc.paths['/health'].get as Json).security).toEqual([]);
  });

  it('leave the key surface reference to the allow-listed operations, now with answers', async () => {
    const doc = buildOpenApi(routes, 'http://localhost');
    await SwaggerParser.validate(structuredClone(doc) as never);
    expect(Object.values(doc.paths).flatMap((p) => Object.keys(p))).toHaveLength(routes.filter((r) => r.keys === 'allow').length);
    expect(doc.paths['/api/admin/activity'].get).toBeTruthy();
  });
});
