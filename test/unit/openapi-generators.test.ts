import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { caselessSource } from '../../shared/openapi/caseless-patterns.js';
import { buildOpenApi } from '../../shared/openapi/document.js';
import { operationIdOf } from '../../shared/openapi/operation-ids.js';
import { routes } from '../../shared/routes.js';

// The served key document as client generators read it: Redocly's recommended rules, examples that are what their
// schemas say, no recursive "any JSON", discriminated unions, method-like operation ids, tags by area.

type Json = Record<string, unknown>;
type Operation = { operationId: string; tags: string[]; requestBody?: { content: Record<string, MediaType> }; responses: Json };
type MediaType = { schema?: unknown; example?: unknown };

const BASE_URL = 'https://signatures.contoso.com';
const keys = buildOpenApi(routes, BASE_URL);
const full = buildOpenApi(routes, BASE_URL, { scope: 'all' });
const operationsOf = (doc: typeof keys) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ at: `${method.toUpperCase()} ${path}`, op })),
  );

/** Every media type with an example, and where it is (`POST /api/admin/templates request`). */
function examplesOf(doc: typeof keys) {
  return operationsOf(doc)
    .flatMap(({ at, op }) => [
      ...Object.entries(op.requestBody?.content ?? {}).map(([, media]) => ({ at: `${at} request`, media })),
      ...Object.entries(op.responses).flatMap(([status, answer]) =>
        Object.values((answer as { content?: Record<string, MediaType> }).content ?? {}).map((media) => ({ at: `${at} ${status}`, media })),
      ),
    ])
    .filter(({ media }) => media.example !== undefined);
}

describe('the key document, for client generators', () => {
  it.each([
    ['the key surface', keys],
    ['every operation', full],
  ])("%s: passes Redocly's recommended rules with no error and no warning", async (_name, doc) => {
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'api-reference.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('names the deployment as its server and carries a licence and contact', () => {
    expect(keys.servers).toEqual([{ url: BASE_URL, description: 'This deployment' }]);
    expect(keys.info.license).toMatchObject({ url: `${BASE_URL}/terms` });
    expect(keys.info.contact).toMatchObject({ url: `${BASE_URL}/support` });
  });

  it('has examples, each valid against its own schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'doc', components: keys.components });
    const examples = examplesOf(keys);
    expect(examples.map((e) => e.at)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/templates request',
        'POST /api/admin/templates 201',
        'PUT /api/admin/roles request',
        'PUT /api/admin/roles 200',
        'POST /api/admin/preview request',
        'POST /api/admin/preview 200',
      ]),
    );
    const invalid = examples.flatMap(({ at, media }) => {
      const schema = JSON.parse(JSON.stringify(media.schema).replaceAll('"#/components/', '"doc#/components/')) as Json;
      return ajv.validate(schema, media.example) ? [] : [`${at}: ${ajv.errorsText()}`];
    });
    expect(invalid).toEqual([]);
  });

  it('has an example for the request and the main answer of every operation (but the reference, which is this document)', () => {
    const withExample = new Set(examplesOf(keys).map((e) => e.at));
    const expected = operationsOf(keys).flatMap(({ at, op }) => {
      const [status, answer] = Object.entries(op.responses).find(([s]) => /^2/.test(s)) ?? [];
      const answers = (answer as { content?: Record<string, MediaType> } | undefined)?.content?.['application/json'];
      return [...(op.requestBody?.content['application/json'] ? [`${at} request`] : []), ...(answers ? [`${at} ${status}`] : [])];
    });
    expect(expected.filter((at) => !withExample.has(at))).toEqual(['GET /api/admin/api-reference.json 200']);
  });

  it('writes a case-insensitive pattern so it takes both cases, as the service does', () => {
    const font = (keys.components.schemas as unknown as Record<string, { properties: Record<string, { pattern: string }> }>).BrandKitInput
      .properties.font;
    expect(new RegExp(font.pattern).test("'Segoe UI', Arial, sans-serif")).toBe(true);
    expect(new RegExp(font.pattern).test('Segoe UI; color: red')).toBe(false);
    expect(caselessSource('^ab\\d[c-fx]$')).toBe('^[aA][bB]\\d[c-fC-FxX]$');
    expect(caselessSource('^\\p{L}+$')).toBe('^\\p{L}+$');
  });

  it('an example that breaks its schema is caught', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'doc', components: keys.components });
    const [{ media }] = examplesOf(keys).filter((e) => e.at === 'PUT /api/admin/roles request');
    const schema = JSON.parse(JSON.stringify(media.schema).replaceAll('"#/components/', '"doc#/components/')) as Json;
    expect(ajv.validate(schema, { new: 'not a template id' })).toBe(false);
  });

  it('writes "any JSON value" as any value, and no shared schema points at itself', () => {
    const schemas = keys.components.schemas as Record<string, Json>;
    expect(schemas.JsonValue).toEqual({ description: 'Any JSON value' });
    const recursive = Object.entries(schemas).filter(([name, s]) => JSON.stringify(s).includes(`"#/components/schemas/${name}"`));
    expect(recursive.map(([name]) => name)).toEqual([]);
  });

  it('gives each discriminated union a discriminator that maps every value to its branch', () => {
    const schemas = keys.components.schemas as unknown as Record<string, { oneOf: { $ref: string }[]; discriminator?: { mapping: Json } }>;
    for (const name of ['Block', 'LeafBlock', 'SocialItem']) {
      const { oneOf, discriminator } = schemas[name];
      expect(discriminator, name).toBeTruthy();
      expect(new Set(Object.values(discriminator!.mapping))).toEqual(new Set(oneOf.map((b) => b.$ref)));
    }
    expect(schemas.Block.discriminator).toMatchObject({ propertyName: 'type', mapping: { text: '#/components/schemas/TextBlock' } });
    expect(schemas.SocialItem.discriminator).toMatchObject({
      propertyName: 'network',
      mapping: { linkedin: '#/components/schemas/NetworkSocialItem', custom: '#/components/schemas/CustomSocialItem' },
    });
  });

  it('names each operation as a method, once, and lists it under one declared area', () => {
    const ops = operationsOf(keys);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const byId = Object.fromEntries(ops.map(({ at, op }) => [op.operationId, at]));
    expect(byId).toMatchObject({
      createTemplate: 'POST /api/admin/templates',
      getTemplate: 'GET /api/admin/templates/{id}',
      publishTemplateDraft: 'POST /api/admin/templates/{id}/publish-draft',
      saveRoles: 'PUT /api/admin/roles',
      previewSignature: 'POST /api/admin/preview',
      getTemplateVersionDesign: 'GET /api/admin/templates/{id}/versions/{version}/design',
    });
    const declared = new Map(keys.tags.map((t) => [t.name, t.description]));
    expect(ops.filter(({ op }) => op.tags.length !== 1 || !declared.get(op.tags[0])).map(({ at }) => at)).toEqual([]);
    expect(ops.find(({ at }) => at === 'POST /api/admin/templates')!.op.tags).toEqual(['Templates']);
  });

  it('would give every route of the service a distinct method name', () => {
    const ids = routes.map((r) => operationIdOf(r));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
