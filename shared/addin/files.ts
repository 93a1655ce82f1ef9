import { join } from 'node:path';
import { StaticFiles } from '../http/static-files.js';
import { repoRoot } from '../repo-root.js';

/** The URL path the add-in's built files are served at (its manifests name pages and scripts under it). */
export const ADDIN_BASE = '/addin';
/** The event runtime script classic Outlook on Windows loads; the well-known file lists it. */
export const ADDIN_RUNTIME_PATH = `${ADDIN_BASE}/runtime.js`;

/**
 * The add-in's built files (`npm run build:addin` writes `dist/portal/addin`, beside the portal, so the Static Web App
 * deploys both from `dist/portal`): each file as it is, a missing one 404.
 */
export const addinFiles = (root: string = join(repoRoot(), 'dist', 'portal', 'addin')) => new StaticFiles(root, ADDIN_BASE);
