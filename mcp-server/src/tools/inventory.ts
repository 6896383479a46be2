import * as z from 'zod'
import { accept, type Checked } from '../domain/checked.js'
import type { TaskTree } from '../domain/records.js'
import type { Caller } from '../kernel/identity.js'
import type { Db } from '../store/index.js'
import { testLabel } from '../domain/test-names.js'
import { progressEventRecord, taskRecord, taskTreeRecord, type TaskRow } from '../domain/records.js'
import { TEST_STATUSES, VIOLATION_KINDS } from '../domain/vocabulary.js'
import { followedTaskIds, readableTask, taskInScope } from '../engine/flows/access.js'
import { loadTaskTree } from '../store/tree.js'
import {
  failedOpenCounts,
  followedProgress,
  inventoryProgress,
  inventoryRuns,
  inventoryTasks,
  inventoryTests,
  inventoryViolations,
  sessionCallers,
} from '../store/inventory.js'
import { listVddRuns } from '../store/vdd.js'
import { tasksByIds } from '../store/tasks.js'
import { defineTool, fields, id, LABEL_MAX } from './define.js'
import { list, runRecord, sessionCallerRecord, testRecord, vddRunRecord, violationRecord } from './outputs.js'

export const INVENTORY_KINDS = ['session', 'task', 'runs', 'tests', 'violations', 'vdd', 'progress'] as const
type Kind = (typeof INVENTORY_KINDS)[number]

const filters = {
  scope: z
    .enum(['mine', 'session', 'followed'])
    .optional()
    .describe(
      "task, runs, violations, progress: only yours (mine, the default) or those of every caller of your session (the main agent reads its subagents' with session). task, progress: followed — the tasks you follow read-only as your session's main agent: your subagents' and those teammates started with your handoff (tdd_task handoff).",
    ),
  tree: z
    .boolean()
    .optional()
    .describe(
      "task, with scope mine or followed: also return each listed task's whole goal/behavior tree (as tdd_task get does), in `trees`, in the order of `tasks`.",
    ),
  agentKind: z.enum(['main', 'subagent']).optional().describe('session: only the main agent, or only subagents.'),
  tddTaskId: id(
    "runs, progress: only those of this task (yours, or with scope session one of your session's).",
  ).optional(),
  behaviorId: id('progress: only the events about this behavior.').optional(),
  afterEventId: id(
    'progress: only the events pushed after this one — pass the id of the last event you read to get what is new.',
  ).optional(),
  status: z.enum(TEST_STATUSES).optional().describe('tests: only tests whose latest result has this status.'),
  file: z.string().min(1).max(LABEL_MAX).optional().describe('tests: only tests of this project-relative test file.'),
  violationKind: z.enum(VIOLATION_KINDS).optional().describe('violations: only this kind of violation.'),
}

/** Which kinds each optional filter applies to: a filter sent with another kind is refused, not ignored. */
const APPLIES: { readonly [F in keyof typeof filters]: readonly Kind[] } = {
  scope: ['task', 'runs', 'violations', 'progress'],
  tree: ['task'],
  agentKind: ['session'],
  tddTaskId: ['runs', 'progress'],
  behaviorId: ['progress'],
  afterEventId: ['progress'],
  status: ['tests'],
  file: ['tests'],
  violationKind: ['violations'],
}

