import type { ArtifactFacts, PhaseFacts, TransitionFacts, TransitionRequest } from '../domain/facts.js'
import type { ArtifactKind, TestStatus } from '../domain/vocabulary.js'
import type { Tx } from './db.js'

/**
 * What the pure transition gate reads, loaded in the request's write transaction: the task, goal, behavior,
 * open phase and red batch (`loadTransitionFacts`), and the facts of the artifacts a request may cite
 * (`artifactFacts`, one statement for any number of them).
 */
export async function loadTransitionFacts(
  tx: Tx,
  callerId: number,
  request: TransitionRequest,
): Promise<TransitionFacts> {
  const task = await tx
    .selectFrom('tdd_tasks')
    .select(['id', 'caller_id', 'status'])
    .where('id', '=', request.tddTaskId)
    .executeTakeFirst()
  const goal = await tx
    .selectFrom('goals')
    .select(['id', 'task_id', 'status'])
    .where('id', '=', request.goalId)
    .executeTakeFirst()
  const behavior = await tx
    .selectFrom('behaviors')
    .select(['id', 'task_id', 'goal_id'])
    .where('id', '=', request.behaviorId)
    .executeTakeFirst()
  const open =
    task === undefined
      ? undefined
      : await tx
          .selectFrom('phases')
          .select(['id', 'phase', 'goal_id', 'behavior_id', 'start_tree'])
          .where('task_id', '=', task.id)
          .where('end_seq', 'is', null)
          .executeTakeFirst()
  const current: PhaseFacts | undefined =
    open === undefined
      ? undefined
      : {
          id: open.id,
          phase: open.phase,
          goalId: open.goal_id,
          behaviorId: open.behavior_id,
          startTree: open.start_tree,
        }
  const batch = current?.phase === 'red.triangulate' && task !== undefined ? await redBatch(tx, task.id) : []
  return {
    callerId,
    task: task === undefined ? undefined : { id: task.id, callerId: task.caller_id, status: task.status },
    goal: goal === undefined ? undefined : { id: goal.id, taskId: goal.task_id, status: goal.status },
    behavior:
      behavior === undefined ? undefined : { id: behavior.id, taskId: behavior.task_id, goalId: behavior.goal_id },
    current,
    batchPhaseIds: batch.map((p) => p.id),
    batchBehaviorIds: [...new Set(batch.map((p) => p.behavior_id))],
    cited: undefined,
    tree: { now: null, changes: [], testChanges: [], red: undefined, redTest: undefined },
  }
}

/** The phases of the red batch that ends with the open phase: the newest run of red / red.triangulate phases. */
async function redBatch(tx: Tx, taskId: number): Promise<{ readonly id: number; readonly behavior_id: number }[]> {
  const phases = await tx
    .selectFrom('phases')
    .select(['id', 'phase', 'behavior_id'])
    .where('task_id', '=', taskId)
    .orderBy('start_seq', 'desc')
    .limit(200)
    .execute()
  const batch: { id: number; behavior_id: number }[] = []
  for (const p of phases) {
    if (p.phase !== 'red' && p.phase !== 'red.triangulate') break
    batch.push(p)
    if (p.phase === 'red') break
  }
  return batch
}

/** The caller's newest artifacts of one kind recorded in the given phases (newest first). */
export async function candidateArtifactIds(
  tx: Tx,
  callerId: number,
  kind: ArtifactKind,
  phaseIds: readonly number[],
  limit: number,
): Promise<readonly number[]> {
  if (phaseIds.length === 0) return []
  // The window's phases belong to one task, so filtering by phase (index artifacts_phase_kind_caller) already scopes the
  // query to it; adding task_id would let SQLite walk the task's whole history in seq order instead.
  const rows = await tx
    .selectFrom('artifacts')
    .select('id')
    .where('phase_id', 'in', phaseIds)
    .where('kind', '=', kind)
    .where('caller_id', '=', callerId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => r.id)
}

/**
 * The facts of each existing artifact among `ids`, in the order of `ids`; with `redTestCaseId`, also that test's
 * status in each artifact's run (green → refactor).
 */
