import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_STORAGE_WAITS } from './storage/bounded-waits.js';
import { DEFAULT_STRIPE_WAITS } from './billing/stripe-waits.js';
import { DEFAULT_MAIL_WAITS } from './mail/bounded-send.js';
import { DEFAULT_REQUEST_DEADLINE_MS } from './http/request-deadline.js';

const list = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );

/** `<tenant id>/<object id>` pairs, both GUIDs as Entra issues them; a typo must not leave the operators locked out. */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const guid = (what: string) => z.string().trim().regex(GUID, `must be ${what} (a GUID)`);
const operators = list.refine(
  (pairs) => pairs.every((pair) => pair.split('/').length === 2 && pair.split('/').every((id) => GUID.test(id))),
  'must be comma-separated <tenant id>/<object id> pairs of GUIDs',
);

/** An address or CIDR range, IPv4 or IPv6 (`10.0.0.0/8`, `::1`). */
const cidr = (s: string) => {
  const [address, prefix, extra] = s.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

const hostName = z
  .string()
  .trim()
  .regex(/^[A-Z0-9.-]+$/i, 'must be a host name');

const url = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).transform((u) => u.replace(/(?<!\/)\/+$/, ''));

/** How infra/ gives a setting in Azure: always set, and/or only as a Key Vault reference. Read by `azureSettings`. */
const REQUIRED_IN_AZURE = { azure: 'required' } as const;
const SECRET = { secret: true } as const;

