import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { PARTNER_AGREEMENT_VERSION } from '../../shared/partner/records.js';
import { ok } from '../helpers/api.js';
import { TENANT_A, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/**
 * The partner console's activity log in its reader's language: one stored entry, written when read in the person's
 * own choice, else their browser's (`Accept-Language`), else English; the entry's facts never change.
 */

const id = { partner: crypto.randomUUID() };
const fabrikam = testDirectoryFixture.tenants[TENANT_A];
const fixture = { tenants: { [id.partner]: fabrikam } };
const OWNER = { tenant: id.partner, user: 'ann.lee@fabrikam.test', name: 'Ann Lee' };

let host: TestHost;
let owner: string;

type PartnerEvent = { action: string; details: unknown; summary: string };
const accepted = async (language?: string) => {
  const res = await host.call('GET', '/api/admin/partner/events?limit=50', {
    token: owner,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.status).toBe(200);
  return (res.json.events as PartnerEvent[]).find((e) => e.action === 'agreement.accepted')!;
};

beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(fixture), people: fixture });
  await host.onboard(id.partner);
  owner = await host.token(OWNER);
  expect((await ok(host.api(owner).GET('/api/admin/me'))).role).toBe('Admin');
  await ok(host.api(owner).POST('/api/admin/partner/agreement/accept', { body: { version: PARTNER_AGREEMENT_VERSION } }));
});
afterAll(() => host?.close());

describe('the partner activity log', () => {
  it('writes one stored entry in each reader’s language: their choice first, else their browser’s', async () => {
    const english = await accepted();
    expect(english.summary).toBe(`Accepted the partner agreement, version ${PARTNER_AGREEMENT_VERSION}, becoming the first Owner`);
    const german = await accepted('de-DE,de;q=0.9,en;q=0.8');
    expect(german.summary).toBe(`Partnervereinbarung angenommen (Version ${PARTNER_AGREEMENT_VERSION}) und damit erster Inhaber geworden`);
    expect(german.details).toEqual(english.details);
    expect((await accepted('nl-BE')).summary).toBe(
      `Partnerovereenkomst geaccepteerd (versie ${PARTNER_AGREEMENT_VERSION}) en daarmee de eerste eigenaar geworden`,
    );

    await ok(host.api(owner).PUT('/api/me/preferences', { body: { language: 'de' } }));
    try {
      expect((await accepted()).summary).toBe(german.summary);
      expect((await accepted('fr')).summary).toBe(german.summary);
    } finally {
      await ok(host.api(owner).PUT('/api/me/preferences', { body: { language: null } }));
    }
    expect((await accepted()).summary).toBe(english.summary);
  });
});
