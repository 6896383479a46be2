import * as z from 'zod'
import { taskTreeRecord } from '../domain/records.js'
import { TASK_OUTCOMES, TASK_STATUSES } from '../domain/vocabulary.js'
import { judgeSession } from '../engine/flows/seal.js'
import { sealLine } from '../engine/flows/session-seal.js'
import { endTask, resumeTask, startTask, taskTree } from '../engine/flows/tdd-task.js'
import { shadowFor } from '../worktree/snapshot.js'
import { firstSnapshotLine, takeFirstSnapshot, type FirstSnapshot } from '../engine/flows/first-snapshot.js'
import { progressNote } from './progress.js'
import type { ToolExtra } from './define.js'
import { testLayoutText, type VitestGlobs } from '../runners/vitest-files.js'
import { startPlanTask, type StartedPlanTask } from '../clients/coordinator/plan-task.js'
import { breachEndRefusal } from '../clients/coordinator/breaches.js'
import { refuse, type Checked } from '../domain/checked.js'
import { offerHandoff } from '../engine/flows/handoff.js'
import { slugSchema } from '../domain/plan.js'
import { action, actions, defineTool, id, ID_MAX, LABEL_MAX } from './define.js'

const taskId = id('The task id returned by start.')

const input = actions(
  "start: open a TDD task for a goal (returns tddTaskId). get: the whole tree (goals, behaviors with their current phase and newest progress event, phases, artifacts, hypotheses). resume: a short digest and the next call to make. end: close the task with an outcome. handoff (main agent): an id to put into a teammate's prompt; the task the teammate starts with it becomes one you can get and resume, read-only.",
  {
    start: action(
      {
        goal: z.string().min(1).max(LABEL_MAX).describe('what the task must achieve, in one sentence.'),
        runId: z
          .string()
          .min(1)
          .max(ID_MAX)
          .optional()
          .describe(
            'an id for this dispatch; starting again with the same runId returns the same task instead of a new one.',
          ),
        plan: slugSchema
          .optional()
          .describe(
            "evident:implement only: the slug of the project's current coordinator plan. Its recipe entries become the task's behaviors (one goal, in progress) and the plan's test files, as evident:scenario wrote them, count as written in this task.",
          ),
        scenarios: z
          .array(z.string().min(1).max(200))
          .min(1)
          .max(50)
          .optional()
          .describe('with plan: the recipe entries (names) to work on; all when omitted.'),
        handoffId: z
          .string()
          .regex(/^handoff-[0-9a-f]{32}$/)
          .optional()
          .describe(
            'only when your prompt gives you one: the handoff id of the main agent that started you as a teammate. It lets that main agent follow this one task read-only (get, resume, inventory); it sees nothing else of your session, and the task stays yours alone to change.',
          ),
      },
      (v, ctx) => {
        if (v.scenarios !== undefined && v.plan === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['scenarios'],
            message: 'scenarios needs plan (the slug they belong to)',
          })
      },
    ),
    get: action({ tddTaskId: taskId }),
    resume: action({ tddTaskId: taskId }),
    handoff: action({}),
    end: action(
      {
        tddTaskId: taskId,
        outcome: z.enum(TASK_OUTCOMES).describe('succeeded only when every behavior is done or abandoned.'),
        reason: z.string().max(LABEL_MAX).optional().describe('why (required for blocked and abandoned).'),
      },
      (v, ctx) => {
        if (v.outcome !== 'succeeded' && v.reason === undefined) {
          ctx.addIssue({ code: 'custom', path: ['reason'], message: 'action "end" requires reason' })
        }
      },
    ),
  },
)

const nextCall = z.object({
  tool: z.string().describe('The tool to call next.'),
  args: z.record(z.string(), z.unknown()).describe('Its arguments.'),
  why: z.string().describe('Why.'),
})

