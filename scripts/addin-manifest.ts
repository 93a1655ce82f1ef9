// Writes the add-in's manifests for a deployment of the service (see USAGE).
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { ADDIN } from '../addin/manifest/description.js';
import { APP_PACKAGE_FILE, buildManifestFiles } from '../addin/manifest/package.js';
import { portFrom } from '../local/port.js';
import { readOptions, runCli, UsageError } from './cli.js';

const USAGE = `Usage: npm run -s addin:manifest -- --base <url> [options]
       npm run -s addin:manifest -- --local        (for \`HTTPS=1 npm start\` on this machine)

Writes the Outlook add-in's manifests for the service at <url>:
  manifest.json        the unified Microsoft 365 app manifest
  ${APP_PACKAGE_FILE}  manifest.json with its icons: upload it in Microsoft 365 admin center → Integrated apps
  manifest.xml         the add-in-only (XML) manifest, for clients and tools that still need it
  color.png, outline.png  the icons manifest.json names

Options:
  --base <url>         the service's public https:// URL, e.g. https://sig.example.com (required)
  --local              the base is https://localhost:<PORT> (PORT as npm start reads it, default 7071)
  --client-id <guid>   the API's app registration (client) id; default: the placeholder ${ADDIN.api.clientIdPlaceholder}
  --out <dir>          where to write (default dist/addin-manifest)
  --help               this text
`;

const GUID = /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

const BaseUrl = z.string().transform((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: `is not a URL: ${value}` });
    return z.NEVER;
  }
  if (url.protocol !== 'https:')
    ctx.addIssue({ code: 'custom', message: 'must be an https:// URL (Outlook loads add-ins only over https)' });
  else if (url.search || url.hash) ctx.addIssue({ code: 'custom', message: 'must not carry a query or a fragment' });
  else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: 'must not carry a user name or password' });
  return url;
});

const Options = z.object({
  base: z.string({ error: 'is required, e.g. --base https://sig.example.com (or --local)' }).pipe(BaseUrl),
  'client-id': z.string().regex(GUID, 'must be a GUID (the application (client) id of the API registration)').optional(),
  out: z.string().min(1, 'must name a directory'),
});

/** `--local` stands for the base of `HTTPS=1 npm start` on this machine. */
function withLocalBase(args: string[]): string[] {
  if (!args.includes('--local')) return args;
  if (args.includes('--base')) throw new UsageError('--local and --base name the same thing: give one');
  return [...args.filter((a) => a !== '--local'), '--base', `https://localhost:${portFrom(process.env.PORT || '7071')}`];
}

const options = () =>
  readOptions(
    { base: { type: 'string' }, 'client-id': { type: 'string' }, out: { type: 'string', default: join('dist', 'addin-manifest') } },
    Options,
    withLocalBase(process.argv.slice(2)),
  );

async function main() {
  const o = options();
  if (!o) return void process.stdout.write(USAGE);

  const clientId = o['client-id'] ?? ADDIN.api.clientIdPlaceholder;
  const files = await buildManifestFiles(o.base, clientId);
  const out = resolve(o.out);
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'manifest.json'), files.manifestJson);
  await writeFile(join(out, 'manifest.xml'), files.manifestXml);
  await writeFile(join(out, APP_PACKAGE_FILE), files.appPackage);
  for (const [file, bytes] of Object.entries(files.packageIcons)) await writeFile(join(out, file), bytes);

  process.stdout.write(`addin:manifest: wrote manifest.json, ${APP_PACKAGE_FILE} and manifest.xml for ${o.base.href} to ${out}\n`);
  if (!o['client-id'])
    process.stderr.write(
      `addin:manifest: no --client-id: the manifests carry the placeholder ${clientId}; SSO fails until it names the API registration\n`,
    );
}

runCli('addin:manifest', main);
