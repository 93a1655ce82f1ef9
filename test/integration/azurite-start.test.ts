import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startAzurite } from '../../local/azurite.js';

// Each port Azurite gets is picked free and bound by Azurite a moment later: another process may take it between.
let taken: Server;
let takenPort: number;
const accepted = new Set<Socket>();

beforeAll(async () => {
  // It accepts and never answers, as a port another process holds may.
  taken = createServer((socket) => accepted.add(socket));
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()));
  takenPort = (taken.address() as { port: number }).port;
});
afterAll(() => {
  accepted.forEach((socket) => socket.destroy());
  return new Promise<void>((resolve) => taken.close(() => resolve()));
});

describe('starting Azurite', () => {
  it('picks its ports again when one was taken before Azurite bound it, and serves', async () => {
    const picked: number[] = [];
    // The first pick is the taken port, as when another process took it in the meantime.
    const pickPort = async () => {
      const port = picked.length === 0 ? takenPort : await freePort();
      picked.push(port);
      return port;
    };
    const azurite = await startAzurite({ pickPort });
    try {
      expect(picked[0]).toBe(takenPort);
      expect(azurite.blobPort).not.toBe(takenPort);
      expect(picked).toHaveLength(6);
      expect((await fetch(`http://127.0.0.1:${azurite.tablePort}/devstoreaccount1/Tables`)).status).toBeLessThan(500);
    } finally {
      await azurite.stop();
    }
  });

  it('says which port a start on a port given to it found taken, after its tries', async () => {
    await expect(startAzurite({ blobPort: takenPort })).rejects.toThrow(new RegExp(`port taken[\\s\\S]*EADDRINUSE.*:${takenPort}`));
  });
});
