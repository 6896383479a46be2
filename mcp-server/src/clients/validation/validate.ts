import { badInput } from '../../kernel/errors.js'
import type { Caller } from '../../kernel/identity.js'
import { recordGateResult } from '../../store/gate-results.js'
import type { Db } from '../../store/index.js'
import { loadTechniqueMemory, saveTechniqueMemory } from '../../store/validation-memory.js'
import { appendLines, beginValidationRun, endValidationRun, type RecordLine } from '../../store/validation-runs.js'
import { recordFindings } from '../../store/validation-triage.js'
import type { Resolved } from './descriptor.js'
import type { ValidationConfig } from '../../domain/validation-config.js'
import { scopeEntries } from './diff-hunks.js'
import { changedHunks } from './git.js'
import { gitToplevel } from '../../worktree/git.js'
import { findDod } from './dod-assert.js'
import { gatesOfRecord } from './gate-recency.js'
import { checkIntention } from './intention-check.js'
import { blocker, declinedLine, NO_TECHNIQUES, outcomeLines, techniqueLine } from './lines.js'
import { clearLock, writeLock } from './lock.js'
import { probeTechnique } from './probe.js'
import { discoverTechniques } from './memory.js'
import { runTechnique, type TechniqueOutcome } from './run-technique.js'
import { formatScopeEntry } from './scope.js'
import { parseSuspectedBenign, suspectedBenignLines } from './suspected-benign.js'
import { verifyLines } from './verify.js'
import { lintManifest, refuseOnManifestErrors, type ManifestLint } from './manifest-lint.js'
import { applyProcedure, omittedLine } from './procedure.js'
import { headCommit } from '../../worktree/head.js'
import { snapshotOrNull, type Shadow } from '../../worktree/snapshot.js'

export interface ValidationRequest {
  readonly db: Db
  readonly root: string
  readonly config: ValidationConfig | undefined
  readonly caller?: Caller | undefined
  /** Base ref of the change (default: config, else merge-base with the default branch). */
  readonly base?: string | undefined
  /** Run only this technique id. */
  readonly only?: string | undefined
  readonly path?: string | undefined
  /** Where the working tree is snapshotted (evident's shadow repository): the run's tree, for gate recency. */
  readonly shadow?: Shadow | undefined
  /** One line per technique as it starts and as it lands (the CLI prints them on stderr while the run goes on). */
  readonly onProgress?: ((line: string) => void) | undefined
  /** Reviewer-predicted suspected-benign findings (canonical text or JSON), handed to the triager verbatim. */
  readonly suspectedBenign?: string | undefined
  /**
   * The manifest lint (spec preamble 1, "lint if standalone") when the caller already ran it (the CLI lints before it
   * opens the store); else the run lints here — no run skips it. An error refuses the run before anything is
   * recorded; each warning opens the record as a MANIFEST line.
   */
  readonly manifest?: ManifestLint | undefined
}

export interface ValidationSummary {
  readonly runId: number
  readonly lines: readonly RecordLine[]
  readonly blockers: number
}

/**
 * One validation run: each resolved technique scoped to the change, then the DoD asserted against the run's own
 * GATE lines (and the earlier greens validation.gateFreshness accepts). Every line goes into the run record as it is
 * produced.
 */
export async function runValidation(req: ValidationRequest): Promise<ValidationSummary> {
  const manifest = req.manifest ?? (await lintManifest(req.root, { path: req.path }))
  refuseOnManifestErrors(manifest)
  const discovery = discoverTechniques(req.root, req.config, await loadTechniqueMemory(req.db, req.root))
  const walk = applyProcedure(discovery.resolved, req.config)
  const resolved = walk.steps.filter((r) => req.only === undefined || r.technique.id === req.only)
  if (req.only !== undefined && resolved.length === 0)
    throw badInput(
      walk.lines.length === 0
        ? `no technique "${req.only}" is resolved for this project`
        : `no step "${req.only}" in the manifest's procedure override (evident.config.json validation.procedure)`,
      'list the techniques with validation plan (MCP) or evident validation plan',
    )
  const suspected = parseSuspectedBenign(req.suspectedBenign)
  const repoRoot = await gitToplevel(req.root)
  const change = await changedHunks(req.root, req.base ?? req.config?.base)
  const hunks = scopeEntries(change.files, 'per-hunk')
  const dod = findDod(req.root, req.config?.dod)
  const head = headCommit(req.root)
  const tree = snapshotOrNull(req.shadow)
  const { runId, startedAt } = await beginValidationRun(req.db, {
    caller: req.caller,
    projectRoot: req.root,
    base: change.base,
    scopeSpec: hunks.map(formatScopeEntry).join('\n'),
    head,
    tree,
  })
  const all: RecordLine[] = []
  const record = async (lines: readonly RecordLine[]): Promise<void> => {
    all.push(...lines)
    await appendLines(req.db, runId, lines)
  }
  try {
    await record(manifestLines(manifest))
    await record(walk.lines)
    await record([discovery.line])
    await recordFindings(req.db, runId, 'suspected-benign', null, suspected)
    await record(suspectedBenignLines(suspected))
    await record(await checkIntention(req.root, repoRoot, change.base, req.config?.intention))
    await record(walk.omitted.map((r) => omittedLine(r.technique.id)))
    await record(walk.unresolved.map(unresolvedStep))
    const ran = await runTechniques(req, resolved, { runId, repoRoot, change, record, caller: req.caller, head, tree })
    if (ran.length === 0) await record([NO_TECHNIQUES])
    // The DoD last: this run's GATE lines are its evidence (gate-recency.ts), and a DoD runs nothing itself.
    const run = {
      id: runId,
      startedAt,
      head,
      tree,
      gates: gatesOfRecord(all.filter((l) => l.kind === 'gate').map((l) => l.line)),
    }
    await record(await verifyLines({ db: req.db, root: req.root, dod, freshness: req.config?.gateFreshness, run, ran }))
    if (!discovery.reused) {
      const { fingerprint, files, resolved: techniques } = discovery
      await saveTechniqueMemory(req.db, req.root, { fingerprint, files, techniques, runId })
    }
  } finally {
    await endValidationRun(req.db, runId)
  }
  return { runId, lines: all, blockers: all.filter((l) => l.kind === 'blocker').length }
}

