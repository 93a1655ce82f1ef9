import { z } from 'zod';
import type { Route } from '../http/route.js';
import { buildApiSurface } from './surface.js';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
};

const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
const operationId = (r: Route) =>
  r.method.toLowerCase() +
  r.path
    .split(/[/.-]/)
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? `By${s[1].toUpperCase()}${s.slice(2)}` : s[0].toUpperCase() + s.slice(1)))
    .join('');

/** Properties of an object schema, for parameters. */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  const s = schema as unknown as { shape?: Record<string, z.ZodType> } | undefined;
  return s?.shape ?? {};
}

const errorRef = (description: string, codes: string[], extraHeaders?: Record<string, unknown>) => ({
  description: `${description} (code: ${codes.join(', ')})`,
  ...(extraHeaders ? { headers: extraHeaders } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The OpenAPI 3.1 document of the key surface, generated from the route table and its zod schemas. */
export function buildOpenApi(routes: readonly Route[], baseUrl: string) {
  const surface = buildApiSurface(routes, baseUrl);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of surface.operations) {
    const route = routes.find((r) => r.method === op.method && r.path === op.path)!;
    const names = [...route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
    const paramShape = shapeOf(route.params);
    const parameters = [
      ...names.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: paramShape[name] ? toSchema(paramShape[name], 'input') : { type: 'string' },
      })),
      ...Object.entries(shapeOf(route.query)).map(([name, s]) => ({
        name,
        in: 'query',
        required: !s.safeParse(undefined).success,
        schema: toSchema(s, 'input'),
      })),
    ];
    const responses: Record<string, unknown> = {
      '200': {
        description: 'Success',
        content: { 'application/json': { schema: route.response ? toSchema(route.response, 'output') : {} } },
      },
      '400': errorRef('The request is not valid; `fields` names each field and its reason', ['invalid_request']),
      '401': errorRef('The key is not valid or has expired', ['invalid_key', 'key_expired']),
      '403': errorRef('Refused for this key or organisation', [
        ...(route.write ? ['read_only_key'] : []),
        ...(op.capability ? ['missing_capability'] : []),
        ...(route.publish ? ['approval_required'] : []),
        'suspended',
        'pending_deletion',
        'not_onboarded',
      ]),
      '404': errorRef('Not found, or not available to API keys', ['not_found', 'not_available_to_api_keys']),
      '429': errorRef('Over 600 requests a minute for this key, or 2,000 for this address', ['rate_limited'], {
        'Retry-After': { description: 'Seconds until the limit clears', schema: { type: 'integer' } },
      }),
      '503': errorRef('Storage is not reachable', ['storage_unavailable']),
    };
    if (route.method === 'POST' && route.write) responses['201'] = responses['200'];
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = {
      operationId: operationId(route),
      summary: route.summary,
      ...(parameters.length ? { parameters } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: !route.body.safeParse(undefined).success,
              content: {
                'application/json': { schema: toSchema(route.body, 'input') },
                ...Object.fromEntries((route.rawBody?.mediaTypes ?? []).map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
              },
            },
          }
        : {}),
      responses,
      'x-required-capability': op.capability,
      'x-write': route.write,
      ...(route.publish ? { 'x-publish': true } : {}),
      ...(route.implemented ? {} : { 'x-implemented': false }),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Signature service: tenant API',
      version: '1.0.0',
      description:
        'The operations a tenant API key can call. Present the key as `Authorization: Bearer svc_...`. ' +
        'Each operation names the capability area it needs in `x-required-capability`. ' +
        'A read-only key refuses every write (403 `read_only_key`): operations marked `x-write: true` need a key with read-only off. ' +
        'While publish approval is on, publish operations (`x-publish: true`) answer 403 `approval_required` to every key. ' +
        'Limits: 600 requests a minute per key and 2,000 a minute per calling address (429 with `Retry-After`).',
    },
    servers: [{ url: baseUrl }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'svc_<secret>', description: 'A tenant API key' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'string' },
            message: { type: 'string' },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
  };
}
