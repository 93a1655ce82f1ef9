import { DEFAULT_LANGUAGE } from '../../i18n/languages.js';
import { listResponse, schemas, serviceProviderConfig, userResourceType } from '../../scim/discovery.js';
import { CORE_USER, ENTERPRISE_USER, PATCH_OP, SIGNATURE_USER } from '../../scim/vocabulary.js';
import { type Examples, LATER, LENA } from './contoso.js';

/** SCIM 2.0 as a provisioning client (Microsoft Entra ID's provisioning service) speaks it: discovery and Users. */

const ORIGIN = 'https://signatures.contoso.com';
const PRONOUNS = {
  key: 'pronouns',
  label: 'Pronouns',
  help: 'Shown after your name, for example she/her.',
  type: 'choice' as const,
  options: ['she/her', 'he/him', 'they/them'],
  maxLength: 20,
  enabled: true,
};

/** What Microsoft Entra ID sends for Lena Vogel (its provisioning client sets `externalId` to her object id). */
const LENA_IN = {
  schemas: [CORE_USER, ENTERPRISE_USER, SIGNATURE_USER],
  userName: LENA.mail,
  externalId: LENA.id,
  active: true,
  displayName: LENA.displayName,
  title: 'Head of Sales',
  name: { givenName: LENA.givenName, familyName: LENA.surname },
  phoneNumbers: [
    { type: 'work', value: '+1 425 555 0100' },
    { type: 'mobile', value: '+1 425 555 0110' },
  ],
  addresses: [
    {
      type: 'work',
      streetAddress: LENA.streetAddress,
      locality: LENA.city,
      region: LENA.state,
      postalCode: LENA.postalCode,
      country: 'US',
    },
  ],
  [ENTERPRISE_USER]: { department: LENA.department, organization: LENA.companyName },
  [SIGNATURE_USER]: { pronouns: 'she/her' },
};
const { schemas: _schemas, ...LENA_VALUES } = LENA_IN;
const LENA_OUT = {
  schemas: [CORE_USER, ENTERPRISE_USER, SIGNATURE_USER],
  id: LENA.id,
  ...LENA_VALUES,
  meta: {
    resourceType: 'User',
    lastModified: LATER,
    location: `${ORIGIN}/scim/v2/Users/${LENA.id}`,
    version: 'W/"q3Jd8Kf2Lm9Xw4Zt1Bn7Ce"',
  },
};
const MOVED = { ...LENA_OUT, [ENTERPRISE_USER]: { department: 'Sales Operations', organization: LENA.companyName } };

export const SCIM_EXAMPLES: Examples = {
  'GET /scim/v2/ServiceProviderConfig': { response: serviceProviderConfig(ORIGIN, DEFAULT_LANGUAGE) },
  'GET /scim/v2/Schemas': { response: listResponse(schemas(ORIGIN, [PRONOUNS], DEFAULT_LANGUAGE), 3, 1) },
  'GET /scim/v2/ResourceTypes': { response: listResponse([userResourceType(ORIGIN, DEFAULT_LANGUAGE)], 1, 1) },
  'GET /scim/v2/Users': { response: listResponse([LENA_OUT], 1, 1) },
  'POST /scim/v2/Users': { request: LENA_IN, response: LENA_OUT },
  'GET /scim/v2/Users/:id': { response: LENA_OUT },
  'PUT /scim/v2/Users/:id': {
    request: { ...LENA_IN, [ENTERPRISE_USER]: { department: 'Sales Operations', organization: LENA.companyName } },
    response: MOVED,
  },
  'PATCH /scim/v2/Users/:id': {
    request: {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: `${ENTERPRISE_USER}:department`, value: 'Sales Operations' }],
    },
    response: MOVED,
  },
};
