import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { FactList } from '../../components/FactList';
import type { MessageView } from './queries';

const useStyles = makeStyles({
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  frame: {
    width: '100%',
    minHeight: '320px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
  },
  text: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    maxHeight: '16rem',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
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
          <MessageBarBody>The message could not be shown in full: {message.problem}</MessageBarBody>
        </MessageBar>
      )}
      {message.html && <iframe className={styles.frame} sandbox="" srcDoc={message.html} title={`${title}: the HTML part`} />}
      {message.text && (
        <>
          <Text weight="semibold">Plain-text part</Text>
          <pre className={styles.text} tabIndex={0} aria-label={`${title}: the plain-text part`}>
            {message.text}
          </pre>
        </>
      )}
    </div>
  );
}
