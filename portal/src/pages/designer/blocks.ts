import type { Block, BlockType, ColumnsBlock, Design, LeafBlock } from '../../../../shared/designs/schema.js';
import { NETWORK_LABELS } from '../../../../shared/designs/render.js';
import type { blocksMessages } from './blocks.messages.js';

/** The blocks catalogue's sentences in the reader's language (`useMessages(blocksMessages)`, or `translator`). */
export type BlockWords = (key: BlockKey, values?: Record<string, string | number>) => string;
type BlockKey = keyof (typeof blocksMessages)['messages']['en'];

/** What each kind of block is called in the palette and the block list. */
const KIND_KEYS: Record<BlockType, BlockKey> = {
  text: 'kindText',
  image: 'kindImage',
  photo: 'kindPhoto',
  social: 'kindSocial',
  divider: 'kindDivider',
  spacer: 'kindSpacer',
  button: 'kindButton',
  vcard: 'kindVcard',
  link: 'kindLink',
  banner: 'kindBanner',
  footer: 'kindFooter',
  columns: 'kindColumns',
};
export const kindName = (t: BlockWords, type: BlockType) => t(KIND_KEYS[type]);

/** The palette's order. */
export const PALETTE: readonly BlockType[] = [
  'text',
  'image',
  'photo',
  'social',
  'button',
  'link',
  'vcard',
  'divider',
  'spacer',
  'columns',
  'banner',
  'footer',
];

/** A short account of what a block shows, for the block list (its own text as written: that is content). */
export function summary(b: Block, t: BlockWords): string {
  switch (b.type) {
    case 'text':
      return b.text;
    case 'image':
      return b.asset ?? t('brandLogo');
    case 'photo':
      return t(b.round ? 'photoSizeRound' : 'photoSize', { size: b.size });
    case 'social':
      return b.items.map((i) => (i.network === 'custom' ? i.label : NETWORK_LABELS[i.network])).join(', ');
    case 'button':
      return b.text ?? t('brandCta');
    case 'link':
    case 'vcard':
      return b.text;
    case 'divider':
      return t('dividerLine', { thickness: b.thickness });
    case 'spacer':
      return t('spacerHeight', { height: b.height });
    case 'columns':
      return t('columnsCount', { left: b.left.length, right: b.right.length });
    case 'banner':
      return t('campaignBanners');
    case 'footer':
      return t('complianceFooter');
  }
}

let counter = 0;
/** A block id unique in the design (the schema refuses two blocks with one id). */
export function newId(design: Design, type: BlockType): string {
  const used = new Set(allBlocks(design).map((b) => b.id));
  let id: string;
  do id = `${type}-${Date.now().toString(36)}${(counter++).toString(36)}`;
  while (used.has(id));
  return id;
}

/** A new block of a kind, as the palette adds it. */
export function newBlock(type: BlockType, id: string): Block {
  switch (type) {
    case 'text':
      return { id, type, text: '{{displayName}}', hideWhenEmpty: true, style: {} };
    case 'image':
      return { id, type, alt: '' };
    case 'photo':
      return { id, type, size: 80, round: true, alt: '{{displayName}}' };
    case 'social':
      return { id, type, items: [{ network: 'linkedin' }, { network: 'x' }, { network: 'facebook' }], iconSize: 24, gap: 6 };
    case 'divider':
      return { id, type, colour: { brand: 'muted' }, thickness: 1 };
    case 'spacer':
      return { id, type, height: 12 };
    case 'button':
      return { id, type, background: { brand: 'primary' }, textColour: '#ffffff', radius: 4, size: 14 };
    case 'vcard':
      return { id, type, text: 'Save my contact card', style: {} };
    case 'link':
      return { id, type, kind: 'website', text: 'Visit our website', url: 'https://', style: {} };
    case 'banner':
    case 'footer':
      return { id, type };
    case 'columns':
      return {
        id,
        type,
        left: [{ id: `${id}-photo`, type: 'photo', size: 80, round: true, alt: '{{displayName}}' }],
        right: [{ id: `${id}-name`, type: 'text', text: '{{displayName}}', hideWhenEmpty: true, style: { bold: true } }],
        leftWidth: 100,
        gap: 16,
        valign: 'top',
      };
  }
}

