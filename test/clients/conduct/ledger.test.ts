import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { thrown } from '../../support/thrown.js'
import { ledgerFile } from '../../../mcp-server/src/clients/conduct/files.js'
import type { IssueSpec } from '../../../mcp-server/src/clients/conduct/issue.js'
import {
  clearRefactor,
  LEDGER_PREAMBLE,
  nextWork,
  parseLedger,
  draftLedger,
  readLedger,
  renderLedger,
  tickGreen,
  writeLedger,
  type Ledger,
  type LedgerStep,
} from '../../../mcp-server/src/clients/conduct/ledger.js'
import { tempDir } from '../../support/store.js'

const issue: IssueSpec = {
  number: 12,
  title: 'Parse dates',
  body: '',
  criteria: ['accepts ISO dates', 'rejects month 13', 'reports the position of a bad character'],
}

const step = (number: number, title: string, ac: number, done = false, refactorPending = false): LedgerStep => ({
  number,
  title,
  ac,
  done,
  refactorPending,
})

const NASTY = [
  `it's "quoted" $HOME \`whoami\` (AC 2)`,
  '(AC 9) first',
  'ends like a suffix (AC 2) — refactor pending',
  'ünïcödé — 日本語 🚀',
  "'; rm -rf / #",
  '- [x] 4. looks like a step (AC 1)',
  'x',
]

describe('renderLedger and parseLedger', () => {
  it('render the documented format', () => {
    const ledger: Ledger = {
      issue: 12,
      title: 'Parse dates',
      steps: [step(1, 'accepts ISO dates', 1, true), step(2, 'rejects month 13', 2, true, true), step(3, 'c', 2)],
    }
    expect(renderLedger(ledger)).toBe(
      [
        '# Issue #12: Parse dates',
        '',
        LEDGER_PREAMBLE,
        '',
        '- [x] 1. accepts ISO dates (AC 1)',
        '- [x] 2. rejects month 13 (AC 2) — refactor pending',
        '- [ ] 3. c (AC 2)',
        '',
      ].join('\n'),
    )
    expect(parseLedger(renderLedger(ledger))).toEqual(ledger)
  })

  it('round-trip any title: quotes, $, backticks, (AC n) inside, a suffix look-alike, unicode', () => {
    for (const title of NASTY)
      for (const [done, refactorPending] of [
        [false, false],
        [true, false],
        [true, true],
      ] as const) {
        const ledger: Ledger = {
          issue: 3,
          title: `Issue ${title}`,
          steps: [step(1, title, 2, done, refactorPending), step(2, title, 9)],
        }
        expect(parseLedger(renderLedger(ledger))).toEqual(ledger)
      }
  })

  it('parse a hand-edited ledger: CRLF, prose before the list, capital X, blank lines between steps', () => {
    const text = '\r\n# Issue #4: T\r\nSome words.\r\n\r\n- [X] 1. a (AC 1)\r\n\r\n- [ ] 2. b (AC 1)\r\n'
    expect(parseLedger(text)).toEqual({ issue: 4, title: 'T', steps: [step(1, 'a', 1, true), step(2, 'b', 1)] })
  })

  it('refuse a malformed line under the list, naming its line number and the shape of a step line', () => {
    const text = '# Issue #4: T\n\n- [ ] 1. a (AC 1)\n- [ ] 2. b without a criterion\n'
    const error = thrown(() => parseLedger(text))
    expect(error.code).toBe('bad_input')
    expect(error.message).toBe(
      'ledger line 4 is not a step line: "- [ ] 2. b without a criterion"; a step line looks like ' +
        '"- [ ] 3. <step title> (AC 2)", ticked "- [x] …", "… (AC 2) — refactor pending"',
    )
    expect(thrown(() => parseLedger('# Issue #4: T\n\n- [ ] 1. a (AC 1)\nprose after the list\n')).message).toMatch(
      /^ledger line 4 is not a step line: "prose after the list"/,
    )
  })

  it('refuse duplicate and out-of-order step numbers', () => {
    expect(thrown(() => parseLedger('# Issue #4: T\n- [ ] 1. a (AC 1)\n- [ ] 1. b (AC 1)\n')).message).toBe(
      'ledger line 3 repeats step 1',
    )
    expect(thrown(() => parseLedger('# Issue #4: T\n- [ ] 1. a (AC 1)\n- [ ] 3. b (AC 1)\n')).message).toBe(
      'ledger line 3 is step 3 where step 2 was expected: steps are numbered 1, 2, 3 … in order',
    )
    expect(thrown(() => parseLedger('# Issue #4: T\n- [ ] 2. a (AC 1)\n')).message).toBe(
      'ledger line 2 is step 2 where step 1 was expected: steps are numbered 1, 2, 3 … in order',
    )
  })

  it('refuse a missing header, no steps, a bad title, a pending unticked step and AC 0', () => {
    expect(thrown(() => parseLedger('- [ ] 1. a (AC 1)\n')).message).toBe(
      'the ledger does not start with its header line "# Issue #<n>: <title>" (line 1)',
    )
    expect(thrown(() => parseLedger('# Issue #4:  T\n- [ ] 1. a (AC 1)\n')).message).toBe(
      "the ledger's issue title (line 1) starts or ends with a space",
    )
    expect(thrown(() => parseLedger('# Issue #4: T\nno list\n')).message).toMatch(
      /^the ledger lists no steps; a step line looks like /,
    )
    expect(thrown(() => parseLedger('# Issue #4: T\n- [ ] 1.  a (AC 1)\n')).message).toBe(
      'ledger line 2: the step title starts or ends with a space',
    )
    expect(thrown(() => parseLedger('# Issue #4: T\n- [ ] 1. a\t (AC 1)\n')).message).toBe(
      'ledger line 2: the step title is not one line (it holds a line break or another control character)',
    )
    expect(thrown(() => parseLedger('# Issue #4: T\n- [ ] 1. a (AC 1) — refactor pending\n')).message).toBe(
      'ledger line 2: step 1 is refactor-pending but not ticked',
    )
    expect(thrown(() => parseLedger('# Issue #4: T\n- [ ] 1. a (AC 0)\n')).message).toBe(
      'ledger line 2: acceptance criteria are numbered from 1 (AC 0)',
    )
  })

  it('refuse to render what could not be read back', () => {
    const base: Ledger = { issue: 1, title: 'T', steps: [step(1, 'a', 1)] }
    expect(thrown(() => renderLedger({ ...base, title: 'two\nlines' })).message).toBe(
      'the issue title "two\\nlines" is not one line',
    )
    expect(thrown(() => renderLedger({ ...base, title: ' ' })).message).toBe('the issue title " " is empty')
    expect(thrown(() => renderLedger({ ...base, steps: [step(2, 'a', 1)] })).message).toBe('step 1 is numbered 2')
    expect(thrown(() => renderLedger({ ...base, steps: [step(1, 'a', 1, false, true)] })).message).toBe(
      'step 1 is refactor-pending but not ticked',
    )
    expect(thrown(() => renderLedger({ ...base, steps: [step(1, 'a', 0)] })).message).toBe(
      'step 1: ac 0 is not an acceptance criterion of the issue',
    )
    expect(thrown(() => renderLedger({ ...base, steps: [step(1, 'a\u2028b', 1)] })).message).toBe(
      'step 1: its title is not one line (it holds a line break or another control character)',
    )
  })
})

