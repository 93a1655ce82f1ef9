import { escapeHtml } from '../../../../shared/rendering/escape';
import { withOwnMark } from '../../../../shared/threads/own-mark';
import type { SampleMailKey } from './sampleMail.messages';
import type { ComposeKind } from './words';

type Say = (key: SampleMailKey) => string;

/** One sentence of the sample mail as a paragraph of its body (the catalogue's words escaped). */
const para = (say: Say, key: SampleMailKey) => `<p>${escapeHtml(say(key))}</p>`;

/** The subject of the sample message a kind of window opens, in the person's language. */
export function sampleSubject(kind: ComposeKind, say: Say): string {
  const subject = say('subject');
  if (kind === 'new') return subject;
  if (kind === 'meeting') return say('meetingSubject');
  if (kind === 'forward') return `${say('forwardPrefix')} ${subject}`;
  return kind === 'thread' ? `${say('replyPrefix')} ${say('replyPrefix')} ${subject}` : `${say('replyPrefix')} ${subject}`;
}

/** The quoted message's header: who sent it and its subject, as Outlook writes it in the person's language. */
const header = (say: Say, from: string, subject: string) =>
  `<p><b>${escapeHtml(say('fromLabel'))}</b> ${escapeHtml(from)}<br><b>${escapeHtml(say('subjectLabel'))}</b> ${escapeHtml(subject)}</p>`;

const ALEX = 'Alex Wilber <alex.wilber@contoso.example>';

/** What the person has typed as the window opens. */
export function sampleTyped(kind: ComposeKind, say: Say): string {
  switch (kind) {
    case 'new':
      return para(say, 'greeting') + para(say, 'plan');
    case 'thread':
      return `${para(say, 'thread')}<div dir="ltr">${escapeHtml(say('phoneFooter'))}</div>`;
    default:
      return para(say, kind);
  }
}

/**
 * The message a reply or forward quotes. A reply further down a thread: Alex's answer quotes your first message with
 * the full signature it carried (the service's mark with it), and the phone you write from added its footer to your
 * new text.
 */
export function sampleQuoted(kind: ComposeKind, from: string, say: Say): string {
  if (kind === 'new' || kind === 'meeting') return '';
  const subject = say('subject');
  if (kind !== 'thread') return header(say, ALEX, subject) + para(say, 'question');
  return (
    header(say, ALEX, `${say('replyPrefix')} ${subject}`) +
    para(say, 'answer') +
    header(say, from, subject) +
    para(say, 'question') +
    withOwnMark(`<p style="color:#616161">${escapeHtml(say('firstSignature'))}</p>`, from, 'f')
  );
}

/** The person's own Outlook signature, which the add-in's replaces. */
export const sampleOwnSignature = (say: Say) => `<p style="color:#616161">${escapeHtml(say('ownSignature'))}</p>`;