export async function artifactFacts(
  tx: Tx,
  ids: readonly number[],
  redTestCaseId?: number,
): Promise<readonly ArtifactFacts[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .selectFrom('artifacts as a')
    .leftJoin('phases as p', 'p.id', 'a.phase_id')
    .leftJoin('test_cases as tc', 'tc.id', 'a.test_case_id')
    .leftJoin('test_runs as r', 'r.id', 'a.run_id')
    .select((eb) => [
      'a.id',
      'a.kind',
      'a.caller_id',
      'a.task_id',
      'a.phase_id',
      'a.behavior_id',
      'a.test_case_id',
      'a.failure_count',
      'a.file_path',
      'p.phase',
      'tc.file as test_file',
      'r.id as run_id',
      'r.tree as run_tree',
      'r.tree_after as run_tree_after',
      'r.filtered as run_filtered',
      eb
        .selectFrom('test_results as rt')
        .select('rt.status')
        .whereRef('rt.run_id', '=', 'a.run_id')
        .where('rt.test_case_id', '=', redTestCaseId ?? -1)
        .limit(1)
        .as('red_test_status'),
      // R1: the test file was written by this caller in this task before the evidence was recorded.
      eb
        .exists(
          eb
            .selectFrom('artifacts as w')
            .select('w.id')
            .whereRef('w.task_id', '=', 'a.task_id')
            .whereRef('w.caller_id', '=', 'a.caller_id')
            .where('w.file_path', '=', eb.fn.coalesce('tc.file', 'a.file_path'))
            .where('w.kind', '=', 'test_written')
            .whereRef('w.seq', '<', 'a.seq'),
        )
        .as('written'),
      // R3: a failing result of the same test from a run that started before the artifact's phase began.
      eb
        .exists(
          eb
            .selectFrom('test_results as tr')
            .innerJoin('test_runs as fr', 'fr.id', 'tr.run_id')
            .select('tr.id')
            .whereRef('tr.test_case_id', '=', 'a.test_case_id')
            .where('tr.status', '=', 'failed')
            .whereRef('fr.start_seq', '<', 'p.start_seq'),
        )
        .as('failed_before'),
      // green.fake-it → green: code changed in the phase before the cited run started (a change made while the
      // run was going on may not be in it).
      eb
        .exists(
          eb
            .selectFrom('artifacts as c')
            .select('c.id')
            .whereRef('c.phase_id', '=', 'a.phase_id')
            .where('c.kind', '=', 'code_written')
            .whereRef('c.caller_id', '=', 'a.caller_id')
            .where('c.seq', '<', eb.fn.coalesce('r.start_seq', 'a.seq')),
        )
        .as('code_before'),
    ])
    .where('a.id', 'in', ids)
    .execute()
  const byId = new Map(
    rows.map((a) => [
      a.id,
      {
        id: a.id,
        kind: a.kind,
        callerId: a.caller_id,
        taskId: a.task_id,
        phaseId: a.phase_id,
        phase: a.phase ?? null,
        behaviorId: a.behavior_id,
        testCaseId: a.test_case_id,
        testFile: a.test_file ?? a.file_path,
        failureCount: a.failure_count,
        testFileWrittenByCaller: Boolean(a.written),
        testFailedBeforePhase: Boolean(a.failed_before),
        codeWrittenBefore: Boolean(a.code_before),
        run:
          a.run_id === null || a.run_id === undefined
            ? undefined
            : {
                id: a.run_id,
                tree: a.run_tree ?? null,
                treeAfter: a.run_tree_after ?? null,
                filtered: a.run_filtered === null || a.run_filtered === undefined ? null : a.run_filtered === 1,
              },
        redTestStatus: (a.red_test_status ?? undefined) as TestStatus | undefined,
      } satisfies ArtifactFacts,
    ]),
  )
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The artifact kinds that record a file's new content (`content_hash`: SHA-256 of its bytes, null if deleted). */
const FILE_KINDS: readonly ArtifactKind[] = ['code_written', 'test_written']

export interface PhaseWindow {
  readonly id: number
  readonly startSeq: number
  readonly startTree: string | null
}

/** The start seq and tree of phases, in the order of `ids`. */
export async function phaseWindows(tx: Tx, ids: readonly number[]): Promise<readonly PhaseWindow[]> {
  if (ids.length === 0) return []
  const rows = await tx.selectFrom('phases').select(['id', 'start_seq', 'start_tree']).where('id', 'in', ids).execute()
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, startSeq: r.start_seq, startTree: r.start_tree }]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export interface OwnChanges {
  /** The content hash of the newest file artifact for the path. */
  readonly newestHash: string | null
  /** The seq of the first one. */
  readonly firstSeq: number
}

