// What leaves the service is what was checked: a banner, a footer or a profile value cannot carry into the composed
// signature what sanitising removed, on any route that composes.
import type { Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_SLOT } from '../../shared/designs/render.js';
import type { OutboxTransport } from '../../shared/mail/transport.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
let staff: string;

const MAILBOX = 'cleo.martin@fabrikam.test';
/** Where the test e-mail goes: an inbox no other test file counts the messages of exactly (the outbox is shared). */
const INBOX = 'eva.jansen@fabrikam.test';
/** Every replacement pattern of String.prototype.replace, and markup the banner's sanitising removes. */
const PATTERNS = "$' $& $` $1 $$";
const BANNER = `<p title="${PATTERNS}">Spring sale ${PATTERNS} <b onmouseover="alert(1)">now</b></p>`;
const BANNER_TEXT = `Spring sale ${PATTERNS} now`;
/** Quotes on both sides of the slot (as a designed signature has), and a profile value after it. */
const TEMPLATE =
  `<table role="presentation" style="border-collapse:collapse"><tr><td style="color:#333333" title="name">{{displayName}}</td></tr>` +
  `${BANNER_SLOT}<tr><td title="after">{{custom.motto}} <a href="https://fabrikam.example/offers" title="offers">Offers</a></td></tr></table>`;
/** Text that reads as attributes once it lands inside a tag; it needs no character the escaper changes. */
const MOTTO = 'x onmouseover=alert(1) onfocus=alert(2) autofocus href=javascript:alert(3) y';

/** Elements, attribute names and values that could act, found by a real parser. */
function acting(html: string) {
  const elements = findAll(() => true, parseDocument(html).children);
  return {
    handlers: elements.flatMap((e: Element) => Object.keys(e.attribs).filter((a) => /^on/i.test(a))),
    scriptUrls: elements.flatMap((e: Element) => Object.values(e.attribs).filter((v) => /^\s*(javascript|vbscript|data:text)/i.test(v))),
    scripts: elements.filter((e) => ['script', 'iframe', 'object', 'embed', 'svg'].includes(e.name)).map((e) => e.name),
  };
}
const NOTHING = { handlers: [], scriptUrls: [], scripts: [] };
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The composed signature of `MAILBOX` through each route that composes. */
const routes: [string, () => Promise<string>][] = [
  [
    'POST /api/signature',
    async () => {
      const token = await host.token({ tenant, user: MAILBOX, scope: 'access_as_user' });
      return (await ok(host.api(token).POST('/api/signature', { body: {} }))).html;
    },
  ],
  [
    'POST /api/signature/download',
    async () => {
      const token = await host.token({ tenant, user: MAILBOX, scope: 'access_as_user' });
      const res = await host.api(token).POST('/api/signature/download', { body: {}, parseAs: 'text' });
      expect(res.response.status).toBe(200);
      return res.data!;
    },
  ],
  [
    'GET /api/admin/download',
    async () => {
      const res = await host.api(admin).GET('/api/admin/download', { params: { query: { email: MAILBOX } }, parseAs: 'text' });
      expect(res.response.status).toBe(200);
      return res.data!;
    },
  ],
  [
    'GET /api/me/signature',
    async () => {
      const res = await host.api(staff).GET('/api/me/signature', { params: { query: { type: 'new' } }, parseAs: 'text' });
      expect(res.response.status).toBe(200);
      return res.data!;
    },
  ],
  [
    'POST /api/me/signature/preview',
    async () => (await ok(host.api(staff).POST('/api/me/signature/preview', { body: { values: { motto: MOTTO } } }))).html,
  ],
  [
    'POST /api/admin/test-email',
    async () => {
      const { id } = await ok(host.api(admin).POST('/api/admin/test-email', { body: { to: INBOX, email: MAILBOX } }));
      const sent = await (host.services.mail.transport as OutboxTransport).messages();
      return sent.find((m) => m.id === id)!.html;
    },
  ],
];

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'splice.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'splice.admin@fabrikam.test' });
  staff = await host.token({ tenant, user: MAILBOX });
  await ok(host.api(admin).GET('/api/admin/me'));
  await ok(host.api(admin).POST('/api/admin/profile-fields', { body: { key: 'motto', label: 'Motto', type: 'text' } }));
  await ok(host.api(staff).PUT('/api/me/profile', { body: { values: { motto: MOTTO } } }));
  const { id } = await createPublishedWith(host.api(admin), { name: 'Slotted', html: TEMPLATE });
  await ok(host.api(admin).PUT('/api/admin/templates/{id}/tracking', { params: { path: { id } }, body: { tracking: true } }));
  await ok(host.api(admin).PUT('/api/admin/roles', { body: { new: id, reply: id } }));
  await ok(host.api(admin).POST('/api/admin/banners', { body: { name: 'Patterns', html: BANNER } }));
});
afterAll(() => host.close());

describe('a banner full of replacement patterns in the slot of a signature', () => {
  it.each(routes)('leaves %s with no handler, no script URL, and the banner once, as text', async (_route, composed) => {
    const html = await composed();
    expect(acting(html)).toEqual(NOTHING);
    const text = textContent(parseDocument(html));
    expect(occurrences(text, BANNER_TEXT)).toBe(1);
    expect(occurrences(text, 'Offers')).toBe(1);
    expect(occurrences(text, MOTTO)).toBe(1);
    expect(html).not.toContain('banner-slot');
    const titles = findAll((e) => e.attribs.title !== undefined, parseDocument(html).children).map((e) => e.attribs.title);
    expect(titles.filter((t) => t.includes('Spring') || t.startsWith('$'))).toEqual([PATTERNS]);
  });
});

describe('blocks and values that try to close the slot', () => {
  const CLOSING = [
    '</td></tr></table><table><tr><td onmouseover="alert(1)"><a href="javascript:alert(1)">closing</a></td></tr></table><table><tr><td>',
    `<p title="$'"><img src="x" onerror="alert(1)">$\`</p>`,
    '<tr><td title="banner-slot"></td></tr><svg onload="alert(1)"></svg><p>inner slot</p>',
  ];

  beforeAll(async () => {
    await ok(host.api(admin).POST('/api/admin/banners', { body: { name: 'Closing', html: CLOSING[0], position: 'above' } }));
    await ok(host.api(admin).POST('/api/admin/footers', { body: { name: 'Closing footer', html: CLOSING[1] } }));
    await ok(host.api(admin).POST('/api/admin/banners', { body: { name: 'Slot in a banner', html: CLOSING[2] } }));
    await ok(host.api(staff).PUT('/api/me/profile', { body: { values: { motto: `"><img src=x onerror=alert(1)> $' ${MOTTO}` } } }));
  });

  it.each(routes.filter(([r]) => r !== 'POST /api/me/signature/preview'))('leaves %s with nothing that acts', async (_route, composed) => {
    const html = await composed();
    expect(acting(html)).toEqual(NOTHING);
    const text = textContent(parseDocument(html));
    expect(occurrences(text, 'closing')).toBe(1);
    expect(occurrences(text, 'inner slot')).toBe(1);
    expect(occurrences(text, `"><img src=x onerror=alert(1)> $' ${MOTTO}`)).toBe(1);
  });
});
