import type { Capability } from '../../../../shared/auth/vocabulary';
import type { RefusalCode } from '../../api/refusal';
import { currentLocale } from '../../i18n/language';
import type { Translate } from '../../i18n/useMessages';
import type { ApiKeysKey } from './apiKeys.messages';
import type { ApiReferenceKey } from './apiReference.messages';

/** Capability areas as people read them, by catalogue key (a missing or unknown area does not compile). */
const AREA_KEY: Record<Capability, ApiKeysKey> = {
  templates: 'areaTemplates',
  rules: 'areaRules',
  settings: 'areaSettings',
  users: 'areaUsers',
  monitoring: 'areaMonitoring',
  analytics: 'areaAnalytics',
  banners: 'areaBanners',
  footers: 'areaFooters',
  billing: 'areaBilling',
  'cost-management': 'areaCostManagement',
  'staff-profile': 'areaStaffProfile',
  privacy: 'areaPrivacy',
  provisioning: 'areaProvisioning',
};

export function areaLabel(t: Translate<ApiKeysKey>, area: string): string {
  const key = (AREA_KEY as Partial<Record<string, ApiKeysKey>>)[area];
  return key ? t(key) : t('areaRetired', { area });
}

/** An operation's areas ("Templates or Settings"), any one of which lets a key call it, in the portal's language. */
export const eitherArea = (t: Translate<ApiKeysKey>, capability: string) =>
  new Intl.ListFormat(currentLocale(), { type: 'disjunction' }).format(capability.split(' or ').map((area) => areaLabel(t, area)));

/** Why an operation is out of a key's reach, from the API's reason code. */
export function unreachableWords(
  t: Translate<ApiReferenceKey>,
  areas: Translate<ApiKeysKey>,
  reason: RefusalCode | null | undefined,
  capability: string | null,
): string {
  switch (reason) {
    case 'invalid_key':
      return t('keyRevoked');
    case 'key_expired':
      return t('keyExpired');
    case 'read_only_key':
      return t('readOnlyKey');
    case 'missing_capability':
      return t('missingCapability', { areas: capability ? eitherArea(areas, capability) : t('anArea') });
    case 'approval_required':
      return t('approvalRequired');
    default:
      return t('unreachable');
  }
}
