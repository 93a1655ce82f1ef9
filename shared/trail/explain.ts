import { REASON_LABELS, type ApplyReason } from '../activity/vocabulary.js';
import type { ChoiceReason } from '../templates/language.js';

/** Why the template was chosen: a rule (its name and what matched), the role's default, or nothing. */
export type ChosenBy =
  { kind: 'rule'; name: string; because: string } | { kind: 'default'; rules: number } | { kind: 'none'; rules: number };

/** What the add-in's compose decided, as the trail explains it. */
export interface AddinFacts {
  type: 'new' | 'reply';
  template: { name: string; version: number } | null;
  chosenBy: ChosenBy;
  language: { tag: string | null; reason: ChoiceReason; variants: number } | null;
  /** The recipients' domains as the decision saw them (none: not known), and which are outside the organisation. */
  domains: readonly string[];
  outside: readonly string[];
  /** Whether anything the organisation has tests the recipients (else their verdict changed nothing). */
  blocks: readonly { kind: 'banner' | 'footer'; name: string }[];
  stale: string | null;
  /** Where the values the signature used came from, in sentences (absent or null: nothing to say). */
  values?: string | null;
}

const quoted = (s: string) => `'${s}'`;
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const ROLE = { new: 'new messages', reply: 'replies and forwards' } as const;

const LANGUAGE_BECAUSE: Record<ChoiceReason, string> = {
  'recipient-domain': "the recipients' domains are listed for it",
  'recipient-country': "the recipients' country domains are listed for it",
  sender: "it is the sender's preferred language",
  default: 'no recipient domain, country or preferred language chose a variant',
};

function chosenWords(chosenBy: ChosenBy, type: 'new' | 'reply'): string {
  if (chosenBy.kind === 'rule') return `because the rule ${quoted(chosenBy.name)} matched (${chosenBy.because})`;
  const none = chosenBy.rules ? `no rule matched (of ${chosenBy.rules})` : 'the organisation has no rules';
  return chosenBy.kind === 'default' ? `because ${none} and it is the default for ${ROLE[type]}` : none;
}

function recipientWords(f: AddinFacts): string {
  const verb = f.type === 'reply' ? 'Replying' : 'Writing';
  const added = f.blocks.length
    ? `, so ${list(f.blocks.map((b) => `the ${b.kind} ${quoted(b.name)}`))} ${f.blocks.length > 1 ? 'were' : 'was'} added.`
    : '.';
  if (!f.domains.length) return `The recipients were not known, so no recipient condition applied${added}`;
  if (f.outside.length) return `${verb} to external recipients (${list(f.outside)})${added}`;
  return `${verb} to recipients inside the organisation (${list(f.domains)})${added}`;
}

/** The add-in's compose in sentences. */
export function explainAddin(f: AddinFacts): string {
  const parts: string[] = [];
  if (f.template) {
    parts.push(`Signed by the add-in with ${quoted(f.template.name)} version ${f.template.version} ${chosenWords(f.chosenBy, f.type)}.`);
  } else {
    parts.push(`No signature from the add-in: ${chosenWords(f.chosenBy, f.type)} and no template is the default for ${ROLE[f.type]}.`);
  }
  parts.push(recipientWords(f));
  if (f.language && f.language.variants > 0) {
    parts.push(
      f.language.tag
        ? `The ${f.language.tag} variant was chosen because ${LANGUAGE_BECAUSE[f.language.reason]}.`
        : `The default language was used because ${LANGUAGE_BECAUSE[f.language.reason]}.`,
    );
  }
  if (f.template && f.values) parts.push(f.values);
  if (f.stale) parts.push(`Storage was out, so the last good answer (rendered ${f.stale}) was served.`);
  return parts.join(' ');
}

/** A refusal of the compose route (the gate: excluded, paused, lapsed, not a mailbox), in sentences. */
export const explainAddinRefusal = (code: string, message: string) =>
  `No signature from the add-in: the service refused it (${code}): ${message.replace(/\.$/, '')}.`;

export const explainAddinFailure = (message: string) => `No signature from the add-in: the service failed (${message.replace(/\.$/, '')}).`;

const PLACEMENT: Record<string, string> = { body_end: 'at the end of the body', end: 'at the end of the message' };
const placementWords = (p: string | null) =>
  !p ? '' : p.startsWith('marker:') ? ` It was placed at the signature marker of ${p.slice(7)}.` : ` It was placed ${PLACEMENT[p] ?? p}.`;

const reasonWords = (reason: string) => REASON_LABELS[reason as ApplyReason] ?? reason;

/** What the relay did with one message. */
export interface RelayFacts {
  outcome: 'signed' | 'footer' | 'passed' | 'next_hop_refused' | 'refused';
  template: { name: string; version: number | null } | null;
  reason: string | null;
  detail: string | null;
  placement: string | null;
  nextHop: string | null;
  outside: readonly string[];
  /** A phone's footer was taken off the end of the new text. */
  footerRemoved?: boolean;
  /** Once per thread: the thread's quoted part held the sender's full signature, so the reply signature went out. */
  inThread?: boolean;
  /** The rule that set once per thread for the mailbox's replies (absent: the organisation's setting). */
  threadRule?: string;
  /** Where the values the signature used came from, in sentences. */
  values?: string | null;
}

const IN_THREAD =
  ' The quoted thread already held this sender’s full signature and the organisation signs once per thread, so the reply signature was used, without banners.';

const inThreadByRule = (rule: string) =>
  ` The quoted thread already held this sender’s full signature and the rule ${quoted(rule)} signs their replies once per thread, so the reply signature was used, without banners.`;

const FOOTER_REMOVED =
  ' The footer the sender’s phone or mail app had added (such as “Sent from my iPhone”) was taken off the end of the new text.';

/** The relay's decision and outcome in sentences. */
export function explainRelay(f: RelayFacts): string {
  const detail = f.detail ? ` (${f.detail.replace(/\.$/, '')})` : '';
  switch (f.outcome) {
    case 'signed':
      return (
        `Signed by the relay with ${f.template ? `${quoted(f.template.name)} version ${f.template.version ?? '?'}` : 'its template'}.` +
        placementWords(f.placement) +
        (f.inThread ? (f.threadRule ? inThreadByRule(f.threadRule) : IN_THREAD) : '') +
        (f.values ? ` ${f.values}` : '') +
        (f.footerRemoved ? FOOTER_REMOVED : '')
      );
    case 'footer':
      return (
        `The add-in had signed it; the relay added what is meant for external recipients (${list(f.outside)}) and nothing else.` +
        placementWords(f.placement)
      );
    case 'passed':
      if (f.reason === 'thread_signed') {
        return 'Passed unchanged by the relay: the quoted thread already holds this sender’s full signature, the organisation signs once per thread, and no reply signature is set.';
      }
      if (f.reason === 'dkim_signed') {
        return 'Passed unchanged by the relay: the message arrived already DKIM-signed, and a signature added to its text would have made that DKIM signature fail at the receiver.';
      }
      if (f.reason === 'already_signed') {
        return 'Passed unchanged by the relay: the new text above the quoted thread already holds a signature of the service, so a second one would stack under it.';
      }
      return `Passed unchanged by the relay: ${reasonWords(f.reason ?? 'rewrite_failed')}${detail}.`;
    case 'next_hop_refused':
      return `The next mail server refused it: ${f.nextHop ?? 'no answer'}.`;
    case 'refused':
      return `Refused by the relay: it is not proven to come from the organisation (${f.reason}${detail}).`;
  }
}
