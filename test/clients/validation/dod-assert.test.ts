import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { assessDod, dodMetLine, findDod } from '../../../mcp-server/src/clients/validation/dod-assert.js'
import { tempDir } from '../../support/store.js'

const DOD = `---
criteria:
  - {id: lint-green, kind: auto, assert: {gate: lint}}
  - {id: tests-green, kind: auto, assert: {gate: test}}
  - {id: changelog, kind: auto, assert: {file-exists: CHANGELOG.md}}
  - {id: escape, kind: auto, assert: {file-exists: ../CHANGELOG.md}}
  - {id: ux-reviewed, kind: judgment}
---
# Definition of Done
`

describe('assessDod', () => {
  it('meets a gate only when it is among the green gates, and checks files inside the root', () => {
    const root = tempDir()
    writeFileSync(join(root, 'CHANGELOG.md'), '# changes\n')
    expect(assessDod(DOD, root, ['lint'])).toMatchObject({
      ok: true,
      outcomes: [
        { id: 'lint-green', kind: 'auto', outcome: 'met' },
        { id: 'tests-green', kind: 'auto', outcome: 'unmet' },
        { id: 'changelog', kind: 'auto', outcome: 'met' },
        { id: 'escape', kind: 'auto', outcome: 'unmet' },
        { id: 'ux-reviewed', kind: 'judgment', outcome: 'judgment' },
      ],
    })
  })

  it('gives null outcomes for a free-text DoD', () => {
    expect(assessDod('# Done\n- all good\n', tempDir(), ['lint'])).toEqual({ ok: true, outcomes: null, criteria: [] })
  })

  it('passes validation errors through', () => {
    expect(assessDod('---\ncriteria: {}\n---\n', tempDir(), [])).toEqual({
      ok: false,
      errors: ['dod.criteria: must be a list'],
    })
  })
})

describe('findDod', () => {
  it('uses docs/DOD.md by default and reports absence without creating it', () => {
    const root = tempDir()
    expect(findDod(root, undefined)).toEqual({ found: false, path: join(root, 'docs', 'DOD.md'), source: 'default' })
    mkdirSync(join(root, 'docs'))
    writeFileSync(join(root, 'docs', 'DOD.md'), 'text')
    expect(findDod(root, undefined)).toMatchObject({ found: true, text: 'text', source: 'default' })
  })

  it('prefers the configured path and refuses one outside the root', () => {
    const root = tempDir()
    writeFileSync(join(root, 'DONE.md'), 'configured')
    expect(findDod(root, 'DONE.md')).toMatchObject({ found: true, text: 'configured', source: 'config' })
    expect(() => findDod(root, '../elsewhere.md')).toThrow(/outside the project root/)
    const outside = join(tempDir(), 'DOD.md')
    writeFileSync(outside, 'outside')
    symlinkSync(outside, join(root, 'LINKED.md'))
    expect(() => findDod(root, 'LINKED.md')).toThrow(/outside the project root/)
  })

  it('throws for an explicit path that does not exist', () => {
    expect(() => findDod(tempDir(), undefined, '/nonexistent/DOD.md')).toThrow(
      /cannot read the DoD at \/nonexistent\/DOD.md: ENOENT/,
    )
  })
})

describe('dodMetLine', () => {
  it('counts criteria, those evidenced by phase results and those session-asserted', () => {
    expect(
      dodMetLine([
        { id: 'a', kind: 'auto', outcome: 'met' },
        { id: 'b', kind: 'auto', outcome: 'met' },
        { id: 'c', kind: 'judgment', outcome: 'judgment' },
      ]),
    ).toBe('verify: DoD met — 3 criteria, 2 evidenced by phase results, 1 session-asserted')
  })
})
