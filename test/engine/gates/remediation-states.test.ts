import { describe, expect, it } from 'vitest'
import type { DenialReason, Phase } from '../../../mcp-server/src/domain/vocabulary.js'
import type { FileToWrite } from '../../../mcp-server/src/engine/gates/remediation.js'
import type { Store } from '../../../mcp-server/src/store/index.js'
import { connect, type TestClient } from '../../support/client.js'
import { alice, recordTestRun, tempStore, writeCode, writeTestFile } from '../../support/store.js'
import { ok, startWork, type WorkItems } from '../../support/tdd.js'

const TOOL = 'tdd_phase_transition_request'
const test = { file: 'test/dates.test.ts', fullName: 'dates > parses' }

type Call = TestClient['call']

interface Driven {
  readonly call: Call
  readonly p: WorkItems
}

/** Drives a fresh task of alice's, through the real server and store, into one state. */
type State = (store: Store) => Promise<Driven>

async function move(
  call: Call,
  p: WorkItems,
  requestedPhase: Phase,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const r = await call(TOOL, { ...p, requestedPhase, ...extra })
  expect(r.data, r.text).toMatchObject({ accepted: true })
}

const noPhase: State = async (store) => {
  const { call } = await connect(store, alice)
  return { call, p: await startWork(call) }
}

const goalPending: State = async (store) => {
  const { call } = await connect(store, alice)
  const tddTaskId = (await ok(call, 'tdd_task', { action: 'start', goal: 'parse dates' }))['tddTaskId'] as number
  const goalId = ((await ok(call, 'tdd_goal', { action: 'create', tddTaskId, goal: 'ISO' }))['goal'] as { id: number })
    .id
  const behaviorId = (
    (await ok(call, 'tdd_behavior', { action: 'create', tddTaskId, goalId, behavior: 'parses' }))['behavior'] as {
      id: number
    }
  ).id
  return { call, p: { tddTaskId, goalId, behaviorId } }
}

const redWithoutTest: State = async (store) => {
  const { call } = await connect(store, alice)
  return { call, p: await startWork(call, { red: true }) }
}

/** Red with a failing run of alice's own test; `hypothesis` also records one citing its error. */
const redFailing =
  (options: { readonly hypothesis?: boolean; readonly uncitedCode?: boolean } = {}): State =>
  async (store) => {
    const { call, p } = await redWithoutTest(store)
    await writeTestFile(store, alice, test.file)
    const failing = await recordTestRun(store, alice, [{ ...test, status: 'failed' }])
    if (options.hypothesis === true) {
      const error = failing.errors[0]
      await ok(call, 'hypothesis', {
        action: 'record',
        tddTaskId: p.tddTaskId,
        content: 'the parser rejects ISO dates',
        citedTestErrorId: error?.id,
        citedStackFrameId: error?.frameIds[0],
      })
    }
    if (options.uncitedCode === true) await writeCode(store, alice, 'src/dates.ts')
    return { call, p }
  }

const green =
  (options: { readonly passing?: boolean } = {}): State =>
  async (store) => {
    const { call, p } = await redFailing({ hypothesis: true })(store)
    await move(call, p, 'green')
    await writeCode(store, alice, 'src/dates.ts')
    if (options.passing === true) await recordTestRun(store, alice, [{ ...test, status: 'passed' }])
    return { call, p }
  }

const fakeIt: State = async (store) => {
  const { call, p } = await redFailing({ hypothesis: true })(store)
  await move(call, p, 'green.fake-it')
  return { call, p }
}

const refactor: State = async (store) => {
  const { call, p } = await green({ passing: true })(store)
  await move(call, p, 'refactor')
  return { call, p }
}

const spike: State = async (store) => {
  const { call, p } = await noPhase(store)
  await move(call, p, 'spike')
  return { call, p }
}

const ended: State = async (store) => {
  const { call, p } = await noPhase(store)
  await ok(call, 'tdd_task', { action: 'end', tddTaskId: p.tddTaskId, outcome: 'abandoned', reason: 'not needed' })
  return { call, p }
}

interface Case {
  readonly state: string
  readonly drive: State
  readonly requested: Phase
  readonly reason: DenialReason
  /** The remediation's call: a tool, or `tdd_phase_transition_request → <phase>`. */
  readonly next: string
  /** "Write X, then call Y": the file kind the remediation says to write before its call. */
  readonly writeFirst?: FileToWrite
}

const NEXT_RED = `${TOOL} → red`
const NEXT_GREEN = `${TOOL} → green`
const NEXT_REFACTOR = `${TOOL} → refactor`

/** Seed (evidence protocol): red, red.triangulate and spike → refactor are denied refactor_without_passing_run; other moves out of the table wrong_source_phase. */
const outOfTable = (requested: string): DenialReason =>
  requested === 'refactor' ? 'refactor_without_passing_run' : 'wrong_source_phase'

