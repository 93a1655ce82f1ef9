import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_MAX_BYTES } from '../../shared/assets/schemas.js';
import { MAX_NESTING } from '../../shared/rendering/nesting.js';
import { MAX_BODY_CHARS } from '../../shared/templates/schemas.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/**
 * Issue 32: one request froze every organisation. `{{` and spaces sent to the doctor (or saved as a working copy) and
 * `<!---->` repeated sent as an image held the event loop for minutes. Each is sent here at the route's size limit
 * beside `GET /health`: both must be answered (the ceiling is the test's timeout, not a clock), the slow input with
 * its status and code, and a refused one changes nothing.
 */
let host: TestHost;
let tenant: string;
let admin: string;
let roKey: string;

const api = () => host.api(admin);
const path = (id: string) => ({ params: { path: { id } } });
const asset = (name: string) => ({ params: { path: { name } } });

/** `{{` then spaces, to the body size limit: the placeholder scanner's worst case. */
const BRACES_THEN_SPACES = `{{${' '.repeat(MAX_BODY_CHARS - 2)}`;
/** A tag whose run of spaces Mustache's own parser retries at every character. */
const LONG_TAG = `<p>{{displayName${' '.repeat(MAX_BODY_CHARS - 40)}x}}</p>`;
/** Empty comments: the SVG sniff's worst case, 294 bytes and at the image size limit. */
const COMMENTS_SHORT = Buffer.from('<!---->'.repeat(42));
const COMMENTS_AT_LIMIT = Buffer.from('<!---->'.repeat(Math.floor(ASSET_MAX_BYTES / 7)));

/** The slow request and `/health` sent together; both answers. */
async function besideHealth<T>(slow: Promise<T>) {
  const [answer, health] = await Promise.all([slow, host.api().GET('/health')]);
  return { answer, health: health.response.status };
}

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'slow.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'slow.admin@fabrikam.test', name: 'Slow Admin' });
  await ok(api().GET('/api/admin/me'));
  roKey = (await ok(api().POST('/api/admin/api-keys', { body: { name: 'ci lint', access: ['templates'] } }))).secret;
});
afterAll(() => host?.close());

describe('slow inputs are answered while /health answers', () => {
  it('POST /api/admin/lint with {{ and spaces at the size limit, from a read-only key: 200, and /health 200', async () => {
    const { answer, health } = await besideHealth(host.api(roKey).POST('/api/admin/lint', { body: { html: BRACES_THEN_SPACES } }));
    expect([answer.response.status, health]).toEqual([200, 200]);
    expect(answer.data!.errors).toBe(answer.data!.findings.filter((f) => f.severity === 'error').length);

    const long = await besideHealth(api().POST('/api/admin/lint', { body: { html: LONG_TAG } }));
    expect([long.answer.response.status, long.health]).toEqual([200, 200]);
  });

  it('POST /api/admin/lint refuses elements nested deeper than the limit with 400 before parsing them', async () => {
    const deep = '<div>'.repeat(MAX_BODY_CHARS / 5);
    const { answer, health } = await besideHealth(api().POST('/api/admin/lint', { body: { html: deep } }));
    expect([...statusAndCode(answer), health]).toEqual([400, 'invalid_request', 200]);
    expect(JSON.stringify(answer.error)).toContain(`at most ${MAX_NESTING} deep`);
    expect((await api().POST('/api/admin/lint', { body: { html: '<div>'.repeat(MAX_NESTING) } })).response.status).toBe(200);
  });

  it('saving {{ and spaces, or a tag of spaces, as a working copy: 400 invalid_request, the template unchanged', async () => {
    const created = await ok(api().POST('/api/admin/templates', { body: { name: 'Slow copy', html: '<p>{{displayName}}</p>' } }));
    const before = await ok(api().GET('/api/admin/templates/{id}', path(created.id)));
    for (const html of [BRACES_THEN_SPACES, LONG_TAG]) {
      const { answer, health } = await besideHealth(api().PUT('/api/admin/templates/{id}/draft', { ...path(created.id), body: { html } }));
      expect([...statusAndCode(answer), health]).toEqual([400, 'invalid_request', 200]);
      expect(JSON.stringify(answer.error)).toMatch(/never closed|spaces in a row/);
    }
    expect(await ok(api().GET('/api/admin/templates/{id}', path(created.id)))).toEqual(before);
  });

  it('PUT /api/admin/asset/:name with <!----> repeated: 400 unsupported_image_type, /health 200, nothing stored', async () => {
    const before = await ok(api().GET('/api/admin/assets'));
    for (const bytes of [COMMENTS_SHORT, COMMENTS_AT_LIMIT]) {
      const { answer, health } = await besideHealth(
        api().PUT('/api/admin/asset/{name}', { ...asset('comments.png'), body: { base64: bytes.toString('base64') } }),
      );
      expect([...statusAndCode(answer), health]).toEqual([400, 'unsupported_image_type', 200]);
    }
    expect(await ok(api().GET('/api/admin/assets'))).toEqual(before);
    expect((await api().GET('/api/admin/asset/{name}', asset('comments.png'))).response.status).toBe(404);
  });

  it('importing a template whose image is <!----> repeated: 400 naming the image, /health 200, nothing created', async () => {
    const templates = (await ok(api().GET('/api/admin/templates'))).templates.length;
    const bundle = {
      format: 'signature-template' as const,
      formatVersion: 1 as const,
      template: { name: 'Imported', html: '<p>{{displayName}}</p><img src="cid:logo.png" alt="Logo">', tracking: false },
      images: [{ name: 'logo.png', contentType: 'image/png' as const, base64: COMMENTS_AT_LIMIT.toString('base64') }],
    };
    const { answer, health } = await besideHealth(api().POST('/api/admin/templates/import', { body: bundle }));
    expect([...statusAndCode(answer), health]).toEqual([400, 'invalid_request', 200]);
    expect(JSON.stringify(answer.error)).toContain('images.0');
    expect((await ok(api().GET('/api/admin/templates'))).templates.length).toBe(templates);
    expect((await api().GET('/api/admin/asset/{name}', asset('logo.png'))).response.status).toBe(404);
  });
});
