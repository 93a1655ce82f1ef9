import { ConfigError, loadConfig, type Config } from '../shared/config.js';
import { readDirectoryFixture } from '../shared/directory/load.js';
import { createServices } from '../shared/services.js';
import { startAzurite, type AzuriteInstance } from './azurite.js';
import { DEMO_ADMIN, DEMO_TENANT_ID, localDefaults, localIdpKeyFile } from './defaults.js';
import { startLocalHost, type LocalHost } from './host.js';
import { LocalIdp } from './idp.js';
import { portProblem, StartError } from './port.js';
import { relayLines, startLocalRelay, startLocalSink } from './relay.js';
import type { StartedServerSideRelay } from '../relay/server-side/index.js';
import type { StartedMailSink } from '../relay/sink/index.js';
import { organisationsOf } from './idp-signin.js';
import { devCertificates, httpsWanted, type DevCertificates } from './https.js';
import { forgetRunningHost, recordRunningHost } from './running-host.js';
import { seedDemo, type DemoSeed } from './seed.js';
import { shortReason, storageRetryDelaysFrom, waitForStorage } from './wait-for-storage.js';

function startFailure(err: unknown, port: number): string {
  const problem = portProblem(err, port);
  if (problem) return problem;
  if (err instanceof StartError || err instanceof ConfigError) return err.message;
  return `start failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
}

function httpsLines(certs: DevCertificates | null): string {
  if (!certs) return '';
  const trust = certs.generated
    ? `  Certificate: made now in ${certs.dir}; trust it once with: npx office-addin-dev-certs install (then restart)\n`
    : `  Certificate: ${certs.dir}\n`;
  return `${trust}Sideload in Outlook: npm run -s addin:manifest -- --local, then add dist/addin-manifest/manifest.xml from file (README)\n`;
}

function banner(config: Config, azurite: AzuriteInstance | null, demo: DemoSeed, certs: DevCertificates | null, relay: string): string {
  const base = config.BASE_URL;
  const demoLines = demo.seeded
    ? `  Demo organisation: Contoso Demo (${DEMO_TENANT_ID})

Get a token and call the admin API as the demo Admin:
  TOKEN=$(npm run -s token -- --tenant ${DEMO_TENANT_ID} --user ${DEMO_ADMIN} --scope portal_admin)
  curl -H "Authorization: Bearer $TOKEN" ${base}/api/admin/me`
    : `  Demo organisation: skipped (${demo.reason})

Get a token for a person of the directory (npm run -s token -- --help for the options):
  TOKEN=$(npm run -s token -- --tenant <tenant id> --user <address> --scope portal_admin)`;
  return `
Signature service running at ${base}
  Storage:    ${azurite ? 'Azurite (in memory, gone when this stops)' : 'as configured'}
  Directory:  ${config.DIRECTORY_FIXTURE ?? 'Microsoft Graph'}
  Health:     ${base}/health
${relay}${demoLines}

Admin portal:      ${base}/admin (sign in by picking a person of the directory)
Functions:         curl ${base}/admin/functions
Fire a timer now:  curl -X POST ${base}/admin/functions/<name>
${httpsLines(certs)}Stop with Ctrl+C.
`;
}

/**
 * The local host on `port` (checked free by `main.ts`): binds it first, then Azurite in memory (unless storage is
 * configured), waits for storage, and seeds the demo organisation where the directory knows it. Any failure stops
 * what was started and prints one line.
 */
export async function serve(port: number): Promise<void> {
  let azurite: AzuriteInstance | null = null;
  // Set as Azurite's start begins: a stop while it is still starting waits for it and stops it too (no orphan).
  let azuriteStarting: Promise<AzuriteInstance | null> | null = null;
  let host: LocalHost | null = null;
  let sink: StartedMailSink | null = null;
  let relay: StartedServerSideRelay | null = null;
  const stopAll = async () => {
    // The relay first: a message in flight still reaches the sink and the services before they stop.
    await relay?.close();
    await host?.close();
    await sink?.close();
    await (azurite ?? (await azuriteStarting?.catch(() => null)))?.stop();
    await forgetRunningHost(process.pid);
  };
  // Registered first, so Ctrl+C while starting also stops Azurite.
  const stop = async () => {
    await stopAll();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    const certs = httpsWanted() ? await devCertificates() : null;
    const env = { ...localDefaults(port, certs ? 'https' : 'http'), ...process.env };
    const ownAzurite = !env.STORAGE_CONNECTION_STRING && !env.STORAGE_ACCOUNT_NAME;
    // Every setting is checked before anything starts; Azurite's connection string is the one filled in later.
    const checked = loadConfig(ownAzurite ? { ...env, STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true' } : env);
    const retryDelays = storageRetryDelaysFrom(env.STORAGE_RETRY_FIRST_WAIT);
    let config = checked;
    let demo: DemoSeed = { seeded: false, reason: 'not seeded yet' };
    const listenOn = process.env.HOST ?? '127.0.0.1';
    sink = await startLocalSink(checked);

    host = await startLocalHost({
      port,
      // Loopback unless asked: the local host has no real sign-in and fires timers for anyone who asks.
      host: listenOn,
      timers: true,
      trustForwardedFor: checked.TRUST_FORWARDED_FOR,
      tls: certs ? { cert: certs.cert, key: certs.key } : undefined,
      services: async () => {
        if (ownAzurite) {
          azurite = await (azuriteStarting = startAzurite({
            // Without its storage the host could only answer 503: say so in one line and stop.
            onUnexpectedExit: (how) => {
              console.error(`Azurite exited unexpectedly (${how}); stopping the service`);
              azurite = null;
              azuriteStarting = null;
              void stopAll().finally(() => process.exit(1));
            },
          }));
          config = { ...checked, STORAGE_CONNECTION_STRING: azurite.connectionString };
        }
        // The portal's server-side page shows what the local mail sink received.
        const services = createServices(config, { mailSink: sink ?? undefined });
        await waitForStorage(() => services.ready(), { delays: retryDelays, log: (line) => console.log(line) });
        return services;
      },
      idp: async () => {
        const fixture = config.DIRECTORY_FIXTURE;
        return LocalIdp.create({
          base: config.IDP_AUTHORITY,
          clientId: config.API_CLIENT_ID,
          keyFile: localIdpKeyFile(env),
          // Read on each sign-in, so people added to the fixture can sign in without a restart.
          organisations: async () => (fixture ? organisationsOf(readDirectoryFixture(fixture)) : []),
        });
      },
    });
    // The demo is onboarded through the consent flow, so the host must be answering first.
    demo = await seedDemo(host.services, { url: config.BASE_URL, ca: certs?.cert });
    relay = await startLocalRelay(config, host.services, sink, listenOn);
    await recordRunningHost(
      {
        pid: process.pid,
        port,
        baseUrl: config.BASE_URL,
        idpAuthority: config.IDP_AUTHORITY,
        apiClientId: config.API_CLIENT_ID,
        directoryFixture: config.DIRECTORY_FIXTURE ?? null,
      },
      env,
    );
    console.log(banner(config, azurite, demo, certs, relayLines(relay, sink)));
  } catch (err) {
    console.error(startFailure(err, port));
    await stopAll().catch((stopErr) => console.error(`stopping failed: ${shortReason(stopErr)}`));
    process.exit(1);
  }
}
