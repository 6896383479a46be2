import type { Finding } from '../finding.js'

/**
 * `tsc --pretty false` output: `file(line,col): error TS1234: message`, a located diagnostic per line,
 * with indented continuation lines (elaboration) appended to the previous one. A diagnostic without a
 * location (`error TS5083: …`) is a project-level finding on `tsconfig.json` line 0. Any other line means
 * the output is not tsc's, and the whole input is declined.
 */
const LOCATED = /^(.+)\((\d+),(\d+)\): (error|warning|message) (TS\d+): (.*)$/
const GLOBAL = /^(error|warning|message) (TS\d+): (.*)$/

export function fromTsc(text: string): readonly Finding[] | undefined {
  const found: { file: string; line: number; severity: string; message: string; code: string }[] = []
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === '') continue
    const located = LOCATED.exec(raw)
    const global = located === null ? GLOBAL.exec(raw) : null
    if (located !== null) {
      const [, file = '', line = '0', , severity = '', code = '', message = ''] = located
      found.push({ file, line: Number(line), severity, message, code })
    } else if (global !== null) {
      const [, severity = '', code = '', message = ''] = global
      found.push({ file: 'tsconfig.json', line: 0, severity, message, code })
    } else if (/^\s/.test(raw) && found.length > 0) {
      const last = found[found.length - 1]
      if (last !== undefined) last.message = `${last.message} ${raw.trim()}`
    } else {
      return undefined
    }
  }
  if (found.length === 0) return undefined
  return found.map((f) => ({ file: f.file, line: f.line, severity: f.severity, finding: `${f.message} (${f.code})` }))
}
