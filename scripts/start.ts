// `npm start`: checks the port first, builds only what changed since the last build (START_STEPS: the local host, not
// the deployed service), then runs the built local host.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { usablePortOrExit } from '../local/port.js';
import { repoRoot } from '../shared/repo-root.js';
import { buildChanged, START_STEPS } from './build-plan.js';

// The same checks the host makes when it binds; here they run before a build can take a minute.
await usablePortOrExit();
const built = buildChanged(START_STEPS);
if (built.length) console.log(`built: ${built.join(', ')}`);
await import(pathToFileURL(join(repoRoot(), 'dist', 'local', 'main.js')).href);
