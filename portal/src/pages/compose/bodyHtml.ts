import type { StandinAttachment } from '../../../../addin/src/standin/outlook';

const MEDIA: Record<string, string> = { png: 'image/png', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg', svg: 'image/svg+xml' };
const mediaOf = (name: string) => MEDIA[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/**
 * The body as the compose window shows it: `cid:` images from the item's inline attachments (as Outlook resolves
 * them; a missing one stays broken, as it would in the sent message), with nothing in it that could run. What keeps it
 * from acting is the frame it is shown in (`composeDocument`); this only keeps the document what Outlook would show.
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

/** How Outlook draws a message body: its font, pictures no wider than the window, the quoted message in grey. */
const BODY_STYLE =
  'html{background:#ffffff;color:#242424}' +
  'body{margin:0;padding:12px;overflow-wrap:anywhere;font-family:Aptos,Calibri,"Segoe UI",Arial,sans-serif;font-size:14px}' +
  'img{max-width:100%;height:auto}table{max-width:100%}#divRplyFwdMsg{color:#424242}';
/** Outlook's dark mode turns the message's colours round and leaves pictures as they are. */
const DARK_STYLE = 'html{filter:invert(1) hue-rotate(180deg)}img{filter:invert(1) hue-rotate(180deg)}';

/**
 * The whole document of the compose window's body frame (a `sandbox=""` srcdoc frame: no script, an origin of its
 * own): the signature's `<style>` and `style` reach this document only, never the portal's.
 */
export function composeDocument(body: string, dark: boolean): string {
  const style = BODY_STYLE + (dark ? DARK_STYLE : '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${style}</style></head><body>${body}</body></html>`;
}
