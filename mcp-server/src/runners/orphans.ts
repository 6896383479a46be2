import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { RUN_TOKEN_ENV, type ProcessGroup } from './spawn.js'

/**
 * Kills the process group of a test run whose owner died without its supervisor cleaning up (both were killed), as
 * recorded in the run lock (lock.ts). A process group id outlives nothing: once the group is empty the id can be
 * reused by an unrelated process. So the group is killed only when one of its processes still carries the run's
 * token in its environment, read from /proc. Where there is no /proc (macOS) nothing is killed ('unverified'): the
 * supervisor, which does not need /proc, is what normally ends an orphaned run.
 */
export type OrphanOutcome = 'killed' | 'gone' | 'unverified'

export function killOrphanedGroup(group: ProcessGroup): OrphanOutcome {
  if (!groupExists(group.pgid)) return 'gone'
  if (!existsSync('/proc/self/environ')) return 'unverified'
  const needle = `${RUN_TOKEN_ENV}=${group.token}`
  let live = 0
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    const stat = statOf(pid)
    // A zombie has exited already (its parent has yet to reap it) and has no environment left to read.
    if (stat?.pgid !== group.pgid || stat.state === 'Z') continue
    live += 1
    let environ: string
    try {
      environ = readFileSync(`/proc/${pid}/environ`, 'latin1')
    } catch {
      continue
    }
    if (!environ.split('\0').includes(needle)) continue
    try {
      process.kill(-group.pgid, 'SIGKILL')
    } catch {
      return 'gone'
    }
    return 'killed'
  }
  return live === 0 ? 'gone' : 'unverified'
}

function groupExists(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** State and process group of a /proc entry (fields 3 and 5; the command name before them may hold spaces). */
function statOf(pid: string): { readonly state: string; readonly pgid: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state: fields[0] ?? '', pgid: Number(fields[2]) }
  } catch {
    return undefined
  }
}
