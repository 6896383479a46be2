import { contentSha256Hex } from '../../kernel/content-hash.js'
import { addMetrics, assertionNotes, testMetrics, weakenings, type TestMetrics } from '../gates/test-weakening.js'
import { recordEditArtifact, type HookDb } from '../../store/hook-db.js'
import { callerState } from '../../store/statements/callers.js'
import { frozenProjectConfig, frozenProjectTestGlobs } from '../../store/statements/tasks.js'
import { lastTestDetail } from '../../store/statements/artifacts.js'
import { classifierFor } from '../../project/classifier.js'
import type { HookContext } from './hook-context.js'
import { editChange, readBytes, type EditChange } from '../../project/edit-input.js'
import { patchDelta, textDelta } from '../../project/line-delta.js'
import { tell, type HookDecision } from '../../domain/hook-decision.js'
import { projectRelative } from '../../project/project-path.js'
import { recordDecided } from './decided.js'
import type { OracleRecord } from './oracle-record.js'
import { holdsCode } from '../../project/test-files.js'
import { otherOpenPhases } from '../../store/statements/phases.js'
import { foreignChange } from '../gates/foreign-change.js'

/**
 * PostToolUse on Edit | Write | MultiEdit | NotebookEdit: records `test_written` or `code_written` (path,
 * SHA-256 of the file's bytes, line counts — never the content) bound to the caller's open task and phase,
 * and for test files compares skip markers, test cases and assertions before and after: a weaker test (a skip
 * marker more, a test case fewer) is recorded as a `test_weakened` artifact and, during a TDD task, a TEST_WEAKENED
 * violation; fewer assertions only as a note on the record (`notes`), told to the model. During a TDD task, the
 * lines a change adds to production code are judged for oracle-aware code (`engine/gates/oracle.ts`): each finding
 * is an ORACLE_AWARE_CODE violation, and the model is told that `done` waits until the line is removed or justified.
 * A change of code while another agent's open task is in red or green is a FOREIGN_CHANGE violation of the caller
 * (`engine/gates/foreign-change.ts`), told, never denied.
 */
export async function postEdit(ctx: HookContext): Promise<HookDecision | undefined> {
  const change = editChange(ctx.payload.tool_name ?? '', ctx.payload.tool_input, ctx.cwd)
  if (change === undefined) return undefined
  const root = ctx.location().projectRoot
  const file = projectRelative(root, ctx.cwd, change.path)
  if (file === undefined) return undefined
  const db = await ctx.writableDb()
  const classify = await classifierFor(root, frozenProjectConfig(db.sqlite), frozenProjectTestGlobs(db.sqlite))
  const kind = classify(file)
  const isTest = kind === 'test'
  const bytes = readBytes(change.path)
  const after = bytes?.toString('utf8')
  const response = isRecord(ctx.payload.tool_response) ? ctx.payload.tool_response : {}
  const toolName = ctx.payload.tool_name ?? 'unknown'
  // The caller's state, for code only (the oracle rules and the foreign-change rule are about code alone).
  const state = holdsCode(kind) ? callerState(db.sqlite, ctx.caller) : undefined
  // Oracle-aware code, judged only in code during the caller's TDD task (as the other edit rules); its rules load
  // only then (a lazy entry of the hook bundle).
  const oracleTask = after !== undefined ? (state?.taskId ?? null) : null
  // Code changed while another agent's task is in red or green: recorded against the caller, never denied.
  const foreign = holdsCode(kind)
    ? foreignChange(file, kind, toolName, otherOpenPhases(db.sqlite, state?.callerId))
    : undefined
  const foreignViolation =
    foreign === undefined ? [] : [{ kind: 'FOREIGN_CHANGE' as const, detail: foreign.detail, toolName }]
  const oracle =
    oracleTask === null || after === undefined
      ? undefined
      : (await import('./oracle-record.js')).editOracle(toolName, change, response, file, after, classify)
  const original = typeof response['originalFile'] === 'string' ? response['originalFile'] : undefined
  const delta =
    patchDelta(response['structuredPatch']) ??
    (original === undefined && change.portions !== undefined
      ? textDelta(change.portions.before, change.portions.after)
      : textDelta(original ?? '', after ?? ''))
  const metrics = isTest && after !== undefined ? testMetrics(file, after) : undefined
  const before = metrics === undefined ? undefined : metricsBefore(db, file, change, original, metrics)
  const weaker = before === undefined || metrics === undefined ? [] : weakenings(before, metrics)
  const notes = before === undefined || metrics === undefined ? [] : assertionNotes(before, metrics)
  try {
    recordEditArtifact(db, ctx.caller, {
      kind: isTest ? 'test_written' : 'code_written',
      filePath: file,
      contentHash: bytes === undefined ? null : contentSha256Hex(bytes),
      linesAdded: delta.added,
      linesRemoved: delta.removed,
      detail: metrics === undefined ? null : JSON.stringify(notes.length === 0 ? metrics : { ...metrics, notes }),
    })
  } catch (error) {
    // The store stayed busy: the edit goes unrecorded (the hook fails open and is counted), its weakening and its
    // oracle-aware lines do not.
    const taskId = callerState(db.sqlite, ctx.caller)?.taskId ?? null
    if (weaker.length > 0 && taskId !== null) await recordDecided(ctx, taskId, [weakeningViolation(ctx, file, weaker)])
    if (oracle !== undefined) await recordDecided(ctx, oracleTask, oracle.violations)
    if (foreign !== undefined) await recordDecided(ctx, state?.taskId ?? null, foreignViolation)
    throw error
  }
  if (foreign !== undefined) await recordDecided(ctx, state?.taskId ?? null, foreignViolation)
  const told = await toldAfterEdit(ctx, db, file, { oracle, oracleTask, weaker, before, metrics, notes })
  return foreign === undefined ? told : tell(told?.kind === 'tell' ? `${told.text}\n${foreign.notice}` : foreign.notice)
}

