/** The URNs of RFC 7643/7644 the service speaks, and its own extension for custom profile fields (DESIGN §15). */
export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const SIGNATURE_USER = 'urn:ietf:params:scim:schemas:extension:signature:2.0:User';
export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const SERVICE_PROVIDER_CONFIG = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
export const RESOURCE_TYPE = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
export const SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';
export const SCIM_BASE = '/scim/v2';
export const SCIM_MEDIA_TYPE = 'application/scim+json';
/** A page of a list answers this many resources at most (`count` above it is lowered to it). */
export const MAX_PAGE = 200;
