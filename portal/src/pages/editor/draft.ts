// Imports only what the service's tests can compile too: the reducer is a pure function, tested on its own.
import type { Design } from '../../../../shared/designs/schema.js';
import type { stepsMessages } from './steps.messages.js';

/** A body's language variants and the map choosing between them (as the service answers them). */
export interface Languages {
  /** `external`: an out-of-office reply's reply to people outside, in this language (its `html` is the internal one). */
  variants: { language: string; html: string; external?: string }[];
  languageBy: { countries: Record<string, string>; domains: Record<string, string> };
}

/** What the draft takes of a template: its live body (null: never published) and its working copy, if any. */
type Bodies = {
  html: string | null;
  /** An out-of-office reply's external reply (null or absent: a signature, which has none). */
  external?: string | null;
  kind?: 'signature' | 'automatic-reply';
  draft: ({ html: string; external?: string | null } & Partial<Languages>) | null;
} & Partial<Languages>;

/** What the draft takes of a template's design (the `/design` answer's `design`). */
interface DraftDesign {
  design: Design;
  /** Its HTML is edited by hand: the template no longer follows the design. */
  detached: boolean;
  /** The language variants made in the designer (a variant written as HTML has none); each may be detached alone. */
  variants: { language: string; design: Design; detached: boolean }[];
}

/** The dialog open over the editor, if any. */
export type Dialog = 'discard' | 'rollout' | 'schedule' | 'detach';
/** How a template that follows its design is edited: in the designer, or its HTML looked at. */
export type View = 'design' | 'html';
/** Which of an out-of-office reply's bodies is shown: the reply to colleagues, or the one to people outside. */
export type ReplySide = 'internal' | 'external';

/** The editor's state of one template's draft: its body, its design, and what the person was last told. */
export interface Draft {
  /** The body in the editor (for a designed template, the HTML its design made when last saved). */
  html: string;
  /** The body as the service holds it, to tell unsaved changes. */
  saved: string;
  /** The language variants and their map in the editor, and as the service holds them (`languagesKey`). */
  languages: Languages;
  savedLanguages: string;
  /** An out-of-office reply's external reply in the editor (null: a signature), and as the service holds it. */
  external: string | null;
  savedExternal: string | null;
  /** The body shown: a variant's language, or null for the default. */
  language: string | null;
  /** Of an out-of-office reply, which reply is shown (a signature is always `internal`). */
  side: ReplySide;
  /** The template's design; null for a template written as HTML. */
  design: DraftDesign | null;
  /** The designer holds changes not yet saved. */
  designDirty: boolean;
  /** Counts each time the designer starts afresh from `design` (after going back to the design). */
  designGeneration: number;
  /** A design failed its schema on the last step, so nothing was sent; `designInvalidIn` names its language. */
  designInvalid: boolean;
  designInvalidIn: string | null;
  view: View;
  /** The version this editor is based on: as loaded, then as published from here (never what others published). */
  etag: string | undefined;
  dialog: Dialog | null;
  /** Counts the dialogs opened, so each opening starts a dialog afresh (its inputs back to their defaults). */
  opened: number;
  notice: Notice | null;
}

export type DraftAction =
  /** The body shown was edited in the HTML editor (typed, or a safe fix applied): the default or a variant. */
  | { type: 'edited'; html: string }
  /** The language switcher: show the default (null) or a variant. */
  | { type: 'languageChosen'; language: string | null }
  /** An out-of-office reply's switcher: the reply to colleagues or the one to people outside. */
  | { type: 'sideChosen'; side: ReplySide }
  /**
   * A variant added, starting from the default body (its placeholders are shared), and shown; with `design`, a
   * template that follows its design gives the variant a design of its own, a copy of the default's.
   */
  | { type: 'languageAdded'; language: string; design?: Design }
  | { type: 'languageRemoved'; language: string }
  /** Who gets which language, as edited. */
  | { type: 'languageByEdited'; languageBy: Languages['languageBy'] }
  /** The designer's document changed. */
  | { type: 'designEdited' }
  /** A step starts: the last notice goes. */
  | { type: 'stepStarted' }
  | { type: 'noticeDismissed' }
  /** The designs were checked before a step: a design failing its schema is not sent (`language`: which one, by name). */
  | { type: 'designChecked'; valid: boolean; language?: string | null }
  /**
   * The designs were saved: the HTML they made is the working copy (the default's, and each designed variant's in
   * `languages`); `held` is what the service now holds, `design` the designs' state.
   */
  | { type: 'designSaved'; html: string; external?: string | null; languages: Languages; held: Languages; design: DraftDesign }
  /** The working copy was saved (or submitted for review) with this body (`external`: a reply's, as sent). */
  | { type: 'saved'; html: string; external?: string | null; languages?: Languages; submitted: boolean }
  /** The working copy was dropped: the published body is back. */
  | { type: 'discarded'; html: string; external?: string | null; languages?: Languages }
  /** The body went live or a rollout started; `etag` is the version now live, if the service named it. */
  | { type: 'published'; html: string; external?: string | null; languages?: Languages; etag: string | undefined; notice: Notice }
  | { type: 'scheduled'; notice: Notice }
  /** The template (or one variant) no longer follows its design: its HTML is edited by hand. */
  | { type: 'detached'; design: DraftDesign }
  /** Back to the design (the whole template, or with `language` one variant): its HTML is the working copy again. */
  | { type: 'restored'; design: DraftDesign; html: string; external?: string | null; languages: Languages; language?: string }
  | { type: 'dialogOpened'; dialog: Dialog }
  | { type: 'dialogClosed' }
  | { type: 'viewChosen'; view: View };

