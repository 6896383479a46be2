import type { PackageScripts } from '../../project/package-scripts.js'
import { parseShell, type SimpleCommand } from './shell-words.js'
import { innerCommands, operandIndex, shellCode, unwrap } from './shell-wrappers.js'

/**
 * What a Bash tool command does that evident cares about: which test runners it starts (and with which
 * weakening flags) and which files it writes or deletes. Pure: the hook turns this into a decision with the
 * caller's TDD state and the edit policy.
 */
interface TestInvocation {
  /** A short name of the runner, e.g. `vitest`, `npm test`, `pytest`, `go test`. */
  readonly runner: string
  /** Flags that weaken the run (update snapshots, bail, name filters, silent reporter). */
  readonly weakeningFlags: readonly string[]
}

export interface ShellWrite {
  /** The path as written in the command (relative to the command's working directory). */
  readonly path: string
  /** How: `>`, `>>`, `sed -i`, `perl -i`, `tee`, `cp`, `mv`, `rm`, `truncate`, `dd`, `git checkout`, `git restore`. */
  readonly via: string
  readonly deletes: boolean
  /** For `cp`/`mv` onto a directory: the source paths whose basenames land in it. */
  readonly sources?: readonly string[] | undefined
  /** For a file `mv` deletes: where it moves (the destination as written; a directory takes its basename). */
  readonly movedTo?: string | undefined
  /**
   * For `git checkout … -- <path>` / `git restore <path>`: the revision the content comes from (undefined: the
   * index). Such a write changes nothing when the file already has that content, which only git can tell.
   */
  readonly checkout?: { readonly source: string | undefined } | undefined
}

export interface BashAnalysis {
  readonly tests: readonly TestInvocation[]
  readonly writes: readonly ShellWrite[]
  /**
   * True when the command only runs tests (optionally after `cd`, piped into read-only filters such as
   * `tail`): then evident may prefix it with the caller's identity and let it run.
   */
  readonly plainTestRun: boolean
  /**
   * True when the command runs `evident vdd … --manual pass`: a human's confirmation that they checked the
   * manual criteria, which an agent may never give on their behalf.
   */
  readonly manualPass: boolean
  /** The shell reader could not read all of it (substitutions nested too deep): what it runs is unknown. */
  readonly unreadable: boolean
}

const DIRECT_RUNNERS = new Set([
  'vitest',
  'jest',
  'mocha',
  'ava',
  'jasmine',
  'karma',
  'pytest',
  'py.test',
  'nose2',
  'tap',
  'tox',
  'nox',
])
/** Script names taken for a test run when package.json does not define the script (its text is unknown). */
const TEST_SCRIPT = /^(?:test|tests|spec|vitest|jest|pytest|coverage|check)(?:[:_-].*)?$/
/** How deep a script that runs other scripts is followed. */
const SCRIPT_DEPTH = 4
/** How deep shell code inside a command (`sh -c '…'` in `sh -c '…'`) is read; deeper is unreadable. */
const CODE_DEPTH = 8
/** Options of npx / `npm exec` / `pnpm dlx` / `uvx` that take the next word as their value. */
const EXEC_VALUES = [
  '-p',
  '--package',
  '-c',
  '--call',
  '--node-options',
  '--shell',
  '-w',
  '--workspace',
  '--prefix',
  '--from',
  '--with',
  '--python',
]
/** Options of npm, pnpm, yarn and bun before their command (`npm --prefix . run test`, `pnpm -C pkg test`). */
const MANAGER_VALUES = [
  '--prefix',
  '-C',
  '--dir',
  '-w',
  '--workspace',
  '--filter',
  '-F',
  '--cwd',
  '--loglevel',
  '--userconfig',
  '--globalconfig',
  '--registry',
  '--cache',
  '--script-shell',
  '--reporter',
]
/** Options of `uv run`, `poetry run`, … that take a value. */
const RUN_VALUES = [
  '--with',
  '--python',
  '-p',
  '--directory',
  '--project',
  '--package',
  '--extra',
  '--group',
  '--env-file',
  '--index',
  '--with-requirements',
]
/** npm's commands that run the package's test script (`npm it` installs, then tests). */
const NPM_TEST = new Set(['test', 't', 'tst', 'it', 'install-test', 'cit', 'install-ci-test', 'clean-install-test'])
const READ_ONLY_FILTERS = new Set([
  'head',
  'tail',
  'grep',
  'egrep',
  'fgrep',
  'wc',
  'sort',
  'uniq',
  'cat',
  'cut',
  'less',
  'more',
])
const DEV_FILES = /^\/dev\/(?:null|stdout|stderr|tty|fd\/\d+)$/

