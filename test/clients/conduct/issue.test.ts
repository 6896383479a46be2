import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { thrown } from '../../support/thrown.js'
import {
  acceptanceCriteria,
  assertIssueNumber,
  ISSUE_FILE_MAX_BYTES,
  NO_CRITERIA_HINT,
  parseIssue,
  readIssueFile,
  tickCriterion,
} from '../../../mcp-server/src/clients/conduct/issue.js'
import { tempDir } from '../../support/store.js'

describe('acceptanceCriteria', () => {
  it('reads every list style under the heading, case-insensitive, and stops at the next heading', () => {
    const body = [
      'Intro text.',
      '- not a criterion, above the heading',
      '',
      '## ACCEPTANCE Criteria',
      '',
      'These must hold:',
      '- [ ] unchecked box',
      '- [x] checked box',
      '- [X] capital checked box',
      '- plain dash',
      '* star item',
      '1. numbered item',
      '2) numbered with paren',
      '',
      '## Notes',
      '- not a criterion either',
    ].join('\n')
    expect(acceptanceCriteria(body)).toEqual([
      'unchecked box',
      'checked box',
      'capital checked box',
      'plain dash',
      'star item',
      'numbered item',
      'numbered with paren',
    ])
  })

  it('joins a multi-line item by spaces, nested items included, and ignores loose prose after a blank line', () => {
    const body = [
      '### Acceptance criteria:',
      '- [ ] the parser accepts',
      '  ISO dates with',
      'a time zone',
      '  - nested detail',
      '- second',
      '',
      '    indented continuation after a blank line',
      '',
      'Loose prose, not part of an item.',
      '- third',
    ].join('\r\n')
    expect(acceptanceCriteria(body)).toEqual([
      'the parser accepts ISO dates with a time zone nested detail',
      'second indented continuation after a blank line',
      'third',
    ])
  })

  it('finds nothing without the heading, and skips empty items', () => {
    expect(acceptanceCriteria('- a\n- b')).toEqual([])
    expect(acceptanceCriteria('## Acceptance criteria\n- [ ]\n- real')).toEqual(['real'])
  })
})

describe('parseIssue', () => {
  it('keeps the number, the trimmed title, the body and the criteria', () => {
    const issue = parseIssue(12, '  Parse dates ', 'Why.\n\n## Acceptance criteria\n- [ ] one\n- [ ] two\n')
    expect(issue).toEqual({
      number: 12,
      title: 'Parse dates',
      body: 'Why.\n\n## Acceptance criteria\n- [ ] one\n- [ ] two\n',
      criteria: ['one', 'two'],
    })
  })

  it('refuses an issue without an acceptance criteria list, saying what it needs', () => {
    const error = thrown(() => parseIssue(7, 'T', 'Just prose.\n## Acceptance criteria\nnone listed'))
    expect(error.code).toBe('bad_input')
    expect(error.message).toBe(
      'issue #7 has no acceptance criteria: the conductor needs a "## Acceptance criteria" list in the issue, one item per criterion',
    )
    expect(error.hint).toBe(NO_CRITERIA_HINT)
  })

  it('refuses an issue number that is not a positive whole number', () => {
    for (const n of [0, -1, 1.5, Number.NaN])
      expect(() => assertIssueNumber(n)).toThrow(/an issue number is a positive whole number/)
  })
})

