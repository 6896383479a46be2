import { defineConfig } from 'vitest/config'
import { HANG_MS } from './test/support/time.js'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/fixtures/**', 'node_modules/**'],
    // Ceilings that only a hang reaches, never a speed expectation: a test waits by polling for what it needs
    // (test/support/time.ts; EVIDENT_TEST_TIME_SCALE widens every limit on a machine shared with other jobs).
    testTimeout: HANG_MS,
    hookTimeout: HANG_MS,
    // A directory private to the run, for work shared by test files (test/support/bundle-cache.ts).
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    // Two files at a time even on 2 cores (vitest's default there is 1): most test time is spent waiting on child
    // processes (the real Claude Code binary, hook CLIs, test runners), so a second worker roughly halves the wall time.
    maxWorkers: 2,
  },
})
