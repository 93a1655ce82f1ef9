// The service's local host (what startTestHost starts in-process) in a process of its own, for tests that kill it:
// on the storage SERVICE_STORAGE names, with the fixture's tenants under the ids SERVICE_TENANTS lists (the same
// tenants again after a restart), its timers firing on their schedules when SERVICE_TIMERS is 1. It onboards the
// first SERVICE_ONBOARD of them, runs its clock SERVICE_CLOCK_OFFSET_MS ahead of real time, then prints one JSON line once it listens: its url, the calling address, the tenant
// ids, and a token of each used tenant's administrator (signed by this process's identity provider).
import { TestClock } from './clock.js';
import { startTestHost } from './host.js';

const env = process.env;
const used = Number(env.SERVICE_USED ?? 1);
const clock = new TestClock();
clock.advance(Number(env.SERVICE_CLOCK_OFFSET_MS ?? 0));
const host = await startTestHost({
  connectionString: env.SERVICE_STORAGE,
  tenantIds: env.SERVICE_TENANTS ? (JSON.parse(env.SERVICE_TENANTS) as string[]) : undefined,
  timers: env.SERVICE_TIMERS === '1',
  clock,
  env: env.SERVICE_ENV ? (JSON.parse(env.SERVICE_ENV) as Record<string, string>) : {},
});
for (const tenant of host.tenants.slice(0, Number(env.SERVICE_ONBOARD ?? 0))) await host.onboard(tenant);
const tokens: Record<string, string> = {};
for (const tenant of host.tenants.slice(0, used)) tokens[tenant] = await host.token({ tenant, user: host.adminOf(tenant) });
console.log(JSON.stringify({ url: host.url, address: host.address, tenants: host.tenants, tokens }));
