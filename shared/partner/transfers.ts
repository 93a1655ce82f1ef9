import type { Actor } from '../auth/principal.js';
import type { ChangeLogService } from '../changelog/service.js';
import type { Clock } from '../clock.js';
import { ApiError } from '../http/errors.js';
import type { Tenant } from '../tenants/schemas.js';
import type { Transfer, TransferRequestBody } from './relationship-schemas.js';
import type { ClientRelationships } from './relationships.js';
import type { ClientLink } from './schemas.js';
import type { PartnerService } from './service.js';
import type { TransferStore } from './transfer-store.js';

export interface TransferDeps {
  partners: PartnerService;
  relationships: ClientRelationships;
  changelog: ChangeLogService;
  tenants: { get(tenantId: string): Promise<Tenant | null>; findByDomain(domain: string): Promise<Tenant | null> };
  clock: Clock;
}

const transferNotFound = () => new ApiError(404, 'transfer_not_found', 'There is no such takeover request for this organisation');

/** Takeover requests: a partner asks, the organisation's Admin approves (the client moves) or declines. */
export class TransferService {
  constructor(
    private readonly store: TransferStore,
    private readonly deps: TransferDeps,
  ) {}

  /** A partner asks to take over an organisation the service serves, named by domain or tenant id. */
  async request(partnerId: string, actor: Actor, body: TransferRequestBody): Promise<Transfer> {
    const partner = await this.deps.partners.requireAgreement(partnerId);
    const client = body.tenantId ? await this.deps.tenants.get(body.tenantId) : await this.deps.tenants.findByDomain(body.domain!);
    if (!client) throw new ApiError(404, 'organisation_not_found', 'No organisation served by this service has that domain or tenant id');
    if (client.id === partnerId) throw new ApiError(409, 'own_organisation', 'A partner cannot take over its own organisation');
    if ((await this.deps.partners.managerOf(client.id))?.partnerId === partnerId) {
      throw new ApiError(409, 'already_managed', 'Your partner account already manages this organisation');
    }
    const transfer = await this.store.change(client.id, partnerId, (current) => {
      if (current?.state === 'pending') {
        throw new ApiError(409, 'transfer_pending', 'A takeover request of this organisation is already waiting for its answer', {
          id: current.id,
        });
      }
      return {
        id: crypto.randomUUID(),
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
    });
    await this.store.index(partnerId, client.id);
    await this.deps.partners.record(partnerId, actor, {
      action: 'transfer.requested',
      clientId: client.id,
      details: { id: transfer!.id, clientName: client.name },
    });
    await this.deps.changelog.record(client.id, actor, {
      scope: 'tenant',
      action: 'managed.transfer.requested',
      target: partner.name,
      details: { id: transfer!.id, partnerId },
    });
    return transfer!;
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
  private async answer(client: Tenant, actor: Actor, id: string, state: 'approved' | 'declined'): Promise<Transfer> {
    const found = await this.store.byId(client.id, id);
    if (!found) throw transferNotFound();
    const answered = await this.store.change(client.id, found.partnerId, (current) => {
      if (!current || current.id !== id) throw transferNotFound();
      if (current.state !== 'pending')
        throw new ApiError(409, 'transfer_answered', `This takeover request was already ${current.state}`, { state: current.state });
      return { ...current, state, answeredAt: this.deps.clock.now().toISOString(), answeredBy: actor.actor };
    });
    return answered!;
  }

  /** The organisation's Admin approves: the requesting partner manages it from now on, moving it from its previous one. */
  async approve(client: Tenant, actor: Actor, id: string): Promise<{ transfer: Transfer; link: ClientLink; previous: ClientLink | null }> {
    const found = await this.store.byId(client.id, id);
    if (!found) throw transferNotFound();
    const partner = await this.deps.partners.partner(found.partnerId);
    if (!partner) throw new ApiError(409, 'partner_unavailable', 'The partner that asked is no longer a partner of this service');
    const transfer = await this.answer(client, actor, id, 'approved');
    await this.deps.partners.record(partner.id, actor, {
      action: 'transfer.approved',
      clientId: client.id,
      details: { id, clientName: client.name },
    });
    const { link, previous } = await this.deps.relationships.gain(partner, client, 'transfer', actor);
    return { transfer, link, previous };
  }

  async decline(client: Tenant, actor: Actor, id: string): Promise<Transfer> {
    const transfer = await this.answer(client, actor, id, 'declined');
    await this.deps.partners.record(transfer.partnerId, actor, {
      action: 'transfer.declined',
      clientId: client.id,
      details: { id, clientName: client.name },
    });
    await this.deps.changelog.record(client.id, actor, {
      scope: 'tenant',
      action: 'managed.transfer.declined',
      target: transfer.partnerName,
      details: { id, partnerId: transfer.partnerId },
    });
    return transfer;
  }
}
