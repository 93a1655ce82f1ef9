import { z } from 'zod';
import { guardCapabilities } from '../auth/roles.js';
import { Finding } from '../doctor/schemas.js';
import { API_REFUSAL_CODES, REFUSALS, type RefusalCode, type RefusalSpec } from '../http/refusals.js';
import type { AuthKind, Route } from '../http/route.js';
import { shorthandOf } from '../http/shorthand.js';
import { buildApiSurface } from '../apikeys/surface.js';
import { caselessPatterns } from './caseless-patterns.js';
import { metadataFor, nameInputForms, renameReferences, sharedSchemas } from './components.js';
import { requestExample, responseExample } from './examples.js';
import { forGenerators, markDiscriminator } from './for-generators.js';
import { operationIdOf, pathOperationIdOf } from './operation-ids.js';
import { tagOf, tagsOf } from './tags.js';

type JsonSchema = Record<string, unknown>;

/**
 * Which operations a document describes: `keys`, the key surface (the allow-listed operations a tenant API key can
 * call, served by `GET /api/admin/api-reference.json`); `all`, every operation of the route table, with the security
 * each one takes (the portal's typed client is generated from it).
 */
export type OpenApiScope = 'keys' | 'all';

/**
 * Shared definitions the zod schemas name (`.meta({ id })`: the design, a template, a JSON value...): zod puts them
 * under the schema's own `$defs`, which an OpenAPI document cannot point into, so they move to `components.schemas`
 * (see components.ts for how the input and output forms of one are named).
 */
type ToSchema = (schema: z.ZodType, io: 'input' | 'output') => JsonSchema;

/** A request schema that also takes a shorthand (shared/http/shorthand.ts) takes either form. */
function withShorthand({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }) {
  const taken = shorthandOf(zodSchema);
  if (!taken) return;
  const { $schema: _drop, ...shorthand } = z.toJSONSchema(taken, { io: 'input', target: 'draft-2020-12' }) as JsonSchema;
  const full = { ...jsonSchema };
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  jsonSchema.anyOf = [shorthand, full];
}

const schemaWriter =
  (defs: Map<string, string>): ToSchema =>
  (schema, io) => {
    const {
      $schema: _drop,
      $defs,
      ...rest
    } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
      metadata: metadataFor(io),
      override: (ctx) => {
        markDiscriminator(ctx);
        caselessPatterns(ctx);
        if (io === 'input') withShorthand(ctx);
      },
    }) as JsonSchema;
    const hoist = (value: unknown): JsonSchema =>
      JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
    for (const [name, def] of Object.entries(($defs ?? {}) as JsonSchema)) {
      const text = JSON.stringify(hoist(def));
      if (defs.has(name) && defs.get(name) !== text) throw new Error(`Two different schemas are named ${name}: give them distinct ids`);
      defs.set(name, text);
    }
    return hoist(rest);
  };

const openApiPath = (path: string) => path.replace(/:([A-Z_]\w*)/gi, '{$1}');

/** Properties of an object schema, for parameters. */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  const s = schema as unknown as { shape?: Record<string, z.ZodType> } | undefined;
  return s?.shape ?? {};
}

/**
 * The refusals every operation may answer, declared once under `components.responses`: each operation points at one
 * and says in the reference's own `description` (OpenAPI 3.1) which codes it answers there.
 */
const ERROR_RESPONSES = {
  InvalidRequest: { status: '400', description: 'The request is not valid; `fields` names each field and its reason' },
  Unauthenticated: { status: '401', description: 'No valid token or key' },
  Refused: { status: '403', description: 'Refused for this caller or organisation' },
  NotFound: { status: '404', description: 'Not found' },
  RateLimited: {
    status: '429',
    description: 'Over the rate limit',
    headers: { 'Retry-After': { description: 'Seconds until the limit clears', schema: { type: 'integer' } } },
  },
  StorageUnavailable: { status: '503', description: 'Storage is not reachable' },
  OtherRefusal: { status: 'default', description: 'Any other refusal' },
} as const;
type ErrorResponse = keyof typeof ERROR_RESPONSES;

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** The refusal components the paths point at, in a fixed order. */
const errorComponents = (paths: unknown) => {
  const text = JSON.stringify(paths);
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES)
      .filter(([name]) => text.includes(`"#/components/responses/${name}"`))
      .map(([name, { status: _status, ...response }]) => [name, { ...response, content: ERROR_CONTENT }]),
  );
};

