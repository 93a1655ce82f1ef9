import type { Checklist, DpaAcceptance } from './schemas.js';
import type { ActivityService } from '../activity/service.js';
import type { Actor } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import type { Outbox } from '../outbox/outbox.js';
import type { ProfileService } from '../profiles/service.js';
import type { TemplateService } from '../templates/service.js';
import type { UserService } from '../users/service.js';
import { onboardingWitness, type OnboardingStore } from './store.js';
import { translator } from '../i18n/catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { ONBOARDING_MESSAGES } from './messages.js';

/** The version of the data processing agreement an acceptance records (the `/dpa` page). */
const DPA_VERSION = '2026-11';

/** The getting-started checklist, read from what the organisation has done, and the DPA acceptance. */
export class OnboardingService {
  private readonly outbox: Pick<Outbox, 'commit'>;
  private readonly clock: Clock;

  constructor(
    private readonly store: OnboardingStore,
    private readonly deps: {
      templates: TemplateService;
      users: UserService;
      profiles: ProfileService;
      activity: ActivityService;
      outbox: Pick<Outbox, 'commit'>;
      clock: Clock;
    },
  ) {
    ({ outbox: this.outbox, clock: this.clock } = deps);
  }

  /** The checklist, its steps named in `language`. */
  async checklist(tenantId: string, language: Language = DEFAULT_LANGUAGE): Promise<Checklist> {
    const [row, library, roles, users, fields, applies] = await Promise.all([
      this.store.get(tenantId),
      this.deps.templates.library(tenantId),
      this.deps.templates.delivery.roles(tenantId),
      this.deps.users.list(tenantId),
      this.deps.profiles.fields(tenantId),
      this.deps.activity.search(tenantId, { outcome: 'applied', limit: 1 }),
    ]);
    const t = translator(ONBOARDING_MESSAGES, language);
    const done = {
      consent: true,
      template: library.templates.length > 0,
      assign: !!roles.new,
      addin: applies.items.length > 0,
      team: users.length > 1,
      profile: fields.length > 0,
      dpa: !!row.dpaAcceptedAt,
    };
    const steps = (Object.keys(done) as (keyof typeof done)[]).map((id) => ({ id, label: t(id), done: done[id] }));
    return {
      steps,
      completed: steps.filter((s) => s.done).length,
      dismissed: !!row.dismissedAt,
      dpa: row.dpaAcceptedAt
        ? { acceptedAt: row.dpaAcceptedAt, acceptedBy: row.dpaAcceptedBy ?? null, version: row.dpaVersion ?? null }
        : null,
      dpaVersion: DPA_VERSION,
    };
  }

  async dismiss(tenantId: string, actor: Actor, language: Language = DEFAULT_LANGUAGE): Promise<Checklist> {
    const row = await this.store.get(tenantId);
    if (!row.dismissedAt) {
      const work = { log: [{ actor, change: { scope: 'tenant' as const, action: 'onboarding.dismissed', target: 'getting started' } }] };
      await this.outbox.commit(tenantId, work, onboardingWitness, (stamp) =>
        this.store.merge(tenantId, { dismissedAt: this.clock.now().toISOString(), dismissedBy: actor.actor }, stamp),
      );
    }
    return this.checklist(tenantId, language);
  }

  /** Records the acceptance (again, when a new version of the agreement is accepted). */
  async acceptDpa(tenantId: string, actor: Actor): Promise<DpaAcceptance | null> {
    const row = await this.store.get(tenantId);
    if (row.dpaVersion !== DPA_VERSION) {
      const work = {
        log: [{ actor, change: { scope: 'tenant' as const, action: 'dpa.accepted', target: `data processing agreement ${DPA_VERSION}` } }],
      };
      const accepted = { dpaAcceptedAt: this.clock.now().toISOString(), dpaAcceptedBy: actor.actor, dpaVersion: DPA_VERSION };
      await this.outbox.commit(tenantId, work, onboardingWitness, (stamp) => this.store.merge(tenantId, accepted, stamp));
    }
    return (await this.checklist(tenantId)).dpa;
  }
}
