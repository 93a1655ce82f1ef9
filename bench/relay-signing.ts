// The signing relay of the relay bench: the relay's own composition (`signingParts`: the decision asked once the root
// headers are read, the rewrite reading the SMTP side's spool, the outcome recorded once the next hop answered) with a
// stand-in for the service that signs every message with one fixed, realistic signature and records nothing.
import { signingParts, type SigningParts } from '../relay/server-side/signing-transform.js';
import type { ServerSideSigning } from '../shared/server-side/contract.js';
import { benchSignature } from './relay-messages.js';

/** The transform and outcome listener of a relay signing with a signature of about 3 kB of HTML, a 10 kB PNG and text. */
export async function benchSigningParts(): Promise<SigningParts> {
  const signature = await benchSignature();
  const signing: ServerSideSigning = {
    served: async () => true,
    // As the service decides for an organisation in `unsigned` mode: sign, skipping the add-in's mark and meetings.
    decide: async () => ({
      action: 'sign',
      tenantId: 'bench',
      signature,
      skipAddInSigned: true,
      skipMeetings: true,
      capture: false,
      context: { template: 't1', version: 1, type: 'reply' },
    }),
    record: async () => {},
  };
  return signingParts({ signing, name: 'sign-relay' });
}
