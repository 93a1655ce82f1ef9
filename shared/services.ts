import { ClientSecretCredential } from '@azure/identity';
import { ApiKeyStore } from './apikeys/store.js';
import { AssetService } from './assets/service.js';
import { AssetStore } from './assets/store.js';
import { DesignService } from './designs/service.js';
import { DesignStore } from './designs/store.js';
import { ActivityService } from './activity/service.js';
import { ActivityStore } from './activity/store.js';
import { ApplyRollupStore } from './activity/rollups.js';
import { MonitoringService } from './activity/monitoring.js';
import { LinkService } from './analytics/service.js';
import { LinkStore } from './analytics/store.js';
import { ClickRollupStore } from './analytics/rollup-store.js';
import { MailboxResolver } from './directory/resolver.js';
import { DirectorySnapshots } from './directory/service.js';
import { DoctorService } from './doctor/service.js';
import { DoctorStore } from './doctor/store.js';
import { SnapshotStore } from './directory/store.js';
import { ExclusionService } from './exclusions/service.js';
import { ExclusionStore } from './exclusions/store.js';
import { RolloutService } from './rollouts/service.js';
import { RolloutStore } from './rollouts/store.js';
import { ScheduleService } from './schedules/service.js';
import { ScheduleStore } from './schedules/store.js';
import { BannersFootersService } from './banners-footers/service.js';
import { BannersFootersStore } from './banners-footers/store.js';
import { StripeAccounts } from './billing/stripe-accounts.js';
import { BillingService } from './billing/service.js';
import { BillingStore } from './billing/store.js';
import { DigestService } from './digest/service.js';
import { MailService } from './mail/service.js';
import { GraphMailTransport, OutboxTransport, type MailTransport } from './mail/transport.js';
import { OnboardingService } from './onboarding/service.js';
import { OnboardingStore } from './onboarding/store.js';
import { PartnerBillingService } from './partner/billing/service.js';
import { PartnerClients } from './partner/clients.js';
import { PartnerService } from './partner/service.js';
import { PartnerAccess } from './partner/access.js';
import { PartnerStaffService } from './partner/staff.js';
import { PartnerStore } from './partner/store.js';
import { InviteService } from './partner/invites/service.js';
import { InviteStore } from './partner/invites/store.js';
import { ClientRelationships } from './partner/relationships/service.js';
import { TransferService } from './partner/transfers/service.js';
import { TransferStore } from './partner/transfers/store.js';
import { PartnerUsage } from './partner/billing/usage.js';
import { PhotoService } from './photos/service.js';
import { PhotoStore } from './photos/store.js';
import { ContactCards } from './signature/contact-cards.js';
import { MailboxViews } from './signature/mailbox-view.js';
import { SignatureService } from './signature/service.js';
import { ProfileService } from './profiles/service.js';
import { ProfileStore } from './profiles/store.js';
import { ImageWork } from './images/decode.js';
import { Generations } from './rendering/generation.js';
import { RenderingService } from './rendering/service.js';
import { RuleService } from './rules/service.js';
import { RuleStore } from './rules/store.js';
import { TemplateService } from './templates/service.js';
import { TemplateStore } from './templates/store.js';
import { ApiKeyService } from './apikeys/service.js';
import { RateLimiter } from './auth/ratelimit.js';
import { PersonLimits } from './auth/person-limits.js';
import { TokenVerifier } from './auth/token.js';
import { ChangeLogService } from './changelog/service.js';
import { ChangeLogStore } from './changelog/store.js';
import { logDomainEvents } from './changelog/subscriptions.js';
import { DomainEvents } from './events/bus.js';
import { Outbox } from './outbox/outbox.js';
import { invalidateSignatures } from './signature/invalidation.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { loadDirectory } from './directory/load.js';
import type { Directory } from './directory/types.js';
import { consoleLogger, type Logger } from './log.js';
import { PublishApproval } from './settings/approval.js';
import { SettingsService } from './settings/service.js';
import { SettingsStore } from './settings/store.js';
import { Storage } from './storage/storage.js';
import { TenantService } from './tenants/service.js';
import { TenantStore } from './tenants/store.js';
import { UserService } from './users/service.js';
import { UserStore } from './users/store.js';

