import { subscription, type Subscription, type TemplatePublished } from '../events/bus.js';
import type { ChangeLogService } from './service.js';

/** How each kind of publish reads in the change log. */
const PUBLISH_ACTIONS: Partial<Record<TemplatePublished['source'], string>> = {
  rollback: 'template.rolled_back',
  draft: 'draft.published',
  rollout: 'rollout.promoted',
  schedule: 'schedule.published',
};

/** The entry a publish writes: dated and keyed by the publish, so writing it again (a retry) changes nothing. */
function logPublished(changelog: Pick<ChangeLogService, 'record'>, e: TemplatePublished): Promise<string> {
  return changelog.record(
    e.tenantId,
    e.actor,
    {
      scope: 'template',
      action: PUBLISH_ACTIONS[e.source] ?? 'template.published',
      target: e.name,
      details: {
        id: e.templateId,
        version: e.version,
        ...(e.fromVersion ? { fromVersion: e.fromVersion } : {}),
        ...(e.workingCopyCleared ? { workingCopyCleared: true } : {}),
      },
    },
    { at: e.at, key: e.entryKey },
  );
}

/** The change-log entries derived from domain events. */
export function changeLogSubscriptions(changelog: Pick<ChangeLogService, 'record'>): Subscription[] {
  return [
    subscription('templatePublished', async (e) => {
      await logPublished(changelog, e);
    }),
  ];
}
