import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphDirectory } from '../../shared/directory/graph.js';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '../../shared/photos/images.js';
import { TENANT_A, TENANT_B, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { capturingLogger } from '../helpers/log.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { pngBomb } from '../helpers/images.js';
import { pixel, solidPhoto } from '../helpers/photos.js';
import { storageFaults } from '../helpers/storage-faults.js';
import { createPublishedWith } from '../helpers/templates.js';

/** People's photos: from the directory (fetched only when changed), or their own upload; served by URL, never inlined. */

let standin: GraphStandin;
let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
const ANN = 'ann.lee@fabrikam.test'; // a directory photo
const CLEO = 'cleo.martin@fabrikam.test'; // none
const RED = '#d01c1c';
const GREEN = '#1cd01c';
const BLUE = '#1c1cd0';

const api = (token = admin) => host.api(token);
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const photoValues = () => standin.requests.filter((r) => r.path.endsWith('/photo/$value')).map((r) => r.path);
const photoMeta = () => standin.requests.filter((r) => r.path.endsWith('/photo'));
/**
 * The nightly job over this file's two organisations: the run's one Azurite also holds other files' organisations,
 * whose directories this file's Graph stand-in does not know. The timer route itself is called once below.
 */
async function* ours() {
  yield tenant;
  yield other;
}
const sync = () => host.services.photos.syncAll(capturingLogger().logger, ours());
const { failTables, heal, inject: injectFaults } = storageFaults(() => host);

/** The add-in's answer for a mailbox (through the signature cache). */
async function signatureOf(address: string, t = tenant): Promise<string> {
  const addin = host.api(await host.token({ tenant: t, user: address, scope: 'access_as_user' }));
  return (await ok(addin.POST('/api/signature', { body: { type: 'new' } }))).html;
}
const photoSrc = (html: string) => /<img src="([^"]+)"/.exec(html)?.[1] ?? null;
// Served photos are fetched raw: their bytes and headers are what is compared.
const fetchPhoto = (url: string) => fetch(url);

/** A served photo's main colour (its centre), to tell which photo a URL shows. */
async function colourAt(url: string): Promise<number[]> {
  const res = await fetchPhoto(url);
  expect(res.status).toBe(200);
  return (await pixel(Buffer.from(await res.arrayBuffer()), 96, 96)).slice(0, 3);
}
const near = (rgb: number[], hex: string) => {
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return rgb.every((v, i) => Math.abs(v - want[i]) < 16);
};

/** Raw: the bytes and their content type are what is under test (the document types image bytes as a string). */
async function upload(token: string, bytes: Buffer, type = 'image/jpeg', language = 'en') {
  const headers = { 'content-type': type, 'accept-language': language };
  return host.call('PUT', '/api/me/photo', { token, rawBody: bytes as unknown as string, headers });
}

beforeAll(async () => {
  standin = await startGraphStandin(testDirectoryFixture, {
    photos: {
      [TENANT_A]: { 'a-ann': await solidPhoto(RED), 'a-ben': await solidPhoto(GREEN) },
      [TENANT_B]: { 'b-nia': await solidPhoto(BLUE) },
    },
  });
  const fixtureTenant = (t: string) => (t === host.tenants[0] ? TENANT_A : t === host.tenants[1] ? TENANT_B : 'unknown');
  const graph = new GraphDirectory({ baseUrl: standin.url, getToken: async (t) => `token-for-${fixtureTenant(t)}`, maxRetries: 0 });
  host = await startTestHost({ directory: graph, env: { SIGNATURE_CACHE: 'true' } });
  [tenant, other] = host.tenants;
  await host.onboard(tenant, 'photos.admin@fabrikam.test');
  await host.onboard(other, 'photos.admin@northwind.test');
  injectFaults('generations');
  for (const t of [tenant, other]) {
    const token = await host.token({ tenant: t, user: `photos.admin@${t === tenant ? 'fabrikam' : 'northwind'}.test` });
    await ok(api(token).GET('/api/admin/me'));
    const html = '{{#photoUrl}}<img src="{{photoUrl}}" alt="{{displayName}}" width="96" height="96">{{/photoUrl}}<p>{{displayName}}</p>';
    const { id } = await createPublishedWith(api(token), { name: 'With photo', html });
    await ok(api(token).PUT('/api/admin/roles', { body: { new: id, reply: null } }));
    if (t === tenant) admin = token;
  }
});
afterAll(async () => {
  await host?.close();
  await standin?.close();
});

