// Compares two sets of page screenshots (`npm run screenshots` before and after a change; see USAGE).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { positionalsOf, readOptions, runCli, UsageError } from './cli.js';
import { diffImages, diffPng, type ImageDiff } from './screenshot-diff.js';

const USAGE = `Usage: npm run -s screenshots:compare -- <before dir> <after dir> [options]

Compares each screenshot (.jpeg, .png) found in both folders by name, pixel by pixel, and prints the pages sorted by
the share of their pixels that changed, then the names found in one folder only. Writes an image of each page that
changed beyond the threshold (the after page faded, changed pixels red) and exits 1 when there is one.

Options:
  --threshold <share>  the share of a page's pixels that may change, 0-1 (default 0.005: half a percent; two runs of
                       the same code differ by up to 0.4% on pages that show the time of day, e.g. monitoring)
  --noise <levels>     how far a channel may differ before its pixel counts as changed, 0-255 (default 40: JPEG noise)
  --out <dir>          where the images of changed pages go (default test-results/screenshot-diff; emptied first)
  --all                print every page, not only those that changed at all
  --help               this text
`;

const Options = z.object({
  threshold: z.coerce.number().min(0).max(1),
  noise: z.coerce.number().int().min(0).max(255),
  out: z.string().min(1, 'must name a directory'),
  all: z.boolean().optional(),
});

const IMAGE = /\.(?:jpe?g|png)$/i;
const images = async (dir: string) => (await readdir(dir)).filter((f) => IMAGE.test(f)).sort();
const percent = (fraction: number) => `${(fraction * 100).toFixed(fraction > 0 && fraction < 0.0001 ? 4 : 2)}%`;
const size = (s: { width: number; height: number }) => `${s.width}x${s.height}`;

const OPTIONS = {
  threshold: { type: 'string', default: '0.005' },
  noise: { type: 'string', default: '40' },
  out: { type: 'string', default: join('test-results', 'screenshot-diff') },
  all: { type: 'boolean' },
} as const;

async function main() {
  const { positionals: dirs, rest } = positionalsOf(OPTIONS);
  const o = readOptions(OPTIONS, Options, rest);
  if (!o) return void process.stdout.write(USAGE);
  if (dirs.length !== 2) throw new UsageError('name two folders: the screenshots before, then after');
  const [beforeDir, afterDir] = dirs.map((d) => resolve(d));
  const [before, after] = await Promise.all([images(beforeDir), images(afterDir)]);
  const both = before.filter((f) => after.includes(f));

  const out = resolve(o.out);
  await rm(out, { recursive: true, force: true });
  // One page at a time, its diff image written (or dropped) at once: a full-page image is megabytes of pixels.
  const results: Array<Omit<ImageDiff, 'diff'> & { name: string }> = [];
  for (const name of both) {
    const { diff, ...result } = await diffImages(join(beforeDir, name), join(afterDir, name), { noise: o.noise });
    results.push({ name, ...result });
    if (result.fraction <= o.threshold) continue;
    await mkdir(out, { recursive: true });
    await writeFile(join(out, name.replace(IMAGE, '.png')), await diffPng(diff));
  }
  results.sort((a, b) => b.fraction - a.fraction || a.name.localeCompare(b.name));
  const over = results.filter((r) => r.fraction > o.threshold);

  const shown = o.all ? results : results.filter((r) => r.changed > 0);
  const width = Math.max(4, ...shown.map((r) => r.name.length));
  const lines = [`${'page'.padEnd(width)}  ${'changed'.padStart(9)}  ${'pixels'.padStart(9)}  size (before → after)`];
  for (const r of shown) {
    const sizes = size(r.before) === size(r.after) ? size(r.after) : `${size(r.before)} → ${size(r.after)}`;
    const mark = r.fraction > o.threshold ? '  over' : '';
    lines.push(`${r.name.padEnd(width)}  ${percent(r.fraction).padStart(9)}  ${String(r.changed).padStart(9)}  ${sizes}${mark}`);
  }
  if (shown.length) process.stdout.write(`${lines.join('\n')}\n\n`);
  const onlyBefore = before.filter((f) => !after.includes(f));
  const onlyAfter = after.filter((f) => !before.includes(f));
  if (onlyBefore.length) process.stdout.write(`only before (${onlyBefore.length}): ${onlyBefore.join(', ')}\n`);
  if (onlyAfter.length) process.stdout.write(`only after (${onlyAfter.length}): ${onlyAfter.join(', ')}\n`);
  process.stdout.write(
    `${both.length} compared: ${results.filter((r) => r.changed === 0).length} identical, ` +
      `${over.length} changed beyond ${percent(o.threshold)} of their pixels${over.length ? ` (images in ${out})` : ''}\n`,
  );
  if (over.length) process.exitCode = 1;
}

runCli('screenshots:compare', main);
