import type { Phase } from '../domain/vocabulary.js'
import { toArtifact } from './statements/artifacts.js'
import type { Db, Tx } from './db.js'
import { latestProgressByBehavior } from './progress.js'
import type { HypothesisRow, PhaseRow, TaskRow, TaskTree } from '../domain/records.js'

const ARTIFACT_LIMIT = 500

export async function loadHypotheses(db: Db | Tx, taskId: number): Promise<HypothesisRow[]> {
  const rows = await db.selectFrom('hypotheses').selectAll().where('task_id', '=', taskId).orderBy('id').execute()
  return rows.map((h) => ({
    id: h.id,
    taskId: h.task_id,
    phaseId: h.phase_id,
    behaviorId: h.behavior_id,
    content: h.content,
    citedTestErrorId: h.cited_error_id,
    citedStackFrameId: h.cited_frame_id,
    outcome: h.outcome,
    createdAt: h.created_at,
  }))
}

/**
 * Which artifacts a tree carries: the task's newest 500 (`tdd_task get`), or only the runs recorded in its open
 * phase, newest 500 — all that `resume` reads (engine/gates/next-step.ts), whatever else the task has accumulated.
 */
export type TreeArtifacts = 'newest' | 'open-phase-runs'

/** The whole tree of a task. The caller must already own it (see `ownTask`). */
export async function loadTaskTree(db: Db | Tx, task: TaskRow, artifacts: TreeArtifacts = 'newest'): Promise<TaskTree> {
  const goals = await db.selectFrom('goals').selectAll().where('task_id', '=', task.id).orderBy('ordinal').execute()
  const behaviors = await db
    .selectFrom('behaviors')
    .selectAll()
    .where('task_id', '=', task.id)
    .orderBy('ordinal')
    .execute()
  const phaseRows = await db
    .selectFrom('phases')
    .selectAll()
    .where('task_id', '=', task.id)
    .orderBy('start_seq')
    .execute()
  const phases: PhaseRow[] = phaseRows.map((p) => ({
    id: p.id,
    goalId: p.goal_id,
    behaviorId: p.behavior_id,
    phase: p.phase,
    previousPhaseId: p.previous_phase_id,
    citedArtifactId: p.cited_artifact_id,
    startedAt: p.started_at,
    endedAt: p.ended_at,
  }))
  const latestProgress = await latestProgressByBehavior(db, task.id)
  const latestPhase = new Map<number, Phase>()
  for (const p of phases) latestPhase.set(p.behaviorId, p.phase)
  const open = phaseRows.find((p) => p.end_seq === null)
  const artifactRows =
    artifacts === 'newest'
      ? await db
          .selectFrom('artifacts')
          .selectAll()
          .where('task_id', '=', task.id)
          .orderBy('seq', 'desc')
          .limit(ARTIFACT_LIMIT + 1)
          .execute()
      : open === undefined
        ? []
        : await db
            .selectFrom('artifacts')
            .selectAll()
            .where('phase_id', '=', open.id)
            .where('kind', 'in', ['test_failed_run', 'test_passed_run'])
            .orderBy('seq', 'desc')
            .limit(ARTIFACT_LIMIT + 1)
            .execute()
  return {
    task,
    goals: goals.map((g) => ({
      id: g.id,
      taskId: g.task_id,
      ordinal: g.ordinal,
      goal: g.goal,
      status: g.status,
      behaviors: behaviors
        .filter((b) => b.goal_id === g.id)
        .map((b) => ({
          id: b.id,
          taskId: b.task_id,
          goalId: b.goal_id,
          ordinal: b.ordinal,
          behavior: b.behavior,
          status: b.status,
          currentPhase: latestPhase.get(b.id) ?? null,
          latestProgress: latestProgress.get(b.id) ?? null,
        })),
    })),
    phases,
    currentPhase: open === undefined ? null : (phases.find((p) => p.id === open.id) ?? null),
    artifacts: artifactRows.slice(0, ARTIFACT_LIMIT).reverse().map(toArtifact),
    artifactsTruncated: artifactRows.length > ARTIFACT_LIMIT,
    hypotheses: await loadHypotheses(db, task.id),
  }
}
