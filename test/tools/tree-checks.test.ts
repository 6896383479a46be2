import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { TOOLS } from '../../mcp-server/src/tools/index.js'
import { connect, type Called } from '../support/client.js'
import { projectFor } from '../support/project.js'
import { alice, bob, recordTestRun, tempStore, writeCode, writeTestFile } from '../support/store.js'
import { ok, startWork } from '../support/tdd.js'

const TOOL = 'tdd_phase_transition_request'
const test = { file: 'test/dates.test.ts', fullName: 'dates > parses' }
const main: Caller = { sessionId: 'session-1', agentId: 'main' }

/** Alice in red with a failing run of her own test recorded (and its error), through the real server. */
async function inRed(store: Store) {
  const { call } = await connect(store, alice)
  const p = await startWork(call, { red: true })
  await writeTestFile(store, alice, test.file)
  const failing = await recordTestRun(store, alice, [{ ...test, status: 'failed' }])
  const move = (requestedPhase: string, extra: Record<string, unknown> = {}): Promise<Called> =>
    call(TOOL, { ...p, requestedPhase, ...extra })
  const hypothesis = async () => {
    const error = failing.errors[0]
    await ok(call, 'hypothesis', {
      action: 'record',
      tddTaskId: p.tddTaskId,
      content: 'the parser rejects ISO dates',
      citedTestErrorId: error?.id,
      citedStackFrameId: error?.frameIds[0],
    })
  }
  return { call, p, failing, move, hypothesis }
}

/** Alice in green after an honest red. */
async function inGreen(store: Store) {
  const red = await inRed(store)
  await red.hypothesis()
  const green = await red.move('green', { citedArtifactId: red.failing.artifacts[0]?.id })
  expect(green.data, green.text).toMatchObject({ accepted: true })
  await writeCode(store, alice, 'src/dates.ts')
  return red
}

function expectDenied(result: Called, reason: string): string {
  expect(result.data, result.text).toMatchObject({ accepted: false, denialReason: reason })
  const remediation = result.data['remediation'] as { suggestedTool: string; suggestedArgs: Record<string, unknown> }
  const tool = TOOLS.find((t) => t.name === remediation.suggestedTool)
  expect(tool?.input.safeParse(remediation.suggestedArgs).success).toBe(true)
  return String(result.data['detail'])
}