const manifestLines = (lint: ManifestLint): readonly RecordLine[] =>
  lint.problems.map((p) => ({ kind: 'note', line: `MANIFEST: ${p.level}: ${p.text}` }))

/** A step naming a technique that does not resolve (the lint refuses it first): a blocker, never a silent skip. */
const unresolvedStep = (id: string): RecordLine =>
  blocker(
    `validation:${id}`,
    `the manifest's procedure names technique "${id}", which is not resolved for this project`,
    [
      'declare the technique in evident.config.json validation.techniques, or remove the step from validation.procedure',
      'run evident validation lint-manifest to see every problem',
      'ask the user how to proceed',
    ],
  )

interface Shared {
  readonly runId: number
  readonly repoRoot: string
  readonly change: Awaited<ReturnType<typeof changedHunks>>
  readonly record: (lines: readonly RecordLine[]) => Promise<void>
  readonly caller: Caller | undefined
  readonly head: string | null
  readonly tree: string | null
}

/** Probes and runs the techniques; background ones run alongside under the run-lock. Returns the ids run. */
async function runTechniques(
  req: ValidationRequest,
  resolved: readonly Resolved[],
  shared: Shared,
): Promise<readonly string[]> {
  const runnable: Resolved[] = []
  for (const r of resolved) {
    await shared.record([techniqueLine(r)])
    const declined = probeTechnique(r.technique, req.root, req.path ?? process.env['PATH'])
    if (declined === undefined) runnable.push(r)
    else {
      await shared.record([declinedLine(r.technique.id, declined)])
      req.onProgress?.(`${r.technique.id}: declined (${declined})`)
    }
  }
  const progress = req.onProgress
  const runOne = async (r: Resolved, i: number): Promise<void> => {
    const t = r.technique
    const at = `[${i + 1}/${runnable.length}] ${t.id}`
    const started = Date.now()
    progress?.(`${at}: running ${t.run.join(' ')}${t['run-style'] === 'background' ? ' (background)' : ''}`)
    const outcome = await runTechnique(t, {
      root: req.root,
      repoRoot: shared.repoRoot,
      scope: scopeEntries(shared.change.files, t.scope),
    })
    if (outcome.mode === 'gate') {
      await recordGateResult(req.db, {
        gate: t.id,
        status: outcome.status,
        caller: shared.caller,
        source: 'validation',
        detail: `exit ${outcome.exit}`,
        head: shared.head,
        tree: shared.tree,
      })
    }
    await shared.record(outcomeLines(t, outcome))
    if (outcome.mode === 'triage' && outcome.kind === 'canonical')
      await recordFindings(req.db, shared.runId, 'technique', t.id, outcome.kept)
    progress?.(`${at}: ${landed(outcome)} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  const background = runnable.filter((r) => r.technique['run-style'] === 'background')
  if (background.length > 0) writeLock(req.root, process.pid)
  try {
    const landing = Promise.all(background.map((r) => runOne(r, runnable.indexOf(r))))
    for (const r of runnable.filter((x) => x.technique['run-style'] === 'sync')) await runOne(r, runnable.indexOf(r))
    await landing
  } finally {
    if (background.length > 0) clearLock(req.root)
  }
  return runnable.map((r) => r.technique.id)
}

/** How a technique landed, in a few words. */
function landed(outcome: TechniqueOutcome): string {
  if (outcome.mode === 'gate') return `${outcome.status} (exit ${outcome.exit})`
  if (outcome.kind === 'canonical') return `${outcome.kept.length} finding(s) in the change (exit ${outcome.exit})`
  if (outcome.kind === 'non-canonical') return `output for the triager (exit ${outcome.exit})`
  return `${outcome.kind === 'empty' ? 'no output' : 'did not finish'} (exit ${outcome.exit})`
}
