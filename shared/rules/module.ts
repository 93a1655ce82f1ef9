import type { MailboxResolver } from '../directory/resolver.js';
import type { SettingsService } from '../settings/service.js';
import type { TenantService } from '../tenants/service.js';
import type { TemplateService } from '../templates/service.js';
import type { Platform, Wired } from '../wiring.js';
import { RuleService } from './service.js';
import { RuleStore } from './store.js';

/**
 * Assignment rules: which template a mailbox gets, by its directory attributes and its message's recipients. Tells
 * templates which rules name one.
 */
export function wire(
  deps: Pick<Platform, 'storage' | 'directory' | 'outbox'> & {
    templates: TemplateService;
    resolver: MailboxResolver;
    tenants: Pick<TenantService, 'current'>;
    settings: Pick<SettingsService, 'get'>;
  },
): Wired<{ rules: RuleService }> {
  const { storage, directory, outbox, templates, resolver, tenants, settings } = deps;
  // Inside the organisation: its verified domains (as onboarding recorded them) and the partner domains it lists.
  const internalDomains = async (tenantId: string) => {
    const [tenant, s] = await Promise.all([tenants.current(tenantId), settings.get(tenantId)]);
    return new Set([...(tenant?.domains ?? []).map((d) => d.toLowerCase()), ...s.partnerDomains]);
  };
  const rules = new RuleService(new RuleStore(storage), { templates, directory, resolver, outbox, internalDomains });
  templates.links.rules.register((tenantId, id) => rules.naming(tenantId, id));
  return { facade: { rules } };
}
