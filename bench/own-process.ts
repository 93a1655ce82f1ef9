// A scenario that measures its own process (its resident memory) runs in a process of its own, so that what earlier
// scenarios left in the bench's heap is not counted; a process that fails makes the scenario broken.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../local/defaults.js';
import { NODE_FLAGS } from '../shared/runtime/node-flags.js';
import { markBroken } from './verdict.js';

/** Runs `script` (under bench/) with the service's Node flags, its output printed as it comes. */
export async function inOwnProcess(script: string, name: string): Promise<void> {
  const child = spawn(process.execPath, [...NODE_FLAGS, '--import', 'tsx', join(repoRoot(), 'bench', script)], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) markBroken(name, `its process ended with ${code ?? 'a signal'}`);
}
