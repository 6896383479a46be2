import { join } from 'node:path'
import { addedLines, decidePassClaim, passClaims, type ClaimDecision, type ClaimVerdict } from '../gates/pass-claim.js'
import {
  DEFAULT_DOCUMENT_WORD,
  DEFAULT_PASS_CLAIM,
  DEFAULT_VERIFICATION_DOCUMENTS,
  passClaimPattern,
} from '../../domain/verification.js'
import type { FileClassifier } from '../../project/test-files.js'
import { classifierFor } from '../../project/classifier.js'
import type { HookContext } from './hook-context.js'
import { deny, type HookDecision } from '../../domain/hook-decision.js'
import { log } from '../../kernel/log.js'
import { readRegularText } from '../../kernel/regular-file.js'
import type { HookDb } from '../../store/hook-db.js'
import { callerState } from '../../store/statements/callers.js'
import { frozenProjectConfig, frozenProjectTestGlobs } from '../../store/statements/tasks.js'
import { type Sqlite } from '../../store/statements/sqlite.js'
import { bindingVerdict } from '../../store/verdicts.js'
import type * as Snapshot from '../../worktree/snapshot.js'
import { recordDecided } from './decided.js'

/**
 * The hooks' side of the PASS-claim guard (engine/gates/pass-claim.ts), for every agent whatever its task state: which
 * changed files are verification documents (`verification` of the configuration frozen by an open task, else of
 * `evident.config.json`), which added lines claim PASS, and the facts the gate decides on — the project's binding
 * verdict (the store, never the `last_test_result` file) and what changed since the tree its run ran on. picomatch
 * and the config schema load only when a path could be a verification document or the configuration sets
 * `verification`.
 */
export interface VerificationRules {
  /** The given project-relative paths that are verification documents. */
  readonly documents: readonly string[]
  readonly pattern: RegExp
}

export async function verificationRules(
  projectRoot: string,
  frozen: string | undefined,
  paths: readonly string[],
): Promise<VerificationRules> {
  let globs = DEFAULT_VERIFICATION_DOCUMENTS
  let claim = DEFAULT_PASS_CLAIM
  const text = frozen ?? configText(projectRoot)
  if (text?.includes('"verification"') === true) {
    try {
      const { parseConfigText } = await import('../../kernel/config.js')
      const spec = parseConfigText(text).verification
      if (spec !== undefined) ({ documents: globs, passClaim: claim } = spec)
    } catch (error) {
      log('warn', `evident.config.json is invalid; the PASS-claim guard uses its defaults: ${String(error)}`)
    }
  }
  const candidates =
    globs === DEFAULT_VERIFICATION_DOCUMENTS
      ? paths.filter((p) => p.toLowerCase().includes(DEFAULT_DOCUMENT_WORD))
      : paths
  if (candidates.length === 0 || globs.length === 0) return { documents: [], pattern: passClaimPattern(claim) }
  const { default: picomatch } = await import('picomatch')
  const isDocument = picomatch([...globs], { dot: true, nocase: true })
  return { documents: candidates.filter((p) => isDocument(p)), pattern: passClaimPattern(claim) }
}

function configText(projectRoot: string): string | undefined {
  try {
    return readRegularText(join(projectRoot, 'evident.config.json'))
  } catch {
    return undefined
  }
}

/** The project's binding verdict as the gate needs it, with the tree its run ran on; undefined: none recorded. */
function claimVerdict(
  sqlite: Sqlite | undefined,
  projectRoot: string,
): (ClaimVerdict & { readonly tree: string | null }) | undefined {
  if (sqlite === undefined) return undefined
  let row
  try {
    row = bindingVerdict(sqlite, projectRoot)
  } catch {
    // A store the server has not migrated yet holds no verdict table: no verdict was recorded.
    return undefined
  }
  return row === undefined
    ? undefined
    : {
        verdict: row.verdict,
        reason: row.reason,
        detail: row.detail,
        at: row.at,
        filtered: row.filtered,
        tree: row.tree,
      }
}