/** Every block, columns' blocks included. */
function allBlocks(design: Design): Block[] {
  return design.blocks.flatMap((b) => (b.type === 'columns' ? [b, ...b.left, ...b.right] : [b]));
}

export const findBlock = (design: Design, id: string | null): Block | undefined =>
  id ? allBlocks(design).find((b) => b.id === id) : undefined;

/** Where a block sits: the top level, or one side of a columns block. */
interface Place {
  parent: string | null;
  side: 'left' | 'right' | null;
  index: number;
  length: number;
}

export function placeOf(design: Design, id: string): Place | null {
  const top = design.blocks.findIndex((b) => b.id === id);
  if (top >= 0) return { parent: null, side: null, index: top, length: design.blocks.length };
  for (const b of design.blocks) {
    if (b.type !== 'columns') continue;
    for (const side of ['left', 'right'] as const) {
      const i = b[side].findIndex((c) => c.id === id);
      if (i >= 0) return { parent: b.id, side, index: i, length: b[side].length };
    }
  }
  return null;
}

/** The design with the list holding `id` (top level or a column) changed by `edit`. */
function editListOf(design: Design, id: string, edit: <T extends Block>(list: T[], index: number) => T[]): Design {
  const top = design.blocks.findIndex((b) => b.id === id);
  if (top >= 0) return { ...design, blocks: edit(design.blocks, top) };
  return {
    ...design,
    blocks: design.blocks.map((b) => {
      if (b.type !== 'columns') return b;
      for (const side of ['left', 'right'] as const) {
        const i = b[side].findIndex((c) => c.id === id);
        if (i >= 0) return { ...b, [side]: edit<LeafBlock>(b[side], i) };
      }
      return b;
    }),
  };
}

export function updateBlock(design: Design, id: string, next: Block): Design {
  return editListOf(design, id, (list, i) => list.map((b, j) => (j === i ? (next as (typeof list)[number]) : b)));
}

export function removeBlock(design: Design, id: string): Design {
  return editListOf(design, id, (list, i) => list.filter((_, j) => j !== i));
}

/** A copy of a block (and of a columns block's blocks) with fresh ids, placed right after it. */
export function duplicateBlock(design: Design, id: string): { design: Design; copy: string } | null {
  const original = findBlock(design, id);
  if (!original) return null;
  const copyId = newId(design, original.type);
  const copy: Block =
    original.type === 'columns'
      ? {
          ...original,
          id: copyId,
          left: original.left.map((c, i) => ({ ...c, id: `${copyId}-l${i}` })),
          right: original.right.map((c, i) => ({ ...c, id: `${copyId}-r${i}` })),
        }
      : { ...original, id: copyId };
  return {
    design: editListOf(design, id, (list, i) => [...list.slice(0, i + 1), copy as (typeof list)[number], ...list.slice(i + 1)]),
    copy: copyId,
  };
}

/**
 * Adds a block after the selected one (in the same column when the selection is in a column and the new block may
 * sit in one), or at the end, before a footer slot (which stays last).
 */
export function insertBlock(design: Design, block: Block, after: string | null): Design {
  const place = after ? placeOf(design, after) : null;
  if (place && place.parent && block.type !== 'columns' && block.type !== 'footer')
    return editListOf(design, after!, (list, i) => [...list.slice(0, i + 1), block as (typeof list)[number], ...list.slice(i + 1)]);
  const footer = design.blocks.findIndex((b) => b.type === 'footer');
  let at = place && !place.parent ? place.index + 1 : design.blocks.length;
  if (block.type === 'footer') at = design.blocks.length;
  else if (footer >= 0) at = Math.min(at, footer);
  return { ...design, blocks: [...design.blocks.slice(0, at), block, ...design.blocks.slice(at)] };
}

/** Where a block may be put: a position in the top level (`parent` null) or in one column of a columns block. */
export interface Target {
  parent: string | null;
  side: 'left' | 'right' | null;
  /** The position in that list once the block has left its old place. */
  index: number;
}

/** Why a block cannot go where it was asked to (a key of the blocks catalogue); empty: it is there already. */
export type MoveRefusal = 'gone' | 'noColumn' | 'columnsInColumn' | 'footerOutside' | 'footerLast' | '';
export type MoveOutcome = { moved: true; design: Design; place: Place } | { moved: false; reason: MoveRefusal };

