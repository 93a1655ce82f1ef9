import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SandboxedFrame } from '../../components/SandboxedFrame';

const useStyles = makeStyles({
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  meta: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  /** The pane's heading, also the frame's accessible title. */
  title: string;
  /** A line under the heading: who and when. */
  detail?: string;
  /** The rendered body; its length against the limit when it is a signature's (a reply has no such limit). */
  preview: { data?: { html: string; length?: number; limit?: number }; error: unknown; isPending: boolean };
}

/** A rendered signature in a sandboxed frame, with its heading and its length against the limit. */
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
          <SandboxedFrame html={preview.data.html} title={`Preview: ${title}`} minHeight={220} />
          {preview.data.length !== undefined && preview.data.limit !== undefined && (
            <Text size={200} className={styles.meta}>
              {preview.data.length.toLocaleString()} of {preview.data.limit.toLocaleString()} characters
            </Text>
          )}
        </>
      )}
    </section>
  );
}
