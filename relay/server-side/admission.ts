import { TENANT_ID } from '../../shared/server-side/admission.js';
import { CROSS_TENANT_HEADER, type AdmissionFacts, type ServerSideSigning } from '../../shared/server-side/contract.js';
import { readRootFields } from '../mime/root-fields.js';
import type { MessageAdmitter } from '../smtp/index.js';

/**
 * The organisation a connection is bound to by the host name its TLS handshake asked for: each organisation's outbound
 * connector names `<its tenant id>.<the relay's public host>` as its smart host (the relay's certificate carries the
 * wildcard), so a client that sends that name in SNI has said which organisation's mail it brings. Any other name, or
 * none (Microsoft does not document that Exchange Online sends SNI), binds nothing: the message's own proof still holds.
 */
export function boundOrganisation(serverName: string | null, publicHost: string): string | null {
  const suffix = `.${publicHost.toLowerCase().replace(/\.$/, '')}`;
  const name = serverName?.toLowerCase().replace(/\.$/, '');
  if (!name?.endsWith(suffix)) return null;
  const label = name.slice(0, -suffix.length);
  return TENANT_ID.test(label) ? label : null;
}

/**
 * The relay's admission of a message by the service (DESIGN §13): the root header block's cross-tenant ids and From
 * fields, every occurrence, with the envelope and the connection's bound organisation, judged by `signing.admit`.
 * Refused for good with the service's words; for now when the service cannot tell.
 */
export function admissionBy(signing: Pick<ServerSideSigning, 'admit'>, publicHost: string): MessageAdmitter {
  return async (message, envelope) => {
    const fields = await readRootFields(message.open(), [CROSS_TENANT_HEADER, 'from']);
    const facts: AdmissionFacts = {
      envelopeSender: envelope.sender,
      crossTenantIds: fields.values.get(CROSS_TENANT_HEADER.toLowerCase()) ?? [],
      from: fields.values.get('from') ?? [],
      boundOrganisation: boundOrganisation(envelope.serverName, publicHost),
      headersTooLarge: fields.tooLarge,
    };
    const admission = await signing.admit(facts);
    if (!admission.admitted) {
      return { admitted: false, temporary: admission.reason === 'unverifiable', reason: admission.reason, text: admission.detail };
    }
    // The null sender is routed by its From: the organisation it was admitted for takes it back.
    return envelope.sender ? { admitted: true } : { admitted: true, routeAs: admission.sender };
  };
}
