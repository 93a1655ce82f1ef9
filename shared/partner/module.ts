import type { ActivityService } from '../activity/service.js';
import type { BillingService } from '../billing/service.js';
import type { StripeAccounts } from '../billing/stripe-accounts.js';
import { subscription } from '../events/bus.js';
import type { ExclusionService } from '../exclusions/service.js';
import type { MailService } from '../mail/service.js';
import { PartitionOutbox } from '../outbox/partition.js';
import type { TenantService } from '../tenants/service.js';
import type { UserService } from '../users/service.js';
import type { Platform, Wired } from '../wiring.js';
import { PartnerAccess } from './access.js';
import { PartnerBillingService } from './billing/service.js';
import { PartnerUsage } from './billing/usage.js';
import { PartnerClients } from './clients.js';
import type { PreferenceService } from '../preferences/service.js';
import { InviteService } from './invites/service.js';
import { InviteStore } from './invites/store.js';
import { ClientRelationships } from './relationships/service.js';
import { PARTNER_TRAIL, PartnerService } from './service.js';
import { PartnerStaffService } from './staff.js';
import { PartnerStore } from './store.js';
import { TransferService } from './transfers/service.js';
import { TransferStore } from './transfers/store.js';

export interface PartnerFacade {
  partners: PartnerService;
  relationships: ClientRelationships;
  transfers: TransferService;
  partnerStaff: PartnerStaffService;
  invites: InviteService;
  partnerBilling: PartnerBillingService;
  partnerUsage: PartnerUsage;
  partnerClients: PartnerClients;
  /** The request pipeline's partner steps. */
  partnerAccess: PartnerAccess;
}

/**
 * The partner programme: partners and their staff, clients gained by invitation or takeover, consolidated billing
 * (which tells direct billing whether it pays for a client), and the partner's audit trail, whose entries the outbox
 * writes. Staff changes and invitations keep their work in their own tables, drained by the timer.
 */
export function wire(
  deps: Pick<Platform, 'config' | 'storage' | 'directory' | 'rateLimits' | 'events' | 'outbox' | 'clock' | 'log'> & {
    tenants: TenantService;
    users: UserService;
    exclusions: ExclusionService;
    activity: ActivityService;
    accounts: StripeAccounts;
    billing: BillingService;
    mail: MailService;
    preferences: PreferenceService;
  },
): Wired<PartnerFacade> {
  const { config, storage, directory, events, outbox, clock, log, tenants, users, exclusions, activity, accounts, billing, mail } = deps;
  const partnerStore = new PartnerStore(storage);
  const partners = new PartnerService(partnerStore, { clock, outbox });
  const partnerUsage = new PartnerUsage({ partners, tenants, exclusions, accounts, clock });
  const partnerBilling = new PartnerBillingService(accounts, { partners, usage: partnerUsage, billing, events, clock, log });
  billing.consolidatedCheck.register((tenantId) => partnerBilling.covers(tenantId));
  const relationships = new ClientRelationships(partners, {
    leftConsolidated: (clientId) => partnerBilling.startDirectGrace(clientId),
  });
  const transfers = new TransferService(new TransferStore(storage), { partners, relationships, outbox, tenants, clock });
  const staffWork = new PartitionOutbox(partnerStore.outbox, { name: 'partnerstaff', outbox, log });
  const partnerStaff = new PartnerStaffService({ partners, directory, clock, outbox: staffWork });
  const inviteStore = new InviteStore(storage);
  const inviteWork = new PartitionOutbox(inviteStore.outbox, { name: 'partnerinvites', outbox, log });
  const invites = new InviteService(inviteStore, {
    partners,
    limiter: deps.rateLimits,
    outbox: inviteWork,
    relationships,
    transfers,
    mail,
    preferences: deps.preferences,
    clock,
    log,
    consentUrl: `${config.BASE_URL}/admin/consent`,
  });
  tenants.invitationCheck.register((token, organisation) => invites.requireInvited(token, organisation));
  return {
    facade: {
      partners,
      relationships,
      transfers,
      partnerStaff,
      invites,
      partnerBilling,
      partnerUsage,
      partnerClients: new PartnerClients({ partners, tenants, billing, activity, clock }),
      partnerAccess: new PartnerAccess({ partners, tenants, users, log }),
    },
    subscriptions: [subscription('partnerSubscriptionChanged', (e) => partnerBilling.subscriptionChanged(e.partnerId))],
    outbox: { trails: { [PARTNER_TRAIL]: (entry) => partners.writeTrail(entry) }, drains: [staffWork, inviteWork] },
  };
}
