import * as z from 'zod'
import { loadConfig } from '../kernel/config.js'
import { refuse } from '../domain/checked.js'
import { VALIDATION_LINE_KINDS } from '../domain/vocabulary.js'
import type { Db } from '../store/index.js'
import { assertDodNow } from '../clients/validation/assert-now.js'
import { dodMetLine } from '../clients/validation/dod-assert.js'
import { validationGate } from '../clients/validation/gate-record.js'
import { previewLines, previewValidation, procedureNotes } from '../clients/validation/preview.js'
import { proposeGateLine, type ProposeGate } from '../clients/validation/propose-gate.js'
import { SUSPECTED_BENIGN_MAX } from '../clients/validation/suspected-benign.js'
import { recordTriageOutcomes } from '../clients/validation/triage.js'
import { outcomeClaimsSchema } from '../clients/validation/triage-outcome.js'
import { notDerived } from '../clients/validation/resolve.js'
import { runValidation } from '../clients/validation/validate.js'
import { lintErrors, lintLines, lintManifest, type ManifestLint } from '../clients/validation/manifest-lint.js'
import type { Caller } from '../kernel/identity.js'
import { shadowFor } from '../worktree/snapshot.js'
import { prove } from '../clients/prove/prove.js'
import { markdownSummary } from '../clients/prove/render.js'
import { exitCodeOf, VERDICTS } from '../clients/prove/types.js'
import { action, actions, defineTool, ID_MAX } from './define.js'
import { list } from './outputs.js'

const RUN_TEXT_MAX = 12_000

/** Whole lines up to the cap, then a pointer to the full record. */
function capLines(lines: readonly string[], more: string): string {
  const kept: string[] = []
  let size = 0
  for (const line of lines) {
    if (size + line.length + 1 > RUN_TEXT_MAX) return [...kept, more].join('\n')
    kept.push(line)
    size += line.length + 1
  }
  return kept.join('\n')
}

const input = actions(
  "plan: list the techniques a run would use (declared in evident.config.json, else derived from the commands README/CONTRIBUTING document in shell code blocks and from package.json scripts, pyproject.toml tool sections and Makefile targets, else the manifest's test command) and why — runs nothing; with validation.procedure in the config, its steps in order. " +
    "run: run every technique scoped to the change, then assert the Definition of Done against this run's GATE lines; return the run record lines. " +
    "assert_dod: assert the DoD alone against the latest validation run's GATE lines (read-only); returns one outcome per criterion. " +
    "triage: record a triager's outcomes for one triage technique of a run: verifies its commit, re-runs the gate techniques. " +
    "gate: the run's propose-gate entry (satisfied | released | blocked | pending) and why. " +
    "lint_manifest: check evident.config.json's validation section (the manifest) beyond its schema — runs nothing; run lints it first and refuses on errors. " +
    'prove: re-prove a commit range from git alone (evident prove <base>..<head>): each added test must fail on base and pass on head, each edited test must hold in its old and new forms — run it on the commits before opening a pull request.',
  {
    plan: action({}),
    run: action({
      base: z
        .string()
        .min(1)
        .max(ID_MAX)
        .regex(/^[A-Za-z0-9._/@^~{}-]+$/)
        .optional()
        .describe(
          'the git ref the change is measured against (branch, tag or commit). Default: validation.base in evident.config.json, else the merge-base with the default branch.',
        ),
      technique: z
        .string()
        .min(1)
        .max(ID_MAX)
        .optional()
        .describe('run only the technique with this id (as listed by plan).'),
      suspectedBenign: z
        .string()
        .max(SUSPECTED_BENIGN_MAX)
        .optional()
        .describe(
          'the review phase\'s predicted suspected-benign findings, as canonical findings: a JSON array of {file, line, severity, finding[, fix, status]} or one "<severity> <file>:<line> — <finding>" per line. Checked whole (one bad line fails the call before the run starts), stored with the run and handed to the triager verbatim: never scope-filtered.',
        ),
    }),
    assert_dod: action({}),
    triage: action({
      run: z.number().int().positive().describe('the validation run whose findings were triaged.'),
      technique: z.string().min(1).max(ID_MAX).describe('the triage technique whose findings these are.'),
      commit: z
        .string()
        .regex(/^[0-9a-fA-F]{7,40}$/)
        .describe(
          "the triager's commit id: a single-parent commit after the run's HEAD, in the checked-out history, subject starting <commit-prefix>(validation): <technique>, changing only the technique's scope files and test files.",
        ),
      outcomes: outcomeClaimsSchema.describe(
        'exactly one outcome per finding of the technique in that run (for NON-CANONICAL output: one per finding you kept inside the scope).',
      ),
    }),
    gate: action({
      run: z.number().int().positive().optional().describe('the validation run (default: the latest of this project).'),
    }),
    lint_manifest: action({}),
    prove: action({
      range: z
        .string()
        .min(4)
        .max(2 * ID_MAX)
        .regex(/^[A-Za-z0-9._/@^~{}-]+$/)
        .describe('<base>..<head>: the commit the change starts from and the one it ends at, e.g. main..HEAD.'),
      runner: z
        .string()
        .min(1)
        .max(ID_MAX)
        .optional()
        .describe("a runner of the base commit's evident.config.json (default: its default runner)."),
    }),
  },
)

