/**
 * The add-in's mark `X-Signature-Applied: template=<id>; version=<n>; recipients=internal` (DESIGN §13): what it says
 * of the recipients the signature in the message was made for. `internal` (all inside the organisation) and
 * `external` as the signature answer named them; null when the mark does not say (none were known, the organisation
 * tested no recipients then, or an add-in that predates the word). Read by splitting on `;`, bounded by the root
 * header's own cut; a part it does not know is ignored.
 */
export function markedRecipients(mark: string | null): 'internal' | 'external' | null {
  if (!mark) return null;
  for (const part of mark.slice(0, 4096).split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim().toLowerCase() !== 'recipients') continue;
    const value = part
      .slice(at + 1)
      .trim()
      .toLowerCase();
    return value === 'internal' || value === 'external' ? value : null;
  }
  return null;
}
