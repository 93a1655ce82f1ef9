import { makeStyles, Radio, RadioGroup, shorthands, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { usePortal } from '../../portal';
import type { BrandKit, Design } from '../../../../shared/designs/schema';
import { fillBannerSlot, renderDesign } from '../../../../shared/designs/render';
import { REPLY_SIDES, replySide, type ReplySide } from '../../../../shared/designs/reply';
import { escapeHtml } from '../../../../shared/rendering/escape';
import { renderTemplate } from '../../../../shared/rendering/template';
import { useMessages } from '../../i18n/useMessages';
import { designerMessages } from './designer.messages';
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
const frameBody = (signature: string, greeting: string) => `<p>${escapeHtml(greeting)}</p>${signature}`;

/** Where the banner slot shows in the designer's preview: a marked place (the campaign's banner goes there). */
const bannerMark = (words: string) =>
  `<td style="padding:6px 0"><div style="border:1px dashed #8a8886;color:#616161;font:12px Arial,sans-serif;padding:10px;text-align:center">${escapeHtml(words)}</div></td>`;

/** The service's origin, where the social icons and people's photos are served. */
export function serviceOrigin(apiBase: string): string {
  return new URL(apiBase || '/', window.location.origin).origin;
}

/** One body in its frame: written in place on each edit rather than loaded again. */
function PreviewFrame({ body, title, phone, ms, testId }: { body: string; title: string; phone: boolean; ms: number; testId: string }) {
  const styles = useStyles();
  const frame = useRef<HTMLIFrameElement | null>(null);
  const written = useRef<{ doc: Document; body: string } | null>(null);
  const write = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.body) return;
    if (written.current?.doc === doc && written.current.body === body) return;
    // The frame's own document (sandbox="allow-same-origin", no scripts): written in place, not reloaded per change.
    // eslint-disable-next-line no-restricted-syntax
    doc.body.innerHTML = body;
    written.current = { doc, body };
  }, [body]);
  useLayoutEffect(write, [write]);
  return (
    <div className={styles.stage}>
      <iframe
        className={phone ? `${styles.frame} ${styles.phone}` : styles.frame}
        title={title}
        sandbox="allow-same-origin"
        srcDoc={FRAME_DOCUMENT}
        ref={frame}
        onLoad={write}
        data-testid={testId}
        data-render-ms={ms.toFixed(1)}
      />
    </div>
  );
}

/** The bodies a design makes: a signature's one, or an out-of-office reply's two (each with the blocks in it). */
function bodiesOf(design: Design, reply: boolean): { side: ReplySide | null; design: Design }[] {
  return reply ? REPLY_SIDES.map((side) => ({ side, design: replySide(design, side) })) : [{ side: null, design }];
}

/**
 * The design as the chosen mailbox gets it: rendered in the browser with the same renderer the service uses and the
 * mailbox's own values (so it follows every edit at once), at desktop or phone width; the service checks the length
 * and names what would not show as written, a moment after the edits stop. An out-of-office reply shows both replies.
 */
export function DesignPreview({ design, kit, me, reply = false }: { design: Design; kit: BrandKit; me: Mailbox; reply?: boolean }) {
  const styles = useStyles();
  const t = useMessages(designerMessages);
  const { config } = usePortal();
  const [who, setWho] = useState<Mailbox>(me);
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const view = useMailboxView(who.email);
  const origin = serviceOrigin(config.apiBase);

  const templates = useMemo(() => {
    try {
      return {
        bodies: bodiesOf(design, reply).map((b) => ({ side: b.side, html: renderDesign(b.design, kit, { iconBaseUrl: origin }) })),
        error: null,
      };
    } catch (e) {
      return { bodies: [], error: e };
    }
  }, [design, kit, origin, reply]);
  const allHtml = templates.bodies.map((b) => b.html).join('');
  const images = useImageData([...allHtml.matchAll(/src="cid:([^"]+)"/g)].map((m) => m[1]));
  const banner = t('bannerHere');
  const greeting = t('kindRegards');
  const filled = useMemo(() => {
    if (!view.data || !templates.bodies.length) return null;
    return templates.bodies.map(({ side, html: template }) => {
      const started = performance.now();
      // As the service fills a template: every value HTML-escaped, sections only for values a person has.
      let html = renderTemplate(template, view.data.view);
      html = html.replace(/src="cid:([^"]+)"/g, (whole, name: string) => (images[name] ? `src="${images[name]}"` : whole));
      html = fillBannerSlot(html, bannerMark(banner));
      return { side, body: side ? html : frameBody(html, greeting), ms: performance.now() - started };
    });
    // `images` is a new object each render; its content is keyed by the names it holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [templates, view.data, Object.keys(images).join('|'), banner, greeting]);

  // The service's own check of the rendered template for this mailbox (of a reply, the one to people outside).
  const checked = templates.bodies[templates.bodies.length - 1]?.html ?? '';
  const check = usePreview(checked, { email: who.email, sender: '' });

  return (
    <section className={styles.panel} aria-labelledby="design-preview-heading">
      <Subtitle2 as="h2" id="design-preview-heading">
        {t('preview')}
      </Subtitle2>
      <div className={styles.controls}>
        <MailboxPicker value={who} onPick={setWho} />
        <RadioGroup
          layout="horizontal"
          aria-label={t('screenWidth')}
          value={width}
          onChange={(_, d) => setWidth(d.value as 'desktop' | 'phone')}
        >
          <Radio value="desktop" label={t('desktop')} />
          <Radio value="phone" label={t('phone')} />
        </RadioGroup>
      </div>
      <ErrorMessage error={view.error} title={t('detailsFailed', { name: who.displayName })} />
      <ErrorMessage error={templates.error} title={t('designFailed')} />
      {view.isPending && <Spinner size="small" label={t('loadingDetails', { name: who.displayName })} />}
      {filled && (
        <>
          <Text aria-live="polite">
            {t('asGets', { name: view.data?.mailbox?.displayName ?? who.displayName, phone: width === 'phone' ? 'yes' : 'no' })}
          </Text>
          {filled.map((f) =>
            f.side ? (
              <div key={f.side} className={styles.panel}>
                <Text as="h3" weight="semibold">
                  {t('replyTo', { side: f.side })}
                </Text>
                <PreviewFrame
                  body={f.body}
                  title={t('replyFrame', { side: f.side })}
                  phone={width === 'phone'}
                  ms={f.ms}
                  testId={`design-preview-${f.side}`}
                />
              </div>
            ) : (
              <PreviewFrame
                key="signature"
                body={f.body}
                title={t('signatureFrame')}
                phone={width === 'phone'}
                ms={f.ms}
                testId="design-preview"
              />
            ),
          )}
        </>
      )}
      {check.data && (
        <>
          {!reply && <LengthMeter preview={check.data} />}
          <Warnings warnings={check.data.warnings} />
        </>
      )}
      <ErrorMessage error={check.error} title={t('checkFailed')} />
    </section>
  );
}
