import { describe, expect, it } from 'vitest';
import { GenerationMemo } from '../../shared/signature/inputs.js';

/** A generation per tenant that a test moves on, as a change to what signatures show does. */
function generations() {
  const current = new Map<string, number>();
  return {
    current: async (tenantId: string) => String(current.get(tenantId) ?? 0),
    bump: (tenantId: string) => current.set(tenantId, (current.get(tenantId) ?? 0) + 1),
  };
}

describe('organisation-level inputs of the compose path', () => {
  it('are read once a generation, shared by composes in flight, and read again after a change', async () => {
    const gens = generations();
    const memo = new GenerationMemo(gens);
    let reads = 0;
    const load = async () => ++reads;
    expect(await Promise.all([memo.get('t1', 'rules', load), memo.get('t1', 'rules', load)])).toEqual([1, 1]);
    expect(await memo.get('t1', 'rules', load)).toBe(1);
    gens.bump('t1');
    expect(await memo.get('t1', 'rules', load)).toBe(2);
    expect(reads).toBe(2);
  });

  it('never answers one organisation with another’s', async () => {
    const memo = new GenerationMemo(generations());
    await memo.get('t1', 'fields', async () => 't1 fields');
    expect(await memo.get('t2', 'fields', async () => 't2 fields')).toBe('t2 fields');
  });

  it('forgets a failed read, so the next compose reads again', async () => {
    const memo = new GenerationMemo(generations());
    await expect(memo.get('t1', 'rules', () => Promise.reject(new Error('storage down')))).rejects.toThrow('storage down');
    expect(await memo.get('t1', 'rules', async () => 'read again')).toBe('read again');
  });

  it('keeps at most its limit, dropping the least recently used first', async () => {
    const memo = new GenerationMemo(generations(), 2);
    let reads = 0;
    const load = async () => ++reads;
    await memo.get('t1', 'a', load);
    await memo.get('t1', 'b', load);
    await memo.get('t1', 'a', load); // a used again: b is now the oldest
    await memo.get('t1', 'c', load);
    expect(reads).toBe(3);
    await memo.get('t1', 'a', load);
    expect(reads).toBe(3);
    await memo.get('t1', 'b', load);
    expect(reads).toBe(4);
  });
});
