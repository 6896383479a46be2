import { badInput } from '../errors.js'
import type { Caller } from '../identity.js'
import { greenGatesBefore, recordGateResult } from '../store/gate-results.js'
import type { Db } from '../store/index.js'
import { appendLines, beginValidationRun, endValidationRun, type RecordLine } from '../store/validation-runs.js'
import { recordFindings } from '../store/validation-triage.js'
import { assessDod, findDod } from './dod-assert.js'
import type { Resolved, ValidationConfig } from './descriptor.js'
import { scopeEntries } from './diff-hunks.js'
import { changedHunks, gitToplevel } from './git.js'
import { headCommit } from './git-commits.js'
import { checkIntention } from './intention-check.js'
import { blocker, declinedLine, dodLines, NO_TECHNIQUES, outcomeLines, techniqueLine } from './lines.js'
import { clearLock, writeLock } from './lock.js'
import { probeTechnique } from './probe.js'
import { resolveTechniques } from './resolve.js'
import { runTechnique, type TechniqueOutcome } from './run-technique.js'
import { formatScopeEntry } from './scope.js'
import { parseSuspectedBenign, suspectedBenignLines } from './suspected-benign.js'

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
  /** One line per technique as it starts and as it lands (the CLI prints them on stderr while the run goes on). */
  readonly onProgress?: ((line: string) => void) | undefined
  /** Reviewer-predicted suspected-benign findings (canonical text or JSON), handed to the triager verbatim. */
  readonly suspectedBenign?: string | undefined
}

export interface ValidationSummary {
  readonly runId: number
  readonly lines: readonly RecordLine[]
  readonly blockers: number
}

/**
 * One validation run: DoD assertion (against gates recorded green before the run began), then each
 * resolved technique scoped to the change. Every line goes into the run record as it is produced.
 */
export async function runValidation(req: ValidationRequest): Promise<ValidationSummary> {
  const resolved = resolveTechniques(req.root, req.config).filter(
    (r) => req.only === undefined || r.technique.id === req.only,
  )
  if (req.only !== undefined && resolved.length === 0)
    throw badInput(
      `no technique "${req.only}" is resolved for this project`,
      'list the techniques with validation plan (MCP) or evident validation plan',
    )
  const suspected = parseSuspectedBenign(req.suspectedBenign)
  const repoRoot = await gitToplevel(req.root)
  const change = await changedHunks(req.root, req.base ?? req.config?.base)
  const hunks = scopeEntries(change.files, 'per-hunk')
  const { runId, startSeq } = await beginValidationRun(req.db, {
    caller: req.caller,
    projectRoot: req.root,
    base: change.base,
    scopeSpec: hunks.map(formatScopeEntry).join('\n'),
    head: await headCommit(repoRoot),
  })
  const all: RecordLine[] = []
  const record = async (lines: readonly RecordLine[]): Promise<void> => {
    all.push(...lines)
    await appendLines(req.db, runId, lines)
  }
  try {
    await recordFindings(req.db, runId, 'suspected-benign', null, suspected)
    await record(suspectedBenignLines(suspected))
    const dod = findDod(req.root, req.config?.dod)
    let dodDeclared = false
    if (dod.found) {
      const assessment = assessDod(dod.text, req.root, await greenGatesBefore(req.db, startSeq))
      if (!assessment.ok) {
        await record([
          blocker('verify', `DoD frontmatter invalid: ${assessment.errors.join('; ')}`, [
            'fix the DoD frontmatter in the reviewed diff',
            'remove the frontmatter to keep a free-text DoD',
            'ask the user',
          ]),
        ])
        dodDeclared = true
      } else if (assessment.outcomes !== null) {
        const ways = new Map(
          assessment.criteria.map((c) => [
            c.id,
            c.kind === 'judgment'
              ? ''
              : 'gate' in c.assert
                ? `make GATE(${c.assert.gate}) green: fix the cause and run that technique so evident records it, then run validation again`
                : `add ${c.assert.fileExists} as a real file inside the project (not a symlink), then run validation again`,
          ]),
        )
        await record(dodLines(assessment.outcomes, (id) => ways.get(id) ?? ''))
        dodDeclared = true
      }
    }
    await record(await checkIntention(req.root, repoRoot, change.base, req.config?.intention))
    const ran = await runTechniques(req, resolved, { runId, repoRoot, change, record, caller: req.caller })
    if (ran.length === 0) await record([NO_TECHNIQUES])
    if (!dodDeclared) {
      const green = all.filter((l) => l.kind === 'gate' && l.line.endsWith(': green')).map((l) => l.line)
      const instead = `asserted instead: ${green.length > 0 ? green.join(', ') : 'no gate green'}; techniques ${ran.length > 0 ? `run: ${ran.join(', ')}` : "no-op'd"}`
      await record([
        {
          kind: 'no-op',
          line: `NO-OP(verify): no DoD declared — ${dod.found ? 'free-text DoD without criteria' : `${dod.path} absent`}; ${instead}`,
        },
      ])
    }
  } finally {
    await endValidationRun(req.db, runId)
  }
  return { runId, lines: all, blockers: all.filter((l) => l.kind === 'blocker').length }
}

interface Shared {
  readonly runId: number
  readonly repoRoot: string
  readonly change: Awaited<ReturnType<typeof changedHunks>>
  readonly record: (lines: readonly RecordLine[]) => Promise<void>
  readonly caller: Caller | undefined
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
