import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';
import { serverSideFixture } from './server-side-helpers.js';

/**
 * The message trail in its reader's language: one stored entry, explained when read in the person's own choice, else
 * their browser's (`Accept-Language`), else English; names, domains and codes stay as they are.
 */

const { fixture: directory, domains, ids } = serverSideFixture();
const ANN = `ann.lee@${domains.fab}`;
const BEN = `ben.okafor@${domains.fab}`;
const CLEO = `cleo.martin@${domains.fab}`;

let host: TestHost;
let admin: string;

type Entry = { explanation: string; templateId?: string; outcome: string; domains?: string[] };
const lookup = async (language?: string, mailbox = BEN): Promise<Entry[]> => {
  await host.services.trail.flush();
  const res = await host.call('GET', `/api/admin/trail?mailbox=${encodeURIComponent(mailbox)}`, {
    token: admin,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.status).toBe(200);
  return res.json.entries as Entry[];
};

beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(directory), people: directory });
  await host.onboard(ids.A);
  admin = await host.token({ tenant: ids.A, user: ANN });
  await ok(host.api(admin).GET('/api/admin/me'));
  const standard = await createPublishedWith(host.api(admin), { name: 'Standard', html: '<p>STANDARD</p>' });
  await ok(host.api(admin).PUT('/api/admin/roles', { body: { new: standard.id, reply: standard.id } }));
  const ben = await host.token({ tenant: ids.A, user: BEN, scope: 'access_as_user' });
  await ok(host.api(ben).POST('/api/signature', { body: { type: 'new', recipients: { domains: [domains.fab] } } }));
});
afterAll(() => host?.close());

describe('the message trail', () => {
  it('explains one stored entry in each reader’s language: their choice first, else their browser’s', async () => {
    const english = await lookup();
    expect(english.map((e) => e.explanation)).toEqual([
      "Signed by the add-in with 'Standard' version 1 because the organisation has no rules and it is the default for new messages. " +
        `Writing to recipients inside the organisation (${domains.fab}).`,
    ]);
    const german =
      'Vom Add-In mit „Standard“ Version 1 signiert, weil die Organisation keine Regeln hat und sie Standard für neue Nachrichten ist. ' +
      `Nachricht an Empfänger in der Organisation (${domains.fab}).`;
    const inGerman = await lookup('de-DE,de;q=0.9,en;q=0.8');
    expect(inGerman.map((e) => e.explanation)).toEqual([german]);
    // Only the sentences change: the entry's facts are the same data in every language.
    expect(inGerman.map(({ explanation: _, ...facts }) => facts)).toEqual(english.map(({ explanation: _, ...facts }) => facts));
    expect((await lookup('nl-BE'))[0].explanation).toBe(
      'Ondertekend door de invoegtoepassing met „Standard” versie 1 omdat de organisatie geen regels heeft en het de standaard is voor nieuwe berichten. ' +
        `Bericht aan ontvangers binnen de organisatie (${domains.fab}).`,
    );

    await ok(host.api(admin).PUT('/api/me/preferences', { body: { language: 'de' } }));
    try {
      expect((await lookup())[0].explanation).toBe(german);
      expect((await lookup('fr'))[0].explanation).toBe(german);
    } finally {
      await ok(host.api(admin).PUT('/api/me/preferences', { body: { language: null } }));
    }
    expect((await lookup())[0].explanation).toBe(english[0].explanation);
  });

  it('says the add-in’s refusal of an excluded mailbox in the reader’s language, by its code', async () => {
    await ok(host.api(admin).POST('/api/admin/exclusions', { body: { mailboxes: [CLEO] } }));
    const cleo = await host.token({ tenant: ids.A, user: CLEO, scope: 'access_as_user' });
    const refused = await host.api(cleo).POST('/api/signature', { body: { type: 'new' }, headers: { 'accept-language': 'de' } });
    expect(statusAndCode(refused)).toEqual([403, 'signature_unavailable']);
    const [english] = await lookup('en', CLEO);
    expect(english).toMatchObject({ outcome: 'refused' });
    expect(english.explanation).toBe(
      'No signature from the add-in: the service refused it (signature_unavailable): No signature is delivered for this mailbox.',
    );
    const [german] = await lookup('de-DE', CLEO);
    expect(german.explanation).toBe(
      'Keine Signatur vom Add-In: Der Dienst hat abgelehnt (signature_unavailable): Für dieses Postfach wird keine Signatur bereitgestellt.',
    );
    expect((await lookup('fr', CLEO))[0].explanation).toBe(
      'Aucune signature du complément : le service l’a refusée (signature_unavailable) : ' +
        'Aucune signature n’est fournie pour cette boîte aux lettres.',
    );
    // The stored entry is the same for every reader: only its sentence changes.
    expect({ ...german, explanation: '' }).toEqual({ ...english, explanation: '' });
  });
});