/** Code, test and test-config paths that differ between `from` and `to`; undefined when either tree is missing. */
function changedSince(
  snap: typeof Snapshot,
  shadow: Snapshot.Shadow,
  from: string | null,
  to: string | null,
  classify: FileClassifier,
): readonly string[] | undefined {
  if (from === null || to === null) return undefined
  try {
    return snap
      .diffTrees(shadow, from, to)
      .map((c) => c.path)
      .filter((path) => classify(path) !== 'neutral')
  } catch {
    return undefined
  }
}

export interface ClaimJudge {
  /** The decision on one verification document's change (its text before and after). */
  judge(file: string, before: string, after: string): ClaimDecision
}

/**
 * Judges changes of the given paths: undefined when none is a verification document. `tree` is the working tree to
 * compare the verdict's run with (a snapshot now); taken only when a change claims PASS under a whole-suite PASS.
 */
export async function claimJudge(
  ctx: HookContext,
  db: HookDb | undefined,
  paths: readonly string[],
  tree: (snap: typeof Snapshot, shadow: Snapshot.Shadow) => string | null,
): Promise<ClaimJudge | undefined> {
  const { projectRoot, path: dbPath } = ctx.location()
  const frozen = db === undefined ? undefined : frozenProjectConfig(db.sqlite)
  const rules = await verificationRules(projectRoot, frozen, paths)
  if (rules.documents.length === 0) return undefined
  const verdict = claimVerdict(db?.sqlite, projectRoot)
  const snap = await import('../../worktree/snapshot.js')
  const classify = await classifierFor(
    projectRoot,
    frozen,
    db === undefined ? undefined : frozenProjectTestGlobs(db.sqlite),
  )
  const shadow = snap.shadowFor(dbPath, projectRoot)
  // Only a whole-suite PASS could count: then a worker's change against the plan that still stands is asked about.
  const breaches =
    verdict?.verdict === 'PASS' && !verdict.filtered && db !== undefined
      ? await ctx.clients.breaches(db.sqlite, dbPath, projectRoot).catch((error: unknown) => [
          // An induced failure must not turn the denial into an allow: no PASS counts while evident cannot tell.
          `evident could not tell whether one stands (${error instanceof Error ? error.message : String(error)}; an infrastructure problem in evident, not a rule decision)`,
        ])
      : []
  let changed: readonly string[] | undefined | null = null
  const changedNow = (): readonly string[] | undefined =>
    changed === null
      ? (changed = changedSince(snap, shadow, verdict?.tree ?? null, tree(snap, shadow), classify))
      : changed
  return {
    judge(file, before, after) {
      if (!rules.documents.includes(file)) return { ok: true }
      const claims = passClaims(addedLines(before, after), rules.pattern)
      if (claims.length === 0) return { ok: true }
      const current = verdict?.verdict === 'PASS' && !verdict.filtered
      return decidePassClaim({ file, claims, verdict, breaches, changedSince: current ? changedNow() : [] })
    },
  }
}

/**
 * PreToolUse on the Edit family: a change (`edited`: the file now and as the tool would leave it, read only for a
 * verification document) that adds a PASS claim the binding verdict does not back is denied and recorded
 * (UNPROVEN_CLAIM).
 */
export async function guardPassClaim(
  ctx: HookContext,
  file: string,
  edited: () => { readonly before: string; readonly after: string } | undefined,
): Promise<HookDecision | undefined> {
  const db = await ctx.db()
  const judge = await claimJudge(ctx, db, [file], (snap, shadow) => snap.snapshotOrNull(shadow))
  if (judge === undefined) return undefined
  const change = edited()
  if (change === undefined) return undefined
  const decision = judge.judge(file, change.before, change.after)
  if (decision.ok) return undefined
  const tool = ctx.payload.tool_name ?? 'unknown'
  const taskId = db === undefined ? undefined : (callerState(db.sqlite, ctx.caller)?.taskId ?? null)
  await recordDecided(ctx, taskId, [
    { kind: decision.violation, detail: `${decision.reason}: ${tool} on ${file}`, toolName: tool },
  ])
  return deny(decision.message)
}
