import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followLanguage } from '../../portal/src/api/followLanguage.js';
import { currentLocale, showLanguage } from '../../portal/src/i18n/language.js';

/** A service that answers in the language the request asks for, after `delay` ms, counting the requests. */
function service(delay = 0) {
  const asked = vi.fn<(key: QueryKey) => void>();
  const answer = (key: QueryKey) => {
    asked(key);
    const language = currentLocale();
    return new Promise<string>((resolve) => setTimeout(() => resolve(`${String(key[0])} in ${language}`), delay));
  };
  return { asked, answer };
}

/** A query on screen: one observer subscribed, as a mounted page's hook is. */
function onScreen(client: QueryClient, queryKey: QueryKey, queryFn: () => Promise<string>) {
  const observer = new QueryObserver(client, { queryKey, queryFn });
  return observer.subscribe(() => undefined);
}

let stopFollowing: (() => void) | undefined;
/** A query client as the portal's follows the language (a refusal is not asked again by itself here). */
function following(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stopFollowing = followLanguage(client);
  return client;
}
afterEach(() => {
  stopFollowing?.();
  showLanguage('en');
});

describe('portal: cached answers follow the language shown', () => {
  it('asks answers on screen again in the new language, and empties those off screen', async () => {
    showLanguage('en');
    const client = following();
    const { asked, answer } = service();
    const unsubscribe = onScreen(client, ['log', ''], () => answer(['log']));
    await client.fetchQuery({ queryKey: ['onboarding'], queryFn: () => answer(['onboarding']) });
    await vi.waitFor(() => expect(client.getQueryData(['log', ''])).toBe('log in en'));

    showLanguage('de');
    await vi.waitFor(() => expect(client.getQueryData(['log', ''])).toBe('log in de'));
    // Off screen: nothing is asked, and no page opening later is shown the English answer.
    expect(client.getQueryData(['onboarding'])).toBeUndefined();
    expect(asked.mock.calls.filter(([key]) => key[0] === 'onboarding')).toHaveLength(1);
    unsubscribe();
  });

  it('does not ask again what carries no sentence, unless it was refused', async () => {
    showLanguage('en');
    const client = following();
    const { asked, answer } = service();
    const unsubscribe = [
      onScreen(client, ['me'], () => answer(['me'])),
      onScreen(client, ['templates', 't1'], () => answer(['templates'])),
      onScreen(client, ['own-organisation'], () => Promise.reject(new Error('refused in English'))),
    ];
    await vi.waitFor(() => expect(client.getQueryData(['templates', 't1'])).toBe('templates in en'));
    await vi.waitFor(() => expect(client.getQueryState(['own-organisation'])?.status).toBe('error'));
    await client.fetchQuery({ queryKey: ['asset', 'logo.png'], queryFn: () => answer(['asset']) });

    showLanguage('de');
    const refused = client.getQueryCache().find({ queryKey: ['own-organisation'] })!;
    await vi.waitFor(() => expect(refused.state.errorUpdateCount).toBe(2));
    expect(client.getQueryData(['me'])).toBe('me in en');
    expect(client.getQueryData(['templates', 't1'])).toBe('templates in en');
    expect(client.getQueryData(['asset', 'logo.png'])).toBe('asset in en');
    expect(asked).toHaveBeenCalledTimes(3);
    unsubscribe.forEach((u) => u());
  });

  it('drops an answer still on its way in the language shown before', async () => {
    showLanguage('en');
    const client = following();
    const { answer } = service(50);
    const unsubscribe = onScreen(client, ['trail'], () => answer(['trail']));
    // The first answer, asked in English, has not arrived yet.
    showLanguage('de');
    await vi.waitFor(() => expect(client.getQueryState(['trail'])?.status).toBe('success'));
    expect(client.getQueryData(['trail'])).toBe('trail in de');
    await new Promise((r) => setTimeout(r, 80));
    expect(client.getQueryData(['trail'])).toBe('trail in de');
    unsubscribe();
  });
});
