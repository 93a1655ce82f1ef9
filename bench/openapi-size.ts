// The OpenAPI documents' size beside their operation count, computed in-process (no server): the key surface as
// `GET /api/admin/api-reference.json` serves it (indented JSON) and the document of every operation the portal's
// types are generated from. Each shared schema is written once under `components.schemas`.
import { pathToFileURL } from 'node:url';
import { buildOpenApi, type OpenApiScope } from '../shared/openapi/document.js';
import { routes } from '../shared/routes.js';

export interface OpenApiSize {
  scope: OpenApiScope;
  /** Bytes as served: JSON indented by two spaces. */
  servedKb: number;
  /** Bytes without whitespace. */
  compactKb: number;
  operations: number;
  namedSchemas: number;
}

export function openApiSizes(): OpenApiSize[] {
  return (['keys', 'all'] as const).map((scope) => {
    const doc = buildOpenApi(routes, 'http://localhost:7071', { scope });
    const kb = (text: string) => Math.round(Buffer.byteLength(text) / 1024);
    return {
      scope,
      servedKb: kb(JSON.stringify(doc, null, 2)),
      compactKb: kb(JSON.stringify(doc)),
      operations: Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0),
      namedSchemas: Object.keys(doc.components.schemas).length,
    };
  });
}

export function openApiSizeBench(): void {
  console.log('\nOpenAPI documents (in-process)');
  for (const s of openApiSizes()) {
    const what = s.scope === 'keys' ? 'key surface (api-reference.json)' : 'every operation (portal types)';
    console.log(
      `  ${what.padEnd(34)} ${String(s.servedKb).padStart(5)} kB as served, ${String(s.compactKb).padStart(4)} kB compact, ` +
        `${s.operations} operations, ${s.namedSchemas} named schemas`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) openApiSizeBench();
