/**
 * Enough of sed to compute what `sed -i` writes, for the scripts it can read exactly: `s` commands without an address
 * (`s/re/replacement/` with the flags `g`, `i`/`I`; several separated by `;` or newlines, or given as several `-e`),
 * in basic (BRE, GNU's `\+ \? \|` included) or extended (`-E`/`-r`) syntax. Anything else — an address, another
 * command, a flag such as `p`, `w`, `e` or a number, `\U`-style case conversion, an empty regex — is not computed
 * (undefined): the caller leaves such a command to be measured after it ran. Pure; never runs sed.
 */
export type SedEdit = (text: string) => string

interface Substitution {
  readonly regex: RegExp
  readonly replace: (match: string, groups: readonly (string | undefined)[]) => string
}

const JS_META = /[\\^$.*+?()[\]{}|/]/

const literal = (c: string): string => (JS_META.test(c) ? `\\${c}` : c)

const CLASSES: Readonly<Record<string, string>> = {
  alpha: 'A-Za-z',
  digit: '0-9',
  alnum: 'A-Za-z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: ' \\t\\n\\r\\f\\v',
  blank: ' \\t',
  xdigit: '0-9A-Fa-f',
}

/** The end (index after `]`) of the bracket expression starting at `start` (`[`), or -1 when it does not close. */
function bracketEnd(re: string, start: number): number {
  let i = start + 1
  if (re[i] === '^') i += 1
  if (re[i] === ']') i += 1
  while (i < re.length) {
    if (re.startsWith('[:', i)) {
      const close = re.indexOf(':]', i + 2)
      if (close < 0) return -1
      i = close + 2
      continue
    }
    if (re[i] === ']') return i + 1
    i += 1
  }
  return -1
}

/** A POSIX bracket expression as a JS class (a backslash is literal inside it), or undefined. */
function bracket(body: string): string | undefined {
  let out = ''
  let i = 0
  if (body[0] === '^') {
    out += '^'
    i = 1
  }
  for (; i < body.length; i += 1) {
    const c = body[i] ?? ''
    if (body.startsWith('[:', i)) {
      const close = body.indexOf(':]', i + 2)
      const range = CLASSES[body.slice(i + 2, close)]
      if (range === undefined) return undefined
      out += range
      i = close + 1
    } else if (body.startsWith('[=', i) || body.startsWith('[.', i)) return undefined
    else out += c === '\\' || c === ']' || c === '[' ? `\\${c}` : c
  }
  return `[${out}]`
}

/**
 * A sed regex as a JS regex source, or undefined when it uses what this reader does not translate. `\<delim>` is the
 * delimiter itself, whatever it would mean otherwise.
 */
