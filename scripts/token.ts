// Prints a token from the local identity provider, accepted by `npm start`'s host:
//   npm run -s token -- --tenant <tid> --user <address> [--scope portal_admin|access_as_user] [--minutes 60]
import { parseArgs } from 'node:util';
import { FixtureDirectory } from '../shared/directory/fixture.js';
import { DEMO_ADMIN, DEMO_TENANT_ID, localDefaults, localIdpKeyFile } from '../shared/local/defaults.js';
import { LocalIdp } from '../shared/local/idp.js';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string', default: DEMO_TENANT_ID },
    user: { type: 'string', default: DEMO_ADMIN },
    scope: { type: 'string', default: 'portal_admin' },
    minutes: { type: 'string', default: '60' },
  },
});

const port = Number(process.env.PORT ?? 7071);
const env = { ...localDefaults(port), ...process.env };
const idp = await LocalIdp.create({ base: env.IDP_AUTHORITY!, clientId: env.API_CLIENT_ID!, keyFile: localIdpKeyFile() });
const directory = await FixtureDirectory.fromFile(env.DIRECTORY_FIXTURE!);
const person = await directory.findMailbox(values.tenant!, values.user!);
const token = await idp.mint({
  tenant: values.tenant!,
  user: values.user!,
  oid: person?.id,
  name: person?.displayName ?? undefined,
  scope: values.scope!,
  expiresInSeconds: Number(values.minutes) * 60,
});
process.stdout.write(token + '\n');
