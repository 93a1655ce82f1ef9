import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { commonMessages } from '../i18n/common.messages';
import { useMessages } from '../i18n/useMessages';

/** What a change just did, announced to screen readers, until the person dismisses it or the next change replaces it. */
export function SuccessNotice({ notice, onDismiss }: { notice: string | null; onDismiss(): void }) {
  const t = useMessages(commonMessages);
  if (!notice) return null;
  return (
    <MessageBar intent="success" role="status">
      <MessageBarBody>{notice}</MessageBarBody>
      <MessageBarActions>
        <Button appearance="transparent" onClick={onDismiss}>
          {t('dismiss')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
