import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Capability } from '../../shared/auth/roles.js';
import type { Route } from '../../shared/http/route.js';
import { PARTNER_AGREEMENT_VERSION } from '../../shared/partner/records.js';
import { routes } from '../../shared/routes.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';

/**
 * Every route of the route table, sent generated bad path parameters, queries and bodies by an Admin (and by an
 * API key where keys may call it), never answers a 5xx other than 501 for an unbuilt route and the 502/503 the
 * contract names for sending mail.
 */

/** NO500_RUNS=50 for a deeper local hunt. */
const RUNS_PER_ROUTE = Number(process.env.NO500_RUNS) || 8;
const BATCH = 4;

/** The contract's own 5xx answers, by the exclusion group of the route (the only list is the route's `keys`). */
const CONTRACT_5XX: Record<string, { status: number; code: string }[]> = {
  'sending-mail': [
    { status: 503, code: 'mail_unavailable' },
    { status: 502, code: 'mail_failed' },
  ],
};

const operatorOid = crypto.randomUUID();
const operatorTenant = crypto.randomUUID();
let stripe: StripeStandin;
let host: TestHost;
let tenant: string;
let admin: string;
let addin: string;
let operator: string;
let keys: string[];
let templateId: string;

beforeAll(async () => {
  stripe = await startStripeStandin();
  host = await startTestHost({
    env: {
      PLATFORM_OPERATORS: `${operatorTenant}/${operatorOid}`,
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_0123456789abcdef',
      STRIPE_API_BASE: stripe.url,
    },
  });
  tenant = host.tenants[0];
  await host.onboard(tenant, 'fuzz.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'fuzz.admin@fabrikam.test' });
  addin = await host.token({ tenant, user: 'ann.lee@fabrikam.test', scope: 'access_as_user' });
  operator = await host.token({ tenant: operatorTenant, user: 'ops@service.example', oid: operatorOid });
  const api = host.api(admin);
  expect((await ok(api.GET('/api/admin/me'))).role).toBe('Admin');
  // A partner Owner, so the partner routes' own checks and handlers are reached too.
  const partner = await api.POST('/api/admin/partner/agreement/accept', { body: { version: PARTNER_AGREEMENT_VERSION } });
  expect(partner.response.status).toBe(200);
  templateId = (await ok(api.POST('/api/admin/templates', { body: { name: 'Fuzzed', html: '<p>{{displayName}}</p>', publish: true } }))).id;
  await ok(api.PUT('/api/admin/roles', { body: { new: templateId, reply: templateId } }));
  await api.POST('/api/admin/exclusions/groups', { body: { groupId: 'a-g-sales' } });
  // Two keys, so the key's own rate limit (600 a minute) is never what answers.
  keys = [];
  for (const name of ['fuzz one', 'fuzz two']) {
    const key = await api.POST('/api/admin/api-keys', { body: { name, access: Capability.options, readOnly: false } });
    expect(key.response.status).toBe(201);
    keys.push(key.data!.secret);
  }
});
afterAll(async () => {
  await host?.close();
  await stripe?.close();
});

// ---- what a route's schemas say about its inputs (read from the route table, not restated) ----

type Def = { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType; out?: z.ZodType; innerType?: z.ZodType };
const defOf = (s: z.ZodType | undefined) => (s as unknown as { _zod?: { def: Def } } | undefined)?._zod?.def;

/** The property names of an object schema, through pipes, defaults and optionals. */
function fieldNames(schema: z.ZodType | undefined, depth = 0): string[] {
  const def = defOf(schema);
  if (!def || depth > 5) return [];
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe') return [...fieldNames(def.in, depth + 1), ...fieldNames(def.out, depth + 1)];
  if (def.innerType) return fieldNames(def.innerType, depth + 1);
  return [];
}

const paramNames = (route: Route) => [...route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);

/**
 * A value each parameter accepts (so query and body checks are reached), chosen by asking the route's schema.
 * A route on a template gets a template of its own: routes walked side by side never race on one template (racing
 * writers are issue 9 item 5's tests, not this one's).
 */
async function validParams(route: Route): Promise<Record<string, string>> {
  const shape = defOf(route.params)?.shape ?? {};
  const onTemplate = Object.values(shape).some((s) => s.safeParse(templateId).success);
  const own = onTemplate
    ? (
        await ok(
          host.api(admin).POST('/api/admin/templates', {
            body: { name: `Fuzzed ${route.method} ${route.path}`.slice(0, 100), html: '<p>{{displayName}}</p>' },
          }),
        )
      ).id
    : templateId;
  const candidates = [own, 'b_abcdef123', 'ann.lee@fabrikam.test', 'a-g-sales', crypto.randomUUID(), '1', 'logo.png', 'abcdefgh12'];
  return Object.fromEntries(
    paramNames(route).map((name) => {
      const schema = shape[name];
      const fit = schema ? candidates.find((c) => schema.safeParse(c).success) : candidates[0];
      return [name, fit ?? 'x'];
    }),
  );
}

const encoded = (params: Record<string, string>) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, percentEncode(v)]));

