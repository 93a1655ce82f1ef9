import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';

/** What a change just did, announced to screen readers, until the person dismisses it or the next change replaces it. */
export function SuccessNotice({ notice, onDismiss }: { notice: string | null; onDismiss(): void }) {
  if (!notice) return null;
  return (
    <MessageBar intent="success" role="status">
      <MessageBarBody>{notice}</MessageBarBody>
      <MessageBarActions>
        <Button appearance="transparent" onClick={onDismiss}>
          Dismiss
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
