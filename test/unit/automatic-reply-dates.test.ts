import { describe, expect, it } from 'vitest';
import { composeReplies, untilWords } from '../../shared/automatic-replies/compose.js';
import type { RenderingService } from '../../shared/rendering/service.js';
import type { Template } from '../../shared/templates/schemas.js';

/** `{{ooo.until}}`: the day the person is back, in the reply's language and on the person's own day. */
// British English as this Node's ICU writes a date (some versions put a comma after the weekday).
const gb = (utcDay: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${utcDay}T12:00:00Z`),
  );
const MONDAY = gb('2026-12-14');

describe('the day back in an automatic reply', () => {
  it('is written in the language asked for, by Intl', () => {
    const end = '2026-12-14T00:00:00+01:00';
    expect(untilWords(end, 'de-DE')).toBe(
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeZone: '+01:00' }).format(new Date(end)),
    );
    expect(untilWords(end, 'fr')).toBe('lundi 14 décembre 2026');
    expect(untilWords(end, null)).toBe(MONDAY);
    expect(MONDAY).toMatch(/^Monday,? 14 December 2026$/);
  });

  it("is the day in the offset the person's date was written with, not the UTC day before", () => {
    // Midnight in Berlin is 23:00 UTC the day before.
    expect(untilWords('2026-12-14T00:00:00+01:00', 'en-GB')).toBe(MONDAY);
    expect(untilWords('2026-12-14T00:00:00-05:00', 'en-US')).toBe('Monday, December 14, 2026');
    expect(untilWords('2026-12-14T09:00:00Z', 'en-GB')).toBe(MONDAY);
  });

  it('falls back to British English for a tag Intl does not know, and says nothing without an end', () => {
    expect(untilWords('2026-12-14T00:00:00+01:00', 'not a language')).toBe(MONDAY);
    expect(untilWords(null, 'de')).toBe('');
  });
});

describe('both replies', () => {
  // A renderer that fills only {{ooo.until}}: what the replies are given is what this test looks at.
  const rendering = {
    render: (html: string, view: { ooo?: { until: string } }) => ({ html: html.replace('{{ooo.until}}', view.ooo?.until ?? '') }),
  } as unknown as RenderingService;
  const template = {
    id: 't_reply01',
    version: 1,
    html: '<p>Away until {{ooo.until}}</p>',
    external: '<p>Back on {{ooo.until}}</p>',
    variants: [{ language: 'de', html: '<p>Abwesend bis {{ooo.until}}</p>', external: '<p>Zurück am {{ooo.until}}</p>' }],
    languageBy: { countries: {}, domains: {} },
  } as unknown as Template;
  const absence = { start: null, end: '2026-12-14T00:00:00+01:00', contact: null };

  it('name the day in the language of the variant each one is in', () => {
    const replies = composeReplies(rendering, template, { person: { preferredLanguage: 'de-AT' } }, absence);
    expect(replies.internal).toBe(`<p>Abwesend bis ${untilWords(absence.end, 'de')}</p>`);
    expect(replies.external).toBe(`<p>Zurück am ${untilWords(absence.end, 'de')}</p>`);
    expect(replies.internal).toContain('14. Dezember 2026');
  });

  it("name it in the person's language in the default body when no variant is theirs", () => {
    const replies = composeReplies(rendering, template, { person: { preferredLanguage: null } }, absence);
    expect(replies.external).toBe(`<p>Back on ${MONDAY}</p>`);
  });
});
