import { Button } from '@fluentui/react-components';
import { FullPage } from './FullPage';

/** The portal could not start (configuration or sign-in failed): say so, offer to try again. */
export function StartFailure({ error }: { error: unknown }) {
  return (
    <FullPage title="The portal could not start">
      <p>{error instanceof Error ? error.message : 'Signing in failed.'}</p>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </FullPage>
  );
}
