import { useMe } from '../../api/queries';
import { escapeHtml } from '../../../../shared/rendering/escape';
import { SandboxedFrame } from '../../components/SandboxedFrame';

/**
 * The block as it sits in a signature: a sample signature (the signed-in person's name) with the banner above or
 * below it, or the footer under it.
 */
export function BlockPreview({ html, position }: { html: string; position: 'above' | 'below' }) {
  const name = useMe().data?.user?.name ?? 'Your name';
  const signature = `<p style="margin:0;font-family:Segoe UI,Arial,sans-serif"><strong>${escapeHtml(name)}</strong><br>Sample signature</p>`;
  const body = position === 'above' ? `${html}${signature}` : `${signature}${html}`;
  return (
    <SandboxedFrame
      html={`<!doctype html><html lang="en"><body>${body}</body></html>`}
      title="Preview inside a signature"
      minHeight={200}
    />
  );
}
