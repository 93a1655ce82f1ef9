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
function LightAndDark({ html, subject }: { html: string; subject: string }) {
  const styles = useStyles();
  const dark = useMemo(() => darkModeHtml(html), [html]);
  return (
    <div className={styles.modes}>
      <figure className={styles.mode}>
        <Text as="span" size={200} weight="semibold">
          Light mode
        </Text>
        <SandboxedFrame html={html} title={`Preview of the ${subject}`} minHeight={240} data-testid="preview-frame" />
      </figure>
      <figure className={styles.mode}>
        <Text as="span" size={200} weight="semibold">
          Dark mode (as Outlook recolours it)
        </Text>
        <SandboxedFrame
          className={styles.dark}
          html={`<body style="margin:0;background:#1f1f1f">${dark}</body>`}
          title={`Preview of the ${subject} in dark mode`}
          minHeight={240}
          data-testid="preview-dark-frame"
        />
      </figure>
    </div>
  );
}

const WARNING_TITLES: Record<TemplateWarning['code'], string> = {
  content_removed: 'Removed content',
  unknown_placeholder: 'Unknown placeholder',
  missing_image: 'Missing image',
};

/** What the signature check beside the preview names already (with its place): said there only, never twice. */
const SAID_BY_THE_DOCTOR = new Set<TemplateWarning['code']>(['unknown_placeholder', 'missing_image']);

/** What the service says it would not deliver as written and only it knows (what sanitising removes), in its words. */
export function Warnings({ warnings: all }: { warnings: TemplateWarning[] }) {
  const styles = useStyles();
  const warnings = all.filter((w) => !SAID_BY_THE_DOCTOR.has(w.code));
  if (warnings.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="preview-warnings">
      <MessageBarBody>
        <MessageBarTitle>
          {warnings.length === 1 ? 'One thing will not show as written' : `${warnings.length} things will not show as written`}
        </MessageBarTitle>
        <ul className={styles.warnings}>
          {warnings.map((w) => (
            <li key={`${w.code}:${w.item}`}>
              <strong>{WARNING_TITLES[w.code]}:</strong> {w.message}
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}

/** The length the mail client allows, as a bar that turns red past the limit. */
export function LengthMeter({ preview }: { preview: PreviewAnswer }) {
  const over = preview.length > preview.limit;
  return (
    <Field
      label="Length of the signature"
      validationState={over ? 'error' : 'none'}
      validationMessage={
        over
          ? `${preview.length.toLocaleString()} characters: ${(preview.length - preview.limit).toLocaleString()} over the limit of ${preview.limit.toLocaleString()}. Outlook will not add it.`
          : `${preview.length.toLocaleString()} of ${preview.limit.toLocaleString()} characters`
      }
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
function renderedFor(preview: PreviewAnswer): string {
  if (!preview.mailbox) return 'Rendered with sample data.';
  const mailbox = preview.mailbox.displayName ?? preview.mailbox.primary;
  const shared = preview.mailbox.mailboxType === 'shared' ? ' (shared mailbox)' : '';
  return preview.sender
    ? `Rendered for ${mailbox}${shared}, sent by ${preview.sender.displayName ?? preview.sender.primary}.`
    : `Rendered for ${mailbox}${shared}.`;
}

interface Props {
  html: string;
  /** What the body is, in words: "signature" (the default), "reply to people outside". */
  subject?: string;
  /** Whether the length Outlook allows a signature counts: not for an out-of-office reply. */
  measured?: boolean;
}

/** The live preview: the service renders the body in the editor for sample data or a chosen mailbox and sender. */
export function PreviewPanel({ html, subject = 'signature', measured = true }: Props) {
  const styles = useStyles();
  const [mode, setMode] = useState<'sample' | 'mailbox'>('sample');
  const [email, setEmail] = useState('');
  const [sender, setSender] = useState('');
  const domain = useMe().data?.organisation.domain;
  const preview = usePreview(html, mode === 'mailbox' ? { email, sender } : null);
  const error = preview.error;
  // A mailbox the service does not know is the person's input to fix: say so beside it, not above the preview.
  const targetError = error instanceof ApiRefusal && error.code === 'mailbox_not_found';

  return (
    <section className={styles.panel} aria-labelledby="preview-heading">
      <Subtitle2 as="h2" id="preview-heading" block>
        Preview
      </Subtitle2>
      <RadioGroup layout="horizontal" aria-label="Preview with" value={mode} onChange={(_, d) => setMode(d.value as 'sample' | 'mailbox')}>
        <Radio value="sample" label="Sample data" />
        <Radio value="mailbox" label="A mailbox of the organisation" />
      </RadioGroup>
      {mode === 'mailbox' && (
        <div className={styles.target}>
          <Field
            label="Mailbox"
            hint={`The address the ${subject} is for, e.g. a shared mailbox.`}
            validationMessage={fieldError(error, 'email')}
          >
            <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} placeholder={domain ? `info@${domain}` : undefined} />
          </Field>
          <Field label="Sender (optional)" hint="Who sends from a shared mailbox." validationMessage={fieldError(error, 'sender')}>
            <Input type="email" value={sender} onChange={(_, d) => setSender(d.value)} disabled={!email.trim()} />
          </Field>
        </div>
      )}
      {!targetError && <ErrorMessage error={error} title="The preview could not be rendered" shownFields={['email', 'sender']} />}
      {html.trim() === '' && <Text>Write some HTML to see the preview.</Text>}
      {preview.isPending && html.trim() !== '' && <Spinner size="small" label="Rendering the preview…" />}
      {preview.data && (
        <>
          <Text aria-live="polite">
            {renderedFor(preview.data)} {preview.isFetching && <Spinner size="extra-tiny" aria-label="Updating the preview" />}
          </Text>
          <LightAndDark html={preview.data.html} subject={subject} />
          {measured && <LengthMeter preview={preview.data} />}
          <Warnings warnings={preview.data.warnings} />
        </>
      )}
    </section>
  );
}
