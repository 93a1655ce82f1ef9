import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/** SCIM's own sentences (error details, field reasons, discovery descriptions) in the reader's language. */

let host: TestHost;
let key: string;
let id: string;

const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const SIGNATURE = 'urn:ietf:params:scim:schemas:extension:signature:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

const scim = (language: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  host.call(method, `/scim/v2${path}`, {
    token: key,
    headers: { 'content-type': 'application/scim+json', 'accept-language': language, ...headers },
    ...(body === undefined ? {} : { rawBody: JSON.stringify(body) }),
  });
/** A SCIM error body as RFC 7644 §3.12 has it, with the service's code beside it; its detail is its message. */
function scimError(res: { status: number; json: Record<string, unknown> }, status: number, code: string, scimType?: string) {
  expect([res.status, res.json.schemas, res.json.status, res.json.code, res.json.scimType]).toEqual([
    status,
    [ERROR],
    String(status),
    code,
    scimType,
  ]);
  expect(res.json.detail).toBe(res.json.message);
  return { detail: res.json.detail, fields: res.json.fields as Record<string, string> | undefined };
}
const user = async () => {
  const res = await scim('en', 'GET', `/Users/${id}`);
  return { body: res.json, etag: res.headers.get('etag') };
};
const total = async () => (await scim('en', 'GET', '/Users')).json.totalResults;

beforeAll(async () => {
  host = await startTestHost();
  const tenant = host.tenants[0];
  await host.onboard(tenant, 'scim.admin@fabrikam.test');
  const admin = await host.token({ tenant, user: 'scim.admin@fabrikam.test' });
  await ok(host.api(admin).GET('/api/admin/me'));
  await ok(
    host
      .api(admin)
      .POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'choice', options: ['she/her', 'he/him'] } }),
  );
  const body = { name: 'HR feed', access: ['provisioning'], readOnly: false };
  key = (await host.succeed('POST', '/api/admin/api-keys', { token: admin, body })).secret as string;
  const created = await scim('en', 'POST', '/Users', { schemas: [CORE], userName: 'Dev.Patel@fabrikam.test', title: 'Treasurer' });
  expect(created.status).toBe(201);
  id = created.json.id;
});
afterAll(() => host?.close());

