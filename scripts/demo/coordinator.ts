import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { PlanView } from '../../mcp-server/src/clients/report/model.js'
import type { Agent } from './agent.js'
import {
  BENT_TEST,
  CODE_FILE,
  FIX,
  HELPER,
  HELPER_FILE,
  HYPOTHESIS,
  PLAN,
  REFACTOR,
  SCENARIO,
  SCENARIO_TEST,
  SLUG,
  TEST_FILE,
  VERIFICATION,
  VERIFICATION_FILE,
} from './coordinator-edits.js'
import { evidence, shippedCli, type Evidence } from './evidence.js'
import { moves, type Data, type Moves } from './moves.js'
import { DemoFailure, type Narrator } from './narrator.js'
import type { DemoResult } from './run.js'
import { openDemoSession, type DemoOptions, type DemoSession, type Subagent } from './session.js'
import { cite } from './scenario.js'

/**
 * `npm run demo -- coordinator`: the TDD coordinator's chain on the example's spec `docs/specs/url-slugs.md`, through
 * the same server and hooks as the main demo. The main agent decides the plan and has a PASS claim refused; the
 * scenario worker writes the recipe's test; the implement worker is denied a file outside its write set and an edit
 * of the test, then takes the scenario red → green → refactor → done; the verify worker's whole-suite run gives the
 * binding PASS; the PASS claim is accepted now; `evident drift --slug` is clean; the report shows it all.
 */
const worker = (role: string): Subagent => ({ agentId: `${role}-1`, agentType: `evident:${role}` })

export async function runCoordinatorDemo(options: DemoOptions): Promise<DemoResult> {
  const session = await openDemoSession(options, 'evident coordinator demo')
  const { ws, say, sessionId } = session
  const ev = evidence(ws.dbPath)
  let tddTaskId: number | undefined
  try {
    const newest = () => ev.newestSessionViolation(sessionId)
    const main = session.agent()
    const m = moves(main, say, newest)

    // The prerequisite: the user approved the spec (evident's state, which no agent may write).
    const approval = join(ws.project, `.claude/state/spec_approvals/${SLUG}.approval`)
    mkdirSync(dirname(approval), { recursive: true })
    writeFileSync(approval, 'approved by the user\n')
    say.note(`— the user has approved the spec (.claude/state/spec_approvals/${SLUG}.approval)`)
    say.note(`— the main agent decides the plan for docs/specs/${SLUG}.md`)
    await m.call('tdd_plan', { action: 'create', ...PLAN }, (d) => {
      const plan = d['plan'] as Data
      return `tdd_plan create → plan ${String(plan['slug'])} v${String(plan['version'])}: 1 scenario, write set ${CODE_FILE}, ${String(plan['fixIterations'])} fix iterations${d['mirrorWritten'] === true ? `; mirrored to .claude/state/tdd/${SLUG}.json` : ''}`
    })
    await drift(main, say, 1)
    await m.blocked(
      `Write ${VERIFICATION_FILE} claiming "Verdict: PASS" before any run`,
      'pass_claim_without_pass_verdict',
      main.write(VERIFICATION_FILE, VERIFICATION),
    )

    say.note(`— the scenario worker writes the recipe's test`)
    const scenario = await subagent(session, worker('scenario'))
    await moves(scenario, say, newest).allowed(
      `scenario-1: Edit ${TEST_FILE} (adds "${SCENARIO}", Covers AC-1)`,
      scenario.edit(TEST_FILE, SCENARIO_TEST.old, SCENARIO_TEST.new),
    )

    say.note('— the implement worker takes the scenario red → green → refactor → done')
    const implement = await subagent(session, worker('implement'))
    tddTaskId = await implementScenario(implement, moves(implement, say, newest), say)

    say.note('— the verify worker runs the whole suite')
    const verify = await subagent(session, worker('verify'))
    const verified = await moves(verify, say, newest).call('run_tests', {}, (d) => {
      const counts = d['counts'] as { total: number; failed: number }
      const verdict = d['verdict'] as Data | undefined
      return `verify-1: run_tests → run ${String(d['runId'])} ${String(d['outcome'])}: all ${counts.total} tests pass; binding verdict ${String(verdict?.['verdict'])}`
    })
    if ((verified['verdict'] as Data | undefined)?.['verdict'] !== 'PASS')
      say.fail(`the verify worker's run gave no binding PASS: ${JSON.stringify(verified['verdict'])}`)

    say.note('— the main agent closes the chain')
    await m.allowed(
      `Write ${VERIFICATION_FILE} claiming "Verdict: PASS" (the binding verdict of run ${String(verified['runId'])})`,
      main.write(VERIFICATION_FILE, VERIFICATION),
    )
    await drift(main, say, 0)
    await checkReport(session, ev, Number(verified['runId']))
    say.note(`report: ${ws.reportPath}`)
    say.note(`(the project copy, its evidence database and the report stay in ${ws.dir}: delete it when done)`)
    return { ok: true, workspace: ws, tddTaskId }
  } catch (error) {
    if (!(error instanceof DemoFailure)) throw error
    if (session.serverLog().includes('error')) options.print(`server log:\n${session.serverLog().trim()}`)
    return { ok: false, workspace: ws, tddTaskId }
  } finally {
    await ev.close()
    await session.close()
  }
}

