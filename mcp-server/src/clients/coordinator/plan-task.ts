import { join } from 'node:path'
import { contentSha256Hex } from '../../kernel/content-hash.js'
import { accept, refuse, type Checked } from '../../domain/checked.js'
import type { PlanRow } from '../../domain/plan.js'
import { loadConfig } from '../../kernel/config.js'
import { checkSealed, checkTaskStart } from '../../engine/gates/work.js'
import { WORKER_AGENT_TYPES } from '../../domain/agent-types.js'
import { readBytes } from '../../project/edit-input.js'
import type { Caller } from '../../kernel/identity.js'
import { ensureCaller } from '../../store/callers.js'
import { sqliteOf } from '../../store/db.js'
import type { Store, Tx } from '../../store/index.js'
import { insertBehavior, insertGoal, updateGoalRow } from '../../store/work-items.js'
import { currentPlan, planSeq, recipeOf, scenarioWrites, setBehaviorRecipe, setTaskPlan } from '../../store/plans.js'
import { rejudgeSession, type SessionSealState } from '../../store/sessions.js'
import { insertArtifact } from '../../store/statements/artifacts.js'
import { insertTask, openTaskOf, taskByRunId } from '../../store/tasks.js'
import { freezeAtStart, type StartedTask } from '../../engine/flows/tdd-task.js'

/**
 * The implement worker's task, started from the project's current coordinator plan (docs/coordinator.md). The
 * chosen recipe entries become the task's behaviors (one goal, in progress), so every evidence rule of the protocol
 * applies to them; and the plan's test files, as the session's scenario worker wrote them after the plan was made,
 * are taken over as written in this task (`test_written`, `detail.via = "plan"`, naming the scenario artifact): the
 * implement worker never writes a test, yet its red runs cite tests the plan's worker wrote for it. A file changed
 * since the scenario worker's write, or never written by one, is not taken over (and cannot prove red).
 */
export interface StartedPlanTask extends StartedTask {
  readonly goalId: number
  readonly behaviorIds: readonly number[]
  /** Test files taken over from the scenario worker. */
  readonly adopted: readonly string[]
  /** Test files not taken over, with why. */
  readonly notAdopted: readonly string[]
}

export interface PlanTaskRequest {
  readonly goal: string
  readonly runId: string | undefined
  readonly slug: string
  /** Recipe entries to work on (names); all when omitted. */
  readonly scenarios: readonly string[] | undefined
}

export async function startPlanTask(
  store: Store,
  caller: Caller,
  request: PlanTaskRequest,
  projectRoot: string,
  sealNow: SessionSealState,
): Promise<Checked<StartedPlanTask>> {
  if (caller.agentType !== WORKER_AGENT_TYPES.implement) {
    return refuse(
      'conflict',
      `a task from a plan is the implement worker's (${WORKER_AGENT_TYPES.implement}); you are ${caller.agentType ?? 'the main agent'}`,
      'start a task without "plan", or dispatch evident:implement for the plan',
    )
  }
  const plan = await currentPlan(store.db, projectRoot)
  const refused = checkPlan(plan, request.slug)
  if (refused !== undefined) return refused
  const active = plan as PlanRow
  const recipe = await recipeOf(store.db, active.id)
  const names = request.scenarios ?? recipe.map((r) => r.name)
  const unknown = names.filter((n) => !recipe.some((r) => r.name === n))
  if (unknown.length > 0 || names.length === 0) {
    return refuse(
      'bad_input',
      `plan ${active.slug} has no scenario ${unknown.join(', ') || '(none named)'}`,
      `name scenarios of its recipe: ${recipe.map((r) => r.name).join(', ')}`,
    )
  }
  const testPaths = active.document.contract.failing_test_paths
  const hashes = new Map(
    testPaths.map((p) => {
      const bytes = readBytes(join(projectRoot, p))
      return [p, bytes === undefined ? null : contentSha256Hex(bytes)] as const
    }),
  )
  const config = loadConfig(projectRoot)
  const { frozen, testFiles } = await freezeAtStart(projectRoot, config, store.path, sealNow)
  return store.write(async (tx) => {
    const seal = rejudgeSession(tx, caller.sessionId, sealNow)
    const callerId = await ensureCaller(tx, caller)
    const same = request.runId === undefined ? undefined : await taskByRunId(tx, callerId, request.runId)
    if (same !== undefined)
      return accept({ task: same, created: false, seal, goalId: 0, behaviorIds: [], adopted: [], notAdopted: [] })
    const blocked = checkTaskStart(await openTaskOf(tx, callerId)) ?? checkSealed(config.requireSealed, seal)
    if (blocked !== undefined) return blocked
    const task = await insertTask(tx, callerId, request.goal, request.runId, frozen, seal.sealed)
    await setTaskPlan(tx, task.id, active.id)
    const goal = await insertGoal(tx, task.id, `plan ${active.slug} v${active.version}: ${names.join(', ')}`)
    await updateGoalRow(tx, goal, { status: 'in_progress' })
    const behaviorIds: number[] = []
    for (const entry of recipe.filter((r) => names.includes(r.name))) {
      const behavior = await insertBehavior(tx, task.id, goal.id, entry.name)
      await setBehaviorRecipe(tx, behavior.id, entry.id)
      behaviorIds.push(behavior.id)
    }
    const taken = await adopt(tx, caller, { callerId, taskId: task.id }, active, hashes)
    return accept({ task, created: true, seal, testFiles, goalId: goal.id, behaviorIds, ...taken })
  })
}

function checkPlan(plan: PlanRow | undefined, slug: string) {
  if (plan === undefined || plan.slug !== slug) {
    return refuse(
      'not_found',
      `plan ${slug} is not this project's current plan${plan === undefined ? '' : ` (that is ${plan.slug})`}`,
      'ask the main agent which plan to work to (tdd_plan {"action":"get"} shows the current one)',
    )
  }
  if (plan.status !== 'active') {
    return refuse(
      'conflict',
      `plan ${slug} is ${plan.status}: ${plan.reason ?? ''}`,
      'stop and report BLOCKED to the main agent; a human decides, and a replaced plan (tdd_plan replace) can be worked on again',
    )
  }
  return undefined
}

async function adopt(
  tx: Tx,
  caller: Caller,
  binding: { readonly callerId: number; readonly taskId: number },
  plan: PlanRow,
  hashes: ReadonlyMap<string, string | null>,
): Promise<{ adopted: string[]; notAdopted: string[] }> {
  const since = await planSeq(tx, plan.id)
  const paths = [...hashes.keys()]
  const writes = await scenarioWrites(tx, caller.sessionId, WORKER_AGENT_TYPES.scenario, paths, since)
  const adopted: string[] = []
  const notAdopted: string[] = []
  for (const path of paths) {
    const write = writes.get(path)
    const hash = hashes.get(path) ?? null
    if (write === undefined) {
      notAdopted.push(`${path} (no write by evident:scenario since plan v${plan.version} was made)`)
      continue
    }
    if (hash === null || write.contentHash !== hash) {
      notAdopted.push(`${path} (changed since evident:scenario wrote it)`)
      continue
    }
    insertArtifact(
      sqliteOf(tx),
      { callerId: binding.callerId, taskId: binding.taskId, phaseId: null, behaviorId: null },
      {
        kind: 'test_written',
        filePath: path,
        contentHash: hash,
        detail: JSON.stringify({ via: 'plan', plan: plan.slug, adoptedFrom: write.artifactId, writer: write.agentId }),
      },
    )
    adopted.push(path)
  }
  return { adopted, notAdopted }
}
