import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../shared/i18n/languages.js';
import { expectData } from '../api/client';
import { useChange, useRead, writingFirst } from '../api/hooks';
import { useOwnOrganisation, type Answer } from '../api/queries';

/** The person's language preferences: their choice, their directory's language, their organisation's default. */
export type LanguagePreferences = Answer<'/api/me/preferences'>;

const preferencesKey = ['preferences'] as const;

/** The preferences, asked once the organisation is served (asked of one not yet connected, they are refused). */
export function usePreferences() {
  const served = useOwnOrganisation().data?.state === 'active';
  return useRead(preferencesKey, (api) => expectData(api.GET('/api/me/preferences')), { enabled: served, retry: false });
}

/** Remembers the person's choice of language (null: follow their directory, browser and organisation again). */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useChange(
    [preferencesKey],
    (api, language: Language | null) => expectData(api.PUT('/api/me/preferences', { body: { language } })),
    writingFirst({}, (saved) => queryClient.setQueryData(preferencesKey, saved)),
  );
}
