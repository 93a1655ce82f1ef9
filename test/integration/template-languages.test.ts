import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../shared/auth/principal.js';
import { inRollout } from '../../shared/rollouts/service.js';
import { FixtureDirectory, type DirectoryFixture } from '../../shared/directory/fixture.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { expectEvery } from '../helpers/expect-every.js';
import { TENANT_A, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

// Language variants over the real service: a template's variants travel with its drafts, versions, rollbacks and
// rollouts, and the add-in's answer gives the variant the sender's preferred language (or the recipients) choose.

const TENANT = crypto.randomUUID();
const ADMIN = 'ann.lee@fabrikam.test';
const GERMAN = 'ben.okafor@fabrikam.test';
const CANADIAN = 'cleo.martin@fabrikam.test';
const SVG = '<img src="https://cdn.example.com/logo.svg" alt="Logo" width="120" height="40">';

// The test directory's first organisation, with two people who prefer another language.
const base = testDirectoryFixture.tenants[TENANT_A];
const fixture: DirectoryFixture = {
  tenants: {
    [TENANT]: {
      ...base,
      users: (base.users ?? []).map((u) =>
        u.mail === GERMAN ? { ...u, preferredLanguage: 'de-DE' } : u.mail === CANADIAN ? { ...u, preferredLanguage: 'fr-CA' } : u,
      ),
    },
  },
};

let host: TestHost;
let admin: string;
const api = () => host.api(admin);
const path = (id: string) => ({ params: { path: { id } } });
const templateOf = (id: string) => ok(api().GET('/api/admin/templates/{id}', path(id)));
const sig = async (user: string) =>
  ok(host.api(await host.token({ tenant: TENANT, user, scope: 'access_as_user' })).POST('/api/signature', { body: { type: 'new' } }));
/** What the template is, as read back (ETag aside): a refused call must leave it exactly so. */
const state = async (id: string) => ({
  template: await templateOf(id),
  versions: await ok(api().GET('/api/admin/templates/{id}/versions', path(id))),
});

const DE_V1 = '<p>Mit freundlichen Grüßen, {{displayName}}</p>';
const DEFAULT_V1 = '<p>Kind regards, {{displayName}}</p>';

beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(fixture), people: fixture });
  await host.onboard(TENANT, ADMIN);
  admin = await host.token({ tenant: TENANT, user: ADMIN });
  await ok(api().GET('/api/admin/me'));
});
afterAll(() => host.close());

