import { describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/catalogue.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';
import { INVITE_REFUSALS } from '../../shared/partner/invites/messages.js';

/** Why a partner's invitation cannot be used or revoked: English as it always was, every language naming the partner. */

const say = (language: (typeof LANGUAGES)[number], key: keyof (typeof INVITE_REFUSALS)['messages']['en'], values = {}) =>
  translate(INVITE_REFUSALS, language, key, { partner: 'Alpha IT', ...values });

describe("an invitation's refusals", () => {
  it('keep their English words', () => {
    expect([
      say('en', 'expired', { day: '2026-12-13' }),
      say('en', 'revoked'),
      say('en', 'used'),
      say('en', 'wrongOrganisation', { domain: 'contoso.test' }),
      ...(['accepted', 'expired', 'revoked'] as const).map((state) => say('en', 'notRevocable', { state })),
    ]).toEqual([
      'The invitation from Alpha IT expired on 2026-12-13; ask them for a new one',
      'Alpha IT withdrew this invitation; ask them for a new one',
      'The invitation from Alpha IT has already been used; ask them for a new one',
      'The invitation from Alpha IT was made for contoso.test, which is not a verified domain of your organisation. Ask Alpha IT for an invitation made for your organisation',
      'This invitation is used; only a pending invitation can be revoked',
      'This invitation is expired; only a pending invitation can be revoked',
      'This invitation is revoked; only a pending invitation can be revoked',
    ]);
  });

  it('name the partner and the domain in every language, and each state its own way', () => {
    for (const language of LANGUAGES) {
      expect([language, say(language, 'wrongOrganisation', { domain: 'contoso.test' })]).toEqual([
        language,
        expect.stringMatching(/Alpha IT.*contoso\.test.*Alpha IT/),
      ]);
      const states = new Set((['accepted', 'expired', 'revoked'] as const).map((state) => say(language, 'notRevocable', { state })));
      expect([language, states.size]).toEqual([language, 3]);
    }
    expect(say('de', 'expired', { day: '13. Dezember 2026' })).toBe(
      'Die Einladung von Alpha IT ist am 13. Dezember 2026 abgelaufen. Bitten Sie Alpha IT um eine neue',
    );
  });
});
