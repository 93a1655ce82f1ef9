import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { commonMessages } from '../i18n/common.messages';
import { shellMessages } from '../i18n/shell.messages';
import { useMessages } from '../i18n/useMessages';

/** Said when the person's choice of language applies in this browser but could not be saved as their preference. */
export default function LanguageNotSaved({ onDismiss }: { onDismiss(): void }) {
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
