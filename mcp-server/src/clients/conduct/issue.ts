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

/**
 * The acceptance criteria of an issue body: the list items (`- [ ] x`, `- [x] x`, `- x`, `* x`, `1. x`) under a
 * heading `Acceptance criteria` (any level, any case) up to the next heading. A line that continues an item (text
 * right below it, or indented deeper than the list, a nested item included) is joined to it by a space.
 */
export function acceptanceCriteria(body: string): readonly string[] {
  const lines = body.split(/\r?\n/)
  const start = lines.findIndex((line) => CRITERIA_HEADING.test(line))
  if (start === -1) return []
  const items: string[][] = []
  let listIndent: number | undefined
  let open = false
  for (const line of lines.slice(start + 1)) {
    if (HEADING.test(line)) break
    if (line.trim() === '') {
      open = false
      continue
    }
    const item = ITEM.exec(line)
    const indent = line.length - line.trimStart().length
    if (item !== null && (listIndent === undefined || indent <= listIndent)) {
      listIndent = indent
      items.push([(item[2] ?? '').trim()])
      open = true
    } else if (items.length > 0 && (open || indent > (listIndent ?? 0))) {
      items[items.length - 1]?.push((item === null ? line : (item[2] ?? '')).trim())
      open = true
    }
  }
  return items.map((parts) => parts.filter((p) => p !== '').join(' ')).filter((text) => text !== '')
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
  const at = lines.findIndex((line) => /^# \S/.test(line))
  if (at === -1)
    throw badInput(
      `issue file ${abs} has no title: its first "# " heading line is the issue's title`,
      'start the file with a line "# <title>"',
    )
  const title = (lines[at] ?? '').slice(2).trim()
  const body = [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n').trim()
  return parseIssue(number, title, body)
}
