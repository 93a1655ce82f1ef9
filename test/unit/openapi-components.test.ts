import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { type OpenAPI3 } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { fullDocument } from '../../scripts/api-types.js';
import { INPUT_MARK, nameInputForms } from '../../shared/openapi/components.js';
import { buildOpenApi } from '../../shared/openapi/document.js';
import { routes } from '../../shared/routes.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const defs = (entries: Record<string, unknown>) => new Map(Object.entries(entries).map(([name, schema]) => [name, JSON.stringify(schema)]));
const input = (name: string) => `${name}${INPUT_MARK}`;

describe('naming the input form of a shared schema', () => {
  it('gives it the output form’s name when the two are the same, and <Name>Input when they differ', () => {
    const named = nameInputForms(
      defs({
        Same: { type: 'string' },
        [input('Same')]: { type: 'string' },
        Defaulted: { type: 'object', required: ['a'] },
        [input('Defaulted')]: { type: 'object' },
        [input('OnlySent')]: { type: 'object' },
      }),
    );
    expect(Object.fromEntries(named)).toEqual({
      [input('Same')]: 'Same',
      [input('Defaulted')]: 'DefaultedInput',
      [input('OnlySent')]: 'OnlySent',
    });
  });

  it('tells a schema apart by the forms it points at, and keeps one name for a recursive schema that does not differ', () => {
    const named = nameInputForms(
      defs({
        Block: { type: 'object', required: ['a'] },
        [input('Block')]: { type: 'object' },
        Design: { items: ref('Block') },
        [input('Design')]: { items: ref(input('Block')) },
        Json: { anyOf: [{ type: 'string' }, { items: ref('Json') }] },
        [input('Json')]: { anyOf: [{ type: 'string' }, { items: ref(input('Json')) }] },
      }),
    );
    expect(named.get(input('Design'))).toBe('DesignInput');
    expect(named.get(input('Json'))).toBe('Json');
  });
});

/** The JSON text of every schema written inline in the operations more than once, when longer than `min` characters. */
function repeatedSchemas(paths: unknown, min: number): string[] {
  const seen = new Map<string, number>();
  const walk = (value: unknown, inSchema: boolean) => {
    if (!value || typeof value !== 'object') return;
    if (inSchema) {
      const text = JSON.stringify(value);
      if (text.length > min) seen.set(text, (seen.get(text) ?? 0) + 1);
    }
    for (const [key, child] of Object.entries(value)) walk(child, inSchema || key === 'schema');
  };
  walk(paths, false);
  return [...seen].filter(([, count]) => count > 1).map(([text]) => text.slice(0, 120));
}

describe('the OpenAPI documents', () => {
  const documents = [
    { name: 'the key surface', doc: buildOpenApi(routes, 'http://localhost:7071'), operations: routes.filter((r) => r.keys === 'allow') },
    { name: 'every operation', doc: fullDocument(), operations: routes },
  ];

  it.each(documents)('$name: names each recurring schema once in components and points at it', ({ doc }) => {
    // Written inline, the design alone was 35,000 characters in each of ten operations.
    expect(repeatedSchemas(doc.paths, 2000)).toEqual([]);
    const named = Object.keys(doc.components.schemas);
    expect(named).toEqual(expect.arrayContaining(['Design', 'DesignInput', 'Block', 'Template', 'TemplateVersion', 'Finding']));
    // A never-published template has no live body.
    const template = (doc.components.schemas as Record<string, { properties?: Record<string, { type?: unknown }> }>).Template;
    expect(template.properties?.html.type).toEqual(['string', 'null']);
  });

  it.each(documents)('$name: stays small, with every operation, and valid to both validators', async ({ doc, operations }) => {
    // As served (`api-reference.json` is indented): 3,330,942 and 3,792,360 bytes when every schema was written inline.
    const served = JSON.stringify(doc, null, 2).length;
    expect(served).toBeLessThan(doc.info.title.includes('tenant API') ? 1_000_000 : 1_500_000);
    expect(Object.values(doc.paths).flatMap((p) => Object.keys(p))).toHaveLength(operations.length);
    await SwaggerParser.validate(structuredClone(doc) as never);
    await openapiTS(structuredClone(doc) as unknown as OpenAPI3, { silent: true });
  });
});
