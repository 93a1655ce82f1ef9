import { createServer } from 'node:net';

/** A start failure the user can act on: printed as one line, without a stack. */
export class StartError extends Error {}

/** `PORT` as a port number, or a StartError naming the setting. */
export function portFrom(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) throw new StartError(`PORT must be a port number (1-65535), not "${value}"`);
  return port;
}

/** The one line for a failure to bind `port` (the `setting` that names it), or null when the error is not about it. */
export function portProblem(err: unknown, port: number, setting = 'PORT'): string | null {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') return `port ${port} is in use: stop what runs there or start with another ${setting}`;
  if (code === 'EACCES') return `port ${port} needs privileges this user lacks: start with another ${setting}`;
  return null;
}

/** Binds `port` on `host` and lets it go again: rejects with a StartError when the host could not listen there. */
async function checkPortFree(port: number, host: string, setting = 'PORT'): Promise<void> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err) => reject(new StartError(portProblem(err, port, setting) ?? `port ${port}: ${err.message}`)));
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

/**
 * `PORT` (default 7071) when it is a port number this process can listen on, and the relay's `SMTP_PORT` (default
 * 2525; 0 takes a free one) free too; otherwise prints the one line that says why and exits 1. Runs before anything
 * heavy loads or builds, so a busy port is told at once (a SMTP_PORT that is not a number is the settings' to refuse).
 */
export async function usablePortOrExit(): Promise<number> {
  try {
    const host = process.env.HOST ?? '127.0.0.1';
    const port = portFrom(process.env.PORT || '7071');
    await checkPortFree(port, host);
    const smtpPort = Number(process.env.SMTP_PORT || '2525');
    if (Number.isInteger(smtpPort) && smtpPort > 0 && smtpPort <= 65535) await checkPortFree(smtpPort, host, 'SMTP_PORT');
    return port;
  } catch (err) {
    console.error(err instanceof StartError ? err.message : `start failed: ${(err as Error).message}`);
    process.exit(1);
  }
}