/** A worker dispatched by the main agent: Claude Code's SubagentStart hook, then its own tool calls. */
async function subagent(session: DemoSession, who: Subagent): Promise<Agent> {
  await session.hooks(who).run('SubagentStart', {})
  session.say.ok(`SubagentStart: ${who.agentId} (${who.agentType})`)
  return session.agent(who)
}

/** The implement worker's task from the plan, its two denied shortcuts, and the honest cycle. */
async function implementScenario(agent: Agent, m: Moves, say: Narrator): Promise<number> {
  const started = await m.call(
    'tdd_task',
    { action: 'start', goal: `${SCENARIO} of plan ${SLUG}`, runId: 'demo-implement-1', plan: SLUG },
    (d) =>
      `implement-1: tdd_task start from plan ${SLUG} → task ${String(d['tddTaskId'])}, behavior ${String((d['behaviorIds'] as number[])[0])}; took over ${(d['adoptedTests'] as string[]).join(', ') || 'no test'}`,
  )
  if ((started['adoptedTests'] as string[]).join() !== TEST_FILE)
    say.fail(
      `the task took over ${JSON.stringify(started['adoptedTests'])}, not ${TEST_FILE}: ${JSON.stringify(started['notAdoptedTests'])}`,
    )
  const tddTaskId = started['tddTaskId'] as number
  const ids = { tddTaskId, goalId: started['goalId'] as number }
  const b = (started['behaviorIds'] as number[])[0] ?? 0
  await m.blocked(
    `implement-1: Write ${HELPER_FILE} (a helper outside the write set)`,
    'outside_write_set',
    agent.write(HELPER_FILE, HELPER),
  )
  await m.blocked(
    `implement-1: Edit ${TEST_FILE} to expect what the code returns`,
    'implement_test_edit',
    agent.edit(TEST_FILE, BENT_TEST.old, BENT_TEST.new),
  )
  await m.accept(ids, b, 'red')
  const red = await m.runTests('failed')
  const failing = cite(red, 'test_failed_run', say)
  await m.accept(ids, b, 'green', failing)
  const hypothesis = await hypothesize(m, tddTaskId, red.runId)
  await m.allowed(`implement-1: Edit ${CODE_FILE} (the fix)`, agent.edit(CODE_FILE, FIX.old, FIX.new))
  const green = await m.runTests('passed')
  await m.call(
    'hypothesis',
    { action: 'validate', id: hypothesis, outcome: 'confirmed' },
    () => `hypothesis ${hypothesis} confirmed`,
  )
  await m.accept(ids, b, 'refactor', cite(green, 'test_passed_run', say, failing))
  await m.allowed(`implement-1: Edit ${CODE_FILE} (extract words())`, agent.edit(CODE_FILE, REFACTOR.old, REFACTOR.new))
  await m.runTests('passed')
  await m.call(
    'tdd_behavior',
    { action: 'update', tddTaskId, behaviorId: b, status: 'done' },
    () => `behavior ${b} is done`,
  )
  await m.call('tdd_goal', { action: 'update', ...ids, status: 'done' }, () => `goal ${ids.goalId} is done`)
  await m.call(
    'tdd_task',
    { action: 'end', tddTaskId, outcome: 'succeeded' },
    (d) => `tdd_task end → task ${tddTaskId} ${String(d['outcome'])}`,
  )
  return tddTaskId
}

