// Dependency-free: the service's report schemas and the portal's words for mail clients both read it.

/**
 * The mail clients, as monitoring groups them: those the add-in runs in, and those the relay also sees (signed
 * server-side, told apart by the message's headers).
 */
export const CLIENT_FAMILIES = ['windows-classic', 'windows-new', 'web', 'mac', 'ios', 'android', 'apple-mail', 'gmail', 'other'] as const;
export type ClientFamily = (typeof CLIENT_FAMILIES)[number];

export const CLIENT_LABELS: Record<ClientFamily, string> = {
  'windows-classic': 'Outlook for Windows (classic)',
  'windows-new': 'New Outlook for Windows',
  web: 'Outlook on the web',
  mac: 'Outlook for Mac',
  ios: 'Outlook for iOS',
  android: 'Outlook for Android',
  'apple-mail': 'Apple Mail (Mac, iPhone, iPad)',
  gmail: 'Gmail',
  other: 'Another client',
};

/** The launch events the add-in handles (the manifests' names, shortened). */
export const APPLY_EVENTS = ['newMessage', 'fromChanged', 'newAppointment', 'recipientsChanged'] as const;
export type ApplyEventName = (typeof APPLY_EVENTS)[number];

/** Who applied a signature: the add-in while the person wrote, or the relay on the message's way out. */
export const APPLY_SOURCES = ['addin', 'server'] as const;
export type ApplySource = (typeof APPLY_SOURCES)[number];

/**
 * Why an attempt did not apply a signature: the add-in's reasons, then the relay's (a message passed unchanged); and
 * one applied outcome the relay tells apart (`footer_added`).
 */
export const APPLY_REASONS = [
  'no_token',
  'service_unreachable',
  'service_error',
  'not_served',
  'client_error',
  'signed',
  'encrypted',
  'rights_protected',
  'stamped',
  'add_in_signed',
  'meeting',
  'no_body',
  'unsupported_shape',
  'unsupported_charset',
  'unsupported_encoding',
  'too_large',
  'malformed',
  'rewrite_failed',
  'not_a_mailbox',
  'excluded',
  'paused',
  'subscription',
  'no_template',
  'server_side_off',
  'from_other_organisation',
  'organisation_mismatch',
  'next_hop_refused',
  /** Refused by the relay: not proven to come from the organisation (Exchange Online's stamp, the verified domains). */
  'sender_unverified',
  /** Passed unchanged: sent with the null sender (an automatic reply, a read receipt). */
  'automatic',
  /** Passed unchanged: the new text already holds one of the service's signatures. */
  'already_signed',
  /** Passed unchanged: once per thread, the quoted thread holds the sender's full signature and no reply one is set. */
  'thread_signed',
  /** Passed unchanged: already DKIM-signed when it reached the relay (a signature added would break it). */
  'dkim_signed',
  /** Applied: the relay added a banner or footer for external recipients to a message the add-in signed. */
  'footer_added',
] as const;
export type ApplyReason = (typeof APPLY_REASONS)[number];

export const REASON_LABELS: Record<ApplyReason, string> = {
  no_token: 'Not signed in to the add-in',
  service_unreachable: 'Service unreachable',
  service_error: 'Service error',
  not_served: 'No signature for this mailbox',
  client_error: 'Outlook refused the signature',
  signed: 'Digitally signed (S/MIME or PGP)',
  encrypted: 'Encrypted',
  rights_protected: 'Rights-protected',
  stamped: 'Already signed by the relay',
  add_in_signed: 'Already signed by the add-in',
  meeting: 'Meeting request or response',
  no_body: 'No text or HTML body',
  unsupported_shape: 'A message structure the relay does not rewrite',
  unsupported_charset: 'A character set the relay does not rewrite',
  unsupported_encoding: 'A transfer encoding the relay does not rewrite',
  too_large: 'Too large to rewrite',
  malformed: 'Malformed message',
  rewrite_failed: 'The rewrite failed',
  not_a_mailbox: 'The sender is not a mailbox of the organisation',
  excluded: 'Mailbox excluded',
  paused: 'Signature delivery paused',
  subscription: 'Subscription lapsed',
  no_template: 'No template for this message',
  server_side_off: 'Server-side signatures are off',
  from_other_organisation: 'From an address of another organisation',
  organisation_mismatch: 'Sent by another organisation',
  next_hop_refused: 'Refused by the next mail server',
  sender_unverified: 'Refused: not proven to come from your organisation',
  automatic: 'Automatic reply or read receipt',
  already_signed: 'Already signed in the new text',
  thread_signed: 'Signed earlier in the thread',
  dkim_signed: 'Already DKIM-signed by the sender',
  footer_added: 'Footer for outside recipients added to a message the add-in signed',
};
