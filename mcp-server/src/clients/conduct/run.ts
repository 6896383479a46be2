import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { shadowFor, snapshotOrNull } from '../../worktree/snapshot.js'
import { errorMessage } from '../../kernel/errors.js'
import type { FileClassifier } from '../../project/test-files.js'
import type { Caller } from '../../kernel/identity.js'
import { bailText, classifyBail, type BailReason } from './bail.js'
import { runBaseline, testCommandOf } from './baseline.js'
import type { ConductEvent } from '../../domain/conduct-events.js'
import { TDD_DIR } from './files.js'
import { acquireRunLock, holdRunLock, readRunLock, type RunLock } from './run-lock.js'
import { writeTddFile } from './write.js'
import { commitAll, ensureTddIgnore, excludeEvidentState, headSha, isClean, pushBranch, switchToBranch } from './git.js'
import type { IssueSource } from './issue-source.js'
import { draftLedger, renderLedger, type StepDraft } from './ledger.js'
import { conductLoop, hasLedger, type LeafRequest, type LeafResult, type LoopPorts } from './loop.js'
import { writeLedger } from './ledger.js'

/** Everything a conducted run needs from its caller (cli/conduct.ts wires the real ones). */
export interface RunOptions {
  readonly root: string
  readonly dbPath: string
  readonly issueNumber: number
  readonly source: IssueSource
  readonly revisions: number
  /** The steps to plan when the issue has no ledger yet (default: one per acceptance criterion). */
  readonly steps?: readonly StepDraft[] | undefined
  readonly caller: Caller
  readonly classify: FileClassifier
  /** The baseline run's time limit, seconds. */
  readonly baselineTimeoutSec: number
  /** Makes the leaf runner once the test command is known (it reaches the leaves through their environment). */
  readonly leafRunner: (testCommand: string) => (request: LeafRequest) => Promise<LeafResult>
  readonly judge: LoopPorts['judge']
  readonly emit: (event: Omit<ConductEvent, 'at' | 'issue'>) => Promise<void>
  /** Progress lines for whoever started the run. */
  readonly say: (line: string) => void
  /** Whether the leaves run sealed, said in the run-start event (`leaves sealed`, or LEAVES_UNSEALED and why). */
  readonly sealNote?: string | undefined
}

const IGNORE_FILE = `${TDD_DIR}/.gitignore`

/** How the run ended: 0 done, 1 bailed or stopped (the bail file and the events say which and why). */
export type RunEnd =
  | { readonly kind: 'done'; readonly pr: string | undefined }
  | { readonly kind: 'stopped'; readonly mode: string }
  | { readonly kind: 'bailed'; readonly reason: BailReason; readonly file: string }

/** `.tdd/issue-<n>-bail.md` (git-ignored): issue n's last bail, its question written out when it needs the user. */
export const bailFile = (root: string, issue: number): string => join(root, TDD_DIR, `issue-${issue}-bail.md`)

/**
 * Conducts one issue: preflight (a clean tree, an unambiguous test command, the ledger planned and committed on the
 * issue's branch, a green baseline), the loop over the ledger, then the hand-off — a draft pull request, or a bail
 * whose cause is classified and whose question is written out. The conductor itself never writes code.
 */
export async function conductIssue(o: RunOptions): Promise<RunEnd> {
  const release = acquireRunLock(o.root, o.issueNumber)
  try {
    const mine = readRunLock(o.root)
    if (mine === undefined) throw new Error(`the run lock of issue #${o.issueNumber} vanished as it was taken`)
    return await conduct(o, mine)
  } finally {
    release()
  }
}

