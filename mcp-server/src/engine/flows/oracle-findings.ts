import { join } from 'node:path'
import type { Refusal } from '../../domain/checked.js'
import type { TransitionRequest } from '../../domain/facts.js'
import type { Caller } from '../../kernel/identity.js'
import { readRegularText } from '../../kernel/regular-file.js'
import { classifierFor } from '../../project/classifier.js'
import { holdsCode, type FileClassifier } from '../../project/test-files.js'
import { hypothesisTexts } from '../../store/hypotheses.js'
import type { Db, Store, Tx } from '../../store/index.js'
import { taskBaseline } from '../../store/tasks.js'
import { taskViolationsOf } from '../../store/violations.js'
import { behaviorById } from '../../store/work-items.js'
import { blobAt, diffTrees, readBlob, shadowFor, snapshotOrNull, type Shadow } from '../../worktree/snapshot.js'
import {
  blockingFindings,
  checkOracleDone,
  closesGreen,
  oracleDenial,
  oracleFindings,
  parseFindingDetail,
  type OracleFinding,
  type TaskFinding,
} from '../gates/oracle.js'
import type { CitedDecision } from '../gates/phases.js'
import { ownTask } from './access.js'

/**
 * The oracle-aware findings that block a task's `done` (engine/gates/oracle.ts):
 *
 *     oracleBlockers(db: Db | Tx, taskId: number, workTree?: Shadow, now?: string | null): Promise<OracleBlockers>
 *
 * - `db`: the store (`store.db`) or a transaction; only reads.
 * - `workTree`: the project's shadow (`shadowFor(store.path, projectRoot)`, as `updateBehavior` gets it). Without it,
 *   only the task's ORACLE_AWARE_CODE violations are judged, against the files on disk under the task's root.
 * - `now`: the tree now, when the caller took it already (`updateBehavior`'s `now`); else taken here. Take it
 *   outside a write transaction: a snapshot and the reads of changed files run `git`.
 *
 * The findings are recomputed from what the task changed — every production (or data) file that differs between
 * the tree the task's first phase started on and the tree now, its text then against its text now, whoever changed
 * it — and joined with those its violations recorded whose line is still in the file (a file the snapshots leave
 * out, a change before the first phase); a finding a hypothesis justifies does not block (`justifies`). The record
 * is not trusted alone: a hook that failed open, or a change no hook saw, recorded nothing.
 *
 * `oracleDoneRefusal` refuses `tdd_behavior` update → `done` and `tdd_task` end → `succeeded` while `blocking` is not
 * empty; `oracleTransition` denies the moves that close a behavior's green (`oracle_aware_code`) on the record alone.
 */
export interface OracleBlockers {
  /** The findings that still block, in file and line order (empty: nothing blocks). */
  readonly blocking: readonly TaskFinding[]
  /** `tree`: recomputed from the task's start tree and now; `record`: no tree to compare, the violations alone. */
  readonly seen: 'tree' | 'record'
}

export async function oracleBlockers(
  db: Db | Tx,
  taskId: number,
  workTree?: Shadow,
  now?: string | null,
): Promise<OracleBlockers> {
  const recorded = (await taskViolationsOf(db, taskId, 'ORACLE_AWARE_CODE')).flatMap((v) => {
    const f = parseFindingDetail(v.detail)
    return f === undefined ? [] : [{ ...f, seq: v.seq }]
  })
  // On the record alone, a task without findings has nothing to judge (the common case: one indexed query).
  if (workTree === undefined && recorded.length === 0) return { blocking: [], seen: 'record' }
  const base = await taskBaseline(db, taskId)
  if (base === undefined) return { blocking: [], seen: 'record' }
  const root = workTree?.projectRoot ?? base.projectRoot
  const classify = await classifierFor(root ?? '.', base.config ?? undefined, base.testGlobs ?? undefined)
  const hypotheses = await hypothesisTexts(db, taskId)
  const tree = workTree === undefined ? null : now === undefined ? snapshotOrNull(workTree) : now
  const current =
    workTree === undefined || tree === null ? undefined : changedFindings(workTree, base.startTree, tree, classify)
  const textOf = (file: string): string | undefined => {
    if (workTree !== undefined && tree !== null) {
      const text = treeText(workTree, tree, file)
      if (text !== undefined) return text
    }
    return root === null ? undefined : diskText(join(root, file))
  }
  return {
    blocking: blockingFindings({ current: current ?? [], recorded, textOf, hypotheses, classify }),
    seen: current === undefined ? 'record' : 'tree',
  }
}

