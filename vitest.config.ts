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
  },
});
