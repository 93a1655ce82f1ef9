import { makeStyles, Radio, RadioGroup, shorthands, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { usePortal } from '../../portal';
import type { BrandKit, Design } from '../../../../shared/designs/schema';
import { fillBannerSlot, renderDesign } from '../../../../shared/designs/render';
import { renderTemplate } from '../../../../shared/rendering/template';
import { LengthMeter, Warnings } from '../editor/PreviewPanel';
import { usePreview } from '../editor/queries';
import { MailboxPicker, type Mailbox } from './MailboxPicker';
import { useImageData, useMailboxView } from './queries';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  controls: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  stage: {
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalM,
    display: 'flex',
    justifyContent: 'center',
    minWidth: 0,
  },
  frame: {
    width: '100%',
    minHeight: '260px',
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#fff',
  },
  phone: { maxWidth: '360px' },
});

/**
 * The page the preview frame shows: a message body, into which the signature is written under a line of text, as a
 * reader sees it. The frame runs no script (its sandbox allows none); it keeps the portal's origin only so that an
 * edit replaces the signature in place, in the same frame the edit renders in, instead of loading a new document
 * (which waits for every image again and took most of the time from an edit to the preview showing it).
 */
const FRAME_DOCUMENT =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="margin:16px;font-family:Segoe UI,Arial,sans-serif;color:#242424"></body></html>';
const frameBody = (signature: string) => `<p>Kind regards,</p>${signature}`;

/** Where the banner slot shows in the designer's preview: a marked place (the campaign's banner goes there). */
const BANNER_MARK =
  '<td style="padding:6px 0"><div style="border:1px dashed #8a8886;color:#616161;font:12px Arial,sans-serif;padding:10px;text-align:center">Campaign banner shows here while a campaign runs</div></td>';

/** The service's origin, where the social icons and people's photos are served. */
export function serviceOrigin(apiBase: string): string {
  return new URL(apiBase || '/', window.location.origin).origin;
}

/**
 * The design as the chosen mailbox gets it: rendered in the browser with the same renderer the service uses and the
 * mailbox's own values (so it follows every edit at once), at desktop or phone width; the service checks the length
 * and names what would not show as written, a moment after the edits stop.
 */
export function DesignPreview({ design, kit, me }: { design: Design; kit: BrandKit; me: Mailbox }) {
  const styles = useStyles();
  const { config } = usePortal();
  const [who, setWho] = useState<Mailbox>(me);
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const view = useMailboxView(who.email);
  const origin = serviceOrigin(config.apiBase);

  const template = useMemo(() => {
    try {
      return { html: renderDesign(design, kit, { iconBaseUrl: origin }), error: null };
    } catch (e) {
      return { html: '', error: e };
    }
  }, [design, kit, origin]);
  const images = useImageData([...template.html.matchAll(/src="cid:([^"]+)"/g)].map((m) => m[1]));
  const filled = useMemo(() => {
    if (!view.data || !template.html) return null;
    const started = performance.now();
    // As the service fills a template: every value HTML-escaped, sections only for values a person has.
    let html = renderTemplate(template.html, view.data.view);
    html = html.replace(/src="cid:([^"]+)"/g, (whole, name: string) => (images[name] ? `src="${images[name]}"` : whole));
    html = fillBannerSlot(html, BANNER_MARK);
    return { html, ms: performance.now() - started };
    // `images` is a new object each render; its content is keyed by the names it holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [template.html, view.data, Object.keys(images).join('|')]);

  const frame = useRef<HTMLIFrameElement | null>(null);
  const written = useRef<{ doc: Document; body: string } | null>(null);
  const body = filled ? frameBody(filled.html) : null;
  const write = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.body || body === null) return;
    if (written.current?.doc === doc && written.current.body === body) return;
    // The frame's own document (sandbox="allow-same-origin", no scripts): written in place, not reloaded per change.
    // eslint-disable-next-line no-restricted-syntax
    doc.body.innerHTML = body;
    written.current = { doc, body };
  }, [body]);
  useLayoutEffect(write, [write]);

  // The service's own check of the rendered template for this mailbox: its length and anything it would not show.
  const check = usePreview(template.html, { email: who.email, sender: '' });

  return (
    <section className={styles.panel} aria-labelledby="design-preview-heading">
      <Subtitle2 as="h2" id="design-preview-heading">
        Preview
      </Subtitle2>
      <div className={styles.controls}>
        <MailboxPicker value={who} onPick={setWho} />
        <RadioGroup
          layout="horizontal"
          aria-label="Screen width"
          value={width}
          onChange={(_, d) => setWidth(d.value as 'desktop' | 'phone')}
        >
          <Radio value="desktop" label="Desktop" />
          <Radio value="phone" label="Phone" />
        </RadioGroup>
      </div>
      <ErrorMessage error={view.error} title={`The details of ${who.displayName} could not be loaded`} />
      <ErrorMessage error={template.error} title="The design could not be shown" />
      {view.isPending && <Spinner size="small" label={`Loading the details of ${who.displayName}…`} />}
      {filled && (
        <>
          <Text aria-live="polite">
            As {view.data?.mailbox?.displayName ?? who.displayName} gets it{width === 'phone' ? ', on a phone' : ''}.
          </Text>
          <div className={styles.stage}>
            <iframe
              className={width === 'phone' ? `${styles.frame} ${styles.phone}` : styles.frame}
              title="Preview of the signature"
              sandbox="allow-same-origin"
              srcDoc={FRAME_DOCUMENT}
              ref={frame}
              onLoad={write}
              data-testid="design-preview"
              data-render-ms={filled.ms.toFixed(1)}
            />
          </div>
        </>
      )}
      {check.data && (
        <>
          <LengthMeter preview={check.data} />
          <Warnings warnings={check.data.warnings} />
        </>
      )}
      <ErrorMessage error={check.error} title="The service could not check the design" />
    </section>
  );
}
