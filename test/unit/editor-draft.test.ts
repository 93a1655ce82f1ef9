import { describe, expect, it } from 'vitest';
import { initialDraft, isDirty, NOTICES, reduceDraft, type Draft, type DraftAction } from '../../portal/src/pages/editor/draft.js';
import { Design } from '../../shared/designs/schema.js';

// The template editor's draft as a pure function of what happened to it.

const design = Design.parse({ version: 1, blocks: [{ id: 'name', type: 'text', text: '{{displayName}}' }] });
const live = { html: '<p>Live</p>', draft: null };
const withWorkingCopy = { html: '<p>Live</p>', draft: { html: '<p>Working copy</p>' } };

const run = (start: Draft, ...actions: DraftAction[]) => actions.reduce(reduceDraft, start);

describe('the editor draft', () => {
  it('starts from the working copy when there is one, otherwise the live body, with nothing unsaved', () => {
    expect(initialDraft(live, null, '"1"')).toMatchObject({ html: '<p>Live</p>', saved: '<p>Live</p>', view: 'html', etag: '"1"' });
    const draft = initialDraft(withWorkingCopy, null, undefined);
    expect([draft.html, draft.saved, isDirty(draft)]).toEqual(['<p>Working copy</p>', '<p>Working copy</p>', false]);
  });

  it('opens a template that follows its design in the designer, and a detached one as HTML', () => {
    expect(initialDraft(live, { design, detached: false }, undefined).view).toBe('design');
    expect(initialDraft(live, { design, detached: true }, undefined).view).toBe('html');
  });

  it('counts an edit of the HTML as unsaved until that body is saved, and says it was saved', () => {
    const edited = run(initialDraft(live, null, undefined), { type: 'edited', html: '<p>New</p>' });
    expect(isDirty(edited)).toBe(true);
    const saved = reduceDraft(edited, { type: 'saved', html: '<p>New</p>', submitted: false });
    expect([isDirty(saved), saved.notice]).toEqual([false, NOTICES.saved]);
    expect(reduceDraft(edited, { type: 'saved', html: '<p>New</p>', submitted: true }).notice).toBe(NOTICES.submitted);
  });

  it("counts the designer's changes as unsaved until the design is saved, whose HTML becomes the body", () => {
    const start = initialDraft(live, { design, detached: false }, undefined);
    const changed = reduceDraft(start, { type: 'designEdited' });
    expect(isDirty(changed)).toBe(true);
    expect(reduceDraft(changed, { type: 'designEdited' })).toBe(changed);
    const saved = reduceDraft(changed, { type: 'designSaved', html: '<table>Made</table>' });
    expect([isDirty(saved), saved.html, saved.saved]).toEqual([false, '<table>Made</table>', '<table>Made</table>']);
  });

  it('says nothing was sent for a design failing its schema, and forgets that once it passes', () => {
    const start = { ...initialDraft(live, { design, detached: false }, undefined), notice: 'Earlier news' };
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
    const rollout = reduceDraft(start, { type: 'published', html: '<p>Live</p>', etag: undefined, notice: 'Rollout started' });
    expect([rollout.etag, rollout.dialog, rollout.notice]).toEqual(['"1"', null, 'Rollout started']);
    expect(reduceDraft(start, { type: 'published', html: '<p>Live</p>', etag: '"2"', notice: 'Published' }).etag).toBe('"2"');
  });

  it('shows the published body again after a discard', () => {
    const edited = run({ ...initialDraft(withWorkingCopy, null, undefined), dialog: 'discard' }, { type: 'edited', html: '<p>Mine</p>' });
    const discarded = reduceDraft(edited, { type: 'discarded', html: '<p>Live</p>' });
    expect(discarded).toMatchObject({ html: '<p>Live</p>', saved: '<p>Live</p>', dialog: null, notice: NOTICES.discarded });
  });

  it('edits a detached template as HTML, and going back to the design starts the designer afresh on it', () => {
    const start = initialDraft(live, { design, detached: false }, undefined);
    const detached = run(start, { type: 'dialogOpened', dialog: 'detach' }, { type: 'detached', design: { design, detached: true } });
    expect(detached).toMatchObject({ view: 'html', dialog: null, notice: NOTICES.detached });
    const edited = reduceDraft(detached, { type: 'edited', html: '<p>By hand</p>' });
    expect(isDirty(edited)).toBe(true);
    const restored = reduceDraft(edited, { type: 'restored', design: { design, detached: false }, html: '<table>Made</table>' });
    expect(restored).toMatchObject({ view: 'design', html: '<table>Made</table>', designGeneration: 1, notice: NOTICES.restored });
    expect(isDirty(restored)).toBe(false);
  });
});
