// `npm run bench`: figures printed beside a baseline measured in the same run, as ratios and percentiles.
import { cpus, totalmem } from 'node:os';
import { DEMO_ADMIN, DEMO_TENANT_ID, localIdpKeyFile, LOCAL_CLIENT_ID } from '../shared/local/defaults.js';
import { LocalIdp } from '../shared/local/idp.js';
import { measure, printTable, startBaseline, startService } from './harness.js';

const KEYS = 40;

async function main() {
  console.log(`Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}; ${new Date().toISOString()}`);
  const baselineServer = await startBaseline();
  const service = await startService();
  try {
    const idp = await LocalIdp.create({ base: `http://localhost:${service.port}/idp`, clientId: LOCAL_CLIENT_ID, keyFile: localIdpKeyFile() });
    const token = await idp.mint({ tenant: DEMO_TENANT_ID, user: DEMO_ADMIN, name: 'Dana Admin', scope: 'portal_admin' });
    const auth = { authorization: `Bearer ${token}` };
    const keys: string[] = [];
    for (let i = 0; i < KEYS; i++) {
      const res = await fetch(`${service.url}/api/admin/api-keys`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `bench ${i}`, access: ['monitoring'] }),
      });
      keys.push(((await res.json()) as { secret: string }).secret);
    }

    const baseline = await measure('baseline (bare node:http, 4 KiB)', { url: baselineServer.url });
    const open = await measure('unauthenticated route', { url: `${service.url}/admin/config.js` });
    const withToken = await measure('token (GET /api/admin/me)', { url: `${service.url}/api/admin/me`, headers: auth });
    // Keys rotate over many keys and addresses so that the spec's limits (600/min a key, 2,000/min an address)
    // do not cut the run short; every request still passes both limit checks.
    const withKey = await measure('key (GET /api/admin/me)', {
      url: `${service.url}/api/admin/me`,
      vary: (i) => ({ authorization: `Bearer ${keys[i % KEYS]}`, 'x-forwarded-for': `198.51.100.${i % KEYS}` }),
    });

    console.log('\nAuthentication overhead');
    printTable([baseline, open, withToken, withKey], baseline, open);
    console.log(
      `Per request: token costs ${(open.requestsPerSecond / withToken.requestsPerSecond).toFixed(2)}x the unauthenticated route, ` +
        `a key ${(open.requestsPerSecond / withKey.requestsPerSecond).toFixed(2)}x.`,
    );
  } finally {
    service.stop();
    baselineServer.server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
