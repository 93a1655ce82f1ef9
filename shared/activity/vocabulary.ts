// Dependency-free: the service's report schemas and the portal's words for mail clients both read it.

/** The mail clients the add-in runs in, as monitoring groups them. */
export const CLIENT_FAMILIES = ['windows-classic', 'windows-new', 'web', 'mac', 'ios', 'android', 'other'] as const;
export type ClientFamily = (typeof CLIENT_FAMILIES)[number];

export const CLIENT_LABELS: Record<ClientFamily, string> = {
  'windows-classic': 'Outlook for Windows (classic)',
  'windows-new': 'New Outlook for Windows',
  web: 'Outlook on the web',
  mac: 'Outlook for Mac',
  ios: 'Outlook for iOS',
  android: 'Outlook for Android',
  other: 'Another client',
};

/** The launch events the add-in handles (the manifests' names, shortened). */
export const APPLY_EVENTS = ['newMessage', 'fromChanged', 'newAppointment', 'recipientsChanged'] as const;
export type ApplyEventName = (typeof APPLY_EVENTS)[number];

/** Why an attempt did not apply a signature. */
export const APPLY_REASONS = ['no_token', 'service_unreachable', 'service_error', 'not_served', 'client_error'] as const;
export type ApplyReason = (typeof APPLY_REASONS)[number];

export const REASON_LABELS: Record<ApplyReason, string> = {
  no_token: 'Not signed in to the add-in',
  service_unreachable: 'Service unreachable',
  service_error: 'Service error',
  not_served: 'No signature for this mailbox',
  client_error: 'Outlook refused the signature',
};
