import { scimPatch, ScimError, type ScimPatchOperation } from 'scim-patch';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages.js';
import { patchRefusal } from '../../shared/scim/patch-reasons.js';

const USER = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  id: 'u1',
  userName: 'dev.patel@fabrikam.test',
  title: 'Treasurer',
  phoneNumbers: [{ type: 'work', value: '+1 555 0100' }],
  meta: { resourceType: 'User', location: 'https://x.test/scim/v2/Users/u1' },
};

/** The patch library's error for one operation, applied as the service applies it. */
function refusalOf(operation: Record<string, unknown>): ScimError {
  try {
    scimPatch(USER as never, [operation as unknown as ScimPatchOperation], { mutateDocument: false, treatMissingAsAdd: true });
  } catch (err) {
    if (err instanceof ScimError) return err;
    throw err;
  }
  throw new Error(`applied: ${JSON.stringify(operation)}`);
}

describe('why the patch library refused a patch', () => {
  it('is told by its kind in German, and in English in the library’s own words', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ op: 'remove' }, 'ein remove-Vorgang muss einen Pfad nennen'],
      [{ op: 'add', path: 'title' }, 'ein add- oder replace-Vorgang muss einen Wert enthalten'],
      [{ op: 'replace', path: 'title[value eq "x"]', value: 'y' }, 'ein Filter im Pfad gilt nur für ein mehrwertiges Attribut'],
      [{ op: 'remove', path: 'phoneNumbers[type eq "fax"].value' }, 'kein Wert des mehrwertigen Attributs passt zum Filter des Pfads'],
      [
        { op: 'remove', path: 'title', value: 'Treasurer' },
        'ein remove-Vorgang mit Wert gilt nur für ein mehrwertiges Attribut aus einfachen Werten',
      ],
    ];
    for (const [operation, german] of cases) {
      const err = refusalOf(operation);
      const said = patchRefusal(err);
      expect([operation, said('de')]).toEqual([operation, german]);
      expect(said('en')).toBe(err.message);
      for (const language of LANGUAGES) expect(said(language)).not.toBe('');
    }
  });
});
