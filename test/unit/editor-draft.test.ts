import { describe, expect, it } from 'vitest';
import {
  designedLanguage,
  initialDraft,
  isDirty,
  NOTICES,
  reduceDraft,
  shownHtml,
  type Draft,
  type DraftAction,
} from '../../portal/src/pages/editor/draft.js';
import { Design } from '../../shared/designs/schema.js';

// The template editor's draft as a pure function of what happened to it.

const design = Design.parse({ version: 1, blocks: [{ id: 'name', type: 'text', text: '{{displayName}}' }] });
const live = { html: '<p>Live</p>', draft: null };
const withWorkingCopy = { html: '<p>Live</p>', draft: { html: '<p>Working copy</p>' } };

const NO_LANGUAGES = { variants: [], languageBy: { countries: {}, domains: {} } };
const run = (start: Draft, ...actions: DraftAction[]) => actions.reduce(reduceDraft, start);

describe('the editor draft', () => {
  it('starts from the working copy when there is one, otherwise the live body, with nothing unsaved', () => {
    expect(initialDraft(live, null, '"1"')).toMatchObject({ html: '<p>Live</p>', saved: '<p>Live</p>', view: 'html', etag: '"1"' });
    const draft = initialDraft(withWorkingCopy, null, undefined);
    expect([draft.html, draft.saved, isDirty(draft)]).toEqual(['<p>Working copy</p>', '<p>Working copy</p>', false]);
  });

  it('opens a template that follows its design in the designer, and a detached one as HTML', () => {
    expect(initialDraft(live, { design, detached: false, variants: [] }, undefined).view).toBe('design');
    expect(initialDraft(live, { design, detached: true, variants: [] }, undefined).view).toBe('html');
  });

  it('counts an edit of the HTML as unsaved until that body is saved, and says it was saved', () => {
    const edited = run(initialDraft(live, null, undefined), { type: 'edited', html: '<p>New</p>' });
    expect(isDirty(edited)).toBe(true);
    const saved = reduceDraft(edited, { type: 'saved', html: '<p>New</p>', submitted: false });
    expect([isDirty(saved), saved.notice]).toEqual([false, NOTICES.saved]);
    expect(reduceDraft(edited, { type: 'saved', html: '<p>New</p>', submitted: true }).notice).toBe(NOTICES.submitted);
  });

  it("counts the designer's changes as unsaved until the design is saved, whose HTML becomes the body", () => {
    const start = initialDraft(live, { design, detached: false, variants: [] }, undefined);
    const changed = reduceDraft(start, { type: 'designEdited' });
    expect(isDirty(changed)).toBe(true);
    expect(reduceDraft(changed, { type: 'designEdited' })).toBe(changed);
    const saved = reduceDraft(changed, {
      type: 'designSaved',
      html: '<table>Made</table>',
      languages: NO_LANGUAGES,
      held: NO_LANGUAGES,
      design: { design, detached: false, variants: [] },
    });
    expect([isDirty(saved), saved.html, saved.saved]).toEqual([false, '<table>Made</table>', '<table>Made</table>']);
  });

  it('says nothing was sent for a design failing its schema, and forgets that once it passes', () => {
    const start = { ...initialDraft(live, { design, detached: false, variants: [] }, undefined), notice: NOTICES.saved };
    const refused = reduceDraft(start, { type: 'designChecked', valid: false });
    expect([refused.designInvalid, refused.notice]).toEqual([true, null]);
    expect(reduceDraft(refused, { type: 'designChecked', valid: true }).designInvalid).toBe(false);
  });

  it('starts each dialog afresh, and closes it without counting an opening', () => {
    const start = initialDraft(live, null, undefined);
    const opened = run(
      start,
      { type: 'dialogOpened', dialog: 'rollout' },
      { type: 'dialogClosed' },
      { type: 'dialogOpened', dialog: 'rollout' },
    );
    expect([opened.dialog, opened.opened]).toEqual(['rollout', 2]);
    expect(reduceDraft(opened, { type: 'dialogClosed' })).toMatchObject({ dialog: null, opened: 2 });
  });

  it('keeps the version it is based on until a publish from here names the new one', () => {
    const start = { ...initialDraft(live, null, '"1"'), dialog: 'rollout' as const };
    const started = { key: 'rolloutStarted', values: { version: 2, percentage: 10 } } as const;
    const rollout = reduceDraft(start, { type: 'published', html: '<p>Live</p>', etag: undefined, notice: started });
    expect([rollout.etag, rollout.dialog, rollout.notice]).toEqual(['"1"', null, started]);
    const published = { key: 'published', values: { version: 2 } } as const;
    expect(reduceDraft(start, { type: 'published', html: '<p>Live</p>', etag: '"2"', notice: published }).etag).toBe('"2"');
  });

  it('shows the published body again after a discard', () => {
    const edited = run({ ...initialDraft(withWorkingCopy, null, undefined), dialog: 'discard' }, { type: 'edited', html: '<p>Mine</p>' });
    const discarded = reduceDraft(edited, { type: 'discarded', html: '<p>Live</p>' });
    expect(discarded).toMatchObject({ html: '<p>Live</p>', saved: '<p>Live</p>', dialog: null, notice: NOTICES.discarded });
  });

  it('edits a detached template as HTML, and going back to the design starts the designer afresh on it', () => {
    const start = initialDraft(live, { design, detached: false, variants: [] }, undefined);
    const detached = run(
      start,
      { type: 'dialogOpened', dialog: 'detach' },
      { type: 'detached', design: { design, detached: true, variants: [] } },
    );
    expect(detached).toMatchObject({ view: 'html', dialog: null, notice: NOTICES.detached });
    const edited = reduceDraft(detached, { type: 'edited', html: '<p>By hand</p>' });
    expect(isDirty(edited)).toBe(true);
    const restored = reduceDraft(edited, {
      type: 'restored',
      design: { design, detached: false, variants: [] },
      html: '<table>Made</table>',
      languages: NO_LANGUAGES,
    });
    expect(restored).toMatchObject({ view: 'design', html: '<table>Made</table>', designGeneration: 1, notice: NOTICES.restored });
    expect(isDirty(restored)).toBe(false);
  });
});

