import { describe, expect, it } from 'vitest'
import type { RunReport } from '../../mcp-server/src/domain/run-report.js'
import { judge } from '../../mcp-server/src/runners/red-recheck.js'

const report: RunReport = {
  runner: 'default',
  argv: [],
  projectRoot: '/p',
  startedAt: '',
  endedAt: '',
  exitCode: 1,
  outcome: 'failed',
  tests: [
    { file: 't.test.ts', fullName: 'adds', status: 'failed' },
    { file: 't.test.ts', fullName: 'adds', ordinal: 1, status: 'passed' },
  ],
  errors: [],
}

describe('judge (red re-run)', () => {
  it('judges the red test by its whole identity: of two same-named tests, the one that proved red', () => {
    expect(judge(report, [{ file: 't.test.ts', fullName: 'adds' }]).outcome).toBe('fails')
    expect(judge(report, [{ file: 't.test.ts', fullName: 'adds', ordinal: 1 }])).toEqual({
      outcome: 'passes',
      detail: '"adds [#2]" passed',
    })
  })
})
