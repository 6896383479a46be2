import { describe, expect, it } from 'vitest'
import { loadValidationRun } from '../../../mcp-server/src/store/validation-runs.js'
import { loadFindings } from '../../../mcp-server/src/store/validation-triage.js'
import { validationConfigSchema } from '../../../mcp-server/src/domain/validation-config.js'
import { validationGate } from '../../../mcp-server/src/clients/validation/gate-record.js'
import {
  parseSuspectedBenign,
  SUSPECTED_BENIGN_MAX,
  suspectedBenignLines,
} from '../../../mcp-server/src/clients/validation/suspected-benign.js'
import { runValidation } from '../../../mcp-server/src/clients/validation/validate.js'
import { tempStore } from '../../support/store.js'
import { gitRepo } from '../../support/validation-repo.js'

const NOTES = 'SUSPECT: warning src/far.ts:90 — unused export | keep: public API\nerror a.txt:1 — console.log left in\n'

describe('parseSuspectedBenign', () => {
  it('accepts canonical text lines and the JSON array, and nothing given as none', () => {
    expect(parseSuspectedBenign(NOTES)).toEqual([
      {
        file: 'src/far.ts',
        line: 90,
        severity: 'warning',
        finding: 'unused export',
        fix: 'keep: public API',
        status: 'SUSPECT',
      },
      { file: 'a.txt', line: 1, severity: 'error', finding: 'console.log left in' },
    ])
    expect(parseSuspectedBenign('[{"file":"a.ts","line":0,"severity":"info","finding":"x","extra":1}]')).toEqual([
      { file: 'a.ts', line: 0, severity: 'info', finding: 'x' },
    ])
    expect(parseSuspectedBenign(undefined)).toEqual([])
  })

  it('fails the whole input on one bad line or an oversized input', () => {
    expect(() => parseSuspectedBenign('error a.ts:1 — fine\nnot a finding\n')).toThrow(
      'the suspected-benign findings are not canonical: line 2: not "<severity> <file>:<line> — <finding>[ | <fix>]"',
    )
    expect(() => parseSuspectedBenign('x'.repeat(SUSPECTED_BENIGN_MAX + 1))).toThrow(
      `the suspected-benign findings are longer than ${SUSPECTED_BENIGN_MAX} characters`,
    )
  })

  it('writes one SUSPECTED-BENIGN line per finding in canonical text form', () => {
    expect(suspectedBenignLines(parseSuspectedBenign(NOTES)).map((l) => l.line)).toEqual([
      'SUSPECTED-BENIGN: SUSPECT: warning src/far.ts:90 — unused export | keep: public API',
      'SUSPECTED-BENIGN: error a.txt:1 — console.log left in',
    ])
  })
})

describe('runValidation with suspected-benign findings', () => {
  it('stores them with the run and passes them through unfiltered, owing no outcome', async () => {
    const store = await tempStore()
    const { root, write } = gitRepo({ 'a.txt': 'a\n' })
    write('a.txt', 'A\n')
    const config = validationConfigSchema.parse({
      techniques: [{ id: 'lint', mode: 'triage', run: ['node', '-e', "console.log('[]')"] }],
    })
    const summary = await runValidation({ db: store.db, root, config, suspectedBenign: NOTES })
    expect(summary.lines.slice(1, 3).map((l) => l.line)).toEqual([
      // src/far.ts is outside the change: a suspected-benign finding is never scope-filtered.
      'SUSPECTED-BENIGN: SUSPECT: warning src/far.ts:90 — unused export | keep: public API',
      'SUSPECTED-BENIGN: error a.txt:1 — console.log left in',
    ])
    const stored = await loadFindings(store.db, summary.runId)
    expect(stored.map((f) => [f.origin, f.technique, f.ordinal, f.fields.file])).toEqual([
      ['suspected-benign', null, 0, 'src/far.ts'],
      ['suspected-benign', null, 1, 'a.txt'],
    ])
    expect((await loadValidationRun(store.db, root, summary.runId))?.lines.slice(0, 2)).toEqual(
      summary.lines.slice(0, 2),
    )
    expect((await validationGate(store.db, root, summary.runId))?.gate.state).toBe('satisfied')
  })

  it('records no run at all when they are not canonical', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    await expect(
      runValidation({ db: store.db, root, config: undefined, suspectedBenign: 'looks fine to me' }),
    ).rejects.toMatchObject({
      message:
        'the suspected-benign findings are not canonical: line 1: not "<severity> <file>:<line> — <finding>[ | <fix>]"',
      hint: expect.stringContaining('give a JSON array of {file, line, severity, finding[, fix, status]}'),
    })
    expect(await loadValidationRun(store.db, root)).toBeUndefined()
  })
})
