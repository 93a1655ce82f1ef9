import { useEffect, useState } from 'react';
import { lint } from '../../../../shared/doctor/engine';
import type { LintAnswer } from '../../../../shared/doctor/schemas';
import { localeOf } from '../../i18n/language';
import { useDisplayLanguage } from '../../i18n/LanguageProvider';
import { useDoctorContext } from './queries';
import { useDebounced } from './useDebounced';

/** Lints run on idle time after edits settle, so a keystroke never waits for the doctor. */
const whenIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
};

/**
 * The shared engine run in the browser on a body as it is edited (debounced, on idle time), with the organisation's
 * context. `subject` (kept the same object while its body is the same) carries the body and anything that goes with
 * it; `answer.subject` is the one the findings point into (fixes apply only to its body).
 */
export function useLiveLint<T extends { html: string }>(subject: T, tracking: boolean) {
  const context = useDoctorContext();
  // The findings in the portal's language, as the service writes them for it.
  const language = localeOf(useDisplayLanguage());
  const settled = useDebounced(subject, 250);
  const [answer, setAnswer] = useState<{ subject: T; result: LintAnswer } | null>(null);
  useEffect(() => {
    if (!context.data) return;
    const ctx = { ...context.data, tracking };
    return whenIdle(() => setAnswer({ subject: settled, result: lint(settled.html, ctx, language) }));
  }, [settled, context.data, tracking, language]);
  return { context, answer };
}
