import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { isAbsolute, relative } from 'node:path'
import { procStat, sleep } from './proc.js'

/**
 * How the supervisor makes sure a leaf leaves nothing running. Claude Code runs each Bash command in a session of its
 * own, so the leaf's process group does not hold what its Bash started (`nohup …&`, `setsid …`):
 *
 * - `pid-namespace`: the leaf runs in a PID namespace of its own (`unshare --pid`), as its init. When the
 *   namespace's init ends — the leaf exited — the kernel kills every process left in it, whatever its session, group
 *   or environment.
 * - `token`: where no such namespace can be made (`unshare` missing, not root), the leaf's environment carries `EVIDENT_LEAF_TOKEN=<uuid>`; after the
 *   leaf ends the supervisor kills every process (of its own uid: /proc shows it the environments) carrying the token,
 *   and every process started after the leaf whose working directory lies in the project and whose ancestors (up to
 *   PID 1) all started after the leaf too — repeated until none is left, or the leaf is reported `left-running`. A
 *   process that cleared its environment and moved out of the project escapes it: docs/conduct.md says so.
 * - `group`: only the leaf's process group (what a non-leaf supervised command — `evident conduct start`'s run — gets).
 */
export type Containment = 'pid-namespace' | 'token' | 'group'

export const LEAF_TOKEN_ENV = 'EVIDENT_LEAF_TOKEN'
/** `token` forces the fallback (tests; a machine where the namespace misbehaves). */
const CONTAIN_ENV = 'EVIDENT_CONTAIN'

/**
 * `unshare` (util-linux), not bubblewrap: the leaf needs a `/proc` of its namespace's own (tools find themselves
 * through `/proc/self` and their pids), and Claude Code's Bash sandbox — a bubblewrap inside — mounts one again, which
 * the kernel refuses under the read-only parts bubblewrap's `--proc` lays over the proc it mounts. `--mount-proc`
 * mounts a plain one; `--kill-child` kills the leaf when unshare dies (killed by the supervisor).
 */
const UNSHARE_PID = ['unshare', '--pid', '--fork', '--kill-child', '--mount-proc', '--'] as const

let probed: boolean | undefined

/** Whether a PID namespace can be made here (asked once per process; `evident doctor` asks for its PATH). */
export function canUnsharePid(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env === process.env) {
    probed ??= probeUnsharePid(env)
    return probed
  }
  return probeUnsharePid(env)
}

function probeUnsharePid(env: NodeJS.ProcessEnv): boolean {
  const [command = '', ...args] = inPidNamespace(['true'])
  return spawnSync(command, args, { stdio: 'ignore', timeout: 10_000, env }).status === 0
}

/** The containment a leaf gets here: `token` when told so (`EVIDENT_CONTAIN=token`) or when no namespace can be made. */
export function leafContainment(
  env: Readonly<Record<string, string | undefined>>,
  able: () => boolean = () => canUnsharePid(),
): Containment {
  if (env[CONTAIN_ENV] === 'token') return 'token'
  return able() ? 'pid-namespace' : 'token'
}

/** The argv that runs `argv` in a PID namespace of its own. */
export const inPidNamespace = (argv: readonly string[]): string[] => [...UNSHARE_PID, ...argv]

/** Field 22 of `/proc/<pid>/stat`: when it started, in clock ticks since boot. */
export function startTicks(pid: number): number | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[19])
    return Number.isFinite(ticks) ? ticks : undefined
  } catch {
    return undefined
  }
}

const inside = (root: string, path: string): boolean => {
  const rel = relative(root, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

function hasToken(pid: number, needle: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(needle)
  } catch {
    return false
  }
}

/** Every ancestor of `pid` up to PID 1 started at or after `since` (an orphan of the leaf, not someone's child). */
function orphanSince(pid: number, since: number): boolean {
  for (let at = procStat(pid)?.ppid ?? 0, hops = 0; at > 1 && hops < 64; hops += 1) {
    if ((startTicks(at) ?? 0) < since) return false
    at = procStat(at)?.ppid ?? 0
  }
  return true
}

/** The processes a `token`-contained leaf left: see `Containment`. Never this process or its ancestors. */
function leftBehind(opts: { readonly token: string; readonly root: string; readonly since: number }): number[] {
  const needle = `${LEAF_TOKEN_ENV}=${opts.token}`
  const mine = new Set<number>()
  for (let at = process.pid; at > 1 && !mine.has(at); at = procStat(at)?.ppid ?? 0) mine.add(at)
  let pids: number[]
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^[0-9]+$/.test(name))
      .map(Number)
  } catch {
    return []
  }
  return pids.filter((pid) => {
    if (mine.has(pid)) return false
    const stat = procStat(pid)
    if (stat === undefined || stat.state === 'Z' || stat.state === 'X') return false
    if (hasToken(pid, needle)) return true
    if ((startTicks(pid) ?? 0) < opts.since) return false
    let cwd: string
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`)
    } catch {
      return false
    }
    return inside(opts.root, cwd) && orphanSince(pid, opts.since)
  })
}

/**
 * Kills what a `token`-contained leaf left, again and again (each round may find what the last one's victims started)
 * until none is left: the processes still alive after `rounds` rounds, none when all are gone.
 */
export async function sweepLeaf(
  opts: { readonly token: string; readonly root: string; readonly since: number },
  rounds = 20,
  pauseMs = 100,
): Promise<number[]> {
  for (let round = 0; round < rounds; round += 1) {
    const left = leftBehind(opts)
    if (left.length === 0) return []
    for (const pid of left) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // Gone already, or not ours to kill (it stays in the list and is reported).
      }
    }
    await sleep(pauseMs)
  }
  return leftBehind(opts)
}
