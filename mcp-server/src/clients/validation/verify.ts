import { escapesLexically } from '../../kernel/containment.js'
import { latestGateResult, type GateResultRow } from '../../store/gate-results.js'
import type { Db } from '../../store/index.js'
import type { RecordLine } from '../../store/validation-runs.js'
import { assessDod, type DodAssessment, type DodFile } from './dod-assert.js'
import { parseDod, type Criterion } from './dod-frontmatter.js'
import {
  judgeGate,
  type AnchorRun,
  type EarlierResult,
  type GateFreshness,
  type GateJudgement,
} from './gate-recency.js'
import { blocker, dodLines } from './lines.js'

/** The id of the technique (gate) whose green in the run is the architecture boundary check. */
const ARCHITECTURE_GATE = 'architecture'

export interface DodOutcome {
  readonly file: DodFile
  readonly assessment: DodAssessment
  /** One judgement per gate a `gate:` criterion cites. */
  readonly judgements: ReadonlyMap<string, GateJudgement>
}

/**
 * Asserts the DoD against one validation run: each cited gate judged by its recency (gate-recency.ts), results
 * recorded at or after `before` left out (the standalone assertion judges a finished run as of its end).
 */
export async function assertDodAgainst(
  db: Db | undefined,
  root: string,
  file: DodFile,
  run: AnchorRun,
  freshness: GateFreshness,
  before?: number,
): Promise<DodOutcome> {
  if (!file.found) return { file, assessment: { ok: true, outcomes: null, criteria: [] }, judgements: new Map() }
  const parsed = parseDod(file.text)
  const cited = parsed.ok && parsed.criteria !== null ? parsed.criteria.flatMap((c) => gateOf(c)) : []
  const judgements = new Map<string, GateJudgement>()
  for (const gate of new Set(cited)) {
    const ran = run.gates.has(gate)
    const latest = ran || db === undefined ? undefined : await latestGateResult(db, gate, { before })
    const lastGreen =
      ran || db === undefined || latest === undefined
        ? undefined
        : latest.status === 'green'
          ? latest
          : await latestGateResult(db, gate, { before, status: 'green' })
    judgements.set(gate, judgeGate(gate, run, freshness, earlier(latest), earlier(lastGreen)))
  }
  const green = [...judgements].filter(([, j]) => j.met).map(([gate]) => gate)
  return { file, assessment: assessDod(file.text, root, green), judgements }
}

const gateOf = (c: Criterion): readonly string[] => (c.kind === 'auto' && 'gate' in c.assert ? [c.assert.gate] : [])

const earlier = (row: GateResultRow | undefined): EarlierResult | undefined =>
  row === undefined ? undefined : { status: row.status, at: row.at, source: row.source, head: row.head, tree: row.tree }

/** Why an unmet `gate:` criterion is unmet; undefined for other criteria. */
export function unmetReason(verdict: DodOutcome, id: string): string | undefined {
  if (!verdict.assessment.ok) return undefined
  const criterion = verdict.assessment.criteria.find((c) => c.id === id)
  if (criterion === undefined || criterion.kind === 'judgment' || !('gate' in criterion.assert)) return undefined
  const judgement = verdict.judgements.get(criterion.assert.gate)
  return judgement !== undefined && !judgement.met ? judgement.reason : undefined
}

/**
 * The DoD part of a run record, written once the techniques have landed (their GATE lines are the evidence):
 * criterion outcomes, `verify: DoD met — …` or `BLOCKER(verify)` per unmet criterion naming why, a note per gate met
 * by a green from before the run; or, without a structured DoD, `NO-OP(verify)` and — when the architecture boundary
 * check did not run green — an honest gap note.
 */
export async function verifyLines(input: {
  readonly db: Db
  readonly root: string
  readonly dod: DodFile
  readonly freshness: GateFreshness | undefined
  readonly run: AnchorRun
  /** The technique ids that ran. */
  readonly ran: readonly string[]
}): Promise<readonly RecordLine[]> {
  const { run, ran } = input
  const file = input.dod
  const verdict = await assertDodAgainst(input.db, input.root, file, run, input.freshness ?? 'this-run')
  const { assessment } = verdict
  if (!assessment.ok) {
    return [
      blocker('verify', `DoD frontmatter invalid: ${assessment.errors.join('; ')}`, [
        'fix the DoD frontmatter in the reviewed diff',
        'remove the frontmatter to keep a free-text DoD',
        'ask the user',
      ]),
    ]
  }
  if (assessment.outcomes !== null) {
    const ways = new Map(
      assessment.criteria.map((c) => [
        c.id,
        c.kind === 'judgment'
          ? ''
          : 'gate' in c.assert
            ? ran.includes(c.assert.gate) && !run.gates.has(c.assert.gate)
              ? `cite a gate technique in the reviewed DoD diff, or declare ${c.assert.gate} with mode gate in evident.config.json`
              : `make GATE(${c.assert.gate}) green: fix the cause and run that technique in this validation run (evident validation run), so the run records it`
            : escapesLexically(c.assert.fileExists)
              ? `name the file by a project-relative path (no "..", not absolute) in the reviewed DoD diff, then run validation again`
              : `add ${c.assert.fileExists} as a real file inside the project (not a symlink), then run validation again`,
      ]),
    )
    const earlierGreens: RecordLine[] = assessment.criteria.flatMap((c) => {
      if (c.kind === 'judgment' || !('gate' in c.assert) || run.gates.get(c.assert.gate) === 'green') return []
      const judgement = verdict.judgements.get(c.assert.gate)
      return judgement?.met === true
        ? [{ kind: 'note', line: `NOTE(verify): ${c.id} met by ${judgement.evidence}` }]
        : []
    })
    // A technique that ran without a GATE line ran as a triage (a derived lint is one by its nature): say so, so the
    // unmet criterion does not read as a technique that never ran.
    const triaged = (id: string): string => {
      const c = assessment.criteria.find((x) => x.id === id)
      const gate = c === undefined || c.kind === 'judgment' || !('gate' in c.assert) ? undefined : c.assert.gate
      return gate !== undefined && ran.includes(gate) && !run.gates.has(gate)
        ? `; ${gate} ran in this run as a triage technique, which records findings, not a GATE line`
        : ''
    }
    return [
      ...dodLines(
        assessment.outcomes,
        (id) => ways.get(id) ?? '',
        (id) => {
          const reason = unmetReason(verdict, id)
          return reason === undefined ? undefined : `${reason}${triaged(id)}`
        },
      ),
      ...earlierGreens,
    ]
  }
  const green = [...run.gates].filter(([, s]) => s === 'green').map(([id]) => `GATE(${id}): green`)
  const instead = `asserted instead: ${green.length > 0 ? green.join(', ') : 'no gate green'}; techniques ${ran.length > 0 ? `run: ${ran.join(', ')}` : "no-op'd"}`
  const noop: RecordLine = {
    kind: 'no-op',
    line: `NO-OP(verify): no DoD declared — ${file.found ? 'free-text DoD without criteria' : `${file.path} absent`}; ${instead}`,
  }
  const architecture = run.gates.get(ARCHITECTURE_GATE)
  if (architecture === 'green') return [noop]
  return [
    noop,
    {
      kind: 'note',
      line: `NOTE(verify): the architecture boundary check ${architecture === 'red' ? 'ran red' : 'did not run'} — no alignment is claimed`,
    },
  ]
}
