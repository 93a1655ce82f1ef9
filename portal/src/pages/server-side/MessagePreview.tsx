import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { FactList } from '../../components/FactList';
import { sentences } from '../../format';
import { TextBlock } from '../../components/TextBlock';
import type { MessageView } from './queries';
import { SandboxedFrame } from '../../components/SandboxedFrame';

const useStyles = makeStyles({
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** A message as it arrived: who, what, its HTML part (sanitised by the service, shown without scripts) and its text. */
export function MessagePreview({ message, title }: { message: MessageView; title: string }) {
  const styles = useStyles();
  return (
    <div className={styles.preview}>
      <FactList
        facts={[
          ['From', message.from ?? '(none)'],
          ['To', message.to.length ? message.to.join(', ') : '(none)'],
          ['Subject', message.subject ?? '(none)'],
        ]}
      />
      {message.problem && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{sentences([message.problem])}</MessageBarBody>
        </MessageBar>
      )}
      {message.html && <SandboxedFrame html={message.html} title={`${title}: the HTML part`} minHeight={320} />}
      {message.text && (
        <>
          <Text weight="semibold">Plain-text part</Text>
          <TextBlock label={`${title}: the plain-text part`} text={message.text} bounded />
        </>
      )}
    </div>
  );
}
