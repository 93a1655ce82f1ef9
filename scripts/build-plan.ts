import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../shared/repo-root.js';

/** One step of `npm run build`: the npm script that runs it and the files and folders it reads. */
interface BuildStep {
  name: string;
  script: string;
  /** The npm script that writes the same output without checking types first (`npm run typecheck` checks them). */
  unchecked?: string;
  // Files and folders it reads; "folder/**/name" reads only the files of that name under the folder.
  inputs: string[];
}

const SERVICE: BuildStep = {
  name: 'service',
  script: 'build:service',
  inputs: ['functions', 'shared', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'],
};
/** The local host with the part of the service it runs (tsconfig.local.json): what `npm start` and the bench run. */
const LOCAL_HOST: BuildStep = {
  name: 'local-host',
  script: 'build:local',
  inputs: ['local', 'shared', 'relay', 'types', 'tsconfig.json', 'tsconfig.local.json', 'package-lock.json'],
};
const API_TYPES: BuildStep = { name: 'api-types', script: 'api:types', inputs: ['shared', 'scripts/api-types.ts', 'package-lock.json'] };
// The portal imports the service's dependency-free vocabularies (shared/<feature>/vocabulary.ts) and nothing else of it.
const PORTAL: BuildStep = {
  name: 'portal',
  script: 'build:portal',
  unchecked: 'bundle:portal',
  inputs: ['portal', 'shared/**/vocabulary.ts', 'package-lock.json'],
};
const ADDIN: BuildStep = {
  name: 'addin',
  script: 'build:addin',
  unchecked: 'bundle:addin',
  inputs: ['addin', 'scripts/build-addin.ts', 'package-lock.json'],
};

/** `npm run build`'s steps, in its order (the API types feed the portal, so they come before it): what deploys. */
export const BUILD_STEPS: readonly BuildStep[] = [SERVICE, API_TYPES, PORTAL, ADDIN];

/** `npm start`'s steps: the same, but the local host in place of the deployed service (it compiles what it runs). */
export const START_STEPS: readonly BuildStep[] = [LOCAL_HOST, API_TYPES, PORTAL, ADDIN];

/** What the decision needs to know about the disk: the newest modification time under a path, and a step's stamp. */
export interface BuildState {
  /** The newest modification time of a file or anything under a folder (0 when it does not exist). */
  newest(path: string): number;
  /** When the step last finished building from sources of that moment, or null if it never did. */
  stamp(step: string): number | null;
}

/** A step must run when it never ran, or when any of its inputs changed after the build its stamp records. */
export function isStale(step: BuildStep, state: BuildState): boolean {
  const stamp = state.stamp(step.name);
  return stamp === null || step.inputs.some((input) => state.newest(input) > stamp);
}

const STAMPS = (root: string) => join(root, 'dist', '.build');

function newestUnder(path: string, only?: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return only === undefined || path.endsWith(`/${only}`) ? stat.mtimeMs : 0;
  let newest = only === undefined ? stat.mtimeMs : 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestUnder(join(path, entry), only));
  return newest;
}

/** The state of the repository at `root` on disk. */
function diskState(root = repoRoot()): BuildState {
  return {
    newest: (path) => {
      const [folder, only] = path.split('/**/');
      return newestUnder(join(root, folder), only);
    },
    stamp: (step) => {
      const file = join(STAMPS(root), step);
      return existsSync(file) ? statSync(file).mtimeMs : null;
    },
  };
}

interface BuildOptions {
  /**
   * Whether a step checks its types before it builds (default true). The test run builds without: its global setup
   * waits for the build before any test starts, the output is the same, and `npm run typecheck` checks the types.
   */
  typeCheck?: boolean;
}

/**
 * Runs the steps whose inputs changed since their last build, in order, each through its npm script, and stamps
 * each with the time it started (a source saved during the build makes the next start build again). Returns the
 * names of the steps it ran.
 */
export function buildChanged(steps: readonly BuildStep[], root = repoRoot(), o: BuildOptions = {}): string[] {
  const state = diskState(root);
  const ran: string[] = [];
  for (const step of steps) {
    if (!isStale(step, state)) continue;
    const started = new Date();
    // Vitest (the test run builds the portal) sets NODE_ENV=test, which would make Vite build React's development bundle.
    const script = o.typeCheck === false ? (step.unchecked ?? step.script) : step.script;
    execFileSync('npm', ['run', '-s', script], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    mkdirSync(STAMPS(root), { recursive: true });
    const file = join(STAMPS(root), step.name);
    writeFileSync(file, '');
    utimesSync(file, started, started);
    ran.push(step.name);
  }
  return ran;
}
