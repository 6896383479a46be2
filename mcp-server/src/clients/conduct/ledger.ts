import { existsSync } from 'node:fs'
import { badInput, conflict, errorMessage, EvidentError } from '../../kernel/errors.js'
import { readRegularText } from '../../kernel/regular-file.js'
import { ledgerFile } from './files.js'
import type { IssueSpec } from './issue.js'
import { tddDir, writeTddFile } from './write.js'

/** One step of the plan: one red → green → refactor cycle toward one acceptance criterion. */
export interface LedgerStep {
  /** 1-based, in ledger order. */
  readonly number: number
  readonly title: string
  /** The 1-based index of the issue's acceptance criterion the step works toward. */
  readonly ac: number
  /** Ticked in the same commit as the step's green change. */
  readonly done: boolean
  /** Ticked, but its refactor phase has not been verified yet. */
  readonly refactorPending: boolean
}

/** The committed ledger `.tdd/issue-<n>.md`: which steps of the issue's plan are done. Git and the ledger never diverge. */
export interface Ledger {
  readonly issue: number
  readonly title: string
  readonly steps: readonly LedgerStep[]
}

export type NextWork = { readonly step: LedgerStep; readonly phase: 'red' | 'refactor' }

export const MAX_STEPS = 50
export const MAX_TITLE = 200

export const LEDGER_PREAMBLE =
  'One red → green → refactor cycle per step; a step is ticked in the same commit as its green change.'
const PENDING = ' — refactor pending'
const HEADER = /^# Issue #(\d{1,15}): (.*)$/
const STEP = /^- \[([ xX])\] (\d{1,9})\. (.*) \(AC (\d{1,9})\)( — refactor pending)?$/
const STEP_LINE_SHAPE = '"- [ ] 3. <step title> (AC 2)", ticked "- [x] …", "… (AC 2) — refactor pending"'
/** Anything that would end a line or hide in one: control characters and the Unicode line separators. */
// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f\u2028\u2029]/

/** Why `title` cannot be a step title (one line, not blank, no outer spaces, at most 200 characters), or undefined. */
function stepTitleProblem(title: string): string | undefined {
  if (title.trim() === '') return 'is empty'
  if (LINE_BREAKING.test(title)) return 'is not one line (it holds a line break or another control character)'
  if (title !== title.trim()) return 'starts or ends with a space'
  if ([...title].length > MAX_TITLE) return `is longer than ${MAX_TITLE} characters`
  return undefined
}

function issueTitleProblem(title: string): string | undefined {
  if (title.trim() === '') return 'is empty'
  if (LINE_BREAKING.test(title)) return 'is not one line'
  return title === title.trim() ? undefined : 'starts or ends with a space'
}

/** The ledger's text; the inverse of `parseLedger`. */
export function renderLedger(ledger: Ledger): string {
  const problem = issueTitleProblem(ledger.title)
  if (problem !== undefined) throw badInput(`the issue title ${JSON.stringify(ledger.title)} ${problem}`)
  checkSteps(ledger.steps.map((s) => ({ title: s.title, ac: s.ac })))
  const lines = ledger.steps.map((step, index) => {
    if (step.number !== index + 1) throw badInput(`step ${index + 1} is numbered ${step.number}`)
    if (step.refactorPending && !step.done) throw badInput(`step ${step.number} is refactor-pending but not ticked`)
    const box = step.done ? 'x' : ' '
    return `- [${box}] ${step.number}. ${step.title} (AC ${step.ac})${step.refactorPending ? PENDING : ''}`
  })
  return [`# Issue #${ledger.issue}: ${ledger.title}`, '', LEDGER_PREAMBLE, '', ...lines, ''].join('\n')
}

/**
 * A ledger from its text: the first line `# Issue #<n>: <title>`, any prose, then the step list — every non-blank
 * line from the first `- ` on must be a step line, numbered 1, 2, 3 … in order.
 */
export function parseLedger(text: string): Ledger {
  const lines = text.split(/\r?\n/)
  const first = lines.findIndex((line) => line.trim() !== '')
  const header = HEADER.exec(lines[first] ?? '')
  if (header === null)
    throw badInput(
      `the ledger does not start with its header line "# Issue #<n>: <title>" (line ${first + 1})`,
      'restore the header from git (git checkout -- .tdd/issue-<n>.md) or plan again',
    )
  const title = header[2] ?? ''
  const titleProblem = issueTitleProblem(title)
  if (titleProblem !== undefined) throw badInput(`the ledger's issue title (line ${first + 1}) ${titleProblem}`)
  const listStart = lines.findIndex((line, i) => i > first && line.startsWith('- '))
  if (listStart === -1) throw badInput(`the ledger lists no steps; a step line looks like ${STEP_LINE_SHAPE}`)
  const steps: LedgerStep[] = []
  lines.forEach((line, i) => {
    if (i < listStart || line.trim() === '') return
    const lineNo = i + 1
    const m = STEP.exec(line)
    if (m === null)
      throw badInput(
        `ledger line ${lineNo} is not a step line: ${JSON.stringify(line)}; a step line looks like ${STEP_LINE_SHAPE}`,
        'fix the line, or restore the ledger from git',
      )
    const [, box, num, stepTitle = '', ac, pending] = m
    const number = Number(num)
    const expected = steps.length + 1
    if (number !== expected)
      throw badInput(
        steps.some((s) => s.number === number)
          ? `ledger line ${lineNo} repeats step ${number}`
          : `ledger line ${lineNo} is step ${number} where step ${expected} was expected: steps are numbered 1, 2, 3 … in order`,
      )
    const problem = stepTitleProblem(stepTitle)
    if (problem !== undefined) throw badInput(`ledger line ${lineNo}: the step title ${problem}`)
    const done = box !== ' '
    if (pending !== undefined && !done)
      throw badInput(`ledger line ${lineNo}: step ${number} is refactor-pending but not ticked`)
    if (Number(ac) < 1) throw badInput(`ledger line ${lineNo}: acceptance criteria are numbered from 1 (AC ${ac})`)
    steps.push({ number, title: stepTitle, ac: Number(ac), done, refactorPending: pending !== undefined })
  })
  checkSteps(steps)
  return { issue: Number(header[1]), title, steps }
}

