import { useMe } from '../../api/queries';
import { escapeHtml } from '../../../../shared/rendering/escape';
import { SandboxedFrame } from '../../components/SandboxedFrame';
import { currentLocale } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { blocksMessages } from './blocks.messages';

/**
 * The block as it sits in a signature: a sample signature (the signed-in person's name) with the banner above or
 * below it, or the footer under it.
 */
export function BlockPreview({ html, position }: { html: string; position: 'above' | 'below' }) {
  const t = useMessages(blocksMessages);
  const name = useMe().data?.user?.name ?? t('yourName');
  const signature = `<p style="margin:0;font-family:Segoe UI,Arial,sans-serif"><strong>${escapeHtml(name)}</strong><br>${escapeHtml(t('sample'))}</p>`;
  const body = position === 'above' ? `${html}${signature}` : `${signature}${html}`;
  return (
    <SandboxedFrame
      html={`<!doctype html><html lang="${currentLocale()}"><body>${body}</body></html>`}
      title={t('previewTitle')}
      minHeight={200}
    />
  );
}
