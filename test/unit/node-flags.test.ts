import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../shared/repo-root.js';
import { missingNodeFlags, NODE_FLAGS } from '../../shared/runtime/node-flags.js';

const read = (...path: string[]) => readFileSync(join(repoRoot(), ...path), 'utf8');

describe('the Node flags the service runs with', () => {
  it.each(NODE_FLAGS)('%s is given wherever the service or the relay starts', (flag) => {
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    for (const script of ['start', 'bench']) expect(pkg.scripts[script].split(' ')).toContain(flag);
    expect(read('infra', 'modules', 'functions.bicep')).toMatch(new RegExp(`languageWorkers__node__arguments: '[^']*${flag}`));
    expect(read('relay', 'Dockerfile')).toContain(`"${flag}"`);
  });

  it('are the test workers’ own, so the suite runs what production runs', () => {
    expect(missingNodeFlags()).toEqual([]);
  });

  it('are asked of each Node that lacks them: Node 24 has the async context frame by default', () => {
    expect(missingNodeFlags([], '22.23.3')).toEqual([...NODE_FLAGS]);
    expect(missingNodeFlags([...NODE_FLAGS], '22.23.3')).toEqual([]);
    expect(missingNodeFlags(['--experimental-async-context-frame'], '22.23.3')).toEqual(['--heap-growing-percent=30']);
    expect(missingNodeFlags([], '24.1.0')).toEqual(['--heap-growing-percent=30']);
  });
});
