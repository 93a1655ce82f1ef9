import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  block: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    // Long lines wrap where they are shown (a phone never scrolls sideways); what is copied is the text as it is.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
  bounded: { maxHeight: '16rem', overflowY: 'auto' },
});

/** Text shown as written, in a monospaced block a keyboard can reach (a command, a message's plain-text part). */
export function TextBlock({ label, text, bounded }: { label: string; text: string; bounded?: boolean }) {
  const styles = useStyles();
  return (
    <pre className={mergeClasses(styles.block, bounded && styles.bounded)} tabIndex={0} aria-label={label}>
      {text}
    </pre>
  );
}
