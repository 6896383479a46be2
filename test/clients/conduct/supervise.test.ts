import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'vitest'
import { leafFile } from '../../../mcp-server/src/clients/conduct/files.js'
import { readPidRecord } from '../../../mcp-server/src/clients/conduct/pid-file.js'
import { isAlive, procStat } from '../../../mcp-server/src/clients/conduct/proc.js'
import { requestStop } from '../../../mcp-server/src/clients/conduct/stop.js'
import { envForLeaf, type SuperviseOptions } from '../../../mcp-server/src/clients/conduct/supervise.js'
import { EvidentError } from '../../../mcp-server/src/kernel/errors.js'
import { conductRoot, killIfAlive, pidIn, superviseScript, type Supervised } from '../../support/conduct.js'

const NAME = 'develop-red'
const CONTEXT = { issue: 20, step: 2, stepTitle: 'parses "$x" `y`', actor: 'developer', phase: 'red' } as const

/** Supervises `sh -c script` in a fresh root, with short timeouts; status lines and events are collected. */
const run = (script: string, options: Partial<SuperviseOptions> = {}, root = conductRoot()): Supervised =>
  superviseScript(script, { name: NAME, context: CONTEXT, timeoutSec: 1 }, options, root)

const exitFileOf = (root: string): string => readFileSync(leafFile(root, NAME, 'exit'), 'utf8')
const status = (...statuses: string[]): string[] => statuses.map((s) => `supervise[${NAME}]: ${s}`)