/** What a step tells the person: a sentence of the steps' catalogue and its values, written in the portal's language. */
export interface Notice {
  key: keyof (typeof stepsMessages)['messages']['en'];
  values?: Record<string, string | number>;
}

export const NOTICES = {
  saved: { key: 'saved' },
  submitted: { key: 'submitted' },
  discarded: { key: 'discarded' },
  detached: { key: 'detached' },
  restored: { key: 'restored' },
} as const satisfies Record<string, Notice>;

/** The body the editor starts from: the working copy when there is one, otherwise the live version. */
export const startingBody = (t: Bodies) => t.draft?.html ?? t.html ?? '';
/** An out-of-office reply's external reply to start from (null for a signature), from the same body. */
export const startingExternal = (t: Bodies): string | null =>
  t.kind === 'automatic-reply' ? (t.draft ? (t.draft.external ?? t.external ?? '') : (t.external ?? '')) : null;
const NO_MAP: Languages['languageBy'] = { countries: {}, domains: {} };
/** The languages the editor starts from, from the same body. */
export const startingLanguages = (t: Bodies): Languages => {
  const from = t.draft ?? t;
  return { variants: from.variants ?? [], languageBy: from.languageBy ?? NO_MAP };
};

const sortedEntries = (m: Record<string, string>) => Object.entries(m).sort(([a], [b]) => a.localeCompare(b));
/** One text per set of languages, to tell unsaved changes (the map's order does not count). */
export const languagesKey = (l: Languages) =>
  JSON.stringify([l.variants, sortedEntries(l.languageBy.countries), sortedEntries(l.languageBy.domains)]);

/** A template made in the designer and still following its design. */
export const followsDesign = (d: Draft) => !!d.design && !d.design.detached;

/** The design of a variant, if it was made in the designer. */
export const variantDesign = (d: Draft, language: string) => d.design?.variants.find((v) => v.language === language);

/** Whether a language's body (null: the default) is edited in the designer. */
export const designedLanguage = (d: Draft, language: string | null) =>
  followsDesign(d) && (language === null || variantDesign(d, language)?.detached === false);

/** The external reply is shown (of an out-of-office reply). */
const externalShown = (d: Draft) => d.external !== null && d.side === 'external';

/** The HTML of the body shown: the default's, or the variant's (of a reply, the side shown). */
export function shownHtml(d: Draft): string {
  if (d.language === null) return externalShown(d) ? (d.external ?? '') : d.html;
  const variant = d.languages.variants.find((v) => v.language === d.language);
  return (externalShown(d) ? variant?.external : variant?.html) ?? '';
}

/** Changes not saved yet: in the designer, or in the HTML editor, or in the languages (or a reply's external body). */
export const isDirty = (d: Draft) =>
  (followsDesign(d) ? d.designDirty : d.html !== d.saved) ||
  d.external !== d.savedExternal ||
  languagesKey(d.languages) !== d.savedLanguages;

/** The body as sent: its default HTML, a reply's external reply, and its languages. */
export const sentBody = (d: Draft, html: string, languages: Languages) => ({
  html,
  ...(d.external !== null && { external: d.external }),
  ...languages,
});

/** The external reply as the service holds it after a step (kept when the step did not name it). */
const heldExternal = (d: Draft, external: string | null | undefined) => (external === undefined ? d.savedExternal : external);

/** The languages as the service now holds them (left out: those in the editor were what it saved). */
const withLanguages = (d: Draft, languages: Languages = d.languages): Draft => ({
  ...d,
  languages,
  savedLanguages: languagesKey(languages),
  language: languages.variants.some((v) => v.language === d.language) ? d.language : null,
});

export function initialDraft(template: Bodies, design: DraftDesign | null, etag: string | undefined): Draft {
  const body = startingBody(template);
  const languages = startingLanguages(template);
  const external = startingExternal(template);
  return {
    html: body,
    saved: body,
    languages,
    savedLanguages: languagesKey(languages),
    external,
    savedExternal: external,
    language: null,
    side: 'internal',
    design,
    designDirty: false,
    designGeneration: 0,
    designInvalid: false,
    designInvalidIn: null,
    view: design && !design.detached ? 'design' : 'html',
    etag,
    dialog: null,
    opened: 0,
    notice: null,
  };
}