function sedRegex(re: string, extended: boolean, delim = '/'): string | undefined {
  let out = ''
  // Where a `*` is literal and `^` is an anchor in a BRE: at the start, after `\(` or `\|`.
  let atStart = true
  for (let i = 0; i < re.length; i += 1) {
    const c = re[i] ?? ''
    const start = atStart
    atStart = false
    if (c === '[') {
      const end = bracketEnd(re, i)
      const cls = end < 0 ? undefined : bracket(re.slice(i + 1, end - 1))
      if (cls === undefined) return undefined
      out += cls
      i = end - 1
    } else if (c === '\\') {
      const e = re[++i]
      if (e === undefined) return undefined
      if (e === delim) out += literal(e)
      else if (!extended && '(|'.includes(e)) {
        out += e
        atStart = true
      } else if (!extended && ')'.includes(e)) out += e
      else if (!extended && '{}+?'.includes(e)) out += e
      else if (e === 'n') out += '\\n'
      else if (e === 't') out += '\\t'
      else if (/[1-9wWsSbB]/.test(e)) out += `\\${e}`
      else if (/[A-Za-z0-9<>`']/.test(e)) return undefined
      else out += literal(e)
    } else if (extended) {
      out += c
      atStart = c === '(' || c === '|'
    } else if (c === '*') out += start ? '\\*' : '*'
    else if (c === '^') out += start ? '^' : '\\^'
    else if (c === '$')
      out += i === re.length - 1 || re.startsWith('\\)', i + 1) || re.startsWith('\\|', i + 1) ? '$' : '\\$'
    else if ('(){}|+?/'.includes(c)) out += literal(c)
    else out += c
  }
  return out
}

/** A sed replacement as a function of the match, or undefined for GNU's case conversions. */
function sedReplacement(text: string, delim: string): Substitution['replace'] | undefined {
  type Part = string | number
  const parts: Part[] = []
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] ?? ''
    if (c === '&') parts.push(0)
    else if (c === '\\') {
      const e = text[++i]
      if (e === undefined) return undefined
      if (e === delim) parts.push(e)
      else if (/[1-9]/.test(e)) parts.push(Number(e))
      else if (e === 'n') parts.push('\n')
      else if (e === 't') parts.push('\t')
      else if (/[LUluE]/.test(e)) return undefined
      else parts.push(e)
    } else parts.push(c)
  }
  return (match, groups) =>
    parts.map((p) => (typeof p === 'string' ? p : p === 0 ? match : (groups[p - 1] ?? ''))).join('')
}

/** Reads up to the next unescaped `delim` (outside a bracket expression when `brackets`); returns [text, next index]. */
function until(script: string, from: number, delim: string, brackets: boolean): [string, number] | undefined {
  let i = from
  while (i < script.length) {
    const c = script[i]
    if (c === '\\') {
      i += 2
      continue
    }
    if (brackets && c === '[') {
      const end = bracketEnd(script, i)
      if (end < 0) return undefined
      i = end
      continue
    }
    if (c === delim) return [script.slice(from, i), i + 1]
    i += 1
  }
  return undefined
}

function parseScript(script: string, extended: boolean): Substitution[] | undefined {
  const commands: Substitution[] = []
  let i = 0
  for (;;) {
    while (i < script.length && /[\s;]/.test(script[i] ?? '')) i += 1
    if (i >= script.length) return commands
    if (script[i] !== 's') return undefined
    const delim = script[i + 1]
    if (delim === undefined || delim === '\\' || delim === '\n') return undefined
    const re = until(script, i + 2, delim, true)
    const rep = re === undefined ? undefined : until(script, re[1], delim, false)
    if (re === undefined || rep === undefined || re[0] === '') return undefined
    let j = rep[1]
    let flags = ''
    while (j < script.length && !/[\s;}]/.test(script[j] ?? '')) {
      const f = script[j] ?? ''
      if (f === 'g') flags += 'g'
      else if (f === 'i' || f === 'I') flags += 'i'
      else return undefined
      j += 1
    }
    const source = sedRegex(re[0], extended, delim)
    const replace = sedReplacement(rep[0], delim)
    if (source === undefined || replace === undefined) return undefined
    try {
      commands.push({ regex: new RegExp(source, [...new Set(flags)].join('')), replace })
    } catch {
      return undefined
    }
    i = j
  }
}

/**
 * The edit `sed -i` makes with these scripts (`extended`: `-E`/`-r`), applied line by line as sed does; undefined when
 * a script is not one this reader computes.
 */
export function sedEdit(scripts: readonly string[], extended: boolean): SedEdit | undefined {
  const commands: Substitution[] = []
  for (const script of scripts) {
    const parsed = parseScript(script, extended)
    if (parsed === undefined) return undefined
    commands.push(...parsed)
  }
  if (commands.length === 0) return undefined
  return (text) => {
    const lines = text.split('\n')
    const last = text.endsWith('\n') ? lines.length - 1 : lines.length
    return lines
      .map((line, n) =>
        n >= last
          ? line
          : commands.reduce(
              (acc, c) =>
                acc.replace(c.regex, (match: string, ...rest: unknown[]) => {
                  const groups = rest.slice(0, -2).map((g) => (typeof g === 'string' ? g : undefined))
                  return c.replace(match, groups)
                }),
              line,
            ),
      )
      .join('\n')
  }
}
