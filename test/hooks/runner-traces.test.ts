import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { runLockFile } from '../../mcp-server/src/kernel/paths.js'
import { bashCall, tempProject, usePluginRoot, type BashCall, type Project } from '../support/hooks.js'
import { projectStore, reach, rows } from '../support/hook-state.js'
import { recordTestRun } from '../support/store.js'
import { until } from '../support/time.js'

/**
 * A test runner that ran during a Bash command is a SESSION_BYPASS whatever the command's shape (issue #30, item 8):
 * the PostToolUse hook sees it by what runners leave behind (vitest's results cache, pytest's cache, a configured
 * JUnit report, coverage reports), written since the command's PreToolUse row was opened. What evident itself ran
 * meanwhile, a runner older than the session, and a cache shared through a link out of the project are not the
 * command's.
 */
const plugin = usePluginRoot()
const agent: Caller = { sessionId: 'sess-1', agentId: 'agent-7', agentType: 'evident:tdd-task' }
const asAgent = { session_id: 'sess-1', agent_id: 'agent-7', agent_type: 'evident:tdd-task' }
const asMain = { session_id: 'sess-1' }

const RESULTS = 'node_modules/.vite/vitest/da39a3ee5e6b4b0d3255bfef95601890afd80709/results.json'
/** What vitest's results cache looks like; written by a command the shell reader cannot read as a test run. */
const writeResults = `node -e "const fs=require('fs');fs.mkdirSync(require('path').dirname('${RESULTS}'),{recursive:true});fs.writeFileSync('${RESULTS}','{}')"`

async function failing(setup?: (p: Project) => void) {
  const p = tempProject()
  setup?.(p)
  const store = await projectStore(p)
  await reach(store, agent, 'failing')
  return { p, store }
}

const bypasses = async (store: Awaited<ReturnType<typeof projectStore>>) =>
  (await rows(store, 'violations')).filter((v) => v['kind'] === 'SESSION_BYPASS').map((v) => String(v['detail']))

/** `ps`'s line for a process ('' once it is gone; a zombie shows as `[sleep] <defunct>`). */
const ps = (pid: number): string =>
  spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim()
const context = (call: BashCall): string => call.post?.output?.hookSpecificOutput.additionalContext ?? ''

describe('a test run seen by what it left behind', () => {
  it("records vitest's results cache written during the command as SESSION_BYPASS, and says to use run_tests", async () => {
    const { p, store } = await failing()
    const call = await bashCall(plugin(), p, writeResults, asAgent)
    expect(call.pre.output).toBeUndefined()
    expect(await bypasses(store)).toEqual([
      `test_command_bypass: a test runner ran during this Bash command (vitest: ${RESULTS} written): ${writeResults}`,
    ])
    expect(context(call)).toContain('Use run_tests instead (mcp__plugin_evident_evident__run_tests)')
    expect(context(call)).toContain('SESSION_BYPASS')
  })

  it('records a script file that runs pytest (its cache), also when the command fails', async () => {
    const { p, store } = await failing()
    const script = join(mkdtempSync(join(tmpdir(), 'evident-script-')), 'checks.py')
    writeFileSync(script, 'import pytest\nraise SystemExit(pytest.main(["-q"]))\n')
    const call = await bashCall(plugin(), p, `python3 ${script}`, asAgent)
    expect(call.post?.output?.hookSpecificOutput.hookEventName).toBe('PostToolUseFailure')
    expect(await bypasses(store)).toEqual([
      expect.stringContaining('(pytest: .pytest_cache/v/cache/nodeids written)') as string,
    ])
  })

  it('records a fresh report of a configured JUnit runner, and coverage reports', async () => {
    const { p, store } = await failing((project) =>
      writeFileSync(
        join(project.root, 'evident.config.json'),
        JSON.stringify({
          runners: {
            py: { kind: 'junit', argv: ['pytest', '--junitxml=reports/junit.xml'], junitPath: 'reports/junit.xml' },
          },
        }),
      ),
    )
    await bashCall(plugin(), p, `mkdir -p reports && echo '<testsuites/>' > reports/junit.xml`, asAgent)
    await bashCall(plugin(), p, `mkdir -p coverage && echo '{}' > coverage/coverage-final.json`, asMain)
    expect(await bypasses(store)).toEqual([
      expect.stringContaining('(py (JUnit): reports/junit.xml written)') as string,
      expect.stringContaining('(coverage: coverage/coverage-final.json written)') as string,
    ])
  })

  it('records it for the main agent while a task is open in the project', async () => {
    const { p, store } = await failing()
    await bashCall(plugin(), p, writeResults, asMain)
    const main = (await rows(store, 'violations')).find((v) => v['kind'] === 'SESSION_BYPASS')
    const callers = await rows(store, 'callers')
    expect(callers.find((c) => c['id'] === main?.['caller_id'])).toMatchObject({ agent_id: 'main' })
  })
})