const WEAKENING_EXACT = new Set([
  '-u',
  '--update',
  '--updateSnapshot',
  '--update-snapshots',
  '--bail',
  '-t',
  '--testNamePattern',
  '--reporter=silent',
  '--silent',
  '-o',
  '--onlyChanged',
  '--onlyFailures',
  '--changed',
  '--passWithNoTests',
  // pytest
  '-k',
  '-x',
  '--exitfirst',
  '--maxfail',
  '--lf',
  '--last-failed',
  '--deselect',
  '--ignore',
  '--sw',
  '--stepwise',
  // go test
  '-run',
  '-skip',
  '-failfast',
  // cargo test (after --)
  '--skip',
])
const WEAKENING_PREFIX = [
  '--bail=',
  '-t=',
  '--testNamePattern=',
  '--maxfail=',
  '--deselect=',
  '--ignore=',
  '-run=',
  '-skip=',
  '--skip=',
  '-k=',
  '--changed=',
]

const base = (word: string): string => word.slice(word.lastIndexOf('/') + 1)
/** A package spec's name without its version: `vitest@4` → `vitest`, `@scope/x@latest` → `x`. */
const packageName = (word: string): string => base(word).replace(/^(.+?)@[^@]*$/, '$1')

/** The test runner this argv starts, if any (see `testInvocation`). */
export function testRunner(argv: readonly string[], scripts?: PackageScripts): string | undefined {
  return testInvocation(argv, scripts)?.runner
}

/**
 * The test run this argv starts, if any: a runner started directly or through npx/exec wrappers, or a package
 * script judged by what it runs. `npm test` (and `run test`) is the package's test command: always a test run.
 * Any other script is judged by its text in `scripts` (with npm's `pre`/`post` scripts), followed through scripts
 * that run scripts; only a script package.json does not define is judged by its name.
 */
function testInvocation(argv: readonly string[], scripts?: PackageScripts, depth = 0): TestInvocation | undefined {
  const runner = directRunner(argv, scripts, depth)
  if (runner === undefined) return undefined
  const flags = weakeningFlags(argv)
  return typeof runner === 'string'
    ? { runner, weakeningFlags: flags }
    : { runner: runner.runner, weakeningFlags: [...flags, ...runner.weakeningFlags] }
}

function directRunner(
  argv: readonly string[],
  scripts: PackageScripts | undefined,
  depth: number,
): string | TestInvocation | undefined {
  const words = unwrap(argv)
  const [head, ...rest] = words
  if (head === undefined) return undefined
  const cmd = packageName(head)
  const sub = rest[0] ?? ''
  if (DIRECT_RUNNERS.has(cmd)) return cmd
  if (cmd === 'playwright' && sub === 'test') return 'playwright test'
  if (cmd === 'npx' || cmd === 'bunx' || cmd === 'pnpx' || cmd === 'uvx') {
    const i = operandIndex(rest, EXEC_VALUES)
    return i >= rest.length ? undefined : directRunner(rest.slice(i), scripts, depth)
  }
  if (cmd === 'pipx' && sub === 'run')
    return directRunner(rest.slice(1 + operandIndex(rest.slice(1), RUN_VALUES)), scripts, depth)
  if (cmd === 'npm' || cmd === 'pnpm' || cmd === 'yarn' || cmd === 'bun')
    return managerRunner(cmd, rest, scripts, depth)
  if (cmd === 'node' || cmd === 'bun' || cmd === 'deno' || cmd === 'tsx') {
    if (rest.includes('--test') || sub === 'test') return `${cmd} test`
    // `node node_modules/.bin/vitest`, `node node_modules/vitest/vitest.mjs`, `node node_modules/jest/bin/jest.js`
    const script = rest.find((w) => !w.startsWith('-'))
    const runner =
      script === undefined ? undefined : /(?:^|\/)(vitest|jest|mocha)(?:\/[\w/.-]*)?(?:\.[cm]?js)?$/.exec(script)?.[1]
    return runner
  }
  if (/^python(?:\d(?:\.\d+)?)?$/.test(cmd)) {
    const m = rest.findIndex((w) => w === '-m' || /^-m\w/.test(w))
    const module = m === -1 ? undefined : rest[m] === '-m' ? rest[m + 1] : rest[m]?.slice(2)
    return module === 'pytest' || module === 'unittest' || module === 'nose2' ? `python -m ${module}` : undefined
  }
  if (['uv', 'poetry', 'pipenv', 'pdm', 'hatch', 'rye'].includes(cmd) && sub === 'run') {
    const args = rest.slice(1)
    return directRunner(args.slice(operandIndex(args, RUN_VALUES)), scripts, depth)
  }
  if ((cmd === 'go' || cmd === 'deno') && sub === 'test') return `${cmd} test`
  if (cmd === 'cargo' && (sub === 'test' || sub === 'nextest')) return `cargo ${sub}`
  if (cmd === 'make' && rest.some((w) => w === 'test' || w === 'check' || w.startsWith('test-'))) return 'make test'
  return undefined
}

