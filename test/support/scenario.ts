import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { connect } from './client.js'
import { recordTestRun, writeCode, writeTestFile } from './store.js'

export interface RecordedCycle {
  readonly tddTaskId: number
  readonly goalId: number
  readonly behaviorId: number
}

const TEST_FILE = 'src/dates.test.ts'

/**
 * Records one red → green → refactor cycle through the real tools and the store's recording functions,
 * with one denied shortcut on the way. `testName` lets a test plant hostile text in a test name.
 */
export async function recordCycle(store: Store, caller: Caller, testName = 'parses leap days'): Promise<RecordedCycle> {
  const { call } = await connect(store, caller)
  const must = async (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const r = await call(name, args)
    if (r.isError) throw new Error(`${name} failed: ${r.text}`)
    // The one denied shortcut (red → refactor, no citation) is meant; every other move must be accepted.
    const shortcut = args['requestedPhase'] === 'refactor' && args['citedArtifactId'] === undefined
    if (name === 'tdd_phase_transition_request' && r.data['accepted'] === false && !shortcut) {
      throw new Error(`${name} denied: ${r.text}`)
    }
    return r.data
  }
  const tddTaskId = (await must('tdd_task', { action: 'start', goal: 'Parse ISO dates' }))['tddTaskId'] as number
  const goalId = (
    (await must('tdd_goal', { action: 'create', tddTaskId, goal: 'calendar dates' }))['goal'] as { id: number }
  ).id
  await must('tdd_goal', { action: 'update', tddTaskId, goalId, status: 'in_progress' })
  const behaviorId = (
    (await must('tdd_behavior', { action: 'create', tddTaskId, goalId, behavior: 'accepts 2024-02-29' }))[
      'behavior'
    ] as { id: number }
  ).id
  await must('tdd_phase_transition_request', { tddTaskId, goalId, behaviorId, requestedPhase: 'red' })
  await must('tdd_phase_transition_request', { tddTaskId, goalId, behaviorId, requestedPhase: 'refactor' })
  await writeTestFile(store, caller, TEST_FILE)
  const red = await recordTestRun(store, caller, [{ file: TEST_FILE, fullName: testName, status: 'failed' }])
  const error = red.errors[0]
  if (error === undefined) throw new Error('the failing run recorded no error')
  await must('hypothesis', {
    action: 'record',
    tddTaskId,
    content: 'the parser rejects day 29 in February',
    citedTestErrorId: error.id,
    citedStackFrameId: error.frameIds[0],
  })
  await must('tdd_phase_transition_request', {
    tddTaskId,
    goalId,
    behaviorId,
    requestedPhase: 'green',
    citedArtifactId: red.artifacts[0]?.id,
  })
  await writeCode(store, caller, 'src/dates.ts')
  const green = await recordTestRun(store, caller, [{ file: TEST_FILE, fullName: testName, status: 'passed' }])
  await must('tdd_phase_transition_request', {
    tddTaskId,
    goalId,
    behaviorId,
    requestedPhase: 'refactor',
    citedArtifactId: green.artifacts[0]?.id,
  })
  await must('tdd_behavior', { action: 'update', tddTaskId, behaviorId, status: 'done' })
  return { tddTaskId, goalId, behaviorId }
}
