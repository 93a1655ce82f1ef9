import { z } from 'zod';
import type { SaidDetail } from '../trail/relay-detail.js';

/**
 * The organisation's server-side mode (DESIGN §13): `off`, `unsigned` (sign what carries no add-in mark), `all`.
 * The wall between the relay process (`relay/`) and the service (`shared/`): the relay knows SMTP and MIME, the
 * service knows organisations, mailboxes and signatures.
 */
export const ServerSideMode = z.enum(['off', 'unsigned', 'all']);
export type ServerSideMode = z.infer<typeof ServerSideMode>;

/** The relay's stamp on what it handled: a message carrying it (any value) passes unchanged, and the rule excepts it. */
export const RELAY_STAMP_HEADER = 'X-Signature-Relay';

/** What the relay read from one message before deciding: its envelope and the root headers that decide. */
export interface OutgoingMessage {
  readonly envelope: { readonly sender: string; readonly recipients: readonly string[]; readonly remoteAddress: string };
  /** Root headers, decoded, each the first occurrence or null. `references` is the whole header. */
  readonly headers: {
    readonly from: string | null;
    readonly sender: string | null;
    readonly subject: string | null;
    readonly messageId: string | null;
    readonly inReplyTo: string | null;
    readonly references: string | null;
    /** `X-MS-Exchange-CrossTenant-Id`, stamped by Exchange Online on the way out. */
    readonly crossTenantId: string | null;
    /** `X-Mailer` or `User-Agent`: which client wrote it, where the client says so. */
    readonly mailer: string | null;
    /**
     * The add-in's mark `X-Signature-Applied: template=<id>; version=<n>; recipients=internal|external; token=<token>`,
     * honoured only once its token verifies (the signature route issued it for this organisation and mailbox), so the
     * page's mail flow rule routes marked mail to the relay too. It keeps the word `template`: rules set up from the
     * page before that except the mark by it.
     */
    readonly addInMark: string | null;
  };
}

/** The signature as the relay inserts it: HTML (sanitised by the service), its text rendering, its images. */
export interface ServerSideSignature {
  readonly html: string;
  readonly text: string;
  readonly images: readonly { readonly cid: string; readonly contentType: string; readonly content: Buffer }[];
}

/** What was decided for a message, before its MIME is read: sign it with this, or pass it unchanged and why. */
export type SigningDecision =
  | {
      readonly action: 'sign';
      readonly tenantId: string;
      readonly signature: ServerSideSignature;
      readonly skipMeetings: boolean;
      /**
       * A whole signature: pass the message unchanged when its new text already holds one of the service's, and take a
       * phone's footer off (when the organisation wants it). Absent: blocks added to the add-in's signature, as they are.
       */
      readonly tidying?: { readonly unlessSigned: boolean; readonly removeMobileFooters: boolean };
      /**
       * Once per thread (DESIGN §15): a reply whose quoted thread already holds the sender's full signature (its mark
       * names `sender`) gets `signature` instead (the reply template without banners; null: none). The context then
       * names its template as `threadTemplateId` and `threadVersion`.
       */
      readonly inThread?: { readonly sender: string; readonly signature: ServerSideSignature | null };
      /** Keep a copy of the message as handed to the next hop (an Admin's check is waiting for it). */
      readonly capture: boolean;
      /** Echoed back with the outcome: mailbox, template, version, type, client family… */
      readonly context: Readonly<Record<string, string | number | null>>;
    }
  | {
      readonly action: 'pass';
      readonly tenantId: string | null;
      readonly reason: string;
      readonly detail?: string;
      /** The detail by key, for the trail to write in its reader's language. */
      readonly said?: SaidDetail;
      /** Keep a copy of the message as handed on unchanged (an Admin's check is waiting for it); absent: no. */
      readonly capture?: boolean;
    };