describe('transitions judge the working tree', () => {
  it('denies unrecorded_change for a file another caller changed, naming who', async () => {
    const store = await tempStore()
    const { move, hypothesis, failing } = await inRed(store)
    await hypothesis()
    await writeCode(store, bob, 'src/dates.ts')
    const detail = expectDenied(await move('green', { citedArtifactId: failing.artifacts[0]?.id }), 'unrecorded_change')
    expect(detail).toContain('src/dates.ts (changed; no change of yours is recorded; changed by agent agent-b')
  })

  it('denies unrecorded_change for a file changed behind the hooks, and for content that differs from the record', async () => {
    const store = await tempStore()
    const { move } = await inRed(store)
    projectFor(store).write('test/helper.test.ts')
    expect(expectDenied(await move('spike'), 'unrecorded_change')).toContain('test/helper.test.ts')
    await writeTestFile(store, alice, 'test/helper.test.ts')
    projectFor(store).write('test/helper.test.ts', 'changed after the record\n')
    expect(expectDenied(await move('spike'), 'unrecorded_change')).toContain(
      'its content is not the one your last change recorded',
    )
  })

  it('does not hold neutral files against the caller: docs, ignore files and build output changed by anyone', async () => {
    const store = await tempStore()
    const { move } = await inRed(store)
    for (const file of ['README.md', '.gitignore', 'docs/usage.md', 'dist/index.js']) projectFor(store).write(file)
    const spike = await move('spike')
    expect(spike.data, spike.text).toMatchObject({ accepted: true })
  })

  it('names the main agent and its shell command when it changed the file', async () => {
    const store = await tempStore()
    const { move } = await inRed(store)
    const { recordArtifact } = await import('../../mcp-server/src/store/artifacts.js')
    const hash = projectFor(store).write('src/dates.ts', 'export {}\n')
    await recordArtifact(store.db, main, {
      kind: 'code_written',
      filePath: 'src/dates.ts',
      contentHash: hash,
      detail: JSON.stringify({ via: 'shell', command: "sed -i 's/a/b/' src/dates.ts" }),
    })
    expect(expectDenied(await move('spike'), 'unrecorded_change')).toContain(
      "changed by main agent via shell: sed -i 's/a/b/' src/dates.ts",
    )
  })

  it('denies uncited_production_change for production changed in red before a hypothesis', async () => {
    const store = await tempStore()
    const { move, hypothesis, failing } = await inRed(store)
    await writeCode(store, alice, 'src/dates.ts')
    await hypothesis()
    const detail = expectDenied(
      await move('green', { citedArtifactId: failing.artifacts[0]?.id }),
      'uncited_production_change',
    )
    expect(detail).toContain('src/dates.ts')
    expectDenied(
      await move('green.fake-it', { citedArtifactId: failing.artifacts[0]?.id }),
      'uncited_production_change',
    )
  })

  it('accepts production changed in red after a hypothesis citing the failing run', async () => {
    const store = await tempStore()
    const { move, hypothesis, failing } = await inRed(store)
    await hypothesis()
    await writeCode(store, alice, 'src/dates.ts')
    const green = await move('green', { citedArtifactId: failing.artifacts[0]?.id })
    expect(green.data, green.text).toMatchObject({ accepted: true })
  })

  it('denies run_filtered for a green run limited to some files', async () => {
    const store = await tempStore()
    const { move } = await inGreen(store)
    const run = await recordTestRun(store, alice, [{ ...test, status: 'passed' }], {}, undefined, { filtered: true })
    expect(expectDenied(await move('refactor', { citedArtifactId: run.artifacts[0]?.id }), 'run_filtered')).toContain(
      'was limited to some files',
    )
  })

  it('denies run_not_current for a run on an older tree', async () => {
    const store = await tempStore()
    const { move } = await inGreen(store)
    const run = await recordTestRun(store, alice, [{ ...test, status: 'passed' }])
    await writeCode(store, alice, 'src/dates.ts', undefined, 'export const parse = (s: string) => new Date(s)\n')
    const detail = expectDenied(await move('refactor', { citedArtifactId: run.artifacts[0]?.id }), 'run_not_current')
    expect(detail).toContain('files changed after it')
  })

  it('denies run_not_current for a run during which the tree changed', async () => {
    const store = await tempStore()
    const { move } = await inGreen(store)
    const run = await recordTestRun(store, alice, [{ ...test, status: 'passed' }], {}, undefined, {
      treeAfter: '0'.repeat(40),
    })
    const detail = expectDenied(await move('red', { citedArtifactId: run.artifacts[0]?.id }), 'run_not_current')
    expect(detail).toContain('changed while run')
  })

  it('accepts green → refactor → red on current whole-suite runs', async () => {
    const store = await tempStore()
    const { move } = await inGreen(store)
    await recordTestRun(store, alice, [{ ...test, status: 'passed' }])
    expect((await move('refactor')).data).toMatchObject({ accepted: true, redRecheckMs: expect.any(Number) })
    await recordTestRun(store, alice, [{ ...test, status: 'passed' }])
    expect((await move('red')).data).toMatchObject({ accepted: true })
  })
})

describe('work rules on evidence', () => {
  it('refuses succeeded with a pending behavior, and with none done', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const p = await startWork(call)
    const pending = await call('tdd_task', { action: 'end', tddTaskId: p.tddTaskId, outcome: 'succeeded' })
    expect(pending.isError).toBe(true)
    expect(pending.text).toContain(`behaviors ${p.behaviorId} (pending) are neither done nor abandoned`)
    await ok(call, 'tdd_behavior', {
      action: 'update',
      tddTaskId: p.tddTaskId,
      behaviorId: p.behaviorId,
      status: 'abandoned',
    })
    const none = await call('tdd_task', { action: 'end', tddTaskId: p.tddTaskId, outcome: 'succeeded' })
    expect(none.isError).toBe(true)
    expect(none.text).toContain('no behavior of this TDD task is done')
  })

  it('refuses a hypothesis citing a failing run outside the current red batch', async () => {
    const store = await tempStore()
    const { call, p, failing } = await inRed(store)
    const second = (
      await ok(call, 'tdd_behavior', { action: 'create', tddTaskId: p.tddTaskId, goalId: p.goalId, behavior: 'two' })
    )['behavior'] as { id: number }
    await ok(call, TOOL, { ...p, requestedPhase: 'spike' })
    await ok(call, TOOL, { ...p, behaviorId: second.id, requestedPhase: 'red' })
    const error = failing.errors[0]
    const refused = await call('hypothesis', {
      action: 'record',
      tddTaskId: p.tddTaskId,
      content: 'an old failure',
      citedTestErrorId: error?.id,
      citedStackFrameId: error?.frameIds[0],
    })
    expect(refused.isError).toBe(true)
    expect(refused.text).toContain('outside the current red batch')
  })
})
