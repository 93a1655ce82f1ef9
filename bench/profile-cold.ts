// Not part of `npm run bench`: profiles the signature path (`tsx bench/profile-cold.ts [dir] [connections]`, WARM=1 for the
// answer cache on), writing .cpuprofile files of the service and its Azurite.
import { demoTokens, measure, rotatingPeople, startService } from './harness.js';
import { signatureLoad } from './signatures.js';

const dir = process.argv[2] ?? '/tmp/prof';
const connections = Number(process.argv[3] ?? 8);
const svc = await startService({ SIGNATURE_CACHE: process.env.WARM ? 'true' : 'false', NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` });
// People rotating as the bench's do: one person's token from one address would be rate limited.
const people = await rotatingPeople((await demoTokens(svc.port)).mint, 'access_as_user', '198.18.2');
const load = signatureLoad(svc.url, people, connections);
await measure('warm-up', { ...load, seconds: 2 });
console.log(await measure('cold', load));
await svc.stop();
await new Promise((r) => setTimeout(r, 2000));
