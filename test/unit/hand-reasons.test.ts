import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../shared/http/errors.js';
import { HAND_MESSAGES, HAND_REASONS } from '../../shared/http/hand-reason-sentences.js';
import { invalidSaid, reasonSaid, type HandReason, type Reason } from '../../shared/http/said-reasons.js';
import { translate } from '../../shared/i18n/catalogue.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';

/** The values each reason names, as the service passes them. */
const VALUES: Partial<Record<HandReason, Record<string, string | number | string[]>>> = {
  withinDays: { days: 365 },
  daysFromTo: { min: 365, max: 3650 },
  addressNotMailbox: { address: 'nobody@fabrikam.test' },
  designTooLarge: { max: 30_000 },
  designsTooLarge: { max: 400_000 },
  leaveBlockInReply: { side: 'internal' },
  templateSyntax: { error: 'unclosed tag' },
  emptyOnceRemoved: { items: ['script', 'iframe'] },
  bytesAre: { actual: 'image/png', declared: 'image/gif' },
  imageDamaged: { noun: 'photo' },
  accessNotHeld: { access: ['templates:write', 'people:read'] },
  atMostWebhooks: { max: 10 },
  atMostCharacters: { max: 200 },
  mustBeOneOf: { options: ['Sales', 'Support'] },
};
const reasonOf = (key: HandReason): Reason => (VALUES[key] ? [key, VALUES[key]] : key);
const KEYS = Object.keys(HAND_REASONS.messages.en) as HandReason[];

describe("the service's own field reasons", () => {
  it('render every key in every language, each value in the sentence and none left as a placeholder', () => {
    for (const language of LANGUAGES) {
      for (const key of KEYS) {
        const said = reasonSaid(reasonOf(key), language);
        expect([language, key, /[{}]/.test(said)]).toEqual([language, key, false]);
        for (const value of Object.values(VALUES[key] ?? {}).filter((v) => typeof v === 'string' && v.includes('@'))) {
          expect(said).toContain(value);
        }
        if (language !== 'en') expect([language, key, said]).not.toEqual([language, key, reasonSaid(reasonOf(key), 'en')]);
      }
      for (const key of Object.keys(HAND_MESSAGES.messages.en) as (keyof typeof HAND_MESSAGES.messages.en)[]) {
        expect(translate(HAND_MESSAGES, language, key)).not.toBe('');
      }
    }
  });

  it('are in English the words the service has always written', () => {
    expect(reasonSaid(['withinDays', { days: 365 }], 'en')).toBe('must be within 365 days');
    expect(reasonSaid(['daysFromTo', { min: 365, max: 3650 }], 'en')).toBe('must be from 365 to 3650 days');
    expect(reasonSaid(['designTooLarge', { max: 30_000 }], 'en')).toBe('the design is too large (at most 30,000 characters as JSON)');
    expect(reasonSaid(['accessNotHeld', { access: ['a:read', 'b:write', 'c:read'] }], 'en')).toBe(
      'you do not hold: a:read, b:write, c:read',
    );
    expect(reasonSaid(['emptyOnceRemoved', { items: ['script'] }], 'en')).toBe('is empty once script is removed');
    expect(reasonSaid(['leaveBlockInReply', { side: 'external' }], 'en')).toBe('leave at least one block in the reply to people outside');
    expect(reasonSaid(['imageDamaged', { noun: 'image' }], 'en')).toBe('the image is damaged: its pixels could not be read');
    expect(reasonSaid('replyNotBundled', 'en')).toBe(
      "is an out-of-office reply: a bundle holds a signature's body, and the reply to people outside would be lost",
    );
  });

  it('format numbers and lists as the reader’s language writes them', () => {
    expect(reasonSaid(['designsTooLarge', { max: 400_000 }], 'de')).toBe(
      'die Designs sind zusammen zu groß (höchstens 400.000 Zeichen als JSON)',
    );
    expect(reasonSaid(['accessNotHeld', { access: ['a:read', 'b:write', 'c:read'] }], 'de')).toBe(
      'diese Rechte haben Sie nicht: a:read, b:write und c:read',
    );
    expect(reasonSaid(['withinDays', { days: 365 }], 'fr')).toBe('doit être dans les 365 jours');
  });

  it('make a refusal that is English as before and says its reasons and message in another language', () => {
    const err = invalidSaid({ to: 'notAMailboxOfOrganisation', at: ['withinDays', { days: 30 }] }, 'inboxNotMailbox');
    expect([err.status, err.code, err.message, err.extra]).toEqual([
      400,
      'invalid_request',
      'The inbox is not a mailbox of this organisation',
      { fields: { to: 'not a mailbox of this organisation', at: 'must be within 30 days' } },
    ]);
    const german = inLanguage(err, 'de');
    expect([german.status, german.code, german.message, german.extra]).toEqual([
      400,
      'invalid_request',
      'Der Posteingang ist kein Postfach dieser Organisation',
      { fields: { to: 'kein Postfach dieser Organisation', at: 'muss innerhalb von 30 Tagen liegen' } },
    ]);
    expect(inLanguage(err, 'en')).toBe(err);
  });
});
