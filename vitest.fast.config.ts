import { defineConfig } from 'vitest/config'
import base from './vitest.config.js'

/**
 * `npm run test:fast`: the inner loop — the engine's gates and flows, the store, and everything below them (domain,
 * kernel, project), plus the import rules and the tree's READMEs. No Claude Code binary, no red-team run, no hook
 * CLI or MCP server process: what a change to a rule, a flow or a query breaks first. `npm test` runs everything.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'test/{domain,kernel,project,engine,store}/**/*.test.ts',
      'test/eslint-rules/**/*.test.ts',
      'test/tree.test.ts',
    ],
  },
})
