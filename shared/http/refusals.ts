import { z } from 'zod';
import * as field from './refusal-fields.js';

/**
 * What one refusal is: its status, a sentence that says it (the message when a site gives none, and the code's
 * description), the extra fields its body carries and the headers every answer of it carries.
 */
export interface RefusalSpec {
  status: number;
  sentence: string;
  extra?: z.ZodObject;
  headers?: Readonly<Record<string, string>>;
  /** Answered by the local host's stand-in for the Functions admin API, never by the service: not in its API. */
  localHost?: true;
}

const INVALID_TOKEN = { 'www-authenticate': 'Bearer error="invalid_token"' };

/**
 * Every refusal the service answers, by code: the one list the service raises from (`refuse`), the OpenAPI document
 * types `code` and the extra fields with, and the portal and the add-in compare codes against (generated types).
 * A code nobody raises any more is removed here, and the architecture test says so.
 */
export const REFUSALS = {
  // 400
  invalid_request: {
    status: 400,
    sentence: 'The request is not valid',
    extra: z.object({ fields: field.fields('Each field (a dotted path into the body, query or path) and its reason') }),
  },
  invalid_event: { status: 400, sentence: 'The event does not carry the object its type names' },
  invalid_signature: { status: 400, sentence: 'The payment provider signature does not verify' },
  unsupported_image_type: {
    status: 400,
    sentence: 'The file is not a PNG, JPEG or GIF image',
    extra: z.object({ accepted: field.texts('The media types it takes').optional() }),
  },
  empty_template: {
    status: 400,
    sentence: 'The body shows nothing once unsafe content is removed',
    extra: z.object({
      fields: field.fields('The field that shows nothing, and why'),
      removed: field.removed,
    }),
  },
  too_long: {
    status: 400,
    sentence: 'The rendered signature is longer than Outlook takes',
    extra: z.object({
      length: field.count('The rendered length in characters'),
      limit: field.count('The most characters a mail client takes'),
    }),
  },
  invalid_state: { status: 400, sentence: 'This consent link was not issued by this service; start again from the beginning' },
  state_expired: { status: 400, sentence: 'The consent link has expired; start again' },
  state_used: { status: 400, sentence: 'This consent link was already used; start again' },
  consent_other_browser: {
    status: 400,
    sentence: 'This consent was started in another browser (or its cookie was blocked); start again in this one',
  },
  unknown_tenant: { status: 400, sentence: 'The directory does not know this organisation' },
  signin_failed: { status: 400, sentence: 'The sign-in could not be completed (the code was refused); start again' },
  invalid_path: { status: 400, sentence: 'The function name in the path is not valid percent-encoding', localHost: true },
  // 401
  unauthenticated: { status: 401, sentence: 'No valid token', headers: INVALID_TOKEN },
  invalid_key: { status: 401, sentence: 'The API key is not valid', headers: INVALID_TOKEN },
  key_expired: { status: 401, sentence: 'The API key has expired', headers: INVALID_TOKEN },
  // 402
  subscription_inactive: { status: 402, sentence: 'The organisation has no active subscription or trial' },
  // 403: who the caller is
  not_a_portal_user: { status: 403, sentence: 'You are not a portal user of this organisation; ask an Admin to add you' },
  not_platform_operator: { status: 403, sentence: 'Only the service operators can use this operation' },
  read_only_key: { status: 403, sentence: 'This API key is read-only and cannot perform writes' },
  admin_role_required: { status: 403, sentence: 'This operation needs the Admin role' },
  missing_capability: {
    status: 403,
    sentence: 'This operation needs a capability the caller does not hold',
    extra: z.object({
      capability: field.text('The capability the operation needs (the first it accepts)'),
      anyOf: field.texts('Every capability the operation accepts, when it accepts more than one').optional(),
    }),
  },
  role_beyond_caller: {
    status: 403,
    sentence: 'Only someone holding everything a role holds can grant or change it',
    extra: z.object({ missing: field.texts('The capabilities of the role the caller does not hold') }),
  },
  approval_required: { status: 403, sentence: 'Publish approval is on: only an Admin can publish' },
  origin_not_allowed: {
    status: 403,
    sentence: 'This origin may not call this operation from a browser',
    headers: { vary: 'Origin' },
  },
  // 403: the organisation
  not_onboarded: { status: 403, sentence: 'This organisation has not connected the service; an administrator must grant consent' },
  pending_deletion: { status: 403, sentence: 'This organisation is scheduled for deletion' },
  suspended: { status: 403, sentence: 'This organisation is suspended' },
  // 403: signatures and the staff pages
  signature_unavailable: { status: 403, sentence: 'No signature is delivered for this mailbox' },
  delivery_paused: { status: 403, sentence: 'Signature delivery is paused for this organisation' },
  mailbox_excluded: { status: 403, sentence: 'Your mailbox is not among those the organisation provides signatures for' },
  not_your_mailbox: {
    status: 403,
    sentence: 'The mailbox at your address belongs to another account of your organisation; ask your administrator',
  },
  portal_off: { status: 403, sentence: 'Profile editing is switched off for this organisation' },
  photo_upload_off: { status: 403, sentence: 'Uploading your own photo is switched off for this organisation' },
  // 403: partners
  not_partner_staff: { status: 403, sentence: "Only the partner's staff can use this operation" },
  partner_agreement_required: {
    status: 403,
    sentence: 'This organisation is not a partner yet: an Admin accepts the partner agreement first',
  },
  partner_role_required: {
    status: 403,
    sentence: 'This operation needs a partner role the caller does not hold',
    extra: z.object({ required: field.texts('The partner roles the operation takes') }),
  },
  not_managed: { status: 403, sentence: 'Your organisation does not manage this organisation' },
  own_people_only: { status: 403, sentence: "Only the organisation's own people can do this, not its partner's staff" },
  // 403: connecting an organisation (the consent flow's pages)
  consent_denied: { status: 403, sentence: 'The identity provider did not grant consent, so your organisation was not connected' },
  signin_denied: { status: 403, sentence: 'The sign-in after consent did not complete, so your organisation was not connected' },
  signin_unverified: { status: 403, sentence: 'The sign-in could not be verified; start again' },
  guest_not_allowed: {
    status: 403,
    sentence: 'You signed in as a guest of this organisation. Only an administrator whose account belongs to it can connect it',
  },
  not_an_administrator: {
    status: 403,
    sentence: 'Connecting an organisation needs a Global Administrator or a Privileged Role Administrator of it: ask one to open the link',
  },
  invite_wrong_organisation: {
    status: 403,
    sentence: 'The invitation was made for another organisation. Ask the partner for an invitation made for yours',
    extra: z.object({ domain: field.text('The domain the invitation was made for') }),
  },
  tenant_mismatch: {
    status: 403,
    sentence: 'You signed in with an account of another organisation than the one that consented. Sign in as an administrator of it',
  },
  // 404
  not_found: { status: 404, sentence: 'Not found' },
  not_available_to_api_keys: { status: 404, sentence: 'This operation is not available to API keys' },
  mailbox_not_found: {
    status: 404,
    sentence: 'The address is not a mailbox of this organisation',
    extra: z.object({ fields: field.fields('The field naming the address, and its reason').optional() }),
  },
  not_a_mailbox: { status: 404, sentence: 'Your address is not a mailbox of this organisation' },
  not_designed: { status: 404, sentence: 'The template has no design: it is written as HTML' },
  no_template_assigned: { status: 404, sentence: 'No template is assigned to the role' },
  client_not_found: { status: 404, sentence: 'This partner manages no organisation with that id' },
  invite_not_found: { status: 404, sentence: 'There is no such invitation' },
  transfer_not_found: { status: 404, sentence: 'There is no such takeover request for this organisation' },
  organisation_not_found: { status: 404, sentence: 'No organisation served by this service has that domain or tenant id' },
  unknown_function: {
    status: 404,
    sentence: 'No timer function has that name',
    extra: z.object({ timers: field.texts('The timers there are') }),
    localHost: true,
  },
  // 405
  method_not_allowed: {
    status: 405,
    sentence: 'Method not allowed',
    extra: z.object({ allowed: field.texts('The methods the path takes') }),
  },
  // 409: templates, their working copies, rollouts and schedules
  template_assigned: {
    status: 409,
    sentence: 'The template is assigned; assign another first',
    extra: z.object({
      roles: z.array(z.enum(['new', 'reply'])).describe('The roles the template is assigned to'),
      rules: field.named('The assignment rules naming the template'),
    }),
  },
  designed_template: {
    status: 409,
    sentence: 'This template is made in the designer; editing its HTML detaches it from the design (send "detach": true; it can be undone)',
    extra: z.object({ fields: field.fields('What `detach` must be') }),
  },
  design_detached: {
    status: 409,
    sentence: 'The HTML of this template was edited by hand; restore the design before editing it',
  },
  variant_written_as_html: { status: 409, sentence: 'The template has that language written as HTML; remove it before designing it' },
  no_draft: { status: 409, sentence: 'The template has no working copy' },
  never_published: {
    status: 409,
    sentence: 'The template has never been published: its working copy is all it has (delete the template instead)',
  },
  already_submitted: { status: 409, sentence: 'The working copy is already waiting for review' },
  not_submitted: { status: 409, sentence: 'Only a working copy waiting for review can be sent back' },
  not_published: { status: 409, sentence: 'The template has never been published: publish it first', extra: field.unpublished },
  no_reply_template: { status: 409, sentence: 'No automatic-reply template is published: an Admin publishes one first' },
  rollout_in_flight: {
    status: 409,
    sentence: 'A rollout of this template is in flight; promote or abandon it first',
    extra: z.object({
      rollout: field.rollout.optional(),
    }),
  },
  no_rollout: { status: 409, sentence: 'No rollout of this template is in flight' },
  schedule_pending: {
    status: 409,
    sentence: 'A publish of this template is scheduled; call it off before deleting the template',
    extra: z.object({
      schedule: field.schedule,
    }),
  },
  schedule_firing: { status: 409, sentence: 'The schedule is being published right now' },
  no_signature: { status: 409, sentence: 'The mailbox has no signature of that type: no template is assigned to it' },
  // 409: images, fields, lists and everything else
  asset_in_use: {
    status: 409,
    sentence: 'The image is used by templates; remove it from them first',
    extra: z.object({ templates: field.named('The templates using the image') }),
  },
  conflict: { status: 409, sentence: 'Too many images have that name' },
  field_exists: { status: 409, sentence: 'A field with that key exists already' },
  nothing_to_undo: { status: 409, sentence: 'There is no import to undo: the last one was undone already, or none was applied' },
  import_running: { status: 409, sentence: 'An import is running for the organisation; wait until it has finished' },
  already_provisioned: { status: 409, sentence: 'A provisioned user with that userName or externalId exists already' },
  list_not_empty: {
    status: 409,
    sentence: 'Empty the list first',
    extra: z.object({
      mailboxes: field.count('The mailboxes on the cost list'),
      groups: field.count('The groups on the cost list'),
    }),
  },
  inclusion_mode: {
    status: 409,
    sentence: 'Suggestions are for exclusion mode: in inclusion mode only listed mailboxes are billed',
  },
  last_admin: { status: 409, sentence: 'The organisation must keep at least one Admin' },
  concurrent_update: { status: 409, sentence: 'It was changed by someone else at the same time; try again' },
  invalid_transition: {
    status: 409,
    sentence: 'The organisation cannot move there from where it is',
    extra: z.object({ state: field.text("The organisation's state") }),
  },
  not_cancelled: { status: 409, sentence: 'The subscription is running and not set to end' },
  no_subscription: { status: 409, sentence: 'There is no running subscription' },
  // 409: partners, invitations and takeovers
  last_owner: { status: 409, sentence: 'The partner must keep at least one Owner' },
  agreement_version_mismatch: {
    status: 409,
    sentence: 'That is not the partner agreement in force',
    extra: z.object({ current: field.text('The partner agreement version in force') }),
  },
  no_partner: { status: 409, sentence: 'No partner manages this organisation' },
  invite_expired: { status: 409, sentence: 'The invitation has expired; ask for a new one', extra: field.inviteState },
  invite_revoked: { status: 409, sentence: 'The invitation was withdrawn; ask for a new one', extra: field.inviteState },
  invite_used: {
    status: 409,
    sentence: 'The invitation has already been used; ask for a new one',
    extra: field.inviteState,
  },
  invite_own_organisation: { status: 409, sentence: 'A partner cannot become its own client' },
  own_organisation: { status: 409, sentence: 'A partner cannot take over its own organisation' },
  already_managed: { status: 409, sentence: 'Your partner account already manages this organisation' },
  transfer_pending: {
    status: 409,
    sentence: 'A takeover request of this organisation is already waiting for its answer',
    extra: z.object({ id: field.text('The takeover request already waiting') }),
  },
  transfer_answered: {
    status: 409,
    sentence: 'This takeover request was already answered',
    extra: z.object({ state: field.text("The takeover request's state") }),
  },
  partner_unavailable: { status: 409, sentence: 'The partner that asked is no longer a partner of this service' },
  // 412
  stale_version: {
    status: 412,
    sentence: 'The template has moved on; reload it and try again',
    extra: z.object({ version: field.count('The version the template is at') }),
  },
  stale_brand_kit: { status: 412, sentence: 'The brand kit was changed by someone else; reload it and try again' },
  stale_resource: { status: 412, sentence: 'It was changed since you read it (its ETag no longer matches); read it again' },
  stale_rules: { status: 412, sentence: 'The rules were replaced since you read them; reload them and try again' },
  // 413, 415: bodies and images
  payload_too_large: {
    status: 413,
    sentence: 'The body is larger than the operation takes',
    extra: z.object({ limitBytes: field.bytes.limitBytes }),
  },
  image_too_large: {
    status: 413,
    sentence: 'The image is larger than images may be',
    extra: z.object({ ...field.bytes, image: field.image }),
  },
  image_dimensions: {
    status: 413,
    sentence: 'The image has more pixels than images may have (all frames together)',
    extra: z.object({ ...field.pixels, image: field.image }),
  },
  image_frames: {
    status: 413,
    sentence: 'The image has more frames than images may have',
    extra: z.object({ ...field.frames, image: field.image }),
  },
  photo_too_large: { status: 413, sentence: 'The photo is larger than photos may be', extra: z.object(field.bytes) },
  photo_dimensions: { status: 413, sentence: 'The photo has more pixels than photos may have', extra: z.object(field.pixels) },
  photo_frames: { status: 413, sentence: 'The photo has more frames than photos may have', extra: z.object(field.frames) },
  unsupported_media_type: {
    status: 415,
    sentence: 'The body is not sent as a media type the operation takes',
    extra: field.accepted,
  },
  unsupported_photo_type: {
    status: 415,
    sentence: 'The file is not a JPEG, PNG, WebP or GIF image',
    extra: field.accepted,
  },
  // 422
  signature_faults: {
    status: 422,
    sentence: 'The signature has faults that would reach mailboxes broken',
    // The doctor's findings (the OpenAPI document names their schema: shared/http knows no feature).
    extra: z.object({
      findings: z.array(z.unknown()).describe('Every finding of the doctor, the errors that refused the body among them'),
    }),
  },
  // 429
  rate_limited: {
    status: 429,
    sentence: 'Too many requests; slow down',
    extra: z.object({ retryAfter: field.count('Seconds until the limit clears') }),
  },
  invitation_mail_limit: {
    status: 429,
    sentence: 'Your organisation has mailed as many invitations today as we send in a day',
    extra: z.object({
      limit: field.count('The invitations mailed a day at most'),
      retryAfter: field.count('Seconds until the limit clears'),
      resetsAt: field.text('When the day’s count starts again'),
    }),
  },
  // 500, 502, 503
  internal: {
    status: 500,
    sentence: 'Internal error',
    extra: z.object({ invocationId: field.text('The invocation, for the service’s logs') }),
  },
  directory_unavailable: {
    status: 503,
    sentence: 'The directory (Microsoft Graph) did not answer as expected; try again shortly',
  },
  identity_provider_unavailable: { status: 502, sentence: 'The sign-in service did not answer; start again in a moment' },
  mail_failed: {
    status: 502,
    sentence: 'The mail was not sent',
    extra: z.object({ reason: field.text('What the mail service answered') }),
  },
  payment_provider_error: {
    status: 502,
    sentence: 'The payment provider refused or did not answer',
    extra: z.object({
      reason: field.text(
        'Why, as a code (`card_declined`, `unexpected_answer`, `provider_refused`); a provider that does not answer is 503',
      ),
    }),
  },
  storage_unavailable: {
    status: 503,
    sentence: 'Storage is not reachable; try again shortly',
    headers: { 'retry-after': '5' },
  },
  identity_keys_busy: {
    status: 503,
    sentence: 'We could not check your sign-in just now; please try again in a moment',
    extra: z.object({ retryAfter: field.count('Seconds to wait before trying again') }),
  },
  image_work_busy: {
    status: 503,
    sentence: 'The service is busy with other images right now. Please try again in a few seconds.',
    extra: z.object({ retryAfter: field.count('Seconds to wait before trying again'), image: field.image }),
  },
  mail_unavailable: { status: 503, sentence: 'Mail sending is not available in this deployment' },
  billing_unavailable: { status: 503, sentence: 'Billing is not configured in this deployment' },
} as const satisfies Record<string, RefusalSpec>;

export type RefusalCode = keyof typeof REFUSALS;

/** The codes of the service's API (the OpenAPI document's `RefusalCode`), in the catalogue's order. */
export const API_REFUSAL_CODES = (Object.keys(REFUSALS) as RefusalCode[]).filter((code) => !(REFUSALS[code] as RefusalSpec).localHost);
