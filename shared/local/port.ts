import { createServer } from 'node:net';

/** A start failure the user can act on: printed as one line, without a stack. */
export class StartError extends Error {}

/** `PORT` as a port number, or a StartError naming the setting. */
export function portFrom(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) throw new StartError(`PORT must be a port number (1-65535), not "${value}"`);
  return port;
}

/** The one line for a failure to bind `port`, or null when the error is not about the port. */
export function portProblem(err: unknown, port: number): string | null {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') return `port ${port} is in use: stop what runs there or start with another PORT`;
  if (code === 'EACCES') return `port ${port} needs privileges this user lacks: start with another PORT`;
  return null;
}

/** Binds `port` on `host` and lets it go again: rejects with a StartError when the host could not listen there. */
export async function checkPortFree(port: number, host: string): Promise<void> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err) => reject(new StartError(portProblem(err, port) ?? `port ${port}: ${err.message}`)));
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
