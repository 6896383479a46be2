import { describe, expect, it } from 'vitest'
import {
  bypassDetail,
  elapsedMs,
  junitTraces,
  ranDuring,
  RUNNER_TRACES,
  runnersSince,
} from '../../../mcp-server/src/engine/gates/runner-traces.js'

/** The pure rules of what test runners leave behind (the hook's side: test/hooks/runner-traces.test.ts). */
describe('runner traces', () => {
  it("names vitest's results cache, pytest's cache and assertion-rewritten bytecode, and coverage reports", () => {
    expect(RUNNER_TRACES.map((t) => t.path)).toEqual(
      expect.arrayContaining([
        'node_modules/.vite/vitest/*/results.json',
        'node_modules/.vitest/results.json',
        '.pytest_cache/v/cache/nodeids',
        'tests/__pycache__/*-pytest-*.pyc',
        'coverage/coverage-final.json',
      ]),
    )
  })

  it('adds the report of each configured JUnit runner, never one outside the project', () => {
    const config = JSON.stringify({
      runners: {
        default: { kind: 'vitest' },
        py: { kind: 'junit', argv: ['/usr/bin/pytest', '--junitxml=r.xml'], junitPath: './reports/junit.xml' },
        escape: { kind: 'junit', argv: ['x'], junitPath: '../elsewhere.xml' },
      },
    })
    const [py, ...rest] = junitTraces(config)
    expect(rest).toEqual([])
    expect(py?.path).toBe('reports/junit.xml')
    expect(py?.runner).toBe('py (JUnit)')
    expect(py?.process.test('/usr/bin/pytest -q')).toBe(true)
    expect(py?.process.test('mypytest')).toBe(false)
    expect(junitTraces('not json')).toEqual([])
    expect(junitTraces(undefined)).toEqual([])
  })

  it('keeps the traces changed since the window opened', () => {
    const spec = RUNNER_TRACES[0]
    if (spec === undefined) throw new Error('no trace')
    const seen = [
      { spec, path: 'a', changedMs: 999 },
      { spec, path: 'b', changedMs: 1000 },
    ]
    expect(ranDuring(seen, 1000).map((t) => t.path)).toEqual(['b'])
    expect(bypassDetail(ranDuring(seen, 1000), 'node x.js')).toBe(
      'test_command_bypass: a test runner ran during this Bash command (vitest: b written): node x.js',
    )
  })

  it("reads ps's elapsed times and finds runners older than a moment", () => {
    expect(elapsedMs('05:07')).toBe(307_000)
    expect(elapsedMs('1:00:00')).toBe(3_600_000)
    expect(elapsedMs('2-00:00:01')).toBe(172_801_000)
    expect(elapsedMs('x')).toBeUndefined()
    const ps = [
      '  101     10:00 node /p/node_modules/.bin/vitest --watch',
      '  102     00:01 node vitest run',
      '  103 10:00 vim',
    ].join('\n')
    const now = 1_000_000_000
    expect(runnersSince(ps, /\bvitest\b/, now, now - 60_000)).toEqual([101])
  })
})
