import { expect } from 'vitest'
import type { Store } from '../../mcp-server/src/store/index.js'
import type { TestClient } from './client.js'

type Call = TestClient['call']

/** Evidence tables whose row counts prove that a refused call wrote nothing. */
const TABLES = [
  'callers',
  'tdd_tasks',
  'goals',
  'behaviors',
  'phases',
  'transition_requests',
  'artifacts',
  'test_runs',
  'hypotheses',
  'progress_events',
  'violations',
] as const

export async function countRows(store: Store): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of TABLES) {
    const row = await store.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
  }
  return counts
}

export interface WorkItems {
  readonly tddTaskId: number
  readonly goalId: number
  readonly behaviorId: number
}

async function ok(call: Call, name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = await call(name, args)
  expect(result.isError, result.text).toBe(false)
  return result.data
}

/** Starts a task with one in-progress goal and one behavior; with `red`, the behavior enters red. */
export async function startWork(call: Call, options: { readonly red?: boolean } = {}): Promise<WorkItems> {
  const tddTaskId = (await ok(call, 'tdd_task', { action: 'start', goal: 'parse dates' }))['tddTaskId'] as number
  const goal = (await ok(call, 'tdd_goal', { action: 'create', tddTaskId, goal: 'ISO dates' }))['goal'] as {
    id: number
  }
  await ok(call, 'tdd_goal', { action: 'update', tddTaskId, goalId: goal.id, status: 'in_progress' })
  const behavior = (
    await ok(call, 'tdd_behavior', { action: 'create', tddTaskId, goalId: goal.id, behavior: 'parses 2024-01-02' })
  )['behavior'] as { id: number }
  if (options.red === true) {
    await ok(call, 'tdd_phase_transition_request', {
      tddTaskId,
      goalId: goal.id,
      behaviorId: behavior.id,
      requestedPhase: 'red',
    })
  }
  return { tddTaskId, goalId: goal.id, behaviorId: behavior.id }
}

export { ok }
