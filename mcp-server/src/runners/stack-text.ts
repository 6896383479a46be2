import { isAbsolute, posix, relative, sep } from 'node:path'
import type { StackFrame } from '../domain/run-report.js'
import { isFrameworkFrame } from './signature.js'

/**
 * Stack frames from the failure text a JUnit XML file carries, innermost frame first. Understands the
 * formats runners write there: JavaScript (`at fn (file:line:col)`, vitest's `❯ fn file:line:col`) and
 * Python (`File "x.py", line N, in fn`; pytest's `x.py:N: in fn` and its long form, where the function
 * comes from the `def fn(` line of the same section). Files are made project-relative.
 */
const MAX_FRAMES = 20

const JS_AT = /^\s*at (?:async )?(?:(.+?) \()?((?:file:\/\/)?[^\s()]+?):(\d+)(?::(\d+))?\)?\s*$/
const VITEST = /^\s*❯ (?:(\S+) )?([^\s]+?):(\d+)(?::(\d+))?\s*$/
const PY_NATIVE = /^\s*File "([^"]+)", line (\d+)(?:, in (.+?))?\s*$/
const PY_SHORT = /^(\S+?):(\d+): in (.+?)\s*$/
const PY_LONG = /^(\S+?\.py):(\d+):(?: [\w.]+)?\s*$/
const PY_DEF = /^\s*(?:async )?def (\w+)\(/

export function parseStackText(text: string, projectRoots: readonly string[]): readonly StackFrame[] {
  const lines = text.split(/\r?\n/)
  const js: StackFrame[] = []
  const python: StackFrame[] = []
  let lastDef: string | undefined
  for (const line of lines) {
    const def = PY_DEF.exec(line)
    if (def !== null) {
      lastDef = def[1]
      continue
    }
    let m = JS_AT.exec(line) ?? VITEST.exec(line)
    if (m !== null) {
      js.push(frame(m[2] ?? '', m[3], m[4], m[1], projectRoots))
      continue
    }
    m = PY_NATIVE.exec(line)
    if (m !== null) {
      python.push(frame(m[1] ?? '', m[2], undefined, m[3], projectRoots))
      continue
    }
    m = PY_SHORT.exec(line)
    if (m !== null) {
      python.push(frame(m[1] ?? '', m[2], undefined, m[3], projectRoots))
      continue
    }
    m = PY_LONG.exec(line)
    if (m !== null) {
      python.push(frame(m[1] ?? '', m[2], undefined, lastDef, projectRoots))
      lastDef = undefined
    }
  }
  // Python prints the innermost call last.
  return keepUseful(js.length > 0 ? js : python.reverse())
}

/** Project frames only when there are any (the framework's own are noise to a hypothesis), at most 20. */
function keepUseful(frames: readonly StackFrame[]): readonly StackFrame[] {
  const own = frames.filter((f) => !isFrameworkFrame(f.file))
  return (own.length > 0 ? own : frames).slice(0, MAX_FRAMES)
}

function frame(
  file: string,
  line: string | undefined,
  col: string | undefined,
  fn: string | undefined,
  roots: readonly string[],
): StackFrame {
  const name = fn?.trim()
  return {
    file: projectRelative(file, roots),
    ...(line === undefined ? {} : { line: Number(line) }),
    ...(col === undefined ? {} : { col: Number(col) }),
    ...(name === undefined || name === '' ? {} : { functionName: name }),
  }
}

/**
 * A POSIX path relative to the project when the file is inside one of `roots` (the root as given and its
 * realpath), else the path as the runner wrote it.
 */
export function projectRelative(file: string, roots: readonly string[]): string {
  const path = file.startsWith('file://') ? decodeURIComponent(new URL(file).pathname) : file
  if (!isAbsolute(path)) return posix.normalize(path.split(sep).join('/')).replace(/^\.\//, '')
  for (const root of roots) {
    const rel = relative(root, path)
    if (rel !== '' && !/^\.\.(?:[\\/]|$)/.test(rel) && !isAbsolute(rel)) return rel.split(sep).join('/')
  }
  return path
}