describe('SCIM in the reader’s language', () => {
  it('refuses a patch the patch library refuses: the kind of refusal in German, the library’s words in English, the user unchanged', async () => {
    const before = await user();
    const patch = { schemas: [PATCH], Operations: [{ op: 'remove' }] };
    const german = scimError(await scim('de', 'PATCH', `/Users/${id}`, patch), 400, 'invalid_request', 'invalidSyntax');
    expect(german).toEqual({
      detail: 'Der Patch lässt sich nicht anwenden',
      fields: { Operations: 'ein remove-Vorgang muss einen Pfad nennen' },
    });
    const english = scimError(await scim('en', 'PATCH', `/Users/${id}`, patch), 400, 'invalid_request', 'invalidSyntax');
    expect(english).toEqual({
      detail: 'The patch cannot be applied',
      fields: { Operations: 'Invalid SCIM Patch: Missing path in "remove" patch operation' },
    });
    const filtered = { schemas: [PATCH], Operations: [{ op: 'replace', path: 'title[value eq "x"]', value: 'y' }] };
    const single = scimError(await scim('de', 'PATCH', `/Users/${id}`, filtered), 400, 'invalid_request', 'invalidSyntax');
    expect(single.fields?.Operations).toBe('ein Filter im Pfad gilt nur für ein mehrwertiges Attribut');
    expect(await user()).toEqual(before);
  });

  it('names an unknown provisioned user, bad values and a filter it cannot read in German, creating nothing', async () => {
    const count = await total();
    const missing = scimError(await scim('de', 'GET', '/Users/no-such-user'), 404, 'not_found');
    expect(missing.detail).toBe('Es gibt keinen bereitgestellten Benutzer mit der ID no-such-user');
    expect(scimError(await scim('en', 'GET', '/Users/no-such-user'), 404, 'not_found').detail).toBe(
      'There is no provisioned user with the id no-such-user',
    );

    const values = { schemas: [CORE], userName: 'ann.lee@fabrikam.test', [SIGNATURE]: { pronouns: 'it/its', shoeSize: '44' } };
    expect(scimError(await scim('de', 'POST', '/Users', values), 400, 'invalid_request', 'invalidValue')).toEqual({
      detail: 'Einige Werte sind ungültig',
      fields: {
        [`${SIGNATURE}.pronouns`]: 'muss einer dieser Werte sein: she/her, he/him',
        [`${SIGNATURE}.shoeSize`]: 'ist kein benutzerdefiniertes Feld dieser Organisation',
      },
    });
    expect(scimError(await scim('en', 'POST', '/Users', values), 400, 'invalid_request', 'invalidValue')).toEqual({
      detail: 'Some values are not valid',
      fields: {
        [`${SIGNATURE}.pronouns`]: 'must be one of: she/her, he/him',
        [`${SIGNATURE}.shoeSize`]: 'is not a custom field of this organisation',
      },
    });

    const unknown = scimError(
      await scim('de', 'POST', '/Users', { schemas: [CORE], userName: 'nobody@fabrikam.test' }),
      400,
      'invalid_request',
      'invalidValue',
    );
    expect(unknown).toEqual({
      detail: 'Das Verzeichnis hat kein Postfach mit diesem userName',
      fields: { userName: 'ist kein Postfach im Verzeichnis dieser Organisation' },
    });

    const filter = `/Users?filter=${encodeURIComponent('userName eq')}`;
    expect(scimError(await scim('de', 'GET', filter), 400, 'invalid_request', 'invalidFilter')).toEqual({
      detail: 'Der Filter lässt sich nicht lesen',
      fields: { filter: 'ist kein SCIM-Filter, den dieser Dienst versteht' },
    });
    expect(await total()).toBe(count);
  });

  it('refuses changing the userName in German, the user unchanged', async () => {
    const before = await user();
    const moved = { schemas: [CORE], userName: 'ann.lee@fabrikam.test', title: 'Moved' };
    expect(scimError(await scim('de', 'PUT', `/Users/${id}`, moved), 400, 'invalid_request', 'invalidValue')).toEqual({
      detail: 'Die Anfrage ist ungültig',
      fields: { userName: 'lässt sich nicht ändern: es ist das Postfach, für das die Werte gelten' },
    });
    expect(await user()).toEqual(before);
  });

  it('writes text that looks like ICU (an id, an attribute, a patch path) as it came, from any Accept-Language, changing nothing', async () => {
    const before = await user();
    const count = await total();
    const braces = "{id}'{'x";
    // An id is refused by its form before any sentence names it.
    const badId = scimError(await scim('de', 'GET', `/Users/${encodeURIComponent(braces)}`), 400, 'invalid_request', 'invalidValue');
    expect(badId.detail).toBe('Die Anfrage ist ungültig');
    const values = { schemas: [CORE], userName: 'ann.lee@fabrikam.test', [SIGNATURE]: { [braces]: 'x' } };
    const field = scimError(await scim('de', 'POST', '/Users', values), 400, 'invalid_request', 'invalidValue');
    expect(field.fields?.[`${SIGNATURE}.${braces}`]).toBe('ist kein benutzerdefiniertes Feld dieser Organisation');
    const patch = { schemas: [PATCH], Operations: [{ op: 'replace', path: `title[value eq "${braces}"]`, value: braces }] };
    const path = scimError(await scim('de', 'PATCH', `/Users/${id}`, patch), 400, 'invalid_request', 'invalidSyntax');
    expect(path.detail).toBe('Der Patch lässt sich nicht anwenden');
    const huge = [`${'x'.repeat(8192)}`, Array.from({ length: 1000 }, (_, i) => `x${i};q=0.5`).join(','), 'de;q=abc;;==,,', '*;q=0'];
    for (const header of huge) {
      const res = await scim(header, 'GET', '/Users/no-such-user');
      expect([header.slice(0, 12), scimError(res, 404, 'not_found').detail]).toEqual([
        header.slice(0, 12),
        'There is no provisioned user with the id no-such-user',
      ]);
    }
    expect(await user()).toEqual(before);
    expect(await total()).toBe(count);
  });

  it('describes its schemas in German, and in English as before', async () => {
    const german = await scim('de', 'GET', '/Schemas');
    const [core, enterprise] = german.json.Resources;
    expect([core.description, core.attributes[0].description, enterprise.description]).toEqual([
      'Ein Postfach der Organisation, dessen Signaturwerte ein Bereitstellungsclient setzt',
      'Die Adresse des Postfachs; das Verzeichnis muss sie kennen',
      'Unternehmensattribute: Abteilung und Organisation (der Firmenname)',
    ]);
    const english = (await scim('en', 'GET', '/Schemas')).json.Resources[0];
    expect(english.description).toBe('A mailbox of the organisation whose signature values a provisioning client sets');
    const config = await scim('de', 'GET', '/ServiceProviderConfig');
    expect(config.json.authenticationSchemes[0]).toMatchObject({ type: 'oauthbearertoken', name: 'API-Schlüssel' });
  });
});
