import { resolve } from 'node:path'
import { badInput, errorMessage } from '../../kernel/errors.js'
import { FileTooLargeError, NotRegularFileError, readRegularText } from '../../kernel/regular-file.js'

/** One issue as the conductor works it: its own title and body, and the acceptance criteria read from the body. */
export interface IssueSpec {
  readonly number: number
  readonly title: string
  readonly body: string
  /** The list items under the body's `## Acceptance criteria` heading, in order; a multi-line item joined by spaces. */
  readonly criteria: readonly string[]
}

/** The largest issue file `--issue-file` may name. */
export const ISSUE_FILE_MAX_BYTES = 1024 * 1024

const CRITERIA_HEADING = /^ {0,3}#{1,6}\s+acceptance criteria\s*:?\s*#*\s*$/i
const HEADING = /^ {0,3}#{1,6}(\s|$)/
const ITEM = /^(\s*)(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s*)?(.*)$/

export const NO_CRITERIA_HINT =
  'add a "## Acceptance criteria" heading to the issue with one list item per criterion (- [ ] …), then rerun'

export function assertIssueNumber(number: number): number {
  if (!Number.isSafeInteger(number) || number < 1)
    throw badInput(`an issue number is a positive whole number: got ${String(number)}`)
  return number
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const BOX = /^(\s*(?:[-*+]|\d{1,9}[.)])\s+)\[( |x|X)\]/

/** The fence a line closes or opens: a closing fence is the opening's character, at least as long, nothing after it. */
function closesFence(open: string, line: string): boolean {
  const fence = FENCE.exec(line)?.[1]
  return fence !== undefined && fence[0] === open[0] && fence.length >= open.length && line.trim() === fence
}

/** One acceptance criterion as the body has it: the line its item starts on, and its text. */
interface Located {
  readonly line: number
  readonly text: string
}

/**
 * The criteria of `lines` (a body split into lines) with the line each one starts on. Fenced code blocks (``` or ~~~)
 * are code, not the body's structure: a heading or a list item inside one is neither, so a fenced `- [ ] x` is never
 * a criterion.
 */
function locateCriteria(lines: readonly string[]): readonly Located[] {
  let fence: string | undefined
  let start = -1
  for (const [i, line] of lines.entries()) {
    if (fence !== undefined) {
      if (closesFence(fence, line)) fence = undefined
      continue
    }
    fence = FENCE.exec(line)?.[1]
    if (fence === undefined && CRITERIA_HEADING.test(line)) {
      start = i
      break
    }
  }
  if (start === -1) return []
  const items: { line: number; parts: string[] }[] = []
  let listIndent: number | undefined
  let open = false
  fence = undefined
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (fence !== undefined) {
      if (closesFence(fence, line)) fence = undefined
      continue
    }
    fence = FENCE.exec(line)?.[1]
    if (fence !== undefined) {
      open = false
      continue
    }
    if (HEADING.test(line)) break
    if (line.trim() === '') {
      open = false
      continue
    }
    const item = ITEM.exec(line)
    const indent = line.length - line.trimStart().length
    if (item !== null && (listIndent === undefined || indent <= listIndent)) {
      listIndent = indent
      items.push({ line: i, parts: [(item[2] ?? '').trim()] })
      open = true
    } else if (items.length > 0 && (open || indent > (listIndent ?? 0))) {
      items[items.length - 1]?.parts.push((item === null ? line : (item[2] ?? '')).trim())
      open = true
    }
  }
  return items
    .map(({ line, parts }) => ({ line, text: parts.filter((p) => p !== '').join(' ') }))
    .filter((item) => item.text !== '')
}

/**
 * The acceptance criteria of an issue body: the list items (`- [ ] x`, `- [x] x`, `- x`, `* x`, `1. x`) under a
 * heading `Acceptance criteria` (any level, any case) up to the next heading. A line that continues an item (text
 * right below it, or indented deeper than the list, a nested item included) is joined to it by a space. Fenced code
 * blocks are skipped.
 */
