import type { JWTVerifyGetKey } from 'jose';
import { PLATFORM_ACTOR, type Actor } from '../auth/principal.js';
import { isGuid } from '../auth/token.js';
import { addDays, type Clock } from '../clock.js';
import { listChange } from '../changelog/list-change.js';
import type { Change } from '../changelog/service.js';
import { domainName, type Directory, type DirectoryTenant } from '../directory/types.js';
import type { Emit } from '../events/bus.js';
import type { Outbox, Stamp } from '../outbox/outbox.js';
import { eachItem, type ItemOutcome, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { notFound, refuse } from '../http/errors.js';
import { invalidSaid, withMessage, type Sentence } from '../http/said-reasons.js';
import { tenantSentence as said } from './messages.js';
import { DELETION_GRACE_DAYS, TRIAL_DAYS, type PlatformLever, type Tenant } from './schemas.js';
import { RecentReads } from '../storage/recent.js';
import { retryOnConflict } from '../storage/update.js';
import { Registered } from '../registered.js';
import { tenantWitness, type TenantStore } from './store.js';
import { AdminSignIn, type ConsentingAdmin } from './admin-signin.js';
import { ConsentStates } from './consent-state.js';
import type { VerifiedDomains } from './domain-index.js';

interface ConsentConfig {
  authority: string;
  clientId: string;
  /** The app's client secret: the sign-in after consent redeems its code as a confidential client when it is set. */
  clientSecret?: string;
  baseUrl: string;
  signingSecret: string;
  /** The tenant's published signing keys (the token verifier's cached key sets). */
  keys: (tenantId: string) => JWTVerifyGetKey;
}

/** What the consent callback leads to: the sign-in of the consenting person, or the verified end of the flow. */
type ConsentStep =
  { step: 'sign-in'; location: string } | { step: 'done'; tenant: Tenant; created: boolean; admin: ConsentingAdmin; invite: string | null };

interface ConsentCallback {
  admin_consent?: string;
  tenant?: string;
  state?: string;
  code?: string;
  error?: string;
  error_description?: string;
}
/** Who the change log names for what the daily job reads from the directory. */
const DIRECTORY_REFRESH: Actor = { actor: 'Daily directory refresh' };
/** How long an instance trusts an organisation record it read; its own changes are seen at once. */
const TRUST_MS = 1000;
/** Read again in the background once the trusted record is this old: the gate of a steady stream never waits for it. */
const REFRESH_AFTER_MS = 500;

const consentRedirectUri = (baseUrl: string) => `${baseUrl}/admin/consent/callback`;

/** Billing knows whether an organisation pays (it depends on organisations in turn: wired at composition). */
type Paying = (tenantId: string) => Promise<boolean>;
/**
 * The partner programme's invitations say whether consent through one may go on for the organisation as its
 * directory describes it (refusing otherwise), before the organisation is onboarded or linked.
 */
type InvitationCheck = (invite: string, organisation: DirectoryTenant) => Promise<void>;

/** Organisations: onboarding through admin consent, the tenant gate, lifecycle and the platform levers. */
export class TenantService {
  private readonly states: ConsentStates;
  private readonly signIn: AdminSignIn;
  private readonly recent: RecentReads<Tenant | null>;
  private readonly directory: Directory;
  private readonly outbox: Pick<Outbox, 'commit'>;
  private readonly clock: Clock;
  private readonly consent: ConsentConfig;
  private readonly events: Emit;
  /** The verified-domain index (domain → organisation), written where the organisation's domains are. */
  readonly domains: VerifiedDomains;
  /** Billing, wired after organisations, answers whether an organisation pays. */
  readonly payingCheck = new Registered<Paying>('whether an organisation pays');
  /** Invitations, wired after organisations, refuse consent through one made for another organisation. */
  readonly invitationCheck = new Registered<InvitationCheck>('whether an invitation may be accepted by an organisation');

  constructor(
    private readonly store: TenantStore,
    deps: {
      directory: Directory;
      outbox: Pick<Outbox, 'commit'>;
      clock: Clock;
      consent: ConsentConfig;
      events: Emit;
      domains: VerifiedDomains;
    },
  ) {
    ({ directory: this.directory, outbox: this.outbox, clock: this.clock, consent: this.consent, events: this.events } = deps);
    this.domains = deps.domains;
    this.recent = new RecentReads({ trustMs: TRUST_MS, refreshAfterMs: REFRESH_AFTER_MS, clock: deps.clock });
    this.states = new ConsentStates(this.consent.signingSecret);
    this.signIn = new AdminSignIn(
      {
        authority: this.consent.authority,
        clientId: this.consent.clientId,
        clientSecret: this.consent.clientSecret,
        redirectUri: consentRedirectUri(this.consent.baseUrl),
      },
      this.consent.keys,
    );
  }

  private get paying(): Paying {
    return this.payingCheck.one;
  }

  private async changed(tenantId: string) {
    this.recent.forget(tenantId);
    await this.events.emit({ type: 'tenantStateChanged', tenantId });
  }

  /**
   * Commits a change of the organisation's record through the outbox: whether it is served changes (the signature
   * cache follows) and the change is logged, both after the commit and never lost to a storage failure.
   */
  private async commit<T>(tenantId: string, actor: Actor, change: Change, run: (stamp: Stamp) => Promise<T>, changed?: (r: T) => boolean) {
    const done = await this.outbox.commit(
      tenantId,
      { events: [{ type: 'tenantStateChanged', tenantId }], log: [{ actor, change }] },
      tenantWitness,
      run,
      changed ? { changed } : {},
    );
    this.recent.forget(tenantId);
    return done;
  }

  get(tenantId: string): Promise<Tenant | null> {
    return this.store.get(tenantId);
  }

  /** The organisation served by the service that verified this domain, or null. */
  async findByDomain(domain: string): Promise<Tenant | null> {
    const id = await this.store.findByDomain(domain);
    return id ? this.store.get(id) : null;
  }

  /** The organisation as read within the last second, one read shared by a burst (every request needs it for the gate). */
  current(tenantId: string): Promise<Tenant | null> {
    return this.recent.get(tenantId, () => this.store.get(tenantId));
  }

  /** The tenant gate: the organisation must be one the service serves. */
  async requireServed(tenantId: string): Promise<Tenant> {
    const tenant = await this.current(tenantId);
    if (!tenant) throw refuse('not_onboarded');
    if (tenant.state === 'pending_deletion') throw refuse('pending_deletion');
    if (tenant.state === 'suspended') throw refuse('suspended');
    return tenant;
  }

  /** The gate of the signature path and the staff pages: served, and inside its trial or paying. */
  async requireDeliverable(tenantId: string): Promise<Tenant> {
    const tenant = await this.requireServed(tenantId);
    if (Date.parse(tenant.trialEndsAt) <= this.clock.now().getTime() && !(await this.paying(tenantId))) {
      throw refuse('subscription_inactive');
    }
    return tenant;
  }

  /**
   * The start of onboarding: the identity provider's admin-consent URL with a signed state (carrying a partner's
   * invitation and the login hint), and the cookie that binds the flow to this browser.
   */
  async consentStart(opts: { invite?: string; loginHint?: string }): Promise<{ location: string; cookie: string }> {
    const { state, cookie } = await this.states.start(
      { ...(opts.invite ? { inv: opts.invite } : {}), ...(opts.loginHint ? { hint: opts.loginHint } : {}) },
      this.clock.now(),
    );
    const url = new URL(`${this.consent.authority}/organizations/v2.0/adminconsent`);
    url.searchParams.set('client_id', this.consent.clientId);
    url.searchParams.set('scope', 'https://graph.microsoft.com/.default');
    url.searchParams.set('redirect_uri', consentRedirectUri(this.consent.baseUrl));
    url.searchParams.set('state', state);
    if (opts.loginHint) url.searchParams.set('login_hint', opts.loginHint);
    return { location: url.toString(), cookie };
  }

  /**
   * The one callback of both legs (one registered redirect URI). After admin consent (`admin_consent`, `tenant`) it
   * sends the browser to sign the consenting person in at that tenant's authority; after that sign-in (`code`) it
   * verifies the person is an administrator of that very tenant, and only then provisions the organisation (or
   * answers the existing one). The `tenant` the browser brings proves nothing by itself: the sign-in decides.
   */
  async consentCallback(q: ConsentCallback, browser: string | null): Promise<ConsentStep> {
    if (!q.state) throw invalidSaid({ state: said('required') }, said('stateMissing'));
    const claims = await this.states.check(q.state, browser, this.clock.now());
    if (q.error || (claims.leg === 'consent' && q.admin_consent?.toLowerCase() !== 'true')) {
      const cancelled = q.error === 'access_denied' || !q.error;
      if (claims.leg !== 'consent') throw refuse('signin_denied');
      throw cancelled ? withMessage((m) => refuse('consent_denied', m), said('consentNotGranted')) : refuse('consent_denied');
    }
    if (claims.leg === 'consent') {
      if (!isGuid(q.tenant)) throw invalidSaid({ tenant: said('notTenantId') }, said('noOrganisationNamed'));
      const tenantId = q.tenant.toLowerCase();
      const state = await this.states.signInState(claims, tenantId, this.clock.now());
      return {
        step: 'sign-in',
        location: this.signIn.authorizeUrl(tenantId, state, this.states.secrets(claims, tenantId), claims.hint ?? null),
      };
    }
    if (!q.code || !claims.tid) throw invalidSaid({ code: said('required') }, said('noCode'));
    const tenantId = claims.tid;
    if (!(await this.store.useNonce(claims.sid, this.clock.now().toISOString()))) {
      throw refuse('state_used');
    }
    const admin = await this.signIn.complete(tenantId, q.code.slice(0, 4096), this.states.secrets(claims, tenantId));
    let known: DirectoryTenant | null = null;
    if (claims.inv) {
      // Before anything is written: an invitation made for a domain is refused to an organisation that has not verified it.
      known = await this.known(tenantId);
      await this.invitationCheck.one(claims.inv, known);
    }
    const { tenant, created } = await this.provision(tenantId, { actor: admin.email, actorName: admin.name }, known);
    return { step: 'done', tenant, created, admin, invite: claims.inv ?? null };
  }

  /** The organisation as its directory describes it now (name, verified domains); one it does not know is refused. */
  private async known(tenantId: string): Promise<DirectoryTenant> {
    const known = await this.directory.getTenant(tenantId);
    if (!known) throw refuse('unknown_tenant');
    return known;
  }

  /**
   * Onboards an organisation the directory knows into its trial; only a verified administrator's consent calls it.
   * An organisation that exists already is returned as it is (consenting again does not lift a suspension or a
   * scheduled deletion). `read` is the directory's answer when the consent already read it.
   */
  private async provision(tenantId: string, actor: Actor, read: DirectoryTenant | null): Promise<{ tenant: Tenant; created: boolean }> {
    const existing = await this.store.get(tenantId);
    if (existing) return { tenant: existing, created: false };
    const known = read ?? (await this.known(tenantId));
    const now = this.clock.now();
    const tenant: Tenant = {
      id: tenantId,
      name: known.displayName,
      domains: known.domains,
      state: 'active',
      createdAt: now.toISOString(),
      trialEndsAt: addDays(now, TRIAL_DAYS).toISOString(),
      suspendedReason: null,
      deletionDueAt: null,
    };
    const change = {
      scope: 'tenant' as const,
      action: 'tenant.onboarded',
      target: known.displayName,
      details: { trialEndsAt: tenant.trialEndsAt },
    };
    const created = await this.commit(
      tenantId,
      actor,
      change,
      (stamp) => this.store.create(tenant, stamp),
      (c) => c,
    );
    // After the record: a failure here leaves the organisation unindexed until the daily job fills the index again.
    if (created) await this.domains.claim(tenantId, tenant.domains);
    return created ? { tenant, created: true } : { tenant: (await this.store.get(tenantId)) ?? tenant, created: false };
  }

  /** A service operator's lever on one organisation, logged as `platform.<lever>`. */
  async pullLever(tenantId: string, lever: PlatformLever, reason?: string): Promise<Tenant | null> {
    if (lever === 'purge') {
      if (!(await this.store.get(tenantId))) throw withMessage(notFound, said('noSuchOrganisation'));
      await this.purge(tenantId);
      return null;
    }
    return retryOnConflict(
      async () => {
        const read = await this.store.read(tenantId);
        if (!read) throw withMessage(notFound, said('noSuchOrganisation'));
        const { tenant: before, purging, etag } = read;
        const after = this.moved(before, purging, lever, reason);
        const change = {
          scope: 'tenant' as const,
          action: `platform.${lever}`,
          target: before.name,
          details: { from: before.state, to: after.state, ...(reason ? { reason } : {}) },
        };
        await this.commit(tenantId, PLATFORM_ACTOR, change, (stamp) => this.store.replace(after, etag, stamp));
        return after;
      },
      { what: 'the organisation' },
    );
  }

  /** Where a lever moves the organisation, or 409 when it cannot from where it is. */
  private moved(tenant: Tenant, purging: boolean, lever: Exclude<PlatformLever, 'purge'>, reason?: string): Tenant {
    const { state } = tenant;
    const refused = (why: Sentence) => withMessage((m) => refuse('invalid_transition', m, { state }), why);
    const cannot = () => refused(said('cannotMove', { lever, state }));
    switch (lever) {
      case 'suspend':
        if (tenant.state !== 'active') throw cannot();
        return { ...tenant, state: 'suspended', suspendedReason: reason ?? null };
      case 'resume':
        if (tenant.state !== 'suspended') throw cannot();
        return { ...tenant, state: 'active', suspendedReason: null };
      case 'schedule-deletion':
        if (tenant.state === 'pending_deletion') throw cannot();
        return { ...tenant, state: 'pending_deletion', deletionDueAt: addDays(this.clock.now(), DELETION_GRACE_DAYS).toISOString() };
      case 'restore':
        if (tenant.state !== 'pending_deletion') throw cannot();
        if (purging) throw refused(said('beingPurged'));
        return { ...tenant, state: 'active', deletionDueAt: null, suspendedReason: null };
    }
  }

  /** Removes every trace of the organisation; it answers `not_onboarded` afterwards. */
  async purge(tenantId: string): Promise<void> {
    // Caches are told first: telling them afterwards would write a fresh generation row for the purged organisation.
    await this.changed(tenantId);
    await this.store.purgeEverything(tenantId);
    this.recent.forget(tenantId);
  }

  active(): AsyncIterable<string> {
    return this.store.active();
  }

  /**
   * Timer job: each organisation's verified domains read from its directory again (Graph `/organization`), kept on its
   * record and in the verified-domain index, so that a domain that moved to another directory is served for its new
   * owner. By default every organisation on record: a suspended one's claims would otherwise keep blocking a domain's
   * new owner (a domain two organisations claim is served by neither). Counts: `changed` and `unchanged` (processed),
   * `failed` for a directory that could not be read, `skipped` for an organisation gone since it was listed.
   */
  refreshDomains(log: Logger, tenants: AsyncIterable<string> | Iterable<string> = this.store.onRecord()): Promise<JobCounts> {
    return eachItem(
      log,
      'verifiedDomainIndex',
      tenants,
      (tenantId) => ({ tenantId }),
      (tenantId) => this.refreshDomainsOf(tenantId),
    );
  }

  /**
   * Claims the domains the directory verifies now (idempotent), releases those it no longer verifies, then stores the
   * list on the record with its change-log entry (last, so a run stopped half-way is finished by the next). A directory
   * that cannot be read, or names no domain (every directory has its initial one), throws: claims are never dropped.
   */
  private async refreshDomainsOf(tenantId: string): Promise<ItemOutcome> {
    const known = await this.directory.getTenant(tenantId);
    if (!known) throw new Error('The directory did not answer for the organisation (consent withdrawn?); its claims are kept');
    const verified = [...new Set(known.domains.map(domainName).filter(Boolean))];
    return retryOnConflict(
      async () => {
        const read = await this.store.read(tenantId);
        if (!read) return 'skipped';
        const stored = [...new Set(read.tenant.domains.map(domainName))];
        if (!verified.length && !stored.length) return 'skipped';
        if (!verified.length) throw new Error('The directory named no verified domain; the claims are kept');
        await this.domains.claim(tenantId, verified);
        const change = listChange(stored, verified);
        if (!change.addedCount && !change.removedCount) return 'unchanged';
        const dropped = stored.filter((d) => !verified.includes(d));
        await this.domains.release(tenantId, dropped);
        const entry = { scope: 'tenant' as const, action: 'tenant.domains_changed', target: read.tenant.name, details: change };
        await this.commit(tenantId, DIRECTORY_REFRESH, entry, (stamp) =>
          this.store.replace({ ...read.tenant, domains: verified }, read.etag, stamp),
        );
        return 'changed';
      },
      { what: 'the organisation' },
    );
  }

  /**
   * Purges one organisation if its grace window has ended, claiming it by ETag first: one restored since it was
   * listed is left alone, and a restore after the claim is refused.
   */
  async purgeIfStillDue(tenantId: string): Promise<boolean> {
    if (!(await this.store.claimPurge(tenantId, this.clock.now().toISOString()))) return false;
    await this.purge(tenantId);
    return true;
  }

  /** Timer job: organisations whose deletion grace window ended are purged, each on its own. */
  purgeDue(log: Logger): Promise<JobCounts> {
    return eachItem(
      log,
      'tenantPurge',
      this.store.dueForPurge(this.clock.now().toISOString()),
      (tenantId) => ({ tenantId }),
      async (id) => ((await this.purgeIfStillDue(id)) ? 'purged' : 'skipped'),
    );
  }
}
