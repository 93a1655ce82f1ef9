// One compose window as Outlook holds it: what was typed, the signature region, a reply's original, the attachments.

/** Office's compose types: reply and reply all are both `reply`. */
export type OfficeComposeType = 'newMail' | 'reply' | 'forward';

export interface StandinAttachment {
  id: string;
  name: string;
  isInline: boolean;
  base64: string;
}

/** One recipient as Office answers `to.getAsync` (EmailAddressDetails). */
export interface StandinRecipient {
  emailAddress: string;
  displayName: string;
}

export const RECIPIENT_FIELDS = ['to', 'cc', 'bcc'] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

/** One compose window: what Outlook holds for the item. */
export interface ComposeItemState {
  /** Tells one window from the next (a new compose window, a new id). */
  readonly id: number;
  itemType: 'message' | 'appointment';
  composeType: OfficeComposeType;
  from: string;
  /** What the person typed, above the signature (the cursor is at its end). */
  typed: string;
  /** The original message of a reply or forward, below the signature. */
  quoted: string;
  /** The signature region, top to bottom; more than one entry only when a fault stacked them. */
  signatures: string[];
  /** The region holds Outlook's own signature (until an add-in's replaces it). */
  clientSignatureShown: boolean;
  attachments: StandinAttachment[];
  /** Every attachment ever added, removals included, to tell "attached once" from "attached, removed, attached". */
  added: string[];
  clientSignatureDisabled: boolean;
  session: Map<string, string>;
  notifications: Map<string, { message: string; type: string }>;
  /** A message's recipients by field (a meeting's attendees are not modelled). */
  recipients: Record<RecipientField, StandinRecipient[]>;
  /** The internet headers an add-in set (`item.internetHeaders`), as they leave with the message. */
  headers: Map<string, string>;
  /** The signature region as one piece of HTML (undefined: empty). */
  readonly signature: string | undefined;
}

export interface ComposeOptions {
  itemType?: 'message' | 'appointment';
  composeType?: OfficeComposeType;
  from?: string;
  typed?: string;
  quoted?: string;
  /** Outlook's own signature for the person, inserted as the window opens. */
  clientSignature?: string;
  /** Recipients already there as the window opens (a reply's), each `address` or `Name <address>`. */
  to?: readonly string[];
  cc?: readonly string[];
}

/** `Name <address>` or a bare address, as Office describes a recipient. */
export function recipientOf(entry: string): StandinRecipient {
  const open = entry.lastIndexOf('<');
  const close = entry.lastIndexOf('>');
  if (open >= 0 && close > open) {
    const emailAddress = entry.slice(open + 1, close).trim();
    return { emailAddress, displayName: entry.slice(0, open).trim() || emailAddress };
  }
  return { emailAddress: entry.trim(), displayName: entry.trim() };
}

let windows = 0;

export function newItem(o: ComposeOptions, user: string): ComposeItemState {
  const message = o.itemType !== 'appointment';
  return {
    id: ++windows,
    itemType: o.itemType ?? 'message',
    composeType: o.itemType === 'appointment' ? 'newMail' : (o.composeType ?? 'newMail'),
    from: o.from ?? user,
    typed: o.typed ?? '',
    quoted: o.quoted ?? '',
    signatures: o.clientSignature ? [o.clientSignature] : [],
    clientSignatureShown: !!o.clientSignature,
    attachments: [],
    added: [],
    clientSignatureDisabled: false,
    session: new Map(),
    notifications: new Map(),
    recipients: { to: message ? (o.to ?? []).map(recipientOf) : [], cc: message ? (o.cc ?? []).map(recipientOf) : [], bcc: [] },
    headers: new Map(),
    get signature() {
      return this.signatures.length ? this.signatures.join('') : undefined;
    },
  };
}
