import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { localStateDir } from './defaults.js';

/** What `npm start` records about the host it runs, so `npm run token` mints tokens that host accepts. */
const RunningHostSchema = z.object({
  pid: z.number().int(),
  port: z.number().int(),
  baseUrl: z.string(),
  idpAuthority: z.string(),
  apiClientId: z.string(),
  directoryFixture: z.string().nullable(),
});
type RunningHost = z.infer<typeof RunningHostSchema>;

const file = (env?: Record<string, string | undefined>) => join(localStateDir(env), 'host.json');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export async function recordRunningHost(host: RunningHost, env?: Record<string, string | undefined>): Promise<void> {
  await mkdir(localStateDir(env), { recursive: true });
  await writeFile(file(env), JSON.stringify(host, null, 2) + '\n');
}

/** The host `npm start` runs now, or null (none recorded, or its process has gone). */
export async function readRunningHost(env?: Record<string, string | undefined>): Promise<RunningHost | null> {
  const text = await readFile(file(env), 'utf8').catch(() => null);
  if (text === null) return null;
  let parsed;
  try {
    parsed = RunningHostSchema.safeParse(JSON.parse(text));
  } catch {
    return null;
  }
  return parsed.success && alive(parsed.data.pid) ? parsed.data : null;
}

/** Forgets the record if it is this process's (a later start may have replaced it). */
export async function forgetRunningHost(pid: number, env?: Record<string, string | undefined>): Promise<void> {
  const current = await readRunningHost(env);
  if (current?.pid === pid) await rm(file(env), { force: true });
}