describe('supervise', () => {
  it.concurrent("answers the leaf's own exit code, normalised: 0, 1, 2, anything else 2", async ({ expect }) => {
    const runs = [0, 1, 2, 3, 137].map((code) => ({ code, run: run(`exit ${code}`) }))
    for (const { code, run: r } of runs) {
      const answer = code <= 2 ? code : 2
      expect(await r.code).toBe(answer)
      expect(r.lines).toEqual(status('launched (attempt 1)', `exited ${code}`))
      expect(exitFileOf(r.root)).toBe(`${answer}\n`)
      expect(r.events.map((e) => [e.kind, e.leaf, e.attempt, e.code, e.detail])).toEqual([
        ['launch', NAME, 1, undefined, 'launched (attempt 1)'],
        ['exit', NAME, 1, answer, `exited ${code}`],
      ])
      expect(r.events[0]).toMatchObject(CONTEXT)
      expect(new Date(r.events[1]?.at ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000)
    }
  })

  it.concurrent(
    'runs the leaf in the project root, in a process group of its own, recorded in .pid, and its Bash timeouts follow its own',
    async ({ expect }) => {
      const r = run(
        'echo "$BASH_DEFAULT_TIMEOUT_MS $BASH_MAX_TIMEOUT_MS" > env.txt; echo $$ > leaf.pid; pwd > cwd.txt; sleep 0.3',
        {
          env: { PATH: process.env['PATH'], BASH_MAX_TIMEOUT_MS: '5' },
          timeoutSec: 2,
        },
      )
      const leafPid = await pidIn(r.root, 'leaf.pid')
      const record = readPidRecord(r.root, NAME)
      expect(record).toMatchObject({ supervisorPid: process.pid, leafPid, pgid: leafPid, attempt: 1 })
      expect(procStat(leafPid)).toMatchObject({ pgid: leafPid, sid: leafPid })
      expect(procStat(process.pid)?.pgid).not.toBe(leafPid)
      expect(await r.code).toBe(0)
      expect(readFileSync(join(r.root, 'env.txt'), 'utf8')).toBe('2000 5\n')
      expect(readFileSync(join(r.root, 'cwd.txt'), 'utf8').trim()).toBe(r.root)
      // The .pid stays after the end: only .exit is written then.
      expect(readPidRecord(r.root, NAME)).toEqual(record)
    },
  )

  it.concurrent('kills what the leaf left running in its group when it exits', async ({ expect }) => {
    const r = run('sleep 30 & echo $! > grandchild.pid; exit 0')
    const grandchild = await pidIn(r.root, 'grandchild.pid')
    try {
      expect(await r.code).toBe(0)
      expect(isAlive(grandchild)).toBe(false)
      expect(r.lines).toEqual(status('launched (attempt 1)', 'exited 0'))
    } finally {
      killIfAlive(grandchild)
    }
  })

  it.concurrent("starts the leaf only once its launch event's consumer has taken it", async ({ expect }) => {
    // The consumer (conduct-leaf.ts) writes the launch's store row, which evident's hooks read to let the leaf work.
    const root = conductRoot()
    const r = run(
      'test -f taken || exit 1',
      {
        onEvent: async (event) => {
          if (event.kind !== 'launch') return
          await new Promise((resolve) => setTimeout(resolve, 200))
          writeFileSync(join(root, 'taken'), event.detail ?? '')
        },
      },
      root,
    )
    expect(await r.code).toBe(0)
    expect(readFileSync(join(root, 'taken'), 'utf8')).toBe('launched (attempt 1)')
  })

  it.concurrent('removes a stale .exit before it launches', async ({ expect }) => {
    const root = conductRoot()
    mkdirSync(join(root, '.tdd'))
    writeFileSync(leafFile(root, NAME, 'exit'), '0\n')
    const r = run(`test -e .tdd/${NAME}.exit && exit 1; exit 0`, {}, root)
    expect(await r.code).toBe(0)
    expect(exitFileOf(root)).toBe('0\n')
  })

  it.concurrent(
    'kills a stuck leaf with its whole process group, SIGKILL when SIGTERM is ignored, and gives up beyond the budget',
    async ({ expect }) => {
      // The leaf and its grandchild ignore SIGTERM: only the SIGKILL after the grace ends them.
      const r = run(`trap "" TERM; sleep 30 & echo $! > grandchild.pid; wait`, { retries: 0 })
      const grandchild = await pidIn(r.root, 'grandchild.pid')
      try {
        expect(await r.code).toBe(2)
        expect(isAlive(grandchild)).toBe(false)
        expect(r.lines).toEqual(
          status('launched (attempt 1)', 'killed-stuck (attempt 1)', 'gave-up after 1 stuck attempts'),
        )
        expect(r.events.map((e) => [e.kind, e.attempt, e.code])).toEqual([
          ['launch', 1, undefined],
          ['exit', 1, 2],
          ['exit', 1, 2],
        ])
        expect(exitFileOf(r.root)).toBe('2\n')
      } finally {
        killIfAlive(grandchild)
      }
    },
  )

  it.concurrent(
    'launches a stuck leaf again within its retries, and answers what the next attempt answers',
    async ({ expect }) => {
      const stuckTwice = run('sleep 30')
      const stuckOnce = run('if [ -e tried ]; then exit 1; fi; touch tried; sleep 30')
      expect(await stuckOnce.code).toBe(1)
      expect(stuckOnce.lines).toEqual(
        status('launched (attempt 1)', 'killed-stuck (attempt 1)', 'launched (attempt 2)', 'exited 1'),
      )
      expect(await stuckTwice.code).toBe(2)
      expect(stuckTwice.lines).toEqual(
        status(
          'launched (attempt 1)',
          'killed-stuck (attempt 1)',
          'launched (attempt 2)',
          'killed-stuck (attempt 2)',
          'gave-up after 2 stuck attempts',
        ),
      )
      expect(stuckTwice.events.filter((e) => e.kind === 'launch').map((e) => e.attempt)).toEqual([1, 2])
    },
  )

  it.concurrent('kills the live leaf and its group on a stop now', async ({ expect }) => {
    const r = run('sleep 30 & echo $! > grandchild.pid; wait', { timeoutSec: 20 })
    const grandchild = await pidIn(r.root, 'grandchild.pid')
    requestStop(r.root, 'now')
    expect(await r.code).toBe(2)
    expect(isAlive(grandchild)).toBe(false)
    expect(r.lines).toEqual(status('launched (attempt 1)', 'killed-stop'))
    expect(exitFileOf(r.root)).toBe('2\n')
  })

  it.concurrent('refuses to launch while a stop at-leaf or now is pending', async ({ expect }) => {
    for (const mode of ['at-leaf', 'now'] as const) {
      const root = conductRoot()
      requestStop(root, mode)
      const r = run('touch launched', {}, root)
      expect(await r.code).toBe(2)
      expect(r.lines).toEqual(status(`refused-stop ${mode}`))
      expect(r.events.map((e) => [e.kind, e.code, e.detail])).toEqual([['exit', 2, `refused-stop ${mode}`]])
      expect(existsSync(join(root, 'launched'))).toBe(false)
      expect(exitFileOf(root)).toBe('2\n')
    }
  })

  it.concurrent('launches under a stop at-ledger, and under a stop file it cannot read', async ({ expect }) => {
    const ledger = conductRoot()
    requestStop(ledger, 'at-ledger')
    const garbled = conductRoot()
    mkdirSync(join(garbled, '.tdd'))
    writeFileSync(join(garbled, '.tdd', 'stop'), 'please stop\n')
    for (const root of [ledger, garbled]) {
      // It also keeps running while that request stands.
      const r = run('sleep 0.3; exit 1', {}, root)
      expect(await r.code).toBe(1)
      expect(r.lines).toEqual(status('launched (attempt 1)', 'exited 1'))
    }
  })

  it.concurrent(
    'answers killed-external, never launching again, when the leaf is killed by a signal it did not send',
    async ({ expect }) => {
      const r = run('echo $$ > leaf.pid; sleep 30 & echo $! > grandchild.pid; wait', { timeoutSec: 20, retries: 3 })
      const leaf = await pidIn(r.root, 'leaf.pid')
      const grandchild = await pidIn(r.root, 'grandchild.pid')
      process.kill(leaf, 'SIGKILL')
      expect(await r.code).toBe(2)
      expect(r.lines).toEqual(status('launched (attempt 1)', 'killed-external'))
      // What the leaf left in its group goes too.
      expect(isAlive(grandchild)).toBe(false)
      expect(exitFileOf(r.root)).toBe('2\n')
    },
  )

  it.concurrent(
    'kills the leaf and answers killed-external when the supervisor itself is told to end',
    async ({ expect }) => {
      const controller = new AbortController()
      const r = run('echo $$ > leaf.pid; sleep 30', { timeoutSec: 20, signal: controller.signal })
      const leaf = await pidIn(r.root, 'leaf.pid')
      controller.abort()
      expect(await r.code).toBe(2)
      expect(isAlive(leaf)).toBe(false)
      expect(r.lines).toEqual(status('launched (attempt 1)', 'killed-external'))
      const before = run('touch launched', { signal: AbortSignal.abort() })
      expect(await before.code).toBe(2)
      expect(before.lines).toEqual(status('killed-external'))
      expect(existsSync(join(before.root, 'launched'))).toBe(false)
    },
  )

  it.concurrent('answers launch-failed when the leaf command cannot start', async ({ expect }) => {
    const r = run('', { argv: ['/nonexistent/leaf-command'] })
    expect(await r.code).toBe(2)
    expect(r.lines).toEqual(status('launched (attempt 1)', 'launch-failed (ENOENT)'))
    expect(exitFileOf(r.root)).toBe('2\n')
  })

  it.concurrent('refuses bad options before it writes anything', async ({ expect }) => {
    const cases: [Partial<SuperviseOptions>, string][] = [
      [{ argv: [] }, 'supervise needs a leaf command to run'],
      [{ timeoutSec: 0 }, 'a leaf timeout is a positive number of seconds: got 0'],
      [{ retries: -1 }, 'retries is a whole number ≥ 0: got -1'],
    ]
    for (const [options, message] of cases) {
      const root = conductRoot()
      await expect(run('exit 0', options, root).code).rejects.toThrow(new EvidentError('bad_input', message))
      expect(existsSync(join(root, '.tdd'))).toBe(false)
    }
  })
})

describe('envForLeaf', () => {
  it('sets both Bash timeouts to the leaf timeout unless the caller set them, and drops unset variables', ({
    expect,
  }) => {
    expect(envForLeaf({ A: 'a', B: undefined }, 900)).toEqual({
      A: 'a',
      BASH_DEFAULT_TIMEOUT_MS: '900000',
      BASH_MAX_TIMEOUT_MS: '900000',
    })
    expect(envForLeaf({ BASH_DEFAULT_TIMEOUT_MS: '1000', BASH_MAX_TIMEOUT_MS: '' }, 2)).toEqual({
      BASH_DEFAULT_TIMEOUT_MS: '1000',
      BASH_MAX_TIMEOUT_MS: '2000',
    })
  })
})
