import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/**
 * Process facts the supervisor and the waiter need. A zombie counts as gone: it runs nothing, and where PID 1 reaps no
 * orphans (some containers) an orphan stays a zombie for good. The zombie checks read `/proc` (Linux); elsewhere only
 * signal 0 answers.
 */
export interface ProcStat {
  /** `R`, `S`, `D`, `Z`, … (proc(5)). */
  readonly state: string
  readonly ppid: number
  readonly pgid: number
  readonly sid: number
}

/** `/proc/<pid>/stat` of a process, or undefined when it does not exist (or there is no `/proc`). */
export function procStat(pid: number): ProcStat | undefined {
  let text: string
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return undefined
  }
  // `pid (comm) state ppid pgrp session …`; comm may hold spaces and parentheses, so split after the last `)`.
  const [state = '', ppid, pgid, sid] = text.slice(text.lastIndexOf(')') + 2).split(' ')
  return { state, ppid: Number(ppid), pgid: Number(pgid), sid: Number(sid) }
}

const gone = (state: string): boolean => state === 'Z' || state === 'X'

/** Whether process `pid` exists and is not a zombie. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const stat = procStat(pid)
  return stat === undefined || !gone(stat.state)
}

/** Whether any process of group `pgid` is alive (not a zombie). */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^[0-9]+$/.test(name))
  } catch {
    return true
  }
  return pids.some((pid) => {
    const stat = procStat(Number(pid))
    return stat !== undefined && stat.pgid === pgid && !gone(stat.state)
  })
}

/** Sends `signal` to every process of group `pgid`; false when the group is gone. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal)
    return true
  } catch {
    return false
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms))

/**
 * Kills group `pgid`: SIGTERM, then SIGKILL once `graceMs` have passed with any of it still alive; resolves when none
 * of it is alive, or `graceMs` after the SIGKILL at the latest (a process in uninterruptible sleep outlasts any signal).
 */
export async function killGroup(pgid: number, graceMs: number, pollMs = 50): Promise<void> {
  if (!signalGroup(pgid, 'SIGTERM')) return
  const until = async (deadline: number): Promise<boolean> => {
    while (Date.now() < deadline) {
      if (!groupAlive(pgid)) return true
      await sleep(pollMs)
    }
    return !groupAlive(pgid)
  }
  if (await until(Date.now() + graceMs)) return
  signalGroup(pgid, 'SIGKILL')
  await until(Date.now() + Math.max(graceMs, 1000))
}

/** This process's PID namespace (`pid:[4026531836]`), or undefined without /proc. */
export function pidNamespace(): string | undefined {
  try {
    return readlinkSync('/proc/self/ns/pid')
  } catch {
    return undefined
  }
}
