import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../shared/i18n/languages.js';
import { expectData } from '../api/client';
import { useChange, useRead, writingFirst } from '../api/hooks';
import { readAgainInLanguage } from '../api/followLanguage';
import { keys, useOwnOrganisation, type Answer } from '../api/queries';

/** The person's language preferences: their choice, their directory's language, their organisation's default. */
export type LanguagePreferences = Answer<'/api/me/preferences'>;

/** The preferences, asked once the organisation is served (asked of one not yet connected, they are refused). */
export function usePreferences() {
  const served = useOwnOrganisation().data?.state === 'active';
  return useRead(keys.preferences, (api) => expectData(api.GET('/api/me/preferences')), { enabled: served, retry: false });
}

/**
 * Remembers the person's choice of language (null: follow their directory, browser and organisation again). The
 * service writes its sentences in the saved choice first, so the answers that carry them are asked again once it is saved.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useChange(
    [keys.preferences],
    (api, language: Language | null) => expectData(api.PUT('/api/me/preferences', { body: { language } })),
    writingFirst({}, (saved) => {
      queryClient.setQueryData(keys.preferences, saved);
      void readAgainInLanguage(queryClient).catch(() => undefined);
    }),
  );
}