/**
 * A package manager's command line (`cmd` without its name): its global options first (`npm -s test`, `npm --prefix .
 * run test`, `pnpm -C pkg test`), then the test command, `exec`/`dlx`/`x` of a runner (version-pinned or not), or a
 * script judged by its text.
 */
function managerRunner(
  cmd: string,
  words: readonly string[],
  scripts: PackageScripts | undefined,
  depth: number,
): string | TestInvocation | undefined {
  const at = operandIndex(words, MANAGER_VALUES)
  const sub = words[at] ?? ''
  const rest = words.slice(at + 1)
  if (sub === '') return undefined
  if (cmd === 'npm' ? NPM_TEST.has(sub) : sub === 'test' || sub === 't' || sub === 'tst') return `${cmd} test`
  if (sub === 'exec' || sub === 'dlx' || sub === 'x') {
    const i = operandIndex(rest, EXEC_VALUES)
    return i >= rest.length ? undefined : directRunner(rest.slice(i), scripts, depth)
  }
  if (cmd === 'yarn' && sub === 'workspace') return managerRunner(cmd, rest.slice(1), scripts, depth)
  const script =
    sub === 'run' || sub === 'run-script' ? rest[operandIndex(rest, MANAGER_VALUES)] : cmd !== 'npm' ? sub : undefined
  if (script !== undefined) {
    const named = `${cmd} run ${script}`
    if (script === 'test') return named
    const text = scripts?.[script]
    if (text !== undefined && depth < SCRIPT_DEPTH) {
      const around = cmd === 'npm' ? [scripts?.[`pre${script}`], scripts?.[`post${script}`]] : []
      const inner = [text, ...around]
        .filter((t): t is string => t !== undefined)
        .flatMap((t) => analyzeBash(t, scripts, depth + 1).tests)
      const first = inner[0]
      if (first === undefined) return undefined
      return { runner: `${named} (${first.runner})`, weakeningFlags: inner.flatMap((t) => t.weakeningFlags) }
    }
    if (text === undefined && TEST_SCRIPT.test(script)) return named
  }
  return (cmd === 'yarn' || cmd === 'pnpm') && scripts?.[sub] === undefined
    ? directRunner([sub, ...rest], scripts, depth)
    : undefined
}

/**
 * Scripts a command defines before running them (`npm pkg set scripts.x="…"`, `npm set-script x "…"`): what a
 * later `npm run x` in the same command runs.
 */
function definedScripts(argv: readonly string[]): Readonly<Record<string, string>> {
  const words = unwrap(argv)
  if (base(words[0] ?? '') !== 'npm') return {}
  const out: Record<string, string> = {}
  if (words[1] === 'pkg' && words[2] === 'set') {
    for (const word of words.slice(3)) {
      const m = /^scripts\.([^=]+)=(.*)$/s.exec(word)
      if (m?.[1] !== undefined && m[2] !== undefined) out[m[1]] = m[2]
    }
  }
  if (words[1] === 'set-script' && words[2] !== undefined && words[3] !== undefined) out[words[2]] = words[3]
  return out
}

