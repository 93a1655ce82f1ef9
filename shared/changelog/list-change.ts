/** At most this many of the items added, and of those removed, are kept in one entry. */
const KEPT = 20;

/**
 * What a change-log entry keeps of a list that changed: the items added and removed, at most 20 of each (a list of
 * hundreds of long domains twice over would not fit one entry), and how many there were of each. Sentences read it
 * back with `addedAndRemoved`.
 */
export function listChange(before: readonly string[], after: readonly string[]) {
  const had = new Set(before);
  const has = new Set(after);
  const added = after.filter((item) => !had.has(item));
  const removed = before.filter((item) => !has.has(item));
  return {
    added: added.slice(0, KEPT),
    removed: removed.slice(0, KEPT),
    addedCount: added.length,
    removedCount: removed.length,
  };
}