describe('readIssueFile', () => {
  it('takes the first "# " heading as the title and the rest as the body, relative to the root', () => {
    const root = tempDir()
    mkdirSync(join(root, 'issues'))
    writeFileSync(
      join(root, 'issues', '3.md'),
      'Preface line\n# Add a --json flag\n\nBody text.\n\n## Acceptance criteria\n- prints JSON\n',
    )
    expect(readIssueFile(root, 3, 'issues/3.md')).toEqual({
      number: 3,
      title: 'Add a --json flag',
      body: 'Preface line\n\nBody text.\n\n## Acceptance criteria\n- prints JSON',
      criteria: ['prints JSON'],
    })
  })

  it('reads a file outside the project when the user names it (an absolute path)', () => {
    const root = tempDir()
    const elsewhere = join(tempDir(), 'issue.md')
    writeFileSync(elsewhere, '# T\n## Acceptance criteria\n- a\n')
    expect(readIssueFile(root, 1, elsewhere).criteria).toEqual(['a'])
  })

  it('refuses a file without a title heading, a directory, a FIFO, a missing file and one over 1 MB', () => {
    const root = tempDir()
    writeFileSync(join(root, 'untitled.md'), '## Acceptance criteria\n- a\n')
    expect(thrown(() => readIssueFile(root, 1, 'untitled.md')).message).toMatch(
      /untitled\.md has no title: its first "# " heading line is the issue's title$/,
    )
    mkdirSync(join(root, 'dir.md'))
    expect(thrown(() => readIssueFile(root, 1, 'dir.md')).message).toMatch(/dir\.md is not a regular file$/)
    execFileSync('mkfifo', [join(root, 'fifo.md')])
    expect(thrown(() => readIssueFile(root, 1, 'fifo.md')).message).toMatch(/fifo\.md is not a regular file$/)
    expect(thrown(() => readIssueFile(root, 1, 'missing.md')).message).toMatch(
      /^cannot read issue file .*missing\.md: ENOENT/,
    )
    writeFileSync(join(root, 'huge.md'), `# T\n${'x'.repeat(ISSUE_FILE_MAX_BYTES)}`)
    expect(thrown(() => readIssueFile(root, 1, 'huge.md')).message).toMatch(
      /huge\.md is 1048580 bytes; an issue file is at most 1048576 bytes \(1 MB\)$/,
    )
  })

  it('reads through a symbolic link the user names (the file is theirs to point at)', () => {
    const root = tempDir()
    const target = join(tempDir(), 'real.md')
    writeFileSync(target, '# Linked\n## Acceptance criteria\n- a\n')
    symlinkSync(target, join(root, 'link.md'))
    expect(readIssueFile(root, 2, 'link.md').title).toBe('Linked')
  })
})

describe('tickCriterion', () => {
  const BODY = [
    'Intro.',
    '',
    '- [ ] same text',
    '',
    '```md',
    '## Acceptance criteria',
    '- [ ] same text',
    '```',
    '',
    '## Acceptance criteria',
    '',
    '~~~',
    '- [ ] same text',
    '# not a heading',
    '~~~',
    '- [ ] same text',
    '  continued here',
    '- [x] done before',
    '* [ ] same text',
    '1. numbered, no box',
    '',
    '## Notes',
    '- [ ] same text',
    '',
  ].join('\r\n')

  it('skips fenced code blocks when it reads the criteria: a fenced heading or item is neither', () => {
    expect(acceptanceCriteria(BODY)).toEqual([
      'same text continued here',
      'done before',
      'same text',
      'numbered, no box',
    ])
  })

  it("ticks exactly the criterion's own line among repeats, other lists and fenced copies, every other byte kept", () => {
    const first = tickCriterion(BODY, 1, 'same text continued here')
    expect(first).toEqual({
      kind: 'ticked',
      text: BODY.replace('- [ ] same text\r\n  continued', '- [x] same text\r\n  continued'),
    })
    const third = tickCriterion(BODY, 3, 'same text')
    expect(third).toEqual({ kind: 'ticked', text: BODY.replace('* [ ] same text', '* [x] same text') })
    if (third.kind !== 'ticked') throw new Error('not ticked')
    expect(third.text.split('[x]')).toHaveLength(3)
    expect(tickCriterion(third.text, 3, 'same text')).toEqual({ kind: 'already' })
  })

  it('adds no checkbox to a criterion written without one, and leaves one already ticked', () => {
    expect(tickCriterion(BODY, 4, 'numbered, no box')).toEqual({ kind: 'no-checkbox' })
    expect(tickCriterion(BODY, 2, 'done before')).toEqual({ kind: 'already' })
  })

  it('ticks nothing when the body no longer has the criterion the run read', () => {
    expect(tickCriterion(BODY, 5, 'same text')).toEqual({
      kind: 'missing',
      why: 'the issue lists 4 acceptance criteria, not 5',
    })
    expect(tickCriterion(BODY, 3, 'other text')).toEqual({
      kind: 'missing',
      why: 'criterion 3 now reads "same text", not the one the run read',
    })
  })

  it("reads a file issue's body without its title line", () => {
    const file = '# Acceptance criteria\n\n## Acceptance criteria\n- [ ] a\n'
    expect(tickCriterion(file, 1, 'a', 0)).toEqual({ kind: 'ticked', text: file.replace('- [ ] a', '- [x] a') })
  })
})
