import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeSignatureHtml } from '../../shared/rendering/sanitize.js';
import { renderTemplate } from '../../shared/rendering/template.js';
import { buildView, sampleView } from '../../shared/rendering/view.js';
import { MAX_BODY_CHARS } from '../../shared/templates/schemas.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/**
 * Preview and lint answer a body at its size limit in slices, letting other requests run between them (the stall
 * bench measures how long each holds the event loop). The answers are the ones the same bodies had when each request
 * was answered all at once: the digests below were taken from that code, and the preview is also compared with the
 * synchronous functions it is made of.
 */
let host: TestHost;
let tenant: string;
let admin: string;

const api = () => host.api(admin);
const digest = (answer: unknown) => createHash('sha256').update(JSON.stringify(answer)).digest('hex');

/** A busy, realistic signature grown to the size limit (as the stall bench's): tables, styles, links, images, placeholders. */
function bigSignature(): string {
  const row = (i: number) =>
    `<tr><td style="padding:4px 8px;font-family:Arial,sans-serif;font-size:13px;color:#333333">` +
    `<strong style="color:#0b5394">{{displayName}}</strong> · {{jobTitle}} {{custom.unknown}}<br>` +
    `<a href="https://www.example.com/offer/${i}" style="color:#0b5394" onclick="x()">example.com</a> ` +
    `<img src="https://www.example.com/logo.png" alt="Example" width="120" height="40" style="display:block;border:0"></td></tr>\n`;
  let body = '<table cellpadding="0" cellspacing="0" border="0">\n<tr><td><img src="cid:missing.png"></td></tr>\n';
  for (let i = 0; body.length < MAX_BODY_CHARS - 400; i++) body += row(i);
  return `${body}</table>`;
}
const BIG = bigSignature();

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'long.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'long.admin@fabrikam.test', name: 'Long Admin' });
  await ok(api().GET('/api/admin/me'));
});
afterAll(() => host?.close());

describe('a body at the size limit, answered in slices', () => {
  it('POST /api/admin/preview: the same answer as the synchronous rendering, and as before', async () => {
    expect(BIG.length).toBeGreaterThan(MAX_BODY_CHARS - 400);
    const answer = await ok(api().POST('/api/admin/preview', { body: { html: BIG } }));
    const checked = host.services.templates.check(BIG);
    const t = (await host.services.tenants.get(tenant))!;
    const html = sanitizeSignatureHtml(renderTemplate(checked, buildView(sampleView({ name: t.name, domains: t.domains }))));
    expect(answer.html).toBe(html);
    expect([answer.length, answer.limit]).toEqual([html.length, 30_000]);
    expect(answer.warnings.map((w) => [w.code, w.item])).toEqual([
      ['content_removed', 'onclick attribute on <a>'],
      ['unknown_placeholder', 'custom.unknown'],
      ['missing_image', 'missing.png'],
    ]);
    expect(digest(answer)).toBe('552a229dbca080bfb68476669d06cc6e649441eae40c167588542760cbeeb47d');
  });

  it('POST /api/admin/lint: the same findings and length as before', async () => {
    const answer = await ok(api().POST('/api/admin/lint', { body: { html: BIG } }));
    expect(answer.errors).toBe(answer.findings.filter((f) => f.severity === 'error').length);
    expect(digest(answer)).toBe('c157ac9b7d672347f64c9151ea67dece036f2c7b3c00436a1dec89225088a91a');
  });
});
