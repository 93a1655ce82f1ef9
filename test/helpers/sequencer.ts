import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Milliseconds a file costs per byte of its source, by what it starts: a browser, processes, or only in-process
 * hosts. Rough (measured on the suite's own files), but their order is what matters: a browser file of 6 kB takes
 * longer than an API file of 30 kB.
 */
const MS_PER_BYTE = { browser: 4, processes: 3, inProcess: 0.3 } as const;

function estimate(file: string): number {
  const source = readFileSync(file, 'utf8');
  if (/\blaunchBrowser\(|\bchromium\b/.test(source)) return source.length * MS_PER_BYTE.browser;
  if (/node:child_process/.test(source)) return source.length * MS_PER_BYTE.processes;
  return source.length * MS_PER_BYTE.inProcess;
}

/**
 * Longest files first, so the workers end together instead of one starting a long browser file when the others
 * have nothing left. A file's length is its duration in the last run (Vitest's cache) or, on a fresh machine (CI)
 * where there is none, an estimate from its size and what it starts. A file that failed last time still runs first.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const cost = new Map<TestSpecification, { failed: boolean; ms: number }>();
    for (const spec of files) {
      const result = cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`);
      cost.set(spec, { failed: result?.failed ?? false, ms: result?.duration ?? estimate(spec.moduleId) });
    }
    return [...files].sort((a, b) => {
      const [ca, cb] = [cost.get(a)!, cost.get(b)!];
      return Number(cb.failed) - Number(ca.failed) || cb.ms - ca.ms;
    });
  }
}
