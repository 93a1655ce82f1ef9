import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../shared/repo-root.js';
import { missingNodeFlags, NODE_FLAGS, RELAY_NODE_FLAGS } from '../../shared/runtime/node-flags.js';

const read = (...path: string[]) => readFileSync(join(repoRoot(), ...path), 'utf8');
/** The flags of the relay image's command, in order. */
const relayImageFlags = () => {
  const command = /^CMD \[(.*)\]$/m.exec(read('relay', 'Dockerfile'))?.[1] ?? '';
  return (JSON.parse(`[${command}]`) as string[]).filter((word) => word.startsWith('--'));
};

describe('the Node flags the service and the relay run with', () => {
  it.each(NODE_FLAGS)('%s is given wherever the service starts', (flag) => {
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    for (const script of ['start', 'bench']) expect(pkg.scripts[script].split(' ')).toContain(flag);
    expect(read('infra', 'modules', 'functions.bicep')).toMatch(new RegExp(`languageWorkers__node__arguments: '[^']*${flag}`));
  });

  it("are the relay image's own, and no other", () => {
    expect(relayImageFlags()).toEqual([...RELAY_NODE_FLAGS]);
  });

  it('are the test workers’ own, so the suite runs what production runs', () => {
    expect(missingNodeFlags()).toEqual([]);
  });

  it('are asked of each Node that lacks them: Node 24 has the async context frame by default', () => {
    expect(missingNodeFlags(NODE_FLAGS, [], '22.23.3')).toEqual([...NODE_FLAGS]);
    expect(missingNodeFlags(NODE_FLAGS, [...NODE_FLAGS], '22.23.3')).toEqual([]);
    expect(missingNodeFlags(NODE_FLAGS, ['--experimental-async-context-frame'], '22.23.3')).toEqual(['--heap-growing-percent=30']);
    expect(missingNodeFlags(NODE_FLAGS, [], '24.1.0')).toEqual(['--heap-growing-percent=30']);
  });

  it("ask the relay's process only for its own", () => {
    expect(missingNodeFlags(RELAY_NODE_FLAGS, ['--experimental-async-context-frame'], '22.23.3')).toEqual([]);
    expect(missingNodeFlags(RELAY_NODE_FLAGS, [], '24.1.0')).toEqual([]);
  });
});
