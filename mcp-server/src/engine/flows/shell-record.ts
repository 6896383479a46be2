import { readlinkSync, realpathSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { contentSha256Hex } from '../../kernel/content-hash.js'
import { VERDICT_FILE } from '../../domain/verdict-file.js'
import { DONE_DENIAL, DONE_VIOLATION } from '../../domain/done-gate.js'
import { type ClaimDenial, type ViolationKind } from '../../domain/vocabulary.js'
import { VERDICT_WHAT } from '../gates/own-state.js'
import { projectRelative } from '../../project/project-path.js'
import { claimJudge, verificationRules, type ClaimJudge } from './pass-claim.js'
import { repairVerdictFile, settleVerdictFile, verdictMirror, type VerdictMirror } from './verdict-mirror.js'
import { decideEdit, VIOLATION_OF, type EditDecision, type EditDenial } from '../gates/edit-policy.js'
import { withNote } from '../gates/denial-text.js'
import { countsAsCode, holdsCode, type FileKind } from '../../project/test-files.js'
import {
  assertionNotes,
  holdsTests,
  keepsTests,
  testMetrics,
  weakenings,
  type TestMetrics,
} from '../gates/test-weakening.js'
import { recordHookErrorRow, writeHookDb, type HookDb } from '../../store/hook-db.js'
import { anyOpenTask, frozenProjectConfig, frozenProjectTestGlobs } from '../../store/statements/tasks.js'
import { callerState, type CallerState } from '../../store/statements/callers.js'
import { editRecordedSince, insertCallerArtifact, redEvidenceFiles } from '../../store/statements/artifacts.js'
import {
  closeUnmeasuredShellCommand,
  finishShellCommand,
  insertFinishedShellCommand,
  markShellUnmeasured,
  endShellWindow,
  lapsedShellCommandOf,
  newestShellTree,
  otherShellWindowSince,
  releaseShellLease,
  setShellChanges,
  setShellTreeBefore,
  shellCommandOf,
  shellCommandsChanging,
} from '../../store/statements/shell-commands.js'
import { hasCitedHypothesis } from '../../store/statements/hypotheses.js'
import { insertViolation } from '../../store/statements/violations.js'
import { otherOpenPhases, phaseStartTree } from '../../store/statements/phases.js'
import { foreignChange } from '../gates/foreign-change.js'
import { type Sqlite } from '../../store/statements/sqlite.js'
import { classifierFor } from '../../project/classifier.js'
import type { ChangeJudge, HookContext } from './hook-context.js'
import { isWithin } from '../../kernel/containment.js'
import { filePath } from '../../kernel/path-bytes.js'
import { recordDecided, type Decided } from './decided.js'
import { readBytes } from '../../project/edit-input.js'
import { noteText } from './record-edit.js'
import { testRunsDuring } from './shell-test-runs.js'
import { bypassDetail, bypassMessage } from '../gates/runner-traces.js'
import type { OracleRule } from '../gates/oracle.js'
import type { OracleRecord, shellOracle } from './oracle-record.js'
import { tell, type HookDecision } from '../../domain/hook-decision.js'
import { stringField } from '../../domain/hook-payload.js'
import { TDD_AGENT_TYPE, workerRoleOf } from '../../domain/agent-types.js'
import type * as Snapshot from '../../worktree/snapshot.js'
import type { Shadow, TreeChange } from '../../worktree/snapshot.js'

/**
 * Shell commands measured by the working tree, not guessed from their text. While any TDD task is open in the
 * project (or for evident's TDD agent), PreToolUse on Bash opens a `shell_commands` row and snapshots the tree;
 * PostToolUse snapshots it again, diffs the two, and records each changed path as `test_written` / `code_written`
 * (`detail.via = "shell"`) bound to the caller's open task and phase, judged by the edit policy: a change the
 * policy refuses is a violation (the command already ran, so nothing is denied) and the model is told how to undo
 * it (`evident restore <path>…`). Changes an Edit-family hook recorded in the same window are left to that record;
 * a path put back to its content at the start of the caller's open phase, or to its content before a change that
 * was a violation, is a revert: recorded, never a violation. During the caller's TDD task, the lines a command added
 * to production code are judged for oracle-aware code (`engine/gates/oracle.ts`), before against after: each finding
 * is an ORACLE_AWARE_CODE violation. Code the command changed while another agent's open task is in red or green is
 * a FOREIGN_CHANGE violation of the caller (`engine/gates/foreign-change.ts`).
 *
 * The VDD Done gate needs the same measurement for every agent: in a project with beans (`ai/beans/` exists) every
 * Bash command is measured too, and a bean.md whose Status the command set to Done without a passing VDD verdict is
 * an UNVERIFIED_DONE violation (`no_passing_vdd_report`), with the same `evident restore` remedy. Outside a TDD
 * context only bean files are judged and recorded.
 */

/** One changed path as `shell_commands.changes` stores it (a JSON array of these). */
export interface ShellChange {
  /** Project-relative, stored form (`kernel/path-bytes.ts`: a non-UTF-8 name C-quoted; also `artifacts.file_path`). */
  readonly path: string
  readonly status: TreeChange['status']
  readonly kind: FileKind
  /** The blob and mode before (null when the command created the file) and after (null when it deleted it). */
  readonly before: { readonly blob: string; readonly mode: string } | null
  readonly after: { readonly blob: string; readonly mode: string } | null
  /** SHA-256 hex of the file's bytes after the command (null when deleted): what `evident restore` checks. */
  readonly contentHash: string | null
  /**
   * `shell`: recorded as the command's; `edit`: an Edit hook recorded this content; `revert`: put back;
   * `unattributed`: another measured command's window may have overlapped this one's, so the change is no one's
   * (no artifact, no violation: the next transition of a task it touches lists it as an unrecorded change).
   */
  readonly recorded: 'shell' | 'edit' | 'revert' | 'unattributed'
  readonly violation: EditDenial | 'test_weakened' | ClaimDenial | 'own_state_command' | typeof DONE_DENIAL | null
  /** The oracle rules the lines the command added break (ORACLE_AWARE_CODE violations); absent when none. */
  readonly oracle?: readonly OracleRule[] | undefined
}

const isTddAgent = (ctx: HookContext): boolean => ctx.caller.agentType === TDD_AGENT_TYPE
/** A coordinator worker's shell changes are measured and judged against the plan, with or without a task. */
const isWorker = (ctx: HookContext): boolean => workerRoleOf(ctx.caller.agentType) !== undefined

async function shadowOf(ctx: HookContext): Promise<{ shadow: Shadow; snap: typeof Snapshot }> {
  const snap = await import('../../worktree/snapshot.js')
  const { path, projectRoot } = ctx.location()
  return { shadow: snap.shadowFor(path, projectRoot), snap }
}

/**
 * PreToolUse on Bash (a command that was not denied): opens the command's row holding the project's shell lease
 * (`shell-lease.ts`: measured commands take turns), then takes the snapshot it will be measured against. Answers with
 * a `shell_busy` denial when the lease stayed held past the wait. Throws on a failure (the caller records it as a hook
 * error and keeps its decision).
 */
export async function beginShellCommand(
  ctx: HookContext,
  command: string,
  writes: readonly string[] = [],
): Promise<HookDecision | undefined> {
  const toolUseId = ctx.payload.tool_use_id
  if (toolUseId === undefined || toolUseId === '') return undefined
  const claims = writes.length > 0 && (await writesVerificationDocument(ctx, writes))
  const db = isTddAgent(ctx) || claims ? await ctx.writableDb() : await ctx.db()
  if (db === undefined) return undefined
  const projectRoot = ctx.location().projectRoot
  if (
    !isTddAgent(ctx) &&
    !isWorker(ctx) &&
    !claims &&
    !anyOpenTask(db.sqlite) &&
    !ctx.clients.beans.measured(projectRoot)
  )
    return undefined
  const { acquireShellLease } = await import('./shell-lease.js')
  const lease = await acquireShellLease(db, ctx.caller, {
    toolUseId,
    command,
    projectRoot,
    toolInput: ctx.payload.tool_input,
    env: ctx.env,
  })
  if ('busy' in lease) return lease.busy
  // The verdict file as the store has it before the command runs: afterwards, only what the command changed counts.
  settleVerdictFile(db, projectRoot, toolUseId)
  const { shadow, snap } = await shadowOf(ctx)
  let tree: string
  try {
    tree = snap.snapshot(shadow)
  } catch (error) {
    if (!(error instanceof snap.SnapshotBudgetError)) throw error
    // A tree too big to snapshot within the hook's budget: the command runs unmeasured, holding its turn while it
    // runs, and the next transition judges what changed since the phase began (unrecorded_change).
    writeHookDb(db, (s) => markShellUnmeasured(s, lease.row.id, error.message))
    recordHookErrorRow(db, ctx.event, `Bash: not measured: ${error.message} (${command.slice(0, 200)})`)
    return tell(unmeasuredText(error.message))
  }
  writeHookDb(db, (s) => setShellTreeBefore(s, lease.row.id, tree))
  return undefined
}

/** What the model is told of a command evident could not measure for want of time. */
function unmeasuredText(why: string): string {
  return (
    `evident: this Bash command is not measured on its own: ${why} (the working tree is too big to snapshot inside a ` +
    "hook). Whatever it changes is judged by your task's next phase transition, which compares the whole tree with " +
    'the one its phase began on: a file changed by no recorded action of yours denies it (unrecorded_change). Prefer ' +
    'Edit/Write for changes to the project while this lasts; `tdd_task start` takes the first snapshot of a new task ' +
    'in the server, with no hook limit.'
  )
}

/**
 * The tree after the command, and its window ended: the project's shell lease is released at once (before the judging),
 * and released too when the snapshot fails (the row is left for the next command to close as lapsed).
 */
function afterSnapshot(
  db: HookDb,
  snap: typeof Snapshot,
  shadow: Shadow,
  open: { readonly id: number } | undefined,
): string {
  let after: string
  try {
    after = snap.snapshot(shadow)
  } catch (error) {
    if (open !== undefined) writeHookDb(db, (s) => releaseShellLease(s, open.id))
    throw error
  }
  if (open !== undefined) writeHookDb(db, (s) => endShellWindow(s, open.id, after))
  return after
}

/** A change recorded as no one's: what it is and its content hash (for `evident restore`), no rule judged. */
function noOnesChange(change: TreeChange, projectRoot: string, classify: (path: string) => FileKind): ShellChange {
  const bytes = change.status === 'deleted' ? undefined : readBytes(filePath(projectRoot, change.path))
  return {
    path: change.path,
    status: change.status,
    kind: classify(change.path),
    before: change.before ?? null,
    after: change.after ?? null,
    contentHash: bytes === undefined ? null : contentSha256Hex(bytes),
    recorded: 'unattributed',
    violation: null,
  }
}

/** What the model is told about changes recorded as no one's (nothing when the command changed nothing). */
function unattributedReport(
  changes: readonly ShellChange[],
  why: string,
  projectRoot: string,
): HookDecision | undefined {
  if (changes.length === 0) return undefined
  const paths = changes.map((c) => shellQuote(c.path))
  return tell(
    `evident: what this Bash command changed cannot be charged to it alone (${why}), so it is recorded as no one's: ` +
      `${paths.slice(0, 8).join(', ')}${paths.length > 8 ? ` and ${paths.length - 8} more` : ''}. The next phase transition ` +
      'of a task these files touch lists them as unrecorded changes: put them back with ' +
      `\`evident restore ${paths.join(' ')}\` (paths relative to ${projectRoot}) and make the change again, on its own.`,
  )
}

/** Whether one of the paths the shell reader sees a command write (as written) is a verification document. */
async function writesVerificationDocument(ctx: HookContext, writes: readonly string[]): Promise<boolean> {
  const { projectRoot } = ctx.location()
  const paths = writes.flatMap((w) => projectRelative(projectRoot, ctx.cwd, w) ?? [])
  if (paths.length === 0) return false
  const db = await ctx.db()
  const { verificationRules } = await import('./pass-claim.js')
  const rules = await verificationRules(
    projectRoot,
    db === undefined ? undefined : frozenProjectConfig(db.sqlite),
    paths,
  )
  return rules.documents.length > 0
}

interface Baseline {
  readonly tree: string
  /** Edits recorded after this seq are inside the command's window. */
  readonly seq: number
}

/**
 * The tree to measure against when the PreToolUse hook left none (it failed, or the payload had no tool use id):
 * the newer of the project's newest finished shell command's tree and the caller's open phase's start tree.
 */
function fallbackBaseline(sqlite: Sqlite, state: CallerState | undefined, projectRoot: string): Baseline | undefined {
  const shell = newestShellTree(sqlite, projectRoot)
  const phase = state?.phase ?? null
  const start = phase === null ? null : phaseStartTree(sqlite, phase.id)
  const fromPhase = phase === null || start === null ? undefined : { tree: start, seq: phase.startSeq }
  if (shell === undefined) return fromPhase
  if (fromPhase === undefined) return shell
  return shell.seq > fromPhase.seq ? shell : fromPhase
}

interface Judged {
  readonly change: ShellChange
  /** The path is a hard link of this one, whose rule it broke (the change is judged under both names). */
  readonly linkOf?: string | undefined
  /** The violation's kind when the rule is no edit-policy rule (a PASS claim, evident's verdict file). */
  readonly kind?: ViolationKind | undefined
  readonly message?: string | undefined
  readonly weakened?: { readonly found: readonly string[]; before: TestMetrics; after: TestMetrics } | undefined
  readonly metrics?: TestMetrics | undefined
  /** Counts that changed without proving a weakening (fewer assertions): recorded and told, never a violation. */
  readonly notes?: readonly string[] | undefined
  /** Oracle-aware lines the command added (during the caller's task): findings, violations, what the model is told. */
  readonly oracle?: OracleRecord | undefined
}

/** PostToolUse (or PostToolUseFailure: a non-zero exit) on Bash: measure, record, judge (see the file comment). */
export async function postBash(ctx: HookContext): Promise<HookDecision | undefined> {
  const command = stringField(ctx.payload.tool_input, 'command') ?? ''
  const db = isTddAgent(ctx) ? await ctx.writableDb() : await ctx.db()
  if (db === undefined) return undefined
  const state = callerState(db.sqlite, ctx.caller)
  const toolUseId = ctx.payload.tool_use_id ?? ''
  const open =
    state === undefined || toolUseId === '' ? undefined : shellCommandOf(db.sqlite, state.callerId, toolUseId)
  // The command outlived its shell lease and another command took it over (shell-lease.ts): its window is no one's.
  const lapsed =
    open !== undefined || state === undefined || toolUseId === ''
      ? undefined
      : lapsedShellCommandOf(db.sqlite, state.callerId, toolUseId)
  if (open?.unmeasured !== undefined && open.unmeasured !== null) {
    // Its PreToolUse could not take the tree before in time: no snapshot now either, its turn ends.
    const id = open.id
    writeHookDb(db, (s) => closeUnmeasuredShellCommand(s, id))
    return undefined
  }
  const projectTaskOpen = anyOpenTask(db.sqlite)
  if (open === undefined && lapsed === undefined && !isTddAgent(ctx) && !isWorker(ctx) && !projectTaskOpen)
    return undefined
  // Measured outside a TDD context (no task open, not the TDD agent or a worker) only for the Done gate and the
  // PASS-claim guard: only bean files and verification documents are judged and recorded.
  const beansOnly = !isTddAgent(ctx) && !isWorker(ctx) && !projectTaskOpen
  const projectRoot = ctx.location().projectRoot
  const { shadow, snap } = await shadowOf(ctx)
  const own = open ?? lapsed
  const baseline =
    own?.treeBefore !== undefined && own.treeBefore !== null
      ? { tree: own.treeBefore, seq: own.startSeq }
      : fallbackBaseline(db.sqlite, state, projectRoot)
  const after = afterSnapshot(db, snap, shadow, open)
  if (baseline === undefined) {
    recordHookErrorRow(db, ctx.event, `Bash: no tree to measure the command against (${command.slice(0, 200)})`)
    writeHookDb(db, (s) => closeRow(s, ctx, open?.id, { command, projectRoot, before: null, after, seq: 0 }, []))
    return undefined
  }
  const measured = snap.diffTrees(shadow, baseline.tree, after)
  // Attributed to exactly this command, or to no one: a window another measured command may have overlapped (a
  // lapsed lease, or no window of its own and another command open meanwhile) records its changes as no one's.
  const unattributed =
    lapsed !== undefined
      ? 'it outlived its shell lease, and another measured command of this project ran meanwhile'
      : open?.overlappedAt !== undefined && open.overlappedAt !== null
        ? "it took its turn from another agent's command whose turn had lapsed, and that command may have run meanwhile"
        : open?.treeBefore !== undefined && open.treeBefore !== null
          ? undefined
          : otherShellWindowSince(db.sqlite, projectRoot, baseline.seq, state?.callerId ?? -1)
            ? 'it had no window of its own (its PreToolUse hook took no snapshot), and another measured command of this project ran meanwhile'
            : undefined
  if (unattributed !== undefined) {
    const classify = await classifierFor(projectRoot, frozenProjectConfig(db.sqlite), frozenProjectTestGlobs(db.sqlite))
    const changes = measured.map((c) => noOnesChange(c, projectRoot, classify))
    writeHookDb(db, (s) => {
      if (lapsed !== undefined) setShellChanges(s, lapsed.id, changes)
      else
        closeRow(
          s,
          ctx,
          open?.id,
          { command, projectRoot, before: baseline.tree, after, seq: baseline.seq },
          changes.map((change) => ({ change })),
        )
    })
    return unattributedReport(changes, unattributed, projectRoot)
  }
  const blobText = (blob: string): string => snap.readBlob(shadow, blob).toString('utf8')
  // The verdict file is no part of a snapshot (a run writes it after its tree): compared with the store directly.
  const mirror = verdictMirror(db, projectRoot)
  const live = measured.filter((c) => c.status !== 'deleted').map((c) => c.path)
  const claims = await claimJudge(ctx, db, live, () => after)
  // Measured outside a TDD context only for the Done gate and the PASS-claim guard: only bean files and
  // verification documents are judged and recorded.
  const documents = beansOnly
    ? new Set((await verificationRules(projectRoot, frozenProjectConfig(db.sqlite), live)).documents)
    : undefined
  const diff =
    documents === undefined
      ? measured
      : measured.filter((c) => ctx.clients.beans.isBean(c.path) || documents.has(c.path))
  const done = await doneDecisions(ctx, projectRoot, diff, blobText)
  const phase = state?.phase ?? null
  const startTree = phase === null ? null : phaseStartTree(db.sqlite, phase.id)
  const unchangedSinceStart =
    startTree === null ? undefined : new Set(snap.diffTrees(shadow, startTree, after).map((c) => c.path))
  const classify = await classifierFor(projectRoot, frozenProjectConfig(db.sqlite), frozenProjectTestGlobs(db.sqlite))
  // Oracle-aware code: judged in code the command changed during the caller's task; its rules load only then.
  const oracle =
    (state?.taskId ?? null) !== null && diff.some((c) => c.status !== 'deleted' && holdsCode(classify(c.path)))
      ? (await import('./oracle-record.js')).shellOracle
      : undefined
  const role = workerRoleOf(ctx.caller.agentType)
  const judgeWorker = role === undefined ? undefined : await ctx.clients.workerJudge(db.sqlite, projectRoot, role)
  const facts = judgeFacts(db, state, isTddAgent(ctx) || role === 'implement', projectTaskOpen, judgeWorker)
  const added = diff.filter((c) => c.status === 'added')
  const changed = new Set(diff.map((c) => c.path))
  const { linkFinder } = await import('../../worktree/hard-links.js')
  const links = linkFinder(shadow)
  // Without a window of its own (no PreToolUse put the file right before the command) a difference is no one's.
  const forged = open?.treeBefore === undefined || open.treeBefore === null ? undefined : judgeVerdictFile(mirror)
  const judged = [
    ...(forged === undefined ? [] : [forged]),
    ...diff.map((change) =>
      judge(db.sqlite, change, {
        projectRoot,
        baseline,
        classify,
        facts,
        reverted: unchangedSinceStart !== undefined && !unchangedSinceStart.has(change.path),
        otherLinks: (path) => links(path).filter((p) => !changed.has(p)),
        claims,
        blobText,
        oracle,
        doneDenial: done.get(change.path),
        testsKept: (path, text) =>
          !holdsTests(path, text) ||
          added.some((to) => {
            const kind = classify(to.path)
            if (kind !== 'test') return false
            const bytes = readBytes(filePath(projectRoot, to.path))
            return (
              bytes !== undefined && keepsTests({ path, text }, { path: to.path, text: bytes.toString('utf8'), kind })
            )
          }),
      }),
    ),
  ]
  // A test runner that ran during the command, seen by what it left behind (a TDD context only, against the row
  // PreToolUse opened just before the command ran).
  const ranTests =
    beansOnly || open === undefined
      ? []
      : testRunsDuring(db.sqlite, {
          projectRoot,
          cwd: ctx.cwd,
          dbPath: ctx.location().path,
          sinceMs: Date.parse(open.at),
          sinceSeq: open.startSeq,
          sessionId: ctx.caller.sessionId,
          config: frozenProjectConfig(db.sqlite),
        })
  // Code the command changed (not a revert, not an Edit's record) while another agent's task is in red or green:
  // one query, only when such a change exists.
  const foreign = foreignChanges(db.sqlite, state, judged, command, projectTaskOpen)
  const bypass: Decided | undefined =
    ranTests.length === 0
      ? undefined
      : { kind: 'SESSION_BYPASS', detail: bypassDetail(ranTests, command), toolName: 'Bash' }
  try {
    writeHookDb(db, (s) => {
      for (const j of judged) record(s, ctx, command, j)
      if (bypass !== undefined) insertViolation(s, ctx.caller, bypass)
      for (const v of foreign) insertViolation(s, ctx.caller, v.violation)
      closeRow(s, ctx, open?.id, { command, projectRoot, before: baseline.tree, after, seq: baseline.seq }, judged)
    })
  } catch (error) {
    // The store stayed busy: what the command changed goes unrecorded (the hook fails open and is counted), but
    // the violations it was judged for are kept (spilled for the next hook to replay).
    const taskId = state?.taskId ?? null
    const violations = [
      ...judged.flatMap((j) => violationsOf(j, command, taskId !== null)),
      ...(bypass === undefined ? [] : [bypass]),
      ...foreign.map((f) => f.violation),
    ]
    if (violations.length > 0) await recordDecided(ctx, state === undefined ? undefined : taskId, violations)
    throw error
  } finally {
    if (mirror.current !== mirror.expected) repairVerdictFile(projectRoot, mirror.expected)
  }
  const reported = report(ctx.event, judged, projectRoot)
  const told = foreign.length === 0 ? reported : withText(reported, foreign.map((f) => f.notice).join('\n'))
  if (ranTests.length === 0) return told
  const ran = bypassMessage(ranTests, RUN_TESTS)
  return tell(told?.kind === 'tell' ? `${ran}\n${told.text}` : ran)
}

const withText = (told: HookDecision | undefined, text: string): HookDecision =>
  tell(told?.kind === 'tell' ? `${told.text}\n${text}` : text)

/**
 * The FOREIGN_CHANGE violations of a command: each code path it changed (recorded as the command's, not a revert,
 * breaking no other rule) while another agent's open task is in red or green. The open phases are read once, only when such a path exists.
 */
function foreignChanges(
  sqlite: Sqlite,
  state: CallerState | undefined,
  judged: readonly Judged[],
  command: string,
  projectTaskOpen: boolean,
): readonly { readonly violation: Decided; readonly notice: string }[] {
  // A change already recorded as another rule's violation (protected configuration, an uncited fix) is not
  // charged twice.
  const code = judged.filter(
    (j) => j.change.recorded === 'shell' && j.change.violation === null && countsAsCode(j.change.kind),
  )
  if (code.length === 0 || !projectTaskOpen) return []
  const others = otherOpenPhases(sqlite, state?.callerId)
  return code.flatMap((j) => {
    const found = foreignChange(j.change.path, j.change.kind, `Bash (${command.slice(0, 200)})`, others)
    return found === undefined
      ? []
      : [{ violation: { kind: 'FOREIGN_CHANGE', detail: found.detail, toolName: 'Bash' }, notice: found.notice }]
  })
}

const RUN_TESTS = 'mcp__plugin_evident_evident__run_tests'

interface Facts {
  readonly state: CallerState | undefined
  readonly tddAgent: boolean
  readonly projectTaskOpen: boolean
  /** The caller is a coordinator worker: its rules, against the project's current plan. */
  readonly judgeWorker: ChangeJudge | undefined
  readonly citedHypothesis: () => boolean
  readonly redEvidenceFiles: () => readonly string[]
}

function judgeFacts(
  db: HookDb,
  state: CallerState | undefined,
  tddAgent: boolean,
  projectTaskOpen: boolean,
  judgeWorker: ChangeJudge | undefined,
): Facts {
  let cited: boolean | undefined
  let red: readonly string[] | undefined
  return {
    state,
    tddAgent,
    projectTaskOpen,
    judgeWorker,
    citedHypothesis: () =>
      (cited ??=
        state !== undefined && state.taskId !== null && hasCitedHypothesis(db.sqlite, state.callerId, state.taskId)),
    redEvidenceFiles: () =>
      (red ??= state?.phase === undefined || state.phase === null ? [] : redEvidenceFiles(db.sqlite, state.phase)),
  }
}

interface JudgeInput {
  readonly projectRoot: string
  readonly baseline: Baseline
  readonly classify: (path: string) => FileKind
  readonly facts: Facts
  /** The path is back to its content at the start of the caller's open phase. */
  readonly reverted: boolean
  /** The other names of the path's file in the project that the command did not change themselves (hard links). */
  readonly otherLinks: (path: string) => readonly string[]
  readonly blobText: (blob: string) => string
  /**
   * For a deleted test file and its text before: whether the deletion removes no test — it held none, or the same
   * command moved it to a test file that keeps its tests (a rename).
   */
  readonly testsKept: (path: string, text: string) => boolean
  /** For a bean file whose Status the command set to Done without a passing verdict: the Done gate's denial. */
  readonly doneDenial?: string | undefined
  /** The PASS-claim guard for the verification documents among the changed paths (undefined: none is one). */
  readonly claims?: ClaimJudge | undefined
  /** The oracle-aware-code judge, when the caller has an open task and the command changed code. */
  readonly oracle?: typeof shellOracle | undefined
}

/**
 * The VDD Done gate on each bean file the command changed, before against after (the rule the Edit hook applies,
 * `HookClients.beans`); only denials are kept, by path.
 */
async function doneDecisions(
  ctx: HookContext,
  projectRoot: string,
  diff: readonly TreeChange[],
  blobText: (blob: string) => string,
): Promise<ReadonlyMap<string, string>> {
  const beans = diff.filter((c) => c.status !== 'deleted' && ctx.clients.beans.isBean(c.path))
  if (beans.length === 0) return new Map()
  const changes = beans.map((c) => ({ path: c.path, before: c.before === undefined ? '' : blobText(c.before.blob) }))
  return ctx.clients.beans.doneDenials(projectRoot, changes, ctx.env)
}

function judge(sqlite: Sqlite, change: TreeChange, input: JudgeInput): Judged {
  const { path, status } = change
  // Read by the name's bytes (the stored path of a non-UTF-8 name is quoted): the hash is the real file's.
  const bytes = status === 'deleted' ? undefined : readBytes(filePath(input.projectRoot, path))
  const contentHash = bytes === undefined ? null : contentSha256Hex(bytes)
  const kind = input.classify(path)
  const base = {
    path,
    status,
    kind,
    before: change.before ?? null,
    after: change.after ?? null,
    contentHash,
  }
  if (contentHash !== null && editRecordedSince(sqlite, path, contentHash, input.baseline.seq)) {
    return { change: { ...base, recorded: 'edit', violation: null } }
  }
  const afterText = bytes?.toString('utf8')
  const metrics = kind === 'test' && afterText !== undefined ? testMetrics(path, afterText) : undefined
  if (input.reverted || undoesViolation(sqlite, input.projectRoot, path, change.after?.blob ?? null)) {
    return { change: { ...base, recorded: 'revert', violation: null }, metrics }
  }
  const { state } = input.facts
  const task =
    state === undefined || state.taskId === null ? null : { id: state.taskId, phase: state.phase?.phase ?? null }
  const beforeText = change.before === undefined ? '' : input.blobText(change.before.blob)
  const oracle =
    task !== null && holdsCode(kind) && afterText !== undefined
      ? input.oracle?.(path, beforeText, afterText, input.classify)
      : undefined
  // The change with its oracle findings, when it has any (their rules on the record, the findings for the violations).
  const withOracle = (c: ShellChange): { change: ShellChange; oracle?: OracleRecord } =>
    oracle === undefined
      ? { change: c }
      : { change: { ...c, oracle: [...new Set(oracle.findings.map((f) => f.rule))] }, oracle }
  const decideAs = (file: string, kind: FileKind): EditDecision =>
    decideEdit({
      file,
      kind,
      via: status === 'deleted' ? 'delete' : 'shell',
      tddAgent: input.facts.tddAgent,
      projectTaskOpen: input.facts.projectTaskOpen,
      task,
      citedHypothesis: task !== null && kind === 'production' && input.facts.citedHypothesis(),
      redEvidenceFiles: task !== null && kind === 'test' ? input.facts.redEvidenceFiles() : [],
      change: kind === 'test-config' ? { before: beforeText, after: afterText ?? '' } : undefined,
      linksOutside: change.after?.mode === '120000' && linksOutside(input.projectRoot, path),
      testsKept: kind === 'test' && status === 'deleted' ? input.testsKept(path, beforeText) : undefined,
      workerDecision: input.facts.judgeWorker?.({
        file,
        kind,
        via: status === 'deleted' ? 'delete' : 'shell',
        text: afterText === undefined ? undefined : { before: beforeText, after: afterText },
        fileAfter: afterText,
        creates: status === 'added',
      }),
    })
  const own = decideAs(path, kind)
  // A file with other names in the project (hard links) is changed under each: judged by each name's kind too.
  const linked =
    !own.ok || status === 'deleted'
      ? undefined
      : input
          .otherLinks(path)
          .map((file) => ({ file, decision: decideAs(file, input.classify(file)) }))
          .find((l) => !l.decision.ok)
  const decision = linked?.decision ?? own
  const before = metrics !== undefined && change.before !== undefined ? testMetrics(path, beforeText) : undefined
  const found = before === undefined || metrics === undefined ? [] : weakenings(before, metrics)
  const notes = before === undefined || metrics === undefined ? [] : assertionNotes(before, metrics)
  const weakened =
    before === undefined || metrics === undefined || found.length === 0 ? undefined : { found, before, after: metrics }
  const noted = notes.length === 0 ? {} : { notes }
  if (!decision.ok) {
    return {
      ...withOracle({ ...base, recorded: 'shell', violation: decision.reason }),
      message:
        linked === undefined
          ? decision.message
          : withNote(
              decision.message,
              `${path} is a hard link of ${linked.file}: the two paths are one file, so it is judged as ${linked.file} too.`,
            ),
      linkOf: linked?.file,
      weakened,
      metrics,
      ...noted,
    }
  }
  if (input.doneDenial !== undefined) {
    return {
      ...withOracle({ ...base, recorded: 'shell', violation: DONE_DENIAL }),
      kind: DONE_VIOLATION,
      message: input.doneDenial,
      metrics,
    }
  }
  const claim = afterText === undefined ? undefined : input.claims?.judge(path, beforeText, afterText)
  if (claim !== undefined && !claim.ok) {
    return {
      ...withOracle({ ...base, recorded: 'shell', violation: claim.reason }),
      kind: claim.violation,
      message: claim.message,
      metrics,
      ...noted,
    }
  }
  return {
    ...withOracle({
      ...base,
      recorded: 'shell',
      violation: weakened === undefined || task === null ? null : 'test_weakened',
    }),
    weakened,
    metrics,
    ...noted,
  }
}

/** Whether the symbolic link at `path` resolves (or points, when dangling) outside the project root. */
function linksOutside(projectRoot: string, path: string): boolean {
  const full = filePath(projectRoot, path)
  let target: string
  try {
    target = realpathSync(full)
  } catch {
    try {
      target = resolve(dirname(String(full)), readlinkSync(full))
    } catch {
      return false
    }
  }
  return !isWithin(realpathSync(projectRoot), target)
}

/**
 * Whether this change puts `path` back to its content before the newest earlier shell change of it that was a
 * violation, oracle-aware lines included (e.g. `evident restore`): undoing a violation is never one.
 */
function undoesViolation(sqlite: Sqlite, projectRoot: string, path: string, afterBlob: string | null): boolean {
  const newest = shellCommandsChanging(sqlite, projectRoot, path, 1)[0]
  if (newest?.changes === null || newest === undefined) return false
  const entry = (JSON.parse(newest.changes) as ShellChange[]).find((c) => c.path === path && c.recorded !== 'edit')
  const broke = entry !== undefined && (entry.violation !== null || (entry.oracle?.length ?? 0) > 0)
  return broke && (entry.before?.blob ?? null) === afterBlob
}

/** The violations a judged change is recorded as (`inTask`: the caller has an open task): weakening, rule. */
function violationsOf(j: Judged, command: string, inTask: boolean): Decided[] {
  const { weakened, rule, oracle } = violationParts(j, command, inTask)
  return [weakened, rule, ...(oracle ?? [])].filter((v): v is Decided => v !== undefined)
}

function violationParts(
  j: Judged,
  command: string,
  inTask: boolean,
): { weakened?: Decided; rule?: Decided; oracle?: readonly Decided[] } {
  const { change } = j
  if (change.recorded === 'edit') return {}
  return {
    ...(j.oracle !== undefined && inTask ? { oracle: j.oracle.violations } : {}),
    ...(j.weakened !== undefined && inTask
      ? {
          weakened: {
            kind: 'TEST_WEAKENED',
            detail: `test_weakened: Bash on ${change.path} (${change.status} by the shell; ${j.weakened.found.join('; ')}): ${command}`,
            toolName: 'Bash',
          },
        }
      : {}),
    ...(change.violation !== null && change.violation !== 'test_weakened'
      ? {
          rule: {
            kind: j.kind ?? VIOLATION_OF[change.violation as EditDenial],
            detail: `${change.violation}: Bash on ${change.path} (${change.status} by the shell${j.linkOf === undefined ? '' : `; a hard link of ${j.linkOf}`}): ${command}`,
            toolName: 'Bash',
          },
        }
      : {}),
  }
}

function record(sqlite: Sqlite, ctx: HookContext, command: string, j: Judged): void {
  const { change } = j
  if (change.recorded === 'edit') return
  const note = { via: 'shell', command: command.slice(0, 500), status: change.status }
  const { weakened, rule, oracle } = violationParts(
    j,
    command,
    (callerState(sqlite, ctx.caller)?.taskId ?? null) !== null,
  )
  if (j.weakened !== undefined) {
    insertCallerArtifact(sqlite, ctx.caller, {
      kind: 'test_weakened',
      filePath: change.path,
      contentHash: null,
      detail: JSON.stringify({
        weakenings: j.weakened.found,
        before: j.weakened.before,
        after: j.weakened.after,
        ...(j.notes === undefined ? {} : { notes: j.notes }),
        ...note,
      }),
    })
    if (weakened !== undefined) insertViolation(sqlite, ctx.caller, weakened)
  }
  insertCallerArtifact(sqlite, ctx.caller, {
    kind: change.kind === 'test' ? 'test_written' : 'code_written',
    filePath: change.path,
    contentHash: change.contentHash,
    detail: JSON.stringify({
      ...(j.metrics ?? {}),
      ...(j.notes === undefined ? {} : { notes: j.notes }),
      ...note,
      ...(change.recorded === 'revert' ? { revert: true } : {}),
    }),
  })
  if (rule !== undefined) insertViolation(sqlite, ctx.caller, rule)
  for (const v of oracle ?? []) insertViolation(sqlite, ctx.caller, v)
}

interface RowFacts {
  readonly command: string
  readonly projectRoot: string
  readonly before: string | null
  readonly after: string
  readonly seq: number
}

/** Closes the PreToolUse row, or inserts a finished one when there was none. */
function closeRow(
  sqlite: Sqlite,
  ctx: HookContext,
  id: number | undefined,
  row: RowFacts,
  judged: readonly Judged[],
): void {
  const changes = JSON.stringify(judged.map((j) => j.change))
  if (id !== undefined) {
    finishShellCommand(sqlite, id, row.after, changes)
    return
  }
  insertFinishedShellCommand(sqlite, ctx.caller, {
    toolUseId: ctx.payload.tool_use_id ?? '',
    command: row.command,
    projectRoot: row.projectRoot,
    treeBefore: row.before,
    treeAfter: row.after,
    startSeq: row.seq,
    changes,
  })
}

const shellQuote = (path: string): string => (/^[\w./@%+,:=-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`)

/** The PostToolUse answer: which paths broke which rule, and how to put them back. */
function report(event: string, judged: readonly Judged[], projectRoot: string): HookDecision | undefined {
  const broken = judged.filter((j) => j.change.violation !== null)
  const noted = [
    ...judged
      .filter((j) => j.oracle !== undefined && j.change.recorded === 'shell')
      .map(
        (j) =>
          `${j.oracle?.notice ?? ''} To put the file back as it was before the command: ` +
          `\`evident restore ${shellQuote(j.change.path)}\`.`,
      ),
    ...judged
      .filter((j) => j.notes !== undefined && j.change.recorded !== 'edit')
      .map((j) => noteText(j.change.path, j.notes ?? [])),
  ]
  if (broken.length === 0) return noted.length === 0 ? undefined : tell(noted.join('\n'))
  const lines = broken.map((j) => {
    const { path, status, violation } = j.change
    const why =
      j.message ??
      `evident: this change weakened ${path} (${j.weakened?.found.join('; ') ?? ''}); a weaker test is never evidence.`
    return `- ${path} (${status}): ${violation ?? ''}. ${why.replace(/^evident: /, '')}`
  })
  const restorable = broken.filter((j) => j.change.path !== VERDICT_FILE)
  const paths = restorable.map((j) => shellQuote(j.change.path)).join(' ')
  const ruleOf = (j: Judged): string =>
    j.change.violation === DONE_DENIAL
      ? 'the VDD Done gate'
      : j.kind === 'UNPROVEN_CLAIM'
        ? 'the PASS-claim guard'
        : j.change.violation === 'own_state_command'
          ? "evident's own state"
          : 'the TDD rules'
  const rules = [...new Set(broken.map(ruleOf))].join(' and ')
  return tell(
    `evident: this Bash command already ran and changed files against ${rules}; each change is recorded as a violation:\n` +
      `${lines.join('\n')}\n` +
      (restorable.length === 0
        ? ''
        : `Put them back with \`evident restore ${paths}\` (paths relative to the project root, ${projectRoot}): it restores each file ` +
          'to its content before the command (a file the command created is deleted). Then make the change the allowed way.') +
      (noted.length === 0 ? '' : `\n${noted.join('\n')}`),
  )
}

/**
 * The verdict file as a measured command left it (its PreToolUse put the file right before it ran, so what differs
 * is the command's doing): a content that is none of the store's verdicts is a forgery (EVIDENCE_TAMPERING; written
 * back from the store afterwards). Not a violation, only put right: the file missing, or holding an earlier verdict
 * of the store (a `git checkout`, a `stash`, or a run_tests beside the command whose rename is still to come — the
 * store is written before the file, and the file is read before the store).
 */
function judgeVerdictFile(mirror: VerdictMirror): Judged | undefined {
  if (mirror.current === mirror.expected || mirror.current === undefined || mirror.earlier) return undefined
  return {
    change: {
      path: VERDICT_FILE,
      status: 'modified',
      kind: 'neutral',
      before: null,
      after: null,
      contentHash: contentSha256Hex(Buffer.from(mirror.current, 'utf8')),
      recorded: 'shell',
      violation: 'own_state_command',
    },
    kind: 'EVIDENCE_TAMPERING',
    message: `${VERDICT_FILE} is ${VERDICT_WHAT}; no agent may change it. evident wrote it back from its store.`,
  }
}
