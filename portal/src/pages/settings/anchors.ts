/** The Settings page's data processing agreement section, where the home checklist's step links. */
export const DPA_ANCHOR = 'dpa';
