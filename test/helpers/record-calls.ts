/** Where each `<callee>(...)` call's arguments start and end in a source file. */
function argumentSpans(source: string, callee: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of source.matchAll(new RegExp(`(?<!\\w)${callee.replace(/\./g, '\\.')}\\(`, 'g'))) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < source.length && depth > 0; i++) depth += source[i] === '(' ? 1 : source[i] === ')' ? -1 : 0;
    spans.push([m.index + m[0].length, i - 1]);
  }
  return spans;
}

/** The text of each `<callee>(...)` call's arguments in a source file, parentheses balanced (e.g. `changelog.record`). */
export const callArguments = (source: string, callee: string): string[] =>
  argumentSpans(source, callee).map(([from, to]) => source.slice(from, to));

/**
 * The calls that write a partner's audit trail: directly, or as outbox work naming the entry (`partnerTrail`, and the
 * partner features' own helpers around it). Only calls that name an `action` write one; the others pass an entry on.
 */
const PARTNER_TRAIL_CALLEES = ['partners.record', 'partnerTrail', 'trailed', 'this.trail'];

export const partnerTrailCalls = (source: string) =>
  PARTNER_TRAIL_CALLEES.flatMap((callee) => callArguments(source, callee)).filter((call) => /\baction:/.test(call));

/** The source with the arguments of every partner-trail call blanked out: what is left names no partner action. */
export function withoutPartnerTrailCalls(source: string): string {
  const spans = PARTNER_TRAIL_CALLEES.flatMap((callee) => argumentSpans(source, callee)).sort(([a], [b]) => b - a);
  return spans.reduce((rest, [from, to]) => rest.slice(0, from) + rest.slice(to), source);
}