describe('draftLedger', () => {
  it('plans one step per criterion by default, titled by the criterion', () => {
    const long = `${'word '.repeat(60)}end`
    const ledger = draftLedger({ ...issue, criteria: ['accepts ISO dates', long] })
    expect(ledger.steps.map((s) => [s.number, s.title, s.ac, s.done, s.refactorPending])).toEqual([
      [1, 'accepts ISO dates', 1, false, false],
      [2, `${'word '.repeat(39)}word…`, 2, false, false],
    ])
    expect([...(ledger.steps[1]?.title ?? '')]).toHaveLength(200)
    expect(parseLedger(renderLedger(ledger))).toEqual(ledger)
  })

  it('takes explicit steps covering every criterion', () => {
    const ledger = draftLedger(issue, [
      { title: 'ISO date', ac: 1 },
      { title: 'ISO date-time', ac: 1 },
      { title: 'month 13', ac: 2 },
      { title: 'position', ac: 3 },
    ])
    expect(ledger.steps.map((s) => `${s.number}:${s.ac}`)).toEqual(['1:1', '2:1', '3:2', '4:3'])
    expect(ledger).toMatchObject({ issue: 12, title: 'Parse dates' })
  })

  it('refuses an uncovered criterion, an ac out of range, bad titles, no steps and more than 50', () => {
    const plan = (steps: readonly { title: string; ac: number }[]): string =>
      thrown(() => draftLedger(issue, steps)).message
    expect(plan([{ title: 'a', ac: 1 }])).toBe('the plan covers no step for acceptance criteria 2, 3')
    expect(
      plan([
        { title: 'a', ac: 1 },
        { title: 'b', ac: 2 },
      ]),
    ).toBe('the plan covers no step for acceptance criterion 3')
    expect(plan([{ title: 'a', ac: 4 }])).toBe(
      'step 1: ac 4 is not an acceptance criterion of the issue (it has criteria 1 to 3)',
    )
    expect(plan([{ title: 'a', ac: 0 }])).toMatch(/^step 1: ac 0 is not an acceptance criterion/)
    expect(plan([{ title: 'a', ac: 1.5 }])).toMatch(/^step 1: ac 1.5 is not an acceptance criterion/)
    expect(plan([{ title: '', ac: 1 }])).toBe('step 1: its title is empty')
    expect(plan([{ title: 'a\nb', ac: 1 }])).toBe(
      'step 1: its title is not one line (it holds a line break or another control character)',
    )
    expect(plan([{ title: 'x'.repeat(201), ac: 1 }])).toBe('step 1: its title is longer than 200 characters')
    expect(plan([])).toBe('a plan needs at least one step')
    expect(plan(Array.from({ length: 51 }, (_, i) => ({ title: `s${i}`, ac: (i % 3) + 1 })))).toBe(
      'a plan has at most 50 steps: got 51',
    )
    expect(thrown(() => draftLedger({ ...issue, title: '' })).message).toBe('the title of issue #12 is empty')
  })
})

