import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';

/** An SMTP server listening, with the port it took (port 0 takes a free one), and its closing, asked for once. */
export async function listenSmtp(server: SMTPServer, host: string, port: number): Promise<{ port: number; close: () => Promise<void> }> {
  // Socket errors of one client (a reset mid-command) arrive here; they concern only that client.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  let closing: Promise<void> | undefined;
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}
