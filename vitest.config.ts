import { defineConfig } from 'vitest/config';
import LongestFirst from './test/helpers/sequencer.js';
import { NODE_FLAGS } from './shared/runtime/node-flags.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts', 'test/e2e/build-portal.ts'],
    setupFiles: ['test/helpers/failed-pages.ts'],
    // Ceilings for a hung test, not clocks a test runs against: every wait inside ends on its condition, and on this
    // 2-core machine beside other builds a test can take several times its quiet duration.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // expect.poll waits for a condition, and a page or a background step can take seconds under load (the default
    // gives up after one): a passing poll ends as soon as its condition holds, so only a real failure waits this long.
    expect: { poll: { timeout: 45_000 } },
    pool: 'forks',
    // The workers run as the service does (shared/runtime/node-flags.ts).
    execArgv: [...NODE_FLAGS],
    // Three workers on two cores: a browser file spends about half its time waiting on chromium and on the service, so
    // two workers left the cores half idle; with three, one worker's waits are another's CPU time. (Four, under heavy
    // load from other work, stretched one browser file's first page past its element wait: docs/performance.md.)
    maxWorkers: 3,
    // The worker processes run the files one after another instead of a fresh process per file: the service's modules
    // load once per worker and the browser tests share one chromium per worker (test/e2e/helpers/browser.ts). Test
    // files share no state: each host has its own tenants, caller address and services, and nothing is mocked.
    isolate: false,
    sequence: { sequencer: LongestFirst },
  },
});