describe('directory photos', () => {
  it('are fetched by the nightly job, each once; an unchanged photo is asked for by its ETag only, never fetched again', async () => {
    standin.requests.length = 0;
    expect(await sync()).toMatchObject({ processed: 2, failed: 0 });
    // Ann and Ben in one organisation, Nia in the other: three photos fetched; everyone else answered 404.
    expect(photoValues().sort()).toEqual([
      '/v1.0/users/a-ann/photo/$value',
      '/v1.0/users/a-ben/photo/$value',
      '/v1.0/users/b-nia/photo/$value',
    ]);

    standin.requests.length = 0;
    expect(await sync()).toMatchObject({ processed: 0, skipped: 2, failed: 0 });
    expect(photoValues()).toEqual([]);
    expect(photoMeta().map((r) => r.path)).toContain('/v1.0/users/a-ann/photo');
    // The timer's own route runs the same job (over every organisation of the run's storage); no operation of the document.
    expect((await host.call('POST', '/admin/functions/directoryPhotoSync')).status).toBe(200);
  });

  it('shows in the signature by URL on the service origin, served with long cache headers; no photo, no image', async () => {
    const html = await signatureOf(ANN);
    const src = photoSrc(html)!;
    expect(src).toMatch(new RegExp(`^${host.url}/photos/${tenant}/[A-Za-z0-9_-]{22}/192\\.jpg$`));
    expect(html).not.toContain('data:');
    const res = await fetchPhoto(src);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 192, height: 192, format: 'jpeg' });
    expect(near(await colourAt(src), RED)).toBe(true);
    // The round rendition is beside it.
    const round = await fetchPhoto(src.replace('192.jpg', '192-round.png'));
    expect([round.status, round.headers.get('content-type')]).toEqual([200, 'image/png']);

    // Cleo has no photo: the photo block is left out, never a broken image.
    const cleo = await signatureOf(CLEO);
    expect(cleo).toBe('<p>Cleo Martin</p>');
  });

  it('fetches a changed photo again (and only it), and drops a photo removed in the directory', async () => {
    const before = photoSrc(await signatureOf('ben.okafor@fabrikam.test'))!;
    standin.setPhoto(TENANT_A, 'a-ben', await solidPhoto(BLUE));
    standin.setPhoto(TENANT_A, 'a-ann', null);
    const annBefore = photoSrc(await signatureOf(ANN))!;
    standin.requests.length = 0;
    expect(await sync()).toMatchObject({ processed: 1, skipped: 1, failed: 0 });
    expect(photoValues()).toEqual(['/v1.0/users/a-ben/photo/$value']);

    const after = photoSrc(await signatureOf('ben.okafor@fabrikam.test'))!;
    expect(after).not.toBe(before);
    expect(near(await colourAt(after), BLUE)).toBe(true);
    expect((await fetchPhoto(before)).status).toBe(404);

    expect(await signatureOf(ANN)).toBe('<p>Ann Lee</p>');
    expect((await fetchPhoto(annBefore)).status).toBe(404);
    standin.setPhoto(TENANT_A, 'a-ann', await solidPhoto(RED));
    await sync();
  });

  it('a run that failed before telling the signature cache is told by the next run, once', async () => {
    const BEN = 'ben.okafor@fabrikam.test';
    const before = photoSrc(await signatureOf(BEN))!;
    standin.setPhoto(TENANT_A, 'a-ben', await solidPhoto(GREEN));
    // The signature cache is unreachable when the run has stored the new photo and is about to tell it.
    failTables({ generations: null });
    try {
      expect(await sync()).toMatchObject({ failed: 1 });
    } finally {
      heal();
    }
    expect(photoSrc(await signatureOf(BEN))).toBe(before); // not told: the cache still names the photo replaced

    standin.requests.length = 0;
    expect(await sync()).toMatchObject({ failed: 0 });
    expect(photoValues()).toEqual([]); // nothing fetched again: the photo is stored, only the telling was left
    const after = photoSrc(await signatureOf(BEN))!;
    expect(after).not.toBe(before);
    expect(near(await colourAt(after), GREEN)).toBe(true);

    const told = await host.services.generations.current(tenant);
    await sync();
    expect(await host.services.generations.current(tenant)).toBe(told);
  });

  it('takes a directory photo that decodes to gigabytes as none: the job waits for image work, never decodes it', async () => {
    const BEN = 'ben.okafor@fabrikam.test';
    standin.setPhoto(TENANT_A, 'a-ben', pngBomb());
    expect(await sync()).toMatchObject({ failed: 0 });
    expect(photoSrc(await signatureOf(BEN))).toBeNull();
    standin.setPhoto(TENANT_A, 'a-ben', await solidPhoto(BLUE));
    await sync();
    expect(near(await colourAt(photoSrc(await signatureOf(BEN))!), BLUE)).toBe(true);
  });

  it('cannot be reached from another organisation or by a guessed address', async () => {
    const nia = photoSrc(await signatureOf('nia.ross@northwind.test', other))!;
    expect(nia.startsWith(`${host.url}/photos/${other}/`)).toBe(true);
    expect((await fetchPhoto(nia)).status).toBe(200);
    // The same photo id under the other organisation: not found, as any unknown id.
    expect((await fetchPhoto(nia.replace(`/photos/${other}/`, `/photos/${tenant}/`))).status).toBe(404);
    const [, , , , id] = new URL(nia).pathname.split('/');
    // Raw: guessed addresses, sent exactly as written (the typed client would encode the traversal's `%`).
    for (const path of [
      `/photos/${other}/${'A'.repeat(22)}/192.jpg`,
      `/photos/${other}/${id}/500.jpg`,
      `/photos/${other}/${id}/..%2F..%2Fsnapshot.json.gz`,
      `/photos/${other}/short/96.jpg`,
    ]) {
      const res = await host.call('GET', path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });
});