describe('a template with language variants', () => {
  let id: string;

  it('is created, published and given by the sender’s preferred language, else its default', async () => {
    const created = await api().POST('/api/admin/templates', {
      body: {
        name: 'Multilingual',
        html: DEFAULT_V1,
        variants: [{ language: 'DE', html: DE_V1 }],
        languageBy: { countries: { '.AT': 'de', de: 'de' }, domains: {} },
      },
    });
    expect(created.response.status).toBe(201);
    expect(created.data!.draft).toMatchObject({
      html: DEFAULT_V1,
      variants: [{ language: 'de', html: DE_V1 }],
      languageBy: { countries: { at: 'de', de: 'de' }, domains: {} },
    });
    id = created.data!.id;
    const published = await ok(api().POST('/api/admin/templates/{id}/publish-draft', path(id)));
    expect(published).toMatchObject({ version: 1, html: DEFAULT_V1, variants: [{ language: 'de', html: DE_V1 }], draft: null });
    await ok(api().PUT('/api/admin/roles', { body: { new: id, reply: null } }));

    expect(await sig(GERMAN)).toMatchObject({
      templateId: id,
      version: 1,
      language: 'de',
      html: DE_V1.replace('{{displayName}}', 'Ben Okafor'),
    });
    // Cleo prefers Canadian French: there is no French variant, so she gets the default.
    expect(await sig(CANADIAN)).toMatchObject({ version: 1, language: null, html: DEFAULT_V1.replace('{{displayName}}', 'Cleo Martin') });
    expect(await sig(ADMIN)).toMatchObject({ language: null, html: DEFAULT_V1.replace('{{displayName}}', 'Ann Lee') });
  });

  it('keeps its variants when a draft or a publish names only the default HTML', async () => {
    const saved = await ok(
      api().PUT('/api/admin/templates/{id}/draft', { ...path(id), body: { html: '<p>Regards, {{displayName}}</p>' } }),
    );
    expect(saved.draft).toMatchObject({ html: '<p>Regards, {{displayName}}</p>', variants: [{ language: 'de', html: DE_V1 }] });
    await ok(api().DELETE('/api/admin/templates/{id}/draft', path(id)));
    const published = await ok(api().PUT('/api/admin/templates/{id}', { ...path(id), body: { html: DEFAULT_V1.replace('Kind', 'Warm') } }));
    expect(published).toMatchObject({ version: 2, variants: [{ language: 'de', html: DE_V1 }] });
    expect(await sig(GERMAN)).toMatchObject({ version: 2, language: 'de' });
  });

  it('publishes new variants, and a rollback brings the old ones back exactly', async () => {
    const v3 = await ok(
      api().PUT('/api/admin/templates/{id}', {
        ...path(id),
        body: {
          html: DEFAULT_V1,
          variants: [
            { language: 'de', html: '<p>Viele Grüße, {{displayName}}</p>' },
            { language: 'fr', html: '<p>Cordialement, {{displayName}}</p>' },
          ],
        },
      }),
    );
    expect(v3).toMatchObject({ version: 3, languageBy: { countries: { at: 'de', de: 'de' } } });
    expect('variants' in v3 && v3.variants.map((v) => v.language)).toEqual(['de', 'fr']);
    expect(await sig(CANADIAN)).toMatchObject({ version: 3, language: 'fr', html: '<p>Cordialement, Cleo Martin</p>' });
    expect(await sig(GERMAN)).toMatchObject({ language: 'de', html: '<p>Viele Grüße, Ben Okafor</p>' });

    const back = await ok(api().POST('/api/admin/templates/{id}/rollback', { ...path(id), body: { version: 1 } }));
    expect(back).toMatchObject({ version: 4, html: DEFAULT_V1, variants: [{ language: 'de', html: DE_V1 }] });
    expect(await sig(CANADIAN)).toMatchObject({ version: 4, language: null });
    expect(await sig(GERMAN)).toMatchObject({ version: 4, language: 'de', html: DE_V1.replace('{{displayName}}', 'Ben Okafor') });
  });

  it('chooses by the recipients’ domains passed down the signature path', async () => {
    const ann = (await host.services.resolver.resolve(TENANT, ADMIN))!;
    const person = { kind: 'person', email: ADMIN, tenantId: TENANT } as Person;
    const forRecipients = async (domains?: string[]) => {
      const res = await host.services.signature.forAddin(TENANT, person, undefined, 'new', domains);
      expect(res.status).toBe(200);
      return JSON.parse(res.body as string) as { language: string | null; html: string };
    };
    expect(ann.user.preferredLanguage ?? null).toBeNull();
    expect(await forRecipients(['kunde.at'])).toMatchObject({ language: 'de', html: DE_V1.replace('{{displayName}}', 'Ann Lee') });
    // The answer cache keys on the recipients: the same mailbox without them gets the default.
    expect(await forRecipients()).toMatchObject({ language: null });
    expect(await forRecipients(['example.com'])).toMatchObject({ language: null });
    expect(await forRecipients(['kunde.at'])).toMatchObject({ language: 'de' });
    // Ben prefers German, but a recipient in a country the map gives no variant to does not change that.
    const ben = { kind: 'person', email: GERMAN, tenantId: TENANT } as Person;
    const benAnswer = await host.services.signature.forAddin(TENANT, ben, undefined, 'new', ['example.co.uk']);
    expect(JSON.parse(benAnswer.body as string)).toMatchObject({ language: 'de' });
  });

  it('rolls out a candidate with its variants', async () => {
    const rollout = { percentage: 99, minHours: 0, minApplies: 1, maxFailureRateIncrease: 0.5, autoPromote: false };
    const started = await api().PUT('/api/admin/templates/{id}', {
      ...path(id),
      body: { html: DEFAULT_V1, variants: [{ language: 'de', html: '<p>Beste Grüße, {{displayName}}</p>' }], rollout },
    });
    expect(started.response.status).toBe(202);
    // Someone inside the rollout's share, writing to a recipient in Austria, gets the candidate's German.
    const inside = [GERMAN, ADMIN, CANADIAN, 'dev.patel@fabrikam.test'].find((m) => inRollout(id, m, 99))!;
    const person = { kind: 'person', email: inside, tenantId: TENANT } as Person;
    const answer = await host.services.signature.forAddin(TENANT, person, undefined, 'new', ['kunde.at']);
    expect(JSON.parse(answer.body as string)).toMatchObject({ version: 5, language: 'de', html: expect.stringContaining('Beste Grüße') });
    const promoted = await ok(api().POST('/api/admin/templates/{id}/rollout/promote', path(id)));
    expect(promoted).toMatchObject({ state: 'promoted' });
    expect(await templateOf(id)).toMatchObject({ version: 5, variants: [{ language: 'de', html: '<p>Beste Grüße, {{displayName}}</p>' }] });
  });

  it('is linted variant by variant, and a fault in a variant refuses the publish naming it', async () => {
    const before = await state(id);
    const res = await api().PUT('/api/admin/templates/{id}', {
      ...path(id),
      body: { html: DEFAULT_V1, variants: [{ language: 'de', html: `<p>{{displayName}}</p>${SVG}` }] },
    });
    expect(statusAndCode(res)).toEqual([422, 'signature_faults']);
    const svg = (res.error!.findings ?? []).filter((f) => f.rule === 'svg-image');
    expect(svg.length).toBeGreaterThan(0);
    expectEvery(svg, (f) => expect(f.variant).toBe('de'));
    expect(res.error!.message).toContain('In the de variant');
    expect(await state(id)).toEqual(before);

    // A template never published shows its working copy: its lint names the variant a finding is in.
    const unpublished = await ok(
      api().POST('/api/admin/templates', {
        body: { name: 'Faulty French', html: '<p>x</p>', variants: [{ language: 'fr', html: `<p>y</p>${SVG}` }] },
      }),
    );
    const ofTemplate = await ok(api().POST('/api/admin/lint', { body: { templateId: unpublished.id } }));
    expect(ofTemplate.findings.filter((f) => f.rule === 'svg-image').map((f) => [f.variant, f.line])).toEqual([['fr', 1]]);
    await ok(
      api().DELETE('/api/admin/templates/{id}', {
        ...path(unpublished.id),
        params: { ...path(unpublished.id).params, query: { purge: 'true' } },
      }),
    );
  });

  it('refuses variants and maps that are not valid, with their field, changing nothing', async () => {
    const before = await state(id);
    const publish = (body: Record<string, unknown>) =>
      api().PUT('/api/admin/templates/{id}', { ...path(id), body: { html: DEFAULT_V1, ...body } as never });
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ variants: [{ language: 'german', html: '<p>x</p>' }] }, 400, 'invalid_request', 'variants.0.language'],
      [
        {
          variants: [
            { language: 'de', html: '<p>a</p>' },
            { language: 'de', html: '<p>b</p>' },
          ],
        },
        400,
        'invalid_request',
        'variants.1.language',
      ],
      [
        { variants: Array.from({ length: 21 }, (_, i) => ({ language: `a${String.fromCharCode(97 + i)}`, html: '<p>x</p>' })) },
        400,
        'invalid_request',
        'variants',
      ],
      [{ variants: [{ language: 'de', html: '<script>x</script>' }] }, 400, 'empty_template', 'variants.0.html'],
      [{ variants: [{ language: 'de', html: '<p>{{#if}}</p>' }] }, 400, 'invalid_request', 'variants.0.html'],
      [{ languageBy: { countries: { germany: 'de' } } }, 400, 'invalid_request', 'languageBy.countries.germany'],
      [{ languageBy: { domains: { 'not a domain': 'fr' } } }, 400, 'invalid_request', 'languageBy.domains.not a domain'],
    ];
    for (const [body, status, code, field] of cases) {
      const res = await publish(body);
      expect(statusAndCode(res), field).toEqual([status, code]);
      expect(Object.keys((res.error as { fields?: Record<string, string> }).fields ?? {}), field).toContain(field);
    }
    const draft = await api().PUT('/api/admin/templates/{id}/draft', {
      ...path(id),
      body: { html: DEFAULT_V1, variants: [{ language: 'x', html: '<p>x</p>' }] },
    });
    expect(statusAndCode(draft)).toEqual([400, 'invalid_request']);
    expect(await state(id)).toEqual(before);
  });

  it('gives variants up when a publish says `variants: []`', async () => {
    const published = await ok(api().PUT('/api/admin/templates/{id}', { ...path(id), body: { html: DEFAULT_V1, variants: [] } }));
    expect(published).toMatchObject({ variants: [] });
    expect(await sig(GERMAN)).toMatchObject({ language: null, html: DEFAULT_V1.replace('{{displayName}}', 'Ben Okafor') });
  });

  it('travels with a copy and with an export', async () => {
    await ok(
      api().PUT('/api/admin/templates/{id}', {
        ...path(id),
        body: { html: DEFAULT_V1, variants: [{ language: 'fr', html: '<p>Salut</p>' }] },
      }),
    );
    const copy = await ok(api().POST('/api/admin/templates/{id}/duplicate', { ...path(id), body: {} }));
    expect(copy.draft).toMatchObject({ variants: [{ language: 'fr', html: '<p>Salut</p>' }], languageBy: { countries: { at: 'de' } } });
    const exported = await host.call('GET', `/api/admin/templates/${id}/export`, { token: admin });
    expect(exported.json.template).toMatchObject({ variants: [{ language: 'fr', html: '<p>Salut</p>' }] });
  });
});
