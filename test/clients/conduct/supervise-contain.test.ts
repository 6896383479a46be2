import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { ConductEvent } from '../../../mcp-server/src/domain/conduct-events.js'
import { canUnsharePid, leafContainment } from '../../../mcp-server/src/clients/conduct/contain.js'
import type { SuperviseOptions } from '../../../mcp-server/src/clients/conduct/supervise.js'
import { conductRoot, superviseScript } from '../../support/conduct.js'
import { scaled, until } from '../../support/time.js'

/**
 * A leaf leaves nothing running (clients/conduct/contain.ts): Claude Code runs each Bash command in a session of its
 * own, so what a leaf's Bash started with `nohup …&` or `setsid` is outside the leaf's process group. Each leaf here
 * starts such writers, each named by a marker (its `$0`) so the test finds it in /proc whatever PID namespace it is in.
 */
const NAME = 'develop-green'
const CONTEXT = { issue: 20, step: 1, actor: 'developer', phase: 'green' } as const
const PID_NS = canUnsharePid()
const PID_NS_REASON = PID_NS
  ? 'unshare makes PID namespaces here'
  : 'needs unshare (util-linux) able to make a PID namespace (as root)'
if (!PID_NS) console.warn(`supervise-contain: the pid-namespace cases are skipped: ${PID_NS_REASON}`)

const markers: string[] = []

/** The pids of live (not zombie) processes whose command line holds `marker`. */
function running(marker: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^[0-9]+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        if (/^\S+ \(.*\) Z/.test(stat)) return false
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)
      } catch {
        return false
      }
    })
    .map(Number)
}

afterEach(() => {
  for (const marker of markers.splice(0)) for (const pid of running(marker)) process.kill(pid, 'SIGKILL')
})

/**
 * A leaf script that starts a writer in its own session (`setsid`, environment kept) and one that also clears its
 * environment (`env -i setsid`), then exits 0 at once. Each writer waits 2 s, writes `late-<n>.txt`, then sleeps on
 * (until afterEach kills it, however long the test takes).
 */
function leaving(): { script: string; kept: string; cleared: string } {
  const kept = `evident-kept-${randomUUID()}`
  const cleared = `evident-cleared-${randomUUID()}`
  markers.push(kept, cleared)
  const writer = (n: number): string => `'sleep 2; echo late > late-${n}.txt; exec sleep 3600'`
  return {
    kept,
    cleared,
    script: [
      `setsid sh -c ${writer(1)} ${kept} </dev/null >/dev/null 2>&1 &`,
      `env -i PATH="$PATH" setsid sh -c ${writer(2)} ${cleared} </dev/null >/dev/null 2>&1 &`,
      'sleep 0.3',
      'exit 0',
    ].join('\n'),
  }
}

async function supervised(
  script: string,
  options: Partial<SuperviseOptions>,
): Promise<{ root: string; code: number; lines: string[]; events: ConductEvent[] }> {
  const ran = superviseScript(
    script,
    { name: NAME, context: CONTEXT, timeoutSec: Math.ceil(scaled(20_000) / 1000) },
    options,
  )
  return { ...ran, code: await ran.code }
}

const late = (root: string, n: number): boolean => existsSync(join(root, `late-${n}.txt`))

/**
 * Resolves once a writer like the leaf's, started now outside any leaf, has written: by then a leaf's writer that
 * escaped containment (started earlier) would have written too, however loaded the machine.
 */
async function controlWriterDone(root: string): Promise<void> {
  const marker = `evident-control-${randomUUID()}`
  markers.push(marker)
  spawn('sh', ['-c', 'sleep 2; echo late > late-control.txt; exec sleep 3600', marker], { cwd: root, stdio: 'ignore' })
  await until('the control writer writes', () => existsSync(join(root, 'late-control.txt')))
}

