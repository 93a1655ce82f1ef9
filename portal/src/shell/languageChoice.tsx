import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { Language } from '../../../shared/i18n/languages.js';
import { commonMessages } from '../i18n/common.messages';
import { showLanguage } from '../i18n/language';
import { useSaveLanguage } from '../i18n/queries';
import { shellMessages } from '../i18n/shell.messages';
import { useMessages } from '../i18n/useMessages';

/**
 * The person's choice of language: shown at once, then remembered as their preference (so every browser and the
 * e-mails they get follow it). When it cannot be saved, it still applies in this browser, and the page says so.
 */
export function useLanguageChoice() {
  const save = useSaveLanguage();
  return {
    choose: (language: Language) => {
      showLanguage(language);
      save.mutate(language);
    },
    notSaved: save.isError,
    forget: () => save.reset(),
  };
}

export function LanguageNotSaved({ onDismiss }: { onDismiss(): void }) {
  const t = useMessages(shellMessages);
  const common = useMessages(commonMessages);
  return (
    <MessageBar intent="warning" role="status">
      <MessageBarBody>{t('languageNotSaved')}</MessageBarBody>
      <MessageBarActions>
        <Button appearance="transparent" onClick={onDismiss}>
          {common('dismiss')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