export function weakeningFlags(argv: readonly string[]): readonly string[] {
  return argv.filter(
    (w) => WEAKENING_EXACT.has(w) || WEAKENING_PREFIX.some((p) => w.startsWith(p)) || /^--reporter[= ]silent$/.test(w),
  )
}

const operands = (args: readonly string[], withValue: readonly string[] = []): string[] => {
  const out: string[] = []
  for (let i = 0; i < args.length; i++) {
    const w = args[i] ?? ''
    if (w === '--') {
      out.push(...args.slice(i + 1))
      break
    }
    if (withValue.includes(w)) i++
    else if (!w.startsWith('-') || w === '-') out.push(w)
  }
  return out
}

/** Files a simple command writes or deletes through its arguments (redirections are handled apart). */
export function argumentWrites(argv: readonly string[]): readonly ShellWrite[] {
  const words = unwrap(argv)
  const cmd = base(words[0] ?? '')
  const args = words.slice(1)
  const write =
    (via: string, deletes = false) =>
    (path: string): ShellWrite => ({ path, via, deletes })
  switch (cmd) {
    case 'sed':
    case 'perl': {
      const inPlace = args.some((w) => /^-[A-Za-z]*i/.test(w) || w.startsWith('--in-place'))
      if (!inPlace) return []
      const scriptGiven = args.some(
        (w) => w === '-e' || w === '-f' || w.startsWith('--expression') || (w === '-E' && cmd === 'perl'),
      )
      const files = operands(args, cmd === 'sed' ? ['-e', '-f', '-l'] : ['-e', '-E', '-M', '-m', '-I'])
      return (scriptGiven ? files : files.slice(1)).map(write(`${cmd} -i`))
    }
    case 'tee':
      return operands(args).map(write('tee'))
    case 'cp':
    case 'mv':
    case 'install': {
      const target = args.findIndex((w) => w === '-t' || w === '--target-directory')
      const files = operands(args, ['-t', '--target-directory', '-m', '-o', '-g', '-S'])
      const dest = target !== -1 ? args[target + 1] : files.at(-1)
      const sources = target !== -1 ? files : files.slice(0, -1)
      if (dest === undefined || sources.length === 0) return []
      const moved = cmd === 'mv' ? sources.map((path) => ({ path, via: 'mv', deletes: true, movedTo: dest })) : []
      return [{ path: dest, via: cmd, deletes: false, sources }, ...moved]
    }
    case 'ln': {
      // The link's name is the last operand (or `-t dir/<source name>`).
      const target = args.findIndex((w) => w === '-t' || w === '--target-directory')
      const files = operands(args, ['-t', '--target-directory', '-S', '--suffix'])
      const dest = target !== -1 ? args[target + 1] : files.length >= 2 ? files.at(-1) : undefined
      const sources = target !== -1 ? files : files.slice(0, -1)
      return dest === undefined ? [] : [{ path: dest, via: 'ln', deletes: false, sources }]
    }
    case 'rm':
    case 'unlink':
    case 'shred':
      return operands(args).map(write(cmd, true))
    case 'truncate':
      return operands(args, ['-s', '--size', '-r', '--reference']).map(write('truncate'))
    case 'dd':
      return args.filter((w) => w.startsWith('of=')).map((w) => write('dd')(w.slice(3)))
    case 'git': {
      const sub = args.find((w) => !w.startsWith('-'))
      const after = args.slice(args.indexOf(sub ?? '') + 1)
      if (sub === 'checkout' && after.includes('--')) {
        const dash = after.indexOf('--')
        const source = after.slice(0, dash).find((w) => !w.startsWith('-'))
        return after
          .slice(dash + 1)
          .map((path) => ({ path, via: 'git checkout', deletes: false, checkout: { source } }))
      }
      if (sub === 'restore') {
        // `--staged` alone restores the index: the working tree is not written.
        const flag = (short: string, long: string): boolean =>
          after.some((w) => w === long || new RegExp(`^-[A-Za-z]*${short}`).test(w))
        if (flag('S', '--staged') && !flag('W', '--worktree')) return []
        return operands(after, ['-s', '--source']).map((path) => ({
          path,
          via: 'git restore',
          deletes: false,
          checkout: { source: restoreSource(after) },
        }))
      }
      return []
    }
    default:
      return []
  }
}

