import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, it } from 'vitest'
import { freshBundle } from '../support/bundle-cache.js'
import { launchDetached } from '../../mcp-server/src/clients/conduct/detach.js'
import { eventsFile, leafFile } from '../../mcp-server/src/clients/conduct/files.js'
import { readPidRecord, type LeafPidRecord } from '../../mcp-server/src/clients/conduct/pid-file.js'
import { isAlive } from '../../mcp-server/src/clients/conduct/proc.js'
import { canUnsharePid } from '../../mcp-server/src/clients/conduct/contain.js'
import { requestStop } from '../../mcp-server/src/clients/conduct/stop.js'
import { superviseArgs, type SuperviseRequest } from '../../mcp-server/src/clients/conduct/supervise-args.js'
import { waitLeaf } from '../../mcp-server/src/clients/conduct/wait.js'
import { conductRoot, killIfAlive, pidIn, until } from '../support/conduct.js'
import { REPO } from '../support/fixtures.js'
import { WAIT_MS } from '../support/time.js'

let cliPath = ''
/** How a leaf (a supervised command with an actor) is contained here. */
const CONTAINED = canUnsharePid() ? 'pid-namespace' : 'token'
const bundleDir = conductRoot()

beforeAll(async () => {
  const out = join(bundleDir, 'bundle')
  await freshBundle(REPO, out)
  cliPath = join(out, 'cli.js')
})

/** Launches `evident conduct supervise` for `leaf` detached, the way the conductor does; returns the supervisor's pid. */
function launch(root: string, request: Omit<SuperviseRequest, 'issue'>, env: Record<string, string> = {}): number {
  return launchDetached({
    root,
    name: request.name,
    argv: [process.execPath, cliPath, 'conduct', 'supervise', ...superviseArgs({ issue: 20, ...request })],
    env: { PATH: process.env['PATH'], HOME: root, EVIDENT_PROJECT_ROOT: root, ...env },
  })
}

const read = (root: string, name: string, kind: 'out' | 'err'): string =>
  readFileSync(leafFile(root, name, kind), 'utf8')

describe('a detached leaf under evident conduct supervise (real processes, the bundled CLI)', () => {
  it.concurrent(
    'answers through .exit; the leaf writes .out and .err, the supervisor its statuses and events',
    async ({ expect }) => {
      const root = conductRoot()
      // What an earlier leaf of the same name left: the launch clears it, so the wait gets this leaf's answer.
      mkdirSync(join(root, '.tdd'))
      writeFileSync(leafFile(root, 'develop-red', 'exit'), '0\n')
      writeFileSync(leafFile(root, 'develop-red', 'pid'), '{"supervisorPid": 1}\n')
      launch(root, {
        name: 'develop-red',
        step: 1,
        stepTitle: '-a "$x" title',
        actor: 'developer',
        phase: 'red',
        leaf: ['sh', '-c', 'echo report; echo trouble >&2; exit 1'],
      })
      expect(await waitLeaf(root, 'develop-red', { maxSeconds: 20 })).toEqual({ code: 1 })
      expect(read(root, 'develop-red', 'out')).toBe('report\n')
      expect(read(root, 'develop-red', 'err')).toBe(
        `supervise[develop-red]: launched (attempt 1; ${CONTAINED})\ntrouble\nsupervise[develop-red]: exited 1\n`,
      )
      const events = readFileSync(eventsFile(root), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as object)
      expect(events).toMatchObject([
        { kind: 'launch', issue: 20, step: 1, stepTitle: '-a "$x" title', leaf: 'develop-red', attempt: 1 },
        { kind: 'exit', issue: 20, step: 1, leaf: 'develop-red', attempt: 1, code: 1, detail: 'exited 1' },
      ])
    },
  )

  it.concurrent('waits with 3 while the leaf runs, then answers 2 when a stop now kills it', async ({ expect }) => {
    const root = conductRoot()
    launch(root, { name: 'verdict-green', leaf: ['sh', '-c', 'echo $$ > leaf.pid; sleep 30'] })
    const leaf = await pidIn(root, 'leaf.pid')
    try {
      expect(await waitLeaf(root, 'verdict-green', { maxSeconds: 0.5 })).toEqual({ code: 3 })
      requestStop(root, 'now')
      expect(await waitLeaf(root, 'verdict-green', { maxSeconds: 20 })).toEqual({ code: 2 })
      expect(isAlive(leaf)).toBe(false)
      expect(read(root, 'verdict-green', 'err')).toBe(
        'supervise[verdict-green]: launched (attempt 1)\nsupervise[verdict-green]: killed-stop\n',
      )
    } finally {
      killIfAlive(leaf)
    }
  })

  it.concurrent(
    'answers killed-external when the supervisor is SIGKILLed: the status line appended, the leaf killed',
    async ({ expect }) => {
      const root = conductRoot()
      const supervisor = launch(root, { name: 'develop-green', leaf: ['sh', '-c', 'echo $$ > leaf.pid; sleep 30'] })
      const leaf = await pidIn(root, 'leaf.pid')
      try {
        // Killed once it has recorded the leaf's group (a kill before that leaves the waiter no group to end).
        await until(() => (readPidRecord(root, 'develop-green') as LeafPidRecord).pgid === leaf, WAIT_MS, 'the record')
        process.kill(supervisor, 'SIGKILL')
        expect(await waitLeaf(root, 'develop-green', { maxSeconds: 20 })).toEqual({
          code: 2,
          reason: `the supervisor of develop-green (pid ${supervisor}) ended without writing .tdd/develop-green.exit: killed from outside`,
        })
        expect(read(root, 'develop-green', 'err')).toBe(
          'supervise[develop-green]: launched (attempt 1)\nsupervise[develop-green]: killed-external\n',
        )
        expect(isAlive(leaf)).toBe(false)
      } finally {
        killIfAlive(leaf)
      }
    },
  )

  it.concurrent('answers killed-external, exit 2, when the supervisor is sent SIGTERM', async ({ expect }) => {
    const root = conductRoot()
    const supervisor = launch(root, { name: 'develop-refactor', leaf: ['sh', '-c', 'echo $$ > leaf.pid; sleep 30'] })
    const leaf = await pidIn(root, 'leaf.pid')
    try {
      process.kill(supervisor, 'SIGTERM')
      expect(await waitLeaf(root, 'develop-refactor', { maxSeconds: 20 })).toEqual({ code: 2 })
      expect(read(root, 'develop-refactor', 'err')).toBe(
        'supervise[develop-refactor]: launched (attempt 1)\nsupervise[develop-refactor]: killed-external\n',
      )
      expect(isAlive(leaf)).toBe(false)
    } finally {
      killIfAlive(leaf)
    }
  })
})