const pathOf = (route: Route, segments: Record<string, string>) =>
  route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => segments[name]);

// ---- generators of bad input ----

const nasty = fc.constantFrom(
  '/',
  '\\',
  '#',
  '?',
  '..',
  '.',
  '%',
  '\u0000',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\ud83d\ude00',
  '\ud800',
  'a/b',
  'a\\b',
  'a#b',
  'a?b',
  '../../etc',
  "'",
  "' or 1 eq 1",
  '%00',
  'é',
  '🚀',
  ' ',
  '\t',
  '\n',
  '',
);
const junkString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  nasty,
  fc.tuple(nasty, fc.string({ maxLength: 8 }), nasty).map((p) => p.join('')),
  fc.integer({ min: 257, max: 5000 }).map((n) => 'x'.repeat(n)),
);
/** Every UTF-8 byte but letters and digits percent-encoded (a lone surrogate goes as U+FFFD, as a browser sends it). */
const percentEncode = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) => (/[A-Za-z0-9]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
/** Segments every parameter of every route is sent, as they go on the wire (encoded, or broken encoding). */
const BAD_SEGMENTS = ['a%2Fb', '%5C', 'a%23b', 'a%3Fb', 'a%00b', 'a%7Fb', '%C2%85', '%2E%2E', '%E0%A4%A', '%ZZ', '%', 'a'.repeat(1500)];
/** A generated path segment: encoded junk, a known-bad segment or an overlong one. */
const badSegment = fc.oneof(
  junkString.filter((s) => s.length > 0).map(percentEncode),
  fc
    .tuple(
      fc.string({ maxLength: 6 }),
      nasty.filter((s) => s.length > 0),
      fc.string({ maxLength: 6 }),
    )
    .map((p) => percentEncode(p.join(''))),
  fc.constantFrom(...BAD_SEGMENTS, '%2', '%2F', '%C0%AF', '%FF%FE', '%0A'),
  fc.integer({ min: 257, max: 3000 }).map((n) => 'a'.repeat(n)),
);
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 3.5, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(junkString, { maxLength: 5 }),
  fc.dictionary(junkString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);
/** An object with the schema's own field names (and some others) holding junk, so deeper checks are reached. */
const junkObject = (names: string[]) =>
  fc
    .tuple(
      names.length ? fc.subarray(names) : fc.constant([] as string[]),
      fc.array(junkValue, { minLength: names.length, maxLength: names.length }),
      fc.dictionary(junkString, junkValue, { maxKeys: 2 }),
    )
    .map(([chosen, values, extra]) => ({ ...extra, ...Object.fromEntries(chosen.map((n, i) => [n, values[i]])) }));

type Body = { json: unknown } | { raw: string; contentType?: string } | { none: true };
const badBody = (names: string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    junkObject(names).map((json) => ({ json })),
    junkValue.map((json) => ({ json })),
    fc
      .constantFrom('{', '{"a":', '[1,2', 'nul', '\u0000', '{"__proto__":{"x":1}}', '"\\ud800"', '1e999', '{}garbage', '\ufeff{}')
      .map((raw) => ({ raw })),
    fc.string({ unit: 'binary', maxLength: 60 }).map((raw) => ({ raw })),
    fc.constant({ none: true as const }),
    fc.constant({ raw: '', contentType: 'application/json' }),
    fc.integer({ min: 100_000, max: 300_000 }).map((n) => ({ json: Object.fromEntries(names.map((k) => [k, 'y'.repeat(n)])) })),
  );
const badQuery = (names: string[]) =>
  fc.array(fc.tuple(names.length ? fc.oneof(fc.constantFrom(...names), junkString) : junkString, junkString), { maxLength: 4 });

interface Attempt {
  corrupt: 'params' | 'query' | 'body';
  segments: Record<string, string>;
  query: [string, string][];
  body: Body;
  as: 'person' | 'key';
}

function attempts(route: Route, valid: Record<string, string>): fc.Arbitrary<Attempt> {
  const names = paramNames(route);
  const encodedValid = encoded(valid);
  const badParams = names.length
    ? fc.tuple(...names.map(() => badSegment)).map((segs) => Object.fromEntries(names.map((n, i) => [n, segs[i]])))
    : fc.constant({});
  const corrupt = fc.constantFrom<Attempt['corrupt']>(
    ...(names.length ? (['params', 'query', 'body'] as const) : (['query', 'body'] as const)),
  );
  const as = fc.constantFrom<Attempt['as']>(...(route.keys === 'allow' ? (['person', 'key'] as const) : (['person'] as const)));
  return fc
    .record({ corrupt, badParams, query: badQuery(fieldNames(route.query)), body: badBody(fieldNames(route.body)), as })
    .map(({ corrupt: c, badParams: bp, query, body, as: who }) => ({
      corrupt: c,
      segments: c === 'params' ? bp : encodedValid,
      query: c === 'query' ? query : [],
      body: c === 'body' ? body : c === 'params' ? body : ({ none: true } as const),
      as: who,
    }));
}

function credentialFor(route: Route, as: Attempt['as'], i: number): string | undefined {
  if (as === 'key') return keys[i % keys.length];
  if (route.auth === 'none' || route.auth === 'webhook') return undefined;
  if (route.auth === 'addin') return addin;
  if (route.auth === 'platform') return operator;
  return admin;
}

async function send(route: Route, a: Attempt, i: number) {
  const qs = new URLSearchParams(a.query).toString();
  const path = pathOf(route, a.segments) + (qs ? `?${qs}` : '');
  const headers: Record<string, string> = {};
  const credential = credentialFor(route, a.as, i);
  if (credential) headers.authorization = `Bearer ${credential}`;
  let rawBody: string | undefined;
  if (route.method !== 'GET') {
    if ('json' in a.body) {
      rawBody = JSON.stringify(a.body.json) ?? 'null';
      headers['content-type'] = 'application/json';
    } else if ('raw' in a.body) {
      rawBody = a.body.raw;
      headers['content-type'] = a.body.contentType ?? 'application/json';
    }
  }
  // Every route of the table with generated, often malformed input: raw.
  const res = await host.call(route.method, path, { rawBody, headers });
  return { path, status: res.status, code: res.json?.code as string | undefined, sent: rawBody?.slice(0, 300) };
}

function allowed(route: Route, status: number, code: string | undefined) {
  if (status < 500) return true;
  const group = route.keys === 'allow' ? null : route.keys.exclude;
  return !!group && (CONTRACT_5XX[group] ?? []).some((c) => c.status === status && c.code === code);
}

describe('no input answers 500', () => {
  it(
    'walks every route of the route table with bad parameters, queries and bodies',
    async () => {
      const failures: string[] = [];
      const walk = async (route: Route, seed: number) => {
        let i = 0;
        const valid = await validParams(route);
        // Besides the generated runs, each parameter is sent each of the known-bad segments.
        const examples: [Attempt][] = paramNames(route).flatMap((name) =>
          BAD_SEGMENTS.map((segment): [Attempt] => [
            { corrupt: 'params', segments: { ...encoded(valid), [name]: segment }, query: [], body: { none: true }, as: 'person' },
          ]),
        );
        const result = await fc.check(
          fc.asyncProperty(attempts(route, valid), async (a) => {
            const out = await send(route, a, i++);
            if (allowed(route, out.status, out.code)) return true;
            failures.push(
              `${route.method} ${route.path} → ${out.status} ${out.code ?? ''} for ${route.method} ${out.path} as ${a.as}, corrupting ${a.corrupt}, body ${JSON.stringify(out.sent)}`,
            );
            return false;
          }),
          { numRuns: RUNS_PER_ROUTE + examples.length, examples, seed, endOnFailure: true },
        );
        if (result.failed && !failures.some((f) => f.startsWith(`${route.method} ${route.path} `))) {
          failures.push(
            `${route.method} ${route.path} → the request failed: ${String(result.errorInstance)} (input ${JSON.stringify(result.counterexample)?.slice(0, 300)})`,
          );
        }
      };
      const seed = Date.now() % 2 ** 31;
      for (let start = 0; start < routes.length; start += BATCH) {
        await Promise.all(routes.slice(start, start + BATCH).map((r, j) => walk(r, seed + start + j)));
      }
      expect(failures, `seed ${seed}`).toEqual([]);
    },
    600_000 * Math.max(1, RUNS_PER_ROUTE / 8),
  );
});