const techniqueRecord = z.object({
  id: z.string().describe('Technique id.'),
  mode: z
    .enum(['gate', 'triage'])
    .describe('gate: records GATE(<id>): green|red. triage: returns findings filtered to the change.'),
  runStyle: z.enum(['sync', 'background']).describe('Whether the run waits for it.'),
  scope: z.enum(['per-hunk', 'per-file']).describe('How its findings are scoped to the change.'),
  run: list(z.string().describe('An argument.'), 'The command (argv) it runs.'),
  tier: z.enum(['declared', 'derived', 'fallback']).describe('Where it came from.'),
  why: z.string().describe('Why it was chosen.'),
  declined: z.string().optional().describe('Why its probe declines it; absent when it would run.'),
})

const recordLine = z.object({
  kind: z.enum(VALIDATION_LINE_KINDS).describe('What the line records.'),
  line: z.string().describe('The line as recorded.'),
  blocker: z
    .object({
      unit: z.string().describe('What is blocked.'),
      reason: z.string().describe('Why.'),
      options: list(z.string().describe('An option.'), 'Up to 3 ways to resolve it.'),
    })
    .optional()
    .describe("A BLOCKER line's unit, reason and options."),
})

const criterionOutcome = z.object({
  id: z.string().describe('Criterion id.'),
  kind: z.enum(['auto', 'judgment']).describe('auto: asserted mechanically; judgment: for a person to assert.'),
  outcome: z.enum(['met', 'unmet', 'judgment']).describe('Its outcome.'),
  reason: z
    .string()
    .optional()
    .describe('Why a file-exists criterion is unmet, e.g. "../x: outside the repository" or "x: does not exist".'),
})

const proposeGate = z.object({
  state: z
    .enum(['satisfied', 'released', 'blocked', 'pending'])
    .describe(
      'satisfied: techniques landed and triaged green; released: no technique ran; blocked: a BLOCKER is recorded; pending: the run or its triage has not landed.',
    ),
  reasons: list(z.string().describe('A reason.'), 'Why.'),
})

const proveTest = z.object({
  file: z.string().describe('The test file (head path; base path for a removed test).'),
  fullName: z.string().describe("The test's full name ('' for a file that did not load)."),
  kind: z.enum(['added', 'changed', 'removed']).describe('How the range touches it.'),
  verdict: z
    .enum(VERDICTS)
    .describe(
      'proven or holds: clean; does-not-detect, spec-changed, spec-removed, removed, weakened, fails-on-head, not-run: a finding.',
    ),
  detail: z.string().describe('Why.'),
})

const manifestProblem = z.object({
  level: z
    .enum(['error', 'warning'])
    .describe('error: validation run refuses to start; warning: recorded as a MANIFEST line.'),
  text: z.string().describe('The problem, e.g. "evident.config.json: validation.techniques[1].mode: …".'),
})

