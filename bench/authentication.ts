// The authentication figures of `npm run bench`: the token and key paths beside the unauthenticated route, in one run.
// Alone (after `npm run build:local`): `npx tsx bench/authentication.ts`.
import { pathToFileURL } from 'node:url';
import { goalLine, verdictOf } from './verdict.js';
import { burst, demoTokens, measure, printTable, rotatingPeople, startBaseline, startService, type Figure } from './harness.js';

// Enough keys and addresses that a warm-up of 2 s and a run of 8 s at up to 40,000 req/s stay inside the spec's
// limits (600 a minute a key, 2,000 a minute an address), so every request of the key figure is served, not refused.
const KEYS = 700;
const ADDRESSES = 250;
// The same for people (3,000 a minute a person, 10,000 a minute an address presenting a token).
const PEOPLE = 160;
const TOKEN_ADDRESSES = 50;

const BURST = { requests: 600, concurrency: 50 };

type Service = Awaited<ReturnType<typeof startService>>;

export interface AuthenticationFigures {
  baseline: Figure;
  open: Figure;
  withToken: Figure;
  withKey: Figure;
  keyBurst: { ms: number; ok: number; other: number };
  openBurst: { ms: number; ok: number; other: number };
}

/** Measures the three paths against `service`, printing the table; `baseline` is the bare node:http server's URL. */
export async function authenticationBench(service: Service, baselineUrl: string): Promise<AuthenticationFigures> {
  const { portal, mint } = await demoTokens(service.port);
  const auth = { authorization: `Bearer ${portal}` };
  // People too are limited: the token figure rotates over people of the demo organisation and addresses.
  const person = await rotatingPeople(mint, 'portal_admin', '203.0.113', PEOPLE, TOKEN_ADDRESSES);
  const keys: string[] = [];
  for (let i = 0; i < KEYS; i++) {
    const res = await fetch(`${service.url}/api/admin/api-keys`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `bench ${i}`, access: ['monitoring'] }),
    });
    keys.push(((await res.json()) as { secret: string }).secret);
  }

  const baseline = await measure('baseline (bare node:http, 4 KiB)', { url: baselineUrl });
  const open = await measure('unauthenticated route', { url: `${service.url}/admin/config.js` });
  const tokenLoad = (seconds: number) => ({
    url: `${service.url}/api/admin/me`,
    seconds,
    vary: (i: number) => ({ headers: person(i) }),
  });
  // Warm-up: each person's first request verifies the token and leases a block of the person's allowance.
  await measure('warm-up', tokenLoad(2));
  const withToken = await measure('token (GET /api/admin/me)', tokenLoad(8));
  // Keys rotate over many keys and addresses so that the spec's limits do not cut the run short; every request
  // still passes both limit checks.
  const keyLoad = (seconds: number) => ({
    url: `${service.url}/api/admin/me`,
    seconds,
    vary: (i: number) => ({ headers: { authorization: `Bearer ${keys[i % KEYS]}`, 'x-forwarded-for': `198.51.100.${i % ADDRESSES}` } }),
  });
  // Warm-up, as for the signature path: each key's first request of the hour records its last use, and each
  // key's and address's first request of a minute leases a block of the allowance.
  await measure('warm-up', keyLoad(2));
  const withKey = await measure('key (GET /api/admin/me)', keyLoad(8));
  console.log('\nAuthentication overhead');
  printTable([baseline, open, withToken, withKey], baseline, open);

  // A burst of one key (its limit's worth), from a fresh key and address; the same burst against the
  // unauthenticated route is its reference.
  const burstKey = await fetch(`${service.url}/api/admin/api-keys`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench burst', access: ['monitoring'] }),
  });
  const burstSecret = ((await burstKey.json()) as { secret: string }).secret;
  const keyBurst = await burst(`${service.url}/api/admin/me`, BURST.requests, BURST.concurrency, {
    authorization: `Bearer ${burstSecret}`,
    'x-forwarded-for': '203.0.113.7',
  });
  const openBurst = await burst(`${service.url}/admin/config.js`, BURST.requests, BURST.concurrency);
  console.log(`\nBurst of ${BURST.requests} requests, ${BURST.concurrency} at a time`);
  console.table([
    { scenario: 'one key, GET /api/admin/me', 'ms to serve': keyBurst.ms, '2xx': keyBurst.ok, other: keyBurst.other },
    { scenario: 'unauthenticated route', 'ms to serve': openBurst.ms, '2xx': openBurst.ok, other: openBurst.other },
  ]);
  return { baseline, open, withToken, withKey, keyBurst, openBurst };
}

/** The goal lines of the authentication figures. */
export function authenticationGoals(f: AuthenticationFigures) {
  const keyRatio = f.withKey.requestsPerSecond / f.open.requestsPerSecond;
  const tokenRatio = f.withToken.requestsPerSecond / f.open.requestsPerSecond;
  const burstSeconds = f.keyBurst.ms / 1000;
  const burst = verdictOf({ made: f.keyBurst.ok + f.keyBurst.other, succeeded: f.keyBurst.ok }, 0);
  return [
    goalLine('token throughput / unauthenticated', tokenRatio.toFixed(3), '>= 0.5', tokenRatio >= 0.5, f.withToken, f.open),
    goalLine('key throughput / unauthenticated', keyRatio.toFixed(3), '>= 0.4', keyRatio >= 0.4, f.withKey, f.open),
    `${'key p99 (ms)'.padEnd(39)}${f.withKey.p99}`,
    goalLine('burst of 600 from one key (s)', burstSeconds.toFixed(2), '< 5', burstSeconds < 5, burst),
  ].join('\n');
}

async function main() {
  const baselineServer = await startBaseline();
  const service = await startService();
  try {
    const figures = await authenticationBench(service, baselineServer.url);
    console.log(`\nGoals                                  figure     goal\n${authenticationGoals(figures)}`);
  } finally {
    await service.stop();
    baselineServer.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
