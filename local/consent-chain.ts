import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Where following the consent flow ended: the portal (onboarded) or a page that says why not. */
export interface ConsentOutcome {
  /** The last answer's status (302 when the flow ended in the portal). */
  status: number;
  /** The portal address the flow ended at, or null. */
  portal: URL | null;
  /** The page the flow stopped at (a refusal page, the identity provider's sign-in page), or ''. */
  page: string;
  /** A refusal page's code (its `data-code`), or null. */
  code: string | null;
  /** Every address visited, in order. */
  visited: string[];
}

interface FollowOptions {
  /** The administrator the identity provider signs in (`login_hint`, passed on to both legs). */
  loginHint?: string;
  invite?: string;
  /** Sent on every request (a test's caller address). */
  headers?: Record<string, string>;
  /** The certificate of a local host served over https (the development certificate), trusted for these calls only. */
  ca?: string;
  /** Cookies already held (a browser that signed in to the identity provider before), updated as the flow sets them. */
  cookies?: Map<string, string>;
}

const MAX_STEPS = 12;
const MAX_PAGE_BYTES = 1024 * 1024;

interface Answer {
  status: number;
  location: string | null;
  setCookies: string[];
  body: string;
}

function get(url: URL, headers: Record<string, string>, ca?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = request(url, { method: 'GET', headers, ...(ca ? { ca } : {}), timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_PAGE_BYTES) req.destroy(new Error(`${url.pathname} answered more than ${MAX_PAGE_BYTES} bytes`));
        else chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location ?? null,
          setCookies: res.headers['set-cookie'] ?? [],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${url.pathname} did not answer`)));
    req.on('error', reject);
    req.end();
  });
}

/** Keeps cookies as a browser would for one host (paths are not told apart: the flow's cookies never clash). */
function remember(jar: Map<string, string>, setCookies: string[]) {
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const expired = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0');
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(eq + 1).trim());
  }
}

/**
 * Follows `GET /admin/consent` through the identity provider's admin consent, the callback, the sign-in and the
 * callback again, as an administrator's browser does: the way the demo seed and the tests onboard an organisation.
 */
export async function followConsent(baseUrl: string, opts: FollowOptions = {}): Promise<ConsentOutcome> {
  const start = new URL('/admin/consent', baseUrl);
  if (opts.invite) start.searchParams.set('invite', opts.invite);
  if (opts.loginHint) start.searchParams.set('login_hint', opts.loginHint);
  const jar = opts.cookies ?? new Map<string, string>();
  const visited: string[] = [];
  let url = start;
  for (let step = 0; step < MAX_STEPS; step++) {
    visited.push(url.toString());
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const answer = await get(url, { ...opts.headers, ...(cookie ? { cookie } : {}) }, opts.ca);
    remember(jar, answer.setCookies);
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      const next = new URL(answer.location, url);
      if (url.pathname === '/admin/consent/callback' && next.origin === url.origin && next.pathname === '/admin') {
        visited.push(next.toString());
        return { status: answer.status, portal: next, page: '', code: null, visited };
      }
      url = next;
      continue;
    }
    const code = /data-code="([a-z_]{1,64})"/.exec(answer.body)?.[1] ?? null;
    return { status: answer.status, portal: null, page: answer.body, code, visited };
  }
  throw new Error(`The consent flow did not end within ${MAX_STEPS} steps: ${visited.join(' → ')}`);
}
