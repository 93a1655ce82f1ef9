import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageWork } from '../../shared/images/decode.js';
import { WorkGate } from '../../shared/images/gate.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { solidPhoto } from '../helpers/photos.js';

/** The cap on image work in flight, through the API: a host whose gate holds one image and queues none. */

let host: TestHost;
let tenant: string;
let admin: string;
const gate = new WorkGate({ inFlight: 1, queue: 0 });

beforeAll(async () => {
  host = await startTestHost({ images: new ImageWork(gate) });
  tenant = host.tenants[0];
  await host.onboard(tenant, 'images.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'images.admin@fabrikam.test', name: 'Images Admin' });
  await ok(host.api(admin).GET('/api/admin/me'));
});
afterAll(() => host?.close());

/** Holds the gate's one slot, as an image being decoded would, until `release` is called. */
function occupy() {
  let release!: () => void;
  const held = gate.run(() => new Promise<void>((r) => (release = r)), 'request');
  return { release: () => (release(), held) };
}

describe('image work in flight', () => {
  it('answers an upload 503 image_work_busy with Retry-After while the gate is full, storing nothing; the next one goes through', async () => {
    const png = (await solidPhoto('#0050a0', 120, 40, 'png')).toString('base64');
    const put = (name: string) => host.call('PUT', `/api/admin/asset/${name}`, { token: admin, body: { base64: png } });
    const list = async () => (await ok(host.api(admin).GET('/api/admin/assets'))).assets;
    const before = await list();

    const busy = occupy();
    const refused = await put('while-busy.png');
    expect([refused.status, refused.json?.code, refused.headers.get('retry-after')]).toEqual([503, 'image_work_busy', '2']);
    expect(refused.json?.retryAfter).toBe(2);
    expect(await list()).toEqual(before);
    await busy.release();

    expect((await put('after-busy.png')).status).toBe(200);
    expect((await list()).map((a) => a.name)).toContain('after-busy.png');
  });
});