describe('nextWork, tickGreen and clearRefactor', () => {
  const fresh = draftLedger(issue)

  it('resumes at the red of the first unticked step, the pending refactor first, and ends when all are done', () => {
    expect(nextWork(fresh)).toEqual({ step: fresh.steps[0], phase: 'red' })
    const greenOne = tickGreen(fresh, 1)
    expect(nextWork(greenOne)).toEqual({ step: step(1, 'accepts ISO dates', 1, true, true), phase: 'refactor' })
    const doneOne = clearRefactor(greenOne, 1)
    expect(nextWork(doneOne)).toEqual({ step: step(2, 'rejects month 13', 2), phase: 'red' })
    const all = [1, 2, 3].reduce((l, n) => (n === 1 ? l : clearRefactor(tickGreen(l, n), n)), doneOne)
    expect(nextWork(all)).toBeUndefined()
    expect(fresh.steps.every((s) => !s.done)).toBe(true)
  })

  it('resumes from the committed text exactly as from the value', () => {
    const text =
      '# Issue #12: Parse dates\n- [x] 1. a (AC 1)\n- [x] 2. b (AC 2) — refactor pending\n- [ ] 3. c (AC 3)\n'
    expect(nextWork(parseLedger(text))).toEqual({ step: step(2, 'b', 2, true, true), phase: 'refactor' })
    expect(nextWork(parseLedger(text.replace(' — refactor pending', '')))).toEqual({
      step: step(3, 'c', 3),
      phase: 'red',
    })
  })

  it('refuses to tick a ticked step, clear a refactor not pending, or touch a step that does not exist', () => {
    const ticked = tickGreen(fresh, 2)
    expect(thrown(() => tickGreen(ticked, 2))).toMatchObject({ code: 'conflict', message: 'step 2 is already ticked' })
    expect(thrown(() => clearRefactor(fresh, 2))).toMatchObject({
      code: 'conflict',
      message: 'step 2 has no refactor pending',
    })
    expect(thrown(() => tickGreen(fresh, 9)).message).toBe('the ledger of issue #12 has no step 9')
  })
})

describe('readLedger and writeLedger', () => {
  it('write .tdd/issue-<n>.md and read it back; no ledger yet is undefined', () => {
    const root = tempDir()
    expect(readLedger(root, 12)).toBeUndefined()
    const ledger = tickGreen(draftLedger({ ...issue, title: NASTY[0] ?? '' }), 1)
    expect(writeLedger(root, ledger)).toBe(ledgerFile(root, 12))
    expect(readFileSync(ledgerFile(root, 12), 'utf8')).toBe(renderLedger(ledger))
    expect(readLedger(root, 12)).toEqual(ledger)
  })

  it('refuse a ledger of another issue, a broken one (with the path) and a directory in its place', () => {
    const root = tempDir()
    mkdirSync(join(root, '.tdd'))
    writeFileSync(ledgerFile(root, 5), '# Issue #6: T\n- [ ] 1. a (AC 1)\n')
    expect(thrown(() => readLedger(root, 5)).message).toBe(`${ledgerFile(root, 5)} is the ledger of issue #6, not #5`)
    writeFileSync(ledgerFile(root, 7), '# Issue #7: T\n- [ ] 1 a\n')
    const broken = thrown(() => readLedger(root, 7))
    expect(broken.message).toMatch(/issue-7\.md: ledger line 2 is not a step line/)
    expect(broken.hint).toBe('fix the line, or restore the ledger from git')
    mkdirSync(ledgerFile(root, 8))
    expect(thrown(() => readLedger(root, 8)).message).toMatch(
      /^cannot read the ledger .*issue-8\.md: .*not a regular file/,
    )
  })
})
