import { describe, expect, it } from 'vitest'
import {
  decideEdit,
  EDIT_DENIALS,
  type EditDecision,
  type EditDenial,
  type EditFacts,
} from '../../../mcp-server/src/engine/gates/edit-policy.js'
import { riskyConfigChanges } from '../../../mcp-server/src/engine/gates/test-config.js'
import type { FileKind } from '../../../mcp-server/src/project/test-files.js'
import {
  decideWorker,
  type WorkerFacts,
  type WorkerPlan,
} from '../../../mcp-server/src/clients/coordinator/worker-policy.js'
import { DEFAULT_STUB_MARKERS } from '../../../mcp-server/src/clients/coordinator/worker-text.js'

const base: EditFacts = {
  file: 'src/add.ts',
  kind: 'production',
  via: 'edit',
  tddAgent: true,
  task: { id: 1, phase: 'red' },
  citedHypothesis: false,
  redEvidenceFiles: [],
}
const produced = new Set<EditDenial>()
const messages = new Map<string, EditDenial>()
const decide = (facts: Partial<EditFacts>): EditDecision => {
  const decision = decideEdit({ ...base, ...facts })
  if (!decision.ok) {
    produced.add(decision.reason)
    messages.set(decision.message, decision.reason)
  }
  return decision
}
const reason = (d: EditDecision) => (d.ok ? 'allowed' : d.reason)

