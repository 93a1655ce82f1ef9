import type { ActivityService } from '../activity/service.js';
import type { ProfileService } from '../profiles/service.js';
import type { TemplateService } from '../templates/service.js';
import type { UserService } from '../users/service.js';
import type { Platform, Wired } from '../wiring.js';
import { OnboardingService } from './service.js';
import { OnboardingStore } from './store.js';

/** The first-run checklist. */
export function wire(
  deps: Pick<Platform, 'storage' | 'outbox' | 'clock'> & {
    templates: TemplateService;
    users: UserService;
    profiles: ProfileService;
    activity: ActivityService;
  },
): Wired<{ onboarding: OnboardingService }> {
  const { storage, outbox, clock, templates, users, profiles, activity } = deps;
  return {
    facade: { onboarding: new OnboardingService(new OnboardingStore(storage), { templates, users, profiles, activity, outbox, clock }) },
  };
}
