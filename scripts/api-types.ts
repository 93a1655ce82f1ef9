// Writes the TypeScript types of the service's operations, generated from the route table through the OpenAPI
// document: portal/src/api/schema.d.ts (every operation: the portal and the tests) and addin/src/schema.d.ts (the
// add-in's own operations). `npm run build` runs it; a test fails while a committed file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildOpenApi } from '../shared/openapi/document.js';
import type { Route } from '../shared/http/route.js';
import { routes } from '../shared/routes.js';

const root = join(import.meta.dirname, '..');
const API_TYPES_FILE = join(root, 'portal', 'src', 'api', 'schema.d.ts');

/** Each generated file and the operations it types. */
export const API_TYPES = [
  { file: API_TYPES_FILE, what: 'every operation, through the full OpenAPI document', routes },
  {
    file: join(root, 'addin', 'src', 'schema.d.ts'),
    what: "the add-in's operations, through the OpenAPI document",
    routes: routes.filter((r) => r.auth === 'addin'),
  },
] as const;

const header = (what: string) => `/**
 * Generated from the service's route table (${what}): do not edit.
 * Regenerate with \`npm run api:types\` (\`npm run build\` runs it).
 */

`;

/** The OpenAPI document the types come from (by default every operation); the server URL plays no part in the types. */
export const fullDocument = (selected: readonly Route[] = routes) => buildOpenApi(selected, '/', { scope: 'all' });

export async function generateApiTypes(
  { what, routes: selected }: Pick<(typeof API_TYPES)[number], 'what' | 'routes'> = API_TYPES[0],
): Promise<string> {
  // A property with a default is optional where it is sent: the shared input schemas (`DesignInput`) are components,
  // where openapi-typescript would otherwise make it required (it exempts only inline request bodies).
  const nodes = await openapiTS(fullDocument(selected) as unknown as OpenAPI3, { silent: true, defaultNonNullable: false });
  return header(what) + astToString(nodes);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const target of API_TYPES) {
    const types = await generateApiTypes(target);
    // Written only when it changed, so an unchanged route table leaves the portal's build up to date.
    if ((await readFile(target.file, 'utf8').catch(() => null)) !== types) await writeFile(target.file, types);
  }
}
