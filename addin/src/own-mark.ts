/**
 * The service's invisible mark in front of every signature the add-in writes: the same element the relay writes
 * (shared/threads/own-mark.ts, which says why it is a class), kept byte for byte alike by a test. The add-in is
 * bundled apart from the service, so the few lines are written twice.
 */
const OWN_MARK_PREFIX = 'esig-own-';
const MARK_STYLE = 'display:none;font-size:0;line-height:0;max-height:0;overflow:hidden;mso-hide:all';

/** Eight hex digits naming a mailbox (FNV-1a of its lower-cased address). */
export function senderTag(address: string): string {
  const text = address.trim().toLowerCase();
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return ('0000000' + hash.toString(16)).slice(-8);
}

/** A signature's HTML with the mark of a full signature for `address` in front (no signature: nothing to mark). */
export const withOwnMark = (html: string, address: string): string =>
  html ? `<span class="${OWN_MARK_PREFIX}f-${senderTag(address)}" style="${MARK_STYLE}">&#8203;</span>${html}` : html;