/** How one message ended, as the relay tells the service after the next hop answered. */
export interface RelayedOutcome {
  /** `signed`; `unchanged` with the rewrite's or the decision's reason; `refused` when the next hop refused it. */
  readonly status: 'signed' | 'unchanged' | 'refused';
  readonly reason: string | null;
  /** What the rewrite found when it left the message unchanged (English text, and by key), when it says more than the reason. */
  readonly detail?: string;
  readonly said?: SaidDetail;
  /** The next hop's answer, or why it was not reached. */
  readonly nextHop: string | null;
  /** Where the signature went (`marker:outlook-windows`, `body_end`, `end`), when signed. */
  readonly placement: string | null;
  /** A phone's footer was taken off the end of the new text (absent: not). */
  readonly footerRemoved?: boolean;
  /** Once per thread: the reply signature was used, the thread already holding the sender's full one (absent: not). */
  readonly inThread?: boolean;
  /** The message as handed to the next hop, when the decision asked for a capture (its first bytes: bounded by the relay). */
  readonly captured: CapturedMessage | null;
}

/** A copy of a message as it was handed on: its first bytes, and the size of the whole (larger than those when it was cut). */
export interface CapturedMessage {
  readonly kept: Buffer;
  readonly size: number;
}

/** Exchange Online's stamp of the organisation a message comes from (DESIGN §13): the only proof of it. */
export const CROSS_TENANT_HEADER = 'X-MS-Exchange-CrossTenant-Id';

/**
 * What the relay read of a message to decide whose it is, every occurrence of each field as written (unfolded): the
 * root header block's `X-MS-Exchange-CrossTenant-Id` and `From` fields, the envelope, and the organisation the
 * connection was bound to by the host name the client asked for in TLS (null when it named none of ours).
 */
export interface AdmissionFacts {
  readonly envelopeSender: string;
  readonly crossTenantIds: readonly string[];
  readonly from: readonly string[];
  readonly boundOrganisation: string | null;
  /** The root header block was larger than the relay reads: nothing in it can be trusted to be all there is. */
  readonly headersTooLarge: boolean;
}

/** Why a message was not admitted; each is `550 5.7.1` but `unverifiable` (`451`: the service cannot tell now). */
export const ADMISSION_REFUSALS = [
  'no_cross_tenant_id',
  'several_cross_tenant_ids',
  'organisation_mismatch',
  'sender_not_served',
  'senders_disagree',
  'no_sender',
  'unreadable_from',
  'headers_too_large',
  'connection_bound_elsewhere',
  'unverifiable',
] as const;
export type AdmissionRefusal = (typeof ADMISSION_REFUSALS)[number];

/** The organisation behind a message, proven; or why it was not. */
export type Admission =
  /** `sender`: the address it is sent as (the envelope sender, or the From's for the null sender). */
  | { readonly admitted: true; readonly tenantId: string; readonly sender: string }
  | {
      readonly admitted: false;
      readonly reason: AdmissionRefusal;
      readonly detail: string;
      readonly said?: SaidDetail;
      /** The organisation the sender's address claims, when one owns its domain (the refusal is counted there). */
      readonly claimed: string | null;
    };

/** The service's side of the relay; `relay/` holds only this. */
export interface ServerSideSigning {
  /**
   * Whether the relay takes `MAIL FROM` for this envelope sender: its domain is a verified domain of one organisation
   * (served now or not: one that is not gets its mail passed unchanged), and the connection's bound organisation if
   * any. The null sender is taken here and proven at DATA. Else `550 5.7.1`.
   */
  takesSender(envelopeSender: string, boundOrganisation: string | null): Promise<boolean>;
  /**
   * Whose the message is (DESIGN §13), before anything of it is handed on; a refusal is counted under the organisation
   * the sender claims. What the service cannot tell now (storage out) is `unverifiable`.
   */
  admit(facts: AdmissionFacts): Promise<Admission>;
  /** The decision for one message; never throws for the message's sake (a failure is a `pass` with its reason). */
  decide(message: OutgoingMessage): Promise<SigningDecision>;
  /** Records the outcome (an apply report with source `server`, the counts, a waiting check). Never throws. */
  record(message: OutgoingMessage, decision: SigningDecision, outcome: RelayedOutcome): Promise<void>;
}

/** One message a local mail sink received (`npm start` without `SMTP_NEXT_HOP`): the next hop the portal can show. */
export interface SunkMessage {
  readonly at: string;
  readonly sender: string;
  readonly recipients: readonly string[];
  readonly raw: Buffer;
}

/** The local mail sink as the service reads it: the newest messages first. Absent in Azure. */
export interface MailSinkReader {
  received(): readonly SunkMessage[];
}
