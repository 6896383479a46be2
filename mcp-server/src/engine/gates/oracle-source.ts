/**
 * A source file as the oracle rules (`oracle-rules.ts`) read it: its language by extension, its text with the
 * comments blanked out (`code`), the same text with the contents of string, template and regex literals blanked too
 * (`skeleton`: only syntax is left), and its literals with their offsets. All three keep every offset and line break
 * of the original, so a match in either maps back to its line. The lexer is small and errs towards code: an
 * unterminated quote ends at its line, a JavaScript regex literal is recognised by the token before its `/`.
 */
export type Language = 'js' | 'python' | 'c-like' | 'hash' | 'plain'

export interface Literal {
  /** Offset of the first character of the content (after the opening quote). */
  readonly start: number
  readonly end: number
  readonly value: string
  /** A JavaScript regex literal (its pattern as written). */
  readonly regex?: boolean
}

export interface Source {
  readonly language: Language
  /** The text read (for a notebook, the code of its cells). */
  readonly text: string
  /** The text with comments blanked (strings kept). */
  readonly code: string
  /** `code` with the contents of literals blanked too. */
  readonly skeleton: string
  readonly literals: readonly Literal[]
  /** Offset of the first character of each line. */
  readonly lineStarts: readonly number[]
}

const JS = new Set(['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'vue', 'svelte', 'astro'])
const PYTHON = new Set(['py', 'pyi', 'pyx', 'pxd', 'ipynb'])
const C_LIKE = new Set(
  'go rs java kt kts scala sc groovy gradle c h cc cpp cxx hpp hh hxx cs swift m mm dart php zig sol proto scss less'.split(
    ' ',
  ),
)
const HASH = new Set(
  'rb rake sh bash zsh fish pl pm r ex exs cr nim jl yml yaml toml ini cfg conf properties env'.split(' '),
)

/** The language of a path, by its extension (a dotfile such as `.env` by its name). */
function languageOf(path: string): Language {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase()
  const ext = name.slice(name.lastIndexOf('.') + 1)
  if (JS.has(ext)) return 'js'
  if (PYTHON.has(ext)) return 'python'
  if (C_LIKE.has(ext)) return 'c-like'
  if (HASH.has(ext) || name.startsWith('.env')) return 'hash'
  return 'plain'
}

function lineStartsOf(text: string): number[] {
  const starts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1)
  return starts
}

/** The 0-based line of an offset. */
export function lineAt(lineStarts: readonly number[], offset: number): number {
  let lo = 0
  let hi = lineStarts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if ((lineStarts[mid] ?? 0) <= offset) lo = mid
    else hi = mid - 1
  }
  return lo
}

const blank = (s: string): string => s.replace(/[^\n]/g, ' ')

/** What a `/` after this token starts in JavaScript: a regex literal (an operator or keyword before it). */
const REGEX_AFTER =
  /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await))\s*$/

interface Lexer {
  readonly text: string
  code: string
  skeleton: string
  readonly literals: Literal[]
}

/** Appends text that stays in both views. */
const keep = (lx: Lexer, s: string): void => {
  lx.code += s
  lx.skeleton += s
}

/** Appends a comment: blank in both views. */
const drop = (lx: Lexer, s: string): void => {
  const b = blank(s)
  lx.code += b
  lx.skeleton += b
}

/** Appends a literal's content: kept in `code`, blank in `skeleton`, listed. */
const literal = (lx: Lexer, start: number, end: number, regex = false): void => {
  const value = lx.text.slice(start, end)
  lx.code += value
  lx.skeleton += blank(value)
  lx.literals.push(regex ? { start, end, value, regex } : { start, end, value })
}

/**
 * Scans a quoted literal whose content starts at `i` (after the quote) up to its closing `quote`, a line end
 * (unless `multiline`), or `{` (f-strings) / `${` (templates) where code starts. Returns where the content ends.
 */
function scanQuoted(
  text: string,
  i: number,
  quote: string,
  multiline: boolean,
  interpolation: '' | '{' | '${',
): number {
  let j = i
  while (j < text.length) {
    const ch = text[j]
    if (ch === '\\') {
      j += 2
      continue
    }
    if (text.startsWith(quote, j)) return j
    if (ch === '\n' && !multiline) return j
    if (interpolation === '${' && ch === '$' && text[j + 1] === '{') return j
    if (interpolation === '{' && ch === '{') {
      if (text[j + 1] === '{') {
        j += 2
        continue
      }
      return j
    }
    j++
  }
  return j
}

/**
 * Lexes code from `i` until an unmatched closing brace (the end of an interpolation) or the end of the text;
 * returns the offset after it.
 */
