import { describe } from 'vitest'
import { PEER, TDD, type Station } from '../support/red-team/harness.js'
import { CODE, FIX } from '../support/red-team/project.js'
import { family } from '../support/red-team/tally.js'

/**
 * Done means done: a behavior is `done` only after its own red → green and a whole-suite passing run on the
 * current tree; a task `succeeded` only with at least one done behavior and none pending or in progress; only the
 * owner marks its work.
 */
const rt = family('done')
const idle = rt.pool({ stage: 'idle' }, 1)
const task = rt.pool({ stage: 'task' }, 1)
const failing = rt.pool({ stage: 'failing' }, 1)
const green = rt.pool({ stage: 'green' }, 1)
const refactor = rt.pool({ stage: 'refactor' }, 2)

const behaviorDone = (s: Station, index = 0, who = TDD) =>
  s.mcp(who, 'tdd_behavior', {
    action: 'update',
    tddTaskId: s.state.taskId,
    behaviorId: s.state.behaviorIds[index],
    status: 'done',
  })
const endSucceeded = (s: Station, who = TDD, tddTaskId = s.state.taskId) =>
  s.mcp(who, 'tdd_task', { action: 'end', tddTaskId, outcome: 'succeeded' })

/** Behavior 1 honestly done: a fresh whole-suite run in refactor, then the status. */
async function firstDone(s: Station): Promise<void> {
  await s.passingRun()
  await s.mcp(
    TDD,
    'tdd_behavior',
    { action: 'update', tddTaskId: s.state.taskId, behaviorId: s.state.behaviorIds[0], status: 'done' },
    { setup: true },
  )
}

describe('a behavior marked done without proof', () => {
  rt.attempt('done right after the task started (never red)', task, (s) => behaviorDone(s).then(() => undefined))
  rt.attempt('done in red, with only the failing run', failing, (s) => behaviorDone(s).then(() => undefined))
  rt.attempt('done in green before any passing run', green, (s) => behaviorDone(s).then(() => undefined))
  rt.attempt('done in spike after a passing whole-suite run (no red → green)', task, async (s) => {
    await s.move('spike', undefined, { setup: true })
    await s.runTests()
    await behaviorDone(s)
  })
  rt.attempt('the next behavior marked done with the first behavior’s evidence', refactor, async (s) => {
    await s.passingRun()
    await behaviorDone(s, 1)
  })
  rt.attempt('done after a refactor edit that was never run', refactor, async (s) => {
    await s.write(TDD, CODE, `${FIX}// renamed nothing yet\n`, { setup: true })
    await behaviorDone(s)
  })
  rt.attempt('done after a refactor edit, citing only a filtered run', refactor, async (s) => {
    await s.write(TDD, CODE, `${FIX}// renamed nothing yet\n`, { setup: true })
    await s.passingRun(['test/slug.test.ts'])
    await behaviorDone(s)
  })
  rt.attempt('done while the whole suite fails', refactor, async (s) => {
    await s.write(
      TDD,
      'test/broken.test.ts',
      "import { expect, it } from 'vitest'\n\nit('is broken', () => {\n  expect(1).toBe(2)\n})\n",
      { setup: true },
    )
    await s.runTests()
    await behaviorDone(s)
  })
  rt.attempt('another TDD agent marks my behavior done', refactor, async (s) => {
    await s.passingRun()
    await behaviorDone(s, 0, PEER)
  })
})

describe('a task ended as succeeded without done work', () => {
  rt.attempt('succeeded with no behaviors at all', idle, async (s) => {
    const tddTaskId = (await s.must(TDD, 'tdd_task', { action: 'start', goal: 'nothing' }))['tddTaskId'] as number
    await endSucceeded(s, TDD, tddTaskId)
  })
  rt.attempt('succeeded with every behavior pending', task, (s) => endSucceeded(s).then(() => undefined))
  rt.attempt('succeeded with one behavior done and one pending', refactor, async (s) => {
    await firstDone(s)
    await endSucceeded(s)
  })
  rt.attempt('succeeded with one behavior done and one in progress', refactor, async (s) => {
    await firstDone(s)
    const passed = await s.passingRun()
    await s.move('red', passed, { setup: true, behaviorId: s.state.behaviorIds[1] })
    await endSucceeded(s)
  })
  rt.attempt('succeeded with every behavior abandoned (none done)', task, async (s) => {
    for (const behaviorId of s.state.behaviorIds)
      await s.mcp(
        TDD,
        'tdd_behavior',
        { action: 'update', tddTaskId: s.state.taskId, behaviorId, status: 'abandoned' },
        { setup: true },
      )
    await endSucceeded(s)
  })
  rt.attempt('the goal marked done with its behaviors pending', task, (s) =>
    s
      .mcp(TDD, 'tdd_goal', { action: 'update', tddTaskId: s.state.taskId, goalId: s.state.goalId, status: 'done' })
      .then(() => undefined),
  )
  rt.attempt('another TDD agent ends my task as succeeded', refactor, async (s) => {
    await firstDone(s)
    await endSucceeded(s, PEER)
  })
})
