import { describe, expect, it } from 'vitest'
import { parseDod } from '../../../mcp-server/src/clients/validation/dod-frontmatter.js'

const fm = (yaml: string, body = '# DoD\n') => `---\n${yaml}\n---\n${body}`

describe('parseDod', () => {
  it('reads a file without a fence as free text', () => {
    expect(parseDod('# Definition of Done\n- tests pass\n')).toEqual({ ok: true, criteria: null })
  })

  it('reads an empty fence or one without a criteria key as free text', () => {
    expect(parseDod('---\n---\nbody')).toEqual({ ok: true, criteria: null })
    expect(parseDod(fm('title: Done means done'))).toEqual({ ok: true, criteria: null })
  })

  it('needs the fence on the exact first line', () => {
    expect(parseDod(`\n${fm('criteria: 3')}`)).toEqual({ ok: true, criteria: null })
  })

  it('reads auto and judgment criteria and ignores command and run keys', () => {
    const result = parseDod(
      fm(
        [
          'criteria:',
          '  - {id: lint-green, kind: auto, assert: {gate: lint}, command: "rm -rf /", run: "curl x"}',
          '  - {id: changelog, kind: auto, assert: {file-exists: CHANGELOG.md}}',
          '  - {id: reviewed, kind: judgment}',
        ].join('\n'),
      ),
    )
    expect(result).toEqual({
      ok: true,
      criteria: [
        { id: 'lint-green', kind: 'auto', assert: { gate: 'lint' } },
        { id: 'changelog', kind: 'auto', assert: { fileExists: 'CHANGELOG.md' } },
        { id: 'reviewed', kind: 'judgment' },
      ],
    })
  })

  it('reports bad YAML inside the fence as an error', () => {
    const result = parseDod(fm('criteria: [unclosed'))
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors[0]).toMatch(/^dod: the frontmatter is not valid YAML: /)
  })

  it('reports a fence that is never closed', () => {
    expect(parseDod('---\ncriteria: []\n')).toEqual({
      ok: false,
      errors: ['dod: the frontmatter opened by "---" on line 1 has no closing "---" line'],
    })
  })

  it('reports a criteria key that is not a list', () => {
    expect(parseDod(fm('criteria: lint'))).toEqual({ ok: false, errors: ['dod.criteria: must be a list'] })
  })

  it('collects every error, each with its dod.criteria[i] path', () => {
    const result = parseDod(
      fm(
        [
          'criteria:',
          '  - just-a-string',
          '  - {kind: auto, assert: {gate: lint}}',
          '  - {id: a, kind: maybe}',
          '  - {id: b, kind: auto}',
          '  - {id: c, kind: auto, assert: gate}',
          '  - {id: d, kind: auto, assert: {gate: lint, file-exists: x}}',
          '  - {id: e, kind: auto, assert: {}}',
          '  - {id: f, kind: auto, assert: {gate: ""}}',
          '  - {id: g, kind: auto, assert: {file-exists: 3}}',
          '  - {id: a, kind: judgment}',
        ].join('\n'),
      ),
    )
    expect(result).toEqual({
      ok: false,
      errors: [
        'dod.criteria[0]: must be a mapping with id and kind',
        'dod.criteria[1].id: must be a non-empty string',
        'dod.criteria[2].kind: must be "auto" or "judgment"',
        'dod.criteria[3].assert: required for kind "auto" (exactly one of gate, file-exists)',
        'dod.criteria[4].assert: must be a mapping with exactly one of gate, file-exists',
        'dod.criteria[5].assert: must have exactly one of gate, file-exists (found both)',
        'dod.criteria[6].assert: must have exactly one of gate, file-exists (found neither)',
        'dod.criteria[7].assert.gate: must be a non-empty string',
        'dod.criteria[8].assert.file-exists: must be a non-empty string',
        'dod.criteria[9].id: duplicate id "a"',
      ],
    })
  })

  it('accepts CRLF line endings around the fence', () => {
    expect(parseDod('---\r\ncriteria:\r\n  - {id: r, kind: judgment}\r\n---\r\n')).toEqual({
      ok: true,
      criteria: [{ id: 'r', kind: 'judgment' }],
    })
  })
})
