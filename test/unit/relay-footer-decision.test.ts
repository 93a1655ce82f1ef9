import { describe, expect, it } from 'vitest';
import type { BannerOrFooter } from '../../shared/banners-footers/schemas.js';
import { BannersFootersService } from '../../shared/banners-footers/service.js';
import type { ResolvedMailbox } from '../../shared/directory/resolver.js';
import { insideOnly, insideOrOutside, recipientFacts, type RecipientFacts } from '../../shared/rules/recipients.js';
import { markedRecipients, markToken } from '../../shared/server-side/mark.js';

/** What the relay adds to a message the add-in signed for other recipients than it goes to (pure parts). */

const INTERNAL = new Set(['contoso.example', 'partner.example']);
const facts = (...domains: string[]) => recipientFacts(domains, INTERNAL)!;
const mailbox: ResolvedMailbox = {
  requested: 'ann@contoso.example',
  primary: 'ann@contoso.example',
  user: { id: 'u1', businessPhones: [], proxyAddresses: [], mailboxType: 'user', department: 'Sales' },
  groups: [],
};
const block = (name: string, kind: BannerOrFooter['kind'], audience: BannerOrFooter['audience']): BannerOrFooter => ({
  id: `b_${name}00`,
  kind,
  name,
  html: `<p>${name}</p>`,
  active: true,
  startsAt: null,
  endsAt: null,
  audience,
  position: 'above',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'test',
});
const BLOCKS = [
  block('Legal', 'footer', { attribute: 'recipients', operator: 'anyExternal' }),
  block('Colleagues', 'footer', { attribute: 'recipients', operator: 'allInternal' }),
  block('Everyone', 'footer', 'everyone'),
  block('Sales', 'footer', { attribute: 'department', operator: 'equals', value: 'Sales' }),
  block('German', 'footer', { attribute: 'recipients', operator: 'anyInCountries', value: ['de'] }),
  block('Campaign', 'banner', { attribute: 'recipients', operator: 'anyExternal' }),
];
const service = new BannersFootersService(null as never, {
  outbox: { commit: async () => null as never },
  clock: { now: () => new Date() },
});
const added = (then: RecipientFacts | null, now: RecipientFacts | null) => service.composeAdded(BLOCKS, mailbox, then, now);

describe("the add-in's mark: whom the signature was made for", () => {
  it.each([
    ['template=t1; version=3; recipients=internal', 'internal'],
    ['template=t1; version=3; recipients=external', 'external'],
    ['template=t1;version=3;Recipients = EXTERNAL ', 'external'],
    ['template=t1; version=3', null],
    ['template=t1; version=3; recipients=', null],
    ['template=t1; version=3; recipients=everyone', null],
    ['t1; v=1', null],
    ['', null],
    [null, null],
  ])('%j says %j', (mark, said) => expect(markedRecipients(mark)).toBe(said));

  it('reads the first recipients part and a long mark within its bound', () => {
    expect(markedRecipients('recipients=internal; recipients=external')).toBe('internal');
    expect(markedRecipients(`template=t1; ${'x;'.repeat(5000)} recipients=external`)).toBeNull();
  });

  it('reads the token the signature route issued, as written, or none', () => {
    expect(markToken('template=t1; version=3; recipients=internal; token=20522.abcDEF-_0123456789abcd')).toBe(
      '20522.abcDEF-_0123456789abcd',
    );
    expect(markToken('template=t1;Token = 20522.x ;version=3')).toBe('20522.x');
    expect([markToken('template=t1; version=3'), markToken('template=t1; token='), markToken(null)]).toEqual([null, null, null]);
    expect(markToken(`template=t1; ${'x;'.repeat(5000)} token=20522.x`)).toBeNull();
  });
});

describe('the recipients a signature for inside recipients was made for', () => {
  it("are the envelope's inside ones, and all inside even when none is left", () => {
    const then = insideOnly(facts('contoso.example', 'shop.example.de', 'sales.partner.example'));
    expect(then).toEqual({
      domains: [
        { domain: 'contoso.example', internal: true, country: null },
        { domain: 'sales.partner.example', internal: true, country: null },
      ],
      anyExternal: false,
      allInternal: true,
      countries: [],
    });
    expect(insideOnly(facts('example.org'))).toMatchObject({ domains: [], allInternal: true, anyExternal: false });
  });

  it('are named internal, external or not known', () => {
    expect([
      insideOrOutside(facts('contoso.example')),
      insideOrOutside(facts('contoso.example', 'x.example')),
      insideOrOutside(null),
    ]).toEqual(['internal', 'external', null]);
  });
});

describe('the banners and footers the relay adds', () => {
  it('are those by recipients that show now and did not for inside recipients: banners first, each by name', () => {
    const now = facts('contoso.example', 'shop.example.de');
    const result = added(insideOnly(now), now);
    expect([result.html, result.added]).toEqual(['<p>Campaign</p><p>German</p><p>Legal</p>', 3]);
  });

  it('leave out what showed already: for everyone, by the sender, or a country an inside recipient was in', () => {
    const now = facts('contoso.de', 'example.org');
    // A German office inside the organisation already had the German footer: only the external ones are new.
    const inside = new Set([...INTERNAL, 'contoso.de']);
    const withOffice = recipientFacts(['contoso.de', 'example.org'], inside)!;
    expect(added(insideOnly(withOffice), withOffice).html).toBe('<p>Campaign</p><p>Legal</p>');
    expect(added(insideOnly(now), now).html).toBe('<p>Campaign</p><p>German</p><p>Legal</p>');
  });

  it('are every one by recipients that shows now when the mark did not say', () => {
    expect(added(null, facts('contoso.example', 'example.org')).html).toBe('<p>Campaign</p><p>Legal</p>');
  });

  it('are none when the message goes only inside, or nothing by recipients shows', () => {
    const only = facts('contoso.example');
    expect(added(insideOnly(only), only)).toEqual({ html: '', validUntil: null, added: 0 });
    expect(service.composeAdded(BLOCKS.slice(2, 4), mailbox, null, facts('example.org'))).toEqual({ html: '', validUntil: null, added: 0 });
  });
});
