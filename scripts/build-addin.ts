import { copyFile, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ADDIN } from '../addin/manifest/description.js';
import { FAVICON_PATH, STANDIN_PAGE } from '../shared/addin/files.js';
import { repoRoot } from '../shared/repo-root.js';

/** An .ico holding PNG images (as Windows Vista and every browser read them): header, one entry per image, the images. */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/**
 * Bundles the add-in: the event runtime as one classic script in ES2016 syntax (classic Outlook on Windows runs it
 * in a JavaScript-only runtime without modules), the task pane as a modern bundle, their HTML pages, the icons the
 * manifests name (addin/assets), the Office.js stand-in with its page, and beside its folder the site's favicon made from them.
 */
export async function buildAddin(outdir = join(repoRoot(), 'dist', 'portal', 'addin')): Promise<string> {
  const src = join(repoRoot(), 'addin', 'src');
  const assets = join(repoRoot(), 'addin', 'assets');
  await mkdir(outdir, { recursive: true });
  const define = { __ADDIN_BASE_URL__: JSON.stringify(process.env.ADDIN_BASE_URL ?? '') };
  const common = { bundle: true, format: 'iife', legalComments: 'none', logLevel: 'warning', define } as const;
  await build({ ...common, entryPoints: [join(src, 'runtime.ts')], outfile: join(outdir, 'runtime.js'), target: 'es2016' });
  await build({ ...common, entryPoints: [join(src, 'taskpane.ts')], outfile: join(outdir, 'taskpane.js'), target: 'es2020' });
  // The Office.js stand-in and its page, which loads the same runtime.js: the portal's compose window runs it there.
  await build({ ...common, entryPoints: [join(src, 'standin', 'frame.ts')], outfile: join(outdir, 'standin.js'), target: 'es2020' });
  for (const page of ['runtime.html', 'taskpane.html', 'taskpane.css']) await copyFile(join(src, page), join(outdir, page));
  await copyFile(join(src, 'standin', 'frame.html'), join(outdir, STANDIN_PAGE));
  await cp(assets, join(outdir, 'assets'), { recursive: true });
  const favicon = await Promise.all(
    ([16, 32] as const).map(async (size) => ({ size, png: await readFile(join(assets, ADDIN.icons.sized[size])) })),
  );
  await writeFile(join(outdir, '..', FAVICON_PATH), icoOf(favicon));
  return outdir;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildAddin();
