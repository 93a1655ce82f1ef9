/**
 * The one HTML escaper of the service: every writer of HTML (signature placeholders, design texts, previews, the digest,
 * public pages, the sign-in page, invitation mail, download titles, the doctor's fixes) puts text into markup through
 * it, in element content and in quoted attribute values alike. A lint rule refuses a second one (docs/decisions.md,
 * "Security: output"). Dependency-free: the portal runs it too.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  // Not special inside a quoted attribute today, but old parsers ended unquoted attribute values at it.
  '`': '&#96;',
};

const SPECIAL = /[&<>"'`]/g;

/** `text` as HTML that a parser reads back as exactly `text`, in content and in single- or double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(SPECIAL, (c) => ENTITIES[c]);
}

/**
 * A numeric character reference: how HTML writes a character its document's charset cannot hold (the relay's
 * rewrite of a message part in windows-1252). Part of the one escaper, which owns every `&…;` the service writes.
 */
export const characterReference = (codePoint: number): string => `&#${codePoint};`;
