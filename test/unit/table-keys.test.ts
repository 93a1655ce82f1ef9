import { TableClient } from '@azure/data-tables';
import { describe, expect, it } from 'vitest';
import { deleteIfPresent, getOrNull } from '../../shared/storage/entities.js';
import { TABLE_KEY_MAX_CHARS, storageAccepts, tableKey, tableKeyProblem } from '../../shared/storage/keys.js';

describe('the table key refinement', () => {
  it('accepts ordinary ids and addresses', () => {
    for (const ok of ['a-g-sales', 'ann.lee@fabrikam.test', 't_abc123', 'é-ünïcode', '..', 'x'.repeat(TABLE_KEY_MAX_CHARS)]) {
      expect(tableKeyProblem(ok)).toBeNull();
    }
  });

  it('refuses what Table Storage refuses, and empty or overlong values, in words', () => {
    for (const bad of ['a/b', 'a\\b', 'a#b', 'a?b', 'a\u0000b', 'a\u001fb', 'a\u007fb', 'a\u0085b', 'a\u009fb']) {
      expect(tableKeyProblem(bad)).toBe('must not contain "/", "\\", "#", "?" or control characters');
    }
    expect(tableKeyProblem('')).toBe('must not be empty');
    expect(tableKeyProblem('x'.repeat(41), 40)).toBe('must be at most 40 characters');
  });

  it('is a zod schema whose issue carries the reason', () => {
    const result = tableKey(10).safeParse('a/b');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['must not contain "/", "\\", "#", "?" or control characters']);
    expect(tableKey(10).parse('a-b')).toBe('a-b');
  });
});

describe('the store-level guard', () => {
  // Nothing listens here: a guarded call must answer without a request.
  const table = new TableClient('http://127.0.0.1:9/devstoreaccount1', 'nothing', {
    allowInsecureConnection: true,
    retryOptions: { maxRetries: 0 },
  });

  it('finds no row under a key storage cannot hold, without asking storage', async () => {
    expect(storageAccepts('')).toBe(true);
    expect(storageAccepts('a/b')).toBe(false);
    expect(await getOrNull(table, 'tenant', 'a/b')).toBeNull();
    expect(await getOrNull(table, 'a#b', 'row')).toBeNull();
    expect(await deleteIfPresent(table, 'tenant', 'a?b')).toBe(false);
  });
});
