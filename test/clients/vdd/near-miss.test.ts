import { describe, expect, it } from 'vitest'
import { nearMiss, unreadItem } from '../../../mcp-server/src/clients/vdd/near-miss.js'

describe('nearMiss', () => {
  it('names a prefix written without parentheses and says what to write', () => {
    expect(nearMiss('test: path')).toBe(
      'looks like a `test:` criterion but is written `test: path`; write `(test:path) <what it checks>` (until then it is a MANUAL criterion)',
    )
    expect(nearMiss('test:test/a.test.ts adds numbers')).toContain('write `(test:test/a.test.ts) adds numbers`')
    expect(nearMiss('lint: src/ lint clean')).toContain('write `(lint:src/) lint clean`')
    expect(nearMiss('file-contains: docs/*.md::timeout documented')).toContain(
      'write `(file-contains:docs/*.md::timeout) documented`',
    )
  })

  it('names a prefix in backticks or brackets, capitalised, or spaced inside the parentheses', () => {
    expect(nearMiss('`test:a.test.ts` adds')).toContain('write `(test:a.test.ts) adds`')
    expect(nearMiss('[file:docs/a.md] exists')).toContain('write `(file:docs/a.md) exists`')
    expect(nearMiss('(Test:x.ts) shouted')).toContain('write `(test:x.ts) shouted`')
    expect(nearMiss('( test:x.ts) spaced')).toContain('write `(test:x.ts) spaced`')
  })

  it('names a well-formed prefix with no text after it', () => {
    expect(nearMiss('(test:test/a.test.ts)')).toBe(
      'is `(test:test/a.test.ts)` with no text after it; write `(test:test/a.test.ts) <what it checks>` (until then it is a MANUAL criterion)',
    )
  })

  it('leaves manual criteria in prose alone', () => {
    for (const text of [
      'Manual: the login page looks right on mobile',
      'Test: the wizard on a phone',
      'File upload works',
      'the tests pass on CI',
    ])
      expect(nearMiss(text), text).toBeUndefined()
  })
})

describe('unreadItem', () => {
  it('names checklist-like lines the contract does not read', () => {
    for (const line of ['  - [ ] (file:x) nested', '* [ ] (file:x) star', '- [] (file:x) empty box', '-[ ] tight'])
      expect(unreadItem(line), line).toMatch(/is not read as a criterion: write it as a top-level `- \[ \] …` item/)
    expect(unreadItem('prose about tests')).toBeUndefined()
  })
})
