import { z } from 'zod';
import { keySafe } from '../storage/keys.js';

export const TenantState = z.enum(['active', 'suspended', 'pending_deletion']);
export type TenantState = z.infer<typeof TenantState>;

/** The caller's organisation as `GET /api/me/organisation` answers it: `not_onboarded` until admin consent. */
export const OwnOrganisation = z.object({ id: z.string(), state: z.union([TenantState, z.literal('not_onboarded')]) });

export const Tenant = z
  .object({
    id: z.string(),
    name: z.string(),
    domains: z.array(z.string()),
    state: TenantState,
    createdAt: z.string(),
    trialEndsAt: z.string(),
    suspendedReason: z.string().nullable(),
    deletionDueAt: z.string().nullable(),
  })
  .meta({ id: 'Tenant' });
export type Tenant = z.infer<typeof Tenant>;

export const TRIAL_DAYS = 30;
export const DELETION_GRACE_DAYS = 30;

/** Lenient on purpose: the flow runs in a browser, so anything wrong is answered by a page, not a JSON refusal. */
export const ConsentStartQuery = z.object({
  invite: z.string().max(200).optional(),
  login_hint: z.string().max(320).optional(),
});

/** Both legs come back here: after admin consent (`admin_consent`, `tenant`) and after the sign-in (`code`). */
export const ConsentCallbackQuery = z.object({
  admin_consent: z.string().max(16).optional(),
  tenant: z.string().max(64).optional(),
  state: z.string().max(4096).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

export const PlatformLever = z.enum(['suspend', 'resume', 'schedule-deletion', 'restore', 'purge']);
export type PlatformLever = z.infer<typeof PlatformLever>;

/** A lever's answer: the organisation afterwards (null once purged) and the lever pulled. */
export const LeverAnswer = z.object({ tenant: Tenant.nullable(), lever: PlatformLever });

export const PlatformParams = z.object({
  tenantId: z
    .guid('must be a directory tenant id')
    .superRefine(keySafe(36))
    .transform((s) => s.toLowerCase()),
});
export const PlatformBody = z.strictObject({ reason: z.string().trim().max(500).optional() });
