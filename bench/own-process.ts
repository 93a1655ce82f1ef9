// A scenario that measures its own process (its resident memory), or whose load generator runs in it (the relay's),
// runs in a process of its own, so that what earlier scenarios left in the bench's heap is neither counted nor slows
// it; a process that fails makes the scenario broken.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../local/defaults.js';
import { NODE_FLAGS } from '../shared/runtime/node-flags.js';
import { markBroken } from './verdict.js';

/** Runs `script` (under bench/) with these Node flags (the service's by default), its output printed as it comes. */
export async function inOwnProcess(script: string, name: string, flags: readonly string[] = NODE_FLAGS): Promise<void> {
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', join(repoRoot(), 'bench', script)], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) markBroken(name, `its process ended with ${code ?? 'a signal'}`);
}
