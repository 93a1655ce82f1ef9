import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * The portal builds to dist/portal/admin, so dist/portal is the Static Web App's folder (URL paths mirror files);
 * the local host serves dist/portal/admin at /admin.
 */
export default defineConfig({
  root: here('.'),
  base: '/admin/',
  publicDir: false,
  plugins: [react(), staticWebAppConfig()],
  build: {
    outDir: here('../dist/portal/admin'),
    emptyOutDir: true,
    sourcemap: true,
    // The budget that matters is the eager JavaScript of /admin, gzipped (npm run bench prints it; goal 250 KB).
    chunkSizeWarningLimit: 800,
  },
});
