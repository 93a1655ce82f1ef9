// What happened in the stand-in, in order, for the page beside the compose window and for tests.
import type { LaunchEventDescription } from '../../manifest/description.js';

export type LaunchEventType = LaunchEventDescription['xmlType'];

export type Happening =
  | { kind: 'event'; at: number; event: LaunchEventType; fired: boolean; reason?: string }
  | { kind: 'token'; at: number; ok: boolean; error?: string }
  | { kind: 'signature'; at: number; mailbox: string; type: string; status: number; notModified: boolean; revalidated: boolean }
  | { kind: 'unreachable'; at: number; path: string }
  | { kind: 'attached'; at: number; name: string; bytes: number }
  | { kind: 'removed'; at: number; name: string }
  | { kind: 'setSignature'; at: number; stacked: boolean; empty: boolean }
  | { kind: 'clientSignatureDisabled'; at: number }
  | { kind: 'notification'; at: number; message: string }
  | { kind: 'report'; at: number; status: number; report: unknown }
  | { kind: 'completed'; at: number; event: LaunchEventType; ms: number };

/** When a happening happened (ms). */
export const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());