const input = fields(
  {
    kind: z
      .enum(INVENTORY_KINDS)
      .describe(
        'session: the callers (main agent and subagents) of your session, with their open task, and how many hook calls failed open. task: your TDD tasks. ' +
          'runs: recent test runs with counts and outcome. tests: test cases of the project with their latest status. violations: recorded protocol violations. ' +
          'vdd: recent VDD gate runs of the project (bean, verdict, report, cited test runs). ' +
          'progress: the milestones pushed with tdd_progress_push, in push order, each with its one-line narration.',
      ),
    limit: z
      .number()
      .int()
      .min(1)
      .max(200)
      .optional()
      .describe(
        'How many rows at most (default 20, max 200): the newest first; progress: the first ones after afterEventId, oldest first.',
      ),
    ...filters,
  },
  (v, ctx) => {
    for (const field of Object.keys(APPLIES) as readonly (keyof typeof filters)[]) {
      const kinds = APPLIES[field]
      if (v[field] !== undefined && !kinds.includes(v.kind)) {
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} applies only to kind ${kinds.join(' or ')}` })
      }
    }
    if (v.scope === 'followed' && v.kind !== 'task' && v.kind !== 'progress')
      ctx.addIssue({ code: 'custom', path: ['scope'], message: 'scope followed applies only to kind task or progress' })
    if (v.tree === true && v.scope === 'session')
      ctx.addIssue({
        code: 'custom',
        path: ['tree'],
        message: "tree applies only with scope mine or followed (a subagent reads no other agent's tree)",
      })
  },
)

const output = z.object({
  sessionId: z.string().optional().describe('session: your session id.'),
  failedOpen: z
    .object({
      project: z.number().int().describe('Hook calls in this project that failed before deciding (action unchecked).'),
      session: z.number().int().describe('Of those, the ones in your session.'),
      latest: z
        .object({ hook: z.string().describe('The hook event.'), at: z.string().describe('When (ISO time).') })
        .nullable()
        .describe('The newest such failure.'),
    })
    .optional()
    .describe(
      'session: hook calls that failed before deciding and let the action through unchecked (e.g. the evidence store was kept locked).',
    ),
  callers: list(sessionCallerRecord, 'session: the callers of your session.').optional(),
  tasks: list(taskRecord, 'task: the TDD tasks, newest first.').optional(),
  trees: list(taskTreeRecord, 'task with tree: the whole tree of each task, in the order of tasks.').optional(),
  runs: list(runRecord, 'runs: the test runs, newest first.').optional(),
  tests: list(testRecord, 'tests: the test cases with their latest status.').optional(),
  violations: list(violationRecord, 'violations: the protocol violations, newest first.').optional(),
  vddRuns: list(vddRunRecord, 'vdd: the VDD runs, newest first.').optional(),
  progress: list(progressEventRecord, 'progress: the progress events, oldest first.').optional(),
  more: z
    .boolean()
    .optional()
    .describe('progress: true when more events follow the last one listed (call again with afterEventId = its id).'),
})

export const inventoryTool = defineTool({
  name: 'inventory',
  title: 'Inventory of recorded evidence',
  description:
    'Read what evident has recorded. kind "session": the callers of your session (use agentKind "main", limit 1 to get ' +
    'your session id); "task": your TDD tasks (scope "session" for every agent of the session); "runs": recent test runs ' +
    'recorded by run_tests with counts and outcome; "tests": the project\'s test cases with their latest status; ' +
    '"violations": protocol violations recorded by evident\'s hooks; "vdd": VDD gate runs (verdicts and their receipts); ' +
    '"progress": the TDD progress events (tdd_progress_push) in push order — the main agent narrates a subagent\'s task from ' +
    '{"kind": "progress", "scope": "session", "afterEventId": <last id read>}. The main agent lists the tasks it follows ' +
    '(its subagents\', and teammates\' started with its handoff) with {"kind": "task", "scope": "followed", "tree": true}. Read-only.',
  input,
  output,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async handler({ store: { db }, caller, projectRoot }, args) {
    const limit = args.limit ?? 20
    const scope = args.scope === 'followed' || args.scope === undefined ? 'mine' : args.scope
    switch (args.kind) {
      case 'session': {
        const callers = await sessionCallers(db, caller, args.agentKind, limit)
        const lines = callers.map(
          (c) =>
            `- ${c.agentId}${c.agentType === null ? '' : ` (${c.agentType})`}${c.endedAt === null ? '' : ' [ended]'}: open task ${c.openTaskId ?? 'none'}`,
        )
        const failedOpen = await failedOpenCounts(db, caller.sessionId)
        const unchecked =
          failedOpen.project === 0
            ? ''
            : `\n${failedOpen.project} hook call(s) in this project (${failedOpen.session} in this session) failed before deciding and let the action through unchecked (latest: ${failedOpen.latest?.hook ?? '?'}, ${failedOpen.latest?.at ?? '?'}); keep the evidence store free.`
        return {
          text: `Session ${caller.sessionId}: ${callers.length} caller(s)\n${lines.join('\n')}${unchecked}`,
          data: { sessionId: caller.sessionId, callers, failedOpen },
        }
      }
      case 'task': {
        const tasks =
          args.scope === 'followed'
            ? await tasksByIds(db, await followedTaskIds(db, caller), limit)
            : await inventoryTasks(db, caller, args.scope ?? 'mine', limit)
        const lines = tasks.map(
          (t) => `- task ${t.id} [${t.status}${t.outcome === null ? '' : `: ${t.outcome}`}] ${t.goal}`,
        )
        const none =
          args.scope === 'followed'
            ? "No TDD tasks you follow (your subagents' or those started with your handoff)."
            : 'No TDD tasks. Start one with tdd_task start.'
        const trees = args.tree === true ? await treesOf(db, caller, tasks) : undefined
        if (trees !== undefined && !trees.ok) return trees
        return {
          text: tasks.length === 0 ? none : lines.join('\n'),
          data: trees === undefined ? { tasks } : { tasks, trees: trees.value },
        }
      }
      case 'runs': {
        if (args.tddTaskId !== undefined) {
          const task = await taskInScope(db, caller, args.tddTaskId, scope)
          if (!task.ok) return task
        }
        const runs = await inventoryRuns(db, caller, scope, args.tddTaskId, limit)
        const lines = runs.map(
          (r) =>
            `- run ${r.runId} [${r.outcome}] ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.errorCount} error(s); task ${r.taskId ?? '-'}, ${r.agentId}, ${r.endedAt}`,
        )
        return {
          text: runs.length === 0 ? 'No test runs recorded. Run the tests with run_tests.' : lines.join('\n'),
          data: { runs },
        }
      }
      case 'tests': {
        const tests = await inventoryTests(db, projectRoot, { status: args.status, file: args.file }, limit)
        const lines = tests.map(
          (t) => `- [${t.latestStatus}] ${testLabel(t)} (test case ${t.testCaseId}, run ${t.latestRunId})`,
        )
        return { text: tests.length === 0 ? 'No matching test results recorded.' : lines.join('\n'), data: { tests } }
      }
      case 'violations': {
        const violations = await inventoryViolations(db, caller, scope, args.violationKind, limit)
        const lines = violations.map(
          (v) => `- ${v.kind} by ${v.agentId}${v.taskId === null ? '' : ` in task ${v.taskId}`}: ${v.detail}`,
        )
        return { text: violations.length === 0 ? 'No violations recorded.' : lines.join('\n'), data: { violations } }
      }
      case 'progress': {
        const followed = args.scope === 'followed' ? await followedTaskIds(db, caller) : undefined
        if (args.tddTaskId !== undefined) {
          const task =
            followed === undefined
              ? await taskInScope(db, caller, args.tddTaskId, scope)
              : await readableTask(db, caller, args.tddTaskId)
          if (!task.ok) return task
        }
        const { behaviorId, afterEventId } = args
        const filter = { taskId: args.tddTaskId, behaviorId, afterEventId }
        const page =
          followed === undefined
            ? await inventoryProgress(db, caller, scope, filter, limit)
            : await followedProgress(db, followed, filter, limit)
        const lines = page.events.map(
          (e) => `- event ${e.id} [${e.type}] task ${e.taskId}, ${e.agentId}, ${e.at}: ${e.narration}`,
        )
        const last = page.events.at(-1)
        const more = page.more && last !== undefined ? [`More follow: call again with afterEventId ${last.id}.`] : []
        const none = `No progress events${afterEventId === undefined ? '' : ` after event ${afterEventId}`} recorded.`
        return {
          text: page.events.length === 0 ? none : [...lines, ...more].join('\n'),
          data: { progress: page.events, more: page.more },
        }
      }
      case 'vdd': {
        const vddRuns = await listVddRuns(db, { limit })
        const lines = vddRuns.map(
          (r) =>
            `- VDD run ${r.id} ${r.subject}: ${r.verdict}${r.manual === 'pass' ? ' (manual confirmed)' : ''}, ${r.failed}/${r.criteria} failed, test runs ${r.testRunIds.map((id) => `#${id}`).join(', ') || 'none'}; ${r.reportPath}, by ${r.caller}, ${r.at}`,
        )
        return {
          text: vddRuns.length === 0 ? 'No VDD runs recorded. Verify a bean with vdd.' : lines.join('\n'),
          data: { vddRuns },
        }
      }
    }
  },
})

/** The whole tree of each task, each read as tdd_task get reads it (its owner's, or one the caller follows). */
async function treesOf(db: Db, caller: Caller, tasks: readonly TaskRow[]): Promise<Checked<readonly TaskTree[]>> {
  const trees: TaskTree[] = []
  for (const task of tasks) {
    const readable = await readableTask(db, caller, task.id)
    if (!readable.ok) return readable
    trees.push(await loadTaskTree(db, readable.value.task))
  }
  return accept(trees)
}
