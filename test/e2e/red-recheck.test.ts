import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { connect, type Called } from '../support/client.js'
import { copyFixture } from '../support/fixtures.js'
import { projectAt } from '../support/project.js'
import { alice, tempStore, writeCode, writeTestFile } from '../support/store.js'

const TEST = 'test/slug.test.ts'
const HONEST = `import { expect, it } from 'vitest'
import { slug } from '../src/slug.js'

it('slugs words', () => {
  expect(slug('A B')).toBe('a-b')
})
`

/** Ways to keep the red test green without the code it was written for. */
const WEAKENED: Readonly<Record<string, string>> = {
  'an if (false) around the expect': HONEST.replace("  expect(slug('A B'))", "  if (false) expect(slug('A B'))"),
  'a vi.mock of the unit under test': HONEST.replace(
    "import { expect, it } from 'vitest'",
    "import { expect, it, vi } from 'vitest'\nvi.mock('../src/slug.js', () => ({ slug: () => 'a-b' }))",
  ),
  'an expected value computed by the unit': HONEST.replace(".toBe('a-b')", ".toBe(slug('A B'))"),
}

/**
 * A real vitest project driven through the real server to green: red on a stub, a hypothesis, then `edit` (if any)
 * applied to the red test after its failing run — still in red: tests are frozen in green — the fix in green, the
 * whole suite again and refactor.
 */
async function toRefactor(edit: ((text: string) => string) | undefined): Promise<Called> {
  const root = copyFixture('passing')
  const store = await tempStore()
  const project = projectAt(store, root)
  writeFileSync(join(root, 'src/slug.ts'), 'export const slug = (s: string): string => s\n')
  const { call } = await connect(store, alice, root)
  const ok = async (name: string, args: Record<string, unknown>): Promise<Called> => {
    const result = await call(name, args)
    expect(result.isError, `${name}: ${result.text}`).toBe(false)
    return result
  }
  const tddTaskId = (await ok('tdd_task', { action: 'start', goal: 'slugs' })).data['tddTaskId'] as number
  const goalId = ((await ok('tdd_goal', { action: 'create', tddTaskId, goal: 'slug' })).data['goal'] as { id: number })
    .id
  await ok('tdd_goal', { action: 'update', tddTaskId, goalId, status: 'in_progress' })
  const behaviorId = (
    (await ok('tdd_behavior', { action: 'create', tddTaskId, goalId, behavior: 'slugs words' })).data['behavior'] as {
      id: number
    }
  ).id
  const ids = { tddTaskId, goalId, behaviorId }
  await ok('tdd_phase_transition_request', { ...ids, requestedPhase: 'red' })
  await writeTestFile(store, alice, TEST, project, HONEST)
  const red = await ok('run_tests', {})
  expect(red.data['outcome']).toBe('failed')
  const failure = (red.data['failures'] as { errorId: number }[])[0]
  const errors = await ok('test_errors', { runId: red.data['runId'] })
  const [error] = errors.data['errors'] as { id: number; frames: { id: number }[] }[]
  expect(error?.id).toBe(failure?.errorId)
  await ok('hypothesis', {
    action: 'record',
    tddTaskId,
    content: 'slug returns its input unchanged',
    citedTestErrorId: error?.id,
    citedStackFrameId: error?.frames[0]?.id,
  })
  if (edit !== undefined) await writeTestFile(store, alice, TEST, project, edit(HONEST))
  const green = await ok('tdd_phase_transition_request', { ...ids, requestedPhase: 'green' })
  expect(green.data).toMatchObject({ accepted: true, phase: 'green' })
  await writeCode(
    store,
    alice,
    'src/slug.ts',
    project,
    "export const slug = (s: string): string => s.toLowerCase().split(' ').join('-')\n",
  )
  const passing = await ok('run_tests', {})
  expect(passing.data['outcome']).toBe('passed')
  return ok('tdd_phase_transition_request', { ...ids, requestedPhase: 'refactor' })
}

describe('the red test is re-run on the red run production code at green → refactor', () => {
  it('accepts an honest cycle and reports what the re-run cost', async () => {
    const refactor = await toRefactor(undefined)
    expect(refactor.data).toMatchObject({ accepted: true, phase: 'refactor', redRecheckMs: expect.any(Number) })
  })

  it.each(Object.entries(WEAKENED))('denies red_test_no_longer_fails for %s', async (_, weakened) => {
    const refactor = await toRefactor(() => weakened)
    expect(refactor.data).toMatchObject({ accepted: false, denialReason: 'red_test_no_longer_fails' })
    expect(refactor.data['detail']).toContain('"slugs words" in test/slug.test.ts')
    expect(refactor.data['remediation']).toMatchObject({ suggestedTool: 'run_tests', writeFirst: 'test' })
  })

  it('denies red_test_not_run when the red test was skipped in the cited run', async () => {
    const refactor = await toRefactor((text) => text.replace("it('slugs words'", "it.skip('slugs words'"))
    expect(refactor.data).toMatchObject({ accepted: false, denialReason: 'red_test_not_run' })
    expect(refactor.data['detail']).toContain('was skipped')
  })

  it('denies red_test_not_run when the red test was renamed', async () => {
    const refactor = await toRefactor((text) => text.replace("it('slugs words'", "it('slugs'"))
    expect(refactor.data).toMatchObject({ accepted: false, denialReason: 'red_test_not_run' })
    expect(refactor.data['detail']).toContain('is not in run')
  })
})
