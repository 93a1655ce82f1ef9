import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  frame: {
    width: '100%',
    // The border inside the width: a frame as wide as its column never makes a phone's page scroll sideways.
    boxSizing: 'border-box',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
  },
});

interface Props {
  html: string;
  title: string;
  /** The frame's least height in pixels: what its page shows of the HTML before the reader scrolls the frame. */
  minHeight: number;
  className?: string;
  'data-testid'?: string;
}

/**
 * HTML the service rendered (a signature, a message, a digest) in a fully sandboxed frame (`sandbox=""`: no scripts,
 * no same-origin, no navigation), so it can never act in the portal's page.
 */
export function SandboxedFrame({ html, title, minHeight, className, 'data-testid': testId }: Props) {
  const styles = useStyles();
  return (
    <iframe
      className={mergeClasses(styles.frame, className)}
      style={{ minHeight: `${minHeight}px` }}
      sandbox=""
      srcDoc={html}
      title={title}
      data-testid={testId}
    />
  );
}