describe('a leaf contained', () => {
  it('by its process group only (no containment): its setsid writers outlive it — what the containment is for', async () => {
    const leaf = leaving()
    const { root, code } = await supervised(leaf.script, { contain: 'group' })
    expect(code).toBe(0)
    expect(running(leaf.kept)).toHaveLength(1)
    expect(running(leaf.cleared)).toHaveLength(1)
    await until('the setsid writer that outlived the leaf writes', () => late(root, 1))
  })

  it.skipIf(!PID_NS)(
    `in a PID namespace: nothing it started outlives it, setsid or env -i (${PID_NS_REASON})`,
    async () => {
      const leaf = leaving()
      const { root, code, lines, events } = await supervised(leaf.script, { contain: 'pid-namespace' })
      expect(code).toBe(0)
      expect(lines).toEqual([`supervise[${NAME}]: launched (attempt 1; pid-namespace)`, `supervise[${NAME}]: exited 0`])
      expect(events[0]).toMatchObject({ kind: 'launch', detail: 'launched (attempt 1; pid-namespace)' })
      expect(running(leaf.kept)).toEqual([])
      expect(running(leaf.cleared)).toEqual([])
      await controlWriterDone(root)
      expect(late(root, 1) || late(root, 2)).toBe(false)
    },
  )

  it.skipIf(!PID_NS)(`in a PID namespace: its own exit code is still the answer (${PID_NS_REASON})`, async () => {
    expect((await supervised('exit 1', { contain: 'pid-namespace' })).code).toBe(1)
    const { lines } = await supervised('pwd > where.txt; exit 0', { contain: 'pid-namespace' })
    expect(lines.at(-1)).toBe(`supervise[${NAME}]: exited 0`)
  })

  it.skipIf(!PID_NS)(
    `in a PID namespace: a stuck leaf is killed at its timeout with all it started (${PID_NS_REASON})`,
    async () => {
      const leaf = leaving()
      const stuck = leaf.script.replace('exit 0', 'sleep 60')
      const { code, lines } = await supervised(stuck, { contain: 'pid-namespace', timeoutSec: 1, retries: 0 })
      expect(code).toBe(2)
      expect(lines.at(-1)).toBe(`supervise[${NAME}]: gave-up after 1 stuck attempts`)
      expect(running(leaf.kept)).toEqual([])
      expect(running(leaf.cleared)).toEqual([])
    },
  )

  it('by its token: a setsid writer that kept its environment is killed before the answer', async () => {
    const leaf = leaving()
    const { root, code, lines } = await supervised(leaf.script, { contain: 'token' })
    expect(code).toBe(0)
    expect(lines).toEqual([`supervise[${NAME}]: launched (attempt 1; token)`, `supervise[${NAME}]: exited 0`])
    expect(running(leaf.kept)).toEqual([])
    await controlWriterDone(root)
    expect(late(root, 1)).toBe(false)
  })

  it('by its token: reports left-running (exit 2) when what it left outlives the sweeps', async () => {
    const leaf = leaving()
    // No sweep round: what is found is reported, never killed — the status the conductor bails on.
    const { root, code, lines, events } = await supervised(leaf.script, { contain: 'token', sweepRounds: 0 })
    expect(code).toBe(2)
    expect(lines.at(-1)).toMatch(new RegExp(`^supervise\\[${NAME}\\]: left-running \\((\\d+ ?)+\\)$`))
    expect(lines.at(-1)).toContain(String(running(leaf.kept)[0]))
    expect(events.at(-1)).toMatchObject({ kind: 'exit', code: 2 })
    expect(readFileSync(join(root, '.tdd', `${NAME}.exit`), 'utf8')).toBe('2\n')
  })

  it('by its token: never kills what it did not start — the conductor waiting on it, or a process started before it', async () => {
    const root = conductRoot()
    const before = `evident-before-${randomUUID()}`
    const during = `evident-during-${randomUUID()}`
    markers.push(before, during)
    // Started before the leaf, in the project; and one started while the leaf runs by someone else (this test, like
    // a conducting session's `evident conduct wait`), also in the project.
    // Both run until afterEach kills them; the leaf runs until `during` is running.
    spawn('sh', ['-c', 'sleep 3600; true', before], { cwd: root, stdio: 'ignore' })
    const started = join(root, 'leaf-started')
    const go = join(root, 'leaf-go')
    const leafRun = supervised(`touch '${started}'; while [ ! -e '${go}' ]; do sleep 0.05; done; exit 0`, {
      contain: 'token',
    })
    await until('the leaf runs', () => existsSync(started))
    spawn('sh', ['-c', 'sleep 3600; true', during], { cwd: root, stdio: 'ignore' })
    await until('the process started during the leaf runs', () => running(during).length === 1)
    writeFileSync(go, '')
    expect((await leafRun).code).toBe(0)
    expect(running(before)).toHaveLength(1)
    expect(running(during)).toHaveLength(1)
  })
})

describe('leafContainment', () => {
  it('is token when told so, else the PID namespace where one can be made', () => {
    expect(leafContainment({ EVIDENT_CONTAIN: 'token' })).toBe('token')
    expect(leafContainment({})).toBe(PID_NS ? 'pid-namespace' : 'token')
  })
})