/**
 * The findings on what changed from `start` to `now` in the files the rule judges; undefined when it cannot be
 * told (no start tree, or one the shadow repository lost).
 */
function changedFindings(
  shadow: Shadow,
  start: string | null,
  now: string,
  classify: FileClassifier,
): readonly (OracleFinding & { readonly file: string })[] | undefined {
  if (start === null) return undefined
  try {
    return diffTrees(shadow, start, now).flatMap((change) => {
      if (change.after === undefined || !holdsCode(classify(change.path))) return []
      const before = change.before === undefined ? '' : readBlob(shadow, change.before.blob).toString('utf8')
      const after = readBlob(shadow, change.after.blob).toString('utf8')
      return oracleFindings(change.path, before, after, classify).map((f) => ({ ...f, file: change.path }))
    })
  } catch {
    return undefined
  }
}

function treeText(shadow: Shadow, tree: string, file: string): string | undefined {
  try {
    const entry = blobAt(shadow, tree, file)
    return entry === undefined ? undefined : readBlob(shadow, entry.blob).toString('utf8')
  } catch {
    return undefined
  }
}

function diskText(path: string): string | undefined {
  try {
    return readRegularText(path)
  } catch {
    return undefined
  }
}

/**
 * `tdd_behavior` update → `done` (`behaviorId`) or `tdd_task` end → `succeeded` (no `behaviorId`) of the caller's task:
 * the refusal while oracle-aware findings block (engine/gates/oracle.ts#checkOracleDone), judged on the tree (the
 * project's shadow: `workTree`, else the task's project root); undefined when nothing blocks, or when the request
 * is not this rule's to refuse (not the caller's task, an unknown behavior, a behavior already done: the update's
 * own checks answer it). Reads only; it runs before the update's write transaction (a snapshot runs `git`).
 */
export async function oracleDoneRefusal(
  store: Store,
  caller: Caller,
  taskId: number,
  behaviorId?: number,
  workTree?: Shadow,
): Promise<Refusal | undefined> {
  const task = await ownTask(store.db, caller, taskId, 'write')
  if (!task.ok) return undefined
  if (behaviorId !== undefined) {
    const behavior = await behaviorById(store.db, behaviorId)
    if (behavior === undefined || behavior.taskId !== taskId || behavior.status === 'done') return undefined
  }
  const root = workTree === undefined ? (await taskBaseline(store.db, taskId))?.projectRoot : undefined
  const tree = workTree ?? (root === null || root === undefined ? undefined : shadowFor(store.path, root))
  const { blocking } = await oracleBlockers(store.db, taskId, tree)
  return checkOracleDone(behaviorId === undefined ? `TDD task ${taskId}` : `behavior ${behaviorId}`, blocking)
}

/**
 * A transition the table accepted that closes a behavior's green (green → refactor, green or refactor → red), denied
 * as `oracle_aware_code` while the task's recorded findings still stand in its files unjustified; any other decision
 * as it was. On the record alone (no snapshot, no diff): what no hook recorded is left to `unrecorded_change` and to
 * `done`, which recompute from the tree.
 */
export async function oracleTransition(
  tx: Tx,
  request: TransitionRequest,
  cited: CitedDecision,
): Promise<CitedDecision> {
  if (!closesGreen(cited.decision)) return cited
  const { blocking } = await oracleBlockers(tx, request.tddTaskId)
  return { ...cited, decision: oracleDenial(cited.decision, blocking) }
}
