import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/api.js';
import { pngBomb } from '../helpers/images.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/**
 * Why an image is refused, in the reader's language: an uploaded one with its numbers as the language writes them, and
 * one of an imported export bundle under the image's name.
 */

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>').toString('base64');

let host: TestHost;
let editor: string;

const bundleWith = (...images: { name: string; base64: string }[]) => ({
  format: 'signature-template',
  formatVersion: 1,
  template: { name: 'Imported', html: `<p>${images.map((i) => `<img src="cid:${i.name}" alt="">`).join('')}</p>` },
  images: images.map((i) => ({ ...i, contentType: 'image/png' })),
});
const importIn = (language: string, bundle: unknown) =>
  host.call('POST', '/api/admin/templates/import', { token: editor, body: bundle, headers: { 'accept-language': language } });
/** What an import would change: the templates and the images of the organisation. */
const stored = async () => {
  const api = host.api(editor);
  return {
    templates: (await ok(api.GET('/api/admin/templates'))).templates.map((t) => t.id),
    assets: (await ok(api.GET('/api/admin/assets'))).assets.map((a) => a.name),
  };
};

beforeAll(async () => {
  host = await startTestHost();
  const tenant = host.tenants[0];
  await host.onboard(tenant, 'tpl.admin@fabrikam.test');
  const admin = await host.token({ tenant, user: 'tpl.admin@fabrikam.test' });
  await ok(host.api(admin).GET('/api/admin/me'));
  await ok(host.api(admin).PUT('/api/admin/users', { body: { email: 'ann.lee@fabrikam.test', role: 'Editor' } }));
  editor = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
  await ok(host.api(editor).GET('/api/admin/me'));
});
afterAll(() => host.close());

describe('a refused image of a bundle', () => {
  it('is named with its reason in German (damaged, not an image, an SVG), and in English as before, storing nothing', async () => {
    const before = await stored();
    const damaged = Buffer.from(PNG, 'base64').subarray(0, 40).toString('base64');
    const cases = [
      [
        bundleWith({ name: 'fine.png', base64: PNG }, { name: 'broken.png', base64: damaged }),
        'images.1',
        'das Bild ist beschädigt: seine Pixel lassen sich nicht lesen',
        'the image is damaged: its pixels could not be read',
      ],
      [
        bundleWith({ name: 'nope.png', base64: Buffer.from('nope').toString('base64') }),
        'images.0',
        'Die Datei ist kein PNG-, JPEG- oder GIF-Bild',
        'The file is not a PNG, JPEG or GIF image',
      ],
      [
        bundleWith({ name: 'logo.png', base64: SVG }),
        'images.0',
        'SVG-Bilder werden abgelehnt: Outlook zeigt sie nicht an, und sie können Skripte enthalten. Laden Sie PNG, JPEG oder GIF hoch',
        'SVG images are refused: Outlook does not display them and they can carry script. Upload PNG, JPEG or GIF',
      ],
    ] as const;
    for (const [bundle, field, german, english] of cases) {
      const de = await importIn('de', bundle);
      expect([de.status, de.json.code, de.json.message, de.json.fields]).toEqual([
        400,
        'invalid_request',
        'Die Anfrage ist ungültig',
        { [field]: german },
      ]);
      const en = await importIn('en', bundle);
      expect([en.status, en.json.code, en.json.fields]).toEqual([400, 'invalid_request', { [field]: english }]);
    }
    expect(await stored()).toEqual(before);
  });

  it('too large to decode keeps its code and the image it names, its message in German', async () => {
    const before = await stored();
    const res = await importIn('de', bundleWith({ name: 'bomb.png', base64: pngBomb().toString('base64') }));
    expect([res.status, res.json.code, res.json.image]).toEqual([413, 'image_dimensions', 'images.0']);
    expect(res.json.message).toBe(
      'Ein Bild darf höchstens 25 Megapixel haben (alle Einzelbilder zusammen); dieses hat 16.383×16.383. Verkleinern Sie es und versuchen Sie es erneut.',
    );
    expect(await stored()).toEqual(before);
  });
});

describe('an uploaded image refused', () => {
  const uploadIn = (language: string, name: string, bytes: Buffer) =>
    host.call('PUT', `/api/admin/asset/${name}`, {
      token: editor,
      body: { base64: bytes.toString('base64') },
      headers: { 'accept-language': language },
    });

  it('says in German how large it may be and how large it is, with a decimal comma, storing nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(600 * 1024)]);
    const de = await uploadIn('de', 'big.png', big);
    expect([de.status, de.json.code, de.json.limitBytes, de.json.message]).toEqual([
      413,
      'image_too_large',
      512 * 1024,
      'Ein Bild darf höchstens 512 KiB groß sein; dieses ist 601 KiB groß',
    ]);
    const bomb = await uploadIn('de', 'bomb.png', pngBomb());
    expect([bomb.status, bomb.json.code, bomb.json.width, bomb.json.message]).toEqual([
      413,
      'image_dimensions',
      16_383,
      'Ein Bild darf höchstens 25 Megapixel haben (alle Einzelbilder zusammen); dieses hat 16.383×16.383. Verkleinern Sie es und versuchen Sie es erneut.',
    ]);
    const en = await uploadIn('en', 'big.png', big);
    expect([en.status, en.json.code, en.json.message]).toEqual([
      413,
      'image_too_large',
      'Images may be at most 512 KiB; this one is 601 KiB',
    ]);
    const fr = await uploadIn('fr', 'bomb.png', pngBomb());
    expect(fr.json.message).toBe(
      'Une image ne doit pas dépasser 25 mégapixels (toutes les images de l’animation comprises) ; celle-ci fait 16\u202f383×16\u202f383. Réduisez sa taille et réessayez.',
    );
    expect(await stored()).toEqual(before);
  });
});
