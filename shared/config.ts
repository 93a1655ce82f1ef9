import { z } from 'zod';

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

const url = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).transform((u) => u.replace(/(?<!\/)\/+$/, ''));

/** How infra/ gives a setting in Azure: always set, and/or only as a Key Vault reference. Read by `azureSettings`. */
const REQUIRED_IN_AZURE = { azure: 'required' } as const;
const SECRET = { secret: true } as const;

export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(7071),
  STORAGE_CONNECTION_STRING: z.string().optional(),
  STORAGE_ACCOUNT_NAME: z.string().optional().meta(REQUIRED_IN_AZURE),
  IDP_AUTHORITY: url.default('https://login.microsoftonline.com').meta(REQUIRED_IN_AZURE),
  API_CLIENT_ID: guid('the app registration’s client id').default('00000000-0000-0000-0000-000000000000').meta(REQUIRED_IN_AZURE),
  API_CLIENT_SECRET: z
    .string()
    .optional()
    .meta({ ...REQUIRED_IN_AZURE, ...SECRET }),
  GRAPH_BASE_URL: url.default('https://graph.microsoft.com'),
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
  MAIL_SENDER: z.string().optional(),
  /** The directory tenant of MAIL_SENDER's mailbox (the service's own organisation). */
  MAIL_TENANT_ID: guid('a directory tenant id').optional(),
  /** Take the calling address from X-Forwarded-For (behind a proxy that sets it). */
  TRUST_FORWARDED_FOR: z.stringbool().default(false),
  /**
   * Rendered signatures cached per mailbox, sender, type and generation, and directory resolution for ten minutes.
   * Off: every compose resolves and renders afresh (the benchmark's cold path).
   */
  SIGNATURE_CACHE: z.stringbool().default(true),
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
  return { ...cfg, CLICK_URL: cfg.CLICK_URL ?? cfg.BASE_URL };
}
