/**
 * The samples of a Prometheus text answer, by series as rendered (`name{label="value",...}`); the `# HELP` and
 * `# TYPE` lines by metric name. Only what `GET /admin/metrics` renders: one sample per line, no timestamps.
 */
export function samplesOf(text: string): { samples: Map<string, number>; types: Map<string, string> } {
  const samples = new Map<string, number>();
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.startsWith('# TYPE ')) {
      const [name, type] = line.slice(7).split(' ');
      types.set(name, type);
    } else if (line && !line.startsWith('#')) {
      const space = line.lastIndexOf(' ');
      samples.set(line.slice(0, space), Number(line.slice(space + 1)));
    }
  }
  return { samples, types };
}

/** How much each series moved from `before` to `after` (a series new in `after` moved from 0); unmoved ones left out. */
export function movedBetween(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  const moved = new Map<string, number>();
  for (const [series, value] of after) {
    const delta = value - (before.get(series) ?? 0);
    if (delta !== 0) moved.set(series, delta);
  }
  return moved;
}

/** The moved series of one metric (its name, or a histogram's `_count`), as an object for an exact `toEqual`. */
export const movedOf = (moved: Map<string, number>, name: string) =>
  Object.fromEntries([...moved].filter(([series]) => series === name || series.startsWith(`${name}{`)));