export function reduceDraft(d: Draft, a: DraftAction): Draft {
  switch (a.type) {
    case 'edited': {
      const outside = externalShown(d);
      if (d.language === null) return outside ? { ...d, external: a.html } : { ...d, html: a.html };
      const edit = outside ? { external: a.html } : { html: a.html };
      return {
        ...d,
        languages: { ...d.languages, variants: d.languages.variants.map((v) => (v.language === d.language ? { ...v, ...edit } : v)) },
      };
    }
    case 'languageChosen':
      return { ...d, language: a.language };
    case 'sideChosen':
      return { ...d, side: a.side };
    case 'languageAdded':
      if (d.languages.variants.some((v) => v.language.toLowerCase() === a.language.toLowerCase())) return { ...d, language: a.language };
      return {
        ...d,
        languages: {
          ...d.languages,
          variants: [...d.languages.variants, { language: a.language, html: d.html, ...(d.external !== null && { external: d.external }) }],
        },
        language: a.language,
        design:
          a.design && d.design
            ? { ...d.design, variants: [...d.design.variants, { language: a.language, design: a.design, detached: false }] }
            : d.design,
      };
    case 'languageRemoved':
      return {
        ...d,
        languages: { ...d.languages, variants: d.languages.variants.filter((v) => v.language !== a.language) },
        language: d.language === a.language ? null : d.language,
        design: d.design && { ...d.design, variants: d.design.variants.filter((v) => v.language !== a.language) },
      };
    case 'languageByEdited':
      return { ...d, languages: { ...d.languages, languageBy: a.languageBy } };
    case 'designEdited':
      return d.designDirty ? d : { ...d, designDirty: true };
    case 'stepStarted':
    case 'noticeDismissed':
      return { ...d, notice: null };
    case 'designChecked':
      return a.valid
        ? { ...d, designInvalid: false, designInvalidIn: null }
        : { ...d, designInvalid: true, designInvalidIn: a.language ?? null, notice: null };
    case 'designSaved':
      return {
        ...d,
        html: a.html,
        saved: a.html,
        // A reply's design makes its external reply too.
        ...(d.external !== null && typeof a.external === 'string' && { external: a.external, savedExternal: a.external }),
        designDirty: false,
        design: a.design,
        languages: a.languages,
        savedLanguages: languagesKey(a.held),
      };
    case 'saved':
      return {
        ...withLanguages(d, a.languages),
        saved: a.html,
        savedExternal: heldExternal(d, a.external),
        notice: a.submitted ? NOTICES.submitted : NOTICES.saved,
      };
    case 'discarded': {
      const external = a.external === undefined ? d.external : a.external;
      return {
        ...withLanguages(d, a.languages),
        html: a.html,
        saved: a.html,
        external,
        savedExternal: external,
        language: null,
        dialog: null,
        notice: NOTICES.discarded,
      };
    }
    case 'published':
      return {
        ...withLanguages(d, a.languages),
        etag: a.etag || d.etag,
        saved: a.html,
        savedExternal: heldExternal(d, a.external),
        dialog: null,
        notice: a.notice,
      };
    case 'scheduled':
      return { ...d, dialog: null, notice: a.notice };
    case 'detached':
      // The whole template detached is edited as HTML; one language detached leaves the others in the designer.
      return { ...d, design: a.design, view: a.design.detached ? 'html' : 'design', dialog: null, notice: NOTICES.detached };
    case 'restored': {
      // The restored languages take the service's HTML; the others keep what the editor holds.
      const back = (language: string) => a.language === undefined || a.language === language;
      const variants = d.languages.variants.map((v) =>
        back(v.language) ? (a.languages.variants.find((x) => x.language === v.language) ?? v) : v,
      );
      const whole = a.language === undefined;
      return {
        ...d,
        html: whole ? a.html : d.html,
        saved: whole ? a.html : d.saved,
        ...(whole && d.external !== null && typeof a.external === 'string' && { external: a.external, savedExternal: a.external }),
        languages: { ...d.languages, variants },
        savedLanguages: languagesKey(a.languages),
        design: a.design,
        designDirty: whole ? false : d.designDirty,
        designGeneration: d.designGeneration + 1,
        view: 'design',
        language: whole ? null : d.language,
        notice: NOTICES.restored,
      };
    }
    case 'dialogOpened':
      return { ...d, dialog: a.dialog, opened: d.opened + 1 };
    case 'dialogClosed':
      return { ...d, dialog: null };
    case 'viewChosen':
      return { ...d, view: a.view };
  }
}
