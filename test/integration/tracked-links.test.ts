import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
const OFFERS = 'https://fabrikam.example/offers';
const TEMPLATE =
  `<p>{{displayName}} <a href="${OFFERS}">Offers</a> <a href="{{custom.website}}">My site</a>` +
  ` <a href="https://fabrikam.example/people/{{custom.handle}}">Profile</a></p>`;

const adminApi = () => host.api(admin);
const signatureOf = async (user: string) =>
  (await ok(host.api(await host.token({ tenant, user, scope: 'access_as_user' })).POST('/api/signature', { body: {} }))).html;
/** The tracked links of a signature: slug and the text they carry. */
const trackedIn = (html: string) =>
  [...html.matchAll(/href="[^"]*\/r\/([A-Za-z0-9_-]+)"[^>]*>([^<]*)</g)].map(([, slug, text]) => ({ slug, text }));
const redirect = (slug: string) => host.call('GET', `/r/${slug}`);
const setValues = (email: string, values: Record<string, string>) =>
  ok(adminApi().PUT('/api/admin/profile-values/{email}', { params: { path: { email } }, body: { values } }));

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'links.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'links.admin@fabrikam.test' });
  await ok(adminApi().GET('/api/admin/me'));
  for (const field of [
    { key: 'website', label: 'Website', type: 'url' as const },
    { key: 'handle', label: 'Handle', type: 'text' as const },
  ]) {
    await ok(adminApi().POST('/api/admin/profile-fields', { body: field }));
  }
  const id = (await createPublishedWith(adminApi(), { name: 'Tracked', html: TEMPLATE })).id;
  await ok(adminApi().PUT('/api/admin/templates/{id}/tracking', { params: { path: { id } }, body: { tracking: true } }));
  await ok(adminApi().PUT('/api/admin/roles', { body: { new: id, reply: id } }));
});
afterAll(() => host.close());

describe('tracked links', () => {
  it('tracks only the template’s own links: a staff member’s url value never becomes an /r/ link', async () => {
    await setValues('ann.lee@fabrikam.test', { website: 'https://evil.example/phish', handle: 'ann' });
    await setValues('ben.okafor@fabrikam.test', { website: 'https://elsewhere.example/', handle: 'ben' });
    const ann = await signatureOf('ann.lee@fabrikam.test');
    const ben = await signatureOf('ben.okafor@fabrikam.test');

    expect(ann).toContain('href="https://evil.example/phish"');
    expect(ann).toContain('href="https://fabrikam.example/people/ann"');
    const annTracked = trackedIn(ann);
    expect(annTracked.map((l) => l.text)).toEqual(['Offers']);
    // Every link the organisation tracks points where its published template does, whoever's values were shown.
    expect(trackedIn(ben)).toEqual(annTracked);
    const targets = (await host.services.links.links(tenant)).links.map((l) => l.target);
    expect(targets).toEqual([OFFERS]);

    const go = await redirect(annTracked[0].slug);
    expect([go.status, go.headers.get('location')]).toEqual([302, OFFERS]);
    // A query cannot point the slug elsewhere.
    expect((await host.call('GET', `/r/${annTracked[0].slug}?target=https://evil.example`)).headers.get('location')).toBe(OFFERS);
  });

  it('answers 404 like an unknown slug while the organisation is suspended or pending deletion, and redirects again after', async () => {
    const [{ slug }] = trackedIn(await signatureOf('ann.lee@fabrikam.test'));
    const unknown = await redirect('AAAAAAAAAAAA');
    for (const [lever, back] of [
      ['suspend', 'resume'],
      ['schedule-deletion', 'restore'],
    ] as const) {
      await host.services.tenants.pullLever(tenant, lever);
      try {
        const res = await redirect(slug);
        expect([res.status, res.json]).toEqual([404, unknown.json]);
        expect(res.headers.get('location')).toBeNull();
      } finally {
        await host.services.tenants.pullLever(tenant, back);
      }
    }
    expect((await redirect(slug)).headers.get('location')).toBe(OFFERS);
  });
});
