import { appendFileSync, closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs'
import { leafFile } from './files.js'
import { readPidRecord } from './pid-file.js'
import { groupAlive, isAlive, signalGroup, sleep } from './proc.js'

/** 0, 1 and 2 are the leaf's answer; 3: still running when the wait's time was up (wait again). */
export interface WaitResult {
  readonly code: 0 | 1 | 2 | 3
  /** Why a 2 did not come from the supervisor (its `.exit`), for stderr. */
  readonly reason?: string
}

export interface WaitOptions {
  /** Give up waiting (code 3) after this long; default 590 s, under a 600 s foreground tool limit. */
  readonly maxSeconds?: number
  /** How often `.exit` is looked for; default 200 ms. */
  readonly pollMs?: number
  /** How long `.pid` may take to appear after the launch; default 10 s (a supervisor starts in under 1 s). */
  readonly pidGraceMs?: number
}

/**
 * Waits for leaf `name` to end and returns its answer: the code in `.tdd/<name>.exit` as soon as it exists. When the
 * supervisor named by `.tdd/<name>.pid` is gone without writing `.exit`, it was killed from outside: whatever is left
 * of the leaf's process group is killed, the line `supervise[<name>]: killed-external` is appended to `.tdd/<name>.err`,
 * and the answer is 2. No `.pid` within `pidGraceMs` is a 2 too: nothing is running.
 */
export async function waitLeaf(root: string, name: string, opts: WaitOptions = {}): Promise<WaitResult> {
  const started = Date.now()
  const deadline = started + (opts.maxSeconds ?? 590) * 1000
  const pidGraceMs = opts.pidGraceMs ?? 10_000
  for (;;) {
    const exit = readExit(root, name)
    if (exit !== undefined) return exit
    const record = readPidRecord(root, name)
    if (record === 'missing' || record === 'invalid') {
      if (Date.now() - started >= pidGraceMs)
        return {
          code: 2,
          reason:
            record === 'missing'
              ? `no supervisor: .tdd/${name}.pid did not appear within ${pidGraceMs / 1000} s and there is no .tdd/${name}.exit; nothing is running (see .tdd/${name}.err for why it did not start)`
              : `.tdd/${name}.pid is not a record a supervisor wrote, and there is no .tdd/${name}.exit`,
        }
    } else if (!isAlive(record.supervisorPid)) {
      // It may have written `.exit` just before it ended.
      const late = readExit(root, name)
      if (late !== undefined) return late
      if (record.pgid !== undefined) await killOrphanedLeaf(record.pgid)
      appendLine(leafFile(root, name, 'err'), `supervise[${name}]: killed-external`)
      return {
        code: 2,
        reason: `the supervisor of ${name} (pid ${record.supervisorPid}) ended without writing .tdd/${name}.exit: killed from outside`,
      }
    }
    if (Date.now() >= deadline) return { code: 3 }
    await sleep(Math.min(opts.pollMs ?? 200, Math.max(1, deadline - Date.now())))
  }
}

/** Without its supervisor nobody would end the leaf: SIGKILL its group and wait (2 s at most) until it is gone. */
async function killOrphanedLeaf(pgid: number): Promise<void> {
  const deadline = Date.now() + 2000
  while (groupAlive(pgid) && Date.now() < deadline) {
    signalGroup(pgid, 'SIGKILL')
    await sleep(20)
  }
}

/** The answer in `.exit`, or undefined when there is none yet. */
function readExit(root: string, name: string): WaitResult | undefined {
  let text: string
  try {
    text = readFileSync(leafFile(root, name, 'exit'), 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    return { code: 2, reason: `cannot read .tdd/${name}.exit (${(error as NodeJS.ErrnoException).code ?? ''})` }
  }
  if (text === '0' || text === '1' || text === '2') return { code: Number(text) as 0 | 1 | 2 }
  return { code: 2, reason: `.tdd/${name}.exit holds ${JSON.stringify(text.slice(0, 40))}, not 0, 1 or 2` }
}

/** Appends `line` on a line of its own, even when the file's last line has no newline yet. */
function appendLine(file: string, line: string): void {
  let lastByteIsNewline = true
  try {
    const fd = openSync(file, 'r')
    try {
      const size = fstatSync(fd).size
      const last = Buffer.alloc(1)
      if (size > 0 && readSync(fd, last, 0, 1, size - 1) === 1) lastByteIsNewline = last[0] === 0x0a
    } finally {
      closeSync(fd)
    }
  } catch {
    // No file yet: the line starts it.
  }
  appendFileSync(file, `${lastByteIsNewline ? '' : '\n'}${line}\n`)
}
