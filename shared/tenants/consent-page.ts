import { ApiError } from '../http/errors.js';
import { html } from '../http/reply.js';
import type { ApiResponse } from '../http/types.js';
import { PRODUCT_NAME } from '../public/pages.js';
import { escapeHtml } from '../rendering/escape.js';

const STYLE = `:root{color-scheme:light dark}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:40rem;margin:3rem auto;padding:0 1.25rem}.reference{color:#57606a;font-size:.9rem}`;

/**
 * The consent flow runs in an administrator's browser: a refusal is a page a person can read (what happened, what to
 * do, a way back), not JSON. The refusal's code is on the page (`data-code`) for support and for tests.
 */
export function consentRefusalPage(err: ApiError, clearCookie?: string): ApiResponse {
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your organisation was not connected · ${escapeHtml(PRODUCT_NAME)}</title><style>${STYLE}</style></head>
<body><main data-code="${escapeHtml(err.code)}">
<h1>Your organisation was not connected</h1>
<p>${escapeHtml(err.message.endsWith('.') ? err.message : `${err.message}.`)}</p>
<p>Nothing was changed. <a href="/admin/consent">Start again</a> or go back to the <a href="/admin">portal</a>.</p>
<p class="reference">Reference: <code>${escapeHtml(err.code)}</code></p>
</main></body></html>
`;
  return html(page, err.status, { 'cache-control': 'no-store', ...(clearCookie ? { 'set-cookie': clearCookie } : {}) });
}

/** Runs a consent step; a refusal becomes the page above (anything else is left to the one error mapping). */
export async function asConsentPage(step: () => Promise<ApiResponse>, clearCookie?: string): Promise<ApiResponse> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof ApiError) return consentRefusalPage(err, clearCookie);
    throw err;
  }
}
