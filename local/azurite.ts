import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

const AZURITE_ACCOUNT = 'devstoreaccount1';
const AZURITE_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface AzuriteInstance {
  connectionString: string;
  blobPort: number;
  tablePort: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export const azuriteConnectionString = (blobPort: number, tablePort: number) =>
  `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};AccountKey=${AZURITE_KEY};` +
  `BlobEndpoint=http://127.0.0.1:${blobPort}/${AZURITE_ACCOUNT};TableEndpoint=http://127.0.0.1:${tablePort}/${AZURITE_ACCOUNT};`;

/** Azurite could not bind a port: another process took it between `freePort` and Azurite's own bind. */
class PortTaken extends Error {}

// Azurite starts in a second or two, but far later on a loaded machine: the wait ends as soon as it listens, exits or
// says a port is taken (it may go on running then, without listening), and the deadline only catches one that hangs.
async function waitForPort(port: number, child: ChildProcess, stderr: () => string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stderr().includes('EADDRINUSE')) throw new PortTaken(`Azurite found a port taken`);
    if (child.exitCode !== null) throw new Error(`Azurite exited with code ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`Azurite did not listen on ${port} within ${timeoutMs} ms`);
}

/** How often a start whose port was taken meanwhile is tried again on other ports. */
const PORT_ATTEMPTS = 3;

export interface AzuriteOptions {
  location?: string;
  blobPort?: number;
  tablePort?: number;
  /** Called once if Azurite exits after it started without being stopped, with how it ended (`code 1`, `signal SIGKILL`). */
  onUnexpectedExit?: (how: string) => void;
  /** Its heap limit, for benches that hold a million rows in memory. */
  heapMb?: number;
  /** Picks each port not given (a free one); a start that finds one taken is tried again with new picks. */
  pickPort?: () => Promise<number>;
}

/**
 * Starts Azurite (blob and table) as a child process on free ports. In memory unless `location` is given,
 * in which case data survives a stop and a start on the same ports.
 * A port found taken (picked free, then taken by another process before Azurite bound it) is picked again.
 */
export async function startAzurite(opts: AzuriteOptions = {}): Promise<AzuriteInstance> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAzuriteOnce(opts, opts.pickPort ?? freePort);
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt >= PORT_ATTEMPTS) throw err;
    }
  }
}

async function startAzuriteOnce(opts: AzuriteOptions, pickPort: () => Promise<number>): Promise<AzuriteInstance> {
  const blobPort = opts.blobPort ?? (await pickPort());
  const tablePort = opts.tablePort ?? (await pickPort());
  const queuePort = await pickPort();
  const bin = join(dirname(require.resolve('azurite/package.json')), 'dist', 'src', 'azurite.js');
  const args = [
    ...(opts.heapMb ? [`--max-old-space-size=${opts.heapMb}`] : []),
    bin,
    '--silent',
    '--skipApiVersionCheck',
    '--disableProductStyleUrl',
    '--blobHost',
    '127.0.0.1',
    '--blobPort',
    String(blobPort),
    '--tableHost',
    '127.0.0.1',
    '--tablePort',
    String(tablePort),
    '--queueHost',
    '127.0.0.1',
    '--queuePort',
    String(queuePort),
    ...(opts.location ? ['--location', opts.location] : ['--inMemoryPersistence']),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  try {
    await waitForPort(blobPort, child, () => stderr);
    await waitForPort(tablePort, child, () => stderr);
  } catch (err) {
    child.kill('SIGKILL');
    const message = `${(err as Error).message}\n${stderr}`;
    throw err instanceof PortTaken ? new PortTaken(message) : new Error(message, { cause: err });
  }
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) opts.onUnexpectedExit?.(signal ? `signal ${signal}` : `code ${code}`);
  });
  return {
    connectionString: azuriteConnectionString(blobPort, tablePort),
    blobPort,
    tablePort,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
