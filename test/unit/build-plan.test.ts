import { describe, expect, it } from 'vitest';
import { BUILD_STEPS, isStale, START_STEPS, type BuildState } from '../../scripts/build-plan.js';

const step = { name: 'portal', script: 'build:portal', inputs: ['portal', 'package-lock.json'] };
const state = (newest: Record<string, number>, stamps: Record<string, number>): BuildState => ({
  newest: (path) => newest[path] ?? 0,
  stamp: (name) => stamps[name] ?? null,
});

describe("npm start's build decision", () => {
  it('builds a step that never built', () => {
    expect(isStale(step, state({ portal: 10 }, {}))).toBe(true);
  });

  it('skips a step none of whose inputs changed since its stamp', () => {
    expect(isStale(step, state({ portal: 10, 'package-lock.json': 5 }, { portal: 10 }))).toBe(false);
  });

  it('builds a step when any one input is newer than its stamp', () => {
    expect(isStale(step, state({ portal: 10, 'package-lock.json': 11 }, { portal: 10 }))).toBe(true);
    expect(isStale(step, state({ portal: 12, 'package-lock.json': 1 }, { portal: 10 }))).toBe(true);
  });

  it('treats a missing input as unchanged', () => {
    expect(isStale(step, state({}, { portal: 10 }))).toBe(false);
  });

  it("covers `npm run build`'s scripts, in its order", async () => {
    const { readFile } = await import('node:fs/promises');
    const { repoRoot } = await import('../../shared/repo-root.js');
    const { scripts } = JSON.parse(await readFile(`${repoRoot()}/package.json`, 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.build).toBe(BUILD_STEPS.map((s) => `npm run -s ${s.script}`).join(' && '));
  });

  it('builds without the type check exactly what the step builds after it', async () => {
    const { readFile } = await import('node:fs/promises');
    const { repoRoot } = await import('../../shared/repo-root.js');
    const { scripts } = JSON.parse(await readFile(`${repoRoot()}/package.json`, 'utf8')) as { scripts: Record<string, string> };
    const unchecked = BUILD_STEPS.filter((s) => s.unchecked !== undefined);
    expect(unchecked.map((s) => s.name)).toEqual(['portal', 'addin']);
    for (const s of unchecked) {
      expect(scripts[s.unchecked!]).toBeDefined();
      expect(scripts[s.script]).toMatch(new RegExp(`^tsc -p \\S+ && npm run -s ${s.unchecked}$`));
    }
  });

  it('starts the local host in place of the deployed service, with the rest of the build as it is', () => {
    expect(START_STEPS.map((s) => s.script)).toEqual(['build:local', ...BUILD_STEPS.slice(1).map((s) => s.script)]);
    expect(START_STEPS.slice(1)).toEqual(BUILD_STEPS.slice(1));
  });
});
