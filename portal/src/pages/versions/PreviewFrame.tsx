import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SandboxedFrame } from '../../components/SandboxedFrame';
import { useMessages } from '../../i18n/useMessages';
import { versionsMessages } from './versions.messages';

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
  const t = useMessages(versionsMessages);
  return (
    <section className={styles.pane} aria-label={title}>
      <Text as="h3" weight="semibold" size={400} className={styles.heading}>
        {title}
      </Text>
      {detail && <Text className={styles.meta}>{detail}</Text>}
      {preview.isPending && <Spinner size="small" label={t('rendering')} />}
      <ErrorMessage error={preview.error} title={t('notRendered')} />
      {preview.data && (
        <>
          <SandboxedFrame html={preview.data.html} title={t('frameTitle', { title })} minHeight={220} />
          {preview.data.length !== undefined && preview.data.limit !== undefined && (
            <Text size={200} className={styles.meta}>
              {t('lengthOfLimit', { length: preview.data.length, limit: preview.data.limit })}
            </Text>
          )}
        </>
      )}
    </section>
  );
}
