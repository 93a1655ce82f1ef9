import type { MailboxResolver } from '../directory/resolver.js';
import type { TemplateService } from '../templates/service.js';
import type { Platform, Wired } from '../wiring.js';
import { RuleService } from './service.js';
import { RuleStore } from './store.js';

/** Assignment rules: which template a mailbox gets. Tells templates which rules name one. */
export function wire(
  deps: Pick<Platform, 'storage' | 'directory' | 'outbox'> & { templates: TemplateService; resolver: MailboxResolver },
): Wired<{ rules: RuleService }> {
  const { storage, directory, outbox, templates, resolver } = deps;
  const rules = new RuleService(new RuleStore(storage), { templates, directory, resolver, outbox });
  templates.links.rules.register((tenantId, id) => rules.naming(tenantId, id));
  return { facade: { rules } };
}
