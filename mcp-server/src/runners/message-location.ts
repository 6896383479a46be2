import { existsSync, realpathSync } from 'node:fs'
import { isAbsolute, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StackFrame } from '../domain/run-report.js'
import { isFrameworkFrame } from './signature.js'
import { projectRelative } from './stack-text.js'

/**
 * The real location of a syntax, transform or import error. Its stack is all bundler or loader code (esbuild's
 * `main.js`, vite's transform plugins, Node's loader); the file, line and column the author must fix are only in
 * the runner's data (vite's `loc`) or the message text:
 *
 * - esbuild (vite ≤ 7): `Transform failed with 1 error:\n/abs/x.test.ts:13:17: ERROR: Expected "}" but found ","`
 * - oxc / rolldown (vite 8): `[PARSE_ERROR] Unexpected token\n    ╭─[ test/x.test.ts:13:10 ]`
 * - vite's import analysis, rollup: `File: /abs/x.ts:13:17`; Babel: `/abs/x.ts: Unexpected token (13:17)`
 * - a module that cannot be resolved: `Cannot find module './y.js' imported from /abs/x.test.ts` (file only)
 *
 * A location is used only when it names an existing file inside the project (realpath) outside `node_modules`:
 * message text never points a frame anywhere else. The frame is marked `source: 'message'`.
 */
export interface MessageLocationInput {
  readonly name: string
  readonly message: string
  /** A location the runner gave as data (vite's rollup error `loc`), preferred to the message text. */
  readonly loc?: { readonly file?: unknown; readonly line?: unknown; readonly column?: unknown } | undefined
  /** The module the runner blamed (vite's rollup error `id`), used when nothing names a line. */
  readonly id?: unknown
  /** The runner says a transform (a bundler plugin) failed on the module: vitest's `__vitest_rollup_error__`. */
  readonly transform?: boolean | undefined
}

const FILE = String.raw`(?:file:\/\/)?((?:[A-Za-z]:)?[\w.@+~\-/\\]*[\w@+~\-]\.[A-Za-z0-9]{1,6})`
const AT_LINE = new RegExp(String.raw`${FILE}:(\d+)(?::(\d+))?`, 'g')
const BABEL = new RegExp(String.raw`${FILE}: [^\n]*?\((\d+):(\d+)\)`, 'g')
const IMPORTED_FROM = /imported from ((?:file:\/\/)?\S+?)['".,;]*(?:\s|$)/g
const SYNTAX = /Transform failed|\[PARSE_ERROR\]|Parse failure|Failed to parse|SyntaxError/

/** Whether the error is a syntax or transform error: its message location beats any stack frame. */
function isSyntaxError(input: MessageLocationInput): boolean {
  return input.name === 'SyntaxError' || input.transform === true || SYNTAX.test(input.message)
}

/** The location the error names in its data or message, inside the project; undefined when it names none. */
export function messageLocation(input: MessageLocationInput, roots: readonly string[]): StackFrame | undefined {
  const candidates: { file: string; line?: number; col?: number }[] = []
  const loc = input.loc
  if (loc !== undefined && typeof loc.file === 'string' && typeof loc.line === 'number') {
    candidates.push({ file: loc.file, line: loc.line, ...(typeof loc.column === 'number' ? { col: loc.column } : {}) })
  }
  for (const pattern of [AT_LINE, BABEL]) {
    for (const m of input.message.matchAll(pattern)) {
      const [, file = '', line, col] = m
      candidates.push({ file, line: Number(line), ...(col === undefined ? {} : { col: Number(col) }) })
    }
  }
  if (typeof input.id === 'string') candidates.push({ file: input.id })
  for (const m of input.message.matchAll(IMPORTED_FROM)) candidates.push({ file: m[1] ?? '' })
  for (const c of candidates) {
    const file = inProject(c.file, roots)
    if (file !== undefined) {
      return {
        file,
        ...(c.line === undefined ? {} : { line: c.line }),
        ...(c.col === undefined ? {} : { col: c.col }),
        source: 'message',
      }
    }
  }
  return undefined
}

/**
 * The frames with the message location first, when the error names one and either no frame is the project's own
 * or it is a syntax or transform error (whose stack frames, if any are the project's, are not where the mistake is).
 */
export function withMessageFrame(
  frames: readonly StackFrame[],
  input: MessageLocationInput,
  roots: readonly string[],
): readonly StackFrame[] {
  const ownFrame = frames.some((f) => !isFrameworkFrame(f.file))
  if (ownFrame && !isSyntaxError(input)) return frames
  const found = messageLocation(input, roots)
  if (found === undefined) return frames
  const top = frames[0]
  if (top !== undefined && top.file === found.file && top.line === found.line) return frames
  return [found, ...frames]
}

/** The project-relative path of an existing file inside one of the roots (realpath), outside node_modules. */
function inProject(file: string, roots: readonly string[]): string | undefined {
  const [root] = roots
  if (root === undefined || file === '') return undefined
  let path: string
  try {
    path = file.startsWith('file://') ? fileURLToPath(file) : file
    path = isAbsolute(path) ? path : resolve(root, path)
    if (!existsSync(path)) return undefined
    path = realpathSync(path)
  } catch {
    return undefined
  }
  const inside = roots.some((r) => {
    let real: string
    try {
      real = realpathSync(r)
    } catch {
      return false
    }
    const rel = relative(real, path)
    return rel !== '' && !/^\.\.(?:[\\/]|$)/.test(rel) && !isAbsolute(rel)
  })
  if (!inside) return undefined
  const rel = projectRelative(
    path,
    roots.flatMap((r) => [r, safeReal(r)]),
  )
  return isFrameworkFrame(rel) ? undefined : rel
}

function safeReal(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}
