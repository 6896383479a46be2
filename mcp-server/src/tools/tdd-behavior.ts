import { WORK_STATUSES } from '../domain/vocabulary.js'
import * as z from 'zod'
import { createBehavior, listBehaviors, updateBehavior } from '../store/plan.js'
import { onlyFields } from './action-fields.js'
import { defineTool, id, LABEL_MAX, requireFields, toolInput } from './define.js'

const input = toolInput({
  action: z.enum(['create', 'update', 'list']).describe(
    'create: add a behavior to a goal (status pending). update: change a behavior\'s status or text. list: the behaviors of the task, or of one goal.'),
  tddTaskId: id('Your TDD task (from tdd_task start).'),
  goalId: id('create: the goal the behavior belongs to. list: only this goal\'s behaviors (optional).').optional(),
  behaviorId: id('update: the behavior to change.').optional(),
  behavior: z.string().min(1).max(LABEL_MAX).optional().describe('create: one observable behavior, testable by one test. update: new text for it.'),
  status: z.enum(WORK_STATUSES).optional().describe(
    'update: pending | in_progress | done (only after run_tests recorded a passing run of its test in a phase of this behavior) | abandoned (keeps the evidence; nothing is deleted).'),
}).superRefine((v, ctx) => {
  onlyFields(ctx, v.action, v, {
    create: ['tddTaskId', 'goalId', 'behavior'], update: ['tddTaskId', 'behaviorId', 'behavior', 'status'], list: ['tddTaskId', 'goalId'],
  }[v.action])
  if (v.action === 'create') requireFields(ctx, 'create', v, ['goalId', 'behavior'])
  if (v.action === 'update') {
    requireFields(ctx, 'update', v, ['behaviorId'])
    if (v.behavior === undefined && v.status === undefined) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'action "update" requires status or behavior (or both)' })
    }
  }
})

export const tddBehaviorTool = defineTool({
  name: 'tdd_behavior',
  title: 'TDD behaviors',
  description:
    'Create, update or list the behaviors of a goal in your TDD task. Each behavior goes through red → green → refactor ' +
    'with tdd_phase_transition_request. It becomes done only with passing evidence: a test_passed_run recorded for it by ' +
    'run_tests. Nothing is ever deleted: abandon a behavior instead (its evidence is kept).',
  input,
  annotations: { openWorldHint: false },
  async handler(ctx, args) {
    const caller = ctx.resolveCaller(args.caller)
    const { store } = ctx
    switch (args.action) {
      case 'create': {
        const b = await store.write((tx) => createBehavior(tx, caller, args.tddTaskId, args.goalId ?? 0, args.behavior ?? ''))
        return {
          text: `Created behavior ${b.id} (B${b.ordinal + 1} of goal ${b.goalId}, pending): "${b.behavior}". Next: tdd_phase_transition_request {tddTaskId: ${b.taskId}, goalId: ${b.goalId}, behaviorId: ${b.id}, requestedPhase: "red"} once the goal is in_progress.`,
          data: { behavior: b },
        }
      }
      case 'update': {
        const b = await store.write((tx) => updateBehavior(tx, caller, args.tddTaskId, args.behaviorId ?? 0, { behavior: args.behavior, status: args.status }))
        return { text: `Behavior ${b.id} is ${b.status}: "${b.behavior}".`, data: { behavior: b } }
      }
      case 'list': {
        const behaviors = await listBehaviors(store.db, caller, args.tddTaskId, args.goalId)
        const lines = behaviors.map((b) => `- behavior ${b.id} (goal ${b.goalId}, B${b.ordinal + 1}) [${b.status}] ${b.behavior}`)
        return { text: behaviors.length === 0 ? 'No behaviors yet. Next: tdd_behavior create {tddTaskId, goalId, behavior}.' : lines.join('\n'), data: { behaviors } }
      }
    }
  },
})
