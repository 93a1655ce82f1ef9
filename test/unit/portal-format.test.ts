import { describe, expect, it } from 'vitest';
import { sentences } from '../../portal/src/format.js';

describe('portal: pieces of text read as sentences', () => {
  it('ends each piece with a full stop so a help text and a limit do not run together', () => {
    expect(sentences(['e.g. she/her', 'At most 200 characters'])).toBe('e.g. she/her. At most 200 characters.');
  });

  it('keeps the punctuation a piece has, and leaves empty pieces out', () => {
    expect(sentences(['Shown after your name.', null, '', false, 'Really?', ' Works with prefix `-webkit` '])).toBe(
      'Shown after your name. Really? Works with prefix `-webkit`.',
    );
    expect(sentences(['Say “hello.”', 'Partial (see notes)'])).toBe('Say “hello.” Partial (see notes).');
    expect(sentences([])).toBe('');
  });
});
