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

/** RFC 7644 §5: what the service supports. */
export const serviceProviderConfig = (origin: string) => ({
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
      name: 'API key',
      description: 'An API key of the organisation with the provisioning capability, sent as a bearer token',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${origin}${SCIM_BASE}/ServiceProviderConfig` },
});

const userSchema = (origin: string) => ({
  schemas: [SCHEMA],
  id: CORE_USER,
  name: 'User',
  description: 'A mailbox of the organisation whose signature values a provisioning client sets',
  attributes: [
    text('userName', 'The mailbox address; the directory must know it', { required: true, uniqueness: 'server' }),
    text('displayName', 'Display name'),
    text('title', 'Job title'),
    text('preferredLanguage', 'Preferred language'),
    {
      ...text('name', 'The person’s name'),
      type: 'complex',
      subAttributes: [text('givenName', 'First name'), text('familyName', 'Last name')],
    },
    {
      ...text('phoneNumbers', 'Work and mobile numbers'),
      type: 'complex',
      multiValued: true,
      subAttributes: [text('value', 'The number'), text('type', 'work or mobile')],
    },
    {
      ...text('addresses', 'The work address'),
      type: 'complex',
      multiValued: true,
      subAttributes: ['type', 'streetAddress', 'locality', 'region', 'postalCode', 'country'].map((n) => text(n, n)),
    },
    { ...text('active', 'False: the imported values are not used'), type: 'boolean' },
  ],
  meta: { resourceType: 'Schema', location: `${origin}${SCIM_BASE}/Schemas/${CORE_USER}` },
});

const enterpriseSchema = (origin: string) => ({
  schemas: [SCHEMA],
  id: ENTERPRISE_USER,
  name: 'EnterpriseUser',
  description: 'Enterprise attributes: department and organization (the company name)',
  attributes: [text('department', 'Department'), text('organization', 'Company name')],
  meta: { resourceType: 'Schema', location: `${origin}${SCIM_BASE}/Schemas/${ENTERPRISE_USER}` },
});

const signatureSchema = (origin: string, fields: readonly ProfileField[]) => ({
  schemas: [SCHEMA],
  id: SIGNATURE_USER,
  name: 'SignatureUser',
  description: "The organisation's custom profile fields, by their keys",
  attributes: fields.map((f) => text(f.key, f.label, f.type === 'choice' ? { canonicalValues: f.options } : {})),
  meta: { resourceType: 'Schema', location: `${origin}${SCIM_BASE}/Schemas/${SIGNATURE_USER}` },
});

/** RFC 7643 §7: the schemas of the User resource, the extension's attributes being the organisation's custom fields. */
export const schemas = (origin: string, fields: readonly ProfileField[]) => [
  userSchema(origin),
  enterpriseSchema(origin),
  signatureSchema(origin, fields),
];

export const userResourceType = (origin: string) => ({
  schemas: [RESOURCE_TYPE],
  id: 'User',
  name: 'User',
  endpoint: '/Users',
  description: `Mailboxes whose imported values a provisioning client sets (${IMPORTABLE_ATTRIBUTES.length} directory attributes and the custom fields)`,
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
