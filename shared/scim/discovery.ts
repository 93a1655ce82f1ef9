import { translator } from '../i18n/catalogue.js';
import type { Language } from '../i18n/languages.js';
import { IMPORTABLE_ATTRIBUTES } from '../imports/attributes.js';
import type { ProfileField } from '../profiles/schemas.js';
import {
  CORE_USER,
  ENTERPRISE_USER,
  LIST_RESPONSE,
  MAX_PAGE,
  RESOURCE_TYPE,
  SCHEMA,
  SCIM_BASE,
  SERVICE_PROVIDER_CONFIG,
  SIGNATURE_USER,
} from './vocabulary.js';
import { SCIM_DISCOVERY } from './messages.js';

/** The discovery documents' descriptions, in the reader's language. */
type Say = ReturnType<typeof translator<keyof (typeof SCIM_DISCOVERY)['messages']['en']>>;

const text = (name: string, description: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  description,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

/** RFC 7644 §5: what the service supports, described in `language`. */
export const serviceProviderConfig = (origin: string, language: Language) => ({
  schemas: [SERVICE_PROVIDER_CONFIG],
  documentationUri: `${origin}/api/admin/api-reference`,
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_PAGE },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: true },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: translator(SCIM_DISCOVERY, language)('apiKey'),
      description: translator(SCIM_DISCOVERY, language)('apiKeyScheme'),
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${origin}${SCIM_BASE}/ServiceProviderConfig` },
});

const userSchema = (origin: string, say: Say) => ({
  schemas: [SCHEMA],
  id: CORE_USER,
  name: 'User',
  description: say('user'),
  attributes: [
    text('userName', say('userName'), { required: true, uniqueness: 'server' }),
    text('displayName', say('displayName')),
    text('title', say('title')),
    text('preferredLanguage', say('preferredLanguage')),
    {
      ...text('name', say('name')),
      type: 'complex',
      subAttributes: [text('givenName', say('givenName')), text('familyName', say('familyName'))],
    },
    {
      ...text('phoneNumbers', say('phoneNumbers')),
      type: 'complex',
      multiValued: true,
      subAttributes: [text('value', say('phoneValue')), text('type', say('phoneType'))],
    },
    {
      ...text('addresses', say('addresses')),
      type: 'complex',
      multiValued: true,
      subAttributes: ['type', 'streetAddress', 'locality', 'region', 'postalCode', 'country'].map((n) => text(n, n)),
    },
    { ...text('active', say('active')), type: 'boolean' },
  ],
  meta: { resourceType: 'Schema', location: `${origin}${SCIM_BASE}/Schemas/${CORE_USER}` },
});

const enterpriseSchema = (origin: string, say: Say) => ({
  schemas: [SCHEMA],
  id: ENTERPRISE_USER,
  name: 'EnterpriseUser',
  description: say('enterprise'),
  attributes: [text('department', say('department')), text('organization', say('organization'))],
  meta: { resourceType: 'Schema', location: `${origin}${SCIM_BASE}/Schemas/${ENTERPRISE_USER}` },
});

const signatureSchema = (origin: string, say: Say, fields: readonly ProfileField[]) => ({
  schemas: [SCHEMA],
  id: SIGNATURE_USER,
  name: 'SignatureUser',
  description: say('signature'),
  attributes: fields.map((f) => text(f.key, f.label, f.type === 'choice' ? { canonicalValues: f.options } : {})),
  meta: { resourceType: 'Schema', location: `${origin}${SCIM_BASE}/Schemas/${SIGNATURE_USER}` },
});

/**
 * RFC 7643 §7: the schemas of the User resource, the extension's attributes being the organisation's custom fields,
 * described in `language` (a custom field is described by its own label).
 */
export function schemas(origin: string, fields: readonly ProfileField[], language: Language) {
  const say = translator(SCIM_DISCOVERY, language);
  return [userSchema(origin, say), enterpriseSchema(origin, say), signatureSchema(origin, say, fields)];
}

export const userResourceType = (origin: string, language: Language) => ({
  schemas: [RESOURCE_TYPE],
  id: 'User',
  name: 'User',
  endpoint: '/Users',
  description: translator(SCIM_DISCOVERY, language)('users', { count: IMPORTABLE_ATTRIBUTES.length }),
  schema: CORE_USER,
  schemaExtensions: [
    { schema: ENTERPRISE_USER, required: false },
    { schema: SIGNATURE_USER, required: false },
  ],
  meta: { resourceType: 'ResourceType', location: `${origin}${SCIM_BASE}/ResourceTypes/User` },
});

/** RFC 7644 §3.4.2: a list answer. */
export const listResponse = (resources: readonly unknown[], total: number, startIndex: number) => ({
  schemas: [LIST_RESPONSE],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});
