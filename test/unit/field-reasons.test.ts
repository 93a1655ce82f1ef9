import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldReasons } from '../../shared/http/body.js';
import { plainReason } from '../../shared/http/reasons.js';

const reasons = (schema: z.ZodType, value: unknown) => fieldReasons(schema.safeParse(value, { error: plainReason }).error!, 'body');

describe('field reasons', () => {
  it('say what is expected in words', () => {
    const S = z.strictObject({
      days: z.coerce.number(),
      count: z.number().int().min(1).max(10),
      role: z.enum(['new', 'reply']),
      name: z.string().max(200),
      tags: z.array(z.string()).min(1),
      email: z.email(),
      at: z.iso.datetime(),
    });
    expect(reasons(S, { days: 'abc', count: 1.5, role: 'x', name: 'a'.repeat(201), tags: [], email: 'no', at: 'soon', extra: 1 })).toEqual({
      days: 'must be a number',
      count: 'must be a whole number',
      role: 'must be one of: new, reply',
      name: 'must be at most 200 characters',
      tags: 'must not be empty',
      email: 'must be an e-mail address',
      at: 'must be an ISO-8601 date and time',
      extra: 'is not allowed',
    });
    expect(reasons(S.pick({ role: true, count: true }).strict(), {})).toEqual({ role: 'is required', count: 'is required' });
    expect(reasons(z.object({ count: z.number().max(10) }), { count: 11 })).toEqual({ count: 'must be at most 10' });
    expect(reasons(S, 'text')).toEqual({ body: 'must be an object' });
  });

  it("keep a schema's own message", () => {
    expect(reasons(z.object({ name: z.string().min(1, 'a name is required') }), { name: '' })).toEqual({ name: 'a name is required' });
  });
});
