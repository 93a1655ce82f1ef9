import { ApiRefusal } from '../../api/refusal';
import type { Translate } from '../../i18n/useMessages';
import type { gateMessages } from './gates.messages';

type GateKey = keyof (typeof gateMessages)['messages']['en'];

/** Each /api/me gate by its code: the title and the sentence the person reads. */
const GATES: Readonly<Partial<Record<ApiRefusal['code'], readonly [GateKey, GateKey]>>> = {
  portal_off: ['portalOffTitle', 'portalOffText'],
  mailbox_excluded: ['excludedTitle', 'excludedText'],
  not_a_mailbox: ['notMailboxTitle', 'notMailboxText'],
  subscription_inactive: ['inactiveTitle', 'inactiveText'],
  not_onboarded: ['notOnboardedTitle', 'notOnboardedText'],
  suspended: ['suspendedTitle', 'suspendedText'],
  pending_deletion: ['deletingTitle', 'deletingText'],
};

/** Why the profile page cannot be used, in the person's words (the /api/me gates); null for other failures. */
export function gateWords(t: Translate<GateKey>, error: unknown): { title: string; text: string } | null {
  if (!(error instanceof ApiRefusal)) return null;
  const gate = GATES[error.code];
  return gate ? { title: t(gate[0]), text: t(gate[1]) } : null;
}

/** Why the preview shows nothing while the profile itself stays editable. */
export function previewWords(t: Translate<GateKey>, error: unknown): string | null {
  return error instanceof ApiRefusal && error.code === 'delivery_paused' ? t('deliveryPaused') : null;
}
