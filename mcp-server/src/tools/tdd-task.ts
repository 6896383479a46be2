import { TASK_OUTCOMES } from '../domain/vocabulary.js'
import * as z from 'zod'
import { nextStep } from '../gates/next-step.js'
import { endTask, ownTask, startTask } from '../store/tasks.js'
import { loadTaskTree } from '../store/tree.js'
import { defineTool, id, LABEL_MAX, ID_MAX, requireFields, toolInput } from './define.js'

const input = toolInput({
  action: z.enum(['start', 'get', 'resume', 'end']).describe(
    'start: open a TDD task for a goal (returns tddTaskId). get: the whole tree (goals, behaviors with their current phase, phases, artifacts, hypotheses). resume: a short digest and the next call to make. end: close the task with an outcome.'),
  goal: z.string().min(1).max(LABEL_MAX).optional().describe('start: what the task must achieve, in one sentence.'),
  runId: z.string().min(1).max(ID_MAX).optional().describe('start: an id for this dispatch; starting again with the same runId returns the same task instead of a new one.'),
  tddTaskId: id('get, resume, end: the task id returned by start.').optional(),
  outcome: z.enum(TASK_OUTCOMES).optional().describe('end: succeeded only when every behavior is done or abandoned.'),
  reason: z.string().max(LABEL_MAX).optional().describe('end: why (required for blocked and abandoned).'),
}).superRefine((v, ctx) => {
  if (v.action === 'start') requireFields(ctx, 'start', v, ['goal'])
  if (v.action === 'get' || v.action === 'resume') requireFields(ctx, v.action, v, ['tddTaskId'])
  if (v.action === 'end') {
    requireFields(ctx, 'end', v, ['tddTaskId', 'outcome'])
    if (v.outcome !== undefined && v.outcome !== 'succeeded') requireFields(ctx, 'end', v, ['reason'])
  }
})

export const tddTaskTool = defineTool({
  name: 'tdd_task',
  title: 'TDD task',
  description:
    'Open, inspect, resume or end your TDD task. Call action "start" before writing any file for the goal: every test run, ' +
    'file edit and hypothesis you record afterwards is bound to this task (you have at most one open task). ' +
    'Then plan with tdd_goal and tdd_behavior and move through phases with tdd_phase_transition_request. ' +
    '"resume" tells you the next call to make; "get" returns the full tree. An ended task accepts no changes.',
  input,
  annotations: { openWorldHint: false },
  async handler(ctx, args) {
    const caller = ctx.resolveCaller(args.caller)
    const { store } = ctx
    switch (args.action) {
      case 'start': {
        const { task, created } = await store.write((tx) => startTask(tx, caller, args.goal ?? '', args.runId))
        const text = created
          ? `Started TDD task ${task.id}: "${task.goal}". Next: tdd_goal create {tddTaskId: ${task.id}, goal}.`
          : `TDD task ${task.id} already exists for this runId (status ${task.status}). Next: tdd_task resume {tddTaskId: ${task.id}}.`
        return { text, data: { tddTaskId: task.id, created, status: task.status } }
      }
      case 'get': {
        const task = await ownTask(store.db, caller, args.tddTaskId ?? 0, 'read')
        const tree = await loadTaskTree(store.db, task)
        return { text: JSON.stringify(tree), data: { tree }, mirrorText: false }
      }
      case 'resume': {
        const task = await ownTask(store.db, caller, args.tddTaskId ?? 0, 'read')
        const tree = await loadTaskTree(store.db, task)
        const next = nextStep(tree)
        const phase = tree.currentPhase
        const behaviors = tree.goals.flatMap((g) => g.behaviors)
        const done = behaviors.filter((b) => b.status === 'done').length
        const where = phase === null ? 'no phase yet' : `phase ${phase.phase} on behavior ${phase.behaviorId} (goal ${phase.goalId})`
        const text = `Task ${task.id} "${task.goal}" [${task.status}]: ${tree.goals.length} goal(s), ${done}/${behaviors.length} behavior(s) done; ${where}. ` +
          `Next: ${next.tool} ${JSON.stringify(next.args)} — ${next.why}.`
        return { text, data: { tddTaskId: task.id, status: task.status, currentPhase: phase, behaviorsDone: done, behaviors: behaviors.length, next } }
      }
      case 'end': {
        const task = await store.write((tx) => endTask(tx, caller, args.tddTaskId ?? 0, args.outcome ?? 'abandoned', args.reason))
        return { text: `Ended TDD task ${task.id}: ${task.outcome ?? ''}.`, data: { tddTaskId: task.id, outcome: task.outcome } }
      }
    }
  },
})
