import { describe, expect, it } from 'vitest'
import {
  criteriaSection,
  isKnownKind,
  parseCriteria,
  readCriteria,
} from '../../../mcp-server/src/clients/vdd/criteria.js'

const doc = (...section: string[]): string =>
  [
    '# BEAN-001',
    '',
    '## Goal',
    '- [ ] (file:a) before the section',
    '',
    ...section,
    '',
    '## Notes',
    '- [ ] (file:b) after the section',
  ].join('\n')

describe('parseCriteria', () => {
  it('reads prefixed items as kind, target and text, trimmed', () => {
    expect(parseCriteria(doc('## Acceptance Criteria', '- [ ] (test: tests/x.test.ts::adds ) Adds numbers  '))).toEqual(
      [{ index: 1, kind: 'test', target: 'tests/x.test.ts::adds', text: 'Adds numbers' }],
    )
  })

  it('re-verifies ticked items: [x] and [X] are criteria like [ ]', () => {
    const criteria = parseCriteria(
      doc('## Acceptance Criteria', '- [x] (file:a.md) one', '- [X] (lint:src) two', '- [ ] three'),
    )
    expect(criteria.map((c) => [c.kind, c.text])).toEqual([
      ['file', 'one'],
      ['lint', 'two'],
      [undefined, 'three'],
    ])
  })

  it('records unprefixed items as manual criteria', () => {
    expect(parseCriteria(doc('## Acceptance Criteria', '- [ ] Manual: spot-check the wizard'))).toEqual([
      { index: 1, kind: undefined, target: undefined, text: 'Manual: spot-check the wizard' },
    ])
  })

  it('matches the heading case-insensitively and stops at the next ## heading but not at ###', () => {
    const criteria = parseCriteria(
      doc('##   ACCEPTANCE criteria  ', '- [ ] (file:x) first', '### Details', '- [ ] (file:y) still inside'),
    )
    expect(criteria.map((c) => c.target)).toEqual(['x', 'y'])
  })

  it('ignores lines that are not checklist items and items outside the section', () => {
    const criteria = parseCriteria(
      doc(
        '## Acceptance Criteria',
        'prose',
        '* [ ] (file:star) star bullet',
        '  - [ ] (file:indented) indented',
        '- [] (file:no-space) bad box',
        '- [ ] (file:ok) ok',
      ),
    )
    expect(criteria.map((c) => c.target)).toEqual(['ok'])
  })

  it('treats an uppercase prefix as a manual item (kinds are lowercase)', () => {
    expect(parseCriteria(doc('## Acceptance Criteria', '- [ ] (Test:x.ts) shouted'))[0]).toMatchObject({
      kind: undefined,
      text: '(Test:x.ts) shouted',
    })
  })

  it('keeps shell metacharacters in a target as inert text', () => {
    const [hostile] = parseCriteria(doc('## Acceptance Criteria', '- [ ] (test:$(touch pwned)) runs nothing'))
    expect(hostile).toMatchObject({ kind: 'test', target: '$(touch pwned', text: ') runs nothing' })
  })

  it('handles CRLF line endings', () => {
    expect(parseCriteria('## Acceptance Criteria\r\n- [ ] (file:a) one\r\n- [ ] two\r\n').map((c) => c.text)).toEqual([
      'one',
      'two',
    ])
  })

  it('finds no criteria without a section or in an empty one', () => {
    expect(criteriaSection('# Title\n- [ ] (file:a) x')).toBeUndefined()
    expect(parseCriteria('# Title\n- [ ] (file:a) x')).toEqual([])
    expect(parseCriteria(doc('## Acceptance Criteria', 'Nothing yet.'))).toEqual([])
  })
})

describe('readCriteria', () => {
  it('warns about near-misses by criterion number and about items it does not read, changing no criterion', () => {
    const markdown = doc(
      '## Acceptance Criteria',
      '- [ ] (file:a.md) fine',
      '- [ ] test: test/a.test.ts adds',
      '  - [ ] (file:b.md) nested',
      '- [ ] Manual: looks right',
    )
    const { criteria, warnings } = readCriteria(markdown)
    expect(criteria).toEqual(parseCriteria(markdown))
    expect(criteria.map((c) => c.kind)).toEqual(['file', undefined, undefined])
    expect(warnings).toEqual([
      {
        index: 2,
        message:
          'criterion 2 looks like a `test:` criterion but is written `test: test/a.test.ts adds`; write `(test:test/a.test.ts) adds` (until then it is a MANUAL criterion)',
      },
      { index: undefined, message: expect.stringContaining('`- [ ] (file:b.md) nested` is not read as a criterion') },
    ])
  })

  it('has nothing to say about well-formed criteria or lines outside the section', () => {
    expect(readCriteria(doc('## Acceptance Criteria', '- [ ] (test:a.test.ts) ok', '- [ ] manual')).warnings).toEqual(
      [],
    )
  })
})

describe('isKnownKind', () => {
  it('knows exactly test, lint, file and file-contains', () => {
    expect(['test', 'lint', 'file', 'file-contains', 'shell', 'tests'].map(isKnownKind)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ])
  })
})
