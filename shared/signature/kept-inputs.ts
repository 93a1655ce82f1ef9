import type { BannerOrFooter } from '../banners-footers/schemas.js';
import type { SmallList } from '../exclusions/service.js';
import type { ProfileField } from '../profiles/schemas.js';
import type { CompanionRow } from '../rendering/generation.js';
import type { RunningCandidate } from '../rollouts/service.js';
import type { Rule } from '../rules/schemas.js';
import type { DeliveryData } from '../templates/delivery.js';

/** The row beside an organisation's generation (in its partition of the generations table) that keeps its inputs. */
export const KEPT_INPUTS_ROW = 'inputs';
/**
 * The shape of what is kept; a row of another format is not read (it is read afresh and written again). Rows of
 * format 4 were written after `anyLayers` had moved the organisation's import layers to their current layout.
 */
const FORMAT = 4;
/** A string property holds 64 KiB at most: the JSON is cut in pieces of this many UTF-16 code units. */
const PIECE = 30_000;
/** An entity holds 1 MiB at most: inputs longer than this are not kept (every instance reads them itself, as before). */
const MAX_PIECES = 15;
/**
 * A kept row written longer ago than this (by the writer's clock) is not used: no fresh instance renders with inputs
 * older than an answer the answer cache may keep (its entries live ten minutes), even if a change failed to move the
 * generation on.
 */
const MAX_AGE_MS = 10 * 60_000;

/**
 * The organisation-wide inputs of a compose, as plain data: the templates' delivery switch, roles and live rows, the
 * exclusion mode with a list one page holds, the enabled profile fields, the active banners and footers, the rules
 * and the domains inside the organisation, the running rollouts. Read once a generation, and kept beside it.
 */
export interface KeptInputs {
  templates: DeliveryData;
  exclusions: SmallList;
  fields: ProfileField[];
  blocks: BannerOrFooter[];
  rules: Rule[];
  internal: string[];
  rollouts: Record<string, RunningCandidate>;
  /** Whether any mailbox has imported values (none: composes skip reading them). */
  imports: boolean;
}

/** Where a piece ends: at `PIECE` code units, or one before when that would split a surrogate pair. */
const pieceEnd = (json: string, from: number) => {
  const end = Math.min(json.length, from + PIECE);
  const last = json.charCodeAt(end - 1);
  return end < json.length && last >= 0xd800 && last <= 0xdbff ? end - 1 : end;
};

/** The row's properties for `inputs` read at `generation`, or null when they are too long to keep. */
export function encodeKept(inputs: KeptInputs, generation: string, at: Date): Record<string, string | number> | null {
  const json = JSON.stringify(inputs);
  const row: Record<string, string | number> = { format: FORMAT, generation, writtenAt: at.toISOString() };
  let pieces = 0;
  for (let from = 0; from < json.length; pieces++) {
    if (pieces === MAX_PIECES) return null;
    const end = pieceEnd(json, from);
    row[`p${pieces}`] = json.slice(from, end);
    from = end;
  }
  row.pieces = pieces;
  return row;
}

/** The inputs a row keeps, when it was written for `generation` in this format and not too long ago; else null. */
export function decodeKept(row: CompanionRow | null, generation: string, now: Date): KeptInputs | null {
  if (!row || row.format !== FORMAT || row.generation !== generation || typeof row.writtenAt !== 'string') return null;
  if (typeof row.pieces !== 'number' || Math.abs(now.getTime() - Date.parse(row.writtenAt)) > MAX_AGE_MS) return null;
  let json = '';
  for (let i = 0; i < row.pieces; i++) {
    const piece = row[`p${i}`];
    if (typeof piece !== 'string') return null;
    json += piece;
  }
  try {
    return JSON.parse(json) as KeptInputs;
  } catch {
    return null;
  }
}
