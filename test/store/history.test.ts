import type { TestStatus } from '../../mcp-server/src/domain/vocabulary.js'
import { describe, expect, it } from 'vitest'
import type { TestOutcome } from '../../mcp-server/src/domain/run-report.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { classifyHistory, classifyTests, signatureCounts } from '../../mcp-server/src/store/history.js'
import { alice, failure, recordTestRun, tempStore } from '../support/store.js'

const FILE = 'test/dates.test.ts'
const outcome = (name: string, status: TestStatus): TestOutcome => ({ file: FILE, fullName: name, status })

/** Records one run per column: `histories` maps a test name to its results, oldest first ('P', 'F', 'S'). */
async function recordHistories(
  store: Store,
  histories: Readonly<Record<string, string>>,
): Promise<Map<string, number>> {
  const length = Math.max(...Object.values(histories).map((h) => h.length))
  const letters: Readonly<Record<string, TestStatus>> = { P: 'passed', F: 'failed', S: 'skipped' }
  for (let run = 0; run < length; run += 1) {
    const tests = Object.entries(histories).flatMap(([name, h]) => {
      const letter = h[run]
      const status = letter === undefined ? undefined : letters[letter]
      return status === undefined ? [] : [outcome(name, status)]
    })
    await recordTestRun(store, alice, tests)
  }
  const rows = await store.db.selectFrom('test_cases').select(['id', 'full_name']).execute()
  return new Map(rows.map((r) => [r.full_name, r.id]))
}

async function classify(histories: Readonly<Record<string, string>>): Promise<Record<string, string | undefined>> {
  const store = await tempStore()
  const ids = await recordHistories(store, histories)
  const classes = await classifyTests(store.db, [...ids.values()])
  return Object.fromEntries([...ids].map(([name, id]) => [name, classes.get(id)]))
}

describe('classifyTests', () => {
  it('classifies a test that never failed as stable', async () => {
    expect(await classify({ always: 'PPPP', skippedOnly: 'SS' })).toEqual({ always: 'stable', skippedOnly: 'stable' })
  })

  it('classifies a first failure as new-failure', async () => {
    expect(await classify({ first: 'F', afterPasses: 'PPPF', regression: 'FPF' })).toEqual({
      first: 'new-failure',
      afterPasses: 'new-failure',
      regression: 'new-failure',
    })
  })

  it('classifies a repeated failure as persistent', async () => {
    expect(await classify({ twice: 'FF', afterPass: 'PFFF', afterFlakes: 'FPFPFF' })).toEqual({
      twice: 'persistent',
      afterPass: 'persistent',
      afterFlakes: 'persistent',
    })
  })

  it('classifies a red-then-green TDD cycle as recovered, not flaky', async () => {
    expect(await classify({ tdd: 'FP', longRed: 'PFFFPP' })).toEqual({ tdd: 'recovered', longRed: 'recovered' })
  })

  it('classifies two separate failure blocks, or alternating results, as flaky', async () => {
    expect(await classify({ twoBlocks: 'PFPFP', alternating: 'FPFPF', gap: 'FFPPPFP' })).toEqual({
      twoBlocks: 'flaky',
      alternating: 'flaky',
      gap: 'flaky',
    })
  })

  it('ignores skipped results between a failure and the one before it', async () => {
    expect(await classify({ skippedBetween: 'FSF', skippedAfterPass: 'PSF' })).toEqual({
      skippedBetween: 'persistent',
      skippedAfterPass: 'new-failure',
    })
  })

  it('looks only at the last 10 results', async () => {
    // Two failure blocks, but the first is older than the last 10 results: only one recovery remains.
    expect(await classify({ old: 'FP' + 'F' + 'PPPPPPPPP' })).toEqual({ old: 'recovered' })
    expect(await classify({ outOfWindow: 'FPFP' + 'PPPPPPPPPP' })).toEqual({ outOfWindow: 'stable' })
  })

  it('returns stable for an id with no results', async () => {
    const store = await tempStore()
    expect((await classifyTests(store.db, [999])).get(999)).toBe('stable')
  })
})

describe('classifyHistory', () => {
  it('applies the same rules to an in-memory window', () => {
    expect(classifyHistory([])).toBe('stable')
    expect(classifyHistory(['failed', 'passed'])).toBe('recovered')
    expect(classifyHistory(['passed', 'failed', 'passed', 'failed', 'passed'])).toBe('flaky')
  })
})

describe('signatureCounts', () => {
  it('counts each signature over all recorded runs and reports unseen ones as 0', async () => {
    const store = await tempStore()
    const red = outcome('parses', 'failed')
    const other = outcome('formats', 'failed')
    const err = (t: TestOutcome, signature: string): ReturnType<typeof failure> => ({ ...failure(t), signature })
    await recordTestRun(store, alice, [red, other], {
      errors: [err(red, 'aaaaaaaaaaaaaaaa'), err(other, 'bbbbbbbbbbbbbbbb')],
    })
    await recordTestRun(store, alice, [red], { errors: [err(red, 'aaaaaaaaaaaaaaaa')] })
    const counts = await signatureCounts(store.db, ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb', 'cccccccccccccccc'])
    expect(Object.fromEntries(counts)).toEqual({ aaaaaaaaaaaaaaaa: 2, bbbbbbbbbbbbbbbb: 1, cccccccccccccccc: 0 })
  })
})
