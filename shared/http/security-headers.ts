import type { ApiResponse } from './types.js';

/**
 * The one place that decides what every answer of the service says about how it may be framed, what it may load and
 * how it is sent. Both edges call `withSecurityHeaders` on every answer, whoever wrote it (the pipeline, the static
 * files, the local identity provider, an error at the edge): the Functions adapter in Azure, the local host's listener
 * locally. The Static Web App and the Functions host carry the same values in their own configuration files
 * (`portal/staticwebapp.config.json`, `host.json`), checked against this module by test/unit/security-headers.test.ts.
 */

/**
 * Which policy an answer gets:
 * - `page`: an HTML page the service wrote itself (the portal, the staff profile page, public pages, consent pages,
 *   the local identity provider's sign-in page). Scripts only from the service's own origin, never inline; never framed.
 * - `addin-page`: an HTML page of the add-in (`/addin/...`), framed by Outlook on the web and by the portal's compose
 *   window, and running Office.js from Microsoft's CDN.
 * - `inert`: everything else, and every HTML answer under `/api/`: those are signatures written by tenants (the
 *   signature downloads, `/api/me/signature`), never a page of the service. No script of any kind; never framed.
 */
type AnswerKind = 'page' | 'addin-page' | 'inert';

export interface SecurityHeaderOptions {
  /** The identity provider's authority (IDP_AUTHORITY): the portal's MSAL fetches its metadata and tokens. */
  identityProvider: string;
  /** The service's own origins (BASE_URL, CLICK_URL): people's photos and social icons are served from them. */
  ownOrigins: readonly string[];
  /**
   * Whether the answer travels over https from a host that is always https (Azure): only then is
   * Strict-Transport-Security sent. Browsers ignore it over plain http (RFC 6797 §8.1), and on the local host over
   * https it would pin `localhost` (every port: HSTS ignores ports) to https for a year in the developer's browser.
   */
  strictTransport: boolean;
}

/** The add-in's pages live here (shared/addin/files.ts ADDIN_BASE; not imported: shared/http depends on no feature). */
const ADDIN_PREFIX = '/addin/';
/** Tenant-written HTML (signature documents) is only ever answered under here. */
const API_PREFIX = '/api/';

/**
 * Where Outlook frames the add-in's pages. Microsoft publishes no list (OfficeDev/office-js#1005 is still open), so
 * these are the hosts Outlook on the web and new Outlook on Windows run add-ins from: Microsoft 365 (office.com,
 * office365.com, and the cloud.microsoft domain it is moving to), Outlook.com (live.com), and the Office on the web
 * runtime hosts (*.officeapps.live.com). Classic Outlook on Windows and Outlook on Mac load the page at the top of a
 * web view, where no ancestor is checked.
 */
const OUTLOOK_FRAME_ANCESTORS = [
  'https://outlook.office.com',
  'https://outlook.office365.com',
  'https://outlook.cloud.microsoft',
  'https://outlook.live.com',
  'https://*.officeapps.live.com',
] as const;

/** Office.js and what it loads itself (the host's script, its strings; MicrosoftAjax on some hosts). */
const OFFICE_SCRIPTS = ['https://appsforoffice.microsoft.com', 'https://ajax.aspnetcdn.com'];

