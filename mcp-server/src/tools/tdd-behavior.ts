import * as z from 'zod'
import { behaviorRecord } from '../domain/records.js'
import { WORK_STATUSES } from '../domain/vocabulary.js'
import { createBehavior, listBehaviors, updateBehavior } from '../engine/flows/work-items.js'
import { shadowFor } from '../worktree/snapshot.js'
import { action, actions, defineTool, id, LABEL_MAX } from './define.js'

const tddTaskId = id('Your TDD task (from tdd_task start).')

const input = actions(
  "create: add a behavior to a goal (status pending). update: change a behavior's status or text. list: the behaviors of the task, or of one goal.",
  {
    create: action({
      tddTaskId,
      goalId: id('the goal the behavior belongs to.'),
      behavior: z.string().min(1).max(LABEL_MAX).describe('one observable behavior, testable by one test.'),
    }),
    update: action(
      {
        tddTaskId,
        behaviorId: id('the behavior to change.'),
        behavior: z.string().min(1).max(LABEL_MAX).optional().describe('new text for it.'),
        status: z
          .enum(WORK_STATUSES)
          .optional()
          .describe(
            'pending | in_progress | done (only after run_tests recorded a passing run of its test in a phase of this behavior) | abandoned (keeps the evidence; nothing is deleted).',
          ),
      },
      (v, ctx) => {
        if (v.behavior === undefined && v.status === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['status'],
            message: 'action "update" requires status or behavior (or both)',
          })
        }
      },
    ),
    list: action({ tddTaskId, goalId: id("only this goal's behaviors (optional).").optional() }),
  },
  ['tddTaskId', 'goalId', 'behaviorId', 'behavior', 'status'],
)

const output = z.object({
  behavior: behaviorRecord.optional().describe('create, update: the behavior.'),
  behaviors: z.array(behaviorRecord).optional().describe('list: the behaviors.'),
})

export const tddBehaviorTool = defineTool({
  name: 'tdd_behavior',
  title: 'TDD behaviors',
  description:
    'Create, update or list the behaviors of a goal in your TDD task. Each behavior goes through red → green → refactor ' +
    'with tdd_phase_transition_request. update with status "done" is accepted only when all of these hold: it went ' +
    'red → green citing a test_failed_run of its own test; it has left green through refactor (or on to the next ' +
    "behavior's red), which re-checks its red test; no file changed since the phase began without a recorded change of " +
    'yours; a zero-failure run of the whole suite (run_tests without files) on the working tree as it is now includes ' +
    'its red test, passing — so run the whole suite last and change nothing until done; and the closing proof holds ' +
    '(its red test as it was when it proved red passes on what git would commit). ' +
    'Nothing is ever deleted: abandon a behavior instead (its evidence is kept).',
  input,
  output,
  annotations: { openWorldHint: false },
  async handler({ store, caller, projectRoot }, args) {
    switch (args.action) {
      case 'create': {
        const created = await createBehavior(store, caller, args.tddTaskId, args.goalId, args.behavior)
        if (!created.ok) return created
        const b = created.value
        return {
          text: `Created behavior ${b.id} (B${b.ordinal + 1} of goal ${b.goalId}, pending): "${b.behavior}". Next: tdd_phase_transition_request {tddTaskId: ${b.taskId}, goalId: ${b.goalId}, behaviorId: ${b.id}, requestedPhase: "red"} once the goal is in_progress.`,
          data: { behavior: b },
        }
      }
      case 'update': {
        const updated = await updateBehavior(
          store,
          caller,
          args.tddTaskId,
          args.behaviorId,
          { text: args.behavior, status: args.status },
          shadowFor(store.path, projectRoot),
        )
        if (!updated.ok) return updated
        return {
          text: `Behavior ${updated.value.id} is ${updated.value.status}: "${updated.value.behavior}".`,
          data: { behavior: updated.value },
        }
      }
      case 'list': {
        const listed = await listBehaviors(store, caller, args.tddTaskId, args.goalId)
        if (!listed.ok) return listed
        const behaviors = listed.value
        const lines = behaviors.map(
          (b) => `- behavior ${b.id} (goal ${b.goalId}, B${b.ordinal + 1}) [${b.status}] ${b.behavior}`,
        )
        return {
          text:
            behaviors.length === 0
              ? 'No behaviors yet. Next: tdd_behavior create {tddTaskId, goalId, behavior}.'
              : lines.join('\n'),
          data: { behaviors: [...behaviors] },
        }
      }
    }
  },
})
