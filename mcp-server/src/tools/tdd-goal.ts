import { WORK_STATUSES } from '../domain/vocabulary.js'
import * as z from 'zod'
import { createGoal, listGoals, updateGoal } from '../store/plan.js'
import { onlyFields } from './action-fields.js'
import { defineTool, id, LABEL_MAX, requireFields, toolInput } from './define.js'

const input = toolInput({
  action: z.enum(['create', 'update', 'list']).describe(
    'create: add a goal to your task (status pending). update: change a goal\'s status or text. list: the goals of the task with their status.'),
  tddTaskId: id('Your TDD task (from tdd_task start).'),
  goalId: id('update: the goal to change.').optional(),
  goal: z.string().min(1).max(LABEL_MAX).optional().describe('create: the goal, one sentence. update: new text for it.'),
  status: z.enum(WORK_STATUSES).optional().describe(
    'update: pending | in_progress (required before its behaviors can enter red) | done (only when every behavior is done or abandoned) | abandoned (keeps the evidence; nothing is deleted).'),
}).superRefine((v, ctx) => {
  onlyFields(ctx, v.action, v, { create: ['tddTaskId', 'goal'], update: ['tddTaskId', 'goalId', 'goal', 'status'], list: ['tddTaskId'] }[v.action])
  if (v.action === 'create') requireFields(ctx, 'create', v, ['goal'])
  if (v.action === 'update') {
    requireFields(ctx, 'update', v, ['goalId'])
    if (v.goal === undefined && v.status === undefined) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'action "update" requires status or goal (or both)' })
    }
  }
})

export const tddGoalTool = defineTool({
  name: 'tdd_goal',
  title: 'TDD goals',
  description:
    'Create, update or list the goals of your TDD task. A task is split into goals, each goal into behaviors (tdd_behavior). ' +
    'Set a goal to in_progress before requesting red for one of its behaviors (tdd_phase_transition_request). A goal can be ' +
    'done only when each of its behaviors is done or abandoned. Nothing is ever deleted: abandon a goal instead.',
  input,
  annotations: { openWorldHint: false },
  async handler(ctx, args) {
    const caller = ctx.resolveCaller(args.caller)
    const { store } = ctx
    switch (args.action) {
      case 'create': {
        const goal = await store.write((tx) => createGoal(tx, caller, args.tddTaskId, args.goal ?? ''))
        return {
          text: `Created goal ${goal.id} (G${goal.ordinal + 1}, pending): "${goal.goal}". Next: tdd_behavior create {tddTaskId: ${goal.taskId}, goalId: ${goal.id}, behavior}, and tdd_goal update {status: "in_progress"} when you start it.`,
          data: { goal },
        }
      }
      case 'update': {
        const goal = await store.write((tx) => updateGoal(tx, caller, args.tddTaskId, args.goalId ?? 0, { goal: args.goal, status: args.status }))
        return { text: `Goal ${goal.id} is ${goal.status}: "${goal.goal}".`, data: { goal } }
      }
      case 'list': {
        const goals = await listGoals(store.db, caller, args.tddTaskId)
        const lines = goals.map((g) => `- goal ${g.id} (G${g.ordinal + 1}) [${g.status}] ${g.goal}`)
        return { text: goals.length === 0 ? `Task ${args.tddTaskId} has no goals yet. Next: tdd_goal create.` : `Goals of task ${args.tddTaskId}:\n${lines.join('\n')}`, data: { goals } }
      }
    }
  },
})
