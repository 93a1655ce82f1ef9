import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ErrorMessage } from '../../components/ErrorMessage';

const useStyles = makeStyles({
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  frame: {
    width: '100%',
    minHeight: '220px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
  },
  heading: { margin: 0 },
  meta: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  /** The pane's heading, also the frame's accessible title. */
  title: string;
  /** A line under the heading: who and when. */
  detail?: string;
  preview: { data?: { html: string; length: number; limit: number }; error: unknown; isPending: boolean };
}

/**
 * A rendered signature in a fully sandboxed frame (`sandbox=""`: no scripts, no same-origin, no navigation), so a
 * body can never act in the portal's page.
 */
export function PreviewFrame({ title, detail, preview }: Props) {
  const styles = useStyles();
  return (
    <section className={styles.pane} aria-label={title}>
      <Text as="h3" weight="semibold" size={400} className={styles.heading}>
        {title}
      </Text>
      {detail && <Text className={styles.meta}>{detail}</Text>}
      {preview.isPending && <Spinner size="small" label="Rendering the preview…" />}
      <ErrorMessage error={preview.error} title="The preview could not be rendered" />
      {preview.data && (
        <>
          <iframe className={styles.frame} sandbox="" srcDoc={preview.data.html} title={`Preview: ${title}`} />
          <Text size={200} className={styles.meta}>
            {preview.data.length.toLocaleString()} of {preview.data.limit.toLocaleString()} characters
          </Text>
        </>
      )}
    </section>
  );
}