export interface ServiceOverrides {
  /** Where mail goes (tests of a failing mail service). */
  mailTransport?: MailTransport;
  directory?: Directory;
  clock?: Clock;
  log?: Logger;
  storage?: Storage;
  /** Image work and its cap on work in flight. */
  images?: ImageWork;
}

/** The composition root: every service, built once from configuration. Tests replace parts through overrides. */
export function createServices(config: Config, overrides: ServiceOverrides = {}) {
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? consoleLogger;
  const storage =
    overrides.storage ?? new Storage({ connectionString: config.STORAGE_CONNECTION_STRING, accountName: config.STORAGE_ACCOUNT_NAME });
  const { directory, kind: directoryKind } = overrides.directory
    ? { directory: overrides.directory, kind: 'custom' }
    : loadDirectory(config);
  const tokens: TokenVerifier = new TokenVerifier({ authority: config.IDP_AUTHORITY, clientId: config.API_CLIENT_ID });
  const rateLimits: RateLimiter = new RateLimiter(storage, clock);
  // One per instance: its gate caps the image work in flight across every feature that decodes images.
  const images: ImageWork = overrides.images ?? new ImageWork();

  // Features that depend on each other both ways are wired through functions that name a service constructed
  // further down; they are called only once requests flow, when every service exists.
  const changelog: ChangeLogService = new ChangeLogService(new ChangeLogStore(storage), {
    clock,
    currentName: (tenantId, address) => users.nameOf(tenantId, address),
    templateNames: async (tenantId) => {
      const [live, gone] = await Promise.all([templates.library(tenantId), templates.deleted(tenantId)]);
      return new Map<string, { name: string; live: boolean }>([
        ...gone.templates.map((t) => [t.id, { name: t.name, live: false }] as const),
        ...live.templates.map((t) => [t.id, { name: t.name, live: true }] as const),
      ]);
    },
  });
  // Features announce committed changes as domain events; the signature cache and the change log subscribe below.
  const events: DomainEvents = new DomainEvents();
  // After-commit work (the events above, change-log entries) that a storage failure must not lose.
  const outbox: Outbox = new Outbox(storage, { events, changelog, clock, log });
  // The tenant's generation keys the signature cache: every change to what signatures show moves it on.
  const generations: Generations = new Generations(storage, clock);
  const tenants: TenantService = new TenantService(new TenantStore(storage), {
    directory,
    outbox,
    clock,
    consent: {
      authority: config.IDP_AUTHORITY,
      clientId: config.API_CLIENT_ID,
      clientSecret: config.API_CLIENT_SECRET,
      baseUrl: config.BASE_URL,
      signingSecret: config.SIGNING_SECRET,
      keys: (tenantId) => tokens.keySet(tenantId),
    },
    paying: (tenantId) => billing.paying(tenantId),
    events,
  });
  const partners: PartnerService = new PartnerService(new PartnerStore(storage), { clock, outbox });
  const relationships: ClientRelationships = new ClientRelationships(partners, {
    leftConsolidated: (clientId) => partnerBilling.startDirectGrace(clientId),
  });
  const transfers: TransferService = new TransferService(new TransferStore(storage), {
    partners,
    relationships,
    outbox,
    tenants,
    clock,
  });
  const partnerStaff: PartnerStaffService = new PartnerStaffService({ partners, directory, clock, outbox, log });
  const users: UserService = new UserService(new UserStore(storage), { directory, outbox, clock });
  const settings: SettingsService = new SettingsService(new SettingsStore(storage), { outbox });
  const apiKeys: ApiKeyService = new ApiKeyService(new ApiKeyStore(storage), { limiter: rateLimits, outbox, clock });
  const assets: AssetService = new AssetService(new AssetStore(storage), {
    outbox,
    usage: (tenantId, name) => templates.usingImage(tenantId, name),
    images,
  });
  const rendering: RenderingService = new RenderingService(assets, async (tenantId) => {
    const tenant = await tenants.get(tenantId);
    return tenant && { name: tenant.name, domains: tenant.domains };
  });
  const templates: TemplateService = new TemplateService(new TemplateStore(storage), {
    assets,
    rendering,
    clock,
    outbox,
    log,
    links: {
      rolloutInFlight: async (tenantId, id) => (await rollouts.running(tenantId, id)) !== null,
      deletionBlockers: [(tenantId, id) => rollouts.blocksDeletion(tenantId, id), (tenantId, id) => schedules.blocksDeletion(tenantId, id)],
      ruleReferences: (tenantId, id) => rules.naming(tenantId, id),
    },
  });

  const resolver: MailboxResolver = new MailboxResolver(directory, clock, config.SIGNATURE_CACHE ? undefined : 0);
  const rules: RuleService = new RuleService(new RuleStore(storage), { templates, directory, resolver, outbox });
  const profiles: ProfileService = new ProfileService(new ProfileStore(storage), { limiter: rateLimits, outbox, clock, directory });

  const activity: ActivityService = new ActivityService(new ActivityStore(storage), { rollups: new ApplyRollupStore(storage), clock });
  const snapshots: DirectorySnapshots = new DirectorySnapshots(new SnapshotStore(storage), { directory, clock });
  const exclusions: ExclusionService = new ExclusionService(new ExclusionStore(storage), {
    directory,
    outbox,
    clock,
    activity,
    snapshots,
  });
  const bannersFooters: BannersFootersService = new BannersFootersService(new BannersFootersStore(storage), { outbox, clock });
  const rollouts: RolloutService = new RolloutService(new RolloutStore(storage), { templates, activity, outbox, clock });
  const schedules: ScheduleService = new ScheduleService(new ScheduleStore(storage), { templates, rollouts, outbox, clock });
  const monitoring: MonitoringService = new MonitoringService({ activity, snapshots, exclusions, clock });
  const doctor: DoctorService = new DoctorService(new DoctorStore(storage), {
    assets,
    snapshots,
    profiles,
    activity,
    rendering,
    templates,
    log,
    images,
  });
  // One Stripe account handler for direct and partner billing; a mirrored subscription refreshes the answers that
  // depend on it (the organisation's own, or every client of a partner).
  const accounts: StripeAccounts = new StripeAccounts(
    new BillingStore(storage),
    {
      tenants,
      outbox,
      clock,
      log,
      subscriptionChanged: (account) =>
        account.kind === 'direct'
          ? { type: 'billingChanged', tenantId: account.tenantId }
          : { type: 'partnerSubscriptionChanged', partnerId: account.tenantId },
    },
    {
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
      priceId: config.STRIPE_PRICE_ID,
      portalUrl: `${config.BASE_URL}/admin`,
    },
  );
  const billing: BillingService = new BillingService(accounts, {
    tenants,
    exclusions,
    clock,
    log,
    consolidated: (tenantId) => partnerBilling.covers(tenantId),
  });
  const partnerUsage: PartnerUsage = new PartnerUsage({ partners, tenants, exclusions, accounts, clock });
  const partnerBilling: PartnerBillingService = new PartnerBillingService(accounts, {
    partners,
    usage: partnerUsage,
    billing,
    events,
    clock,
    log,
  });
  const partnerClients: PartnerClients = new PartnerClients({ partners, tenants, billing, activity, clock });
  const mail: MailService = new MailService(overrides.mailTransport ?? mailTransportFor(config, storage));
  const invites: InviteService = new InviteService(new InviteStore(storage), {
    partners,
    limiter: rateLimits,
    outbox,
    relationships,
    transfers,
    mail,
    clock,
    log,
    consentUrl: `${config.BASE_URL}/admin/consent`,
  });
  const digest: DigestService = new DigestService(storage, {
    tenants,
    settings,
    users,
    monitoring,
    activity,
    templates,
    rollouts,
    schedules,
    mail,
    clock,
    log,
    portalUrl: `${config.BASE_URL}/admin`,
  });
  const onboarding: OnboardingService = new OnboardingService(new OnboardingStore(storage), {
    templates,
    users,
    profiles,
    activity,
    outbox,
    clock,
  });
  const links: LinkService = new LinkService(new LinkStore(storage), {
    rollups: new ClickRollupStore(storage),
    clock,
    log,
    clickUrl: config.CLICK_URL,
    activity,
    templates,
  });
  const cards: ContactCards = new ContactCards(storage, config.SIGNING_SECRET, config.CLICK_URL);
  const photos: PhotoService = new PhotoService(new PhotoStore(storage), {
    directory,
    snapshots,
    events,
    outbox,
    clock,
    baseUrl: config.BASE_URL,
    images,
  });
  const mailboxViews: MailboxViews = new MailboxViews({ profiles, photos, cards });
  const signature: SignatureService = new SignatureService({
    tenants,
    templates,
    rollouts,
    bannersFooters,
    resolver,
    rules,
    profiles,
    exclusions,
    rendering,
    assets,
    links,
    views: mailboxViews,
    generations,
    clock,
    cacheEnabled: config.SIGNATURE_CACHE,
  });

  const designs: DesignService = new DesignService(new DesignStore(storage), {
    templates,
    rendering,
    resolver,
    views: mailboxViews,
    outbox,
    clock,
    iconBaseUrl: config.BASE_URL,
  });

  invalidateSignatures(events, { generations, resolver });
  events.on('templatePublished', (e) => designs.onPublished(e));
  logDomainEvents(events, changelog);
  events.on('partnerSubscriptionChanged', (e) => partnerBilling.subscriptionChanged(e.partnerId));

  return {
    config,
    clock,
    log,
    storage,
    directory,
    directoryKind,
    snapshots,
    doctor,
    tokens,
    rateLimits,
    changelog,
    tenants,
    users,
    settings,
    apiKeys,
    assets,
    rendering,
    templates,
    resolver,
    rules,
    profiles,
    generations,
    events,
    outbox,
    schedules,
    rollouts,
    bannersFooters,
    designs,
    exclusions,
    activity,
    monitoring,
    onboarding,
    mail,
    digest,
    billing,
    partners,
    relationships,
    invites,
    transfers,
    partnerBilling,
    partnerUsage,
    partnerStaff,
    partnerClients,
    links,
    cards,
    photos,
    mailboxViews,
    signature,
    /** The key steps of the request pipeline. */
    keyAuth: apiKeys,
    /** The person-token limits of the request pipeline. */
    personLimits: new PersonLimits(rateLimits),
    /** The pipeline's steps that features own. */
    publishApproval: new PublishApproval(settings),
    partnerAccess: new PartnerAccess({ partners, tenants, users, log }),
    /** Creates tables and containers; retried on the next call after a failure. */
    ready: () => storage.init(),
  };
}

/** Graph `sendMail` as MAIL_SENDER when it is set (unavailable without a credential), else the outbox container. */
function mailTransportFor(config: Config, storage: Storage): MailTransport {
  if (!config.MAIL_SENDER) return new OutboxTransport(storage);
  const { MAIL_TENANT_ID: tenant, API_CLIENT_SECRET: secret } = config;
  const credential =
    tenant && secret ? new ClientSecretCredential(tenant, config.API_CLIENT_ID, secret, { authorityHost: config.IDP_AUTHORITY }) : null;
  return new GraphMailTransport({
    sender: config.MAIL_SENDER,
    baseUrl: config.GRAPH_BASE_URL,
    getToken: credential ? async () => (await credential.getToken(`${config.GRAPH_BASE_URL}/.default`)).token : null,
  });
}

export type Services = ReturnType<typeof createServices>;

declare module './http/route.js' {
  /** Handlers receive every service of the composition root. */
  interface RouteServices extends Services {}
}