/** Per path: the caller's file artifacts in the task recorded after `sinceSeq` (newest hash, first seq). */
/** The paths this caller recorded a file change of in the task after `sinceSeq` (each once). */
export async function ownPathsSince(tx: Tx, taskId: number, callerId: number, sinceSeq: number): Promise<string[]> {
  const rows = await tx
    .selectFrom('artifacts')
    .select('file_path')
    .distinct()
    .where('task_id', '=', taskId)
    .where('caller_id', '=', callerId)
    .where('kind', 'in', FILE_KINDS)
    .where('seq', '>', sinceSeq)
    .execute()
  return rows.flatMap((r) => (r.file_path === null ? [] : [r.file_path]))
}

export async function ownChangesSince(
  tx: Tx,
  taskId: number,
  callerId: number,
  paths: readonly string[],
  sinceSeq: number,
): Promise<ReadonlyMap<string, OwnChanges>> {
  const out = new Map<string, OwnChanges>()
  for (let i = 0; i < paths.length; i += 500) {
    const rows = await tx
      .selectFrom('artifacts')
      .select(['file_path', 'content_hash', 'seq'])
      .where('task_id', '=', taskId)
      .where('caller_id', '=', callerId)
      .where('kind', 'in', FILE_KINDS)
      .where('seq', '>', sinceSeq)
      .where('file_path', 'in', paths.slice(i, i + 500))
      .orderBy('seq', 'asc')
      .execute()
    for (const r of rows) {
      if (r.file_path === null) continue
      const first = out.get(r.file_path)?.firstSeq ?? r.seq
      out.set(r.file_path, { newestHash: r.content_hash, firstSeq: first })
    }
  }
  return out
}

export interface OtherChange {
  readonly contentHash: string | null
  readonly agentId: string
  readonly agentType: string | null
  readonly detail: string | null
}

/** Per path: the newest file artifact of any other caller recorded after `sinceSeq` (who else changed it). */
export async function otherChangesSince(
  tx: Tx,
  callerId: number,
  paths: readonly string[],
  sinceSeq: number,
): Promise<ReadonlyMap<string, OtherChange>> {
  const out = new Map<string, OtherChange>()
  for (let i = 0; i < paths.length; i += 500) {
    const rows = await tx
      .selectFrom('artifacts as a')
      .innerJoin('callers as c', 'c.id', 'a.caller_id')
      .select(['a.file_path', 'a.content_hash', 'a.detail', 'c.agent_id', 'c.agent_type'])
      .where('a.caller_id', '!=', callerId)
      .where('a.kind', 'in', FILE_KINDS)
      .where('a.seq', '>', sinceSeq)
      .where('a.file_path', 'in', paths.slice(i, i + 500))
      .orderBy('a.seq', 'asc')
      .execute()
    for (const r of rows) {
      if (r.file_path === null) continue
      out.set(r.file_path, {
        contentHash: r.content_hash,
        agentId: r.agent_id,
        agentType: r.agent_type,
        detail: r.detail,
      })
    }
  }
  return out
}

/**
 * The seq of the caller's first hypothesis (open or confirmed) recorded in one of `phaseIds` that cites an error
 * of a failing run; undefined when there is none.
 */
export async function firstCitedHypothesisSeq(
  tx: Tx,
  callerId: number,
  phaseIds: readonly number[],
): Promise<number | undefined> {
  if (phaseIds.length === 0) return undefined
  const row = await tx
    .selectFrom('hypotheses as h')
    .innerJoin('test_errors as e', 'e.id', 'h.cited_error_id')
    .innerJoin('test_runs as r', 'r.id', 'e.run_id')
    .select('h.seq')
    .where('h.caller_id', '=', callerId)
    .where('h.phase_id', 'in', phaseIds)
    .where('h.outcome', 'in', ['open', 'confirmed'])
    .where((eb) => eb.or([eb('r.failed', '>', 0), eb('r.outcome', '=', 'failed')]))
    .orderBy('h.seq', 'asc')
    .limit(1)
    .executeTakeFirst()
  return row?.seq
}

export interface RedTest {
  readonly testCaseId: number
  readonly file: string
  readonly fullName: string
  readonly ordinal: number
  readonly runner: string
  readonly redTree: string | null
}

