import { BoundedMap } from '../bounded-map.js';
import { linkTargets } from '../rendering/html.js';

/**
 * The http(s) link targets written literally in template or block HTML, before placeholders are filled: the only
 * targets tracked. A target holding a placeholder is not one (whatever fills it is not the organisation's own text).
 */
export function literalTargets(source: string): ReadonlySet<string> {
  let targets = literalTargetsOf.get(source);
  if (!targets) {
    targets = new Set(linkTargets(source).filter((href) => /^https?:\/\//i.test(href) && !href.includes('{{')));
    literalTargetsOf.set(source, targets);
  }
  return targets;
}
/** Per template or block body (a handful per organisation, the same on every render): parsed once, not per mailbox. */
const literalTargetsOf = new BoundedMap<string, ReadonlySet<string>>(1000);
