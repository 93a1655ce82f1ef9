// Dependency-free: the service's directory searches and the portal's pickers both read it.

/** The fewest characters a people or group search takes. */
export const MIN_SEARCH_CHARS = 2;
/** The same in words, for the refusal a person reads ("at least two characters"). */
export const MIN_SEARCH_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'][MIN_SEARCH_CHARS];
