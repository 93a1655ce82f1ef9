import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts', 'test/e2e/build-portal.ts'],
    // Ceilings for a hung test, not clocks a test runs against: every wait inside ends on its condition, and on this
    // 2-core machine beside other builds a test can take several times its quiet duration.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    // Two worker processes run all files one after another instead of a fresh process per file: the service's modules
    // load once per worker and the browser tests share one chromium per worker (test/e2e/helpers/browser.ts). Test
    // files share no state: each host has its own tenants, caller address and services, and nothing is mocked.
    isolate: false,
  },
});
