/** A moment as people read it in the portal: the date and the time to the minute, in their own locale. */
export const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
