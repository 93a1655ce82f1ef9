import type { StandinAttachment } from '../../../../addin/src/standin/outlook';

const MEDIA: Record<string, string> = { png: 'image/png', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg', svg: 'image/svg+xml' };
const mediaOf = (name: string) => MEDIA[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/**
 * The body as the compose window shows it: `cid:` images from the item's inline attachments (as Outlook resolves
 * them; a missing one stays broken, as it would in the sent message), with nothing in it that could run.
 */
export function displayBody(html: string, attachments: readonly StandinAttachment[]): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.querySelectorAll('script, iframe, object, embed, link, meta, base, form').forEach((el) => el.remove());
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name) || /^\s*javascript:/i.test(attr.value)) el.removeAttribute(attr.name);
    }
    if (el instanceof HTMLAnchorElement) el.setAttribute('target', '_blank');
  }
  for (const img of Array.from(doc.body.querySelectorAll('img'))) {
    const src = img.getAttribute('src') ?? '';
    if (!src.startsWith('cid:')) continue;
    const found = attachments.find((a) => a.isInline && a.name === src.slice(4));
    if (found) img.setAttribute('src', `data:${mediaOf(found.name)};base64,${found.base64}`);
  }
  return doc.body.innerHTML;
}