const errorRef = (name: ErrorResponse, description: string, codes: readonly (RefusalCode | '<code>')[]) =>
  [
    ERROR_RESPONSES[name].status,
    { $ref: `#/components/responses/${name}`, description: `${description} (code: ${codes.join(', ')})` },
  ] as const;

/** The successful answers of a route: its JSON schema, no content, a redirect, or a body of another media type. */
function successResponses(route: Route, toSchema: ToSchema): Record<string, unknown> {
  const type = route.responseType;
  if (type === 'no-content') return { '204': { description: 'Done; no content' } };
  if (type === 'redirect') {
    return { '302': { description: 'Redirect', headers: { Location: { description: 'Where to go next', schema: { type: 'string' } } } } };
  }
  const content = type
    ? {
        [type]: {
          schema: route.response
            ? toSchema(route.response, 'output')
            : { type: 'string', ...(/^image\//.test(type) ? { format: 'binary' } : {}) },
        },
      }
    : { 'application/json': { schema: route.response ? toSchema(route.response, 'output') : {}, ...responseExample(route) } };
  const ok = { description: 'Success', content };
  return route.method === 'POST' && route.write ? { '200': ok, '201': ok } : { '200': ok };
}

/**
 * The route's own answers besides its success and the refusals (a 202 that starts a rollout, health's 503). One that
 * redescribes the 200 (an export that is also its archive) replaces the success answer, so it carries its example.
 */
const otherAnswers = (route: Route, toSchema: ToSchema) =>
  Object.fromEntries(
    Object.entries(route.answers ?? {}).map(([status, { description, body }]) => [
      status,
      {
        description,
        content: { 'application/json': { schema: toSchema(body, 'output'), ...(status === '200' ? responseExample(route) : {}) } },
      },
    ]),
  );

/** How each kind of caller presents itself (operation `security`); public and webhook routes take none. */
const SECURITY: Record<AuthKind, Record<string, string[]>[]> = {
  addin: [{ addinToken: [] }],
  portal: [{ portalToken: [] }],
  admin: [{ portalToken: [] }],
  platform: [{ portalToken: [] }],
  partner: [{ portalToken: [] }],
  none: [],
  webhook: [],
};

function securityOf(route: Route, scope: OpenApiScope) {
  if (scope === 'keys') return undefined; // the document's default: the key
  if (route.auth === 'admin' && route.keys === 'allow') return [{ portalToken: [] }, { apiKey: [] }];
  return SECURITY[route.auth];
}

function errorResponses(route: Route, scope: OpenApiScope, capability: string | null): Record<string, unknown> {
  const validated = !!(route.body || route.query || route.params);
  const authenticated = route.auth !== 'none' && route.auth !== 'webhook';
  const keys = scope === 'keys';
  return Object.fromEntries([
    ...(validated || keys
      ? [errorRef('InvalidRequest', 'The request is not valid; `fields` names each field and its reason', ['invalid_request'])]
      : []),
    ...(authenticated
      ? [
          keys
            ? errorRef('Unauthenticated', 'The key is not valid or has expired', ['invalid_key', 'key_expired'])
            : errorRef('Unauthenticated', 'No valid token or key', ['unauthenticated', 'invalid_key', 'key_expired']),
          errorRef('Refused', keys ? 'Refused for this key or organisation' : 'Refused for this caller or organisation', [
            ...(route.write && route.keys === 'allow' ? (['read_only_key'] as const) : []),
            ...(capability ? (['missing_capability'] as const) : []),
            ...(route.publish ? (['approval_required'] as const) : []),
            'suspended',
            'pending_deletion',
            'not_onboarded',
          ]),
        ]
      : []),
    keys
      ? errorRef('NotFound', 'Not found, or not available to API keys', ['not_found', 'not_available_to_api_keys'])
      : errorRef('NotFound', 'Not found', ['not_found']),
    keys
      ? errorRef('RateLimited', 'Over 600 requests a minute for this key, or 2,000 for this address', ['rate_limited'])
      : errorRef('RateLimited', 'Over the rate limit', ['rate_limited']),
    errorRef('StorageUnavailable', 'Storage is not reachable', ['storage_unavailable']),
    ...(keys ? [] : [errorRef('OtherRefusal', 'Any other refusal', ['<code>'])]),
  ]);
}

function operation(route: Route, scope: OpenApiScope, toSchema: ToSchema) {
  const capability = guardCapabilities(route.guard).join(' or ') || null;
  const names = [...route.path.matchAll(/:([A-Z_]\w*)/gi)].map((m) => m[1]);
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
  const security = securityOf(route, scope);
  return {
    operationId: scope === 'keys' ? operationIdOf(route) : pathOperationIdOf(route),
    summary: route.summary,
    tags: [tagOf(route).name],
    ...(security ? { security } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: !route.body.safeParse(undefined).success,
            content: {
              'application/json': { schema: toSchema(route.body, 'input'), ...requestExample(route) },
              ...Object.fromEntries((route.rawBody?.mediaTypes ?? []).map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
            },
          },
        }
      : {}),
    responses: { ...successResponses(route, toSchema), ...errorResponses(route, scope, capability), ...otherAnswers(route, toSchema) },
    'x-required-capability': capability,
    ...('role' in route.guard ? { 'x-required-role': route.guard.role } : {}),
    'x-write': route.write,
    ...(route.publish ? { 'x-publish': route.publish } : {}),
  };
}

/** Extra fields the catalogue types loosely, with the schema the document names (shared/http knows no feature). */
const EXTRA_SCHEMAS: Partial<Record<string, z.ZodType>> = { findings: z.array(Finding) };

/**
 * The body of every refusal: its code (one of `RefusalCode`), its message and the extra fields of the catalogue
 * (shared/http/refusals.ts), each saying with which codes it comes. A field several codes carry has one schema.
 */
function errorSchema(toSchema: ToSchema): JsonSchema {
  const properties = new Map<string, { schema: JsonSchema; said: Map<string, RefusalCode[]> }>();
  for (const code of API_REFUSAL_CODES) {
    const spec: RefusalSpec = REFUSALS[code];
    for (const [name, field] of Object.entries<z.ZodType>(spec.extra?.shape ?? {})) {
      const { description: written, ...schema } = toSchema(EXTRA_SCHEMAS[name] ?? field, 'output');
      const description = field.description ?? (typeof written === 'string' ? written : '');
      const known = properties.get(name) ?? { schema, said: new Map<string, RefusalCode[]>() };
      if (JSON.stringify(known.schema) !== JSON.stringify(schema)) throw new Error(`Refusals give the field ${name} two schemas`);
      known.said.set(description, [...(known.said.get(description) ?? []), code]);
      properties.set(name, known);
    }
  }
  const withCodes = ([description, codes]: [string, RefusalCode[]]) =>
    `With ${codes.map((c) => `\`${c}\``).join(', ')}${description ? `: ${description[0].toLowerCase()}${description.slice(1)}` : ''}`;
  return {
    type: 'object',
    required: ['code', 'message'],
    properties: {
      code: { $ref: '#/components/schemas/RefusalCode' },
      message: { type: 'string' },
      ...Object.fromEntries(
        [...properties].map(([name, { schema, said }]) => [name, { ...schema, description: [...said].map(withCodes).join('. ') }]),
      ),
    },
  };
}

const KEY_SURFACE_DESCRIPTION =
  'The operations a tenant API key can call. Present the key as `Authorization: Bearer svc_...`. ' +
  'Each operation names the capability area it needs in `x-required-capability`. ' +
  'A read-only key refuses every write (403 `read_only_key`): operations marked `x-write: true` need a key with read-only off. ' +
  'While publish approval is on, publish operations (`x-publish: true`) answer 403 `approval_required` to every key, ' +
  'and so do those marked `x-publish: "when-asked"` when the body asks to publish (`"publish": true`). ' +
  'Limits: 600 requests a minute per key and 2,000 a minute per calling address (429 with `Retry-After`).';

const FULL_DESCRIPTION =
  'Every operation of the service, generated from its route table. Each operation names who may call it in `security`: ' +
  'a portal token (people of the organisation, service operators, partner staff), an add-in token, a tenant API key ' +
  '(only the allow-listed operations; see the key surface reference) or nothing (public pages and webhooks). ' +
  '`x-required-capability` and `x-required-role` name what the caller needs.';

/**
 * The OpenAPI 3.1 document of the service, generated from the route table and its zod schemas: by default the key
 * surface, or with `scope: 'all'` every operation.
 */
export function buildOpenApi(routes: readonly Route[], baseUrl: string, { scope = 'keys' }: { scope?: OpenApiScope } = {}) {
  const selected =
    scope === 'keys'
      ? buildApiSurface(routes, baseUrl).operations.map((op) => routes.find((r) => r.method === op.method && r.path === op.path)!)
      : routes;
  const paths: Record<string, Record<string, unknown>> = {};
  const defs = new Map<string, string>();
  const toSchema = schemaWriter(defs);
  for (const route of selected) (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(route, scope, toSchema);
  const error = errorSchema(toSchema);
  const names = nameInputForms(defs);
  const shared = sharedSchemas(defs, names) as Record<string, JsonSchema>;
  const renamedPaths = JSON.parse(renameReferences(JSON.stringify(paths), names)) as typeof paths;
  forGenerators(renamedPaths, shared);
  const site = baseUrl.replace(/\/$/, '');
  const apiKey = { type: 'http', scheme: 'bearer', bearerFormat: 'svc_<secret>', description: 'A tenant API key' };
  return {
    openapi: '3.1.0',
    info: {
      title: scope === 'keys' ? 'Signature service: tenant API' : 'Signature service: every operation',
      version: '1.0.0',
      description: scope === 'keys' ? KEY_SURFACE_DESCRIPTION : FULL_DESCRIPTION,
      termsOfService: `${site}/terms`,
      contact: { name: 'Support', url: `${site}/support` },
      license: { name: 'Proprietary: for use with this service under its terms', url: `${site}/terms` },
    },
    servers: [{ url: baseUrl, description: 'This deployment' }],
    ...(scope === 'keys' ? { security: [{ apiKey: [] }] } : {}),
    tags: tagsOf(selected),
    paths: renamedPaths,
    components: {
      securitySchemes:
        scope === 'keys'
          ? { apiKey }
          : {
              portalToken: {
                type: 'http',
                scheme: 'bearer',
                bearerFormat: 'JWT',
                description: 'A portal access token (Entra, or the local identity provider)',
              },
              addinToken: {
                type: 'http',
                scheme: 'bearer',
                bearerFormat: 'JWT',
                description: "The Outlook add-in's token for the signed-in mailbox",
              },
              apiKey,
            },
      responses: errorComponents(paths),
      schemas: {
        ...shared,
        Error: error,
        RefusalCode: {
          type: 'string',
          enum: API_REFUSAL_CODES,
          description: 'Why the service refused: one code for each refusal (the message says it in words)',
        },
      },
    },
  };
}
