// The bench's bare node:http server: a fixed 4 KiB body. The goals' baseline serves it in the bench's own process
// (startBaseline in harness.ts); run as a script it listens in a process of its own, as the service does, and prints
// its port (startBaselineProcess).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

const BODY = Buffer.alloc(4096, 'x');

export function bareServer(): Server {
  return createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': BODY.length });
    res.end(BODY);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = bareServer();
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
  process.on('disconnect', () => process.exit(0));
}