export function acceptanceCriteria(body: string): readonly string[] {
  return locateCriteria(body.split(/\r?\n/)).map((item) => item.text)
}

/** What ticking one criterion's checkbox found: the new text, or why there was nothing to tick. */
export type CriterionTick =
  | { readonly kind: 'ticked'; readonly text: string }
  | { readonly kind: 'already' }
  | { readonly kind: 'no-checkbox' }
  | { readonly kind: 'missing'; readonly why: string }

/**
 * Ticks acceptance criterion `k` (1-based) of `text`: the `[ ]` of the line its item starts on becomes `[x]`, and
 * every other byte stays (line endings included). `expected` is the criterion as the run read it: when the body's k-th
 * criterion no longer reads so (someone edited the issue), nothing is ticked. A criterion written without a checkbox
 * (`- x`, `1. x`) gets none. `skip` is a line not to read as part of the body (a file issue's title line).
 */
export function tickCriterion(text: string, k: number, expected: string, skip?: number): CriterionTick {
  const pieces = text.split(/(\r?\n)/)
  const lines = pieces.filter((_, i) => i % 2 === 0)
  const read = skip === undefined ? lines : lines.map((line, i) => (i === skip ? '' : line))
  const criteria = locateCriteria(read)
  const item = criteria[k - 1]
  if (item === undefined)
    return { kind: 'missing', why: `the issue lists ${criteria.length} acceptance criteria, not ${k}` }
  if (item.text !== expected)
    return { kind: 'missing', why: `criterion ${k} now reads ${JSON.stringify(item.text)}, not the one the run read` }
  const line = lines[item.line] ?? ''
  const box = BOX.exec(line)
  if (box === null) return { kind: 'no-checkbox' }
  if (box[2] !== ' ') return { kind: 'already' }
  pieces[item.line * 2] = `${box[1] ?? ''}[x]${line.slice(box[0].length)}`
  return { kind: 'ticked', text: pieces.join('') }
}

/** An issue from its number, title and body; bad_input when the body lists no acceptance criteria. */
export function parseIssue(number: number, title: string, body: string): IssueSpec {
  assertIssueNumber(number)
  const criteria = acceptanceCriteria(body)
  if (criteria.length === 0)
    throw badInput(
      `issue #${number} has no acceptance criteria: the conductor needs a "## Acceptance criteria" list in the issue, one item per criterion`,
      NO_CRITERIA_HINT,
    )
  return { number, title: title.trim(), body, criteria }
}

/** The line of an issue file that is its title: its first `# ` heading; -1 when it has none. */
export const titleLine = (lines: readonly string[]): number => lines.findIndex((line) => /^# \S/.test(line))

/**
 * An issue kept as a local markdown file (`--issue-file`, the user's own argument, so it may live anywhere): its first
 * `# ` heading is the title, the rest is the body. It must be a regular file of at most 1 MB.
 */
export function readIssueFile(root: string, number: number, path: string): IssueSpec {
  const abs = resolve(root, path)
  let text: string
  try {
    text = readRegularText(abs, ISSUE_FILE_MAX_BYTES)
  } catch (error) {
    if (error instanceof NotRegularFileError)
      throw badInput(`issue file ${abs} is not a regular file`, 'name a markdown file with --issue-file')
    if (error instanceof FileTooLargeError)
      throw badInput(
        `issue file ${abs} is ${error.size} bytes; an issue file is at most ${ISSUE_FILE_MAX_BYTES} bytes (1 MB)`,
        'shorten the issue file',
      )
    throw badInput(`cannot read issue file ${abs}: ${errorMessage(error)}`, 'name an existing markdown file')
  }
  const lines = text.split(/\r?\n/)
  const at = titleLine(lines)
  if (at === -1)
    throw badInput(
      `issue file ${abs} has no title: its first "# " heading line is the issue's title`,
      'start the file with a line "# <title>"',
    )
  const title = (lines[at] ?? '').slice(2).trim()
  const body = [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n').trim()
  return parseIssue(number, title, body)
}
