import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe } from 'vitest'
import { isAlive } from '../../mcp-server/src/clients/conduct/proc.js'
import { runLockFile } from '../../mcp-server/src/clients/conduct/run-lock.js'
import { storeLeafExit, storeLeafLaunch, until } from '../support/conduct.js'
import type { Station, Who } from '../support/red-team/harness.js'
import { family } from '../support/red-team/tally.js'
import { WAIT_MS } from '../support/time.js'

/**
 * A live conductor run (`evident conduct run`, `.tdd/conduct.lock` naming a live process): the conducting agent only
 * orchestrates. Its session — and every session but the run's leaves, whose launch rows in the store name them —
 * may not change the project with the Edit family nor run any Bash command but one bare `evident conduct
 * wait|status|stop|stop-requested|start …`. Honest: those commands, a leaf's own work, and everything once the run's
 * process is gone or when there is no run.
 */
const rt = family('conductor')
const idle = rt.pool({ stage: 'idle' }, 1)

const CONDUCTOR: Who = { session_id: 'rt-conductor' }
const CONDUCTOR_HELPER: Who = { session_id: 'rt-conductor', agent_id: 'helper-9', agent_type: 'general-purpose' }
const LEAF: Who = { session_id: '3b0a7c1e-52f4-4d8e-9b6a-0f1e2d3c4b5a' }
const ISSUE = 7

/** The run's lock, held by `pid` (this test process: alive). */
function conduct(s: Station, pid = process.pid): void {
  mkdirSync(join(s.root, '.tdd'), { recursive: true })
  writeFileSync(runLockFile(s.root), `${JSON.stringify({ pid, issue: ISSUE, startedAt: new Date().toISOString() })}\n`)
}

/** The leaf's launch row, stored the way `evident conduct supervise` stores it. */
const launch = (s: Station, who: Who, issue = ISSUE): Promise<void> =>
  storeLeafLaunch(s.root, s.dbPath, who.session_id, issue)

const CODE = 'export const slug = (s: string): string => s\n'

describe('the conducting session while its run is live', () => {
  rt.attempt('Write src/slug.ts', idle, async (s) => {
    conduct(s)
    await s.write(CONDUCTOR, 'src/slug.ts', CODE)
  })
  rt.attempt('Edit src/slug.ts', idle, async (s) => {
    conduct(s)
    await s.edit(CONDUCTOR, 'src/slug.ts', 'export', 'export')
  })
  rt.attempt('MultiEdit a test file', idle, async (s) => {
    conduct(s)
    await s.multiEdit(CONDUCTOR, 'test/lower.test.ts', [{ old: 'import', new: 'import' }])
  })
  rt.attempt('Write src/ from a subagent of the conducting session', idle, async (s) => {
    conduct(s)
    await s.write(CONDUCTOR_HELPER, 'src/helper.ts', CODE)
  })
  rt.attempt('Write src/ as the leaf of another issue', idle, async (s) => {
    conduct(s)
    const other: Who = { session_id: 'rt-other-issue-leaf' }
    await launch(s, other, ISSUE + 1)
    await s.write(other, 'src/slug.ts', CODE)
  })
  rt.attempt(
    "Write src/ under a superseded leaf's session id (claude -p --session-id <an earlier leaf's id>)",
    idle,
    async (s) => {
      conduct(s)
      const earlier: Who = { session_id: 'rt-earlier-leaf' }
      await launch(s, earlier)
      await storeLeafLaunch(s.root, s.dbPath, 'rt-verifier-now', ISSUE, 'verdict-green')
      await s.write(earlier, 'src/slug.ts', CODE)
    },
  )
  rt.attempt("Bash under an ended leaf's session id, before the next leaf starts", idle, async (s) => {
    conduct(s)
    const ended: Who = { session_id: 'rt-ended-leaf' }
    await launch(s, ended)
    await storeLeafExit(s.root, s.dbPath, ISSUE)
    await s.bash(ended, 'echo x > src/a.ts')
  })
  for (const command of [
    'echo x > src/a.ts',
    'bash -c "evident conduct wait conduct-7"',
    'evident conduct wait conduct-7; rm -rf src',
    'EVIDENT_X=1 evident conduct wait conduct-7',
    'evident conduct wait conduct-7 && rm -rf src',
    'evident conduct wait conduct-7 | sh',
    'evident conduct wait "$(rm -rf src)"',
    'evident conduct wait conduct-7\nrm -rf src',
    'evident conduct supervise --issue 7 --name develop-red -- sh -c "echo x > src/a.ts"',
    "node -e \"require('fs').writeFileSync('src/a.ts', 'x')\"",
    'git commit --allow-empty -m x',
  ]) {
    rt.attempt(`Bash: ${command.replace('\n', '\\n')}`, idle, async (s) => {
      conduct(s)
      await s.bash(CONDUCTOR, command)
    })
  }
})

describe('honest work around a live run', () => {
  for (const command of [
    'evident conduct wait conduct-7',
    'evident conduct status 7',
    'evident conduct stop-requested',
  ]) {
    rt.honest(`the conductor runs ${command}`, idle, async (s) => {
      conduct(s)
      await s.bash(CONDUCTOR, command)
    })
  }
  rt.honest("the run's leaf writes src/slug.ts and runs a shell command", idle, async (s) => {
    conduct(s)
    await launch(s, LEAF)
    await s.write(LEAF, 'src/slug.ts', CODE)
    await s.bash(LEAF, 'echo "// note" >> src/slug.ts')
  })
  rt.honest("the conductor's Write once the run's process died", idle, async (s) => {
    const run = spawn('sleep', ['300'], { stdio: 'ignore' })
    const pid = run.pid ?? 0
    try {
      conduct(s, pid)
    } finally {
      run.kill('SIGKILL')
    }
    await until(() => !isAlive(pid), WAIT_MS, 'the run process to die')
    await s.write(CONDUCTOR, 'src/slug.ts', CODE)
  })
  rt.honest('the same Write and shell write with no run at all', idle, async (s) => {
    await s.write(CONDUCTOR, 'src/slug.ts', CODE)
    await s.bash(CONDUCTOR, 'echo "// note" >> src/slug.ts')
  })
})
