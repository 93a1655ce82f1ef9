import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { shownSentence, type ShownSource } from '../imports/layers.js';
import { storedDetailIn, type SaidDetail } from './relay-detail.js';
import { reasonWords, writerIn, type Writer } from './words.js';

/** What the relay did with one message. */
export interface RelayFacts {
  outcome: 'signed' | 'footer' | 'passed' | 'next_hop_refused' | 'refused';
  template: { name: string; version: number | null } | null;
  reason: string | null;
  /** The detail as the relay or the service wrote it in English (what facts stored before keys hold alone). */
  detail: string | null;
  /** The detail by key, written in the reader's language when read. */
  said?: SaidDetail;
  placement: string | null;
  nextHop: string | null;
  outside: readonly string[];
  /** A phone's footer was taken off the end of the new text. */
  footerRemoved?: boolean;
  /** Once per thread: the thread's quoted part held the sender's full signature, so the reply signature went out. */
  inThread?: boolean;
  /** The rule that set once per thread for the mailbox's replies (absent: the organisation's setting). */
  threadRule?: string;
  /** Where the values the signature used came from, by name and source. */
  values?: readonly ShownSource[] | null;
}

function placementWords(p: string | null, w: Writer): string | null {
  if (!p) return null;
  if (p.startsWith('marker:')) return w.t('placedMarker', { marker: p.slice(7) });
  if (p === 'body_end') return w.t('placedBodyEnd');
  return p === 'end' ? w.t('placedEnd') : w.t('placedOther', { placement: p });
}

const sentences = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' ');

/** Passed unchanged for one of these reasons: a sentence of its own rather than monitoring's label. */
const PASSED = { thread_signed: 'passedThread', dkim_signed: 'passedDkim', already_signed: 'passedAlreadySigned' } as const;

/** The relay's decision and outcome in sentences, in the reader's language. */
export function explainRelay(f: RelayFacts, language: Language = DEFAULT_LANGUAGE): string {
  const w = writerIn(language);
  const text = storedDetailIn(f.said, language) ?? f.detail;
  const detail = text ? ` (${text.replace(/\.$/, '')})` : '';
  switch (f.outcome) {
    case 'signed': {
      const signed = f.template
        ? w.t('relaySigned', {
            template: w.quoted(f.template.name),
            version: f.template.version === null ? '?' : String(f.template.version),
          })
        : w.t('relaySignedUnnamed');
      const thread = f.inThread ? (f.threadRule ? w.t('inThreadByRule', { rule: w.quoted(f.threadRule) }) : w.t('inThread')) : null;
      return sentences(
        signed,
        placementWords(f.placement, w),
        thread,
        f.values?.length ? shownSentence(f.values, language) : null,
        f.footerRemoved && w.t('footerRemoved'),
      );
    }
    case 'footer':
      return sentences(w.t('relayFooter', { domains: w.list(f.outside) }), placementWords(f.placement, w));
    case 'passed': {
      const own = f.reason && f.reason in PASSED ? PASSED[f.reason as keyof typeof PASSED] : null;
      return own ? w.t(own) : w.t('passed', { reason: reasonWords(f.reason ?? 'rewrite_failed', language), detail });
    }
    case 'next_hop_refused':
      return w.t('nextHopRefused', { answer: f.nextHop ?? w.t('noAnswer') });
    case 'refused':
      return w.t('refused', { reason: f.reason ?? '', detail });
  }
}
