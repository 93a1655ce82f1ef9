import { describe, expect, it } from 'vitest';
import { refusalAnswer, refuse } from '../../shared/http/errors.js';
import type { ApiResponse } from '../../shared/http/types.js';
import { LAST_GOOD_MS, LastGoodAnswers, STALE_HEADER } from '../../shared/signature/last-good.js';
import { wholeBody } from '../../shared/http/types.js';

const good: ApiResponse = { status: 200, headers: { etag: '"a"' }, body: '{"html":"<p>Ann</p>"}' };
/** What storage being out looks like to the signature path: a network failure the error mapping answers 503 for. */
const storageOut = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));

function kept() {
  let now = Date.parse('2026-11-28T09:00:00Z');
  const answers = new LastGoodAnswers(1024 * 1024, () => now);
  return { answers, advance: (ms: number) => (now += ms) };
}

describe('the last good signature answers', () => {
  it('serve the last good answer for the same organisation, mailbox and shape while storage is out, marked stale', async () => {
    const { answers, advance } = kept();
    await answers.around('t1', 'ann@x', 'ann@x|new|', async () => good);
    advance(60_000);
    const stale = await answers.around('t1', 'ann@x', 'ann@x|new|', storageOut);
    expect(stale.headers?.[STALE_HEADER]).toBe('2026-11-28T09:00:00.000Z');
    expect(JSON.parse(String(wholeBody(stale.body)))).toEqual({ stale: '2026-11-28T09:00:00.000Z', html: '<p>Ann</p>' });
    expect(stale.headers?.etag).not.toBe('"a"');
    // The refusal that says storage is out, answered rather than thrown, is replaced alike.
    const answered = await answers.around('t1', 'ann@x', 'ann@x|new|', async () => refusalAnswer(refuse('storage_unavailable')));
    expect(answered.headers?.[STALE_HEADER]).toBe('2026-11-28T09:00:00.000Z');
  });

  it('never across organisations, mailboxes or shapes', async () => {
    const { answers } = kept();
    await answers.around('t1', 'ann@x', 'ann@x|new|', async () => good);
    await expect(answers.around('t2', 'ann@x', 'ann@x|new|', storageOut)).rejects.toThrow('ECONNREFUSED');
    await expect(answers.around('t1', 'bob@x', 'ann@x|new|', storageOut)).rejects.toThrow('ECONNREFUSED');
    await expect(answers.around('t1', 'ann@x', 'ann@x|reply|', storageOut)).rejects.toThrow('ECONNREFUSED');
  });

  it('never for another failure than storage: a directory out, an unexpected error', async () => {
    const { answers } = kept();
    await answers.around('t1', 'ann@x', 's', async () => good);
    const directory = refusalAnswer(refuse('directory_unavailable'));
    expect(await answers.around('t1', 'ann@x', 's', async () => directory)).toBe(directory);
    await expect(answers.around('t1', 'ann@x', 's', () => Promise.reject(new TypeError('boom')))).rejects.toThrow('boom');
  });

  it('forget a mailbox refused since (every shape), and keep none past a day', async () => {
    const { answers, advance } = kept();
    await answers.around('t1', 'ann@x', 's1', async () => good);
    await answers.around('t1', 'ann@x', 's2', async () => good);
    await answers.around('t1', 'ann@x', 's1', async () => refusalAnswer(refuse('signature_unavailable')));
    await expect(answers.around('t1', 'ann@x', 's2', storageOut)).rejects.toThrow('ECONNREFUSED');

    await answers.around('t1', 'bob@x', 's1', async () => good);
    advance(LAST_GOOD_MS - 1);
    expect((await answers.around('t1', 'bob@x', 's1', storageOut)).status).toBe(200);
    advance(2);
    await expect(answers.around('t1', 'bob@x', 's1', storageOut)).rejects.toThrow('ECONNREFUSED');
  });
});
