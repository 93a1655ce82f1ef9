// The signing relay of the relay bench: the relay's own composition (`signingParts`: the decision asked once the root
// headers are read, the rewrite reading the SMTP side's spool, the outcome recorded once the next hop answered) with a
// stand-in for the service that signs every message with one fixed, realistic signature and records nothing.
import { admissionBy } from '../relay/server-side/admission.js';
import { signingParts, type SigningParts } from '../relay/server-side/signing-transform.js';
import type { MessageAdmitter } from '../relay/smtp/index.js';
import type { ServerSideSigning } from '../shared/server-side/contract.js';
import { admitMessage } from '../shared/server-side/admission.js';
import { BENCH_TENANT, benchSignature } from './relay-messages.js';

/** The transform and outcome listener of a relay signing with a signature of about 3 kB of HTML, a 10 kB PNG and text. */
export async function benchSigningParts(): Promise<SigningParts & { admit: MessageAdmitter }> {
  const signature = await benchSignature();
  const signing: ServerSideSigning = {
    takesSender: async () => true,
    // The real admission, its one lookup answered at once (as the service's cache answers a known domain).
    admit: (facts) => admitMessage(facts, async () => BENCH_TENANT),
    // As the service decides for an organisation in `unsigned` mode: sign, skipping the add-in's mark and meetings.
    decide: async () => ({
      action: 'sign',
      tenantId: BENCH_TENANT,
      signature,
      skipMeetings: true,
      capture: false,
      context: { template: 't1', version: 1, type: 'reply' },
    }),
    record: async () => {},
  };
  return { ...signingParts({ signing, name: 'sign-relay' }), admit: admissionBy(signing, 'sign-relay') };
}