describe('the editor draft of a designed template with languages', () => {
  const german = Design.parse({ version: 1, blocks: [{ id: 'name', type: 'text', text: 'Grüße, {{displayName}}' }] });
  const designed = (detached = false) =>
    initialDraft(
      { html: '<table>Default</table>', draft: null, variants: [{ language: 'de', html: '<table>DE</table>' }] },
      { design, detached: false, variants: [{ language: 'de', design: german, detached }] },
      undefined,
    );

  it('edits a designed language in the designer, and a detached one as HTML', () => {
    expect([designedLanguage(designed(), null), designedLanguage(designed(), 'de')]).toEqual([true, true]);
    expect(designedLanguage(designed(true), 'de')).toBe(false);
  });

  it('gives an added language a design of its own (a copy), and shows it; removing it drops both', () => {
    const added = reduceDraft(designed(), { type: 'languageAdded', language: 'fr', design });
    expect(added.language).toBe('fr');
    expect(added.design!.variants.map((v) => [v.language, v.detached])).toEqual([
      ['de', false],
      ['fr', false],
    ]);
    expect([designedLanguage(added, 'fr'), isDirty(added)]).toEqual([true, true]);
    const removed = reduceDraft(added, { type: 'languageRemoved', language: 'fr' });
    expect([removed.language, removed.design!.variants.map((v) => v.language)]).toEqual([null, ['de']]);
  });

  it('takes the HTML the designs made for each designed language, and what the service holds as saved', () => {
    const start = reduceDraft(designed(), { type: 'languageChosen', language: 'de' });
    const made = { variants: [{ language: 'de', html: '<table>DE v2</table>' }], languageBy: NO_LANGUAGES.languageBy };
    const saved = reduceDraft(start, {
      type: 'designSaved',
      html: '<table>v2</table>',
      languages: made,
      held: made,
      design: start.design!,
    });
    expect([shownHtml(saved), isDirty(saved), saved.language]).toEqual(['<table>DE v2</table>', false, 'de']);
  });

  it('restores one language alone: the others keep their unsaved edits and the language shown stays', () => {
    const start = run(designed(true), { type: 'languageChosen', language: 'de' }, { type: 'edited', html: '<p>DE by hand</p>' });
    const back = { variants: [{ language: 'de', html: '<table>DE</table>' }], languageBy: NO_LANGUAGES.languageBy };
    const restored = reduceDraft(start, {
      type: 'restored',
      design: { design, detached: false, variants: [{ language: 'de', design: german, detached: false }] },
      html: '<table>Default</table>',
      languages: back,
      language: 'de',
    });
    expect([restored.language, shownHtml(restored), designedLanguage(restored, 'de')]).toEqual(['de', '<table>DE</table>', true]);
  });
});

