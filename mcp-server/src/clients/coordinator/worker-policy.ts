import type { WorkerRole } from '../../domain/vocabulary.js'
import { denialText } from '../../engine/gates/denial-text.js'
import { VIOLATION_OF, type EditDecision, type EditDenial } from '../../engine/gates/edit-denials.js'
import type { FileKind } from '../../project/test-files.js'
import { isBuildOutput } from '../../project/test-files.js'
import { holdsTests } from '../../engine/gates/test-weakening.js'
import { addedLines, addedTitles, carriesCovers, namesScenario, stubIn } from './worker-text.js'

/**
 * The coordinator's workers held to the plan decided in the main context (docs/coordinator.md), as part of the edit
 * policy: every Edit-family call and every shell change of a worker passes here first. The scenario worker writes
 * only the plan's test files, each test it adds naming its scenario and carrying `Covers <id>`; the implement worker
 * changes only its write set, never a test, creates a source file only after its test, and stops at the fix limit;
 * the verify worker changes nothing. No worker adds a stub marker. Build output and `.claude/state/` are no
 * worker's business. Undefined: no worker rule refuses the change (the ordinary rules still apply).
 */
export interface WorkerPlan {
  readonly slug: string
  readonly status: 'active' | 'blocked'
  readonly reason: string | null
  readonly testPaths: readonly string[]
  readonly writeSet: readonly string[]
  /** Each recipe entry's name and the label its test carries after `Covers` (`AC-3`, `regression`, `boundary`). */
  readonly scenarios: readonly { readonly name: string; readonly covers: string }[]
  readonly stubMarkers: readonly string[]
}

export interface WorkerFacts {
  readonly role: WorkerRole
  /** The project's current plan (active or blocked); null when there is none. */
  readonly plan: WorkerPlan | null
  /** The text the change replaces and the text it puts there (an Edit's portions; a whole file otherwise). */
  readonly text?: { readonly before: string; readonly after: string } | undefined
  /** The whole file after the change, when known. */
  readonly fileAfter?: string | undefined
  /** The change creates the file. */
  readonly creates?: boolean | undefined
  /** A test file matching the new file exists (the test-first guard); unknown: it does not. */
  readonly matchingTest?: boolean | undefined
}

export interface WorkerChange {
  readonly file: string
  readonly kind: FileKind
  readonly via: 'edit' | 'shell' | 'delete'
  readonly worker: WorkerFacts
}

type Decision = Exclude<EditDecision, { readonly ok: true }>

const deny = (reason: EditDenial, todo: string, why: string): Decision => ({
  ok: false,
  reason,
  violation: VIOLATION_OF[reason],
  message: denialText(todo, why, reason),
})

const list = (paths: readonly string[]): string => paths.join(', ')

/** Folders no worker rule is about: build output, and the state of evident and the harness (`.claude/state/`). */
const exemptFromWorkers = (file: string): boolean => isBuildOutput(file) || file.startsWith('.claude/state/')

export function decideWorker(change: WorkerChange): Decision | undefined {
  const { file, worker } = change
  if (exemptFromWorkers(file)) return undefined
  const plan = worker.plan
  const who = `evident:${worker.role}`
  if (plan === null) {
    return deny(
      'worker_without_plan',
      'Stop and report to the main agent that the project has no coordinator plan (it creates one with tdd_plan)',
      `you are ${who}, a worker of the TDD coordinator, and this project has no plan, so there is nothing ${file} could be written for.`,
    )
  }
  if (worker.role === 'verify') {
    return deny(
      'verify_worker_edit',
      'Leave the files as they are and report what you found',
      `you are ${who}: verifying runs the tests (run_tests) and reads, and changes nothing, so ${file} stays as it is.`,
    )
  }
  return worker.role === 'scenario' ? scenario(change, plan) : implement(change, plan)
}

