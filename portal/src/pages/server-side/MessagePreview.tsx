import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { FactList } from '../../components/FactList';
import { sentences } from '../../format';
import { TextBlock } from '../../components/TextBlock';
import type { MessageView } from './queries';
import { SandboxedFrame } from '../../components/SandboxedFrame';
import { list } from '../../format';
import { useMessages } from '../../i18n/useMessages';
import { relayMessages } from './relay.messages';

const useStyles = makeStyles({
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** A message as it arrived: who, what, its HTML part (sanitised by the service, shown without scripts) and its text. */
export function MessagePreview({ message, title }: { message: MessageView; title: string }) {
  const styles = useStyles();
  const t = useMessages(relayMessages);
  return (
    <div className={styles.preview}>
      <FactList
        facts={[
          [t('from'), message.from ?? t('none')],
          [t('to'), message.to.length ? list(message.to) : t('none')],
          [t('subject'), message.subject ?? t('none')],
        ]}
      />
      {message.problem && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{sentences([message.problem])}</MessageBarBody>
        </MessageBar>
      )}
      {message.html && <SandboxedFrame html={message.html} title={t('htmlPart', { title })} minHeight={320} />}
      {message.text && (
        <>
          <Text weight="semibold">{t('textPart')}</Text>
          <TextBlock label={t('textPartLabel', { title })} text={message.text} bounded />
        </>
      )}
    </div>
  );
}