const output = z.object({
  tddTaskId: z.number().int().optional().describe('start, resume, end: the task.'),
  created: z.boolean().optional().describe('start: false when the runId had already started it.'),
  status: z.enum(TASK_STATUSES).optional().describe('start, resume: open or ended.'),
  tree: taskTreeRecord.optional().describe('get: the whole tree.'),
  currentPhase: taskTreeRecord.shape.currentPhase.optional().describe('resume: the open phase.'),
  behaviorsDone: z.number().int().optional().describe('resume: behaviors done.'),
  behaviors: z.number().int().optional().describe('resume: behaviors in all.'),
  next: nextCall.optional().describe("resume: the next call to make (the owner's, when you follow the task)."),
  followedBy: z
    .enum(['session', 'handoff'])
    .optional()
    .describe(
      "get, resume: present when the task is not yours but one you follow read-only — a subagent's of your session (session), or a teammate's started with your handoff (handoff).",
    ),
  owner: z.string().optional().describe("get, resume: the agent id of the task's owner, when you follow it."),
  handoffId: z
    .string()
    .optional()
    .describe("handoff: the id to put into the teammate's prompt (for its tdd_task start)."),
  outcome: z.enum(TASK_OUTCOMES).nullable().optional().describe('end: the outcome.'),
  sealed: z.boolean().optional().describe("start: whether this session is sealed (Bash cannot reach evident's store)."),
  sealReason: z.string().optional().describe('start: why the session is not sealed.'),
  goalId: z.number().int().optional().describe('start with plan: the goal made from the plan (in progress).'),
  behaviorIds: z.array(z.number().int()).optional().describe('start with plan: a behavior per recipe entry, in order.'),
  adoptedTests: z
    .array(z.string())
    .optional()
    .describe('start with plan: test files taken over from evident:scenario.'),
  notAdoptedTests: z
    .array(z.string())
    .optional()
    .describe('start with plan: test files not taken over, with why (they cannot prove red in this task).'),
})

export const tddTaskTool = defineTool({
  name: 'tdd_task',
  title: 'TDD task',
  description:
    'Open, inspect, resume or end your TDD task. Call action "start" before writing any file for the goal: every test run, ' +
    'file edit and hypothesis you record afterwards is bound to this task (you have at most one open task). ' +
    'Then plan with tdd_goal and tdd_behavior and move through phases with tdd_phase_transition_request. ' +
    '"resume" tells you the next call to make; "get" returns the full tree. An ended task accepts no changes. ' +
    "The main agent may get and resume its subagents' tasks, and a teammate's task started with its handoff, read-only: every change stays the owner's.",
  input,
  output,
  annotations: { openWorldHint: false },
  async handler({ store, caller, projectRoot }, args, extra) {
    switch (args.action) {
      case 'start': {
        const { verdict } = judgeSession({
          env: process.env,
          projectRoot,
          dbPath: store.path,
          claudePid: process.ppid,
        })
        if (args.plan !== undefined) {
          if (args.handoffId !== undefined)
            return refuse('bad_input', 'handoffId cannot be combined with plan', 'start with one or the other')
          const request = { goal: args.goal, runId: args.runId, slug: args.plan, scenarios: args.scenarios }
          const planned = await startPlanTask(store, caller, request, projectRoot, verdict)
          const first =
            planned.ok && planned.value.created ? await firstSnapshot(store.path, projectRoot, extra) : undefined
          return planStartResult(planned, first)
        }
        const started = await startTask(store, caller, args.goal, args.runId, projectRoot, verdict, args.handoffId)
        if (!started.ok) return started
        const { task, created, seal, testFiles } = started.value
        const first = created ? await firstSnapshot(store.path, projectRoot, extra) : undefined
        const text = created
          ? `Started TDD task ${task.id}: "${task.goal}". ${sealLine(seal)}${layoutLine(testFiles)}${firstSnapshotLine(first)} Next: tdd_goal create {tddTaskId: ${task.id}, goal}.`
          : `TDD task ${task.id} already exists for this runId (status ${task.status}). Next: tdd_task resume {tddTaskId: ${task.id}}.`
        return {
          text,
          data: {
            tddTaskId: task.id,
            created,
            status: task.status,
            sealed: seal.sealed,
            ...(seal.sealed ? {} : { sealReason: seal.reason }),
          },
        }
      }
      case 'get': {
        const read = await taskTree(store, caller, args.tddTaskId)
        if (!read.ok) return read
        const { tree, followedBy, owner } = read.value
        const follow = followedBy === undefined ? {} : { followedBy, owner }
        const text = JSON.stringify(followedBy === undefined ? tree : { ...follow, tree })
        return { text, data: { tree, ...follow }, mirrorText: false }
      }
      case 'resume': {
        const resumed = await resumeTask(store, caller, args.tddTaskId)
        if (!resumed.ok) return resumed
        const { tree, next, followedBy, owner } = resumed.value
        const { task, currentPhase: phase } = tree
        const behaviors = tree.goals.flatMap((g) => g.behaviors)
        const done = behaviors.filter((b) => b.status === 'done').length
        const where =
          phase === null
            ? 'no phase yet'
            : `phase ${phase.phase} on behavior ${phase.behaviorId} (goal ${phase.goalId})`
        const whose =
          followedBy === undefined
            ? 'Next'
            : `Read-only: you follow this task of ${owner ?? '?'} (${followedBy === 'session' ? 'a subagent of your session' : 'a teammate, through your handoff'}); its owner's next call`
        const text =
          `Task ${task.id} "${task.goal}" [${task.status}]: ${tree.goals.length} goal(s), ${done}/${behaviors.length} behavior(s) done; ${where}. ` +
          `${whose}: ${next.tool} ${JSON.stringify(next.args)} — ${next.why}.`
        return {
          text,
          data: {
            tddTaskId: task.id,
            status: task.status,
            currentPhase: phase,
            behaviorsDone: done,
            behaviors: behaviors.length,
            next,
            ...(followedBy === undefined ? {} : { followedBy, owner }),
          },
        }
      }
      case 'handoff': {
        const offered = await offerHandoff(store, caller)
        if (!offered.ok) return offered
        const { handoffId } = offered.value
        return {
          text:
            `Handoff ${handoffId}: put it into your teammate's prompt and tell it to start its TDD task with tdd_task start {goal, handoffId: "${handoffId}"}. ` +
            'Once it has, inventory {kind: "task", scope: "followed"} lists that task, and tdd_task get / resume read it (read-only). One task per handoff.',
          data: { handoffId },
        }
      }
      case 'end': {
        const breach =
          args.outcome === 'succeeded'
            ? await breachEndRefusal(store.db, caller, store.path, projectRoot, args.tddTaskId)
            : undefined
        if (breach !== undefined) return breach
        const ended = await endTask(
          store,
          caller,
          args.tddTaskId,
          args.outcome,
          args.reason,
          shadowFor(store.path, projectRoot),
        )
        if (!ended.ok) return ended
        return {
          text: `Ended TDD task ${ended.value.id}: ${ended.value.outcome ?? ''}.`,
          data: { tddTaskId: ended.value.id, outcome: ended.value.outcome },
        }
      }
    }
  },
})

