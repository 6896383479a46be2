import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/fixtures/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A directory private to the run, for work shared by test files (test/support/bundle-cache.ts).
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    // Two files at a time even on 2 cores (vitest's default there is 1): most test time is spent waiting on child
    // processes (the real Claude Code binary, hook CLIs, test runners), so a second worker roughly halves the wall time.
    maxWorkers: 2,
  },
})
