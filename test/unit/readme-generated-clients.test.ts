import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../shared/repo-root.js';

// The README's generated-client scripts are the files test/integration/generated-clients.test.ts runs: each block
// after a `<!-- generated-client: <file> -->` marker is that file, exactly.

const MARKER = /<!-- generated-client: ([\w./-]+) -->\n\n```\w+\n/g;

describe("the README's generated-client scripts", () => {
  it('are the example files the generated-client test runs, as they are written', async () => {
    const readme = await readFile(join(repoRoot(), 'README.md'), 'utf8');
    const blocks = [...readme.matchAll(MARKER)].map((m) => {
      const start = m.index + m[0].length;
      return { file: m[1], block: readme.slice(start, readme.indexOf('```\n', start)) };
    });
    expect(blocks.map((b) => b.file)).toEqual(['examples/generated-client/signatures.ts', 'examples/generated-client/signatures.pl']);
    for (const { file, block } of blocks)
      expect(block, `${file} differs from its README block`).toBe(await readFile(join(repoRoot(), file), 'utf8'));
  });
});
