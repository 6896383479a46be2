import { stripVTControlCharacters } from 'node:util'

const lines = (text: string): readonly string[] => stripVTControlCharacters(text).split(/\r\n|\r|\n/)

/** Failure details of a command: the last 3 non-blank lines of stdout (stderr when stdout is empty), joined with ` | `. */
export function tailDetails(stdout: string, stderr: string): string {
  const source = stdout.trim() !== '' ? stdout : stderr
  return lines(source)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(-3)
    .join(' | ')
}

/** `file:line:col: message` (ruff, flake8, ESLint's unix/compact formats; the column optional, as mypy prints). */
const COLON = /^([^\s:]+):(\d+)(?::(\d+))?:?\s+(.*\S)\s*$/
/** `file(line,col): message` (tsc --pretty false). */
const PAREN = /^([^\s(]+)\((\d+),(\d+)\):\s*(.*\S)\s*$/
/** ESLint's default (stylish) format: a file line, then `  line:col  error|warning  message  rule`. */
const STYLISH_FILE = /^(\S.*\S)\s*$/
const STYLISH_ITEM = /^\s+(\d+):(\d+)\s+(error|warning)\s+(.*?)(?:\s{2,}(\S+))?\s*$/

/**
 * A linter's findings as `file:line:col message`, in output order (paths under `root` made relative). Reads the
 * formats linters print by default; undefined when none of its lines is a finding.
 */
export function lintFindings(stdout: string, stderr: string, root: string): readonly string[] | undefined {
  const found: string[] = []
  const relative = (file: string): string => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file)
  let stylishFile: string | undefined
  for (const line of [...lines(stdout), ...lines(stderr)]) {
    const item = STYLISH_ITEM.exec(line)
    if (item !== null && stylishFile !== undefined) {
      const [, row, col, , message = '', rule] = item
      found.push(`${relative(stylishFile)}:${row}:${col} ${message}${rule === undefined ? '' : ` (${rule})`}`)
      continue
    }
    const located = COLON.exec(line) ?? PAREN.exec(line)
    if (located !== null) {
      const [, file = '', row, col, message] = located
      found.push(`${relative(file)}:${row}${col === undefined ? '' : `:${col}`} ${message}`)
      stylishFile = undefined
      continue
    }
    if (!/^\s/.test(line)) stylishFile = STYLISH_FILE.exec(line)?.[1]
  }
  return found.length === 0 ? undefined : found
}

const SHOWN_FINDINGS = 3

/** The first findings of a failing linter (`… and N more`), else the tail of its output. */
export function lintDetails(stdout: string, stderr: string, root: string): string {
  const found = lintFindings(stdout, stderr, root)
  if (found === undefined) return tailDetails(stdout, stderr)
  const more = found.length > SHOWN_FINDINGS ? ` | … and ${found.length - SHOWN_FINDINGS} more` : ''
  return `${found.length} finding(s): ${found.slice(0, SHOWN_FINDINGS).join(' | ')}${more}`
}
