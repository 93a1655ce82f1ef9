// The signing relay's transform in the relay bench, in one function so it can be swapped for the relay's composition
// (the decision taken from the root headers, the rewrite reading the SMTP side's spool) without touching the bench.
import { rewriteMessage } from '../relay/mime/index.js';
import type { MessageTransform } from '../relay/smtp/index.js';
import { benchSignature } from './relay-messages.js';

const STAMP = 'bench; template=t1; v=1';

/** The rewrite with a fixed, realistic signature (HTML of about 3 kB, a 10 kB PNG, a text rendering). */
export async function benchSigningTransform(): Promise<MessageTransform> {
  const signature = await benchSignature();
  return async (message) => {
    // The decision from the root headers, as the service's would be: sign, skipping the add-in's mark and meetings.
    const { decision, message: stream } = await rewriteMessage(message, async () => ({
      action: 'sign',
      signature,
      stamp: STAMP,
      skipAddInSigned: true,
      skipMeetings: true,
    }));
    return {
      stream,
      outcome: decision.action === 'signed' ? { status: 'signed' } : { status: 'unchanged', reason: decision.reason },
    };
  };
}
