import { readFileSync } from 'node:fs';
import type { Config } from '../config.js';
import { FixtureDirectory } from './fixture.js';
import { GraphDirectory } from './graph.js';
import type { Directory } from './types.js';

/** The fixture when `DIRECTORY_FIXTURE` names one, otherwise Microsoft Graph with the API's app credential. */
export function loadDirectory(config: Config): { directory: Directory; kind: string } {
  if (config.DIRECTORY_FIXTURE) {
    const fixture: unknown = JSON.parse(readFileSync(config.DIRECTORY_FIXTURE, 'utf8'));
    return { directory: new FixtureDirectory(fixture as ConstructorParameters<typeof FixtureDirectory>[0]), kind: 'fixture' };
  }
  if (!config.API_CLIENT_SECRET) {
    throw new Error('Invalid configuration: API_CLIENT_SECRET is required unless DIRECTORY_FIXTURE is set');
  }
  return {
    directory: GraphDirectory.withClientSecret({
      baseUrl: config.GRAPH_BASE_URL,
      authority: config.IDP_AUTHORITY,
      clientId: config.API_CLIENT_ID,
      clientSecret: config.API_CLIENT_SECRET,
    }),
    kind: 'graph',
  };
}