/**
 * Moves a block to another place, in its own list, into a column, out of one or between columns, as the schema
 * allows: a columns block never goes inside a column, the footer slot never does and stays the last block.
 */
export function moveBlockTo(design: Design, id: string, to: Target): MoveOutcome {
  const block = findBlock(design, id);
  const from = placeOf(design, id);
  if (!block || !from) return { moved: false, reason: 'gone' };
  if (to.parent !== null) {
    const parent = findBlock(design, to.parent);
    if (parent?.type !== 'columns' || !to.side) return { moved: false, reason: 'noColumn' };
    if (block.type === 'columns') return { moved: false, reason: 'columnsInColumn' };
    if (block.type === 'footer') return { moved: false, reason: 'footerOutside' };
  }
  if (from.parent === to.parent && from.side === to.side && from.index === to.index) return { moved: false, reason: '' };
  const without = removeBlock(design, id);
  const put = <T extends Block>(list: readonly T[]): T[] => {
    const at = Math.max(0, Math.min(list.length, to.index));
    return [...list.slice(0, at), block as T, ...list.slice(at)];
  };
  const next: Design =
    to.parent === null
      ? { ...without, blocks: put(without.blocks) }
      : {
          ...without,
          blocks: without.blocks.map((b) =>
            b.id === to.parent && b.type === 'columns' ? { ...b, [to.side!]: put<LeafBlock>(b[to.side!]) } : b,
          ),
        };
  const footer = next.blocks.findIndex((b) => b.type === 'footer');
  if (footer >= 0 && footer !== next.blocks.length - 1) return { moved: false, reason: 'footerLast' };
  return { moved: true, design: next, place: placeOf(next, id)! };
}

/**
 * Where Alt+ArrowUp or Alt+ArrowDown takes a block: one place up or down the list as it reads, into a columns block
 * it meets (the top of the left column going down, the end of the right one going up), from one column to the other,
 * and out of the columns past their first or last block. A columns block moves past whole blocks.
 */
export function stepTarget(design: Design, id: string, dir: 'up' | 'down'): Target | null {
  const place = placeOf(design, id);
  const block = findBlock(design, id);
  if (!place || !block) return null;
  const step = dir === 'up' ? -1 : 1;
  if (!place.parent) {
    const n = place.index + step;
    const neighbour = design.blocks[n];
    if (!neighbour) return null;
    if (neighbour.type === 'columns' && block.type !== 'columns' && block.type !== 'footer')
      return dir === 'down'
        ? { parent: neighbour.id, side: 'left', index: 0 }
        : { parent: neighbour.id, side: 'right', index: neighbour.right.length };
    return { parent: null, side: null, index: n };
  }
  const n = place.index + step;
  if (n >= 0 && n < place.length) return { parent: place.parent, side: place.side, index: n };
  const columns = design.blocks.findIndex((b) => b.id === place.parent);
  const parent = design.blocks[columns] as ColumnsBlock;
  if (dir === 'up')
    return place.side === 'right'
      ? { parent: parent.id, side: 'left', index: parent.left.length }
      : { parent: null, side: null, index: columns };
  return place.side === 'left' ? { parent: parent.id, side: 'right', index: 0 } : { parent: null, side: null, index: columns + 1 };
}

/** Where Alt+ArrowLeft or Alt+ArrowRight takes a block in a column: the same position in the other column. */
export function sideTarget(design: Design, id: string, side: 'left' | 'right'): Target | null {
  const place = placeOf(design, id);
  if (!place?.parent || place.side === side) return null;
  const parent = findBlock(design, place.parent) as ColumnsBlock;
  return { parent: parent.id, side, index: Math.min(place.index, parent[side].length) };
}

/** Where a block now is, in words: "position 2 of 5" or "the right column, position 1 of 3". */
export function describePlace(place: Place, t: BlockWords): string {
  const at = { at: place.index + 1, count: place.length };
  return place.side ? t('inColumn', { side: place.side, ...at }) : t('position', at);
}

/** The sentence for a block that moved from one place to another. */
export function movedSentence(name: string, from: Place, to: Place, t: BlockWords): string {
  return t(from.side && !to.side ? 'movedOut' : 'moved', { name, place: describePlace(to, t) });
}
