import type { SimpleCommand } from './shell-words.js'

/**
 * How a command line reaches the program it really runs, as the shell reader sees it (`shell-words.ts`): wrappers
 * and their options (`env -i`, `timeout -s KILL 60`, `sudo -u x`, `env -S 'npx vitest'`), shell reserved words the
 * reader leaves at the start of a command (`{ cmd; }`, `if cmd; then …`, `! cmd`, `do cmd`), a command name taken
 * from a substitution (`$(which npx) vitest`), the commands other commands run on their behalf (`xargs cmd`,
 * `find -exec cmd {} +`) and shell code carried in a word (`sh -c '…'`, `eval '…'`, `watch '…'`, `npx -c '…'`, a
 * here-document fed to a shell). Pure: words in, words out. Code for another language (`node -e`, `python -c`) is
 * not read here: what it does is measured by its effect (docs/hooks.md).
 */

const base = (word: string): string => word.slice(word.lastIndexOf('/') + 1)
const isAssignment = (word: string): boolean => /^[A-Za-z_][A-Za-z0-9_]*=/.test(word)

/** Reserved words that can open a simple command as the reader splits a line. */
const RESERVED: ReadonlySet<string> = new Set([
  '{',
  '}',
  '!',
  'if',
  'then',
  'elif',
  'else',
  'fi',
  'do',
  'done',
  'while',
  'until',
  'coproc',
])

interface Wrapper {
  /** Options that take the next word as their value (`--opt=value` is one word anyway). */
  readonly values: readonly string[]
  /** Operands before the command it runs: `timeout 60 cmd`, `taskset 0x3 cmd`, `flock file cmd`. */
  readonly operands?: number
}

const SUDO: Wrapper = {
  values: ['-u', '--user', '-g', '--group', '-C', '--close-from', '-D', '--chdir', '-h', '--host', '-p', '--prompt'],
}
const TRACE: Wrapper = { values: ['-o', '-e', '-p', '-s', '-u', '-E', '-a', '-b', '-I', '-O', '-P', '-S', '-X', '-n'] }

/** Commands that run the command after their own options and operands. */
const WRAPPERS: Readonly<Record<string, Wrapper>> = {
  env: { values: ['-u', '--unset', '-C', '--chdir', '-P', '-a', '--argv0'] },
  time: { values: ['-f', '--format', '-o', '--output'] },
  nice: { values: ['-n', '--adjustment'] },
  ionice: { values: ['-c', '--class', '-n', '--classdata', '-p', '--pid', '-P', '--pgid', '-u', '--uid'] },
  nohup: { values: [] },
  command: { values: [] },
  builtin: { values: [] },
  exec: { values: ['-a'] },
  sudo: SUDO,
  doas: { values: ['-u', '-C'] },
  timeout: { values: ['-s', '--signal', '-k', '--kill-after'], operands: 1 },
  stdbuf: { values: ['-i', '-o', '-e', '--input', '--output', '--error'] },
  'xvfb-run': {
    values: ['-n', '--server-num', '-s', '--server-args', '-e', '--error-file', '-f', '--auth-file', '-w', '--wait'],
  },
  setsid: { values: [] },
  taskset: { values: [], operands: 1 },
  unbuffer: { values: [] },
  strace: TRACE,
  ltrace: TRACE,
  catchsegv: { values: [] },
  chronic: { values: [] },
}

/** `env -S STRING` / `-SSTRING` / `--split-string[=]STRING`: the string, and how many words it took. */
function splitString(words: readonly string[], i: number): { value: string; used: number } | undefined {
  const w = words[i] ?? ''
  if (w === '-S' || w === '--split-string') return { value: words[i + 1] ?? '', used: 2 }
  if (w.startsWith('--split-string=')) return { value: w.slice('--split-string='.length), used: 1 }
  if (/^-S./.test(w)) return { value: w.slice(2), used: 1 }
  return undefined
}

