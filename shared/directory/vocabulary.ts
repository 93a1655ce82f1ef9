// Dependency-free: the service's directory searches and the portal's pickers both read it.

/** The fewest characters a people or group search takes. */
export const MIN_SEARCH_CHARS = 2;