const output = z.object({
  techniques: list(techniqueRecord, 'plan: the techniques a run would use.').optional(),
  notes: list(
    z.string().describe('A note.'),
    "plan: with the manifest's procedure override, its PROCEDURE line and a NO-OP line per resolved technique no step names; then documented commands (README / CONTRIBUTING) that were not derived, and why.",
  ).optional(),
  runId: z
    .number()
    .int()
    .optional()
    .describe('run: the validation run recorded. assert_dod: the validation run asserted against (the latest).'),
  blockers: z.number().int().optional().describe('run: BLOCKER lines in the run.'),
  lines: list(recordLine, 'run: every line of the run record.').optional(),
  outcomes: z
    .array(criterionOutcome)
    .readonly()
    .nullable()
    .optional()
    .describe('assert_dod: one outcome per criterion; null when no structured DoD exists.'),
  dod: z.string().optional().describe('assert_dod: the DoD file asserted.'),
  proposeGate: proposeGate.optional().describe("run, triage, gate: the run's propose-gate entry."),
  triageId: z.number().int().optional().describe('triage: the triage recorded.'),
  greenGates: list(
    z.string().describe('A gate id.'),
    "assert_dod: the latest validation run's green gates, and earlier greens validation.gateFreshness accepts.",
  ).optional(),
  problems: list(manifestProblem, 'lint_manifest, and run when refused: one entry per manifest problem.').optional(),
  manifest: z
    .boolean()
    .optional()
    .describe('lint_manifest: false when there is no validation section (or no config file): the defaults apply.'),
  reasons: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      'assert_dod: why each unmet gate criterion is unmet (e.g. the gate did not run in the latest run), by criterion id.',
    ),
  prove: z
    .object({
      exitCode: z.number().int().describe('0 proven, 1 a finding, 2 could not prove (problems say why).'),
      tests: list(proveTest, 'One verdict per test of the range: added, in an edited file, or removed.'),
      problems: list(z.string().describe('A problem.'), 'Why the range could not be proven.'),
      weakenings: list(z.string().describe('A weakening.'), 'Test files whose text gained skip markers or lost tests.'),
    })
    .optional()
    .describe('prove: the verdicts (docs/prove.md); the text is the markdown summary a reviewer reads.'),
})

export const validationTool = defineTool({
  name: 'validation',
  title: 'Validation phase',
  description:
    'The validation phase before proposing a change. "plan" shows the techniques (lint, typecheck, tests, …) and why each was chosen. ' +
    '"run" records a run: each technique runs on the change only (per-hunk ranges from git diff -U0, untracked files as added); gate techniques record GATE(<id>): green|red. ' +
    "Then the DoD (docs/DOD.md or validation.dod) is asserted against this run's GATE lines: a gate criterion is met only when this run recorded it green (or validation.gateFreshness accepts an earlier green) — a red or stale result never counts, and nothing in a DoD runs. " +
    'Triage techniques return findings already filtered to the change; a NON-CANONICAL line gives only the paths of the raw output and the scope spec: hand those paths to the triager subagent and do not read the output yourself. ' +
    'Every BLOCKER line names its unit, reason and up to 3 options: resolve it or escalate it to the user — never report the change as done over one. ' +
    '"assert_dod" returns {id, kind, outcome} per criterion (met | unmet | judgment; an unmet file-exists also says why), or outcomes null when no structured DoD exists. Nothing in a DoD is ever executed. ' +
    'Pass the review\'s predicted suspected-benign findings to "run" as suspectedBenign: they come back as SUSPECTED-BENIGN lines for the triager, unfiltered. ' +
    'When a triager has committed, "triage" records its outcome per finding (killed-by-test | documented-benign | fixed) after verifying the commit, and re-runs the gate techniques. ' +
    '"gate" answers whether the change may be proposed: satisfied, released (no technique ran), blocked or pending (findings await triage). INTENTION-DRIFT lines name changed paths whose intention page was not updated. ' +
    '"lint_manifest" checks evident.config.json\'s validation section (the manifest: techniques, DoD path, the procedure override in validation.procedure) and runs nothing; "run" lints it first and is refused on an error — fix the config, never work around it.',
  input,
  output,
  annotations: { openWorldHint: false },
  async handler({ store, projectRoot: root, caller }, args) {
    const db = store.db
    // Linted before the config is loaded, so a manifest the schema refuses is answered with every problem.
    if (args.action === 'lint_manifest' || args.action === 'run') {
      const lint = await lintManifest(root)
      const errors = lintErrors(lint)
      if (args.action === 'lint_manifest' || errors.length > 0) {
        const text = lintLines(lint).join('\n')
        if (args.action === 'lint_manifest') return { text, data: { problems: lint.problems, manifest: lint.present } }
        return refuse(
          'bad_input',
          `validation run refused: the manifest has ${errors.length} error(s) (nothing was recorded):\n${text}`,
          `fix ${lint.file}, then call validation run again (lint_manifest lists the problems)`,
        )
      }
      return runAction(args, { db, root, caller, storePath: store.path, manifest: lint })
    }
    if (args.action === 'prove') return proveAction(root, args.range, args.runner)
    const config = loadConfig(root).validation
    switch (args.action) {
      case 'plan': {
        const plan = previewValidation(root, config, process.env['PATH'])
        const notes = [...procedureNotes(root, config), ...notDerived(root, config)]
        return { text: previewLines(plan, notes).join('\n'), data: { techniques: plan, notes } }
      }
      case 'triage': {
        const summary = await recordTriageOutcomes({
          db,
          root,
          config,
          caller,
          runId: args.run,
          technique: args.technique,
          commit: args.commit,
          outcomes: args.outcomes,
        })
        const lines = summary.lines.map((l) => l.line)
        return {
          text: [
            `Validation run ${args.run}: triage ${summary.triageId} recorded.`,
            ...lines,
            proposeGateLine(summary.gate),
          ].join('\n'),
          data: { runId: args.run, triageId: summary.triageId, lines: summary.lines, proposeGate: summary.gate },
        }
      }
      case 'gate': {
        const landed = await validationGate(db, root, args.run)
        if (landed === undefined)
          return refuse(
            'not_found',
            args.run === undefined
              ? 'no validation run recorded for this project yet'
              : `no validation run ${args.run} for this project`,
            'run validation with action run first',
          )
        return {
          text: `Validation run ${landed.run.id}: ${proposeGateLine(landed.gate)}`,
          data: { runId: landed.run.id, proposeGate: landed.gate },
        }
      }
      case 'assert_dod': {
        const { file, assessment, greenGates, run, reasons } = await assertDodNow(db, root, config)
        if (!assessment.ok) {
          return refuse(
            'bad_input',
            `the DoD at ${file.path} is invalid: ${assessment.errors.join('; ')}`,
            'fix its frontmatter, then call validation assert_dod again',
          )
        }
        const outcomes = assessment.outcomes
        const against =
          run === undefined
            ? 'No validation run is recorded for this project yet.'
            : `Against validation run ${run.id} (${run.status}, started ${run.startedAt}), the latest.`
        const unmet = (outcomes ?? []).filter((o) => o.outcome === 'unmet')
        const whyUnmet = (o: (typeof unmet)[number]): string | undefined => reasons.get(o.id) ?? o.reason
        const text =
          outcomes === null
            ? `NO-OP(verify): no DoD declared — ${file.found ? `${file.path} has no criteria frontmatter` : `${file.path} absent`}; gates green: ${greenGates.join(', ') || 'none'}.`
            : unmet.length > 0
              ? `Unmet: ${unmet.map((o) => (whyUnmet(o) === undefined ? o.id : `${o.id} (${whyUnmet(o) ?? ''})`)).join(', ')}. ${against} ${JSON.stringify({ outcomes })}`
              : `${dodMetLine(outcomes)}. ${against} ${JSON.stringify({ outcomes })}`
        return {
          text,
          data: {
            outcomes,
            dod: file.path,
            greenGates,
            ...(run === undefined ? {} : { runId: run.id }),
            reasons: Object.fromEntries(
              unmet.flatMap((o) => {
                const why = whyUnmet(o)
                return why === undefined ? [] : [[o.id, why]]
              }),
            ),
          },
        }
      }
    }
  },
})

