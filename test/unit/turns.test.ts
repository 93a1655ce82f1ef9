import { describe, expect, it } from 'vitest';
import { removedBySanitiser, removedInSteps } from '../../shared/rendering/sanitize.js';
import { RenderingService } from '../../shared/rendering/service.js';
import { allAtOnce, inTurns, type Steps } from '../../shared/rendering/turns.js';
import { MAX_BODY_CHARS } from '../../shared/templates/schemas.js';

/** A body at the size limit: rows of a table with styles, a link, an image and placeholders, and what sanitising removes. */
const row = (i: number) =>
  `<tr><td style="color:#333"><strong>{{displayName}}</strong> {{jobTitle}}<br><a href="https://example.com/${i}" onclick="x()">web</a>` +
  `<img src="https://example.com/logo.png" alt="" width="120"><script>x</script></td></tr>\n`;
function atLimit(): string {
  let body = '<table>';
  for (let i = 0; body.length + row(i).length + 8 <= MAX_BODY_CHARS; i++) body += row(i);
  return `${body}</table>`;
}
const BIG = atLimit();

describe('work in steps', () => {
  function* counted(log: string[]): Steps<number> {
    log.push('a');
    yield;
    log.push('b');
    yield;
    return log.length;
  }

  it('runs the same steps at once or a turn each, and lets other work run between them only in turns', async () => {
    const atOnce: string[] = [];
    expect(allAtOnce(counted(atOnce))).toBe(2);
    const inOrder: string[] = [];
    const done = inTurns(counted(inOrder));
    setImmediate(() => inOrder.push('other'));
    expect(await done).toBe(3);
    expect([atOnce, inOrder]).toEqual([
      ['a', 'b'],
      ['a', 'other', 'b'],
    ]);
  });

  it('answers a refusal of a step as the rejection of the whole', async () => {
    function* failing(): Steps<never> {
      yield;
      throw new Error('refused');
    }
    await expect(inTurns(failing())).rejects.toThrow('refused');
  });

  it('renders and compares a body at the size limit in turns exactly as at once', async () => {
    expect(BIG.length).toBeGreaterThan(MAX_BODY_CHARS - row(99_999).length);
    const rendering = new RenderingService({} as never, async () => null);
    expect(await rendering.renderInTurns(BIG, { person: { displayName: 'Ada <Lovelace>' } })).toEqual(
      rendering.render(BIG, { person: { displayName: 'Ada <Lovelace>' } }),
    );
    const clean = rendering.render(BIG).html;
    expect(await inTurns(removedInSteps(BIG, clean))).toEqual(removedBySanitiser(BIG, clean));
    expect(removedBySanitiser(BIG, clean).map((r) => r.item)).toEqual(['onclick attribute on <a>', '<script>']);
  });
});
