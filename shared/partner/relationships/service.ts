import type { Actor } from '../../auth/principal.js';
import type { DomainEvent } from '../../events/bus.js';
import { refuse } from '../../http/errors.js';
import type { ClientLink, LinkOrigin, Partner } from '../records.js';
import { partnerTrail, type PartnerService } from '../service.js';

/** What the relationship tells billing, wired once at composition. */
interface RelationshipLinks {
  /** The client left consolidated billing: direct billing with the release grace; answers the grace's end. */
  leftConsolidated(clientId: string): Promise<string>;
}

/** The client's partner changed: answers cached under its old billing cover are stale. */
export const coverChanged = (clientId: string): DomainEvent => ({ type: 'billingChanged', tenantId: clientId });

export interface Organisation {
  id: string;
  name: string;
}

/**
 * Gaining and losing a client, recorded on both sides: the partner's audit trail (and the previous partner's, when
 * a client moves) and the client's own change log (`managed.*`). Both are after-commit work of the change of the
 * client's relationship row, kept in the client's partition and written by key in each trail's own (see Outbox).
 */
export class ClientRelationships {
  constructor(
    private readonly partners: PartnerService,
    private readonly links: RelationshipLinks,
  ) {}

  /**
   * Makes `partner` manage `client`, moving it from a previous partner if any. Answers the relationship now and the
   * previous one (null when the client had none or already had this partner).
   */
  async gain(
    partner: Partner,
    client: Organisation,
    via: LinkOrigin,
    actor: Actor,
  ): Promise<{ link: ClientLink; previous: ClientLink | null }> {
    let previous: ClientLink | null = null;
    await this.partners.link(partner, client.id, via, (before) => {
      previous = before && before.partnerId !== partner.id ? before : null;
      const from = previous ? { from: { partnerId: previous.partnerId, partnerName: previous.partnerName } } : {};
      return {
        events: [coverChanged(client.id)],
        trail: [
          partnerTrail(partner.id, actor, {
            action: 'client.linked',
            clientId: client.id,
            details: { clientName: client.name, via, ...from },
          }),
          ...(previous
            ? [
                partnerTrail(previous.partnerId, actor, {
                  action: 'client.revoked',
                  clientId: client.id,
                  details: { clientName: client.name, reason: `moved by ${via}`, to: { partnerId: partner.id, partnerName: partner.name } },
                }),
              ]
            : []),
        ],
        log: [
          {
            actor,
            change: {
              scope: 'tenant',
              action: previous ? 'managed.moved' : 'managed.linked',
              target: partner.name,
              details: { partnerId: partner.id, via, ...from },
            },
          },
        ],
      };
    });
    const link = (await this.partners.managerOf(client.id)) ?? {
      partnerId: partner.id,
      partnerName: partner.name,
      clientId: client.id,
      since: '',
      via,
    };
    return { link, previous };
  }

  /**
   * The client's Admin ends the relationship: the partner's calls into it are refused from then on, and the client
   * moves to direct billing with the same grace as a release (granted first, so it is never left uncovered).
   */
  async revoke(client: Organisation, actor: Actor): Promise<{ link: ClientLink; graceEndsAt: string }> {
    const link = await this.partners.managerOf(client.id);
    if (!link) throw noPartner();
    const graceEndsAt = await this.links.leftConsolidated(client.id);
    const details = { clientName: client.name, reason: 'revoked by the client', graceEndsAt };
    const ended = await this.partners.unlink(link.partnerId, client.id, {
      events: [coverChanged(client.id)],
      trail: [partnerTrail(link.partnerId, actor, { action: 'client.revoked', clientId: client.id, details })],
      log: [
        {
          actor,
          change: {
            scope: 'tenant',
            action: 'managed.revoked',
            target: link.partnerName,
            details: { partnerId: link.partnerId, graceEndsAt },
          },
        },
      ],
    });
    if (!ended) throw noPartner();
    return { link, graceEndsAt };
  }
}

const noPartner = () => refuse('no_partner');
