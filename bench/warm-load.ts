// The warm loads the CPU benches drive (bench/profile-warm.ts, bench/compare-warm.ts): the compose path, or
// GET /api/admin/me with tokens, from people rotating as the signature bench's do; and the service's own CPU.
import { readFile } from 'node:fs/promises';
import { demoTokens, rotatingPeople, type startService } from './harness.js';

type Service = Awaited<ReturnType<typeof startService>>;
export type WarmKind = 'signature' | 'me';

/** The service process's user and system CPU in ms (Linux). */
export async function cpuMs(service: Service): Promise<number> {
  const fields = (await readFile(`/proc/${service.child.pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The load of one kind against one service, for a number of seconds. */
export async function warmLoad(service: Service, kind: WarmKind) {
  const { mint } = await demoTokens(service.port);
  const person = await rotatingPeople(mint, kind === 'me' ? 'portal_admin' : 'access_as_user', kind === 'me' ? '203.0.113' : '198.18.0');
  return (seconds: number) =>
    kind === 'me'
      ? { url: `${service.url}/api/admin/me`, seconds, vary: (i: number) => ({ headers: person(i) }) }
      : {
          url: `${service.url}/api/signature`,
          method: 'POST' as const,
          seconds,
          headers: { 'content-type': 'application/json' },
          vary: (i: number) => ({
            headers: person(i),
            body: JSON.stringify({ email: 'admin@contoso.example', type: i % 4 === 3 ? 'reply' : 'new' }),
          }),
        };
}
