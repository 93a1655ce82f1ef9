import { describe, expect, it } from 'vitest';
import {
  describePlace,
  moveBlockTo,
  movedSentence,
  placeOf,
  sideTarget,
  stepTarget,
  type MoveOutcome,
  type Target,
} from '../../portal/src/pages/designer/blocks.js';
import { blocksMessages } from '../../portal/src/pages/designer/blocks.messages.js';
import { translator } from '../../shared/i18n/catalogue.js';
import { Design, type DesignInput } from '../../shared/designs/schema.js';

// The designer's moves as pure functions of the design: every result must still pass the design's schema.

const en = translator(blocksMessages, 'en');

/** name, [photo | name, title], social, footer */
const DESIGN: Design = Design.parse({
  version: 1,
  blocks: [
    { id: 'name', type: 'text', text: '{{displayName}}' },
    {
      id: 'cols',
      type: 'columns',
      left: [{ id: 'photo', type: 'photo' }],
      right: [
        { id: 'rname', type: 'text', text: '{{displayName}}' },
        { id: 'rtitle', type: 'text', text: '{{jobTitle}}' },
      ],
    },
    { id: 'social', type: 'social', items: [{ network: 'linkedin', url: 'https://linkedin.com/x' }] },
    { id: 'footer', type: 'footer' },
  ],
} satisfies DesignInput);

/** The design's shape as ids: columns as `cols[left|right]`. */
const shape = (d: Design) =>
  d.blocks.map((b) =>
    b.type === 'columns' ? `${b.id}[${b.left.map((c) => c.id).join(',')}|${b.right.map((c) => c.id).join(',')}]` : b.id,
  );

const moved = (outcome: MoveOutcome) => {
  if (!outcome.moved) throw new Error(`refused: ${outcome.reason}`);
  expect(Design.safeParse(outcome.design).success).toBe(true);
  return outcome.design;
};
const to = (parent: string | null, side: 'left' | 'right' | null, index: number): Target => ({ parent, side, index });

describe('designer: moving blocks between the top level and the columns', () => {
  it('moves a top-level block into a column at the position given, and reports where it went', () => {
    const outcome = moveBlockTo(DESIGN, 'social', to('cols', 'right', 1));
    expect(shape(moved(outcome))).toEqual(['name', 'cols[photo|rname,social,rtitle]', 'footer']);
    expect(outcome.moved && outcome.place).toEqual({ parent: 'cols', side: 'right', index: 1, length: 3 });
  });

  it('moves a block out of a column to the top level, and between the two columns', () => {
    expect(shape(moved(moveBlockTo(DESIGN, 'photo', to(null, null, 0))))).toEqual([
      'photo',
      'name',
      'cols[|rname,rtitle]',
      'social',
      'footer',
    ]);
    expect(shape(moved(moveBlockTo(DESIGN, 'rtitle', to('cols', 'left', 0))))).toEqual([
      'name',
      'cols[rtitle,photo|rname]',
      'social',
      'footer',
    ]);
  });

  it('refuses a columns block inside a column, the footer slot inside one, and anything after the footer slot', () => {
    const nested = Design.parse({
      ...DESIGN,
      blocks: [...DESIGN.blocks.slice(0, 3), { ...DESIGN.blocks[1], id: 'cols2', left: [], right: [] }],
    });
    const refusals = [
      moveBlockTo(nested, 'cols2', to('cols', 'left', 0)),
      moveBlockTo(DESIGN, 'footer', to('cols', 'right', 0)),
      moveBlockTo(DESIGN, 'photo', to(null, null, 4)),
      moveBlockTo(DESIGN, 'social', to('nowhere', 'left', 0)),
    ];
    expect(refusals.map((r) => (r.moved ? 'moved' : r.reason && en(r.reason)))).toEqual([
      'Two columns cannot go inside a column.',
      'The footer slot stays the last block, outside the columns.',
      'The footer slot stays the last block.',
      'There is no such column.',
    ]);
  });

  it('leaves the design as it was when the block is already there', () => {
    expect(moveBlockTo(DESIGN, 'rname', to('cols', 'right', 0))).toEqual({ moved: false, reason: '' });
  });
});

describe('designer: Alt+arrow steps cross column boundaries', () => {
  /** Steps a block repeatedly, collecting the design's shape after each step, until the step is refused. */
  function walk(id: string, dir: 'up' | 'down') {
    const shapes: string[][] = [];
    let design = DESIGN;
    for (let target = stepTarget(design, id, dir); target; target = stepTarget(design, id, dir)) {
      const outcome = moveBlockTo(design, id, target);
      if (!outcome.moved) break;
      design = moved(outcome);
      shapes.push(shape(design));
    }
    return shapes;
  }

  it('walks a block down through the left column, the right column and out again, and stops above the footer', () => {
    expect(walk('name', 'down')).toEqual([
      ['cols[name,photo|rname,rtitle]', 'social', 'footer'],
      ['cols[photo,name|rname,rtitle]', 'social', 'footer'],
      ['cols[photo|name,rname,rtitle]', 'social', 'footer'],
      ['cols[photo|rname,name,rtitle]', 'social', 'footer'],
      ['cols[photo|rname,rtitle,name]', 'social', 'footer'],
      ['cols[photo|rname,rtitle]', 'name', 'social', 'footer'],
      ['cols[photo|rname,rtitle]', 'social', 'name', 'footer'],
    ]);
  });

  it('walks a block up into the end of the right column and out above the columns', () => {
    const shapes = walk('social', 'up');
    expect(shapes[0]).toEqual(['name', 'cols[photo|rname,rtitle,social]', 'footer']);
    expect(shapes.at(-1)).toEqual(['social', 'name', 'cols[photo|rname,rtitle]', 'footer']);
    expect(shapes).toHaveLength(7);
  });

  it('moves a columns block past whole blocks, never into a column', () => {
    expect(stepTarget(DESIGN, 'cols', 'up')).toEqual(to(null, null, 0));
    expect(stepTarget(DESIGN, 'cols', 'down')).toEqual(to(null, null, 2));
    expect(stepTarget(DESIGN, 'name', 'up')).toBeNull();
  });

  it('Alt+ArrowLeft and Alt+ArrowRight move between the columns at the same position, as far as the other column reaches', () => {
    expect(sideTarget(DESIGN, 'rtitle', 'left')).toEqual(to('cols', 'left', 1));
    expect(sideTarget(DESIGN, 'photo', 'right')).toEqual(to('cols', 'right', 0));
    expect(sideTarget(DESIGN, 'photo', 'left')).toBeNull();
    expect(sideTarget(DESIGN, 'social', 'left')).toBeNull();
  });
});

describe('designer: moves in words', () => {
  it('names the column and the position, and says when a block left the columns', () => {
    const inColumn = placeOf(DESIGN, 'rtitle')!;
    const top = placeOf(DESIGN, 'social')!;
    expect(describePlace(inColumn, en)).toBe('the right column, position 2 of 2');
    expect(movedSentence('Photo', top, inColumn, en)).toBe('Photo moved to the right column, position 2 of 2.');
    expect(movedSentence('Photo', inColumn, top, en)).toBe('Photo moved out of the columns, to position 3 of 4.');
    expect(movedSentence('Divider', top, top, en)).toBe('Divider moved to position 3 of 4.');
    const de = translator(blocksMessages, 'de');
    expect(movedSentence('Foto', top, inColumn, de)).toBe('Foto ist jetzt auf Position 2 von 2 in der rechten Spalte.');
  });
});