describe('decideEdit', () => {
  it('allows everything for a caller without a task unless it is the TDD agent', () => {
    expect(reason(decide({ task: null, tddAgent: false }))).toBe('allowed')
    expect(decide({ task: null })).toMatchObject({
      ok: false,
      reason: 'task_not_started',
      violation: 'UNREGISTERED_SESSION',
    })
  })

  it('gates production edits in red and green on a cited hypothesis, never in refactor or spike', () => {
    expect(reason(decide({ task: { id: 1, phase: null } }))).toBe('production_edit_before_red')
    for (const phase of ['red', 'red.triangulate', 'green', 'green.fake-it'] as const) {
      expect(decide({ task: { id: 1, phase } })).toMatchObject({
        reason: 'uncited_production_edit',
        violation: 'UNCITED_FIX',
      })
      expect(reason(decide({ task: { id: 1, phase }, citedHypothesis: true }))).toBe('allowed')
    }
    expect(reason(decide({ task: { id: 1, phase: 'refactor' } }))).toBe('allowed')
    expect(reason(decide({ task: { id: 1, phase: 'spike' } }))).toBe('allowed')
  })

  it('protects the red evidence in green, snapshots, test config and test files from shell deletion', () => {
    const test = { file: 'src/add.test.ts', kind: 'test' as const }
    expect(reason(decide({ ...test, task: { id: 1, phase: 'green' }, redEvidenceFiles: ['src/add.test.ts'] }))).toBe(
      'red_test_edit_in_green',
    )
    expect(reason(decide({ ...test, task: { id: 1, phase: 'green' }, redEvidenceFiles: ['src/other.test.ts'] }))).toBe(
      'test_edit_in_green',
    )
    expect(reason(decide({ ...test, task: { id: 1, phase: 'refactor' }, redEvidenceFiles: ['src/add.test.ts'] }))).toBe(
      'allowed',
    )
    expect(reason(decide({ ...test, via: 'delete' }))).toBe('test_file_deleted')
    expect(reason(decide({ file: 'src/a.snap', kind: 'snapshot' }))).toBe('snapshot_edit')
    const config = { file: 'package.json', kind: 'test-config' as const }
    expect(reason(decide({ ...config, change: { before: '{}', after: "{ setupFiles: ['s.ts'] }" } }))).toBe(
      'test_config_weakened',
    )
    expect(reason(decide({ ...config, change: { before: '{}', after: '{ testTimeout: 5 }' } }))).toBe('allowed')
    expect(reason(decide({ ...config, via: 'shell' }))).toBe('test_config_weakened')
  })

  it('freezes every test-side file in green and green.fake-it: tests, helpers, new test files, test configuration', () => {
    const cases = [
      { file: 'test/helpers.ts', kind: 'test' as const },
      { file: 'test/new.test.ts', kind: 'test' as const },
      { file: 'package.json', kind: 'test-config' as const, change: { before: '{}', after: '{ "name": "x" }' } },
    ]
    for (const phase of ['green', 'green.fake-it'] as const)
      for (const c of cases)
        for (const via of ['edit', 'shell'] as const)
          expect(reason(decide({ ...c, via, task: { id: 1, phase } })), `${c.file} ${phase} ${via}`).toBe(
            'test_edit_in_green',
          )
    for (const phase of ['red', 'red.triangulate', 'refactor'] as const)
      expect(reason(decide({ file: 'test/helpers.ts', kind: 'test', task: { id: 1, phase } }))).toBe('allowed')
    const d = decide({ file: 'test/helpers.ts', kind: 'test', task: { id: 3, phase: 'green' } })
    expect(d).toMatchObject({ ok: false, violation: 'TEST_WEAKENED' })
    expect(d.ok ? '' : d.message).toMatch(/^Change the production code instead .*tests are frozen — all of them/)
  })

  it('lets neutral files (docs, ignore files, build output) change in every phase, and before a task starts', () => {
    for (const file of ['README.md', '.gitignore', 'dist/index.js'])
      for (const via of ['edit', 'shell', 'delete'] as const) {
        for (const phase of [null, 'red', 'green', 'green.fake-it', 'refactor'] as const) {
          expect(reason(decide({ file, kind: 'neutral', via, task: { id: 1, phase } })), `${file} ${phase}`).toBe(
            'allowed',
          )
        }
        expect(reason(decide({ file, kind: 'neutral', via, task: null, tddAgent: true }))).toBe('allowed')
      }
  })

  it('lets a test file go when no test goes with it: a helper that held none, or a rename that keeps them', () => {
    const helper = { file: 'test/helpers.ts', kind: 'test' as const, via: 'delete' as const, testsKept: true }
    for (const phase of ['red', 'refactor'] as const)
      expect(reason(decide({ ...helper, task: { id: 1, phase } }))).toBe('allowed')
    expect(reason(decide({ ...helper, task: { id: 1, phase: 'green' } }))).toBe('test_edit_in_green')
    expect(reason(decide({ ...helper, testsKept: false }))).toBe('test_file_deleted')
    expect(reason(decide({ ...helper, testsKept: undefined }))).toBe('test_file_deleted')
    // The test that proved red does not move in green, rename or not.
    expect(reason(decide({ ...helper, task: { id: 1, phase: 'green' }, redEvidenceFiles: ['test/helpers.ts'] }))).toBe(
      'test_file_deleted',
    )
  })

  it('refuses a symbolic link that leads outside the project during a task, whatever the file kind or phase', () => {
    for (const phase of ['red', 'green', 'refactor'] as const) {
      expect(decide({ file: 'src/lib', linksOutside: true, task: { id: 1, phase } })).toMatchObject({
        reason: 'symlink_outside_project',
        violation: 'UNCITED_FIX',
      })
    }
    expect(reason(decide({ file: 'src/lib', linksOutside: true, task: null, tddAgent: false }))).toBe('allowed')
  })

  it("freezes evident's config, Claude Code's settings, .mcp.json and test-runner configs while any task is open", () => {
    const files: [string, 'production' | 'test-config'][] = [
      ['evident.config.json', 'production'],
      ['.claude/settings.json', 'production'],
      ['.claude/settings.local.json', 'production'],
      ['.mcp.json', 'production'],
      ['vitest.config.ts', 'test-config'],
      ['pkg/jest.config.js', 'test-config'],
      ['pytest.ini', 'test-config'],
    ]
    for (const [file, kind] of files) {
      const harmless = { file, kind, change: { before: '{}', after: '{ testTimeout: 5 }' } }
      // Any agent, with a task of its own or not, while some task of the project is open.
      expect(decide({ ...harmless, task: null, tddAgent: false, projectTaskOpen: true }), file).toMatchObject({
        reason: 'protected_config_edit',
        violation: 'TEST_WEAKENED',
      })
      expect(reason(decide({ ...harmless, task: { id: 1, phase: 'refactor' } })), file).toBe('protected_config_edit')
      expect(reason(decide({ ...harmless, task: null, tddAgent: false, projectTaskOpen: false })), file).toBe('allowed')
    }
    expect(reason(decide({ file: 'src/settings.json', task: null, tddAgent: false, projectTaskOpen: true }))).toBe(
      'allowed',
    )
    expect(
      reason(decide({ file: 'package.json', kind: 'test-config', task: null, tddAgent: false, projectTaskOpen: true })),
    ).toBe('allowed')
  })

  describe('for the coordinator workers (docs/coordinator.md)', () => {
    const plan: WorkerPlan = {
      slug: 'url-slugs',
      status: 'active',
      reason: null,
      testPaths: ['test/slug.test.ts'],
      writeSet: ['src/slug.ts', 'src/dashes.ts'],
      scenarios: [{ name: 'test_when_title_has_spaces_then_joins_with_dashes', covers: 'AC-1' }],
      stubMarkers: DEFAULT_STUB_MARKERS,
    }
    /** A worker's change through the edit policy: the worker rules decide first (as the hook's flow does). */
    const asWorker = (
      role: WorkerFacts['role'],
      change: { file: string; kind?: FileKind; via?: 'edit' | 'shell' | 'delete' },
      more: Partial<WorkerFacts> = {},
      facts: Partial<EditFacts> = {},
    ): EditDecision => {
      const full = { kind: 'production' as FileKind, via: 'edit' as const, ...change }
      return decide({
        tddAgent: role === 'implement',
        task: role === 'implement' ? { id: 1, phase: 'green' } : null,
        citedHypothesis: true,
        ...facts,
        ...full,
        workerDecision: decideWorker({ ...full, worker: { role, plan, ...more } }) ?? { ok: true },
      })
    }
    const test = `it('test_when_title_has_spaces_then_joins_with_dashes', () => {\n  // Covers AC-1\n  expect(1).toBe(1)\n})\n`

    it('refuses every worker while the project has no plan, and the verify worker any change', () => {
      expect(reason(asWorker('scenario', { file: 'test/slug.test.ts', kind: 'test' }, { plan: null }))).toBe(
        'worker_without_plan',
      )
      expect(asWorker('verify', { file: 'README.md', kind: 'neutral' })).toMatchObject({
        reason: 'verify_worker_edit',
        violation: 'CONTRACT_BREACH',
      })
      // Build output and .claude/state/ are no worker's business.
      expect(reason(asWorker('verify', { file: 'dist/index.js', kind: 'neutral' }))).toBe('allowed')
      expect(reason(asWorker('verify', { file: '.claude/state/last.json', kind: 'neutral' }))).toBe('allowed')
    })

    it("keeps the scenario worker to the plan's test files, each new test named for its scenario and carrying Covers", () => {
      const scenario = (file: string, kind: FileKind, after: string, before = '') =>
        reason(asWorker('scenario', { file, kind }, { text: { before, after }, fileAfter: after }))
      expect(scenario('test/slug.test.ts', 'test', test)).toBe('allowed')
      expect(scenario('test/other.test.ts', 'test', test)).toBe('scenario_outside_recipe')
      expect(scenario('src/slug.ts', 'production', 'x')).toBe('scenario_outside_recipe')
      // A helper that holds no test may go next to the recipe's tests.
      expect(scenario('test/helpers.ts', 'test', 'export const x = 1\n')).toBe('allowed')
      expect(scenario('test/slug.test.ts', 'test', "it('lowercases', () => {})\n")).toBe('unnamed_scenario_test')
      expect(scenario('test/slug.test.ts', 'test', test.replace('// Covers AC-1', '// joins'))).toBe(
        'unnamed_scenario_test',
      )
      // Only what the change adds is judged: an older test of the file is left alone.
      expect(
        scenario('test/slug.test.ts', 'test', `it('lowercases', () => {})\n${test}`, "it('lowercases', () => {})\n"),
      ).toBe('allowed')
      expect(scenario('test/slug.test.ts', 'test', `${test}// TODO: more cases\n`)).toBe('stub_marker')
    })

    it('keeps the implement worker to its write set, off the tests, test-first, without stubs, and stops it at the fix limit', () => {
      const implement = (file: string, kind: FileKind, more: Partial<WorkerFacts> = {}) =>
        reason(asWorker('implement', { file, kind }, more))
      expect(implement('src/slug.ts', 'production', { text: { before: 'a', after: 'b' } })).toBe('allowed')
      expect(implement('src/other.ts', 'production')).toBe('outside_write_set')
      expect(implement('README.md', 'neutral')).toBe('outside_write_set')
      expect(asWorker('implement', { file: 'test/slug.test.ts', kind: 'test' })).toMatchObject({
        reason: 'implement_test_edit',
        violation: 'TEST_WEAKENED',
      })
      // A plan that names no write set: the default is the project's source files (evident's classification).
      const open = { ...plan, writeSet: [] }
      expect(implement('src/other.ts', 'production', { plan: open })).toBe('allowed')
      expect(implement('README.md', 'neutral', { plan: open })).toBe('outside_write_set')
      expect(implement('data/seed.json', 'data', { plan: open })).toBe('outside_write_set')
      expect(asWorker('implement', { file: 'test/slug.test.ts', kind: 'test' }, { plan: open })).toMatchObject({
        reason: 'implement_test_edit',
      })
      expect(implement('src/new.ts', 'production', { plan: open, creates: true, matchingTest: false })).toBe(
        'test_first',
      )
      expect(implement('src/dashes.ts', 'production', { creates: true, matchingTest: false })).toBe('test_first')
      expect(implement('src/dashes.ts', 'production', { creates: true, matchingTest: true })).toBe('allowed')
      expect(
        implement('src/slug.ts', 'production', { text: { before: '', after: "throw new Error('not implemented')" } }),
      ).toBe('stub_marker')
      expect(
        implement('src/slug.ts', 'production', { plan: { ...plan, status: 'blocked', reason: 'fix limit reached' } }),
      ).toBe('fix_limit_reached')
      // Inside the write set the ordinary rules still hold: no production edit before a cited hypothesis.
      expect(reason(asWorker('implement', { file: 'src/slug.ts' }, {}, { citedHypothesis: false }))).toBe(
        'uncited_production_edit',
      )
      // Protected configuration is refused before any worker rule.
      expect(reason(asWorker('implement', { file: 'vitest.config.ts', kind: 'test-config' }))).toBe(
        'protected_config_edit',
      )
    })
  })

  it('produces every declared denial reason, each with a message naming what to do next', () => {
    expect([...produced].sort()).toEqual([...EDIT_DENIALS].sort())
    const d = decide({ task: { id: 4, phase: 'green' } })
    expect(d.ok ? '' : d.message).toMatch(/^Record a hypothesis first.*hypothesis \{"action":"record","tddTaskId":4/)
  })

  it('starts every denial with what to do and ends naming the evident rule, so a "hook error" prefix cannot read as a crash', () => {
    expect(messages.size).toBeGreaterThanOrEqual(EDIT_DENIALS.length)
    for (const [message, rule] of messages) {
      expect(message, rule).toMatch(/^(Leave|Remove|Start|Keep|Change|Enter|Write|Record|Stop|Name) .+?: /)
      expect(message, rule).toContain(`(evident: ${rule}, a deliberate refusal by a TDD rule, not a malfunction.)`)
    }
  })

  it('tells a production edit in red before any failing run to write a failing test first, then run it', () => {
    const d = decide({ task: { id: 4, phase: 'red' }, failingRun: false })
    expect(d).toMatchObject({ ok: false, reason: 'uncited_production_edit' })
    expect(d.ok ? '' : d.message).toMatch(/^Write a failing test first \(a test file.*\) and run it with run_tests: /)
    const after = decide({ task: { id: 4, phase: 'red' }, failingRun: true })
    expect(after.ok ? '' : after.message).toMatch(/^Record a hypothesis first/)
  })
})

describe('riskyConfigChanges', () => {
  it('names what a config change adds that can hide failures', () => {
    expect(riskyConfigChanges('[tool.coverage.run]\n', '[tool.coverage.run]\nomit = ["src/add.py"]\n')).toEqual([
      'an exclusion',
    ])
    expect(riskyConfigChanges('addopts = "-q"', 'addopts = "-q --deselect tests/test_add.py::test_x"')).toEqual([
      'an ignored test path',
    ])
    expect(riskyConfigChanges('{}', '{ passWithNoTests: true }')).toEqual([
      'a setting that lets skipped or missing tests pass',
    ])
    expect(riskyConfigChanges('exclude: [a]', 'exclude: [a, b]')).toEqual([])
  })
})
