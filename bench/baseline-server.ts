// The bench's bare node:http server (a fixed 4 KiB body) in a process of its own, as the service is, for the figure
// printed beside the goals' baseline (see startBaselineProcess in harness.ts). Prints its port.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = Buffer.alloc(4096, 'x');
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
process.on('disconnect', () => process.exit(0));
