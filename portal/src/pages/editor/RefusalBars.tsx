import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { when } from '../../format';
import { useVersions } from '../versions/queries';
import { useMessages } from '../../i18n/useMessages';
import { editorMessages } from './editor.messages';
import { stepsMessages } from './steps.messages';

/** A 412: someone published since this editor loaded the template. Who, when, and the way to their version. */
export function StaleVersionBar({ templateId, onReload }: { templateId: string; onReload: () => void }) {
  // Read afresh (no stale time): the version it names is the one that refused this publish.
  const t = useMessages(stepsMessages);
  const versions = useVersions(templateId);
  const latest = versions.data?.versions.find((v) => v.version === versions.data?.current);
  const who = latest
    ? t('staleWho', { version: latest.version, who: latest.publishedBy, when: when(latest.publishedAt) })
    : versions.isError && t('staleUnknown');
  const said = who ? `${who} ${t('staleText')}` : t('staleText');
  return (
    <MessageBar intent="warning" layout="multiline" role="alert" data-testid="stale-version">
      <MessageBarBody>
        <MessageBarTitle>{t('staleTitle')}</MessageBarTitle>
        {versions.isPending && <Spinner size="extra-tiny" label={t('findingWho')} />}
        {said}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onReload}>{t('reload')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/** `approval_required`: an Editor may not publish while the organisation requires approval. */
export function ApprovalRequiredBar({ onSubmit, pending }: { onSubmit: () => void; pending: boolean }) {
  const t = useMessages(stepsMessages);
  const tEditor = useMessages(editorMessages);
  return (
    <MessageBar intent="info" layout="multiline" role="alert" data-testid="approval-required">
      <MessageBarBody>
        <MessageBarTitle>{t('approvalTitle')}</MessageBarTitle>
        {t('approvalText')}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={onSubmit} disabled={pending}>
          {tEditor('submit')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
