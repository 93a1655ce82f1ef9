import { dirname, join } from 'node:path';
import { StaticFiles } from '../http/static-files.js';
import { repoRoot } from '../repo-root.js';

/** The URL path the add-in's built files are served at (its manifests name pages and scripts under it). */
export const ADDIN_BASE = '/addin';
/** The event runtime script classic Outlook on Windows loads; the well-known file lists it. */
export const ADDIN_RUNTIME_PATH = `${ADDIN_BASE}/runtime.js`;
/** The page that runs the same runtime.js with the Office.js stand-in (the portal's compose window frames it). */
export const STANDIN_PAGE = 'standin.html';
/**
 * The site's icon, made from the add-in's by its build and written beside the add-in's folder: at the root of what the
 * Static Web App deploys (`dist/portal`), so it answers `/favicon.ico` there as it does on the local host.
 */
export const FAVICON_PATH = '/favicon.ico';

/**
 * The add-in's built files (`npm run build:addin` writes `dist/portal/addin`, beside the portal, so the Static Web App
 * deploys both from `dist/portal`): each file as it is, a missing one 404.
 */
export const addinFiles = (root: string = join(repoRoot(), 'dist', 'portal', 'addin')) => new StaticFiles(root, ADDIN_BASE);

/** The folder the add-in's is in, for its one file at the site's root: the favicon. */
export const siteRootFiles = (addin: StaticFiles) => new StaticFiles(dirname(addin.root), '');