describe('what is not the command’s test run', () => {
  it('a cache written before the command, and commands that write none', async () => {
    const { p, store } = await failing()
    mkdirSync(join(p.root, dirname(RESULTS)), { recursive: true })
    writeFileSync(join(p.root, RESULTS), '{}')
    for (const command of ['ls -la', 'git status || true', `cat ${RESULTS}`, 'python3 -c "print(1)"'])
      await bashCall(plugin(), p, command, asAgent)
    expect(await bypasses(store)).toEqual([])
  })

  it('a run evident recorded in the window (run_tests beside the command)', async () => {
    const { p, store } = await failing()
    await bashCall(plugin(), p, 'ls', asMain, {
      during: async () => {
        await recordTestRun(store, agent, [{ file: 'src/math.test.ts', fullName: 'adds', status: 'failed' }], {
          projectRoot: p.root,
        })
        mkdirSync(join(p.root, dirname(RESULTS)), { recursive: true })
        writeFileSync(join(p.root, RESULTS), '{}')
      },
    })
    expect(await bypasses(store)).toEqual([])
  })

  it('a run evident is making now (the project run lock held by a live process)', async () => {
    const { p, store } = await failing()
    const lock = runLockFile(dirname(p.dbPath), p.root)
    writeFileSync(lock, `${process.pid} ${new Date().toISOString()}\n`)
    await bashCall(plugin(), p, writeResults, asAgent)
    writeFileSync(lock, `999999999 ${new Date().toISOString()}\n`)
    await bashCall(plugin(), p, writeResults, asAgent)
    expect(await bypasses(store)).toHaveLength(1)
  })

  it('a cache reached through a node_modules linked from outside the project (shared with another checkout)', async () => {
    const shared = mkdtempSync(join(tmpdir(), 'evident-shared-modules-'))
    const { p, store } = await failing((project) => symlinkSync(shared, join(project.root, 'node_modules')))
    await bashCall(plugin(), p, writeResults, asAgent)
    expect(await bypasses(store)).toEqual([])
  })

  it('outside a TDD context (no task open, not the TDD agent)', async () => {
    const p = tempProject()
    const store = await projectStore(p)
    await bashCall(plugin(), p, writeResults, asMain)
    expect(await rows(store, 'violations')).toEqual([])
  })

  describe('a runner the user left running in the project since before the session (a watcher)', () => {
    const watchers: number[] = []
    afterAll(() => {
      for (const pid of watchers) {
        try {
          process.kill(pid)
        } catch {
          // already gone
        }
      }
    })
    // Running until afterAll kills it, however long the test takes.
    const watcher = (cwd: string): number => {
      const child = spawn('bash', ['-c', 'exec -a "node vitest --watch" sleep 3600'], { cwd, stdio: 'ignore' })
      watchers.push(child.pid ?? 0)
      return child.pid ?? 0
    }
    it.skipIf(spawnSync('sh', ['-c', 'command -v ps'], { stdio: 'ignore' }).status !== 0)(
      'is not the command’s; one in another folder, or started by the agent after the session began, is no excuse',
      async () => {
        const p = tempProject()
        const own = watcher(p.root)
        const elsewhere = tempProject()
        const other = watcher(elsewhere.root)
        await until('both watchers run as vitest', () => [own, other].every((pid) => /vitest --watch/.test(ps(pid))))
        // Started before the session by more than ps's whole-second `etime` can blur (a lower bound: load only adds).
        await new Promise((resolve) => setTimeout(resolve, 2500))
        const store = await projectStore(p)
        await reach(store, agent, 'failing')
        await bashCall(plugin(), p, writeResults, asAgent)
        expect(await bypasses(store)).toEqual([])
        process.kill(own)
        await until('the watcher is gone', () => !/vitest --watch/.test(ps(own)))
        await bashCall(plugin(), p, writeResults, asAgent)
        await bashCall(plugin(), p, `(exec -a "node vitest" sleep 60 > /dev/null 2>&1 &) ; ${writeResults}`, asAgent)
        expect(await bypasses(store)).toHaveLength(2)
      },
    )
  })
})
