// `npm start`: checks the port first, builds only what changed since the last build, then runs the built local host.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkPortFree, portFrom, StartError } from '../shared/local/port.js';
import { repoRoot } from '../shared/repo-root.js';
import { buildChanged } from './build-plan.js';

try {
  // The same checks the host makes when it binds; here they run before a build can take a minute.
  await checkPortFree(portFrom(process.env.PORT || '7071'), process.env.HOST ?? '127.0.0.1');
} catch (err) {
  console.error(err instanceof StartError ? err.message : `start failed: ${(err as Error).message}`);
  process.exit(1);
}
const built = buildChanged();
if (built.length) console.log(`built: ${built.join(', ')}`);
await import(pathToFileURL(join(repoRoot(), 'dist', 'shared', 'local', 'main.js')).href);
