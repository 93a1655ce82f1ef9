// Writes portal/src/api/schema.d.ts: the TypeScript types of every operation, generated from the route table through
// the full OpenAPI document. `npm run build` runs it; a test fails while the committed file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildOpenApi } from '../shared/apikeys/openapi.js';
import { routes } from '../shared/routes.js';

export const API_TYPES_FILE = join(import.meta.dirname, '..', 'portal', 'src', 'api', 'schema.d.ts');

const HEADER = `/**
 * Generated from the service's route table (every operation, through the full OpenAPI document): do not edit.
 * Regenerate with \`npm run api:types\` (\`npm run build\` runs it).
 */

`;

/** The full OpenAPI document the portal's types come from; the server URL plays no part in the types. */
export const fullDocument = () => buildOpenApi(routes, '/', { scope: 'all' });

export async function generateApiTypes(): Promise<string> {
  const nodes = await openapiTS(fullDocument() as unknown as OpenAPI3, { silent: true });
  return HEADER + astToString(nodes);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const types = await generateApiTypes();
  // Written only when it changed, so an unchanged route table leaves the portal's build up to date.
  if ((await readFile(API_TYPES_FILE, 'utf8').catch(() => null)) !== types) await writeFile(API_TYPES_FILE, types);
}
