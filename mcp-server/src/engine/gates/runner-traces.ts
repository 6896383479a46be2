/**
 * What test runners leave behind in a project, so that a test run during a Bash command is seen by its effect,
 * whatever the command's shape (`node -e "execFileSync('npx', ['vitest'])"`, a script that runs pytest): vitest's
 * results cache, pytest's cache and the bytecode its assertion rewriter writes for test modules, the JUnit file of
 * each configured runner, coverage reports. The hook flow (`engine/flows/shell-test-runs.ts`) stats them; these rules
 * say where to look and what a change there means. Pure.
 */
export interface TraceSpec {
  /** The runner that leaves it (named in the violation). */
  readonly runner: string
  /** Where, relative to the project root or the command's directory; `*` in a segment matches within that segment. */
  readonly path: string
  /** The runner's processes by their command line (`ps`): a watcher running since before the session writes it too. */
  readonly process: RegExp
}

const VITEST = /\bvitest\b/
const PYTEST = /\b(?:pytest|py\.test|ptw|pytest-watch)\b/
const COVERAGE = /\b(?:vitest|jest|c8|nyc|karma)\b/

/**
 * The traces every project is checked for. Only runners write these: vitest's results cache (`results.json` under
 * `node_modules/.vite/vitest/<project hash>/` since vitest 1, `node_modules/.vitest/` before), pytest's cache
 * (`nodeids` is rewritten by every run; `-p no:cacheprovider` turns it off) and the `*-pytest-*.pyc` files only its
 * assertion rewriter writes (a plain `.pyc` of a test module is written by any import, so it is no trace), and the
 * istanbul reports coverage runs write (`coverage/…`). A build (`vite build` writes `node_modules/.vite-temp`),
 * a type check or a script that runs no tests writes none of them.
 */
export const RUNNER_TRACES: readonly TraceSpec[] = [
  { runner: 'vitest', path: 'node_modules/.vite/vitest/*/results.json', process: VITEST },
  { runner: 'vitest', path: 'node_modules/.vitest/results.json', process: VITEST },
  { runner: 'pytest', path: '.pytest_cache/v/cache/nodeids', process: PYTEST },
  { runner: 'pytest', path: '.pytest_cache/v/cache/lastfailed', process: PYTEST },
  { runner: 'pytest', path: '__pycache__/*-pytest-*.pyc', process: PYTEST },
  { runner: 'pytest', path: 'tests/__pycache__/*-pytest-*.pyc', process: PYTEST },
  { runner: 'pytest', path: 'test/__pycache__/*-pytest-*.pyc', process: PYTEST },
  { runner: 'coverage', path: 'coverage/coverage-final.json', process: COVERAGE },
  { runner: 'coverage', path: 'coverage/coverage-summary.json', process: COVERAGE },
  { runner: 'coverage', path: 'coverage/clover.xml', process: COVERAGE },
  { runner: 'coverage', path: 'coverage/lcov.info', process: COVERAGE },
]

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The JUnit report of each JUnit runner of a configuration (`evident.config.json` as JSON text: the task's frozen
 * one, else the file): a fresh one means its command ran. Its processes are its program's.
 */
export function junitTraces(configText: string | undefined): readonly TraceSpec[] {
  if (configText === undefined) return []
  let runners: unknown
  try {
    runners = (JSON.parse(configText) as { runners?: unknown } | null)?.runners
  } catch {
    return []
  }
  if (typeof runners !== 'object' || runners === null) return []
  return Object.entries(runners).flatMap(([name, spec]: [string, unknown]) => {
    const { junitPath, argv } = (spec ?? {}) as { junitPath?: unknown; argv?: unknown }
    if (typeof junitPath !== 'string' || junitPath === '' || junitPath.startsWith('/') || junitPath.includes('..'))
      return []
    const program = Array.isArray(argv) && typeof argv[0] === 'string' ? argv[0] : ''
    const word = program.slice(program.lastIndexOf('/') + 1)
    return [
      {
        runner: `${name} (JUnit)`,
        path: junitPath.replace(/^\.\//, ''),
        process: word === '' ? /(?!)/ : new RegExp(`(?:^|[\\s/])${escape(word)}(?:\\s|$)`),
      },
    ]
  })
}

/** A trace as the flow found it: its spec, its project-relative path, and when it last changed (ctime, ms). */
export interface TraceSeen {
  readonly spec: TraceSpec
  readonly path: string
  readonly changedMs: number
}

/**
 * The traces written while the command ran: changed at or after the moment its PreToolUse hook opened its row
 * (`sinceMs`). A file's ctime cannot be set back from userland, so restoring an older copy or its mtime (`touch -r`)
 * leaves it changed.
 */
export function ranDuring(seen: readonly TraceSeen[], sinceMs: number): readonly TraceSeen[] {
  return seen.filter((t) => t.changedMs >= sinceMs)
}

/** `ps -o etime=`: `[[dd-]hh:]mm:ss` as milliseconds (undefined when it is not that). */
export function elapsedMs(etime: string): number | undefined {
  const m = /^(?:(?:(\d+)-)?(\d+):)?(\d+):(\d+)$/.exec(etime.trim())
  if (m === null) return undefined
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = m
  return (((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000
}

/**
 * The processes in `ps -A -o pid=,etime=,args=` (one a line: pid, elapsed time, command line) matching `pattern` that
 * started before `beforeMs`: a runner left running since before the session (a watcher in the user's terminal)
 * writes the traces too, and nothing of the agent's can have started before its session. The flow keeps those
 * running in the project (their working directory).
 */
export function runnersSince(ps: string, pattern: RegExp, nowMs: number, beforeMs: number): readonly number[] {
  return ps.split('\n').flatMap((line) => {
    const m = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(line)
    if (m === null) return []
    const elapsed = elapsedMs(m[2] ?? '')
    // `etime` is whole seconds, rounded down: the process started at `now - elapsed` or earlier.
    return elapsed !== undefined && pattern.test(m[3] ?? '') && nowMs - elapsed < beforeMs - 1000 ? [Number(m[1])] : []
  })
}

const shown = (seen: readonly TraceSeen[]): string =>
  [...new Set(seen.map((t) => t.spec.runner))]
    .map((runner) => {
      const paths = seen.filter((t) => t.spec.runner === runner).map((t) => t.path)
      return `${runner}: ${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', …' : ''}`
    })
    .join('; ')

/** The SESSION_BYPASS violation's detail: the rule, what the runner left, the command. */
export function bypassDetail(seen: readonly TraceSeen[], command: string): string {
  return `test_command_bypass: a test runner ran during this Bash command (${shown(seen)} written): ${command}`
}

/** What the model is told after such a command (it already ran: nothing is denied, the run is recorded). */
export function bypassMessage(seen: readonly TraceSeen[], runTests: string): string {
  return (
    `evident: a test runner ran during this Bash command (${shown(seen)} written while it ran); it is recorded as a ` +
    `SESSION_BYPASS violation (test_command_bypass). A test run from the shell is never evidence during a TDD task, ` +
    `whatever starts it. Use run_tests instead (${runTests}): it runs the tests and records the result.`
  )
}
