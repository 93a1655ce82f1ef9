import { join } from 'node:path';
import { repoRoot } from '../repo-root.js';
import { StaticFiles } from '../http/static-files.js';

/** Where `npm run build:portal` writes the portal's files (vite.config.ts `build.outDir`). */
const PORTAL_OUT = join('dist', 'portal', 'admin');
export const PORTAL_BASE = '/admin';

/** The service's own paths under /admin: everything else there is the portal. */
const SERVICE_PATHS = [/^\/admin\/config\.js$/, /^\/admin\/consent(\/|$)/, /^\/admin\/functions(\/|$)/, /^\/admin\/metrics$/];

export const isPortalPath = (path: string) =>
  (path === PORTAL_BASE || path.startsWith(`${PORTAL_BASE}/`)) && !SERVICE_PATHS.some((p) => p.test(path));

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Admin portal not built</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}code{background:#f3f2f1;padding:.1rem .3rem}</style>
</head><body><main><h1>The admin portal is not built</h1>
<p>This service found no built portal to serve. Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload this page.</p>
</main></body></html>`;

/**
 * The built portal as static files: Vite's hashed assets under `assets/` cached for a year, `index.html` never
 * cached, and every other path under /admin answered with `index.html` so deep links reach the app's router.
 */
export const portalFiles = (root: string = join(repoRoot(), PORTAL_OUT)) =>
  new StaticFiles(root, PORTAL_BASE, { fallback: { index: 'index.html', notBuilt: NOT_BUILT }, immutable: /^\/assets\// });
