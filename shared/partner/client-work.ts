import type { Actor } from '../auth/principal.js';
import { ApiError, refuse } from '../http/errors.js';
import type { Route } from '../http/route.js';
import type { ApiRequest, ApiResponse } from '../http/types.js';
import type { Logger } from '../log.js';
import { operationIdOf } from '../openapi/operation-ids.js';
import type { ClientWorkDetails, ClientWorkOutcome } from './records.js';
import type { PartnerService } from './service.js';

/** Answered, before anything changed in the client, when the partner's trail cannot be written ahead of a write. */
const TRAIL_UNAVAILABLE = refuse(
  'storage_unavailable',
  "The partner's audit trail cannot be written just now, so nothing was changed in the client; try again shortly",
);

const outcomeOfStatus = (status: number): ClientWorkOutcome => (status < 400 ? 'applied' : status < 500 ? 'refused' : 'unknown');

interface ClientWorkDeps {
  partners: Pick<PartnerService, 'record' | 'amend'>;
  log: Logger;
}

/** Who works inside which client, for which partner. */
interface ClientWorkParty {
  partnerId: string;
  clientId: string;
  clientName: string;
  actor: Actor;
}

/**
 * The partner's audit trail of writes inside a client, written ahead: the entry is written `pending` before the
 * write is served (a write whose entry cannot be written is refused, so none goes unrecorded), and completed with
 * the outcome afterwards. A completion that fails leaves the entry `pending`, which reads as "outcome not recorded".
 * The client's write and the partner's trail live in different organisations' partitions, so no one transaction or
 * outbox row could hold both.
 */
export class ClientWorkTrail {
  constructor(private readonly deps: ClientWorkDeps) {}

  /** Serves a write inside the client between its entry and the entry's outcome. */
  async around(req: ApiRequest, route: Route, party: ClientWorkParty, serve: () => Promise<ApiResponse>): Promise<ApiResponse> {
    const started: ClientWorkDetails = {
      operation: `${route.method} ${route.path}`,
      operationId: operationIdOf(route),
      summary: route.summary,
      clientName: party.clientName,
      outcome: 'pending',
    };
    const key = await this.begin(req, party, started);
    let res: ApiResponse;
    try {
      res = await serve();
    } catch (err) {
      // A refusal of the feature changed nothing; any other failure may have come after a change was made.
      const refusal = err instanceof ApiError ? err.status : undefined;
      const outcome = refusal === undefined ? 'unknown' : outcomeOfStatus(refusal);
      await this.complete(req, party, key, { ...started, outcome, ...(refusal === undefined ? {} : { status: refusal }) });
      throw err;
    }
    await this.complete(req, party, key, { ...started, outcome: outcomeOfStatus(res.status), status: res.status });
    return res;
  }

  private async begin(req: ApiRequest, party: ClientWorkParty, details: ClientWorkDetails): Promise<string> {
    try {
      return await this.deps.partners.record(party.partnerId, party.actor, {
        action: 'client.work',
        clientId: party.clientId,
        details,
      });
    } catch (err) {
      this.deps.log.error('partner audit entry not written: the write inside the client is refused', {
        invocationId: req.invocationId,
        tenantId: party.clientId,
        error: String(err),
      });
      throw TRAIL_UNAVAILABLE;
    }
  }

  /** The outcome, onto the entry written ahead; the client's answer stands whatever becomes of this. */
  private async complete(req: ApiRequest, party: ClientWorkParty, key: string, details: ClientWorkDetails): Promise<void> {
    try {
      await this.deps.partners.amend(party.partnerId, key, details);
    } catch (err) {
      this.deps.log.error('partner audit entry left without its outcome', {
        invocationId: req.invocationId,
        tenantId: party.clientId,
        entry: key,
        outcome: details.outcome,
        error: String(err),
      });
    }
  }
}