/** What the model is told after an edit: its oracle-aware lines, or its weakening, or its notes. */
async function toldAfterEdit(
  ctx: HookContext,
  db: HookDb,
  file: string,
  r: {
    readonly oracle: OracleRecord | undefined
    readonly oracleTask: number | null
    readonly weaker: readonly string[]
    readonly before: TestMetrics | undefined
    readonly metrics: TestMetrics | undefined
    readonly notes: readonly string[]
  },
): Promise<HookDecision | undefined> {
  if (r.oracle !== undefined) {
    await recordDecided(ctx, r.oracleTask, r.oracle.violations)
    return tell(r.oracle.notice)
  }
  if (r.weaker.length === 0) return r.notes.length === 0 ? undefined : tell(noteText(file, r.notes))
  return reportWeakening(ctx, db, file, r.weaker, r.before, r.metrics, r.notes)
}

/** What a note says: the count, and that it is no violation. */
export const noteText = (file: string, notes: readonly string[]): string =>
  `evident: note on ${file}: ${notes.join('; ')} — recorded, not a violation (merging assertions proves as much; ` +
  'the test that proved red is re-run without the fix when you leave green, and must still fail there).'

const weakeningViolation = (ctx: HookContext, file: string, weaker: readonly string[]) =>
  ({
    kind: 'TEST_WEAKENED',
    detail: `${file}: ${weaker.join('; ')}`,
    toolName: ctx.payload.tool_name ?? 'unknown',
  }) as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The test metrics before the change: from the original text, the replaced portions, or the last recorded write. */
function metricsBefore(
  db: HookDb,
  file: string,
  change: EditChange,
  original: string | undefined,
  after: TestMetrics,
): TestMetrics | undefined {
  if (original !== undefined) return testMetrics(file, original)
  if (change.portions !== undefined) {
    const removed = testMetrics(file, change.portions.before)
    const added = testMetrics(file, change.portions.after)
    return removed === undefined || added === undefined ? undefined : addMetrics(addMetrics(after, added, -1), removed)
  }
  const detail = lastTestDetail(db.sqlite, file)
  return detail === undefined ? undefined : (JSON.parse(detail) as TestMetrics)
}

async function reportWeakening(
  ctx: HookContext,
  db: HookDb,
  file: string,
  weaker: readonly string[],
  before: TestMetrics | undefined,
  after: TestMetrics | undefined,
  notes: readonly string[],
): Promise<HookDecision> {
  const detail = JSON.stringify({ weakenings: weaker, before, after, ...(notes.length === 0 ? {} : { notes }) })
  recordEditArtifact(db, ctx.caller, {
    kind: 'test_weakened',
    filePath: file,
    contentHash: null,
    linesAdded: null,
    linesRemoved: null,
    detail,
  })
  const taskId = callerState(db.sqlite, ctx.caller)?.taskId ?? null
  const inTask = taskId !== null
  if (inTask) await recordDecided(ctx, taskId, [weakeningViolation(ctx, file, weaker)])
  return tell(
    `evident: this change weakened ${file} (${weaker.join('; ')}); it was recorded as test_weakened` +
      `${inTask ? ' and a TEST_WEAKENED violation' : ''}. Restore the skipped, removed or loosened tests: a weaker test is never evidence.` +
      (notes.length === 0 ? '' : ` Also: ${notes.join('; ')}.`),
  )
}