function scenario(change: WorkerChange, plan: WorkerPlan): Decision | undefined {
  const { file, kind, worker } = change
  const inRecipe = plan.testPaths.includes(file)
  const helper =
    kind === 'test' && !inRecipe && change.via !== 'delete' && worker.fileAfter !== undefined
      ? !holdsTests(file, worker.fileAfter)
      : false
  if (kind !== 'test' || (!inRecipe && !helper)) {
    return deny(
      'scenario_outside_recipe',
      `Write only the plan's test files (${list(plan.testPaths)}); if another file is needed, stop and ask the main agent to replace the plan`,
      `plan ${plan.slug} decides which tests exist, and ${file} is ${kind === 'test' ? 'a test file it does not list' : `a ${kind} file, not a test`}.`,
    )
  }
  const text = worker.text
  if (text === undefined) return undefined
  const titles = addedTitles(file, text.before, text.after) ?? []
  for (const title of titles) {
    const entry = plan.scenarios.find((s) => namesScenario(title, s.name))
    if (entry === undefined) {
      return deny(
        'unnamed_scenario_test',
        `Name the test after its recipe scenario (${plan.scenarios.map((s) => s.name).join(', ')})`,
        `the test "${title}" in ${file} names no scenario of plan ${plan.slug}; every test the scenario worker writes is one recipe entry, named for it.`,
      )
    }
    if (!carriesCovers(text.after, entry.covers)) {
      return deny(
        'unnamed_scenario_test',
        `Write "Covers ${entry.covers}" in a comment of the test ${entry.name}`,
        `each test names what it covers, so the drift check can find it, and the test "${title}" in ${file} carries no "Covers ${entry.covers}".`,
      )
    }
  }
  return stub(change, plan)
}

function implement(change: WorkerChange, plan: WorkerPlan): Decision | undefined {
  const { file, kind, worker } = change
  if (plan.status === 'blocked') {
    return deny(
      'fix_limit_reached',
      'Stop and report BLOCKED to the main agent with the reason below; a human decides what happens next (a refined plan via tdd_plan replace, then a new implement run)',
      `plan ${plan.slug} is blocked: ${plan.reason ?? 'the implement worker used its fix iterations'}. No more changes are made under it.`,
    )
  }
  if (kind === 'test' || kind === 'snapshot') {
    return deny(
      'implement_test_edit',
      'Leave the tests as the scenario worker wrote them and change the production code; if a test is wrong, stop and report BLOCKED with why',
      `you are evident:implement, and ${file} is a ${kind} file: the implement worker never changes a test.`,
    )
  }
  if (plan.writeSet.length === 0 ? kind !== 'production' : !plan.writeSet.includes(file)) {
    return deny(
      'outside_write_set',
      plan.writeSet.length === 0
        ? `Change only source files of the project (the plan's default write set); if ${file} must change, stop and report BLOCKED so the main agent can replace the plan`
        : `Change only the files of the write set (${list(plan.writeSet)}); if ${file} must change, stop and report BLOCKED so the main agent can replace the plan`,
      plan.writeSet.length === 0
        ? `plan ${plan.slug} names no write set, so the implement worker may change the project's source files (evident's classification: its source extensions), and ${file} is a ${kind} file.`
        : `plan ${plan.slug} fixed the implement worker's write set, and ${file} is not in it.`,
    )
  }
  if (worker.creates === true && kind === 'production' && worker.matchingTest !== true) {
    return deny(
      'test_first',
      `Write the code into an existing file of the write set, or stop and ask the main agent for a test of ${file} in the recipe`,
      `a new source file needs its test first (test-first guard), and no test file matching ${file} exists (e.g. next to it, or among the plan's test files ${list(plan.testPaths)}).`,
    )
  }
  return stub(change, plan)
}

function stub(change: WorkerChange, plan: WorkerPlan): Decision | undefined {
  const text = change.worker.text
  if (text === undefined) return undefined
  const hit = stubIn(addedLines(text.before, text.after), plan.stubMarkers)
  if (hit === undefined) return undefined
  return deny(
    'stub_marker',
    'Write the real code (or the real test) instead of a placeholder',
    `the line "${hit.line}" added to ${change.file} carries a stub marker (${hit.marker}); a worker of plan ${plan.slug} delivers finished work.`,
  )
}
