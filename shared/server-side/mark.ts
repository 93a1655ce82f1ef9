import type { MarkedRecipients } from '../signature/mark-token.js';

/**
 * The value of the first `<name>=<value>` part of the add-in's mark
 * `X-Signature-Applied: template=<id>; version=<n>; recipients=internal; token=<token>` (DESIGN §13), trimmed, or
 * null. Read by splitting on `;`, bounded by the root header's own cut; names are matched without regard to case.
 */
function markPart(mark: string | null, name: string): string | null {
  if (!mark) return null;
  for (const part of mark.slice(0, 4096).split(';')) {
    const at = part.indexOf('=');
    if (at >= 0 && part.slice(0, at).trim().toLowerCase() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * What the mark says of the recipients the signature in the message was made for: `internal` (all inside the
 * organisation) and `external` as the signature answer named them; null when it does not say (none were known, the
 * organisation tested no recipients then, or an add-in that predates the word). A value it does not know is null.
 */
export function markedRecipients(mark: string | null): MarkedRecipients {
  const value = markPart(mark, 'recipients')?.toLowerCase();
  return value === 'internal' || value === 'external' ? value : null;
}

/** The token the signature route issued with the answer (`token=`), or null when the mark carries none. */
export const markToken = (mark: string | null): string | null => markPart(mark, 'token') || null;
