import type { Nature } from './command-nature.js'

/**
 * A derived technique is a gate or a triage by its nature (the seed, step 4: "derive one technique per documented
 * validation command (lint, test, format, typecheck, …), each GATE (pass/fail command) or TRIAGE
 * (findings-judgment) per its nature"). Two declarative tables: nature → mode, and the linters whose
 * machine-readable report evident knows how to ask for.
 */
export interface NatureMode {
  readonly mode: 'gate' | 'triage'
  /** Why, in the words the record and `validation plan` print after `gate:` / `triage:`. */
  readonly why: string
}

export const NATURE_MODE: Readonly<Record<Nature, NatureMode>> = {
  test: { mode: 'gate', why: 'a test run passes or fails' },
  typecheck: { mode: 'gate', why: 'a type check passes or fails' },
  format: { mode: 'gate', why: 'a format check (one that does not rewrite) passes or fails' },
  check: { mode: 'gate', why: "an aggregate check target passes or fails on the project's own terms" },
  lint: { mode: 'triage', why: "a linter's findings are judged, not its exit code" },
}

/**
 * Linters invoked directly whose report evident asks for in a format one of its strict parsers accepts (or, for
 * `cargo clippy`, at least a report that is never empty). `formatFlags`: options that already choose the report's
 * format or send it elsewhere — the command is then left as documented.
 */
interface Reporter {
  /** The tool's program name, and the subcommand that lints, when it has one. */
  readonly tool: string
  readonly subcommand?: string
  readonly formatFlags: readonly string[]
  readonly append: readonly string[]
  /** What the report is: the parser that reads it, or none (handed to the triager by path). */
  readonly report: string
}

const REPORTERS: readonly Reporter[] = [
  {
    tool: 'eslint',
    formatFlags: ['-f', '--format', '-o', '--output-file'],
    append: ['--format', 'json'],
    report: "ESLint's JSON report, which evident parses",
  },
  {
    tool: 'ruff',
    subcommand: 'check',
    formatFlags: ['--output-format', '--format', '-o', '--output-file'],
    append: ['--output-format', 'sarif'],
    report: "ruff's SARIF report, which evident parses",
  },
  {
    tool: 'cargo',
    subcommand: 'clippy',
    formatFlags: ['--message-format'],
    append: ['--message-format=json'],
    report: "cargo's JSON messages, never empty, which the triager reads (evident does not parse them)",
  },
]

/** Launchers that run a tool named by their first operand: `npx eslint`, `pnpm exec eslint`, `uv run ruff`. */
const LAUNCHERS: Readonly<Record<string, readonly string[]>> = {
  npx: [],
  pnpx: [],
  bunx: [],
  npm: ['exec'],
  pnpm: ['exec', 'dlx'],
  yarn: ['exec', 'dlx'],
  bun: ['x'],
  uv: ['run'],
  poetry: ['run'],
  pipenv: ['run'],
  hatch: ['run'],
  pdm: ['run'],
}

/** Where the linted tool's own name stands in `argv`, or -1 when it is not invoked directly. */
function toolIndex(argv: readonly string[]): number {
  const [program] = argv
  if (program === undefined) return -1
  if ((program === 'python' || program === 'python3') && argv[1] === '-m') return 2
  const subs = LAUNCHERS[program]
  if (subs === undefined) return 0
  let i = 1
  if (subs.length > 0) {
    // `pnpm eslint` / `yarn eslint` run a bin directly; otherwise the launcher's subcommand comes first.
    if (argv[1] !== undefined && subs.includes(argv[1])) i = 2
    else if (program !== 'pnpm' && program !== 'yarn') return -1
  }
  while (argv[i]?.startsWith('-') === true) i++
  return i < argv.length ? i : -1
}

const names = (arg: string, flags: readonly string[]): boolean =>
  flags.some((f) => arg === f || arg.startsWith(`${f}=`))

export interface Reporting {
  /** The command as it runs: the documented one with the report option added, or unchanged. */
  readonly run: readonly string[]
  /** What the record says about it. */
  readonly note: string
}

/**
 * The command a derived lint runs: a linter evident knows, invoked directly, gets its machine-readable report
 * option (before a `--`, where the tool's own options end), so a clean run prints `[]` findings rather than
 * nothing and a run with findings is filtered to the change. Any other lint runs as documented; its report goes to
 * the triager (NON-CANONICAL), or — when it prints nothing — blocks (empty output is never "no findings").
 */
export function reportingCommand(argv: readonly string[]): Reporting {
  const at = toolIndex(argv)
  const tool = at < 0 ? undefined : argv[at]
  const rest = argv.slice(at + 1)
  const reporter = REPORTERS.find(
    (r) => r.tool === tool && (r.subcommand === undefined || rest.find((a) => !a.startsWith('-')) === r.subcommand),
  )
  if (reporter === undefined)
    return { run: argv, note: 'runs as documented: evident has no machine-readable report option for it' }
  const end = argv.indexOf('--', at + 1)
  const own = end < 0 ? rest : argv.slice(at + 1, end)
  if (own.some((a) => names(a, reporter.formatFlags)))
    return { run: argv, note: 'runs as documented: it already chooses its report format' }
  const added =
    end < 0 ? [...argv, ...reporter.append] : [...argv.slice(0, end), ...reporter.append, ...argv.slice(end)]
  // `npm exec` reads options after the tool's name as its own (`--format` becomes `--format-package-lock`) unless a
  // `--` ends npm's options before the tool.
  const npmOwnsOptions = argv[0] === 'npm' && argv[1] === 'exec' && !argv.slice(0, at).includes('--')
  const run = npmOwnsOptions ? [...added.slice(0, at), '--', ...added.slice(at)] : added
  return { run, note: `runs ${JSON.stringify(run)}: ${reporter.report}` }
}
