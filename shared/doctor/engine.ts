import { imageAltMissing, imageMissing, imageSizeMissing, imageTooLarge, logoDarkMode, svgImage } from './rules/images.js';
import { dataImage, insecureUrl, linkDomainMismatch, malformedContactLink, scriptUrl, trackedLinks } from './rules/links.js';
import { classAttribute, cssUnsupported, styleBlock } from './rules/css.js';
import { placeholderOftenEmpty, placeholderUnknown } from './rules/placeholders.js';
import { contrastDark, contrastLight } from './rules/contrast.js';
import { imageOnly, renderedLength, tooLong } from './rules/content.js';
import type { Rule } from './rule.js';
import { lineColumn, scan } from './scan.js';
import { CLIENTS, type DoctorContext, type Edit, type Finding, type LintAnswer } from './schemas.js';
import { SIGNATURE_LENGTH_LIMIT } from '../rendering/template.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { remember, written } from './said.js';

/** Every rule of the doctor, in the order findings are listed within a severity. */
export const RULES: readonly Rule[] = [
  tooLong,
  svgImage,
  scriptUrl,
  dataImage,
  imageMissing,
  imageAltMissing,
  imageSizeMissing,
  imageTooLarge,
  insecureUrl,
  logoDarkMode,
  contrastLight,
  contrastDark,
  imageOnly,
  linkDomainMismatch,
  malformedContactLink,
  placeholderUnknown,
  placeholderOftenEmpty,
  styleBlock,
  classAttribute,
  cssUnsupported,
  trackedLinks,
];

const RANK = { error: 0, warning: 1, info: 2 } as const;

/** A context that knows nothing of an organisation: every Outlook client, no images, no directory. */
export const EMPTY_CONTEXT: DoctorContext = {
  clients: [...CLIENTS],
  support: {},
  images: {},
  knownPlaceholders: null,
  emptyShare: {},
  mailboxes: 0,
  longestValue: {},
  longest: null,
  tracking: false,
};

/**
 * Lints a body (a template's source or rendered HTML): pure, no I/O, the same in the browser and on the server.
 * Findings are sorted by severity, then by place, and say what they find in `language`.
 */
export function lint(html: string, ctx: DoctorContext = EMPTY_CONTEXT, language: Language = DEFAULT_LANGUAGE): LintAnswer {
  const steps = lintSteps(html, ctx, language);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same lint in steps (the scan, then a rule a step), so that a server can let other requests run between them:
 * a body at the size limit holds the event loop for one rule at a time, not the whole lint.
 */
export function* lintSteps(
  html: string,
  ctx: DoctorContext = EMPTY_CONTEXT,
  language: Language = DEFAULT_LANGUAGE,
): Generator<void, LintAnswer> {
  const s = scan(html);
  const findings: Finding[] = [];
  for (const rule of RULES) {
    yield;
    for (const hit of rule.check(s, ctx)) {
      const clients = hit.clients ?? (rule.clients === 'all' ? [...CLIENTS] : [...rule.clients]);
      const finding: Finding = {
        rule: rule.id,
        severity: rule.severity,
        clients,
        message: written(hit.message, language),
        ...lineColumn(s, hit.start),
        start: hit.start,
        end: Math.max(hit.start, hit.end),
        ...(hit.whole ? { whole: true } : {}),
        ...(hit.fix ? { fix: { ...hit.fix, label: written(hit.fix.label, language) } } : {}),
      };
      // What it says is kept as facts too: a finding recorded with a version is read later in its reader's language.
      findings.push(remember(finding, { message: hit.message, ...(hit.fix ? { fix: hit.fix.label } : {}) }));
    }
  }
  yield;
  findings.sort((a, b) => RANK[a.severity] - RANK[b.severity] || a.start - b.start);
  const length = renderedLength(html, ctx.longestValue, ctx.longest);
  return {
    findings,
    errors: findings.filter((f) => f.severity === 'error').length,
    warnings: findings.filter((f) => f.severity === 'warning').length,
    length: { ...length, limit: SIGNATURE_LENGTH_LIMIT },
  };
}

/** Applies a fix's edits to the source they were computed on (edits never overlap; applied from the end). */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  let out = html;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
