import {
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Radio,
  RadioGroup,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { darkModeHtml } from '../../../../shared/doctor/dark';
import { useMe } from '../../api/queries';
import { ApiRefusal, fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { usePreview, type PreviewAnswer, type TemplateWarning } from './queries';
import { SandboxedFrame } from '../../components/SandboxedFrame';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { previewMessages } from './preview.messages';
import type { ReplySide } from './draft';

/** What a body is, as the preview names it: a signature, or one of an out-of-office reply's two. */
export type PreviewSubject = 'signature' | ReplySide;
type PreviewKey = keyof (typeof previewMessages)['messages']['en'];

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  target: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', '& > *': { flexGrow: 1, minWidth: '200px' } },
  warnings: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  modes: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  mode: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  dark: { backgroundColor: '#1f1f1f' },
});

/** The rendered signature (or reply: `subject` names it) in light mode and as Outlook's dark mode recolours it, side by side. */
function LightAndDark({ html, subject }: { html: string; subject: PreviewSubject }) {
  const styles = useStyles();
  const t = useMessages(previewMessages);
  const dark = useMemo(() => darkModeHtml(html), [html]);
  return (
    <div className={styles.modes}>
      <figure className={styles.mode}>
        <Text as="span" size={200} weight="semibold">
          {t('lightMode')}
        </Text>
        <SandboxedFrame html={html} title={t('previewOf', { subject })} minHeight={240} data-testid="preview-frame" />
      </figure>
      <figure className={styles.mode}>
        <Text as="span" size={200} weight="semibold">
          {t('darkMode')}
        </Text>
        <SandboxedFrame
          className={styles.dark}
          html={`<body style="margin:0;background:#1f1f1f">${dark}</body>`}
          title={t('previewOfDark', { subject })}
          minHeight={240}
          data-testid="preview-dark-frame"
        />
      </figure>
    </div>
  );
}

/** What the signature check beside the preview names already (with its place): said there only, never twice. */
const SAID_BY_THE_DOCTOR = new Set<TemplateWarning['code']>(['unknown_placeholder', 'missing_image']);

/** What the service says it would not deliver as written and only it knows (what sanitising removes), in its words. */
export function Warnings({ warnings: all }: { warnings: TemplateWarning[] }) {
  const styles = useStyles();
  const t = useMessages(previewMessages);
  const warnings = all.filter((w) => !SAID_BY_THE_DOCTOR.has(w.code));
  if (warnings.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="preview-warnings">
      <MessageBarBody>
        <MessageBarTitle>{t('warnings', { count: warnings.length })}</MessageBarTitle>
        <ul className={styles.warnings}>
          {warnings.map((w) => (
            <li key={`${w.code}:${w.item}`}>
              <strong>{t(w.code)}</strong> {w.message}
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}

/** The length the mail client allows, as a bar that turns red past the limit. */
export function LengthMeter({ preview }: { preview: PreviewAnswer }) {
  const t = useMessages(previewMessages);
  const over = preview.length > preview.limit;
  const { length, limit } = preview;
  return (
    <Field
      label={t('length')}
      validationState={over ? 'error' : 'none'}
      validationMessage={over ? t('lengthOver', { length, over: length - limit, limit }) : t('lengthOf', { length, limit })}
    >
      <ProgressBar
        value={Math.min(preview.length / preview.limit, 1)}
        color={over ? 'error' : preview.length > preview.limit * 0.9 ? 'warning' : 'brand'}
        thickness="large"
      />
    </Field>
  );
}

/** Who the preview is for, as the person described them to the service. */
function renderedFor(t: Translate<PreviewKey>, preview: PreviewAnswer): string {
  if (!preview.mailbox) return t('sampleData');
  const mailbox = preview.mailbox.displayName ?? preview.mailbox.primary;
  const shared = preview.mailbox.mailboxType === 'shared' ? 'yes' : 'no';
  return preview.sender
    ? t('renderedForSender', { mailbox, shared, sender: preview.sender.displayName ?? preview.sender.primary })
    : t('renderedFor', { mailbox, shared });
}

interface Props {
  html: string;
  /** What the body is: a signature (the default), or one of an out-of-office reply's two. */
  subject?: PreviewSubject;
  /** The language variant previewed (null: the default body): sample data writes the day of return in it. */
  language?: string | null;
  /** Whether the length Outlook allows a signature counts: not for an out-of-office reply. */
  measured?: boolean;
}

/** The live preview: the service renders the body in the editor for sample data or a chosen mailbox and sender. */
export function PreviewPanel({ html, subject = 'signature', language = null, measured = true }: Props) {
  const styles = useStyles();
  const t = useMessages(previewMessages);
  const [mode, setMode] = useState<'sample' | 'mailbox'>('sample');
  const [email, setEmail] = useState('');
  const [sender, setSender] = useState('');
  const domain = useMe().data?.organisation.domain;
  const example = domain ? `info@${domain}` : undefined;
  const preview = usePreview(html, mode === 'mailbox' ? { email, sender } : null, language);
  const error = preview.error;
  // A mailbox the service does not know is the person's input to fix: say so beside it, not above the preview.
  const targetError = error instanceof ApiRefusal && error.code === 'mailbox_not_found';

  return (
    <section className={styles.panel} aria-labelledby="preview-heading">
      <Subtitle2 as="h2" id="preview-heading" block>
        {t('heading')}
      </Subtitle2>
      <RadioGroup
        layout="horizontal"
        aria-label={t('previewWith')}
        value={mode}
        onChange={(_, d) => setMode(d.value as 'sample' | 'mailbox')}
      >
        <Radio value="sample" label={t('sample')} />
        <Radio value="mailbox" label={t('aMailbox')} />
      </RadioGroup>
      {mode === 'mailbox' && (
        <div className={styles.target}>
          <Field label={t('mailbox')} hint={t('mailboxHint', { subject })} validationMessage={fieldError(error, 'email')}>
            <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} placeholder={example} />
          </Field>
          <Field label={t('sender')} hint={t('senderHint')} validationMessage={fieldError(error, 'sender')}>
            <Input type="email" value={sender} onChange={(_, d) => setSender(d.value)} disabled={!email.trim()} />
          </Field>
        </div>
      )}
      {!targetError && <ErrorMessage error={error} title={t('notRendered')} shownFields={['email', 'sender']} />}
      {html.trim() === '' && <Text>{t('writeHtml')}</Text>}
      {preview.isPending && html.trim() !== '' && <Spinner size="small" label={t('rendering')} />}
      {preview.data && (
        <>
          <Text aria-live="polite">
            {renderedFor(t, preview.data)} {preview.isFetching && <Spinner size="extra-tiny" aria-label={t('updating')} />}
          </Text>
          <LightAndDark html={preview.data.html} subject={subject} />
          {measured && <LengthMeter preview={preview.data} />}
          <Warnings warnings={preview.data.warnings} />
        </>
      )}
    </section>
  );
}
