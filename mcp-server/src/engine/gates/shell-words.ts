/**
 * A small POSIX-shell reader, enough to see what a Bash tool command would run: simple commands (argv after
 * quote removal), their file redirections, and the commands inside `$(…)` / backticks. It never expands
 * variables or globs and never executes anything. Heredoc bodies and comments are skipped.
 */
interface Redirect {
  /** The operator without its fd number: `>`, `>>`, `>|`, `&>`, `&>>`, `<`, `<<`, `<<<`, `>&`, `<&`. */
  readonly op: string
  readonly target: string
  /** A here-document's text (`<<`, `<<-`), once its lines were read; a here-string's text is its `target`. */
  readonly body?: string | undefined
}

export interface SimpleCommand {
  readonly argv: readonly string[]
  readonly redirects: readonly Redirect[]
  /** The operator that follows this command (`|`, `&&`, `;`, …), or '' at the end. */
  readonly next: string
}

export interface ParsedCommand {
  readonly commands: readonly SimpleCommand[]
  /** True when the text holds `$(…)`, backticks or `<(…)`/`>(…)`: their commands are in `commands` too. */
  readonly substitutions: boolean
  /**
   * True when the text nests substitutions deeper than MAX_DEPTH: the inner commands were not read, so what the
   * command runs is unknown (a caller in a TDD context must refuse it, never treat it as harmless).
   */
  readonly unreadable: boolean
}

/** Substitutions nested deeper than this are not read (a crafted command could otherwise exhaust the stack). */
const MAX_DEPTH = 32

const CONTROL = ['&&', '||', '|&', ';;', ';', '|', '&', '\n', '(', ')'] as const
const REDIRECT = /^(?:\d+)?(&>>|&>|>>|>\||>&|<<<|<<-|<<|<&|<>|>|<)/

interface Builder {
  argv: string[]
  redirects: Redirect[]
  pendingOp: string | undefined
}

/** A here-document waiting for its lines: its delimiter, and the redirect its text is set on. */
interface PendingHeredoc {
  readonly delimiter: string
  readonly redirect: { body?: string | undefined }
}

