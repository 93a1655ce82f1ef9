import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../../shared/alerts/schemas.js';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import type { OutboxTransport } from '../../shared/mail/transport.js';
import { PARTNER_AGREEMENT_VERSION } from '../../shared/partner/records.js';
import { ok } from '../helpers/api.js';
import { TENANT_A, TENANT_B, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

/**
 * E-mails in the recipient's language, read through the local mail sink: their own choice, else their directory's
 * preferred language, else the organisation's default, else English.
 */

const tenant = crypto.randomUUID();
const other = crypto.randomUUID();
const ANN = 'ann.lee@fabrikam.test';
const BEN = 'ben.okafor@fabrikam.test';
const CLEO = 'cleo.martin@fabrikam.test';
const DEV = 'dev.patel@fabrikam.test';
const EVA = 'eva.jansen@fabrikam.test';
const EVERYONE = [ANN, BEN, CLEO, DEV, EVA];

/** Ben's directory says Austrian German; the others' say nothing, or a language the product lacks. */
const directory = new FixtureDirectory({
  tenants: {
    [tenant]: {
      ...testDirectoryFixture.tenants[TENANT_A],
      users: testDirectoryFixture.tenants[TENANT_A].users!.map((u) =>
        u.id === 'a-ben' ? { ...u, preferredLanguage: 'de-AT' } : u.id === 'a-eva' ? { ...u, preferredLanguage: 'pt-PT' } : u,
      ),
    },
    [other]: testDirectoryFixture.tenants[TENANT_B],
  },
});

let host: TestHost;
let admin: string;
const tokens = new Map<string, string>();

const sink = async (to: string) => (await (host.services.mail.transport as OutboxTransport).messages()).filter((m) => m.to === to);
const latest = async (to: string) => (await sink(to)).at(-1)!;
const setDefault = (defaultLanguage: 'en' | 'de' | 'fr' | 'es' | 'nl') =>
  ok(host.api(admin).PUT('/api/admin/settings', { body: { defaultLanguage } }));

beforeAll(async () => {
  host = await startTestHost({ tenantIds: [tenant, other], directory });
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: ANN });
  for (const person of EVERYONE) {
    if (person !== ANN) await ok(host.api(admin).PUT('/api/admin/users', { body: { email: person, role: 'Admin' } }));
    tokens.set(person, await host.token({ tenant, user: person }));
  }
  // Cleo, Dev and Eva chose their language; Eva's choice outranks her directory's.
  for (const [person, language] of [
    [CLEO, 'fr'],
    [DEV, 'es'],
    [EVA, 'nl'],
  ] as const)
    await ok(host.api(tokens.get(person)).PUT('/api/me/preferences', { body: { language } }));
});
afterAll(() => host?.close());

const DIGEST_SUBJECTS: Record<string, string> = {
  [ANN]: 'Signature health for Fabrikam Test: the last 7 days',
  [BEN]: 'Signaturstatus für Fabrikam Test: die letzten 7 Tage',
  [CLEO]: 'État des signatures de Fabrikam Test : les 7 derniers jours',
  [DEV]: 'Estado de las firmas de Fabrikam Test: los últimos 7 días',
  [EVA]: 'Handtekeningstatus van Fabrikam Test: de afgelopen 7 dagen',
};

describe('the health digest', () => {
  it("goes to each Admin in their language: their choice, else their directory's, else English", async () => {
    for (const person of EVERYONE) {
      const sent = await ok(host.api(tokens.get(person)).POST('/api/admin/settings/digest/send'));
      expect(sent.subject).toBe(DIGEST_SUBJECTS[person]);
      expect((await latest(person)).subject).toBe(DIGEST_SUBJECTS[person]);
    }
    const german = (await latest(BEN)).html;
    expect(german).toContain('lang="de"');
    expect(german).toContain('Postfächer, die Signaturen anwenden');
    expect(german).toContain('Portal öffnen');
    expect(german).not.toContain('Open the portal');
    expect((await latest(CLEO)).html).toContain('Ouvrir le portail');
    expect((await latest(DEV)).html).toContain('Abrir el portal');
    expect((await latest(EVA)).html).toContain('Portal openen');
    expect((await latest(ANN)).html).toContain('Open the portal');
  });

  it('previews in the reader’s language, and follows the organisation’s default for those who have no other', async () => {
    expect((await ok(host.api(tokens.get(BEN)).GET('/api/admin/settings/digest/preview'))).subject).toBe(DIGEST_SUBJECTS[BEN]);
    await setDefault('nl');
    try {
      expect((await ok(host.api(admin).GET('/api/admin/settings/digest/preview'))).subject).toBe(
        'Handtekeningstatus van Fabrikam Test: de afgelopen 7 dagen',
      );
      // The directory's language still comes before the organisation's.
      expect((await ok(host.api(tokens.get(BEN)).GET('/api/admin/settings/digest/preview'))).subject).toBe(DIGEST_SUBJECTS[BEN]);
    } finally {
      await setDefault('en');
    }
  });

  it('is rendered once per language when the timer sends it to every Admin', async () => {
    const before = new Map(await Promise.all(EVERYONE.map(async (p) => [p, (await sink(p)).length] as const)));
    expect((await host.call('POST', '/admin/functions/digestSend')).status).toBe(200);
    for (const person of EVERYONE) {
      const mine = await sink(person);
      expect(mine.length).toBe(before.get(person)! + 1);
      expect(mine.at(-1)!.subject).toBe(DIGEST_SUBJECTS[person]);
    }
  });
});

