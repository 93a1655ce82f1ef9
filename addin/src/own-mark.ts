import { withOwnMark as markedSignature, type OwnMarkKind } from '../../shared/threads/own-mark.js';

export { senderTag } from '../../shared/threads/own-mark.js';

/**
 * A signature's HTML with the service's invisible mark in front (shared/threads/own-mark.ts says why it is a class):
 * the very mark the relay writes, a full signature's unless it is the shorter one of a reply further down a thread.
 */
export const withOwnMark = (html: string, address: string, kind: OwnMarkKind = 'f'): string => markedSignature(html, address, kind);
