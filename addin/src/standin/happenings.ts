// What happened in the stand-in, in order, for the page beside the compose window and for tests.
import type { LaunchEventDescription } from '../../manifest/description.js';

export type LaunchEventType = LaunchEventDescription['xmlType'];

export type Happening =
  /** `n` numbers the events raised; `fields`: the recipient fields a recipients change touched. */
  | { kind: 'event'; at: number; n: number; event: LaunchEventType; fired: boolean; reason?: string; fields?: string[] }
  | { kind: 'token'; at: number; ok: boolean; error?: string }
  | {
      kind: 'signature';
      at: number;
      mailbox: string;
      type: string;
      /** The recipient domains the request named (`recipients.domains`). */
      domains: string[];
      status: number;
      notModified: boolean;
      revalidated: boolean;
    }
  | { kind: 'unreachable'; at: number; path: string }
  | { kind: 'attached'; at: number; name: string; bytes: number }
  | { kind: 'removed'; at: number; name: string }
  | { kind: 'setSignature'; at: number; stacked: boolean; empty: boolean }
  | { kind: 'clientSignatureDisabled'; at: number }
  /** The add-in wrote the whole body back (a phone's footer taken off the end of the new text). */
  | { kind: 'bodyReplaced'; at: number }
  | { kind: 'notification'; at: number; message: string }
  /** An internet header set (`value`) or removed (`null`) through `item.internetHeaders`. */
  | { kind: 'header'; at: number; name: string; value: string | null }
  | { kind: 'report'; at: number; status: number; report: unknown }
  | { kind: 'completed'; at: number; n: number; event: LaunchEventType; ms: number };

/** When a happening happened (ms). */
export const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());
