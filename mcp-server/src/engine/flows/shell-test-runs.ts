import { spawnSync } from 'node:child_process'
import { readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, sep } from 'node:path'
import { isWithin } from '../../kernel/containment.js'
import { runLockFile } from '../../kernel/paths.js'
import { pidAlive } from '../../kernel/pid.js'
import { readRegularText } from '../../kernel/regular-file.js'
import { sessionStartedAt } from '../../store/statements/callers.js'
import { evidentRanSince } from '../../store/statements/runs.js'
import type { Sqlite } from '../../store/statements/sqlite.js'
import {
  junitTraces,
  ranDuring,
  RUNNER_TRACES,
  runnersSince,
  type TraceSeen,
  type TraceSpec,
} from '../gates/runner-traces.js'

/**
 * A test run during a measured Bash command, seen by its effect (`gates/runner-traces.ts`): after the command, the
 * PostToolUse hook stats what runners leave behind — most of it git-ignored, outside the snapshots — and keeps what
 * changed since the command's PreToolUse row was opened. What evident itself ran meanwhile is not the command's: the
 * project's run lock held now (a run_tests, `vdd` or red re-run still going), a run, transition request or
 * validation run recorded in the window. Nor is what a runner the user left running since before the session writes
 * (a watcher in their terminal). A cache reached through a symbolic link out of the project (a `node_modules` shared
 * with another checkout) is the other project's too, and not judged.
 */
export interface ShellWindow {
  readonly projectRoot: string
  /** The command's working directory: runners also write there (their root is where they were started). */
  readonly cwd: string
  readonly dbPath: string
  /** When the command's PreToolUse row was opened (ms since the epoch), and the seq it took. */
  readonly sinceMs: number
  readonly sinceSeq: number
  readonly sessionId: string
  /** The configuration frozen by the project's open task (JSON), for its JUnit runners; else the file is read. */
  readonly config: string | undefined
}

export function testRunsDuring(sqlite: Sqlite, window: ShellWindow): readonly TraceSeen[] {
  const specs = [...RUNNER_TRACES, ...junitTraces(window.config ?? configFile(window.projectRoot))]
  const seen = ranDuring(fresh(specs, window), window.sinceMs)
  if (seen.length === 0) return []
  if (runLockHeld(dirname(window.dbPath), window.projectRoot)) return []
  if (evidentRanSince(sqlite, window.projectRoot, window.sinceSeq)) return []
  return withoutWatchers(sqlite, window.sessionId, window.projectRoot, seen)
}

function configFile(projectRoot: string): string | undefined {
  try {
    return readRegularText(join(projectRoot, 'evident.config.json'))
  } catch {
    return undefined
  }
}

/** The project root, and the command's directory when it is another folder of the project. */
function bases(window: ShellWindow): readonly string[] {
  const rel = relative(window.projectRoot, window.cwd)
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? [window.projectRoot] : [window.projectRoot, window.cwd]
}

/** Each trace that changed since the window opened and lies inside the project (once, by project-relative path). */
function fresh(specs: readonly TraceSpec[], window: ShellWindow): readonly TraceSeen[] {
  const root = realpathOr(window.projectRoot)
  const out = new Map<string, TraceSeen>()
  for (const base of bases(window)) {
    for (const spec of specs) {
      for (const path of expand(base, spec.path.split('/'), window.sinceMs)) {
        const changedMs = ctimeMs(path)
        if (changedMs === undefined || changedMs < window.sinceMs) continue
        const real = realpathOr(path)
        if (!isWithin(root, real)) continue
        const rel = relative(root, real).split(sep).join('/')
        if (!out.has(rel)) out.set(rel, { spec, path: rel, changedMs })
      }
    }
  }
  return [...out.values()]
}

/**
 * The paths a trace's segments name under `dir`; a segment with `*` is matched against the folder's entries. A last
 * segment with `*` in a folder unchanged since the window opened matches nothing new: a file is created or renamed
 * into a folder only by changing the folder (how Python writes bytecode), so the folder is not listed.
 */
function expand(dir: string, segments: readonly string[], sinceMs: number): readonly string[] {
  const [segment, ...rest] = segments
  if (segment === undefined) return [dir]
  if (!segment.includes('*')) return expand(join(dir, segment), rest, sinceMs)
  if (rest.length === 0 && (mtimeMs(dir) ?? 0) < sinceMs) return []
  const pattern = new RegExp(`^${segment.split('*').map(escape).join('[^/]*')}$`)
  let names: readonly string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names.filter((n) => pattern.test(n)).flatMap((n) => expand(join(dir, n), rest, sinceMs))
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const ctimeMs = (path: string): number | undefined => {
  try {
    return statSync(path).ctimeMs
  } catch {
    return undefined
  }
}

const mtimeMs = (path: string): number | undefined => {
  try {
    return statSync(path).mtimeMs
  } catch {
    return undefined
  }
}

const realpathOr = (path: string): string => {
  try {
    return realpathSync.native(path)
  } catch {
    return path
  }
}

/** Whether the project's run lock (`runners/lock.ts`) is held by a live process: evident is running its tests. */
function runLockHeld(dir: string, projectRoot: string): boolean {
  try {
    const pid = Number(readRegularText(runLockFile(dir, projectRoot), 4096).split(' ')[0])
    return Number.isInteger(pid) && pid > 0 && pidAlive(pid)
  } catch {
    return false
  }
}

/**
 * The traces no runner process older than the session, working in the project, could have written (a watcher the
 * user started there). A process's working directory is read from `/proc` (Linux), else from `lsof`; one that cannot
 * be read is no watcher of the project.
 */
function withoutWatchers(
  sqlite: Sqlite,
  sessionId: string,
  projectRoot: string,
  seen: readonly TraceSeen[],
): readonly TraceSeen[] {
  const started = sessionStartedAt(sqlite, sessionId)
  const since = started === undefined ? Number.NaN : Date.parse(started)
  if (Number.isNaN(since)) return seen
  const ps = spawnSync('ps', ['-A', '-o', 'pid=,etime=,args='], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
  if (ps.error !== undefined || ps.status !== 0) return seen
  const now = Date.now()
  const root = realpathOr(projectRoot)
  const inProject = (pid: number): boolean => {
    const cwd = processCwd(pid)
    return cwd !== undefined && isWithin(root, realpathOr(cwd))
  }
  return seen.filter((t) => !runnersSince(ps.stdout, t.spec.process, now, since).some(inProject))
}

function processCwd(pid: number): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/cwd`)
  } catch {
    // No /proc (macOS, BSD): lsof prints the cwd as an `n` field.
  }
  const lsof = spawnSync('lsof', ['-a', '-d', 'cwd', '-p', String(pid), '-Fn'], { encoding: 'utf8' })
  if (lsof.error !== undefined || lsof.status !== 0) return undefined
  return /^n(.+)$/m.exec(lsof.stdout)?.[1]
}