async function runAction(
  args: {
    readonly base?: string | undefined
    readonly technique?: string | undefined
    readonly suspectedBenign?: string | undefined
  },
  ctx: {
    readonly db: Db
    readonly root: string
    readonly caller: Caller | undefined
    readonly storePath: string
    readonly manifest: ManifestLint
  },
) {
  const { db, root, caller } = ctx
  const summary = await runValidation({
    db,
    root,
    config: loadConfig(root).validation,
    caller,
    base: args.base,
    only: args.technique,
    suspectedBenign: args.suspectedBenign,
    shadow: shadowFor(ctx.storePath, root),
    manifest: ctx.manifest,
  })
  const gate = await gateOf(db, root, summary.runId)
  const head = `Validation run ${summary.runId}: ${summary.blockers} blocker(s).`
  return {
    text: capLines(
      [head, proposeGateLine(gate), ...summary.lines.map((l) => l.line)],
      `… more lines: run evident validation record --run ${summary.runId}`,
    ),
    data: { runId: summary.runId, blockers: summary.blockers, lines: summary.lines, proposeGate: gate },
  }
}

async function gateOf(db: Db, root: string, runId: number): Promise<ProposeGate> {
  const landed = await validationGate(db, root, runId)
  if (landed === undefined) throw new Error(`validation run ${runId} vanished after it was recorded`)
  return landed.gate
}

/** `prove`: the range re-proven in checkouts of its commits (clients/prove/prove.ts); nothing is recorded. */
async function proveAction(root: string, range: string, runner: string | undefined) {
  const result = await prove({ cwd: root, range, runner })
  return {
    text: markdownSummary(result),
    data: {
      prove: {
        exitCode: exitCodeOf(result),
        tests: result.tests.map((t) => ({
          file: t.file,
          fullName: t.fullName,
          kind: t.kind,
          verdict: t.verdict,
          detail: t.detail,
        })),
        problems: result.problems,
        weakenings: result.notes.filter((n) => n.level !== 'note').map((n) => `${n.file}: ${n.text}`),
      },
    },
  }
}
