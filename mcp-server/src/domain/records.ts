import * as z from 'zod'
import {
  ARTIFACT_KINDS,
  HYPOTHESIS_OUTCOMES,
  PHASES,
  TASK_OUTCOMES,
  TASK_STATUSES,
  WORK_STATUSES,
} from './vocabulary.js'
import { PROGRESS_EVENT_TYPES } from './progress-events.js'

/**
 * The records of a TDD task as the store reads them and the tools return them: one zod schema each, the
 * TypeScript type inferred from it (the store builds these values; the tools serve the schemas as their
 * output schemas; the gates read the types). Only type imports of this file reach the hook CLI.
 */
const idOf = (what: string) => z.number().int().describe(what)
const nullableId = (what: string) => z.number().int().nullable().describe(what)

export const taskRecord = z.object({
  id: idOf('Task id.'),
  callerId: idOf('The caller row that owns the task.'),
  runId: z.string().nullable().describe('The runId given at start, if any.'),
  goal: z.string().describe('What the task must achieve.'),
  status: z.enum(TASK_STATUSES).describe('open or ended.'),
  outcome: z.enum(TASK_OUTCOMES).nullable().describe('How it ended.'),
  reason: z.string().nullable().describe('Why it ended so.'),
  createdAt: z.string().describe('ISO time.'),
  endedAt: z.string().nullable().describe('ISO time.'),
})
export type TaskRow = Readonly<z.infer<typeof taskRecord>>

export const goalRecord = z.object({
  id: idOf('Goal id.'),
  taskId: idOf('Its task.'),
  ordinal: z.number().int().describe('0-based position in the task (G1 is 0).'),
  goal: z.string().describe('The goal.'),
  status: z.enum(WORK_STATUSES).describe('Its status.'),
})
export type GoalRow = Readonly<z.infer<typeof goalRecord>>

export const behaviorRecord = z.object({
  id: idOf('Behavior id.'),
  taskId: idOf('Its task.'),
  goalId: idOf('Its goal.'),
  ordinal: z.number().int().describe('0-based position in the goal (B1 is 0).'),
  behavior: z.string().describe('The behavior.'),
  status: z.enum(WORK_STATUSES).describe('Its status.'),
})
export type BehaviorRow = Readonly<z.infer<typeof behaviorRecord>>

const phaseRecord = z.object({
  id: idOf('Phase id.'),
  goalId: idOf('Goal of the behavior.'),
  behaviorId: idOf('The behavior the phase works on.'),
  phase: z.enum(PHASES).describe('The phase.'),
  previousPhaseId: nullableId('The phase it followed.'),
  citedArtifactId: nullableId('The evidence the transition cited.'),
  startedAt: z.string().describe('ISO time.'),
  endedAt: z.string().nullable().describe('ISO time; null while open.'),
})
export type PhaseRow = Readonly<z.infer<typeof phaseRecord>>

export const artifactRecord = z.object({
  id: idOf('Artifact id (what a transition cites).'),
  kind: z.enum(ARTIFACT_KINDS).describe('What it evidences.'),
  callerId: idOf('Who it was recorded for.'),
  taskId: nullableId('The task open when it was recorded.'),
  phaseId: nullableId('The phase open when it was recorded.'),
  behaviorId: nullableId("That phase's behavior."),
  filePath: z.string().nullable().describe('Project-relative file.'),
  contentHash: z.string().nullable().describe('sha256 of the file bytes after an edit.'),
  linesAdded: z.number().int().nullable().describe('Lines added by an edit.'),
  linesRemoved: z.number().int().nullable().describe('Lines removed by an edit.'),
  testCaseId: nullableId('The test of a run artifact.'),
  runId: nullableId('The run of a run artifact.'),
  failureCount: z.number().int().nullable().describe('Failures of that run.'),
  detail: z.string().nullable().describe('Extra facts (e.g. test counts).'),
  seq: z.number().int().describe('Database-wide write order.'),
  at: z.string().describe('ISO time.'),
})
export type ArtifactRow = Readonly<z.infer<typeof artifactRecord>>

export const hypothesisRecord = z.object({
  id: idOf('Hypothesis id.'),
  taskId: idOf('Its task.'),
  phaseId: nullableId('The phase it was recorded in.'),
  behaviorId: nullableId("That phase's behavior."),
  content: z.string().describe('The causal claim.'),
  citedTestErrorId: idOf('The error it explains.'),
  citedStackFrameId: idOf('The frame it is about.'),
  outcome: z.enum(HYPOTHESIS_OUTCOMES).describe('open until validated.'),
  createdAt: z.string().describe('ISO time.'),
})
export type HypothesisRow = Readonly<z.infer<typeof hypothesisRecord>>

export const progressEventRecord = z.object({
  id: idOf('Event id, in push order (inventory kind "progress" pages on from it with afterEventId).'),
  taskId: idOf('Its task.'),
  agentId: z.string().describe('Who pushed it: the agent id of the task\'s owner, or "main".'),
  type: z.enum(PROGRESS_EVENT_TYPES).describe('The event type.'),
  behaviorId: nullableId('The behavior it is about; null for goal- and task-level events.'),
  narration: z.string().describe('The one-line narration, e.g. "[G1.B2] parses ISO dates · green".'),
  payload: z
    .record(z.string(), z.unknown())
    .describe('The event enriched with ordinals and texts (label "[G<n>.B<m>] <behavior>", goalOrdinal, …).'),
  seq: z.number().int().describe('Database-wide write order.'),
  at: z.string().describe('ISO time it was pushed.'),
})
export type ProgressEventRow = Readonly<z.infer<typeof progressEventRecord>>

export const taskTreeRecord = z.object({
  task: taskRecord,
  goals: z
    .array(
      goalRecord.extend({
        behaviors: z.array(
          behaviorRecord.extend({
            currentPhase: z.enum(PHASES).nullable().describe('Its latest phase.'),
            latestProgress: progressEventRecord
              .nullable()
              .describe('The newest progress event pushed about this behavior (tdd_progress_push); null if none.'),
          }),
        ),
      }),
    )
    .describe('Goals with their behaviors.'),
  phases: z.array(phaseRecord).describe('Every phase, oldest first.'),
  currentPhase: phaseRecord.nullable().describe('The open phase.'),
  artifacts: z.array(artifactRecord).describe('Recorded evidence, oldest first (the newest 500).'),
  artifactsTruncated: z.boolean().describe('True when older artifacts were left out.'),
  hypotheses: z.array(hypothesisRecord).describe('Hypotheses of the task.'),
})
export type TaskTree = Readonly<z.infer<typeof taskTreeRecord>>