/** test_errors of the red run, then a hypothesis citing its error and a frame in the test file. */
async function hypothesize(m: Moves, tddTaskId: number, runId: number): Promise<number> {
  const errors = (
    await m.call('test_errors', { runId, test: SCENARIO }, (d) => {
      const [e] = d['errors'] as Data[]
      return `test_errors → error ${String(e?.['id'])}: ${String(e?.['name'])} expected ${String(e?.['expected'])}, got ${String(e?.['actual'])}`
    })
  )['errors'] as Data[]
  const error = errors[0] ?? {}
  const frames = (error['frames'] ?? []) as Data[]
  const frame = frames.find((f) => f['file'] === TEST_FILE) ?? frames[0] ?? {}
  const recorded = await m.call(
    'hypothesis',
    { action: 'record', tddTaskId, content: HYPOTHESIS, citedTestErrorId: error['id'], citedStackFrameId: frame['id'] },
    (d) =>
      `hypothesis record → hypothesis ${String((d['hypothesis'] as Data)['id'])} citing error ${String(error['id'])}`,
  )
  return (recorded['hypothesis'] as Data)['id'] as number
}

/** The main agent's `evident drift --slug` in Bash, which must exit as expected (1 before the work, 0 after). */
async function drift(agent: Agent, say: Narrator, expected: 0 | 1): Promise<void> {
  const command = `evident drift --slug ${SLUG}`
  const ran = await agent.shell(command)
  if (ran.denied) return say.fail(`Bash \`${command}\` was denied: ${ran.reason}`)
  const counts = /(\d+ of \d+ unresolved)/.exec(ran.stderr)?.[1] ?? ran.stderr.trim()
  if (ran.exitCode !== expected)
    say.fail(`Bash \`${command}\` exited ${String(ran.exitCode)}, expected ${expected}: ${ran.stderr.trim()}`)
  if (ran.stderr.includes('not recorded')) say.fail(`Bash \`${command}\`: ${ran.stderr.trim()}`)
  say.ok(
    `Bash \`${command}\` → exit ${expected}: ${counts}${expected === 1 ? ' (nothing is built yet)' : ''}; ${ran.stdout.trim()}`,
  )
}

/**
 * The session's report: in-process, it must show the plan with the scenario worker's test inside the recipe tests,
 * the implement worker's two refusals outside the write set and its edits inside, the verify worker's PASS as the
 * binding verdict and the clean drift check; then the shipped CLI writes it.
 */
async function checkReport(session: DemoSession, ev: Evidence, verifyRun: number): Promise<void> {
  const { say, sessionId, ws } = session
  const data = await ev.session(sessionId)
  const plan: PlanView | undefined = data.coordinator.plans.find((p) => p.slug === SLUG)
  if (plan === undefined) return say.fail(`the report of session ${sessionId} shows no plan ${SLUG}`)
  const edits = plan.workerEdits
  const shown = (role: string, inside: boolean, refused: boolean) =>
    edits.filter((e) => e.role === role && e.inside === inside && e.refused === refused)
  const refusedOutside = shown('implement', false, true).map((e) => e.change.split(' ')[0])
  if (shown('scenario', true, false).length !== 1)
    say.fail(`the report shows no scenario test inside the recipe: ${JSON.stringify(edits)}`)
  if (refusedOutside.join() !== 'outside_write_set,implement_test_edit')
    say.fail(
      `the report shows the implement worker refused outside its write set for ${JSON.stringify(refusedOutside)}`,
    )
  if (shown('implement', true, false).length < 2)
    say.fail(`the report shows no implement edits inside the write set: ${JSON.stringify(edits)}`)
  const binding = plan.verdicts.at(-1)
  if (binding?.verdict !== 'PASS' || binding.runId !== verifyRun || !binding.wholeSuite)
    return say.fail(
      `the report's binding verdict is not the verify worker's PASS of run ${verifyRun}: ${JSON.stringify(binding)}`,
    )
  const latest = data.coordinator.drift.find((d) => d.slug === SLUG)
  if (latest?.verdict !== 'clean')
    return say.fail(`the report's drift check of ${SLUG} is not clean: ${JSON.stringify(latest)}`)
  say.ok(
    `evidence of plan ${SLUG} v${plan.version}: ${edits.filter((e) => !e.refused).length} worker edits inside the plan, ` +
      `${edits.filter((e) => e.refused).length} refused outside it; binding verdict ${binding.verdict} of run ${binding.runId} by ${binding.by ?? '?'}; drift ${latest.verdict}`,
  )
  const ran = await shippedCli({ repo: session.repo, env: session.serverEnv, cwd: ws.project }, [
    'report',
    '--session',
    sessionId,
    '--out',
    ws.reportPath,
  ])
  if (ran.code !== 0 || ran.stdout.trim() !== ws.reportPath)
    say.fail(`evident report exited ${ran.code}: ${ran.stdout} ${ran.stderr}`)
  say.ok(`evident report --session ${sessionId} --out ${ws.reportPath}`)
}