function lexCode(lx: Lexer, i: number, language: Language, inInterpolation: boolean): number {
  const { text } = lx
  let depth = 0
  while (i < text.length) {
    const ch = text[i] ?? ''
    const next = text[i + 1]
    if (inInterpolation) {
      if (ch === '{') depth++
      else if (ch === '}') {
        if (depth === 0) return i
        depth--
      }
    }
    const cLine = (language === 'js' || language === 'c-like') && ch === '/' && next === '/'
    const hashLine = (language === 'python' || language === 'hash') && ch === '#'
    if (cLine || hashLine) {
      const end = text.indexOf('\n', i)
      const stop = end === -1 ? text.length : end
      drop(lx, text.slice(i, stop))
      i = stop
      continue
    }
    if ((language === 'js' || language === 'c-like') && ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2)
      const stop = end === -1 ? text.length : end + 2
      drop(lx, text.slice(i, stop))
      i = stop
      continue
    }
    if (language === 'python' && (ch === '"' || ch === "'")) {
      i = lexPythonString(lx, i)
      continue
    }
    if (language === 'js' && ch === '`') {
      i = lexTemplate(lx, i)
      continue
    }
    if (ch === '"' || ch === "'") {
      keep(lx, ch)
      const end = scanQuoted(text, i + 1, ch, false, '')
      literal(lx, i + 1, end)
      if (text[end] === ch) keep(lx, ch)
      i = text[end] === ch ? end + 1 : end
      continue
    }
    if (language === 'js' && ch === '/' && REGEX_AFTER.test(lx.code.slice(Math.max(0, lx.code.length - 12)))) {
      const end = regexEnd(text, i + 1)
      if (end !== undefined) {
        keep(lx, '/')
        literal(lx, i + 1, end, true)
        keep(lx, '/')
        i = end + 1
        continue
      }
    }
    keep(lx, ch)
    i++
  }
  return i
}

/** The offset of the `/` that closes a regex literal whose pattern starts at `i`, if it closes on its line. */
function regexEnd(text: string, i: number): number | undefined {
  let inClass = false
  for (let j = i; j < text.length; j++) {
    const ch = text[j]
    if (ch === '\n') return undefined
    if (ch === '\\') j++
    else if (ch === '[') inClass = true
    else if (ch === ']') inClass = false
    else if (ch === '/' && !inClass) return j > i ? j : undefined
  }
  return undefined
}

/** A template literal from its backtick: its text parts are literals, its `${…}` parts code. */
function lexTemplate(lx: Lexer, i: number): number {
  const { text } = lx
  keep(lx, '`')
  let j = i + 1
  for (;;) {
    const end = scanQuoted(text, j, '`', true, '${')
    literal(lx, j, end)
    if (end >= text.length) return end
    if (text[end] === '`') {
      keep(lx, '`')
      return end + 1
    }
    keep(lx, '${')
    const close = lexCode(lx, end + 2, 'js', true)
    if (close >= text.length) return close
    keep(lx, '}')
    j = close + 1
  }
}

/** A Python string from its quote: prefixes (r, b, u, f and pairs), triple quotes, f-string fields as code. */
function lexPythonString(lx: Lexer, i: number): number {
  const { text } = lx
  const ch = text[i] ?? '"'
  // The identifier characters right before the quote are its prefix when they are one (`f"…"`, `rb'…'`).
  const prefix = /\w*$/.exec(text.slice(Math.max(0, i - 3), i))?.[0].toLowerCase() ?? ''
  const formatted = /^(?:f|fr|rf)$/.test(prefix)
  const triple = text.startsWith(ch.repeat(3), i)
  const quote = triple ? ch.repeat(3) : ch
  keep(lx, quote)
  let j = i + quote.length
  for (;;) {
    const end = scanQuoted(text, j, quote, triple, formatted ? '{' : '')
    literal(lx, j, end)
    if (end >= text.length) return end
    if (text.startsWith(quote, end)) {
      keep(lx, quote)
      return end + quote.length
    }
    if (text[end] === '\n') return end
    keep(lx, '{')
    const close = lexCode(lx, end + 1, 'python', true)
    if (close >= text.length) return close
    keep(lx, '}')
    j = close + 1
  }
}

/** Reads a source text (for a notebook, the code of its cells, one after another). */
export function readSource(path: string, text: string): Source {
  const language = languageOf(path)
  const body = path.toLowerCase().endsWith('.ipynb') ? notebookCode(text) : text
  const lx: Lexer = { text: body, code: '', skeleton: '', literals: [] }
  if (language === 'plain') keep(lx, body)
  else lexCode(lx, 0, language, false)
  return {
    language,
    text: body,
    code: lx.code,
    skeleton: lx.skeleton,
    literals: lx.literals,
    lineStarts: lineStartsOf(body),
  }
}

/** The source of a notebook's code cells, joined; the text itself when it is no notebook JSON. */
function notebookCode(text: string): string {
  try {
    const cells = (JSON.parse(text) as { cells?: unknown }).cells
    if (!Array.isArray(cells)) return text
    return cells
      .filter((c): c is { cell_type: string; source: unknown } => typeof c === 'object' && c !== null)
      .filter((c) => c.cell_type === 'code')
      .map((c) => (Array.isArray(c.source) ? c.source.join('') : typeof c.source === 'string' ? c.source : ''))
      .join('\n')
  } catch {
    return text
  }
}
