import { runDemo } from './demo/run.js'

/**
 * `npm run demo`: one TDD task on a copy of `examples/slugify`, driven through evident's real MCP server
 * (stdio) and its real hooks, with every typical shortcut attempted and denied. One line per step; exits 1
 * when anything evident should have accepted or denied did not happen. See scripts/demo/run.ts.
 */
const started = Date.now()
runDemo({ print: (line) => console.log(line) }).then(
  (result) => {
    console.log(
      result.ok
        ? `demo finished in ${((Date.now() - started) / 1000).toFixed(1)} s`
        : 'demo FAILED: see the unexpected step above',
    )
    process.exitCode = result.ok ? 0 : 1
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  },
)
