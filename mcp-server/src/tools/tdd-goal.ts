import * as z from 'zod'
import { goalRecord } from '../domain/records.js'
import { WORK_STATUSES } from '../domain/vocabulary.js'
import { createGoal, listGoals, updateGoal } from '../engine/flows/work-items.js'
import { action, actions, defineTool, id, LABEL_MAX } from './define.js'

const tddTaskId = id('Your TDD task (from tdd_task start).')
const status = z
  .enum(WORK_STATUSES)
  .describe(
    'pending | in_progress (required before its behaviors can enter red) | done (only when every behavior is done or abandoned) | abandoned (keeps the evidence; nothing is deleted).',
  )

const input = actions(
  "create: add a goal to your task (status pending). update: change a goal's status or text. list: the goals of the task with their status.",
  {
    create: action({ tddTaskId, goal: z.string().min(1).max(LABEL_MAX).describe('the goal, one sentence.') }),
    update: action(
      {
        tddTaskId,
        goalId: id('the goal to change.'),
        goal: z.string().min(1).max(LABEL_MAX).optional().describe('new text for it.'),
        status: status.optional(),
      },
      (v, ctx) => {
        if (v.goal === undefined && v.status === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['status'],
            message: 'action "update" requires status or goal (or both)',
          })
        }
      },
    ),
    list: action({ tddTaskId }),
  },
  ['tddTaskId', 'goalId', 'goal', 'status'],
)

const output = z.object({
  goal: goalRecord.optional().describe('create, update: the goal.'),
  goals: z.array(goalRecord).optional().describe('list: the goals of the task.'),
})

export const tddGoalTool = defineTool({
  name: 'tdd_goal',
  title: 'TDD goals',
  description:
    'Create, update or list the goals of your TDD task. A task is split into goals, each goal into behaviors (tdd_behavior). ' +
    'Set a goal to in_progress before requesting red for one of its behaviors (tdd_phase_transition_request). A goal can be ' +
    'done only when each of its behaviors is done or abandoned. Nothing is ever deleted: abandon a goal instead.',
  input,
  output,
  annotations: { openWorldHint: false },
  async handler({ store, caller }, args) {
    switch (args.action) {
      case 'create': {
        const created = await createGoal(store, caller, args.tddTaskId, args.goal)
        if (!created.ok) return created
        const goal = created.value
        return {
          text: `Created goal ${goal.id} (G${goal.ordinal + 1}, pending): "${goal.goal}". Next: tdd_behavior create {tddTaskId: ${goal.taskId}, goalId: ${goal.id}, behavior}, and tdd_goal update {status: "in_progress"} when you start it.`,
          data: { goal },
        }
      }
      case 'update': {
        const updated = await updateGoal(store, caller, args.tddTaskId, args.goalId, {
          text: args.goal,
          status: args.status,
        })
        if (!updated.ok) return updated
        return {
          text: `Goal ${updated.value.id} is ${updated.value.status}: "${updated.value.goal}".`,
          data: { goal: updated.value },
        }
      }
      case 'list': {
        const listed = await listGoals(store, caller, args.tddTaskId)
        if (!listed.ok) return listed
        const goals = listed.value
        const lines = goals.map((g) => `- goal ${g.id} (G${g.ordinal + 1}) [${g.status}] ${g.goal}`)
        return {
          text:
            goals.length === 0
              ? `Task ${args.tddTaskId} has no goals yet. Next: tdd_goal create.`
              : `Goals of task ${args.tddTaskId}:\n${lines.join('\n')}`,
          data: { goals: [...goals] },
        }
      }
    }
  },
})