/**
 * The test that proved red for a green phase (or for the refactor that followed it): the test_failed_run cited when
 * green was entered, following green.fake-it back to the red phase it came from (green.fake-it → green cites a
 * passing run).
 */
export async function redTestOf(tx: Tx, phaseId: number): Promise<RedTest | undefined> {
  let id: number | null = phaseId
  for (let step = 0; id !== null && step < 20; step++) {
    const phase = await tx
      .selectFrom('phases')
      .select(['phase', 'cited_artifact_id', 'previous_phase_id'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (phase?.phase === 'refactor' && step === 0) {
      id = phase.previous_phase_id
      continue
    }
    if (phase === undefined || (phase.phase !== 'green' && phase.phase !== 'green.fake-it')) return undefined
    if (phase.cited_artifact_id !== null) {
      const red = await tx
        .selectFrom('artifacts as a')
        .innerJoin('test_cases as tc', 'tc.id', 'a.test_case_id')
        .innerJoin('test_runs as r', 'r.id', 'a.run_id')
        .select(['tc.id', 'tc.file', 'tc.full_name', 'tc.ordinal', 'r.runner', 'r.tree'])
        .where('a.id', '=', phase.cited_artifact_id)
        .where('a.kind', '=', 'test_failed_run')
        .executeTakeFirst()
      if (red !== undefined) {
        return {
          testCaseId: red.id,
          file: red.file,
          fullName: red.full_name,
          ordinal: red.ordinal,
          runner: red.runner,
          redTree: red.tree,
        }
      }
    }
    id = phase.previous_phase_id
  }
  return undefined
}

/** A run of a phase in which a test passed: its tree and how many other tests failed in it. */
export interface PassedRun {
  readonly runId: number
  readonly tree: string | null
  readonly otherFailures: number
}

/** The runs of this caller in a phase in which the test passed, oldest first (green.fake-it: the fake shown to work). */
export async function runsPassing(
  tx: Tx,
  phaseId: number,
  callerId: number,
  testCaseId: number,
): Promise<readonly PassedRun[]> {
  const rows = await tx
    .selectFrom('test_runs as r')
    .innerJoin('test_results as t', (join) =>
      join.onRef('t.run_id', '=', 'r.id').on('t.test_case_id', '=', testCaseId).on('t.status', '=', 'passed'),
    )
    .select((eb) => [
      'r.id',
      'r.tree',
      eb
        .selectFrom('test_results as o')
        .select((o) => o.fn.countAll<number>().as('n'))
        .whereRef('o.run_id', '=', 'r.id')
        .where('o.test_case_id', '!=', testCaseId)
        .where('o.status', '=', 'failed')
        .as('other_failures'),
    ])
    .where('r.phase_id', '=', phaseId)
    .where('r.caller_id', '=', callerId)
    .orderBy('r.id')
    .limit(50)
    .execute()
  return rows.map((r) => ({ runId: r.id, tree: r.tree ?? null, otherFailures: Number(r.other_failures ?? 0) }))
}

/**
 * A triangulation member's own tests: test cases that ran in the caller's runs of this phase, had never run in the
 * project before the phase began, and live in a test file the caller wrote during the phase. Returns their count.
 */
export async function newOwnTests(tx: Tx, phaseId: number, callerId: number): Promise<number> {
  const row = await tx
    .selectFrom('test_results as t')
    .innerJoin('test_runs as r', 'r.id', 't.run_id')
    .innerJoin('phases as p', 'p.id', 'r.phase_id')
    .innerJoin('test_cases as tc', 'tc.id', 't.test_case_id')
    .select((eb) => eb.fn.count<number>('t.test_case_id').distinct().as('n'))
    .where('r.phase_id', '=', phaseId)
    .where('r.caller_id', '=', callerId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('artifacts as w')
          .select('w.id')
          .where('w.phase_id', '=', phaseId)
          .where('w.caller_id', '=', callerId)
          .where('w.kind', '=', 'test_written')
          .whereRef('w.file_path', '=', 'tc.file'),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('test_results as e')
            .innerJoin('test_runs as er', 'er.id', 'e.run_id')
            .select('e.id')
            .whereRef('e.test_case_id', '=', 't.test_case_id')
            .whereRef('er.start_seq', '<', 'p.start_seq'),
        ),
      ),
    )
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}
