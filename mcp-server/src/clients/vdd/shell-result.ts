import { unwrap } from '../../engine/gates/shell-wrappers.js'
import { sedEdit, type SedEdit } from './sed-script.js'
import { parseShell, type SimpleCommand } from '../../engine/gates/shell-words.js'

/**
 * What a shell command would leave in a file, where its text alone says so: `echo …` / `printf …` redirected with
 * `>` or `>>` or piped into `tee [-a]`, and `sed -i` with scripts `sed-script.ts` reads. Anything the text does not
 * settle — a variable, a substitution, a glob, a heredoc, a `cd` first, another writer (`cp`, `perl -i`, …) — has no
 * `edit`: the caller lets the command run and judges what it measured afterwards. Pure: reads no file.
 */
export interface ComputedWrite {
  /** The path as written (relative to the command's working directory). */
  readonly path: string
  /** The file after this write, from the file before it; undefined when the text does not settle it. */
  readonly edit: SedEdit | undefined
}

/** A path the shell would still expand (a glob, `~`): which file it names is not in the text. */
const EXPANDS = /[*?[~]/

/** Whether the shell would expand something in the text (`$…` or `` `…` `` outside single quotes). */
export function expandsSomething(command: string): boolean {
  let single = false
  for (let i = 0; i < command.length; i += 1) {
    const c = command[i]
    if (single) single = c !== "'"
    else if (c === '\\') i += 1
    else if (c === "'") single = true
    else if (c === '$' || c === '`') return true
  }
  return false
}

const base = (word: string): string => word.slice(word.lastIndexOf('/') + 1)

/**
 * What `echo` / `printf` with these words (quotes removed, nothing left to expand) print, or undefined: another
 * command, or escapes and directives it does not read.
 */
export function printed(argv: readonly string[]): string | undefined {
  const words = unwrap(argv)
  const cmd = base(words[0] ?? '')
  const args = words.slice(1)
  if (cmd === 'echo') {
    let newline = '\n'
    let i = 0
    for (; i < args.length && /^-[neE]+$/.test(args[i] ?? ''); i += 1) {
      if (args[i]?.includes('n') === true) newline = ''
      if (args[i]?.includes('e') === true && args.slice(i + 1).some((w) => w.includes('\\'))) return undefined
    }
    return `${args.slice(i).join(' ')}${newline}`
  }
  if (cmd === 'printf') {
    const [format, ...values] = args
    if (format === undefined || format.startsWith('-')) return undefined
    let used = 0
    let out = ''
    for (let i = 0; i < format.length; i += 1) {
      const c = format[i] ?? ''
      const next = format[i + 1] ?? ''
      if (c === '%' && next === '%') out += '%'
      else if (c === '%' && next === 's') out += values[used++] ?? ''
      else if (c === '%') return undefined
      else if (c === '\\' && 'nt\\"'.includes(next) && next !== '')
        out += next === 'n' ? '\n' : next === 't' ? '\t' : next
      else if (c === '\\') return undefined
      else {
        out += c
        continue
      }
      i += 1
    }
    return used < values.length ? undefined : out
  }
  return undefined
}

/** `sed -i` options: the scripts and whether they are extended; undefined when an option is one it does not read. */
function sedScripts(args: readonly string[]): { files: string[]; edit: SedEdit | undefined } | undefined {
  const scripts: string[] = []
  const operands: string[] = []
  let extended = false
  let inPlace = false
  let known = true
  for (let i = 0; i < args.length; i += 1) {
    const w = args[i] ?? ''
    if (w === '--') {
      operands.push(...args.slice(i + 1))
      break
    }
    if (w === '-E' || w === '-r' || w === '--regexp-extended') extended = true
    else if (w === '--in-place' || w.startsWith('--in-place=')) inPlace = true
    else if (w === '-e' || w === '--expression') scripts.push(args[++i] ?? '')
    else if (w.startsWith('--expression=')) scripts.push(w.slice('--expression='.length))
    else if (/^-[^-]/.test(w)) {
      for (let j = 1; j < w.length; j += 1) {
        const f = w[j] ?? ''
        if (f === 'E' || f === 'r') extended = true
        else if (f === 's' || f === 'u') continue
        else if (f === 'i') {
          inPlace = true
          break // the rest is the backup suffix
        } else if (f === 'e') {
          scripts.push(w.length > j + 1 ? w.slice(j + 1) : (args[++i] ?? ''))
          break
        } else known = false
      }
    } else if (w.startsWith('-')) known = false
    else operands.push(w)
  }
  if (!inPlace) return undefined
  const files = scripts.length === 0 ? operands.slice(1) : operands
  if (scripts.length === 0 && operands[0] !== undefined) scripts.push(operands[0])
  return { files, edit: known ? sedEdit(scripts, extended) : undefined }
}

/** What the command writes into each file it names, in order (a file written twice appears twice). */
export function computedWrites(command: string): readonly ComputedWrite[] {
  const parsed = parseShell(command)
  const settled = !parsed.substitutions && !parsed.unreadable && !expandsSomething(command)
  const writes: ComputedWrite[] = []
  let movedDir = false
  let piped: string | undefined
  parsed.commands.forEach((simple: SimpleCommand, n) => {
    const words = unwrap(simple.argv)
    const cmd = base(words[0] ?? '')
    if (cmd === 'cd' || cmd === 'pushd' || cmd === 'popd') movedDir = true
    const out = simple.redirects.some((r) => r.op.startsWith('<')) ? undefined : printed(simple.argv)
    const usable = (edit: SedEdit | undefined): SedEdit | undefined => (settled && !movedDir ? edit : undefined)
    for (const r of simple.redirects) {
      if (!r.op.includes('>') || r.op === '>&' || r.target.startsWith('/dev/')) continue
      const append = r.op.includes('>>')
      const edit: SedEdit | undefined =
        out === undefined ? undefined : append ? (before) => `${before}${out}` : () => out
      writes.push({ path: r.target, edit: EXPANDS.test(r.target) ? undefined : usable(edit) })
    }
    if (cmd === 'tee') {
      const args = words.slice(1)
      const append = args.some((a) => a === '-a' || a === '--append')
      const input = n > 0 && parsed.commands[n - 1]?.next === '|' ? piped : undefined
      for (const path of args.filter((a) => !a.startsWith('-'))) {
        const edit: SedEdit | undefined =
          input === undefined ? undefined : append ? (before) => `${before}${input}` : () => input
        writes.push({ path, edit: EXPANDS.test(path) ? undefined : usable(edit) })
      }
    }
    if (cmd === 'sed') {
      const sed = sedScripts(words.slice(1))
      for (const path of sed?.files ?? [])
        writes.push({ path, edit: EXPANDS.test(path) ? undefined : usable(sed?.edit) })
    }
    // What reaches the next command of a pipeline: echo/printf output not redirected elsewhere.
    piped = simple.redirects.some((r) => r.op.includes('>') && r.op !== '>&') ? '' : out
  })
  return writes
}
