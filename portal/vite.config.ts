import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig, type Plugin } from 'vite';
import { compiledMessages } from './compiled-messages.js';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The Static Web App reads its configuration at the root of the deployed folder, beside `admin/`. */
const staticWebAppConfig = (): Plugin => ({
  name: 'static-web-app-config',
  apply: 'build',
  async closeBundle() {
    await copyFile(here('./staticwebapp.config.json'), here('../dist/portal/staticwebapp.config.json'));
  },
});

/**
 * `/admin/config.js` (the sign-in settings) is served by the service at run time, so it is never bundled: Vite's warning
 * that it cannot bundle it says what is intended and read like an error on every build. Every other warning shows.
 */
const logger = createLogger('warn');
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (message.includes('<script src="/admin/config.js">') && message.includes("can't be bundled")) return;
  warn(message, options);
};

/**
 * The portal builds to dist/portal/admin, so dist/portal is the Static Web App's folder (URL paths mirror files);
 * the local host serves dist/portal/admin at /admin.
 */
export default defineConfig({
  root: here('.'),
  base: '/admin/',
  publicDir: false,
  customLogger: logger,
  plugins: [compiledMessages(), react(), staticWebAppConfig()],
  // The catalogues arrive compiled (compiled-messages.ts): the ICU parser is never needed in the browser.
  resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
  build: {
    outDir: here('../dist/portal/admin'),
    emptyOutDir: true,
    sourcemap: true,
    // The budget that matters is the eager JavaScript of /admin, gzipped (npm run bench prints it; goal 250 KB).
    chunkSizeWarningLimit: 800,
  },
});
