import { realpathSync } from 'node:fs'
import type { TriageGateState } from '../../domain/vocabulary.js'
import { badInput } from '../../kernel/errors.js'
import { classifierFor } from '../../project/classifier.js'
import type { Caller } from '../../kernel/identity.js'
import { recordGateResult } from '../../store/gate-results.js'
import type { Db } from '../../store/index.js'
import { loadValidationRun, type RecordLine } from '../../store/validation-runs.js'
import { loadFindings, recordTriage, type OutcomeRow } from '../../store/validation-triage.js'
import { projectRelative } from '../../kernel/containment.js'
import type { ValidationConfig } from '../../domain/validation-config.js'
import { validationGate } from './gate-record.js'
import { toplevelOf } from './git-commits.js'
import { blocker, techniqueLine } from './lines.js'
import { lintManifest, refuseOnManifestErrors } from './manifest-lint.js'
import type { ProposeGate } from './propose-gate.js'
import { recordedTechniques, type RecordedTechnique } from './record-read.js'
import { walkedTechniques } from './procedure.js'
import { runTechnique } from './run-technique.js'
import { parseScope, type ScopeEntry } from './scope.js'
import { checkTriageCommit } from './triage-commit.js'
import { matchOutcomes, type OutcomeClaim } from './triage-outcome.js'

/**
 * Procedure 2: a triage-mode technique's triager has committed. Verify its commit, check that each of the
 * technique's findings has exactly one outcome, re-run the run's gate techniques (gates.phase) on the working tree,
 * and record all of it in the run record. Nothing is recorded when the commit or the outcomes do not hold.
 */
export interface TriageRequest {
  readonly db: Db
  readonly root: string
  readonly config: ValidationConfig | undefined
  readonly caller?: Caller | undefined
  readonly runId: number
  readonly technique: string
  readonly commit: string
  readonly outcomes: readonly OutcomeClaim[]
  readonly onProgress?: ((line: string) => void) | undefined
}

export interface TriageSummary {
  readonly triageId: number
  readonly gates: TriageGateState
  readonly lines: readonly RecordLine[]
  readonly gate: ProposeGate
}

export async function recordTriageOutcomes(req: TriageRequest): Promise<TriageSummary> {
  // The triage re-runs the run's gates from the manifest: linted first, as a run is, and refused on an error.
  refuseOnManifestErrors(await lintManifest(req.root))
  const run = await loadValidationRun(req.db, req.root, req.runId)
  if (run === undefined)
    throw badInput(`no validation run ${req.runId} for this project`, 'see the latest with evident validation record')
  if (run.status === 'running')
    throw badInput(`validation run ${run.id} has not landed yet`, 'wait for it to land, then record the triage')
  const technique = triageable(recordedTechniques(run.lines), req.technique, run.id)
  if (run.head === null)
    throw badInput(
      `validation run ${run.id} recorded no HEAD commit, so no triage commit can be checked against it`,
      'commit the change, run evident validation run again and triage that run',
    )
  const top = await toplevelOf(req.root)
  if (top === undefined)
    throw badInput(`${req.root} is not inside a git work tree`, 'record the triage inside the validated repository')
  const root = realpathSync(req.root)
  const classify = await classifierFor(root)
  const isTest = (path: string): boolean => {
    const rel = projectRelative(root, top, path)
    return rel !== undefined && classify(rel) === 'test'
  }
  const parsedScope = parseScope(run.scopeSpec)
  const hunks = parsedScope.ok ? parsedScope.entries : []
  const check = await checkTriageCommit({
    top,
    head: run.head,
    commit: req.commit,
    subject: technique.commitSubject ?? `chore(validation): ${technique.id}`,
    scopeFiles: new Set(hunks.map((e) => e.file)),
    isTest,
  })
  if (!check.ok) throw badInput(check.error, check.remediation)
  const findings = (await loadFindings(req.db, run.id)).filter(
    (f) => f.origin === 'technique' && f.technique === technique.id,
  )
  const matched = matchOutcomes(
    req.outcomes,
    technique.landed?.kind === 'non-canonical'
      ? { kind: 'non-canonical', scope: techniqueScope(hunks, technique.scope), exit: technique.landed.exit }
      : { kind: 'canonical', findings },
    { repoRoot: top, touched: check.touched, isTest },
  )
  if (!matched.ok)
    throw badInput(
      `the outcomes do not answer ${technique.id}'s findings in run ${run.id}: ${matched.errors.join('; ')}`,
      'give exactly one outcome per finding: {file, line, finding, outcome: killed-by-test (with test) | documented-benign (with reason) | fixed}',
    )
  const reRun = await rerunGates(req, run.lines, `${technique.id} at ${check.sha.slice(0, 12)}`)
  const lines: RecordLine[] = [
    { kind: 'note', line: triagedLine(technique.id, check.sha, matched.rows, reRun.state) },
    ...matched.rows.map((o): RecordLine => ({ kind: 'note', line: outcomeLine(technique.id, o) })),
    ...reRun.lines,
  ]
  const triageId = await recordTriage(req.db, {
    runId: run.id,
    technique: technique.id,
    commit: check.sha,
    caller: req.caller,
    gates: reRun.state,
    outcomes: matched.rows,
    lines,
  })
  const after = await validationGate(req.db, req.root, run.id)
  if (after === undefined) throw new Error(`validation run ${run.id} vanished while recording its triage`)
  return { triageId, gates: reRun.state, lines, gate: after.gate }
}

