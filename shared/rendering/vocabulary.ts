// Dependency-free: the service's placeholder list (placeholders.ts) and the designer's renderer, which runs in the
// browser too, both read it.

/** The names of the placeholders the service fills per person beyond the directory's, by what each stands for. */
export const SERVICE_PLACEHOLDER = {
  /** The link to the contact card. */
  card: 'vcardUrl',
  /** The person's photo. */
  photo: 'photoUrl',
  /** The same photo cut round as pixels (Outlook for Windows ignores `border-radius`). */
  roundPhoto: 'photoRoundUrl',
} as const;

export type ServicePlaceholderName = (typeof SERVICE_PLACEHOLDER)[keyof typeof SERVICE_PLACEHOLDER];
