// Imports only what the service's tests can compile too: the reducer is a pure function, tested on its own.
import type { Design } from '../../../../shared/designs/schema.js';

/** What the draft takes of a template: its live body (null: never published) and its working copy, if any. */
interface Bodies {
  html: string | null;
  draft: { html: string } | null;
}

/** What the draft takes of a template's design (the `/design` answer's `design`). */
interface DraftDesign {
  design: Design;
  /** Its HTML is edited by hand: the template no longer follows the design. */
  detached: boolean;
}

/** The dialog open over the editor, if any. */
export type Dialog = 'discard' | 'rollout' | 'schedule' | 'detach';
/** How a template that follows its design is edited: in the designer, or its HTML looked at. */
export type View = 'design' | 'html';

/** The editor's state of one template's draft: its body, its design, and what the person was last told. */
export interface Draft {
  /** The body in the editor (for a designed template, the HTML its design made when last saved). */
  html: string;
  /** The body as the service holds it, to tell unsaved changes. */
  saved: string;
  /** The template's design; null for a template written as HTML. */
  design: DraftDesign | null;
  /** The designer holds changes not yet saved. */
  designDirty: boolean;
  /** Counts each time the designer starts afresh from `design` (after going back to the design). */
  designGeneration: number;
  /** The design failed its schema on the last step, so nothing was sent. */
  designInvalid: boolean;
  view: View;
  /** The version this editor is based on: as loaded, then as published from here (never what others published). */
  etag: string | undefined;
  dialog: Dialog | null;
  /** Counts the dialogs opened, so each opening starts a dialog afresh (its inputs back to their defaults). */
  opened: number;
  notice: string | null;
}

export type DraftAction =
  /** The body was edited in the HTML editor (typed, or a safe fix applied). */
  | { type: 'edited'; html: string }
  /** The designer's document changed. */
  | { type: 'designEdited' }
  /** A step starts: the last notice goes. */
  | { type: 'stepStarted' }
  | { type: 'noticeDismissed' }
  /** The design was checked before a step: a design failing its schema is not sent. */
  | { type: 'designChecked'; valid: boolean }
  /** The design was saved; the HTML it made is the working copy. */
  | { type: 'designSaved'; html: string }
  /** The working copy was saved (or submitted for review) with this body. */
  | { type: 'saved'; html: string; submitted: boolean }
  /** The working copy was dropped: the published body is back. */
  | { type: 'discarded'; html: string }
  /** The body went live or a rollout started; `etag` is the version now live, if the service named it. */
  | { type: 'published'; html: string; etag: string | undefined; notice: string }
  | { type: 'scheduled'; notice: string }
  /** The template no longer follows its design: its HTML is edited by hand. */
  | { type: 'detached'; design: DraftDesign }
  /** Back to the design: its HTML is the working copy again. */
  | { type: 'restored'; design: DraftDesign; html: string }
  | { type: 'dialogOpened'; dialog: Dialog }
  | { type: 'dialogClosed' }
  | { type: 'viewChosen'; view: View };

export const NOTICES = {
  saved: 'Working copy saved. It reaches nobody until it is published.',
  submitted: 'Submitted for review. An Admin publishes it from the review queue.',
  discarded: 'Working copy discarded: the editor shows the published version.',
  detached: 'The template no longer follows its design: edit its HTML below. “Back to the design” undoes this.',
  restored: 'Back to the design: its HTML is the working copy again, and hand edits are gone.',
};

/** The body the editor starts from: the working copy when there is one, otherwise the live version. */
export const startingBody = (t: Bodies) => t.draft?.html ?? t.html ?? '';

/** A template made in the designer and still following its design. */
export const followsDesign = (d: Draft) => !!d.design && !d.design.detached;

/** Changes not saved yet: in the designer, or in the HTML editor. */
export const isDirty = (d: Draft) => (followsDesign(d) ? d.designDirty : d.html !== d.saved);

export function initialDraft(template: Bodies, design: DraftDesign | null, etag: string | undefined): Draft {
  const body = startingBody(template);
  return {
    html: body,
    saved: body,
    design,
    designDirty: false,
    designGeneration: 0,
    designInvalid: false,
    view: design && !design.detached ? 'design' : 'html',
    etag,
    dialog: null,
    opened: 0,
    notice: null,
  };
}

export function reduceDraft(d: Draft, a: DraftAction): Draft {
  switch (a.type) {
    case 'edited':
      return { ...d, html: a.html };
    case 'designEdited':
      return d.designDirty ? d : { ...d, designDirty: true };
    case 'stepStarted':
    case 'noticeDismissed':
      return { ...d, notice: null };
    case 'designChecked':
      return a.valid ? { ...d, designInvalid: false } : { ...d, designInvalid: true, notice: null };
    case 'designSaved':
      return { ...d, html: a.html, saved: a.html, designDirty: false };
    case 'saved':
      return { ...d, saved: a.html, notice: a.submitted ? NOTICES.submitted : NOTICES.saved };
    case 'discarded':
      return { ...d, html: a.html, saved: a.html, dialog: null, notice: NOTICES.discarded };
    case 'published':
      return { ...d, etag: a.etag || d.etag, saved: a.html, dialog: null, notice: a.notice };
    case 'scheduled':
      return { ...d, dialog: null, notice: a.notice };
    case 'detached':
      return { ...d, design: a.design, view: 'html', dialog: null, notice: NOTICES.detached };
    case 'restored':
      return {
        ...d,
        html: a.html,
        saved: a.html,
        design: a.design,
        designDirty: false,
        designGeneration: d.designGeneration + 1,
        view: 'design',
        notice: NOTICES.restored,
      };
    case 'dialogOpened':
      return { ...d, dialog: a.dialog, opened: d.opened + 1 };
    case 'dialogClosed':
      return { ...d, dialog: null };
    case 'viewChosen':
      return { ...d, view: a.view };
  }
}
