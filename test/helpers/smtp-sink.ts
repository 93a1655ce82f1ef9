import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSmtpGreeting } from './smtp-talk.js';

/** Debian's python3-aiosmtpd; the PATH's python3 may be another one without it. */
const PYTHON = '/usr/bin/python3';
const HELPERS = dirname(fileURLToPath(import.meta.url));

export interface ReceivedMessage {
  readonly from: string;
  readonly to: string[];
  /** The DATA bytes exactly as the sink received them (dot-unstuffed, CRLF kept). */
  readonly raw: Buffer;
}

export interface SmtpSink {
  readonly port: number;
  messages(): Promise<ReceivedMessage[]>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A real SMTP server (aiosmtpd with test/helpers/smtp_sink.py) as the relay's next hop, on the given or a free port. */
export async function startSmtpSink(port?: number): Promise<SmtpSink> {
  const listenPort = port ?? (await freePort());
  const directory = await mkdtemp(join(tmpdir(), 'smtp-sink-'));
  const child = spawn(PYTHON, ['-m', 'aiosmtpd', '-n', '-l', `127.0.0.1:${listenPort}`, '-c', 'smtp_sink.Sink', directory], {
    env: { ...process.env, PYTHONPATH: HELPERS },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForGreeting(listenPort, child, () => stderr);
  return {
    port: listenPort,
    async messages() {
      const names = (await readdir(directory)).filter((n) => n.endsWith('.eml'));
      names.sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
      return Promise.all(
        names.map(async (name) => {
          const base = join(directory, name.slice(0, -'.eml'.length));
          const envelope = JSON.parse(await readFile(`${base}.json`, 'utf8')) as { from: string; to: string[] };
          return { ...envelope, raw: await readFile(`${base}.eml`) };
        }),
      );
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function waitForGreeting(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
  if (!existsSync(PYTHON)) throw new Error(`${PYTHON} is missing: install python3-aiosmtpd`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`aiosmtpd exited (${child.exitCode}): ${stderr()}`);
    try {
      const greeting = await readSmtpGreeting(port);
      if (greeting.startsWith('220')) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`aiosmtpd did not answer on port ${port}: ${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