/** Token-bearing paths (a contact-card token, a tracked link, a photo's unguessable id, a consent code): no Referer at all. */
const TOKEN_PATHS = [/^\/vcf\//, /^\/r\//, /^\/photos\//, /^\/admin\/consent(\/|$)/];

const HSTS = 'max-age=31536000; includeSubDomains';

const originOf = (url: string): string | null => {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

const policy = (directives: Record<string, readonly (string | null)[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources.filter((s): s is string => !!s))].join(' '))
    .join('; ');

const HTML_TYPE = /^\s*text\/html\b/i;

/** The answer's `Content-Type`, named in any case (the first such header). */
function contentTypeOf(headers: Record<string, string> | undefined): string {
  for (const name in headers) if (name === 'content-type' || name.toLowerCase() === 'content-type') return headers[name];
  return '';
}

export function answerKind(path: string, res: ApiResponse): AnswerKind {
  if (!HTML_TYPE.test(contentTypeOf(res.headers))) return 'inert';
  if (path.startsWith(API_PREFIX)) return 'inert';
  return path.startsWith(ADDIN_PREFIX) ? 'addin-page' : 'page';
}

/**
 * The content security policy of each kind of answer. Styles may be inline on the service's pages: Fluent UI (Griffel)
 * writes its rules into `<style>` elements and React into `style` attributes, the public pages carry one `<style>`, and
 * the signatures the portal previews (in sandboxed `srcdoc` frames, which take the portal's policy) are styled inline.
 * Images may come from any web origin: signatures show tenants' logos wherever they are hosted.
 */
function contentSecurityPolicy(kind: AnswerKind, o: SecurityHeaderOptions): string {
  const own = o.ownOrigins.map(originOf);
  const idp = originOf(o.identityProvider);
  // Any web origin: a signature's images are wherever its tenant put them (plain http included: the preview shows what
  // the mail shows, and an image runs nothing). `cid:` names an attachment of the message: a preview that has not
  // resolved it shows a broken image, as before, rather than a refusal of the policy.
  const images = ["'self'", 'data:', 'blob:', 'cid:', 'https:', 'http:', ...own];
  const common = { 'object-src': ["'none'"], 'base-uri': ["'self'"], 'form-action': ["'self'"] };
  switch (kind) {
    case 'page':
      return policy({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': images,
        'font-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'", idp],
        // The compose window runs the add-in's stand-in page; previews are `srcdoc` frames.
        'frame-src': ["'self'"],
        ...common,
        'frame-ancestors': ["'none'"],
      });
    case 'addin-page':
      return policy({
        'default-src': ["'self'"],
        'script-src': ["'self'", ...OFFICE_SCRIPTS],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': images,
        'font-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'"],
        'frame-src': ["'self'"],
        ...common,
        'frame-ancestors': ["'self'", ...OUTLOOK_FRAME_ANCESTORS],
      });
    case 'inert':
      return policy({
        'default-src': ["'none'"],
        'img-src': ['data:', 'https:', 'http:', ...own],
        'style-src': ["'unsafe-inline'"],
        'font-src': ['data:', 'https:'],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
  }
}

/**
 * Each options object's headers of each kind of answer and Referrer-Policy, written once: every answer of the service
 * (the signature path too) takes one.
 */
const written = new WeakMap<SecurityHeaderOptions, Map<string, Readonly<Record<string, string>>>>();

/** The headers an answer to `path` gets; they replace any of the same name the answer carried. */
function securityHeaders(path: string, res: ApiResponse, o: SecurityHeaderOptions): Readonly<Record<string, string>> {
  const kind = answerKind(path, res);
  const tokenPath = TOKEN_PATHS.some((p) => p.test(path));
  let byKind = written.get(o);
  if (!byKind) written.set(o, (byKind = new Map<string, Readonly<Record<string, string>>>()));
  const key = tokenPath ? `${kind} token` : kind;
  let headers = byKind.get(key);
  if (!headers) {
    headers = Object.freeze({
      'content-security-policy': contentSecurityPolicy(kind, o),
      'x-content-type-options': 'nosniff',
      'referrer-policy': tokenPath ? 'no-referrer' : 'strict-origin-when-cross-origin',
      ...(o.strictTransport ? { 'strict-transport-security': HSTS } : {}),
    });
    byKind.set(key, headers);
  }
  return headers;
}

/** The answer with its security headers (any header of the same name, in any case, replaced). */
export function withSecurityHeaders(path: string, res: ApiResponse, o: SecurityHeaderOptions): ApiResponse {
  const added = securityHeaders(path, res, o);
  const headers: Record<string, string> = {};
  for (const name in res.headers) if (!(name.toLowerCase() in added)) headers[name] = res.headers[name];
  for (const name in added) headers[name] = added[name];
  return { ...res, headers };
}

/** The options from the service's configuration. */
export const securityHeaderOptions = (
  config: { IDP_AUTHORITY: string; BASE_URL: string; CLICK_URL?: string },
  strictTransport: boolean,
): SecurityHeaderOptions => ({
  identityProvider: config.IDP_AUTHORITY,
  ownOrigins: [config.BASE_URL, ...(config.CLICK_URL ? [config.CLICK_URL] : [])],
  strictTransport,
});

/**
 * The options the Static Web App's configuration is written for: Entra ID in the public cloud (the Bicep's
 * `environment().authentication.loginEndpoint`), and the portal's own host for everything else ('self').
 */
const STATIC_WEB_APP_OPTIONS: SecurityHeaderOptions = {
  identityProvider: 'https://login.microsoftonline.com',
  ownOrigins: [],
  strictTransport: true,
};

/**
 * `portal/staticwebapp.config.json`: what the Static Web App sends on the files it serves itself (the portal's shell
 * and bundles under `/admin`, the add-in's files under `/addin`), before any Function runs. Its global headers are the
 * portal's; its `/addin/*` route replaces the policy with the add-in's (a route's header replaces a global one of the
 * same name). What it forwards to the Function App (`/api/*`, the rewritten `/admin/consent*`) carries the Function's
 * own headers.
 */
export const STATIC_WEB_APP_HEADERS = {
  global: {
    'content-security-policy': contentSecurityPolicy('page', STATIC_WEB_APP_OPTIONS),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': HSTS,
  },
  addin: { 'content-security-policy': contentSecurityPolicy('addin-page', STATIC_WEB_APP_OPTIONS) },
};

/**
 * `host.json` `extensions.http.customHeaders`: the Functions host adds each only where the Function's answer has none
 * of that name (it uses TryAdd), so they reach what the host answers itself (a path no Function serves) and never
 * change what this module decided.
 */
export const FUNCTIONS_HOST_HEADERS = {
  'content-security-policy': contentSecurityPolicy('inert', { identityProvider: '', ownOrigins: [], strictTransport: true }),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': HSTS,
};
