import { describe, expect, it } from 'vitest';
import type { CompanionRow } from '../../shared/rendering/generation.js';
import { decodeKept, encodeKept, type KeptInputs } from '../../shared/signature/kept-inputs.js';

const inputs = (html = '<p>Legal</p>'): KeptInputs => ({
  templates: {
    paused: false,
    roles: { new: 't1', reply: null },
    unpublished: ['t2'],
    live: { t1: { name: 'Sales', blob: 'b', version: 3, tracking: true } },
  },
  exclusions: { mode: 'exclusion', listed: ['ann@fabrikam.test'] },
  fields: [],
  imports: false,
  blocks: [
    {
      id: 'f1',
      kind: 'footer',
      name: 'Legal',
      html,
      active: true,
      startsAt: null,
      endsAt: null,
      audience: 'everyone',
      position: 'below',
      createdAt: '2026-11-28T00:00:00.000Z',
      updatedAt: '2026-11-28T00:00:00.000Z',
      updatedBy: 'admin@fabrikam.test',
    },
  ],
  rules: [],
  internal: ['fabrikam.test'],
  rollouts: {},
});
const at = new Date('2026-11-28T12:00:00Z');
const asRow = (props: Record<string, string | number> | null) => (props ? ({ ...props, etag: '' } as CompanionRow) : null);

describe('inputs kept beside the generation', () => {
  it('read back as written, for the generation they name', () => {
    const kept = inputs();
    expect(decodeKept(asRow(encodeKept(kept, 'g1', at)), 'g1', at)).toEqual(kept);
  });

  it('are passed over for another generation, another format, or when written more than ten minutes off', () => {
    const row = asRow(encodeKept(inputs(), 'g1', at));
    expect(decodeKept(row, 'g2', at)).toBeNull();
    expect(decodeKept(row && { ...row, format: 0 }, 'g1', at)).toBeNull();
    expect(decodeKept(row, 'g1', new Date(at.getTime() + 10 * 60_000 + 1))).toBeNull();
    expect(decodeKept(row, 'g1', new Date(at.getTime() - 10 * 60_000 - 1))).toBeNull();
    expect(decodeKept(row, 'g1', new Date(at.getTime() + 10 * 60_000))).not.toBeNull();
    expect(decodeKept(null, 'g1', at)).toBeNull();
  });

  it('are cut in pieces a property holds, never inside a surrogate pair, and not kept past what a row holds', () => {
    // An emoji (two UTF-16 code units) straddling every possible cut.
    const long = inputs(`<p>${'😀'.repeat(40_000)}x</p>`);
    const props = encodeKept(long, 'g1', at)!;
    expect(props.pieces).toBeGreaterThan(2);
    for (let i = 0; i < (props.pieces as number); i++) {
      const piece = props[`p${i}`] as string;
      expect(piece.length).toBeLessThanOrEqual(30_000);
      expect(piece).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    }
    expect(decodeKept(asRow(props), 'g1', at)).toEqual(long);
    expect(encodeKept(inputs('x'.repeat(460_000)), 'g1', at)).toBeNull();
  });
});
