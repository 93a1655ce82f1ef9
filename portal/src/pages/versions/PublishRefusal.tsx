import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ApiRefusal } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useMessages } from '../../i18n/useMessages';
import { versionsMessages } from './versions.messages';

interface Props {
  error: unknown;
  /** Reads the template again after a stale version (someone published meanwhile). */
  onReload(): void;
}

/**
 * A refused publish (rollback, approve) in words: publish approval explained rather than named by its code, a stale
 * version with the offer to reload, anything else as the API said it.
 */
export function PublishRefusal({ error, onReload }: Props) {
  const t = useMessages(versionsMessages);
  if (!(error instanceof ApiRefusal)) return <ErrorMessage error={error} />;
  if (error.code === 'approval_required') {
    return (
      <MessageBar intent="warning" role="alert" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('notPublished')}</MessageBarTitle>
          {t('approvalRequired')}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (error.code === 'stale_version') {
    return (
      <MessageBar intent="warning" role="alert" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('stale')}</MessageBarTitle>
          {t('staleReason', { reason: error.message })}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={onReload}>{t('reload')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return <ErrorMessage error={error} />;
}
