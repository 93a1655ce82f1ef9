import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { repoRoot } from '../shared/repo-root.js';

/**
 * Bundles the add-in: the event runtime as one classic script in ES2016 syntax (classic Outlook on Windows runs it
 * in a JavaScript-only runtime without modules), the task pane as a modern bundle, and their HTML pages.
 */
export async function buildAddin(outdir = join(repoRoot(), 'dist', 'portal', 'addin')): Promise<string> {
  const src = join(repoRoot(), 'addin', 'src');
  await mkdir(outdir, { recursive: true });
  const define = { __ADDIN_BASE_URL__: JSON.stringify(process.env.ADDIN_BASE_URL ?? '') };
  const common = { bundle: true, format: 'iife', legalComments: 'none', logLevel: 'warning', define } as const;
  await build({ ...common, entryPoints: [join(src, 'runtime.ts')], outfile: join(outdir, 'runtime.js'), target: 'es2016'});
  await build({ ...common, entryPoints: [join(src, 'taskpane.ts')], outfile: join(outdir, 'taskpane.js'), target: 'es2020' });
  for (const page of ['runtime.html', 'taskpane.html', 'taskpane.css']) await copyFile(join(src, page), join(outdir, page));
  return outdir;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildAddin();