describe('alert e-mails', () => {
  const failedSync: Alert = {
    kind: 'directorySync',
    key: '2026-11-20T02:00:00.000Z',
    subject: 'The directory sync failed',
    sentences: ['The nightly directory sync has failed 3 times in a row, first on 2026-11-20 at 02:00 UTC: …'],
    words: {
      subject: { key: 'directorySyncSubject' },
      sentences: [
        { key: 'directorySyncBody', values: { runs: 3, when: { instant: '2026-11-20T02:00:00.000Z' }, cause: 'directory' } },
        { key: 'directorySyncNext' },
      ],
    },
    page: 'monitoring',
  };

  it('go to each recipient in their language, dates as their language writes them; webhooks keep English', async () => {
    await ok(
      host
        .api(admin)
        .PUT('/api/admin/alerts', { body: { recipients: EVERYONE.map((email) => ({ email, kinds: ['directorySync' as const] })) } }),
    );
    expect(await host.services.alerts.raise(tenant, failedSync)).toBe(true);
    expect((await latest(ANN)).subject).toBe('The directory sync failed (Fabrikam Test)');
    expect((await latest(ANN)).html).toContain('See it in the portal');
    const german = await latest(BEN);
    expect(german.subject).toBe('Die Verzeichnissynchronisierung ist fehlgeschlagen (Fabrikam Test)');
    expect(german.html).toContain(
      'Die nächtliche Verzeichnissynchronisierung ist 3 Mal in Folge fehlgeschlagen, zuerst am 20. November 2026',
    );
    expect(german.html).toContain('Im Portal ansehen');
    expect(german.html).toContain('weil ein Administrator von Fabrikam Test Sie');
    const french = await latest(CLEO);
    expect(french.subject).toBe('La synchronisation de l’annuaire a échoué (Fabrikam Test)');
    expect(french.html).toContain('le 20 novembre 2026');
    expect((await latest(DEV)).subject).toBe('Error en la sincronización del directorio (Fabrikam Test)');
    expect((await latest(EVA)).html).toContain('voor het eerst op 20 november 2026');
  });

  it('say counts and shares in the language: the relay passes and a client whose failures rose', async () => {
    const relay: Alert = {
      kind: 'directorySync',
      key: 'relay-words',
      subject: 'The relay sent 1 message on without a signature',
      sentences: ['Since yesterday the relay sent 1 message on unchanged because they were larger than the relay rewrites.'],
      words: {
        subject: { key: 'relayPassesSubject', values: { count: 1 } },
        sentences: [
          { key: 'relayPassesBody', values: { count: 1, reason: 'too_large' } },
          {
            key: 'clientFailuresBody',
            values: { client: 'Outlook', failed: 1200, days: 7, rate: { percent: 0.4 }, previousRate: { percent: 0 } },
          },
        ],
      },
      page: 'server-side',
    };
    expect(await host.services.alerts.raise(tenant, relay)).toBe(true);
    expect((await latest(BEN)).subject).toBe('Das Relay hat 1 Nachricht ohne Signatur weitergeleitet (Fabrikam Test)');
    expect((await latest(BEN)).html).toContain('1.200 Mal');
    expect((await latest(BEN)).html).toMatch(/40\s%/);
    expect((await latest(CLEO)).html).toMatch(/1\s200 fois/);
    expect((await latest(DEV)).html).toContain('1200 veces');
  });
});

describe('other e-mails', () => {
  it("sends the test message in the language of the inbox's person", async () => {
    const { id } = await createPublishedWith(host.api(admin), { name: 'Mailable', html: '<p>{{displayName}}</p>' });
    await ok(host.api(admin).POST('/api/admin/test-email', { body: { to: BEN, templateId: id } }));
    expect((await latest(BEN)).subject).toBe('Test: Ihre E-Mail-Signatur');
    expect((await latest(BEN)).html).toContain('So sieht die Signatur in einer Nachricht aus:');
    await ok(host.api(admin).POST('/api/admin/test-email', { body: { to: ANN, templateId: id } }));
    expect((await latest(ANN)).subject).toBe('Test: your e-mail signature');
  });

  it("writes a partner's invitation in the language of the person who invites", async () => {
    await ok(host.api(admin).POST('/api/admin/partner/agreement/accept', { body: { version: PARTNER_AGREEMENT_VERSION } }));
    await host.services.invites.create(tenant, { actor: CLEO }, { email: 'it@client-fr.example' });
    const french = await latest('it@client-fr.example');
    expect(french.subject).toBe('Fabrikam Test invite votre organisation à son service de signatures d’e-mail');
    expect(french.html).toContain('lang="fr"');
    expect(french.html).toMatch(/valable jusqu’au \d{1,2} \S+ \d{4} et une seule fois/);
    await host.services.invites.create(tenant, { actor: ANN }, { email: 'it@client-en.example' });
    expect((await latest('it@client-en.example')).subject).toBe('Fabrikam Test invites your organisation to its e-mail signature service');
    expect((await latest('it@client-en.example')).html).toMatch(/valid until \d{1,2} [A-Z][a-z]+ \d{4} and usable once/);
  });
});
