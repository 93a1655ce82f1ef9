import type { Actor } from '../auth/principal.js';
import type { ChangeLogService } from '../changelog/service.js';
import { ApiError } from '../http/errors.js';
import type { ClientLink, LinkOrigin, Partner } from './schemas.js';
import type { PartnerService } from './service.js';

export interface Organisation {
  id: string;
  name: string;
}

/**
 * Gaining and losing a client, recorded on both sides: the partner's audit trail (and the previous partner's, when
 * a client moves) and the client's own change log (`managed.*`).
 */
export class ClientRelationships {
  constructor(
    private readonly partners: PartnerService,
    private readonly changelog: ChangeLogService,
  ) {}

  /**
   * Makes `partner` manage `client`, moving it from a previous partner if any. Answers the relationship now and the
   * previous one (null when the client had none or already had this partner).
   */
  async gain(partner: Partner, client: Organisation, via: LinkOrigin, actor: Actor): Promise<{ link: ClientLink; previous: ClientLink | null }> {
    const before = await this.partners.link(partner, client.id, via);
    const previous = before && before.partnerId !== partner.id ? before : null;
    const link = (await this.partners.managerOf(client.id)) ?? { partnerId: partner.id, partnerName: partner.name, clientId: client.id, since: '', via };
    const from = previous ? { from: { partnerId: previous.partnerId, partnerName: previous.partnerName } } : {};
    await this.partners.record(partner.id, actor, { action: 'client.linked', clientId: client.id, details: { clientName: client.name, via, ...from } });
    if (previous) {
      await this.partners.record(previous.partnerId, actor, {
        action: 'client.revoked',
        clientId: client.id,
        details: { clientName: client.name, reason: `moved by ${via}`, to: { partnerId: partner.id, partnerName: partner.name } },
      });
    }
    await this.changelog.record(client.id, actor, {
      scope: 'tenant',
      action: previous ? 'managed.moved' : 'managed.linked',
      target: partner.name,
      details: { partnerId: partner.id, via, ...from },
    });
    return { link, previous };
  }

  /** The client's Admin ends the relationship: the partner's calls into it are refused from then on. */
  async revoke(client: Organisation, actor: Actor): Promise<ClientLink> {
    const link = await this.partners.managerOf(client.id);
    if (!link || !(await this.partners.unlink(link.partnerId, client.id))) {
      throw new ApiError(409, 'no_partner', 'No partner manages this organisation');
    }
    await this.partners.record(link.partnerId, actor, { action: 'client.revoked', clientId: client.id, details: { clientName: client.name, reason: 'revoked by the client' } });
    await this.changelog.record(client.id, actor, { scope: 'tenant', action: 'managed.revoked', target: link.partnerName, details: { partnerId: link.partnerId } });
    return link;
  }
}
