import type { Actor } from '../../auth/principal.js';
import type { Clock } from '../../clock.js';
import { refuse } from '../../http/errors.js';
import type { Outbox, WorkInput } from '../../outbox/outbox.js';
import { retryOnConflict } from '../../storage/update.js';
import type { Tenant } from '../../tenants/schemas.js';
import type { Transfer, TransferRequestBody } from '../relationships/schemas.js';
import type { ClientRelationships } from '../relationships/service.js';
import type { ClientLink } from '../records.js';
import { partnerTrail, type PartnerService } from '../service.js';
import { transferWitness, type TransferStore } from './store.js';

interface TransferDeps {
  partners: PartnerService;
  relationships: ClientRelationships;
  outbox: Pick<Outbox, 'commit'>;
  tenants: { get(tenantId: string): Promise<Tenant | null>; findByDomain(domain: string): Promise<Tenant | null> };
  clock: Clock;
}

/** How soon after an approval approving again completes a move a failure interrupted (a retry, not a new decision). */
const RETRY_WINDOW_MS = 10 * 60_000;

const transferNotFound = () => refuse('transfer_not_found');

/**
 * Takeover requests: a partner asks, the organisation's Admin approves (the client moves) or declines. Each step is
 * recorded on both sides (the partner's trail, the client's change log) as after-commit work of the change of the
 * request's row, in the client's partition (see Outbox).
 */
export class TransferService {
  constructor(
    private readonly store: TransferStore,
    private readonly deps: TransferDeps,
  ) {}

  /**
   * Changes the partner's request row of the client conditioned on its ETag, through the outbox: `change` sees the
   * latest request (or null) and answers the next one and its after-commit work, or throws to refuse.
   */
  private change(clientId: string, partnerId: string, change: (current: Transfer | null) => { next: Transfer; work: WorkInput }) {
    return retryOnConflict(
      async () => {
        const read = await this.store.read(clientId, partnerId);
        const { next, work } = change(read?.transfer ?? null);
        await this.deps.outbox.commit(clientId, work, transferWitness(partnerId), (stamp) =>
          this.store.write(next, read?.etag ?? null, stamp),
        );
        return next;
      },
      { what: 'the takeover request' },
    );
  }

  /** A partner asks to take over an organisation the service serves, named by domain or tenant id. */
  async request(partnerId: string, actor: Actor, body: TransferRequestBody): Promise<Transfer> {
    const partner = await this.deps.partners.requireAgreement(partnerId);
    const client = body.tenantId ? await this.deps.tenants.get(body.tenantId) : await this.deps.tenants.findByDomain(body.domain!);
    if (!client) throw refuse('organisation_not_found');
    if (client.id === partnerId) throw refuse('own_organisation');
    if ((await this.deps.partners.managerOf(client.id))?.partnerId === partnerId) {
      throw refuse('already_managed');
    }
    // The partner's index is read against the client's rows: written first, it names no request until one commits.
    await this.store.index(partnerId, client.id);
    return this.change(client.id, partnerId, (current) => {
      if (current?.state === 'pending') {
        throw refuse('transfer_pending', undefined, {
          id: current.id,
        });
      }
      const id = crypto.randomUUID();
      const next: Transfer = {
        id,
        partnerId,
        partnerName: partner.name,
        clientId: client.id,
        clientName: client.name,
        state: 'pending',
        requestedAt: this.deps.clock.now().toISOString(),
        requestedBy: actor.actor,
        answeredAt: null,
        answeredBy: null,
      };
      return {
        next,
        work: {
          trail: [
            partnerTrail(partnerId, actor, { action: 'transfer.requested', clientId: client.id, details: { id, clientName: client.name } }),
          ],
          log: [
            {
              actor,
              change: { scope: 'tenant', action: 'managed.transfer.requested', target: partner.name, details: { id, partnerId } },
            },
          ],
        },
      };
    });
  }

  /** The partner's requests still waiting for an answer. */
  async outstanding(partnerId: string): Promise<Transfer[]> {
    const clients = await this.store.indexed(partnerId);
    const latest = await Promise.all(clients.map((c) => this.store.latest(c, partnerId)));
    return latest.filter((t): t is Transfer => t?.state === 'pending').sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
  }

  /** The organisation's requests waiting for its Admin's answer. */
  async pendingFor(clientId: string): Promise<Transfer[]> {
    return (await this.store.ofClient(clientId))
      .filter((t) => t.state === 'pending')
      .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
  }

  /** Marks the request answered, by ETag: of two answers racing, one wins and the other is told it was answered. */
  private async answer(client: Tenant, actor: Actor, found: Transfer, state: 'approved' | 'declined'): Promise<Transfer> {
    const { id, partnerId, partnerName } = found;
    return this.change(client.id, partnerId, (current) => {
      if (!current || current.id !== id) throw transferNotFound();
      if (current.state !== 'pending')
        throw refuse('transfer_answered', `This takeover request was already ${current.state}`, { state: current.state });
      const trail = [
        partnerTrail(partnerId, actor, { action: `transfer.${state}`, clientId: client.id, details: { id, clientName: client.name } }),
      ];
      // An approval is logged in the client's change log by the move it makes.
      const log =
        state === 'declined'
          ? [
              {
                actor,
                change: { scope: 'tenant' as const, action: 'managed.transfer.declined', target: partnerName, details: { id, partnerId } },
              },
            ]
          : [];
      return {
        next: { ...current, state, answeredAt: this.deps.clock.now().toISOString(), answeredBy: actor.actor },
        work: { trail, log },
      };
    });
  }

  /**
   * The organisation's Admin approves: the requesting partner manages it from now on, moving it from its previous one.
   * An approval whose move a failure interrupted is completed by approving again soon after (the answer and the
   * move are two rows: no one transaction holds both).
   */
  async approve(client: Tenant, actor: Actor, id: string): Promise<{ transfer: Transfer; link: ClientLink; previous: ClientLink | null }> {
    const found = await this.store.byId(client.id, id);
    if (!found) throw transferNotFound();
    const partner = await this.deps.partners.partner(found.partnerId);
    if (!partner) throw refuse('partner_unavailable');
    const interrupted =
      found.state === 'approved' &&
      this.deps.clock.now().getTime() - Date.parse(found.answeredAt ?? '') < RETRY_WINDOW_MS &&
      (await this.deps.partners.managerOf(client.id))?.partnerId !== partner.id;
    const transfer = interrupted ? found : await this.answer(client, actor, found, 'approved');
    const { link, previous } = await this.deps.relationships.gain(partner, client, 'transfer', actor);
    return { transfer, link, previous };
  }

  async decline(client: Tenant, actor: Actor, id: string): Promise<Transfer> {
    const found = await this.store.byId(client.id, id);
    if (!found) throw transferNotFound();
    return this.answer(client, actor, found, 'declined');
  }
}
