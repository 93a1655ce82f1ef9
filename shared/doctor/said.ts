import { z } from 'zod';
import { translate, translateKept } from '../i18n/catalogue.js';
import type { Language } from '../i18n/languages.js';
import { DOCTOR_MESSAGES, type DoctorKey } from './messages.js';
import type { Finding } from './schemas.js';

/** A sentence of the doctor as facts (its key and values), written in the reader's language when it is read. */
export const Said = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export interface Said {
  key: DoctorKey;
  values?: Record<string, string | number>;
}

/** What a finding says, as facts: its message and its fix's label. */
export const FindingFacts = z.object({ message: Said, fix: Said.optional() });
export type FindingFacts = z.infer<typeof FindingFacts>;

export const say = (key: DoctorKey, values?: Record<string, string | number>): Said => (values ? { key, values } : { key });

/** The sentence of facts the engine writes now, in `language`. */
export const written = (said: Said, language: Language): string => translate(DOCTOR_MESSAGES, language, said.key, said.values);

/**
 * The sentence of stored facts in `language`. A key no longer in the catalogue (a finding stored long ago), or values that no longer
 * fill its sentence, read as null.
 */
export const sentence = (said: { key: string; values?: Record<string, string | number> }, language: Language): string | null =>
  translateKept(DOCTOR_MESSAGES, language, said.key, said.values);

/** The facts behind each finding the engine wrote, kept beside it (the API's finding carries only its sentences). */
const factsByFinding = new WeakMap<Finding, FindingFacts>();

export function remember<F extends Finding>(finding: F, facts: FindingFacts | undefined): F {
  if (facts) factsByFinding.set(finding, facts);
  return finding;
}

export const factsOf = (finding: Finding): FindingFacts | undefined => factsByFinding.get(finding);

/** A finding rewritten in `language` from its facts; one without facts stays as it is. */
export function inLanguage(finding: Finding, facts: FindingFacts | undefined, language: Language): Finding {
  if (!facts) return finding;
  const message = sentence(facts.message, language) ?? finding.message;
  const label = facts.fix && finding.fix ? (sentence(facts.fix, language) ?? finding.fix.label) : null;
  return remember({ ...finding, message, ...(label !== null && finding.fix ? { fix: { ...finding.fix, label } } : {}) }, facts);
}