export function parseShell(text: string, depth = 0): ParsedCommand {
  const commands: SimpleCommand[] = []
  let substitutions = false
  let unreadable = false
  const nested = (body: string): void => {
    if (depth >= MAX_DEPTH) {
      unreadable = true
      return
    }
    const inner = parseShell(body, depth + 1)
    if (inner.unreadable) unreadable = true
    commands.push(...inner.commands)
  }
  let cur: Builder = { argv: [], redirects: [], pendingOp: undefined }
  const heredocs: PendingHeredoc[] = []
  const flush = (next: string): void => {
    if (cur.argv.length > 0 || cur.redirects.length > 0)
      commands.push({ argv: cur.argv, redirects: cur.redirects, next })
    cur = { argv: [], redirects: [], pendingOp: undefined }
  }
  const addWord = (word: string): void => {
    if (cur.pendingOp !== undefined) {
      const op = cur.pendingOp
      const redirect: { op: string; target: string; body?: string | undefined } = {
        op,
        target: op.startsWith('<<') && op !== '<<<' ? word.replace(/['"\\]/g, '') : word,
      }
      cur.redirects.push(redirect)
      if (op === '<<' || op === '<<-') heredocs.push({ delimiter: word.replace(/['"\\]/g, ''), redirect })
      cur.pendingOp = undefined
    } else {
      cur.argv.push(word)
    }
  }
  let i = 0
  while (i < text.length) {
    const c = text[i] ?? ''
    if (c === ' ' || c === '\t' || (c === '\\' && text[i + 1] === '\n')) {
      i += c === '\\' ? 2 : 1
      continue
    }
    if (c === '#') {
      while (i < text.length && text[i] !== '\n') i++
      continue
    }
    if (c === '\n' && heredocs.length > 0) {
      flush('\n')
      i = skipHeredocs(text, i + 1, heredocs.splice(0))
      continue
    }
    if ((c === '<' || c === '>') && text[i + 1] === '(') {
      const sub = balanced(text, i + 1)
      substitutions = true
      nested(sub.body)
      addWord(text.slice(i, sub.end))
      i = sub.end
      continue
    }
    const redirect = REDIRECT.exec(text.slice(i, i + 12))
    if (redirect !== null) {
      const op = redirect[1] ?? ''
      i += redirect[0].length
      // `>&2`, `2>&1`: a descriptor duplication, not a file.
      if ((op === '>&' || op === '<&') && /^\s*[\d-]/.test(text.slice(i, i + 4))) {
        while (i < text.length && /[\s\d-]/.test(text[i] ?? '') && text[i] !== '\n') i++
        continue
      }
      cur.pendingOp = op
      continue
    }
    const control = CONTROL.find((op) => text.startsWith(op, i))
    if (control !== undefined) {
      flush(control)
      i += control.length
      continue
    }
    const word = readWord(text, i)
    i = word.end
    if (word.inner.length > 0) substitutions = true
    for (const inner of word.inner) nested(inner)
    addWord(word.text)
  }
  flush('')
  return { commands, substitutions, unreadable }
}

/** Reads the here-documents that start after a line (each body is set on its redirect); returns where they end. */
function skipHeredocs(text: string, start: number, pending: readonly PendingHeredoc[]): number {
  let i = start
  for (const { delimiter, redirect } of pending) {
    const lines: string[] = []
    for (;;) {
      const end = text.indexOf('\n', i)
      const line = text.slice(i, end === -1 ? text.length : end)
      i = end === -1 ? text.length : end + 1
      if (line.trim() === delimiter) break
      lines.push(line)
      if (end === -1) break
    }
    redirect.body = lines.join('\n')
  }
  return i
}

interface Word {
  readonly text: string
  readonly end: number
  /** Texts of command substitutions inside the word. */
  readonly inner: readonly string[]
}

function readWord(text: string, start: number): Word {
  let out = ''
  const inner: string[] = []
  let i = start
  while (i < text.length) {
    const c = text[i] ?? ''
    if (' \t\n;&|()<>'.includes(c)) break
    if (c === '\\') {
      out += text[i + 1] ?? ''
      i += 2
    } else if (c === '$' && text[i + 1] === "'") {
      // ANSI-C quoting: `\'` does not end it.
      const close = ansiCEnd(text, i + 2)
      out += text.slice(i + 2, close)
      i = close + 1
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1)
      const close = end === -1 ? text.length : end
      out += text.slice(i + 1, close)
      i = close + 1
    } else if (c === '"') {
      i++
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && '"\\$`'.includes(text[i + 1] ?? '')) {
          out += text[i + 1]
          i += 2
        } else if (text.startsWith('$(', i)) {
          const sub = balanced(text, i + 1)
          inner.push(sub.body)
          out += text.slice(i, sub.end)
          i = sub.end
        } else if (text[i] === '`') {
          const end = closingBacktick(text, i)
          inner.push(text.slice(i + 1, end))
          out += text.slice(i, end + 1)
          i = end + 1
        } else {
          out += text[i]
          i++
        }
      }
      i++
    } else if (c === '$' && text[i + 1] === '(') {
      const sub = balanced(text, i + 1)
      inner.push(sub.body)
      out += text.slice(i, sub.end)
      i = sub.end
    } else if (c === '`') {
      const end = closingBacktick(text, i)
      inner.push(text.slice(i + 1, end))
      out += text.slice(i, end + 1)
      i = end + 1
    } else {
      out += c
      i++
    }
  }
  return { text: out, end: i, inner }
}

/** The index of the `'` that ends a `$'…'` string whose text starts at `from` (escapes skipped). */
function ansiCEnd(text: string, from: number): number {
  let i = from
  while (i < text.length && text[i] !== "'") i += text[i] === '\\' ? 2 : 1
  return Math.min(i, text.length)
}

function closingBacktick(text: string, open: number): number {
  let i = open + 1
  while (i < text.length && text[i] !== '`') i += text[i] === '\\' ? 2 : 1
  return Math.min(i, text.length)
}

/** The body of a parenthesised group starting at `open` (which is `(`), and the index after its `)`. */
function balanced(text: string, open: number): { body: string; end: number } {
  let depth = 0
  let i = open
  while (i < text.length) {
    const c = text[i]
    if (c === '\\') {
      i += 2
      continue
    }
    if (c === '$' && text[i + 1] === "'") {
      i = ansiCEnd(text, i + 2) + 1
      continue
    }
    if (c === "'") {
      const end = text.indexOf("'", i + 1)
      i = end === -1 ? text.length : end + 1
      continue
    }
    if (c === '(') depth++
    if (c === ')') {
      depth--
      if (depth === 0) return { body: text.slice(open + 1, i), end: i + 1 }
    }
    i++
  }
  return { body: text.slice(open + 1), end: text.length }
}