/** Every transition denied in each state, the remediation it gets, and whether a file must be written first. */
const CASES: readonly Case[] = [
  ...(['red.triangulate', 'green', 'green.fake-it', 'refactor'] as const).map((requested) => ({
    state: 'a task without a phase',
    drive: noPhase,
    requested,
    reason: 'wrong_source_phase' as const,
    next: NEXT_RED,
  })),
  ...(['red', 'green', 'refactor'] as const).map((requested) => ({
    state: 'a task whose goal is pending',
    drive: goalPending,
    requested,
    reason: 'goal_not_started' as const,
    next: 'tdd_goal',
  })),
  ...(['green', 'green.fake-it'] as const).map((requested) => ({
    state: 'red without a test',
    drive: redWithoutTest,
    requested,
    reason: 'missing_artifact_evidence' as const,
    next: 'run_tests',
    writeFirst: 'test' as const,
  })),
  ...(['red', 'refactor'] as const).map((requested) => ({
    state: 'red without a test',
    drive: redWithoutTest,
    requested,
    reason: outOfTable(requested),
    next: 'run_tests',
    writeFirst: 'test' as const,
  })),
  ...(['red', 'refactor'] as const).map((requested) => ({
    state: 'red with a failing run',
    drive: redFailing(),
    requested,
    reason: outOfTable(requested),
    next: NEXT_GREEN,
  })),
  ...(['red', 'refactor'] as const).map((requested) => ({
    state: 'red with a hypothesis',
    drive: redFailing({ hypothesis: true }),
    requested,
    reason: outOfTable(requested),
    next: NEXT_GREEN,
  })),
  {
    state: 'red with production code changed before a hypothesis',
    drive: redFailing({ uncitedCode: true }),
    requested: 'green',
    reason: 'uncited_production_change',
    next: 'test_errors',
  },
  {
    state: 'red with production code changed before a hypothesis',
    drive: redFailing({ uncitedCode: true }),
    requested: 'refactor',
    reason: 'refactor_without_passing_run',
    next: 'test_errors',
  },
  ...(['green', 'red.triangulate', 'green.fake-it'] as const).map((requested) => ({
    state: 'green before a passing run',
    drive: green(),
    requested,
    reason: 'wrong_source_phase' as const,
    next: 'run_tests',
  })),
  {
    state: 'green before a passing run',
    drive: green(),
    requested: 'refactor',
    reason: 'refactor_without_passing_run',
    next: 'run_tests',
  },
  {
    state: 'green before a passing run',
    drive: green(),
    requested: 'red',
    reason: 'missing_artifact_evidence',
    next: 'run_tests',
  },
  ...(['green', 'red.triangulate', 'green.fake-it'] as const).map((requested) => ({
    state: 'green with a passing run',
    drive: green({ passing: true }),
    requested,
    reason: 'wrong_source_phase' as const,
    next: NEXT_REFACTOR,
  })),
  {
    state: 'green.fake-it',
    drive: fakeIt,
    requested: 'refactor',
    reason: 'fake_it_not_generalized',
    next: 'run_tests',
    writeFirst: 'production',
  },
  {
    state: 'green.fake-it',
    drive: fakeIt,
    requested: 'green',
    reason: 'missing_artifact_evidence',
    next: 'run_tests',
    writeFirst: 'production',
  },
  ...(['red', 'green.fake-it'] as const).map((requested) => ({
    state: 'green.fake-it',
    drive: fakeIt,
    requested,
    reason: 'wrong_source_phase' as const,
    next: 'run_tests',
    writeFirst: 'production' as const,
  })),
  ...(['green', 'green.fake-it', 'red.triangulate', 'refactor'] as const).map((requested) => ({
    state: 'refactor',
    drive: refactor,
    requested,
    reason: 'wrong_source_phase' as const,
    next: 'run_tests',
  })),
  { state: 'refactor', drive: refactor, requested: 'red', reason: 'missing_artifact_evidence', next: 'run_tests' },
  ...(['red.triangulate', 'green', 'green.fake-it', 'refactor'] as const).map((requested) => ({
    state: 'spike',
    drive: spike,
    requested,
    reason: outOfTable(requested),
    next: NEXT_RED,
  })),
  ...(['red', 'spike', 'green', 'refactor'] as const).map((requested) => ({
    state: 'an ended task',
    drive: ended,
    requested,
    reason: 'tdd_task_already_ended' as const,
    next: 'inventory',
  })),
]

interface Remedy {
  readonly suggestedTool: string
  readonly suggestedArgs: Record<string, unknown>
  readonly humanHint: string
  readonly writeFirst?: FileToWrite
}

describe('remediations in every state', () => {
  it.each(CASES)(
    'in $state, answers → $requested ($reason) with a call the server accepts',
    async ({ drive, requested, reason, next, writeFirst }) => {
      const store = await tempStore()
      const { call, p } = await drive(store)
      const denied = await call(TOOL, { ...p, requestedPhase: requested })
      expect(denied.data, denied.text).toMatchObject({ accepted: false, denialReason: reason })
      const r = denied.data['remediation'] as Remedy
      const target =
        r.suggestedTool === TOOL ? `${TOOL} → ${String(r.suggestedArgs['requestedPhase'])}` : r.suggestedTool
      expect({ next: target, writeFirst: r.writeFirst }, r.humanHint).toEqual({ next, writeFirst })
      if (writeFirst === 'test') {
        expect(r.humanHint).toMatch(/write a (new )?failing test/i)
        await writeTestFile(store, alice, 'test/more.test.ts')
      }
      if (writeFirst === 'production') {
        expect(r.humanHint).toMatch(/production code/i)
        await writeCode(store, alice, 'src/dates.ts')
      }
      const replayed = await call(r.suggestedTool, r.suggestedArgs)
      expect(replayed.isError, replayed.text).toBe(false)
      if (r.suggestedTool === TOOL) expect(replayed.data, replayed.text).toMatchObject({ accepted: true })
    },
  )
})
