import type { MailboxResolver, ResolvedMailbox } from '../directory/resolver.js';
import type { ExclusionService } from '../exclusions/service.js';
import { ApiError, refuse } from '../http/errors.js';
import type { TemplateService } from '../templates/service.js';
import type { TenantService } from '../tenants/service.js';

/** Why the gate refused a mailbox. */
type GateReason = 'not_served' | 'subscription' | 'paused' | 'no_mailbox' | 'excluded';

/** How a path words the gate's refusals; `cause` is the tenant gate's own refusal for `not_served`. */
type GateVoice = (reason: GateReason, cause?: ApiError) => ApiError;

const UNAVAILABLE = refuse('signature_unavailable');
const NO_SUBSCRIPTION = refuse('subscription_inactive');

/** The add-in's words: 402 for billing, 404 for an address that is no mailbox, one indistinguishable 403 for the rest. */
export const addinVoice: GateVoice = (reason) =>
  reason === 'subscription' ? NO_SUBSCRIPTION : reason === 'no_mailbox' ? refuse('mailbox_not_found') : UNAVAILABLE;

/** The staff pages' words (`/api/me`): the person may learn why, since it is their own mailbox. */
export const portalVoice: GateVoice = (reason, cause) => {
  switch (reason) {
    case 'not_served':
      return cause ?? UNAVAILABLE;
    case 'subscription':
      return NO_SUBSCRIPTION;
    case 'paused':
      return refuse('delivery_paused');
    case 'no_mailbox':
      return refuse('not_a_mailbox');
    case 'excluded':
      return refuse('mailbox_excluded');
  }
};

export interface GateDeps {
  tenants: Pick<TenantService, 'requireDeliverable'>;
  templates: { delivery: Pick<TemplateService['delivery'], 'paused'> };
  resolver: Pick<MailboxResolver, 'resolve'>;
  exclusions: Pick<ExclusionService, 'isExcluded'>;
}

export interface GateOptions {
  voice: GateVoice;
  /** Also refuse while the organisation has paused signature delivery (paths that hand out a signature). */
  delivery: boolean;
  /** A further organisation-level check of the path, taken after the organisation's and before the mailbox's. */
  organisationCheck?: (tenantId: string) => Promise<void>;
}

const valueOf = <T>(r: PromiseSettledResult<T>): T => {
  if (r.status === 'rejected') throw r.reason;
  return r.value;
};

/**
 * The mailbox gate of every path that acts for one mailbox (compose, download, the add-in's profile question, the
 * staff pages), in this order: organisation served, paying or in its trial, the path's own organisation check,
 * delivery not paused, address a mailbox, mailbox not excluded. Independent reads run together.
 */
export async function openMailbox(deps: GateDeps, tenantId: string, address: string, opts: GateOptions): Promise<ResolvedMailbox> {
  const [served, check, paused, mailbox] = await Promise.allSettled([
    deps.tenants.requireDeliverable(tenantId),
    opts.organisationCheck?.(tenantId),
    opts.delivery ? deps.templates.delivery.paused(tenantId) : Promise.resolve(false),
    deps.resolver.resolve(tenantId, address),
  ]);
  if (served.status === 'rejected') {
    const cause: unknown = served.reason;
    if (!(cause instanceof ApiError)) throw cause;
    throw opts.voice(cause.status === 402 ? 'subscription' : 'not_served', cause);
  }
  valueOf(check);
  if (valueOf(paused)) throw opts.voice('paused');
  const resolved = valueOf(mailbox);
  if (!resolved) throw opts.voice('no_mailbox');
  if (await deps.exclusions.isExcluded(tenantId, resolved.primary)) throw opts.voice('excluded');
  return resolved;
}

/** The organisation part of the gate alone (paths with no mailbox to check, such as the apply report). */
export async function openOrganisation(deps: Pick<GateDeps, 'tenants'>, tenantId: string, voice: GateVoice): Promise<void> {
  try {
    await deps.tenants.requireDeliverable(tenantId);
  } catch (err) {
    if (err instanceof ApiError) throw voice(err.status === 402 ? 'subscription' : 'not_served', err);
    throw err;
  }
}
