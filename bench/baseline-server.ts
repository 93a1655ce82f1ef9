// The bench's baseline: a bare node:http server answering a fixed 4 KiB body, in a process of its own as the service
// is, so that both are measured the same way (the load generator's loop never serves either). Prints its port.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = Buffer.alloc(4096, 'x');
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
process.on('disconnect', () => process.exit(0));