export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(7071),
  STORAGE_CONNECTION_STRING: z.string().optional(),
  STORAGE_ACCOUNT_NAME: z.string().optional().meta(REQUIRED_IN_AZURE),
  /** One try of a storage call, in ms: past it the try is abandoned and retried (docs/reliability.md). */
  STORAGE_TRY_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(DEFAULT_STORAGE_WAITS.tryTimeoutMs),
  /** A whole storage call, every try and wait included, in ms: past it the request is answered 503 `storage_unavailable`. */
  STORAGE_DEADLINE_MS: z.coerce.number().int().min(50).max(120_000).default(DEFAULT_STORAGE_WAITS.deadlineMs),
  /** Tries of a storage call after the first (backoff with jitter; a throttling answer's `Retry-After` honoured). */
  STORAGE_RETRIES: z.coerce.number().int().min(0).max(10).default(DEFAULT_STORAGE_WAITS.maxRetries),
  /** One HTTP request in all, in ms: no storage or Graph call starts past it, and one in flight ends by it (503). */
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(50).max(300_000).default(DEFAULT_REQUEST_DEADLINE_MS),
  /** The share of traces started here that Application Insights keeps (0 to 1); a caller's `traceparent` decides its own. */
  TRACE_SAMPLE_RATIO: z.coerce.number().min(0).max(1).default(0.1),
  IDP_AUTHORITY: url.default('https://login.microsoftonline.com').meta(REQUIRED_IN_AZURE),
  API_CLIENT_ID: guid('the app registration’s client id').default('00000000-0000-0000-0000-000000000000').meta(REQUIRED_IN_AZURE),
  API_CLIENT_SECRET: z
    .string()
    .optional()
    .meta({ ...REQUIRED_IN_AZURE, ...SECRET }),
  GRAPH_BASE_URL: url.default('https://graph.microsoft.com'),
  /** One try of a Microsoft Graph call (the request and its whole answer), in ms; then it is tried again or refused. */
  GRAPH_TRY_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
  /** A Microsoft Graph call with all its tries and waits (`Retry-After` included), in ms; then 503 `directory_unavailable`. */
  GRAPH_DEADLINE_MS: z.coerce.number().int().min(1).max(600_000).default(20_000),
  DIRECTORY_FIXTURE: z.string().optional(),
  BASE_URL: url.default('http://localhost:7071').meta(REQUIRED_IN_AZURE),
  CLICK_URL: url.optional(),
  PLATFORM_OPERATORS: operators,
  SIGNING_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .meta({ ...REQUIRED_IN_AZURE, ...SECRET }),
  STRIPE_SECRET_KEY: z.string().optional().meta(SECRET),
  STRIPE_WEBHOOK_SECRET: z.string().optional().meta(SECRET),
  STRIPE_API_BASE: url.optional(),
  /** The Stripe price of the Standard plan (per billable mailbox per month). */
  STRIPE_PRICE_ID: z.string().default('price_standard_monthly'),
  /** One try of a Stripe call (the request and its whole answer), in ms; then it is tried again or refused. */
  STRIPE_TRY_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(DEFAULT_STRIPE_WAITS.tryTimeoutMs),
  /** A Stripe call with all its tries and waits (`Retry-After` included), in ms; then 503 `billing_unavailable`. */
  STRIPE_DEADLINE_MS: z.coerce.number().int().min(1).max(600_000).default(DEFAULT_STRIPE_WAITS.deadlineMs),
  /** Tries of a Stripe call after the first (backoff with jitter; Stripe's `Retry-After` honoured). */
  STRIPE_RETRIES: z.coerce.number().int().min(0).max(10).default(DEFAULT_STRIPE_WAITS.maxRetries),
  MAIL_SENDER: z.string().optional(),
  /** The directory tenant of MAIL_SENDER's mailbox (the service's own organisation). */
  MAIL_TENANT_ID: guid('a directory tenant id').optional(),
  /** One try of sending a mail through Graph `sendMail`, in ms; then it is tried again or counted failed. */
  MAIL_TRY_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(DEFAULT_MAIL_WAITS.tryTimeoutMs),
  /** Sending one mail with all its tries and waits (`Retry-After` included), in ms; then the send has failed. */
  MAIL_DEADLINE_MS: z.coerce.number().int().min(1).max(600_000).default(DEFAULT_MAIL_WAITS.deadlineMs),
  /** Tries of sending one mail after the first, on 429, 503 and 504 and on no answer (`Retry-After` honoured). */
  MAIL_RETRIES: z.coerce.number().int().min(0).max(10).default(DEFAULT_MAIL_WAITS.maxRetries),
  /** Take the calling address from X-Forwarded-For (behind a proxy that sets it). */
  TRUST_FORWARDED_FOR: z.stringbool().default(false),
  /**
   * Rendered signatures cached per mailbox, sender, type and generation, and directory resolution for ten minutes.
   * Off: every compose resolves and renders afresh (the benchmark's cold path).
   */
  SIGNATURE_CACHE: z.stringbool().default(true),
  /**
   * The rendered answers kept in memory, in MB (bodies, keys and their cost): 64 of a Functions instance's 2 GB. One
   * organisation keeps an eighth of it at most, so another's traffic never pushes more than that out.
   */
  SIGNATURE_CACHE_MB: z.coerce.number().positive().max(1024).default(64),
  /** The relay (DESIGN §13): where it listens (0: a free port, for tests). */
  SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  /**
   * Where signed mail goes: `host:port`, or `exchange-online` (each organisation's own Exchange Online endpoint, the
   * inbound connector's side). Unset locally: a mail sink started beside the relay.
   */
  SMTP_NEXT_HOP: z
    .string()
    .trim()
    .regex(/^(exchange-online|\[[0-9a-fA-F:.]+\]:\d{1,5}|[A-Za-z0-9.-]+:\d{1,5})$/, 'must be host:port or exchange-online')
    .optional(),
  /** Who may connect to the relay: comma-separated addresses or CIDR ranges. */
  SMTP_ALLOWED_SOURCES: list
    .refine((ranges) => ranges.every(cidr), 'must be comma-separated IP addresses or CIDR ranges')
    .transform((ranges) => (ranges.length ? ranges : ['127.0.0.0/8', '::1/128'])),
  SMTP_MAX_MESSAGE_MB: z.coerce.number().int().min(1).max(150).default(35),
  /**
   * A `host:port` next hop off loopback: `verify` takes it only over STARTTLS with a certificate that verifies for its
   * name; `insecure` uses STARTTLS when offered, checks nothing, and sends in plain text otherwise. Loopback is always
   * opportunistic and Exchange Online always verified.
   */
  SMTP_NEXT_HOP_TLS: z.enum(['verify', 'insecure']).default('verify'),
  /** PEM: the CAs a `host:port` next hop's certificate must chain to (a private next hop), instead of the public roots. */
  SMTP_NEXT_HOP_CA_FILE: z.string().optional(),
  /** The name the next hop's certificate must carry when it is not SMTP_NEXT_HOP's host (a next hop given by address). */
  SMTP_NEXT_HOP_CERT_NAME: hostName.optional(),
  /** The relay's wait on its next hop, in ms: to connect, for the greeting, and for each answer; then `451 4.4.1`. */
  SMTP_NEXT_HOP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Open SMTP connections the relay takes at once; the next one is answered `421 4.3.2`. */
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Where the relay spools messages while they pass (in Azure: its spool volume); the system temp directory if unset. */
  SMTP_SPOOL_DIR: z.string().optional(),
  /** The most the spool holds for all messages at once, in MB; past it a message is answered `452 4.3.1`. */
  SMTP_SPOOL_BUDGET_MB: z.coerce.number().int().min(1).default(1024),
  /** The most the rewrite holds in memory for all messages at once, in MB; past it a message is read from the spool. */
  SMTP_MEMORY_BUDGET_MB: z.coerce.number().int().min(1).default(256),
  /** The relay's public host name: the connectors' smart host and the name its certificate carries. */
  SMTP_PUBLIC_HOST: hostName.default('localhost'),
  /** The relay's certificate and key (PEM files; in Azure from Key Vault): STARTTLS offered, and used to the next hop. */
  SMTP_TLS_CERT_FILE: z.string().optional(),
  SMTP_TLS_KEY_FILE: z.string().optional(),
  /**
   * When set, a client must present a TLS certificate with one of these names (Exchange Online's
   * `mail.protection.outlook.com`) before MAIL FROM.
   */
  SMTP_CLIENT_CERT_NAMES: list,
});

