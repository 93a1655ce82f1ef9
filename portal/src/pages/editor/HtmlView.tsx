import { Field, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import type { RefObject } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { DoctorPanel } from './DoctorPanel';
import { HtmlEditor, type HtmlEditorHandle } from './HtmlEditor';
import { ImagePicker } from './ImagePicker';
import { PreviewPanel, type PreviewSubject } from './PreviewPanel';
import { useMessages } from '../../i18n/useMessages';
import { previewMessages } from './preview.messages';
import { usePlaceholderFields } from './queries';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

interface Props {
  editor: RefObject<HtmlEditorHandle | null>;
  html: string;
  /** The editor's name for a screen reader (a language variant names its language). */
  label?: string;
  tracking: boolean;
  /** The service's reason for the body, from the last step's refusal. */
  htmlError: string | undefined;
  /** What the body is, for the preview (a signature by default); an out-of-office reply's length is not Outlook's concern. */
  subject?: PreviewSubject;
  /** The language variant shown (null: the default body): the preview's sample data writes dates in it. */
  language?: string | null;
  measured?: boolean;
  onEdit(html: string): void;
}

/** A template written as HTML: the code editor and its images beside the live preview and the signature check. */
export function HtmlView({ editor, html, label, tracking, htmlError, subject, language, measured, onEdit }: Props) {
  const styles = useStyles();
  const t = useMessages(previewMessages);
  const fields = usePlaceholderFields();
  return (
    <div className={styles.columns}>
      <div className={styles.column}>
        <Field
          label={t('html')}
          hint={t('htmlHint', { open: '{{' })}
          validationMessage={htmlError}
          validationState={htmlError ? 'error' : 'none'}
        >
          {fields.isPending ? (
            <Spinner size="small" label={t('loadingPlaceholders')} />
          ) : (
            <HtmlEditor
              ref={editor}
              initialDoc={html}
              placeholders={fields.data?.groups ?? []}
              label={label ?? t('htmlOfTemplate')}
              invalid={!!htmlError}
              onChange={onEdit}
            />
          )}
        </Field>
        <ErrorMessage error={fields.error} title={t('noSuggestions')} />
        <ImagePicker onInsert={(a) => editor.current?.insert(`<img src="cid:${a.name}" alt="">`)} />
      </div>
      <div className={styles.column}>
        <PreviewPanel html={html} subject={subject} language={language} measured={measured} />
        <DoctorPanel
          html={html}
          tracking={tracking}
          subject={subject}
          onReveal={(start, end) => editor.current?.reveal(start, end)}
          onFix={(fixed) => {
            editor.current?.replace(fixed);
            onEdit(fixed);
          }}
        />
      </div>
    </div>
  );
}
