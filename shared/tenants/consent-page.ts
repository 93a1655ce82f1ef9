import { ApiError, inLanguage } from '../http/errors.js';
import { html } from '../http/reply.js';
import type { ApiResponse } from '../http/types.js';
import { translator } from '../i18n/catalogue.js';
import type { Language } from '../i18n/languages.js';
import { PRODUCT_NAME } from '../public/pages.js';
import { escapeHtml } from '../rendering/escape.js';
import { TENANT_SENTENCES } from './messages.js';

const STYLE = `:root{color-scheme:light dark}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:40rem;margin:3rem auto;padding:0 1.25rem}.reference{color:#57606a;font-size:.9rem}`;

/** Stand-ins for the links of the next steps while the sentence around them is escaped. */
const START_AGAIN = '\u0001';
const PORTAL = '\u0002';

/**
 * The consent flow runs in an administrator's browser: a refusal is a page a person can read (what happened, what to
 * do, a way back), not JSON, in the language the browser asks for. The refusal's code is on the page (`data-code`)
 * for support and for tests.
 */
export function consentRefusalPage(refusal: ApiError, language: Language, clearCookie?: string): ApiResponse {
  const say = translator(TENANT_SENTENCES, language);
  const err = inLanguage(refusal, language);
  const link = (href: string, text: string) => `<a href="${href}">${escapeHtml(text)}</a>`;
  const next = escapeHtml(say('nextSteps', { startAgain: START_AGAIN, portal: PORTAL }))
    .replace(START_AGAIN, () => link('/admin/consent', say('startAgain')))
    .replace(PORTAL, () => link('/admin', say('portal')));
  const page = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(say('notConnected'))} · ${escapeHtml(PRODUCT_NAME)}</title><style>${STYLE}</style></head>
<body><main data-code="${escapeHtml(err.code)}">
<h1>${escapeHtml(say('notConnected'))}</h1>
<p>${escapeHtml(err.message.endsWith('.') ? err.message : `${err.message}.`)}</p>
<p>${next}</p>
<p class="reference">${escapeHtml(say('reference'))} <code>${escapeHtml(err.code)}</code></p>
</main></body></html>
`;
  return html(page, err.status, { 'cache-control': 'no-store', ...(clearCookie ? { 'set-cookie': clearCookie } : {}) });
}

/** Runs a consent step; a refusal becomes the page above (anything else is left to the one error mapping). */
export async function asConsentPage(step: () => Promise<ApiResponse>, language: Language, clearCookie?: string): Promise<ApiResponse> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof ApiError) return consentRefusalPage(err, language, clearCookie);
    throw err;
  }
}