export interface StepDraft {
  readonly title: string
  readonly ac: number
}

function checkSteps(steps: readonly StepDraft[], criteria?: number): void {
  if (steps.length === 0) throw badInput('a plan needs at least one step')
  if (steps.length > MAX_STEPS)
    throw badInput(`a plan has at most ${MAX_STEPS} steps: got ${steps.length}`, 'merge small steps')
  steps.forEach((step, i) => {
    const problem = stepTitleProblem(step.title)
    if (problem !== undefined) throw badInput(`step ${i + 1}: its title ${problem}`)
    const max = criteria ?? Number.MAX_SAFE_INTEGER
    if (!Number.isSafeInteger(step.ac) || step.ac < 1 || step.ac > max)
      throw badInput(
        `step ${i + 1}: ac ${step.ac} is not an acceptance criterion of the issue` +
          (criteria === undefined ? '' : ` (it has criteria 1 to ${criteria})`),
      )
  })
}

/** A criterion as a default step title: its first line, spaces collapsed, cut to 200 characters. */
function criterionTitle(criterion: string): string {
  const firstLine = criterion.split(/\r?\n/)[0] ?? ''
  // eslint-disable-next-line no-control-regex
  const line = firstLine.replace(/[\s\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim()
  const chars = [...line]
  return chars.length <= MAX_TITLE
    ? line
    : `${chars
        .slice(0, MAX_TITLE - 1)
        .join('')
        .trimEnd()}…`
}

/**
 * The plan of an issue as a fresh ledger: the given steps, or one step per acceptance criterion. Every criterion must
 * be covered by at least one step; at most 50 steps, each titled by one line of at most 200 characters.
 */
export function draftLedger(issue: IssueSpec, steps?: readonly StepDraft[]): Ledger {
  const planned = steps ?? issue.criteria.map((criterion, i) => ({ title: criterionTitle(criterion), ac: i + 1 }))
  checkSteps(planned, issue.criteria.length)
  const uncovered = issue.criteria.map((_, i) => i + 1).filter((ac) => !planned.some((s) => s.ac === ac))
  if (uncovered.length > 0)
    throw badInput(
      `the plan covers no step for acceptance criteri${uncovered.length === 1 ? 'on' : 'a'} ${uncovered.join(', ')}`,
      'every criterion needs at least one step',
    )
  const titleProblem = issueTitleProblem(issue.title)
  if (titleProblem !== undefined) throw badInput(`the title of issue #${issue.number} ${titleProblem}`)
  return {
    issue: issue.number,
    title: issue.title,
    steps: planned.map((s, i) => ({ number: i + 1, title: s.title, ac: s.ac, done: false, refactorPending: false })),
  }
}

/** What to do next: the refactor of a ticked step still pending it, else the red of the first unticked step. */
export function nextWork(ledger: Ledger): NextWork | undefined {
  const pending = ledger.steps.find((s) => s.done && s.refactorPending)
  if (pending !== undefined) return { step: pending, phase: 'refactor' }
  const open = ledger.steps.find((s) => !s.done)
  return open === undefined ? undefined : { step: open, phase: 'red' }
}

function withStep(ledger: Ledger, n: number, change: (step: LedgerStep) => LedgerStep): Ledger {
  const step = ledger.steps.find((s) => s.number === n)
  if (step === undefined) throw badInput(`the ledger of issue #${ledger.issue} has no step ${n}`)
  return { ...ledger, steps: ledger.steps.map((s) => (s.number === n ? change(s) : s)) }
}

/** The ledger with step n ticked (its green change is verified) and its refactor pending. */
export function tickGreen(ledger: Ledger, n: number): Ledger {
  return withStep(ledger, n, (s) => {
    if (s.done) throw conflict(`step ${n} is already ticked`)
    return { ...s, done: true, refactorPending: true }
  })
}

/** The ledger with step n's refactor done. */
export function clearRefactor(ledger: Ledger, n: number): Ledger {
  return withStep(ledger, n, (s) => {
    if (!s.refactorPending) throw conflict(`step ${n} has no refactor pending`)
    return { ...s, refactorPending: false }
  })
}

/** The committed ledger of `issue`, or undefined when the issue has not been planned. */
export function readLedger(root: string, issue: number): Ledger | undefined {
  const path = ledgerFile(root, issue)
  if (!existsSync(path)) return undefined
  tddDir(root)
  let text: string
  try {
    text = readRegularText(path, 1024 * 1024)
  } catch (error) {
    throw badInput(`cannot read the ledger ${path}: ${errorMessage(error)}`)
  }
  let ledger: Ledger
  try {
    ledger = parseLedger(text)
  } catch (error) {
    throw badInput(`${path}: ${errorMessage(error)}`, error instanceof EvidentError ? error.hint : undefined)
  }
  if (ledger.issue !== issue) throw badInput(`${path} is the ledger of issue #${ledger.issue}, not #${issue}`)
  return ledger
}

/** Writes the ledger to `.tdd/issue-<n>.md` whole or not at all. */
export function writeLedger(root: string, ledger: Ledger): string {
  const path = ledgerFile(root, ledger.issue)
  writeTddFile(root, path, renderLedger(ledger))
  return path
}
