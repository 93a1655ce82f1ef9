import { Button } from '@fluentui/react-components';
import { shellMessages } from '../i18n/shell.messages';
import { useMessages } from '../i18n/useMessages';
import { FullPage } from './FullPage';

/** The portal could not start (configuration or sign-in failed): say so, offer to try again. */
export function StartFailure({ error }: { error: unknown }) {
  const t = useMessages(shellMessages);
  return (
    <FullPage title={t('startFailed')}>
      <p>{error instanceof Error ? error.message : t('signInFailed')}</p>
      <Button appearance="primary" onClick={() => window.location.reload()}>
        {t('tryAgain')}
      </Button>
    </FullPage>
  );
}