/** The technique, if the run holds triage-mode output of it to triage. */
function triageable(techniques: readonly RecordedTechnique[], id: string, runId: number): RecordedTechnique {
  const t = techniques.find((x) => x.id === id)
  const names = techniques.filter((x) => x.mode === 'triage' && !x.declined).map((x) => x.id)
  const which = `triage one of run ${runId}'s triage techniques: ${names.join(', ') || 'it has none'}`
  if (t === undefined) throw badInput(`technique "${id}" is not in validation run ${runId}`, which)
  if (t.mode === 'gate') throw badInput(`"${id}" is a gate technique: its exit code decided it, not a triager`, which)
  if (t.declined) throw badInput(`"${id}" was declined in validation run ${runId} (probe absent)`, which)
  if (t.landed?.kind === 'blocked' || t.landed === undefined)
    throw badInput(
      `"${id}" left no findings to triage in validation run ${runId}: its BLOCKER says why`,
      'resolve the blocker and run evident validation run again',
    )
  if (t.landed.kind === 'findings' && t.landed.count === 0)
    throw badInput(`"${id}" had no finding in scope in validation run ${runId}: nothing to triage`, which)
  return t
}

function techniqueScope(hunks: readonly ScopeEntry[], scope: RecordedTechnique['scope']): readonly ScopeEntry[] {
  return scope === 'per-hunk' ? hunks : [...new Set(hunks.map((e) => e.file))].map((file) => ({ file }))
}

/**
 * Re-runs the run's gate techniques (as evident.config.json now declares them, the manifest's procedure override
 * applied) and records each result.
 */
async function rerunGates(
  req: TriageRequest,
  lines: readonly RecordLine[],
  after: string,
): Promise<{ readonly state: TriageGateState; readonly lines: readonly RecordLine[] }> {
  const ids = recordedTechniques(lines)
    .filter((t) => t.mode === 'gate' && !t.declined)
    .map((t) => t.id)
  const resolved = walkedTechniques(req.root, req.config)
  const out: RecordLine[] = []
  let red = false
  for (const id of ids) {
    const now = resolved.find((r) => r.technique.id === id && r.technique.mode === 'gate')
    const technique = now?.technique
    const then = lines.find((l) => l.kind === 'technique' && l.line.startsWith(`TECHNIQUE(${id}): `))?.line
    const changed = now === undefined || then === undefined ? undefined : techniqueLine(now).line
    if (changed !== undefined && changed !== then) {
      // The gate is re-run only as the run resolved it: a config changed since could put another command in its place.
      red = true
      out.push(
        blocker(
          `validation:${id}`,
          `GATE(${id}) is not re-run after the triage of ${after}: evident.config.json resolves it differently than the run did (then "${then}", now "${changed}")`,
          [
            'run evident validation run again and triage that run',
            'restore evident.config.json as it was for the run',
            'ask the user',
          ],
        ),
      )
      continue
    }
    if (technique === undefined) {
      red = true
      out.push(
        blocker(
          `validation:${id}`,
          `GATE(${id}) cannot be re-run after the triage of ${after}: it no longer resolves`,
          [
            'restore the technique in evident.config.json (evident validation plan lists what resolves)',
            'run evident validation run again',
            'ask the user',
          ],
        ),
      )
      continue
    }
    req.onProgress?.(`${id}: re-running after the triage of ${after}`)
    const outcome = await runTechnique(technique, { root: req.root, repoRoot: req.root, scope: [] })
    if (outcome.mode !== 'gate') continue
    await recordGateResult(req.db, {
      gate: id,
      status: outcome.status,
      caller: req.caller,
      source: 'validation-triage',
      detail: `exit ${outcome.exit}`,
    })
    req.onProgress?.(`${id}: ${outcome.status} (exit ${outcome.exit})`)
    out.push({ kind: 'gate', line: `GATE(${id}): ${outcome.status}` })
    if (outcome.status === 'red') {
      red = true
      out.push(
        blocker(`validation:${id}`, `GATE(${id}) red after the triage of ${after} (exit ${outcome.exit})`, [
          `fix it red→green under TDD in a new commit, then run evident validation run again`,
          'revert the part of the triage commit that broke it',
          'ask the user',
        ]),
      )
    }
  }
  return { state: ids.length === 0 ? 'none' : red ? 'red' : 'green', lines: out }
}

function triagedLine(id: string, sha: string, rows: readonly OutcomeRow[], gates: TriageGateState): string {
  const counts = (['killed-by-test', 'documented-benign', 'fixed'] as const)
    .map((o) => [o, rows.filter((r) => r.outcome === o).length] as const)
    .filter(([, n]) => n > 0)
    .map(([o, n]) => `${n} ${o}`)
  return `TRIAGED(${id}): commit ${sha} — ${rows.length} outcome(s)${counts.length > 0 ? `: ${counts.join(', ')}` : ''}; gates re-run: ${gates}`
}

function outcomeLine(id: string, o: OutcomeRow): string {
  const evidence = o.testPath !== null ? ` — test ${o.testPath}` : o.reason !== null ? ` — ${o.reason}` : ''
  return `OUTCOME(${id}): ${o.outcome} ${o.file}:${o.line} — ${o.finding}${evidence}`
}