async function conduct(o: RunOptions, mine: RunLock): Promise<RunEnd> {
  const n = o.issueNumber
  const bailed = async (
    reason: BailReason,
    detail: string,
    extra: {
      question?: string
      step?: { readonly number: number; readonly title: string }
      kept?: readonly string[]
      discarded?: readonly string[]
    } = {},
  ): Promise<RunEnd> => {
    const { cause } = classifyBail(reason)
    const text = bailText({
      reason,
      detail,
      issue: n,
      ...(extra.question === undefined ? {} : { question: extra.question }),
      ...(extra.step === undefined ? {} : { step: extra.step }),
      kept: [...(extra.kept ?? [])],
      discarded: [...(extra.discarded ?? [])],
    })
    const file = bailFile(o.root, n)
    writeTddFile(o.root, file, text)
    if (extra.step === undefined) await o.emit({ kind: 'bail', detail: `${cause} (${reason}): ${detail}` })
    await o.source.narrate(text)
    o.say(`evident conduct: bailed (${cause}: ${reason}) — ${file}`)
    return { kind: 'bailed', reason, file }
  }

  ensureTddIgnore(o.root)
  await excludeEvidentState(o.root)
  const clean = await isClean(o.root)
  const dirty = clean.clean ? [] : clean.paths.filter((p) => p !== IGNORE_FILE)
  if (dirty.length > 0)
    return bailed('dirty-tree', `uncommitted changes: ${dirty.join(', ')}`, {
      question: `The working tree has uncommitted changes (${dirty.join(', ')}). Commit or stash them, then rerun evident conduct run ${n}?`,
    })
  const issue = await o.source.read()
  const command = testCommandOf(o.root)
  if (!command.ok)
    return bailed('ambiguous-test-command', 'no test command evident can name', { question: command.question })
  await switchToBranch(o.root, `conduct/issue-${n}`)
  if (!hasLedger(o.root, n)) {
    const ledger = draftLedger(issue, o.steps)
    writeLedger(o.root, ledger)
    const sha = await commitAll(o.root, `conduct(#${n}): plan — ${ledger.steps.length} steps`)
    await o.source.narrate(`Plan (${sha.slice(0, 12)}):\n\n${renderLedger(ledger)}`)
    o.say(`evident conduct: planned ${ledger.steps.length} steps in .tdd/issue-${n}.md (${sha.slice(0, 12)})`)
  } else if (!clean.clean) {
    await commitAll(o.root, `conduct(#${n}): ignore the conductor's working files (${IGNORE_FILE})`)
  }
  o.say(`evident conduct: baseline — running the whole suite with ${command.description}`)
  const baseline = await runBaseline(o.root, o.dbPath, command.runner, o.caller, o.baselineTimeoutSec)
  if (!baseline.green)
    return bailed('red-baseline', baseline.detail, {
      question: `The test suite is red before any step (${baseline.detail}). Fix or quarantine the failing tests on ${await headSha(o.root)}, then rerun evident conduct run ${n}?`,
    })
  await o.emit({
    kind: 'run-start',
    detail: `baseline green (${baseline.detail}); tests: ${command.description}${o.sealNote === undefined ? '' : `; ${o.sealNote}`}`,
  })
  const runLeaf = o.leafRunner(command.description)
  const end = await conductLoop({
    root: o.root,
    issue,
    source: o.source,
    revisions: o.revisions,
    classify: o.classify,
    runLeaf: async (request) => {
      // The lock is what makes the hooks hold every other session: a leaf that removed it gets it back first.
      if (holdRunLock(o.root, mine)) o.say(`evident conduct: .tdd/conduct.lock was gone or rewritten; restored`)
      return runLeaf(request)
    },
    judge: o.judge,
    // The verifier's checkout as evident's store sees it: the tree id its runs will be recorded on.
    snapshotOf: (dir) => (existsSync(o.dbPath) ? (snapshotOrNull(shadowFor(o.dbPath, dir)) ?? undefined) : undefined),
    emit: o.emit,
  })
  if (end.kind === 'stopped') {
    await o.source.narrate(
      `Stopped (${end.mode}) at ${await headSha(o.root)}; rerun evident conduct run ${n} to resume.`,
    )
    o.say(`evident conduct: stopped (${end.mode})`)
    return { kind: 'stopped', mode: end.mode }
  }
  if (end.kind === 'bailed')
    return bailed(end.reason, end.detail, {
      ...(end.step === undefined ? {} : { step: end.step }),
      kept: end.kept,
      discarded: end.discarded,
    })
  const branch = `conduct/issue-${n}`
  let where: string | undefined
  try {
    // On GitHub the branch must be there before a pull request can name it; a file issue's PR is a local file.
    if (o.source.kind === 'gh') await pushBranch(o.root, branch)
    const pr = await o.source.openDraftPr({
      title: `#${n}: ${issue.title}`,
      body: `Conducted by evident: every step of .tdd/issue-${n}.md was developed by one leaf and confirmed by a blind verifier whose PASS its own recorded test runs back.\n\nCloses #${n}.`,
      branch,
    })
    where = pr.url ?? pr.path
  } catch (error) {
    // The work is done and committed on the branch; only the hand-off failed: say so, keep the run's answer.
    const why = `every step is done on ${branch}, but the draft PR could not be opened: ${errorMessage(error)}`
    o.say(`evident conduct: ${why}`)
    await o.emit({ kind: 'done', detail: why })
    return { kind: 'done', pr: undefined }
  }
  await o.emit({ kind: 'done', detail: where === undefined ? 'all steps done' : `draft PR: ${where}` })
  o.say(
    `evident conduct: done — every step of issue #${n} is ticked${where === undefined ? '' : `; draft PR: ${where}`}`,
  )
  return { kind: 'done', pr: where }
}
