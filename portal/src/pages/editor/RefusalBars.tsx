import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { useVersions } from '../../api/queries';
import { when } from '../../format';

/** A 412: someone published since this editor loaded the template. Who, when, and the way to their version. */
export function StaleVersionBar({ templateId, onReload }: { templateId: string; onReload: () => void }) {
  // Read afresh (no stale time): the version it names is the one that refused this publish.
  const versions = useVersions(templateId);
  const latest = versions.data?.versions.find((v) => v.version === versions.data?.current);
  return (
    <MessageBar intent="warning" layout="multiline" role="alert" data-testid="stale-version">
      <MessageBarBody>
        <MessageBarTitle>Someone published this template meanwhile</MessageBarTitle>
        {versions.isPending && <Spinner size="extra-tiny" label="Finding out who…" />}
        {latest
          ? `Version ${latest.version} was published by ${latest.publishedBy} on ${when(latest.publishedAt)}, after you opened the editor. `
          : versions.isError && 'A newer version was published after you opened the editor. '}
        Nothing was published from here. Reload to see their version; your changes here are replaced by it, so copy anything you want to
        keep first.
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onReload}>Reload the template</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/** `approval_required`: an Editor may not publish while the organisation requires approval. */
export function ApprovalRequiredBar({ onSubmit, pending }: { onSubmit: () => void; pending: boolean }) {
  return (
    <MessageBar intent="info" layout="multiline" role="alert" data-testid="approval-required">
      <MessageBarBody>
        <MessageBarTitle>Publishing needs an Admin's approval</MessageBarTitle>
        Your organisation requires an Admin to publish templates. Submit your changes for review, and an Admin publishes them from the
        review queue.
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={onSubmit} disabled={pending}>
          Submit for review
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
