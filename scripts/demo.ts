import { spawnSync } from 'node:child_process'
import { GIT_MISSING } from '../mcp-server/src/worktree/git.js'
import { runCoordinatorDemo } from './demo/coordinator.js'
import { runDemo } from './demo/run.js'

/**
 * `npm run demo`: one TDD task on a copy of `examples/slugify`, driven through evident's real MCP server
 * (stdio) and its real hooks, with every typical shortcut attempted and denied. `npm run demo -- coordinator`: the
 * TDD coordinator's chain (plan, scenario, implement and verify workers, drift) on the same copy. One line per step;
 * exits 1 when anything evident should have accepted or denied did not happen. See scripts/demo/run.ts and
 * scripts/demo/coordinator.ts.
 */
const which = process.argv[2] ?? 'tdd'
const demos = { tdd: runDemo, coordinator: runCoordinatorDemo } as const
if (which !== 'tdd' && which !== 'coordinator') {
  console.error(`usage: npm run demo [-- coordinator]   (got ${which})`)
  process.exit(2)
}
// The demo's project is a git repository (evident's snapshots and drift check read it): without git, say so first.
if (spawnSync('git', ['--version'], { stdio: 'ignore' }).error !== undefined) {
  console.error(`npm run demo: ${GIT_MISSING}`)
  process.exit(1)
}
const started = Date.now()
demos[which]({ print: (line) => console.log(line) }).then(
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
