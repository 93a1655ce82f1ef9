/**
 * An out-of-office reply made in the designer: one design holds both replies, the one to colleagues and the one to
 * people outside. Every block is in both unless it names the one it is in (`audience`). Browser-safe: the portal's
 * preview splits a design the same way.
 */
import type { Block, Design, ReplyAudience } from './schema.js';

export type ReplySide = ReplyAudience;
export const REPLY_SIDES: readonly ReplySide[] = ['internal', 'external'];

const inSide = (b: Pick<Block, 'audience'>, side: ReplySide) => b.audience === undefined || b.audience === side;

/** The design of one of the two replies: the blocks in it, a columns block's included. */
export function replySide(design: Design, side: ReplySide): Design {
  return {
    ...design,
    blocks: design.blocks
      .filter((b) => inSide(b, side))
      .map((b) =>
        b.type === 'columns' ? { ...b, left: b.left.filter((c) => inSide(c, side)), right: b.right.filter((c) => inSide(c, side)) } : b,
      ),
  };
}

/** Where the first block naming a reply is (`blocks.2.audience`): only an out-of-office reply's blocks may. */
export function firstAudience(design: Design): string | null {
  for (const [i, b] of design.blocks.entries()) {
    if (b.audience) return `blocks.${i}.audience`;
    if (b.type !== 'columns') continue;
    for (const side of ['left', 'right'] as const) {
      const j = b[side].findIndex((c) => c.audience);
      if (j >= 0) return `blocks.${i}.${side}.${j}.audience`;
    }
  }
  return null;
}
