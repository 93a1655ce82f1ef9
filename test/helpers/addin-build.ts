import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildAddin } from '../../scripts/build-addin.js';
import { repoRoot } from '../../shared/repo-root.js';

const newest = (path: string): number => {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
};

/**
 * The add-in as `npm run build:addin` writes it (`dist/portal/addin`), built first when it is missing or older than
 * its sources, its icons or the build script: tests check what is deployed, not a stand-in.
 */
export async function builtAddin(): Promise<string> {
  const root = repoRoot();
  const out = join(root, 'dist', 'portal', 'addin');
  const inputs = [join(root, 'addin', 'src'), join(root, 'addin', 'assets'), join(root, 'scripts', 'build-addin.ts')];
  const built = existsSync(out) && existsSync(join(out, '..', 'favicon.ico')) ? newest(out) : 0;
  if (built === 0 || inputs.some((p) => newest(p) > built)) await buildAddin(out);
  return out;
}