describe('own photos', () => {
  let cleo: string;
  let ann: string;
  const ownPhoto = async (token: string) => ok(api(token).GET('/api/me/photo'));
  const setting = (photoUpload: boolean) => api().PUT('/api/admin/settings', { body: { photoUpload } });
  const remove = (token: string) => api(token).DELETE('/api/me/photo');
  const uploadBase64 = (token: string, bytes: Buffer) => api(token).PUT('/api/me/photo', { body: { base64: bytes.toString('base64') } });

  beforeAll(async () => {
    cleo = await host.token({ tenant, user: CLEO, name: 'Cleo Martin' });
    ann = await host.token({ tenant, user: ANN, name: 'Ann Lee' });
  });

  it('are refused while the setting is off (the default), and nothing changes', async () => {
    expect((await ok(api().GET('/api/admin/settings'))).photoUpload).toBe(false);
    expect(await ownPhoto(cleo)).toMatchObject({ photo: null, canUpload: false, limits: { maxBytes: PHOTO_MAX_BYTES } });
    expectCode(await upload(cleo, await solidPhoto(GREEN)), 403, 'photo_upload_off');
    expect(statusAndCode(await remove(cleo))).toEqual([403, 'photo_upload_off']);
    expect(await ownPhoto(cleo)).toMatchObject({ photo: null });
    expect(await signatureOf(CLEO)).toBe('<p>Cleo Martin</p>');
  });

  it('refuses a photo too large (413), what is not a photo (415), naming the limit, and changes nothing', async () => {
    expect((await setting(true)).response.status).toBe(200);
    const tooLarge = await upload(cleo, Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff));
    expectCode(tooLarge, 413, 'photo_too_large');
    expect(tooLarge.json).toMatchObject({ limitBytes: PHOTO_MAX_BYTES });
    expect(tooLarge.json.message).toContain('5 MiB');
    expectCode(await upload(cleo, Buffer.from('hello, not a photo'), 'image/png'), 415, 'unsupported_photo_type');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    expect(statusAndCode(await uploadBase64(cleo, svg))).toEqual([415, 'unsupported_photo_type']);
    expectCode(await upload(cleo, Buffer.from('x'), 'text/plain'), 415, 'unsupported_media_type');
    expect(await ownPhoto(cleo)).toMatchObject({ photo: null, canUpload: true });
    expect(await signatureOf(CLEO)).toBe('<p>Cleo Martin</p>');
  });

  it('says in German why a photo is refused, with its numbers as German writes them, and changes nothing', async () => {
    const tooLarge = await upload(cleo, Buffer.alloc(PHOTO_MAX_BYTES + 200 * 1024, 0xff), 'image/jpeg', 'de');
    expectCode(tooLarge, 413, 'photo_too_large');
    expect(tooLarge.json).toMatchObject({
      limitBytes: PHOTO_MAX_BYTES,
      message: 'Ein Foto darf höchstens 5 MiB groß sein; dieses ist 5,2 MiB groß',
    });
    const bomb = await upload(cleo, pngBomb(), 'image/png', 'de');
    expectCode(bomb, 413, 'photo_dimensions');
    expect(bomb.json).toMatchObject({
      width: 16_383,
      message: 'Ein Foto darf höchstens 25 Megapixel haben; dieses hat 16.383×16.383. Verkleinern Sie es und versuchen Sie es erneut.',
    });
    const notPhoto = await upload(cleo, Buffer.from('hello, not a photo'), 'image/png', 'de');
    expectCode(notPhoto, 415, 'unsupported_photo_type');
    expect(notPhoto.json.message).toBe('Die Datei ist kein JPEG-, PNG-, WebP- oder GIF-Bild');
    // English as before.
    const english = await upload(cleo, Buffer.alloc(PHOTO_MAX_BYTES + 200 * 1024, 0xff));
    expect(english.json.message).toBe('Photos may be at most 5 MiB; this one is 5.2 MiB');
    expect(await ownPhoto(cleo)).toMatchObject({ photo: null, canUpload: true });
    expect(await signatureOf(CLEO)).toBe('<p>Cleo Martin</p>');
  });

  it('refuses a photo that decodes to gigabytes (a 33 kB PNG of 16383×16383) with 413 naming the pixel limit, storing nothing', async () => {
    const blobs = async () => {
      const names: string[] = [];
      for await (const b of host.services.storage.container('photos').listBlobsFlat({ prefix: `${tenant}/` })) names.push(b.name);
      return names.sort();
    };
    const before = await blobs();
    const raw = await upload(cleo, pngBomb(), 'image/png');
    expectCode(raw, 413, 'photo_dimensions');
    expect(raw.json).toMatchObject({ limitPixels: PHOTO_MAX_PIXELS, width: 16_383, height: 16_383 });
    expect(statusAndCode(await uploadBase64(cleo, pngBomb()))).toEqual([413, 'photo_dimensions']);
    expect(await blobs()).toEqual(before);
    expect(await ownPhoto(cleo)).toMatchObject({ photo: null, canUpload: true });
    expect(await signatureOf(CLEO)).toBe('<p>Cleo Martin</p>');
  });

  it('are resized and shown at once (the signature cache follows); a replaced one is removed', async () => {
    const first = await upload(cleo, await solidPhoto(GREEN, 1200, 800, 'png'), 'image/png');
    expect(first.status).toBe(200);
    expect(first.json.photo).toMatchObject({ source: 'upload' });
    const src = photoSrc(await signatureOf(CLEO))!;
    expect(src).toBe(first.json.photo.url);
    expect(await sharp(Buffer.from(await (await fetchPhoto(src)).arrayBuffer())).metadata()).toMatchObject({ width: 192, height: 192 });

    const second = (await ok(uploadBase64(cleo, await solidPhoto(BLUE)))).photo!;
    expect(photoSrc(await signatureOf(CLEO))).toBe(second.url);
    expect(near(await colourAt(second.url), BLUE)).toBe(true);
    expect((await fetchPhoto(src)).status).toBe(404);

    const removed = await remove(cleo);
    expect(removed.response.status).toBe(200);
    expect(removed.data?.photo).toBeNull();
    expect(await signatureOf(CLEO)).toBe('<p>Cleo Martin</p>');
    expect((await fetchPhoto(second.url)).status).toBe(404);
  });

  it('take precedence over the directory photo; removing it brings the directory photo back', async () => {
    const directory = await ownPhoto(ann);
    expect(directory.photo).toMatchObject({ source: 'directory' });
    const own = await upload(ann, await solidPhoto(GREEN));
    expect(own.json.photo).toMatchObject({ source: 'upload' });
    expect(photoSrc(await signatureOf(ANN))).toBe(own.json.photo.url);
    // The nightly job leaves the upload in front, and fetches nothing new.
    standin.requests.length = 0;
    await sync();
    expect(photoValues()).toEqual([]);
    expect(photoSrc(await signatureOf(ANN))).toBe(own.json.photo.url);

    expect((await ok(remove(ann))).photo).toMatchObject({ source: 'directory', url: directory.photo?.url });
    expect(photoSrc(await signatureOf(ANN))).toBe(directory.photo?.url);
    await setting(false);
  });
});
