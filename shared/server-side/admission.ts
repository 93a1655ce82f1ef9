import addressparser from 'nodemailer/lib/addressparser';
import type { Admission, AdmissionFacts, AdmissionRefusal } from './contract.js';
import { said, type Detailed } from '../trail/relay-detail.js';

/** A From field longer than this is not read: the addresses past the cut could be anyone's. */
export const MAX_FROM_CHARS = 4096;
/** Addresses a From may name before it is taken as unreadable (RFC 5322 allows a list; mail has one). */
const MAX_FROM_ADDRESSES = 20;
const MAX_ADDRESS = 254;
/** A directory tenant id as Exchange writes it, lower-cased: a GUID. */
export const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Which organisation verified a domain: one or none (a lookup that fails rejects). */
export type OrganisationOfDomain = (domain: string) => Promise<string | null>;

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/** Every address of a From field, lower-cased; null when it holds none that can be read (or more than it may). */
function fromAddresses(field: string): string[] | null {
  if (field.length > MAX_FROM_CHARS) return null;
  const found = addressparser(field, { flatten: true }).map((a) => (a.address ?? '').trim().toLowerCase());
  if (!found.length || found.length > MAX_FROM_ADDRESSES) return null;
  return found.every((a) => a.length <= MAX_ADDRESS && a.indexOf('@') > 0 && a.indexOf('@') < a.length - 1) ? found : null;
}

const refused = (reason: AdmissionRefusal, { detail, said }: Detailed, claimed: string | null = null): Admission => ({
  admitted: false,
  reason,
  detail,
  said,
  claimed,
});

/**
 * Whose a message is (DESIGN §13). Exchange Online stamps every message it hands on with the id of the organisation
 * that sent it, in one `X-MS-Exchange-CrossTenant-Id` field; the connection itself proves nothing, since every
 * Microsoft 365 organisation connects from the same ranges with the same certificate. So a message is admitted only
 * when exactly one such field is present, every address that says who sent it (the envelope sender and each From
 * address) is in a verified domain of one and the same organisation, that organisation is the one the field names,
 * and the connection, if it was bound to an organisation, was bound to that one. A lookup that fails makes the
 * message `unverifiable` (a temporary refusal): never admitted on a guess.
 */
export async function admitMessage(facts: AdmissionFacts, organisationOf: OrganisationOfDomain): Promise<Admission> {
  if (facts.headersTooLarge) return refused('headers_too_large', said('headersTooLarge'));
  const addresses: string[] = [];
  if (facts.envelopeSender) addresses.push(facts.envelopeSender.trim().toLowerCase());
  if (facts.from.length > 1) return refused('unreadable_from', said('severalFrom'));
  if (facts.from.length === 1) {
    const from = fromAddresses(facts.from[0]);
    if (!from) return refused('unreadable_from', said('unreadableFrom'));
    addresses.push(...from);
  }
  if (!addresses.length) return refused('no_sender', said('noSenderAddress'));

  let claimed: string | null = null;
  try {
    for (const address of new Set(addresses)) {
      const owner = (await organisationOf(domainOf(address)))?.toLowerCase() ?? null;
      if (!owner) return refused('sender_not_served', said('domainNotServed', { address }), claimed);
      if (claimed && owner !== claimed) {
        return refused('senders_disagree', said('sendersDisagree'), claimed);
      }
      claimed = owner;
    }
  } catch (err) {
    return refused('unverifiable', said('lookupFailed', { message: (err as Error).message }), claimed);
  }
  if (!claimed) return refused('no_sender', said('noSenderNamed'));

  if (facts.crossTenantIds.length === 0) {
    return refused('no_cross_tenant_id', said('noCrossTenantId'), claimed);
  }
  if (facts.crossTenantIds.length > 1) {
    return refused('several_cross_tenant_ids', said('severalCrossTenantIds'), claimed);
  }
  const stamped = facts.crossTenantIds[0].trim().toLowerCase();
  if (!TENANT_ID.test(stamped) || stamped !== claimed) {
    return refused('organisation_mismatch', said('organisationMismatch'), claimed);
  }
  if (facts.boundOrganisation !== null && facts.boundOrganisation.toLowerCase() !== claimed) {
    return refused('connection_bound_elsewhere', said('connectionBoundElsewhere'), claimed);
  }
  return { admitted: true, tenantId: claimed, sender: addresses[0] };
}
