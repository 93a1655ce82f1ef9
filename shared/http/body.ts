import contentType from 'content-type';
import type { z } from 'zod';
import { ApiError, invalid, refuse } from './errors.js';
import { sizeIn } from '../i18n/format.js';
import { BODY_SENTENCES } from './body-sentences.js';
import { plainReason } from './reasons.js';
import { sentenceOf, withMessage } from './said-reasons.js';
import { reasonIn } from './reasons-in.js';
import { sayableIn } from './said-in.js';
import type { Route } from './route.js';
import type { ApiRequest } from './types.js';

const DEFAULT_MAX_BODY = 1024 * 1024;

/** The most body bytes a route takes (its own limit, else 1 MiB): the adapters read no further (`ApiRequest.bodyTooLarge`). */
export const bodyLimitOf = (route: Route): number => route.maxBodyBytes ?? DEFAULT_MAX_BODY;

/** 413 `payload_too_large`, naming the route's limit in bytes and, in the reader's language, in KiB or MiB. */
const tooLarge = (max: number) =>
  withMessage(
    (english) => refuse('payload_too_large', english, { limitBytes: max }),
    sentenceOf(BODY_SENTENCES, 'tooLarge', (language) => ({ limit: sizeIn(max, language) })),
  );

/** Maps zod issues to `{field: reason}` (each issue's message unless told); an unknown key is named as its own field. */
export function fieldReasons(
  { issues }: { issues: readonly z.core.$ZodIssue[] },
  root: string,
  reason = (issue: z.core.$ZodIssue) => issue.message,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of paths) fields[path.length ? path.join('.') : root] ??= reason(issue);
  }
  return fields;
}

/**
 * The value as the route's schema reads it; 400 `invalid_request` naming each field that fails, its reasons said in
 * the reader's language when that is not English (the issues keep the input they refused, which the reasons read).
 */
export function validated(schema: z.ZodType | undefined, value: unknown, root: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value, { error: plainReason, reportInput: true });
  if (!result.success) {
    const refused = result.error;
    throw sayableIn(invalid(fieldReasons(refused, root)), (language) => ({
      extra: { fields: fieldReasons(refused, root, (issue) => reasonIn(issue, language)) },
    }));
  }
  return result.data;
}

/** `application/json`, with parameters, and the `application/*+json` family. */
const JSON_MEDIA = /^application\/(?:[\w.-]+\+)?json$/;
/** The media types of the `Content-Type` headers seen last (callers send the same few): parsed once each. */
const mediaTypes = new Map<string, string>();
/** The media type of a `Content-Type` header (lower case, without parameters); a malformed header is an unknown type. */
function mediaTypeOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  let media = mediaTypes.get(header);
  if (media !== undefined) return media;
  try {
    media = contentType.parse(header).type;
  } catch {
    media = 'invalid';
  }
  if (header.length <= 200) {
    if (mediaTypes.size >= 64) mediaTypes.clear();
    mediaTypes.set(header, media);
  }
  return media;
}
const mediaMatches = (declared: string, media: string) =>
  declared === media || (declared.endsWith('/*') && media.startsWith(declared.slice(0, -1)));

/**
 * The body a route declares, read once per request: JSON (a body without a content type is read as JSON too), or raw
 * bytes of a media type the route declares. A body that cannot be read is answered as the refusal it earns (413, 415,
 * 400), returned rather than thrown so that a step before validation can look at a body without refusing it. A body
 * longer than the route takes earns its 413 on any route, one that declares no body (a webhook reads the raw bytes) too.
 */
export function readBody(req: ApiRequest, route: Route): unknown {
  const bytes = req.body;
  const max = bodyLimitOf(route);
  if (req.bodyTooLarge || (bytes && bytes.length > max)) return tooLarge(max);
  if (!route.body || !bytes || bytes.length === 0) return undefined;
  const media = mediaTypeOf(req.headers['content-type']);
  if (media && route.rawBody?.mediaTypes.some((t) => mediaMatches(t, media))) return route.rawBody.toBody(bytes, media);
  if (media && !JSON_MEDIA.test(media)) {
    const accepted = ['application/json', ...(route.rawBody?.mediaTypes ?? [])];
    return refuse('unsupported_media_type', `The body must be sent as ${accepted.join(' or ')}, not ${media}`, { accepted });
  }
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return invalid({ body: 'is not valid JSON' }, 'The body is not valid JSON');
  }
}

/**
 * Whether a request publishes, and so meets the publish-approval gate: always on a route marked `publish: true`; on one
 * marked `'when-asked'`, when its body (as `readBody` read it, before validation) says `"publish": true`.
 */
export function publishes(route: Route, body: unknown): boolean {
  if (route.publish !== 'when-asked') return route.publish === true;
  return typeof body === 'object' && body !== null && !(body instanceof ApiError) && (body as { publish?: unknown }).publish === true;
}

/** Whether a body (as `readBody` read it) names a field that takes a key's call off the allow-list. */
export function namesKeyExcludedField(route: Route, body: unknown): boolean {
  const excluded = route.keyExcludedFields?.fields;
  if (!excluded?.length || typeof body !== 'object' || body === null || body instanceof ApiError) return false;
  return excluded.some((f) => Object.hasOwn(body, f));
}
