// Prints a token from the local identity provider, accepted by the host `npm start` runs (see USAGE).
import { z } from 'zod';
import { FixtureDirectory } from '../shared/directory/fixture.js';
import { DEMO_ADMIN, DEMO_TENANT_ID, localDefaults, localIdpKeyFile } from '../local/defaults.js';
import { LocalIdp } from '../local/idp.js';
import { readRunningHost } from '../local/running-host.js';
import { readOptions, runCli, UsageError } from './cli.js';

const USAGE = `Usage: npm run -s token -- [options]

Prints an access token from the local identity provider, accepted by the host \`npm start\` runs.

Options:
  --tenant <id>      directory tenant of the person (default: the demo tenant ${DEMO_TENANT_ID})
  --user <address>   the person's address; must be a mailbox of the tenant in the directory fixture
                     (default: ${DEMO_ADMIN})
  --scope <scope>    portal_admin (the portal and admin API) or access_as_user (the add-in); default portal_admin
  --minutes <n>      lifetime in minutes, 1-1440 (default 60)
  --port <n>         port of the host (default: PORT, else the running \`npm start\`, else 7071)
  --help             this text
`;

const Options = z.object({
  tenant: z.string().min(1),
  user: z.string().min(1),
  scope: z.enum(['portal_admin', 'access_as_user'], { error: 'must be portal_admin or access_as_user' }),
  minutes: z.coerce
    .number({ error: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1')
    .max(1440, 'must be at most 1440 (a day)'),
  port: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(1, 'must be a port number')
    .max(65535, 'must be a port number')
    .optional(),
});

const options = () =>
  readOptions(
    {
      tenant: { type: 'string', default: DEMO_TENANT_ID },
      user: { type: 'string', default: DEMO_ADMIN },
      scope: { type: 'string', default: 'portal_admin' },
      minutes: { type: 'string', default: '60' },
      port: { type: 'string', ...(process.env.PORT ? { default: process.env.PORT } : {}) },
    },
    Options,
  );

async function main() {
  const o = options();
  if (!o) return void process.stdout.write(USAGE);

  // The host `npm start` runs, when it runs on the port asked for (or no port was asked for).
  const running = await readRunningHost();
  const port = o.port ?? running?.port ?? 7071;
  const defaults = { ...localDefaults(port), ...process.env };
  const host =
    running && running.port === port
      ? { idpAuthority: running.idpAuthority, apiClientId: running.apiClientId, directoryFixture: running.directoryFixture }
      : {
          idpAuthority: defaults.IDP_AUTHORITY!,
          apiClientId: defaults.API_CLIENT_ID!,
          directoryFixture: defaults.DIRECTORY_FIXTURE ?? null,
        };

  let person = null;
  if (host.directoryFixture) {
    const directory = await FixtureDirectory.fromFile(host.directoryFixture);
    if (!(await directory.getTenant(o.tenant)))
      throw new UsageError(`--tenant ${o.tenant} is not a tenant of the directory ${host.directoryFixture}`);
    person = await directory.findMailbox(o.tenant, o.user);
    if (!person) throw new UsageError(`--user ${o.user} is not a mailbox of tenant ${o.tenant} in ${host.directoryFixture}`);
  }
  const idp = await LocalIdp.create({ base: host.idpAuthority, clientId: host.apiClientId, keyFile: localIdpKeyFile() });
  const token = await idp.mint({
    tenant: o.tenant,
    user: o.user,
    oid: person?.id,
    name: person?.displayName ?? undefined,
    scope: o.scope,
    expiresInSeconds: o.minutes * 60,
  });
  process.stdout.write(token + '\n');
}

runCli('token', main);
