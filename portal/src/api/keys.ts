// The keys of the shared queries, apart from their hooks: the language follower (followLanguage.ts) reads them without React.

/** The keys of the queries several areas read, or that a change in several areas touches. */
export const keys = {
  me: ['me'] as const,
  ownOrganisation: ['own-organisation'] as const,
  /** The person's language preferences (i18n/queries.ts). */
  preferences: ['preferences'] as const,
  onboarding: ['onboarding'] as const,
  /** The library; as a prefix, every template's detail, versions and previews, and the deleted templates. */
  library: ['templates'] as const,
  template: (id: string) => ['templates', id] as const,
  versions: (id: string) => ['templates', id, 'versions'] as const,
  /** The review queue (the navigation's badge counts it). */
  approvals: ['approvals'] as const,
  schedules: ['schedules'] as const,
  /** The rollouts in flight; as a prefix, each one's detail too. */
  rollouts: ['rollouts'] as const,
  /** The placeholders a template can name: the directory's attributes and the organisation's profile fields. */
  fields: ['fields'] as const,
  assets: ['assets'] as const,
  /** What the editor's live check knows of the organisation (placeholders' empty shares among them). */
  doctorContext: ['doctor-context'] as const,
  /** The designer's view of a mailbox: its directory and profile values, photo included. */
  mailboxViews: ['designer', 'view'] as const,
};
