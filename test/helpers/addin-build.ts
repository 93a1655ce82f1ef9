import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildAddin } from '../../scripts/build-addin.js';
import { BUILD_STEPS, buildChanged } from '../../scripts/build-plan.js';
import { repoRoot } from '../../shared/repo-root.js';

/**
 * The add-in as `npm run build:addin` writes it (`dist/portal/addin`), rebuilt by `npm start`'s own decision when its
 * sources changed since its last build (or built when its output is gone): tests check what is deployed, not a stand-in.
 */
export async function builtAddin(): Promise<string> {
  const out = join(repoRoot(), 'dist', 'portal', 'addin');
  buildChanged(
    BUILD_STEPS.filter((s) => s.name === 'addin'),
    repoRoot(),
    { typeCheck: false },
  );
  if (!existsSync(out) || !existsSync(join(out, '..', 'favicon.ico'))) await buildAddin(out);
  return out;
}
