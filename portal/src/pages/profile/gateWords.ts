import { ApiRefusal } from '../../api/refusal';

/** Why the profile page cannot be used, in the person's words (the /api/me gates); null for other failures. */
export function gateWords(error: unknown): { title: string; text: string } | null {
  if (!(error instanceof ApiRefusal)) return null;
  switch (error.code) {
    case 'portal_off':
      return {
        title: 'Profile editing is switched off',
        text: 'Your organisation has switched off profile editing, so there is nothing to fill in here for now. Your signature still uses what was saved before. An administrator can switch it on again in Settings.',
      };
    case 'mailbox_excluded':
      return {
        title: 'Your mailbox gets no signature',
        text: 'Your organisation does not provide signatures for your mailbox, so there is no profile to fill in. Ask an administrator if you think you should have one.',
      };
    case 'not_a_mailbox':
      return { title: 'No mailbox found', text: 'Your address is not a mailbox of this organisation, so there is no profile to fill in.' };
    case 'subscription_inactive':
      return {
        title: 'The service is not active',
        text: 'Your organisation’s subscription to the signature service is not active, so profiles cannot be filled in until it is.',
      };
    case 'not_onboarded':
      return {
        title: 'Your organisation does not use the service',
        text: 'Your Microsoft 365 organisation is not connected to the signature service yet. An administrator connects it.',
      };
    case 'suspended':
      return {
        title: 'Your organisation is suspended',
        text: 'The signature service is suspended for your organisation; profiles cannot be filled in until it is restored.',
      };
    case 'pending_deletion':
      return {
        title: 'Your organisation is being deleted',
        text: 'Your organisation asked to leave the signature service, so profiles can no longer be filled in.',
      };
    default:
      return null;
  }
}

/** Why the preview shows nothing while the profile itself stays editable. */
export function previewWords(error: unknown): string | null {
  if (error instanceof ApiRefusal && error.code === 'delivery_paused') {
    return 'Signature delivery is paused for your organisation, so no signature can be previewed. You can still fill in your profile; it shows once delivery resumes.';
  }
  return null;
}