/** The words of a string as `env -S` splits them (quotes and escapes as the shell reads them). */
function splitWords(text: string): readonly string[] {
  const words: string[] = []
  let current = ''
  let quote: string | undefined
  let started = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? ''
    if (quote !== undefined) {
      if (c === quote) quote = undefined
      else if (c === '\\' && quote === '"' && i + 1 < text.length) current += text[++i] ?? ''
      else current += c
    } else if (c === "'" || c === '"') {
      quote = c
      started = true
    } else if (c === '\\' && i + 1 < text.length) {
      current += text[++i] ?? ''
      started = true
    } else if (/\s/.test(c)) {
      if (started || current !== '') words.push(current)
      current = ''
      started = false
    } else current += c
  }
  if (started || current !== '') words.push(current)
  return words
}

/**
 * A command word that is one command substitution (`$(which npx)`, `` `command -v vitest` ``, `"$(npm bin)/x"` is
 * left alone): the program it names is the substitution's last word. Anything else is returned as it is.
 */
function substitutedName(word: string): string {
  const m = /^\$\(([^()]*)\)$/.exec(word) ?? /^`([^`]*)`$/.exec(word)
  if (m === null) return word
  const last = (m[1] ?? '').trim().split(/\s+/).at(-1)
  return last === undefined || last === '' ? word : last
}

/**
 * argv without what only leads to the command: `VAR=value` words, reserved words (`{`, `if`, `!`, `do`, …),
 * `function name`, and wrappers with their options and operands (`env -i -S '…'`, `timeout 60`, `sudo -u x`,
 * `nice -n 5`). A command name taken from a substitution is replaced by the program it names. `command -v x`
 * runs nothing: empty.
 */
export function unwrap(argv: readonly string[]): readonly string[] {
  let words = [...argv]
  let i = 0
  for (let guard = 0; guard < 64; guard++) {
    while (i < words.length && (isAssignment(words[i] ?? '') || RESERVED.has(words[i] ?? ''))) i++
    if (words[i] === 'function') {
      i += 2
      continue
    }
    const named = substitutedName(words[i] ?? '')
    if (named !== words[i]) words = [...words.slice(0, i), named, ...words.slice(i + 1)]
    const name = base(named)
    if (name === 'command' && /^-[a-zA-Z]*[vV]/.test(words[i + 1] ?? '')) return []
    const wrapper = WRAPPERS[name]
    if (wrapper === undefined) return words.slice(i)
    i++
    for (;;) {
      const w = words[i] ?? ''
      const split = name === 'env' ? splitString(words, i) : undefined
      if (split !== undefined) {
        words = [...words.slice(0, i), ...splitWords(split.value), ...words.slice(i + split.used)]
        continue
      }
      if (w === '--') {
        i++
        break
      }
      if (!w.startsWith('-') || w === '-') break
      i += wrapper.values.includes(w) ? 2 : 1
    }
    i += wrapper.operands ?? 0
  }
  return words.slice(i)
}

/** Options of `xargs` that take the next word as their value. */
const XARGS_VALUES = [
  '-a',
  '--arg-file',
  '-d',
  '--delimiter',
  '-E',
  '-I',
  '-L',
  '-n',
  '--max-args',
  '-P',
  '--max-procs',
  '-s',
  '--max-chars',
  '--process-slot-var',
]

/** Options of `flock` that take the next word as their value. */
const FLOCK_VALUES = ['-w', '--timeout', '-E', '--conflict-exit-code']

/** The index of the first operand of `words` (after options, their values, and a `--`). */
export function operandIndex(words: readonly string[], values: readonly string[]): number {
  let i = 0
  while (i < words.length) {
    const w = words[i] ?? ''
    if (w === '--') return i + 1
    if (!w.startsWith('-') || w === '-') return i
    i += values.includes(w) ? 2 : 1
  }
  return i
}

/** How deep commands that run commands (`xargs xargs cmd`, `find -exec xargs …`) are followed. */
const INNER_DEPTH = 4

/**
 * The commands a command runs on its behalf, with the arguments it was given (their own arguments are added at run
 * time): `xargs [opts] cmd …`, each `find … -exec|-execdir|-ok|-okdir cmd … ;|+`, `watch -x cmd …`, `flock file
 * cmd …`. Followed through wrappers and through each other. Only what they run is read from them, never what they
 * write: the paths they act on are not in the text.
 */
export function innerCommands(argv: readonly string[], depth = 0): readonly (readonly string[])[] {
  if (depth >= INNER_DEPTH) return []
  const words = unwrap(argv)
  const name = base(words[0] ?? '')
  const args = words.slice(1)
  const found: (readonly string[])[] = []
  if (name === 'xargs') {
    const rest = args.slice(operandIndex(args, XARGS_VALUES))
    if (rest.length > 0) found.push(rest)
  } else if (name === 'find') {
    for (let i = 0; i < args.length; i++) {
      if (!['-exec', '-execdir', '-ok', '-okdir'].includes(args[i] ?? '')) continue
      const end = args.findIndex((w, j) => j > i && (w === ';' || w === '+'))
      const inner = args.slice(i + 1, end === -1 ? args.length : end)
      if (inner.length > 0) found.push(inner)
      i = end === -1 ? args.length : end
    }
  } else if (name === 'flock') {
    const file = operandIndex(args, FLOCK_VALUES)
    const rest = args.slice(file + 1)
    if (file < args.length && rest.length > 0 && rest[0] !== '-c' && rest[0] !== '--command') found.push(rest)
  } else if (name === 'watch' && args.some((w) => w === '-x' || w === '--exec')) {
    const rest = args.slice(operandIndex(args, ['-n', '--interval', '-g', '-q']))
    if (rest.length > 0) found.push(rest)
  }
  return found.flatMap((inner) => [inner, ...innerCommands(inner, depth + 1)])
}

const SHELLS: ReadonlySet<string> = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'yash', 'fish'])
/** Options of a shell that take the next word as their value (`bash -o pipefail -c …`). */
const SHELL_VALUES = ['-o', '+o', '-O', '+O', '--rcfile', '--init-file']

/** The value of `-c` (also last of a cluster: `-qc`) or `--long` / `--long=value` anywhere in `args`. */
function optionValue(args: readonly string[], short: string, long: string): string | undefined {
  const cluster = new RegExp(`^-[a-zA-Z]*${short.slice(1)}$`)
  for (let i = 0; i < args.length; i++) {
    const w = args[i] ?? ''
    if (cluster.test(w) || w === long) return args[i + 1]
    if (w.startsWith(`${long}=`)) return w.slice(long.length + 1)
  }
  return undefined
}

/**
 * Shell code a command carries and runs: `sh|bash|zsh|… [opts] -c CODE`, a here-document or here-string fed to a
 * shell that names no script (`bash <<'EOF' … EOF`, `sh -s <<< '…'`), `eval WORDS`, `watch [opts] WORDS`,
 * `script|su|flock … -c CODE`, `npx|npm exec -c|--call CODE`.
 */
export function shellCode(command: Pick<SimpleCommand, 'argv' | 'redirects'>): readonly string[] {
  const words = unwrap(command.argv)
  const name = base(words[0] ?? '')
  const args = words.slice(1)
  if (SHELLS.has(name) || (name === 'busybox' && SHELLS.has(args[0] ?? ''))) {
    const own = name === 'busybox' ? args.slice(1) : args
    const options = own.slice(0, operandIndex(own, SHELL_VALUES))
    const operands = own.slice(options.length)
    if (options.some((w) => /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w))) return operands.slice(0, 1)
    if (operands.length > 0 && !options.includes('-s')) return []
    return command.redirects.flatMap((r) =>
      r.op === '<<<' ? [r.target] : r.op.startsWith('<<') && r.body !== undefined ? [r.body] : [],
    )
  }
  if (name === 'eval') return args.length === 0 ? [] : [args.join(' ')]
  if (name === 'watch' && !args.some((w) => w === '-x' || w === '--exec')) {
    const rest = args.slice(operandIndex(args, ['-n', '--interval', '-g', '-q']))
    return rest.length === 0 ? [] : [rest.join(' ')]
  }
  const code =
    name === 'script' || name === 'su' || name === 'flock'
      ? optionValue(args, '-c', '--command')
      : name === 'npx' || (name === 'npm' && (args[0] === 'exec' || args[0] === 'x'))
        ? optionValue(args, '-c', '--call')
        : undefined
  return code === undefined ? [] : [code]
}
