import { parse } from 'postcss';
import { BoundedMap } from '../bounded-map.js';

/** Distinct style attributes remembered: a long signature repeats a handful of them hundreds of times. */
const REMEMBERED = 2_000;
/** Longer values are normalised every time (rare, and not worth the memory). */
const REMEMBERED_CHARS = 2_000;

const normalised = new BoundedMap<string, string | null>(REMEMBERED);

function normalise(tag: string, value: string): string | null {
  try {
    const rule = parse(`${tag} {${value}}`, { map: false }).nodes[0];
    const declarations = (rule && 'nodes' in rule ? rule.nodes : undefined) ?? [];
    const out = declarations
      .flatMap((d) => (d.type === 'decl' ? [`${d.prop}:${d.value}${d.important ? ' !important' : ''}`] : []))
      .join(';');
    return out.length ? out : null;
  } catch {
    return null;
  }
}

/**
 * A `style` attribute as sanitize-html writes it when it parses styles itself (`parseStyleAttributes`): parsed as
 * the declarations of a rule, written back `prop:value` joined by `;` (comments left out, where sanitize-html wrote
 * `undefined:undefined`), and dropped (null) when it holds none or does not parse. The same value is parsed once,
 * not once per element that carries it: at the size limit that was a third of sanitising a body.
 */
export function normaliseStyle(tag: string, value: string): string | null {
  if (value.length > REMEMBERED_CHARS) return normalise(tag, value);
  const key = `${tag}\u0000${value}`;
  const known = normalised.get(key);
  if (known !== undefined) return known;
  const fresh = normalise(tag, value);
  normalised.set(key, fresh);
  return fresh;
}
