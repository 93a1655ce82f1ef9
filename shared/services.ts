import * as activityModule from './activity/module.js';
import * as analyticsModule from './analytics/module.js';
import * as apikeysModule from './apikeys/module.js';
import * as assetsModule from './assets/module.js';
import { PersonLimits } from './auth/person-limits.js';
import { RateLimiter } from './auth/ratelimit.js';
import { TokenVerifier } from './auth/token.js';
import * as bannersFootersModule from './banners-footers/module.js';
import * as billingModule from './billing/module.js';
import * as changelogModule from './changelog/module.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import * as designsModule from './designs/module.js';
import * as alertsModule from './alerts/module.js';
import * as automaticRepliesModule from './automatic-replies/module.js';
import * as digestModule from './digest/module.js';
import { loadDirectory } from './directory/load.js';
import * as directoryModule from './directory/module.js';
import type { Directory } from './directory/types.js';
import * as doctorModule from './doctor/module.js';
import { DomainEvents } from './events/bus.js';
import * as exclusionsModule from './exclusions/module.js';
import { ImageWork } from './images/decode.js';
import { consoleLogger, type Logger } from './log.js';
import { missingNodeFlags, type NodeFlag } from './runtime/node-flags.js';
import * as mailModule from './mail/module.js';
import type { MailTransport } from './mail/transport.js';
import * as monitoringModule from './monitoring/module.js';
import * as onboardingModule from './onboarding/module.js';
import { Outbox } from './outbox/outbox.js';
import * as partnerModule from './partner/module.js';
import * as photosModule from './photos/module.js';
import * as preferencesModule from './preferences/module.js';
import * as privacyModule from './privacy/module.js';
import * as profilesModule from './profiles/module.js';
import * as importsModule from './imports/module.js';
import * as scimModule from './scim/module.js';
import * as renderingModule from './rendering/module.js';
import * as rolloutsModule from './rollouts/module.js';
import * as rulesModule from './rules/module.js';
import * as schedulesModule from './schedules/module.js';
import * as serverSideModule from './server-side/module.js';
import type { MailSinkReader } from './server-side/contract.js';
import * as settingsModule from './settings/module.js';
import * as signatureModule from './signature/module.js';
import { DEFAULT_STORAGE_WAITS } from './storage/bounded-waits.js';
import { Storage } from './storage/storage.js';
import * as templatesModule from './templates/module.js';
import * as trailModule from './trail/module.js';
import * as tenantsModule from './tenants/module.js';
import * as usersModule from './users/module.js';
import * as webhooksModule from './webhooks/module.js';
import { mounter, type Platform } from './wiring.js';

interface ServiceOverrides {
  /** Where mail goes (tests of a failing mail service). */
  mailTransport?: MailTransport;
  directory?: Directory;
  clock?: Clock;
  log?: Logger;
  storage?: Storage;
  /** Image work and its cap on work in flight. */
  images?: ImageWork;
  /** The local mail sink beside the relay (`npm start` without `SMTP_NEXT_HOP`); absent in Azure. */
  mailSink?: MailSinkReader;
  /** The Node flags this process should have been started with: the service's, unless it is the relay's own process. */
  nodeFlags?: readonly NodeFlag[];
}

/** What every feature builds on, from configuration; tests replace parts through overrides. */
function platformOf(config: Config, overrides: ServiceOverrides): Platform & { directoryKind: string } {
  const clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? consoleLogger;
  const storage =
    overrides.storage ??
    new Storage({
      connectionString: config.STORAGE_CONNECTION_STRING,
      accountName: config.STORAGE_ACCOUNT_NAME,
      waits: {
        ...DEFAULT_STORAGE_WAITS,
        tryTimeoutMs: config.STORAGE_TRY_TIMEOUT_MS,
        deadlineMs: config.STORAGE_DEADLINE_MS,
        maxRetries: config.STORAGE_RETRIES,
      },
    });
  const { directory, kind: directoryKind } = overrides.directory
    ? { directory: overrides.directory, kind: 'custom' }
    : loadDirectory(config);
  const rateLimits = new RateLimiter(storage, clock);
  // Features announce committed changes as domain events; the features' modules subscribe to them.
  const events = new DomainEvents();
  return {
    config,
    clock,
    log,
    storage,
    directory,
    directoryKind,
    images: overrides.images ?? new ImageWork(),
    tokens: new TokenVerifier({ authority: config.IDP_AUTHORITY, clientId: config.API_CLIENT_ID }),
    rateLimits,
    personLimits: new PersonLimits(rateLimits),
    events,
    // After-commit work (the events above, change-log entries) that a storage failure must not lose.
    outbox: new Outbox(storage, { events, clock, log }),
  };
}

/**
 * The composition root: each feature's module wired once, in dependency order. A feature that an earlier one asks
 * something of registers its answer with it as it is wired (shared/registered.ts); handlers of domain events are
 * subscribed in this order, which is the order they run in.
 */
