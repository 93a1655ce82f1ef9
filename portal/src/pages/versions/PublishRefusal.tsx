import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ApiRefusal } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';

/** What `approval_required` means for the person who met it. */
export const APPROVAL_REQUIRED_WORDS = 'Publish approval is on: an Admin must publish this; submit it for review.';

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
  if (!(error instanceof ApiRefusal)) return <ErrorMessage error={error} />;
  if (error.code === 'approval_required') {
    return (
      <MessageBar intent="warning" role="alert" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>Not published</MessageBarTitle>
          {APPROVAL_REQUIRED_WORDS}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (error.code === 'stale_version') {
    return (
      <MessageBar intent="warning" role="alert" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>Someone published meanwhile</MessageBarTitle>
          {error.message}.
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={onReload}>Reload</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return <ErrorMessage error={error} />;
}