/** The `--source` of `git restore` (`-s X`, `-sX`, `--source X`, `--source=X`); undefined: the index. */
function restoreSource(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const w = args[i] ?? ''
    if (w === '--') return undefined
    if (w === '-s' || w === '--source') return args[i + 1]
    if (w.startsWith('--source=')) return w.slice('--source='.length)
    if (/^-s./.test(w)) return w.slice(2)
  }
  return undefined
}

function redirectWrites(command: SimpleCommand): readonly ShellWrite[] {
  return command.redirects
    .filter((r) => r.op.includes('>') && r.op !== '>&' && !DEV_FILES.test(r.target))
    .map((r) => ({ path: r.target, via: r.op.replace('&', ''), deletes: false }))
}

/** `evident vdd … --manual pass` (or `--manual=pass`), also through `node …/cli.js` or `npx evident`. */
function givesManualPass(argv: readonly string[]): boolean {
  const words = unwrap(argv)
  const vdd = words.indexOf('vdd')
  if (vdd < 0 || !words.slice(0, vdd).some((w) => base(w) === 'evident' || base(w) === 'cli.js')) return false
  const rest = words.slice(vdd + 1)
  return rest.some((w, i) => w === '--manual=pass' || (w === '--manual' && rest[i + 1] === 'pass'))
}

/**
 * What a command does. `scripts`: the package.json scripts its package-manager calls run (to judge `npm run x` by
 * what `x` runs); `depth`: how deep inside scripts this text is; `nesting`: how deep inside shell code carried by
 * other commands (`sh -c '…'`). Test runs are read through wrappers, reserved words, `xargs`, `find -exec` and shell
 * code in a word (`shell-wrappers.ts`); writes only from the command line itself, where their paths are written.
 */
export function analyzeBash(command: string, scripts?: PackageScripts, depth = 0, nesting = 0): BashAnalysis {
  const parsed = parseShell(command)
  let known = scripts
  const tests: TestInvocation[] = []
  const writes: ShellWrite[] = []
  let plain = !parsed.substitutions
  let afterPipe = false
  let manualPass = false
  let unreadable = parsed.unreadable
  for (const simple of parsed.commands) {
    if (givesManualPass(simple.argv)) manualPass = true
    const defined = definedScripts(simple.argv)
    if (Object.keys(defined).length > 0) known = { ...known, ...defined }
    const test = testInvocation(simple.argv, known, depth)
    const runner = test?.runner
    if (test !== undefined) tests.push(test)
    const inner = innerCommands(simple.argv)
    for (const argv of inner) {
      const ran = testInvocation(argv, known, depth)
      if (ran !== undefined) tests.push(ran)
    }
    for (const code of [simple, ...inner.map((argv) => ({ argv, redirects: [] }))].flatMap(shellCode)) {
      if (nesting >= CODE_DEPTH) {
        unreadable = true
        continue
      }
      const nested = analyzeBash(code, known, depth, nesting + 1)
      tests.push(...nested.tests)
      if (nested.manualPass) manualPass = true
      if (nested.unreadable) unreadable = true
    }
    const written = [...redirectWrites(simple), ...argumentWrites(simple.argv)]
    writes.push(...written)
    const cmd = base(unwrap(simple.argv)[0] ?? '')
    const harmless = runner !== undefined || (cmd === 'cd' && !afterPipe) || (afterPipe && READ_ONLY_FILTERS.has(cmd))
    if (!harmless || written.length > 0 || simple.next === '&' || simple.redirects.some((r) => r.op.startsWith('<<')))
      plain = false
    afterPipe = simple.next === '|' || simple.next === '|&'
  }
  return { tests, writes, plainTestRun: plain && tests.length > 0, manualPass, unreadable }
}