export function createServices(config: Config, overrides: ServiceOverrides = {}) {
  const platform = platformOf(config, overrides);
  const { storage, directory, clock, log, images, rateLimits, events, outbox } = platform;
  const mount = mounter(platform);
  const missingFlags = missingNodeFlags(overrides.nodeFlags);
  if (missingFlags.length)
    log.warn('node was started without the flags it runs with (shared/runtime/node-flags.ts says what each saves)', {
      missingFlags,
    });

  const { resolver, snapshots } = mount(directoryModule.wire({ config, storage, directory, clock }));
  const { tenants } = mount(tenantsModule.wire({ config, storage, directory, outbox, clock, events, log, tokens: platform.tokens }));
  const { users } = mount(usersModule.wire({ storage, directory, outbox, clock }));
  const { settings, publishApproval } = mount(settingsModule.wire({ storage, outbox }));
  const { preferences } = mount(preferencesModule.wire({ storage, directory, clock, settings }));
  const { apiKeys, keyAuth } = mount(apikeysModule.wire({ storage, rateLimits, outbox, clock }));
  const { activity } = mount(activityModule.wire({ storage, clock }));
  const { exclusions } = mount(exclusionsModule.wire({ storage, directory, outbox, clock, activity, snapshots }));
  const { monitoring } = mount(monitoringModule.wire({ clock, activity, snapshots, exclusions }));
  const { profiles } = mount(profilesModule.wire({ storage, rateLimits, outbox, clock, directory }));
  const { imports } = mount(importsModule.wire({ storage, outbox, clock, directory, log, profiles }));
  const { scim } = mount(scimModule.wire({ outbox, clock, directory, profiles, imports }));
  const { assets } = mount(assetsModule.wire({ storage, outbox, images }));
  const { rendering } = mount(renderingModule.wire({ assets, tenants }));
  const { templates } = mount(templatesModule.wire({ storage, clock, outbox, log, assets, rendering }));
  const { rules } = mount(rulesModule.wire({ storage, directory, outbox, templates, resolver, tenants, settings }));
  const { rollouts } = mount(rolloutsModule.wire({ storage, outbox, clock, templates, activity }));
  const { schedules } = mount(schedulesModule.wire({ storage, outbox, clock, templates, rollouts }));
  const { bannersFooters } = mount(bannersFootersModule.wire({ storage, outbox, clock }));
  const { doctor } = mount(doctorModule.wire({ storage, log, images, assets, snapshots, profiles, activity, rendering, templates }));
  const { accounts, billing } = mount(billingModule.wire({ config, storage, outbox, clock, log, tenants, exclusions }));
  const { mail } = mount(mailModule.wire({ config, storage, transport: overrides.mailTransport }));
  const partner = mount(
    partnerModule.wire({
      config,
      storage,
      directory,
      rateLimits,
      events,
      outbox,
      clock,
      log,
      tenants,
      users,
      exclusions,
      activity,
      accounts,
      billing,
      mail,
      preferences,
    }),
  );
  const { digest } = mount(
    digestModule.wire({
      config,
      storage,
      clock,
      log,
      tenants,
      settings,
      users,
      monitoring,
      activity,
      templates,
      rollouts,
      schedules,
      mail,
      preferences,
    }),
  );
  const { onboarding } = mount(onboardingModule.wire({ storage, outbox, clock, templates, users, profiles, activity }));
  const { links } = mount(analyticsModule.wire({ config, storage, clock, log, activity, templates }));
  const { photos } = mount(photosModule.wire({ config, storage, directory, events, outbox, clock, images, snapshots }));
  const { generations, cards, mailboxViews, signature } = mount(
    signatureModule.wire({
      config,
      storage,
      clock,
      tenants,
      templates,
      rollouts,
      bannersFooters,
      resolver,
      rules,
      profiles,
      imports,
      exclusions,
      rendering,
      assets,
      links,
      photos,
    }),
  );
  const { automaticReplies } = mount(
    automaticRepliesModule.wire({ storage, directory, outbox, clock, resolver, templates, rendering, views: mailboxViews }),
  );
  const { trail } = mount(
    trailModule.wire({ storage, clock, log, organisation: signature.org, resolver, bannersFooters, settings, sources: imports }),
  );
  const { designs } = mount(designsModule.wire({ config, storage, outbox, clock, templates, rendering, resolver, views: mailboxViews }));
  const { changelog } = mount(changelogModule.wire({ storage, clock, users, templates }));
  const { webhooks } = mount(webhooksModule.wire({ config, storage, clock, outbox, changelog }));
  const { privacy, retention } = mount(
    privacyModule.wire({ config, storage, directory, clock, log, users, snapshots, changelog, photos, settings, generations }),
  );
  const { alerts } = mount(
    alertsModule.wire({ config, storage, clock, log, tenants, users, activity, rollouts, snapshots, mail, webhooks, preferences }),
  );
  const { serverSide } = mount(
    serverSideModule.wire({
      config,
      storage,
      clock,
      log,
      tenants,
      settings,
      signature,
      resolver,
      activity,
      trail,
      sink: overrides.mailSink ?? null,
    }),
  );

  return {
    ...platform,
    snapshots,
    doctor,
    changelog,
    privacy,
    retention,
    webhooks,
    alerts,
    tenants,
    users,
    settings,
    preferences,
    apiKeys,
    assets,
    rendering,
    templates,
    resolver,
    rules,
    profiles,
    imports,
    scim,
    generations,
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
    ...partner,
    links,
    cards,
    mailboxViews,
    automaticReplies,
    photos,
    signature,
    serverSide,
    trail,
    /** The key steps of the request pipeline. */
    keyAuth,
    /** The pipeline's steps that features own (and `partnerAccess`, from the partner module). */
    publishApproval,
    /** Creates tables and containers; retried on the next call after a failure. */
    ready: () => storage.init(),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module './http/route.js' {
  /** The services a routes file may declare (`routesUsing`); each handler receives only those its file declared. */
  interface RouteServices extends Services {}
}
