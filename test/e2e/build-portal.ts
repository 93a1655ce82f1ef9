import { BUILD_STEPS, buildChanged } from '../../scripts/build-plan.js';
import { repoRoot } from '../../shared/repo-root.js';

/**
 * Browser tests run against the built portal: build it once per run when it never was or its sources changed since
 * (a fresh clone runs `npm ci` then `npm test`, with no build before). The same decision and stamp as `npm start`'s.
 */
export default function buildPortal() {
  buildChanged(
    BUILD_STEPS.filter((s) => s.name === 'portal'),
    repoRoot(),
    { typeCheck: false },
  );
}