export type ConfigInput = z.input<typeof ConfigSchema>;
export type SettingName = keyof typeof ConfigSchema.shape;

/** Every setting with how a deployment to Azure must give it (from the schema's metadata). */
export const azureSettings = () =>
  (Object.keys(ConfigSchema.shape) as SettingName[]).map((name) => {
    const meta = ConfigSchema.shape[name].meta();
    return { name, required: meta?.azure === 'required', secret: meta?.secret === true };
  });
export type Config = z.infer<typeof ConfigSchema> & { CLICK_URL: string };

export class ConfigError extends Error {}

/** Parses the environment once. A wrong or missing setting fails with its name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(ConfigSchema.shape)
      .filter((k) => env[k] !== undefined && env[k] !== '')
      .map((k) => [k, env[k]]),
  );
  const parsed = ConfigSchema.safeParse(known);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${detail}`);
  }
  const cfg = parsed.data;
  if (!cfg.STORAGE_CONNECTION_STRING && !cfg.STORAGE_ACCOUNT_NAME) {
    throw new ConfigError('Invalid configuration: STORAGE_CONNECTION_STRING or STORAGE_ACCOUNT_NAME is required');
  }
  if (Boolean(cfg.SMTP_TLS_CERT_FILE) !== Boolean(cfg.SMTP_TLS_KEY_FILE)) {
    throw new ConfigError('Invalid configuration: SMTP_TLS_CERT_FILE and SMTP_TLS_KEY_FILE are given together');
  }
  if (cfg.SMTP_CLIENT_CERT_NAMES.length && !cfg.SMTP_TLS_CERT_FILE) {
    throw new ConfigError(
      'Invalid configuration: SMTP_CLIENT_CERT_NAMES needs SMTP_TLS_CERT_FILE (client certificates are asked for over TLS)',
    );
  }
  const hopByAddress = cfg.SMTP_NEXT_HOP !== undefined && cfg.SMTP_NEXT_HOP !== 'exchange-online';
  if (!hopByAddress && (cfg.SMTP_NEXT_HOP_TLS !== 'verify' || cfg.SMTP_NEXT_HOP_CA_FILE || cfg.SMTP_NEXT_HOP_CERT_NAME)) {
    throw new ConfigError(
      'Invalid configuration: SMTP_NEXT_HOP_TLS, SMTP_NEXT_HOP_CA_FILE and SMTP_NEXT_HOP_CERT_NAME apply to a host:port SMTP_NEXT_HOP',
    );
  }
  if (cfg.SMTP_NEXT_HOP_TLS === 'insecure' && (cfg.SMTP_NEXT_HOP_CA_FILE || cfg.SMTP_NEXT_HOP_CERT_NAME)) {
    throw new ConfigError(
      'Invalid configuration: SMTP_NEXT_HOP_CA_FILE and SMTP_NEXT_HOP_CERT_NAME verify the next hop, which SMTP_NEXT_HOP_TLS=insecure does not',
    );
  }
  if (cfg.SMTP_SPOOL_BUDGET_MB < cfg.SMTP_MAX_MESSAGE_MB) {
    throw new ConfigError('Invalid configuration: SMTP_SPOOL_BUDGET_MB must hold at least one message of SMTP_MAX_MESSAGE_MB');
  }
  return { ...cfg, CLICK_URL: cfg.CLICK_URL ?? cfg.BASE_URL };
}
