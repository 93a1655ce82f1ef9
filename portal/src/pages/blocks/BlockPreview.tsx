import { makeStyles, tokens } from '@fluentui/react-components';
import { useMe } from '../../api/queries';
import { escapeHtml } from '../../../../shared/rendering/escape';

const useStyles = makeStyles({
  frame: {
    width: '100%',
    minHeight: '200px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
  },
});

/**
 * The block as it sits in a signature: a sample signature (the signed-in person's name) with the banner above or
 * below it, or the footer under it. In a fully sandboxed frame, so the HTML can never act in the portal's page.
 */
export function BlockPreview({ html, position }: { html: string; position: 'above' | 'below' }) {
  const styles = useStyles();
  const name = useMe().data?.user?.name ?? 'Your name';
  const signature = `<p style="margin:0;font-family:Segoe UI,Arial,sans-serif"><strong>${escapeHtml(name)}</strong><br>Sample signature</p>`;
  const body = position === 'above' ? `${html}${signature}` : `${signature}${html}`;
  return (
    <iframe
      className={styles.frame}
      title="Preview inside a signature"
      sandbox=""
      srcDoc={`<!doctype html><html lang="en"><body>${body}</body></html>`}
    />
  );
}
