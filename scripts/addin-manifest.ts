// Writes the add-in's manifests for a deployment of the service (see USAGE).
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ADDIN } from '../addin/manifest/description.js';
import { APP_PACKAGE_FILE, buildManifestFiles } from '../addin/manifest/package.js';

const USAGE = `Usage: npm run -s addin:manifest -- --base <url> [options]

Writes the Outlook add-in's manifests for the service at <url>:
  manifest.json        the unified Microsoft 365 app manifest
  ${APP_PACKAGE_FILE}  manifest.json with its icons: upload it in Microsoft 365 admin center → Integrated apps
  manifest.xml         the add-in-only (XML) manifest, for clients and tools that still need it
  color.png, outline.png  the icons manifest.json names

Options:
  --base <url>         the service's public https:// URL, e.g. https://sig.example.com (required)
  --client-id <guid>   the API's app registration (client) id; default: the placeholder ${ADDIN.api.clientIdPlaceholder}
  --out <dir>          where to write (default dist/addin-manifest)
  --help               this text
`;

const GUID = /^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/;

const BaseUrl = z.string().transform((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: `is not a URL: ${value}` });
    return z.NEVER;
  }
  if (url.protocol !== 'https:') ctx.addIssue({ code: 'custom', message: 'must be an https:// URL (Outlook loads add-ins only over https)' });
  else if (url.search || url.hash) ctx.addIssue({ code: 'custom', message: 'must not carry a query or a fragment' });
  else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: 'must not carry a user name or password' });
  return url;
});

const Options = z.object({
  base: z.string({ error: 'is required, e.g. --base https://sig.example.com' }).pipe(BaseUrl),
  'client-id': z.string().regex(GUID, 'must be a GUID (the application (client) id of the API registration)').optional(),
  out: z.string().min(1, 'must name a directory'),
  help: z.boolean().optional(),
});

/** A refusal: one line on stderr, exit code 2. */
class UsageError extends Error {}

function options(args: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        base: { type: 'string' },
        'client-id': { type: 'string' },
        out: { type: 'string', default: join('dist', 'addin-manifest') },
        help: { type: 'boolean' },
      },
    });
  } catch (err) {
    throw new UsageError((err as Error).message.split(/\.\s/)[0]);
  }
  if (parsed.values.help) return { help: true as const };
  const checked = Options.safeParse(parsed.values);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new UsageError(`--${issue.path.join('.')} ${issue.message}`);
  }
  return checked.data;
}

async function main() {
  const o = options(process.argv.slice(2));
  if (!('base' in o)) return void process.stdout.write(USAGE);

  const clientId = o['client-id'] ?? ADDIN.api.clientIdPlaceholder;
  const files = await buildManifestFiles(o.base, clientId);
  const out = resolve(o.out);
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'manifest.json'), files.manifestJson);
  await writeFile(join(out, 'manifest.xml'), files.manifestXml);
  await writeFile(join(out, APP_PACKAGE_FILE), files.appPackage);
  for (const [file, bytes] of Object.entries(files.packageIcons)) await writeFile(join(out, file), bytes);

  process.stdout.write(`addin:manifest: wrote manifest.json, ${APP_PACKAGE_FILE} and manifest.xml for ${o.base.href} to ${out}\n`);
  if (!o['client-id']) process.stderr.write(`addin:manifest: no --client-id: the manifests carry the placeholder ${clientId}; SSO fails until it names the API registration\n`);
}

main().catch((err) => {
  if (err instanceof UsageError) {
    process.stderr.write(`addin:manifest: ${err.message} (see --help)\n`);
    process.exit(2);
  }
  process.stderr.write(`addin:manifest: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}\n`);
  process.exit(1);
});
