import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../shared/local/defaults.js';

/** The newest modification time of the portal's sources under a folder (only the vocabularies, under shared/). */
function newestSource(dir: string, only = (_name: string) => true): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path, only));
    else if (only(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Browser tests run against the built portal: build it once per run when it is missing or older than its sources
 * (a fresh clone runs `npm ci` then `npm test`, with no build before).
 */
export default function buildPortal() {
  const root = repoRoot();
  const index = join(root, 'dist', 'portal', 'admin', 'index.html');
  const sources = Math.max(
    newestSource(join(root, 'portal')),
    newestSource(join(root, 'shared'), (name) => name === 'vocabulary.ts'),
    statSync(join(root, 'package-lock.json')).mtimeMs,
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
  execFileSync('npm', ['run', '-s', 'build:portal'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
