/**
 * The doctor's findings on a design, by block: the engine lints the HTML a design renders to, and each finding's
 * place in that HTML names the block whose output holds it. Safe fixes change the design (a block's property), never
 * the HTML. Browser-safe: the designer runs it as the person edits.
 */
import type { Finding } from '../doctor/schemas.js';
import { sentence } from '../doctor/said.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { altFromName } from '../doctor/rules/images.js';
import { escapeHtml } from '../rendering/escape.js';
import { blockAt, type BlockPlace } from './render.js';
import type { Block, BrandKit } from './schema.js';

export type BlockFinding = Finding & {
  /** The block the finding comes from; null for the whole signature (its length, its page settings). */
  block: string | null;
};

export const findingsByBlock = (findings: readonly Finding[], places: readonly BlockPlace[]): BlockFinding[] =>
  findings.map((f) => ({ ...f, block: f.whole ? null : blockAt(places, f.start) }));

const HTTP = /^(\s*)http:\/\//i;

/** Every string in a block (and its nested items) changed by `edit`. */
function mapStrings<T>(value: T, edit: (s: string) => string): T {
  if (typeof value === 'string') return edit(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => mapStrings(v, edit)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, edit)])) as T;
  return value;
}

/**
 * The block a finding's safe fix makes, and what the fix does; null when the fix is not the block's to make (a URL
 * from the brand kit) or the rule has no safe fix. `html` is the HTML the finding points into.
 */
export function designFix(
  block: Block,
  finding: Finding,
  html: string,
  kit: BrandKit,
  language: Language = DEFAULT_LANGUAGE,
): { label: string; block: Block } | null {
  if (finding.rule === 'insecure-url') {
    const url = html.slice(finding.start, finding.end);
    const next = mapStrings(block, (v) => (HTTP.test(v) && escapeHtml(v) === url ? v.replace(HTTP, '$1https://') : v));
    return JSON.stringify(next) === JSON.stringify(block) ? null : { label: sentence({ key: 'fixUseHttps' }, language)!, block: next };
  }
  if (finding.rule === 'image-alt-missing' && block.type === 'image') {
    const asset = block.asset ?? kit.logo?.asset;
    if (!asset) return null;
    const alt = altFromName(`cid:${asset}`);
    return { label: sentence({ key: 'fixDesignAlt', values: { alt } }, language)!, block: { ...block, alt } };
  }
  return null;
}