function planStartResult(started: Checked<StartedPlanTask>, first: FirstSnapshot | undefined) {
  if (!started.ok) return started
  const { task, created, seal } = started.value
  if (!created) {
    return {
      text: `TDD task ${task.id} already exists for this runId (status ${task.status}). Next: tdd_task resume {tddTaskId: ${task.id}}.`,
      data: { tddTaskId: task.id, created, status: task.status, sealed: seal.sealed },
    }
  }
  const { goalId, behaviorIds, adopted, notAdopted } = started.value
  const missing = notAdopted.length === 0 ? '' : ` Not taken over: ${notAdopted.join('; ')}.`
  return {
    text:
      `Started TDD task ${task.id} from the plan: goal ${goalId} (in progress), behaviors ${behaviorIds.join(', ')}. ` +
      `Test files taken over from evident:scenario: ${adopted.join(', ') || 'none'}.${missing} ${sealLine(seal)}${layoutLine(started.value.testFiles)}${firstSnapshotLine(first)} ` +
      `Next: tdd_phase_transition_request {tddTaskId: ${task.id}, goalId: ${goalId}, behaviorId: ${behaviorIds[0] ?? 0}, requestedPhase: "red"}, then run_tests with the test file.`,
    data: {
      tddTaskId: task.id,
      created,
      status: task.status,
      sealed: seal.sealed,
      ...(seal.sealed ? {} : { sealReason: seal.reason }),
      goalId,
      behaviorIds: [...behaviorIds],
      adoptedTests: [...adopted],
      notAdoptedTests: [...notAdopted],
    },
  }
}

/** What the task takes for test files (runners/vitest-files.ts), after a space; nothing when `testFiles` decides. */
const layoutLine = (testFiles: VitestGlobs | undefined): string =>
  testFiles === undefined ? '' : ` ${testLayoutText(testFiles)}`

/** The project's first working-tree snapshot, when a task starts (`engine/flows/first-snapshot.ts`), with progress. */
async function firstSnapshot(
  dbPath: string,
  projectRoot: string | undefined,
  extra: ToolExtra,
): Promise<FirstSnapshot | undefined> {
  if (projectRoot === undefined) return undefined
  return takeFirstSnapshot(dbPath, projectRoot, () =>
    progressNote(extra, 'taking the first snapshot of the working tree'),
  )
}
