import { refuse } from '../http/errors.js';
import { sayableIn } from '../http/said-in.js';
import { translator } from '../i18n/catalogue.js';
import type { Language } from '../i18n/languages.js';
import { DOCTOR_REFUSAL_MESSAGES } from './messages.js';
import { factsOf, inLanguage } from './said.js';
import type { Finding } from './schemas.js';

/** The refusal's sentence in `language`: how many errors, then each error's sentence (with its variant). */
function faultsSentence(findings: readonly Finding[], language: Language): string {
  const say = translator(DOCTOR_REFUSAL_MESSAGES, language);
  const errors = findings.filter((f) => f.severity === 'error');
  const said = errors.map((f) => (f.variant ? say('inVariant', { variant: f.variant, message: f.message }) : f.message));
  return say('faults', { count: errors.length, said: said.join(' ') });
}

/**
 * 422 `signature_faults` for a body whose findings include errors, carrying every finding: in English as the doctor
 * wrote them, and in the reader's language when the answer is written in another (the findings' facts say them).
 */
export function faultsRefusal(findings: Finding[]) {
  return sayableIn(refuse('signature_faults', faultsSentence(findings, 'en'), { findings }), (language) => {
    const said = findings.map((f) => inLanguage(f, factsOf(f), language));
    return { message: faultsSentence(said, language), extra: { findings: said } };
  });
}
