// Work a request does, counted rather than timed (load on a shared machine does not distort counts): storage
// requests and the service's own CPU per compose, per report, per token request and per timer run, in one process
// (Azurite runs in its own, so its CPU is not counted). docs/cost.md is derived from what this prints.
import { loadConfig, type Config } from '../shared/config.js';
import { Pipeline } from '../shared/http/pipeline.js';
import type { ApiRequest, ApiResponse } from '../shared/http/types.js';
import { jobs } from '../shared/jobs.js';
import { startAzurite } from '../local/azurite.js';
import { DEMO_ADMIN, DEMO_ADMIN_OID, DEMO_TENANT_ID, localDefaults, localIdpKeyFile, LOCAL_CLIENT_ID } from '../local/defaults.js';
import { startLocalHost } from '../local/host.js';
import { LocalIdp } from '../local/idp.js';
import { demoIdp, seedDemo } from '../local/seed.js';
import { silentLogger } from '../shared/log.js';
import { routes } from '../shared/routes.js';
import { createServices, type Services } from '../shared/services.js';
import { StorageCounter } from '../shared/storage/request-counter.js';
import { Storage } from '../shared/storage/storage.js';
import { wholeBody } from '../shared/http/types.js';
import { goalLine } from './verdict.js';

export interface WorkCount {
  what: string;
  /** Table requests, blob requests and the service's CPU, each per call. */
  tableRequests: number;
  /**
   * Of the table requests, those of the organisation's record: the gate trusts it a second, so on a steady stream
   * it is read once a second an instance, whatever the number of calls in it.
   */
  ofOrganisationRecord: number;
  blobRequests: number;
  cpuMs: number;
  calls: number;
}

const MAILBOXES = ['admin@contoso.example', 'alex.wilber@contoso.example', 'lena.vogel@contoso.example', 'info@contoso.example'];

const request = (method: string, path: string, token: string, body?: unknown): ApiRequest => ({
  method,
  path,
  query: new URLSearchParams(),
  headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  clientAddress: '127.0.0.1',
  invocationId: crypto.randomUUID(),
});

