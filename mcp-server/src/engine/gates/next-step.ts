import type { TaskTree } from '../../domain/records.js'

/** What the agent should do next in a task, decided from the task tree alone (for `tdd_task resume`). */
export interface NextStep {
  readonly tool: string
  readonly args: Readonly<Record<string, unknown>>
  readonly why: string
}

export function nextStep(tree: TaskTree): NextStep {
  const tddTaskId = tree.task.id
  if (tree.task.status === 'ended') {
    return {
      tool: 'inventory',
      args: { kind: 'task' },
      why: `task ${tddTaskId} has ended (${tree.task.outcome ?? 'no outcome'}); start a new one with tdd_task start for more work`,
    }
  }
  const behaviors = tree.goals.flatMap((g) => g.behaviors.map((b) => ({ ...b, goalStatus: g.status })))
  if (tree.goals.length === 0)
    return { tool: 'tdd_goal', args: { action: 'create', tddTaskId, goal: '<goal>' }, why: 'split the task into goals' }
  if (behaviors.length === 0) {
    const goalId = tree.goals[0]?.id ?? 0
    return {
      tool: 'tdd_behavior',
      args: { action: 'create', tddTaskId, goalId, behavior: '<behavior>' },
      why: 'list the behaviors of the goal',
    }
  }
  const phase = tree.currentPhase
  const inPhase = (kind: string) => tree.artifacts.filter((a) => a.phaseId === phase?.id && a.kind === kind)
  const unfinished = behaviors.filter((b) => b.status !== 'done' && b.status !== 'abandoned')
  if (phase === null || phase.phase === 'spike') {
    const next = unfinished[0]
    if (next === undefined)
      return {
        tool: 'tdd_task',
        args: { action: 'end', tddTaskId, outcome: 'succeeded' },
        why: 'every behavior is done or abandoned',
      }
    if (next.goalStatus === 'pending') {
      return {
        tool: 'tdd_goal',
        args: { action: 'update', tddTaskId, goalId: next.goalId, status: 'in_progress' },
        why: `start goal ${next.goalId} before its behaviors`,
      }
    }
    return transition(tddTaskId, next.goalId, next.id, 'red', `write the first failing test for behavior ${next.id}`)
  }
  const here = { goalId: phase.goalId, behaviorId: phase.behaviorId }
  switch (phase.phase) {
    case 'red':
    case 'red.triangulate': {
      const failing = inPhase('test_failed_run').at(-1)
      if (failing !== undefined)
        return transition(
          tddTaskId,
          here.goalId,
          here.behaviorId,
          'green',
          `cite the failing run (artifact ${failing.id})`,
          failing.id,
        )
      return {
        tool: 'run_tests',
        args: {},
        why: 'write a failing test for the behavior (Write/Edit a test file), then run it to record the failure',
      }
    }
    case 'green':
    case 'green.fake-it': {
      const passing = inPhase('test_passed_run')
        .filter((a) => a.failureCount === 0)
        .at(-1)
      if (passing !== undefined && phase.phase === 'green')
        return transition(
          tddTaskId,
          here.goalId,
          here.behaviorId,
          'refactor',
          `cite the green run (artifact ${passing.id})`,
          passing.id,
        )
      if (passing !== undefined)
        return transition(
          tddTaskId,
          here.goalId,
          here.behaviorId,
          'green',
          `cite the passing run after your change (artifact ${passing.id})`,
          passing.id,
        )
      return {
        tool: 'test_errors',
        args: { tddTaskId },
        why: 'read the failure, record a hypothesis citing its error and frame (hypothesis record), change the production code, then run_tests',
      }
    }
    case 'refactor': {
      const current = behaviors.find((b) => b.id === phase.behaviorId)
      if (current !== undefined && current.status !== 'done') {
        return {
          tool: 'tdd_behavior',
          args: { action: 'update', tddTaskId, behaviorId: current.id, status: 'done' },
          why: 'refactor while the suite stays green, then mark the behavior done',
        }
      }
      const next = unfinished[0]
      if (next === undefined)
        return {
          tool: 'tdd_task',
          args: { action: 'end', tddTaskId, outcome: 'succeeded' },
          why: 'every behavior is done or abandoned',
        }
      return transition(
        tddTaskId,
        next.goalId,
        next.id,
        'red',
        `start behavior ${next.id} (needs a zero-failure run recorded in refactor)`,
      )
    }
  }
}

function transition(
  tddTaskId: number,
  goalId: number,
  behaviorId: number,
  requestedPhase: string,
  why: string,
  citedArtifactId?: number,
): NextStep {
  return {
    tool: 'tdd_phase_transition_request',
    args: {
      tddTaskId,
      goalId,
      behaviorId,
      requestedPhase,
      ...(citedArtifactId === undefined ? {} : { citedArtifactId }),
    },
    why,
  }
}
