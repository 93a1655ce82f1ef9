import { loadConfig } from '../config.js';
import { createServices } from '../services.js';
import { startAzurite } from './azurite.js';
import { DEMO_ADMIN, DEMO_TENANT_ID, localDefaults, localIdpKeyFile } from './defaults.js';
import { startLocalHost } from './host.js';
import { LocalIdp } from './idp.js';
import { seedDemo } from './seed.js';

/** `npm start`: Azurite in memory (unless storage is configured), the local host, the demo organisation. */
async function main() {
  const port = Number(process.env.PORT ?? 7071);
  const env = { ...localDefaults(port), ...process.env };
  const azurite = env.STORAGE_CONNECTION_STRING || env.STORAGE_ACCOUNT_NAME ? null : await startAzurite();
  if (azurite) env.STORAGE_CONNECTION_STRING = azurite.connectionString;
  const config = loadConfig(env);
  const host = await startLocalHost({
    port,
    // Loopback unless asked: the local host has no real sign-in and fires timers for anyone who asks.
    host: process.env.HOST ?? '127.0.0.1',
    timers: true,
    trustForwardedFor: config.TRUST_FORWARDED_FOR,
    services: () => createServices(config),
    idp: async () => {
      const idp = await LocalIdp.create({ base: config.IDP_AUTHORITY, clientId: config.API_CLIENT_ID, keyFile: localIdpKeyFile() });
      idp.defaultTenant = DEMO_TENANT_ID;
      return idp;
    },
  });
  await seedDemo(host.services);

  const base = config.BASE_URL;
  console.log(`
Signature service running at ${base}
  Storage:    ${azurite ? 'Azurite (in memory, gone when this stops)' : 'as configured'}
  Directory:  ${config.DIRECTORY_FIXTURE ?? 'Microsoft Graph'}
  Health:     ${base}/health
  Demo organisation: Contoso Demo (${DEMO_TENANT_ID})

Get a token and call the admin API as the demo Admin:
  TOKEN=$(npm run -s token -- --tenant ${DEMO_TENANT_ID} --user ${DEMO_ADMIN} --scope portal_admin)
  curl -H "Authorization: Bearer $TOKEN" ${base}/api/admin/me

Fire a timer now:  curl -X POST ${base}/admin/functions/<name>
Stop with Ctrl+C.
`);

  const stop = async () => {
    await host.close();
    await azurite?.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
