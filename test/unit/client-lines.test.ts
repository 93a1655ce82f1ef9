import { describe, expect, it } from 'vitest';
import { clientLineIn, familyOfLine, storedClientLine } from '../../shared/activity/client-lines.js';
import { clientLine, hostOf } from '../../shared/activity/clients.js';
import { clientLine as relayLine } from '../../shared/server-side/client-family.js';

/** A mail client line: stored as the service writes it (English names), shown in the reader's language. */

const web = clientLine({}, hostOf({ host: { name: 'OutlookWebApp', version: '16.0.18429.20000', platform: 'OfficeOnline' } }));
const mac = relayLine({ mailer: 'Microsoft Outlook 16.8', messageId: null }, 'mac');

describe('a mail client line', () => {
  it('is stored in English, the family beside it', () => {
    expect(web).toBe('Outlook on the web 16.0.18429');
    expect(mac).toBe('Outlook for Mac (Microsoft Outlook 16.8)');
  });

  it("names the client in the reader's language and keeps what the client said of itself", () => {
    expect(clientLineIn(web, 'web', 'en')).toBe('Outlook on the web 16.0.18429');
    expect(clientLineIn(web, 'web', 'de')).toBe('Outlook im Web 16.0.18429');
    expect(clientLineIn(web, 'web', 'fr')).toBe('Outlook sur le web 16.0.18429');
    expect(clientLineIn(mac, 'mac', 'de')).toBe('Outlook für Mac (Microsoft Outlook 16.8)');
    expect(clientLineIn('New Outlook for Windows', 'windows-new', 'nl')).toBe('Nieuwe Outlook voor Windows');
  });

  it("keeps the client's own words: a line of no known family, or one that does not start with its family's name", () => {
    expect(clientLineIn('Outlook Web', 'other', 'de')).toBe('Outlook Web');
    expect(clientLineIn('Thunderbird 128', null, 'de')).toBe('Thunderbird 128');
    expect(clientLineIn('Outlook for Macintosh', 'mac', 'de')).toBe('Outlook for Macintosh');
    expect(clientLineIn(null, 'web', 'de')).toBeNull();
  });

  it('is taken back from the search as it is stored, in whichever language it was shown', () => {
    expect(storedClientLine('Outlook im Web 16.0.18429')).toBe(web);
    expect(storedClientLine('Outlook on the web 16.0.18429')).toBe(web);
    expect(storedClientLine('Outlook für Mac (Microsoft Outlook 16.8)')).toBe(mac);
    expect(storedClientLine('Nuevo Outlook para Windows 1.2025.1105')).toBe('New Outlook for Windows 1.2025.1105');
    expect(storedClientLine('Outlook Web')).toBe('Outlook Web');
  });

  it('finds the family of a line stored before the family was kept beside it, by its English name', () => {
    expect(familyOfLine(web)).toBe('web');
    expect(familyOfLine(mac)).toBe('mac');
    expect(familyOfLine('Outlook Web')).toBeNull();
    expect(familyOfLine(null)).toBeNull();
  });
});
