// One compose window as Outlook holds it: what was typed, the signature region, a reply's original, the attachments.

/** Office's compose types: reply and reply all are both `reply`. */
export type OfficeComposeType = 'newMail' | 'reply' | 'forward';

export interface StandinAttachment {
  id: string;
  name: string;
  isInline: boolean;
  base64: string;
}

/** One compose window: what Outlook holds for the item. */
export interface ComposeItemState {
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
}

export function newItem(o: ComposeOptions, user: string): ComposeItemState {
  return {
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
    get signature() {
      return this.signatures.length ? this.signatures.join('') : undefined;
    },
  };
}