export async function storageCountsBench(): Promise<WorkCount[]> {
  const azurite = await startAzurite();
  const counter = new StorageCounter();
  const storage = new Storage({ connectionString: azurite.connectionString, counter });
  let config: Config | undefined;
  // Each instance starts a minute after the last: a person's rate-limit window is shared by every instance (each
  // leases an eighth of it), and thirty fresh instances in one minute for one person are no deployment's traffic.
  let started = 0;
  /** The instances made so far: what each leaves to write behind its answers (the message trail) is counted with them. */
  const everyInstance: Services[] = [];
  const written = () => Promise.all(everyInstance.map((s) => s.trail.flush()));
  const instance = (cache: boolean): { services: Services; pipeline: Pipeline } => {
    const offset = ++started * 60_000;
    const clock = { now: () => new Date(Date.now() + offset) };
    const services = createServices({ ...config!, SIGNATURE_CACHE: cache }, { storage, log: silentLogger, clock });
    everyInstance.push(services);
    return { services, pipeline: new Pipeline(routes, services) };
  };
  const host = await startLocalHost({
    services: async (url) => {
      const port = Number(new URL(url).port);
      config = loadConfig({ ...localDefaults(port), STORAGE_CONNECTION_STRING: azurite.connectionString });
      const services = createServices(config, { storage, log: silentLogger });
      await services.ready();
      return services;
    },
    // The identity provider answers at the authority the configuration names (localhost), as `npm start` runs it.
    idp: () => demoIdp(config!.BASE_URL),
  });
  const demo = await seedDemo(host.services, { url: config!.BASE_URL });
  if (!demo.seeded) throw new Error(`the demo was not seeded: ${demo.reason}`);
  const out: WorkCount[] = [];
  try {
    const idp = await LocalIdp.create({ base: `http://localhost:${host.port}/idp`, clientId: LOCAL_CLIENT_ID, keyFile: localIdpKeyFile() });
    const mint = (scope: string) => idp.mint({ tenant: DEMO_TENANT_ID, user: DEMO_ADMIN, oid: DEMO_ADMIN_OID, name: 'Dana Admin', scope });
    const portal = await mint('portal_admin');
    const addin = await mint('access_as_user');

    /** Runs `calls` one after another, counting what they did between them. */
    const count = async (what: string, calls: number, run: (i: number) => Promise<unknown>) => {
      await written();
      counter.reset();
      const cpu = process.cpuUsage();
      for (let i = 0; i < calls; i++) await run(i);
      await written();
      const used = process.cpuUsage(cpu);
      const seen = counter.reset();
      const row = {
        what,
        tableRequests: +(seen.requests / calls).toFixed(2),
        ofOrganisationRecord: +((seen.byTable.get('tenants') ?? 0) / calls).toFixed(2),
        blobRequests: +(seen.blobRequests / calls).toFixed(2),
        cpuMs: +((used.user + used.system) / 1000 / calls).toFixed(2),
        calls,
      };
      out.push(row);
      return row;
    };
    const ok = async (res: Promise<ApiResponse>) => {
      const r = await res;
      if (r.status >= 300) throw new Error(`${r.status}: ${String(wholeBody(r.body))}`);
      return r;
    };
    const compose = (p: Pipeline, i: number) =>
      ok(
        p.handle(request('POST', '/api/signature', addin, { email: MAILBOXES[i % MAILBOXES.length], type: i % 4 === 3 ? 'reply' : 'new' })),
      );

    // Every instance verifies the token (one key-set fetch over HTTP, not storage) before it is counted.
    const verified = async (cache: boolean) => {
      const it = instance(cache);
      await it.services.tokens.verify(addin, 'access_as_user');
      await it.services.tokens.verify(portal, 'portal_admin');
      return it;
    };
    const cold = await Promise.all(Array.from({ length: 20 }, () => verified(false)));
    await count('compose, fresh instance (nothing cached)', cold.length, (i) => compose(cold[i].pipeline, i));
    const eight = await Promise.all(Array.from({ length: 5 }, () => verified(false)));
    await count('8 composes at once on a fresh instance, per compose', eight.length * 8, async (i) => {
      if (i % 8 === 0) await Promise.all(Array.from({ length: 8 }, (_, j) => compose(eight[i / 8].pipeline, j)));
    });
    const missing = await verified(false);
    await compose(missing.pipeline, 0);
    await count('compose, answer not cached, instance warm (same second)', 40, (i) => compose(missing.pipeline, i));
    const warm = await verified(true);
    for (let i = 0; i < MAILBOXES.length * 2; i++) await compose(warm.pipeline, i);
    await count('compose, answer cached', 200, (i) => compose(warm.pipeline, i));
    const report = () => ok(warm.pipeline.handle(request('POST', '/api/signature/report', addin, { type: 'new', outcome: 'applied' })));
    // The instance's first report also reads (or writes) the organisation's `live` marker, once per instance.
    await report();
    await count('apply report (POST /api/signature/report)', 40, report);
    const me = () => ok(warm.pipeline.handle(request('GET', '/api/admin/me', portal)));
    await me();
    await count('token request (GET /api/admin/me), within the trusted second', 200, me);
    const fresh = await Promise.all(Array.from({ length: 10 }, () => verified(true)));
    await count('token request, first on an instance (nothing trusted)', fresh.length, (i) =>
      ok(fresh[i].pipeline.handle(request('GET', '/api/admin/me', portal))),
    );
    for (const job of jobs) {
      await count(`timer ${job.name} (one organisation)`, 1, () => job.run(warm.services));
    }
  } finally {
    await host.close();
    await azurite.stop();
  }
  console.log(
    '\nWork per call (counted; docs/cost.md is derived from these): table requests (of which the organisation record, read once a second an instance), blob requests, service CPU ms',
  );
  console.table(out);
  const of = (what: string) => out.find((r) => r.what === what)!;
  const fresh = of('compose, fresh instance (nothing cached)');
  const report = of('apply report (POST /api/signature/report)');
  // The organisation record is the gate's, read once a second an instance whatever the requests: at a report a second
  // or more it is shared by them all, so a report's own cost is what it reads and writes besides it.
  const reportOwn = +(report.tableRequests - report.ofOrganisationRecord).toFixed(2);
  console.log(`
${goalLine('fresh instance compose, table requests', fresh.tableRequests, '<= 10', fresh.tableRequests <= 10)}
${goalLine('apply report, its own table requests', `${reportOwn} (+${report.ofOrganisationRecord})`, '<= 3', reportOwn <= 3)}`);
  return out;
}
