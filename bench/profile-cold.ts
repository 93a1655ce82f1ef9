// Not part of `npm run bench`: profiles the signature path (`tsx bench/profile-cold.ts [dir] [connections]`, WARM=1 for the
// answer cache on), writing .cpuprofile files of the service and its Azurite.
import { demoTokens, measure, startService } from './harness.js';

const dir = process.argv[2] ?? '/tmp/prof';
const connections = Number(process.argv[3] ?? 8);
const svc = await startService({ SIGNATURE_CACHE: process.env.WARM ? 'true' : 'false', NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` });
const token = (await demoTokens(svc.port)).addin;
const load = {
  url: `${svc.url}/api/signature`,
  method: 'POST' as const,
  connections,
  seconds: 8,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ type: 'new' }),
};
await measure('warm-up', { ...load, seconds: 2 });
console.log(await measure('cold', load));
await svc.stop();
await new Promise((r) => setTimeout(r, 2000));