describe('the editor draft of an out-of-office reply', () => {
  const reply = {
    kind: 'automatic-reply' as const,
    html: '<p>Inside</p>',
    external: '<p>Outside</p>',
    draft: null,
    variants: [{ language: 'de', html: '<p>Drinnen</p>', external: '<p>Draußen</p>' }],
    languageBy: NO_LANGUAGES.languageBy,
  };

  it('has no external reply for a signature, and starts a reply from its working copy when there is one', () => {
    expect(initialDraft(live, null, undefined).external).toBeNull();
    expect(initialDraft(reply, null, undefined)).toMatchObject({ external: '<p>Outside</p>', side: 'internal' });
    const working = { ...reply, draft: { html: '<p>Inside 2</p>', external: '<p>Outside 2</p>' } };
    expect(initialDraft(working, null, undefined).external).toBe('<p>Outside 2</p>');
  });

  it('shows and edits the reply chosen, in the language chosen, leaving the other as it was', () => {
    const start = initialDraft(reply, null, undefined);
    const outside = run(start, { type: 'sideChosen', side: 'external' }, { type: 'edited', html: '<p>Away</p>' });
    expect([shownHtml(outside), outside.html, outside.external, isDirty(outside)]).toEqual([
      '<p>Away</p>',
      '<p>Inside</p>',
      '<p>Away</p>',
      true,
    ]);
    const german = run(outside, { type: 'languageChosen', language: 'de' }, { type: 'edited', html: '<p>Weg</p>' });
    expect(german.languages.variants).toEqual([{ language: 'de', html: '<p>Drinnen</p>', external: '<p>Weg</p>' }]);
    expect(shownHtml(run(german, { type: 'sideChosen', side: 'internal' }))).toBe('<p>Drinnen</p>');
  });

  it('gives a language added both replies, and counts the external reply saved once a step sent it', () => {
    const added = run(initialDraft(reply, null, undefined), { type: 'languageAdded', language: 'fr' });
    expect(added.languages.variants[1]).toEqual({ language: 'fr', html: '<p>Inside</p>', external: '<p>Outside</p>' });
    const edited = run(
      initialDraft(reply, null, undefined),
      { type: 'sideChosen', side: 'external' },
      { type: 'edited', html: '<p>New</p>' },
    );
    const saved = reduceDraft(edited, { type: 'saved', html: '<p>Inside</p>', external: '<p>New</p>', submitted: false });
    expect(isDirty(saved)).toBe(false);
    const discarded = reduceDraft(edited, { type: 'discarded', html: '<p>Inside</p>', external: '<p>Outside</p>' });
    expect([discarded.external, isDirty(discarded)]).toEqual(['<p>Outside</p>', false]);
  });
});
