import type { ContextUsing } from '../http/route.js';
import type { Language } from '../i18n/languages.js';

/**
 * The language the caller of a route reads the service's sentences in: a person's own choice, else what their browser
 * asks for (`Accept-Language`), else English. A key has no choice of its own: its `Accept-Language` decides.
 */
export function readerLanguageOf(ctx: ContextUsing<'preferences'>): Promise<Language> {
  const { tenantId, principal, req, services } = ctx;
  return services.preferences.readerLanguage(tenantId, principal?.kind === 'person' ? principal : null, req.headers['accept-language']);
}
