import { z } from 'zod';
import type { Language } from '../i18n/languages.js';
import { explainAddin, explainAddinFailure, explainAddinRefusal, explainRelay, type AddinFacts, type RelayFacts } from './explain.js';

const isObject = (v: unknown) => typeof v === 'object' && v !== null;

/**
 * What an entry's explanation is written from, kept with the entry so that it is written when read, in the reader's
 * language: the add-in's decision, its refusal or failure, or the relay's decision.
 */
const TrailFacts = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('addin'), facts: z.custom<AddinFacts>(isObject) }),
  z.object({ kind: z.literal('refusal'), code: z.string(), message: z.string() }),
  z.object({ kind: z.literal('failure'), message: z.string(), code: z.string().optional() }),
  z.object({ kind: z.literal('relay'), facts: z.custom<RelayFacts>(isObject) }),
]);
export type TrailFacts = z.infer<typeof TrailFacts>;

/** The facts' explanation in `language`. */
export function explainFacts(f: TrailFacts, language: Language): string {
  switch (f.kind) {
    case 'addin':
      return explainAddin(f.facts, language);
    case 'refusal':
      return explainAddinRefusal(f.code, f.message, language);
    case 'failure':
      return explainAddinFailure(f.message, language, f.code);
    case 'relay':
      return explainRelay(f.facts, language);
  }
}

/** The facts as stored with an entry, and the English explanation it also keeps (what entries written before facts have). */
export const storedFacts = (f: TrailFacts) => ({ facts: JSON.stringify(f), explanation: explainFacts(f, 'en') });

/**
 * A stored entry's explanation in `language`: written from its facts, else (an entry from before facts were kept, or
 * facts that no longer read) the English it was stored with.
 */
export function explanationIn(entry: { facts?: string; explanation: string }, language: Language): string {
  if (!entry.facts) return entry.explanation;
  try {
    const parsed = TrailFacts.safeParse(JSON.parse(entry.facts));
    return parsed.success ? explainFacts(parsed.data, language) : entry.explanation;
  } catch {
    return entry.explanation;
  }
}
