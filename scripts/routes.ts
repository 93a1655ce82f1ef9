// Prints the route table as JSON (method, path, group, auth, guard, keys, flags, declared services) for tooling.
import { describeRoutes } from '../shared/routes.js';

process.stdout.write(JSON.stringify(describeRoutes(), null, 2) + '\n');
