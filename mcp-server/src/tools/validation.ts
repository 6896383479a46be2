import * as z from 'zod'
import { loadConfig } from '../config.js'
import { refuse } from '../domain/checked.js'
import { VALIDATION_LINE_KINDS } from '../domain/vocabulary.js'
import { assertDodNow } from '../validation/assert-now.js'
import { dodMetLine } from '../validation/dod-assert.js'
import { planLines, planValidation } from '../validation/plan.js'
import { runValidation } from '../validation/validate.js'
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
  "plan: list the techniques a run would use (declared in evident.config.json, else derived from package.json scripts, pyproject.toml tool sections and Makefile targets, else the manifest's test command) and why — runs nothing. " +
    'run: assert the Definition of Done, then run every technique scoped to the change and return the run record lines. ' +
    'assert_dod: assert the DoD alone against gates already recorded green; returns one outcome per criterion.',
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
    }),
    assert_dod: action({}),
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

const output = z.object({
  techniques: list(techniqueRecord, 'plan: the techniques a run would use.').optional(),
  runId: z.number().int().optional().describe('run: the validation run recorded.'),
  blockers: z.number().int().optional().describe('run: BLOCKER lines in the run.'),
  lines: list(recordLine, 'run: every line of the run record.').optional(),
  outcomes: z
    .array(criterionOutcome)
    .readonly()
    .nullable()
    .optional()
    .describe('assert_dod: one outcome per criterion; null when no structured DoD exists.'),
  dod: z.string().optional().describe('assert_dod: the DoD file asserted.'),
  greenGates: list(
    z.string().describe('A gate id.'),
    'assert_dod: the gates recorded green before the call.',
  ).optional(),
})

export const validationTool = defineTool({
  name: 'validation',
  title: 'Validation phase',
  description:
    'The validation phase before proposing a change. "plan" shows the techniques (lint, typecheck, tests, …) and why each was chosen. ' +
    '"run" records a run: the DoD (docs/DOD.md or validation.dod) is asserted against gates recorded green BEFORE the run — a DoD can never cite a gate that ran red, and the run cannot evidence itself; ' +
    'then each technique runs on the change only (per-hunk ranges from git diff -U0, untracked files as added). Gate techniques record GATE(<id>): green|red. ' +
    'Triage techniques return findings already filtered to the change; a NON-CANONICAL line gives only the paths of the raw output and the scope spec: hand those paths to the triager subagent and do not read the output yourself. ' +
    'Every BLOCKER line names its unit, reason and up to 3 options: resolve it or escalate it to the user — never report the change as done over one. ' +
    '"assert_dod" returns {id, kind, outcome} per criterion (met | unmet | judgment; an unmet file-exists also says why), or outcomes null when no structured DoD exists. Nothing in a DoD is ever executed.',
  input,
  output,
  annotations: { openWorldHint: false },
  async handler({ store: { db }, projectRoot: root, caller }, args) {
    const config = loadConfig(root).validation
    switch (args.action) {
      case 'plan': {
        const plan = planValidation(root, config, process.env['PATH'])
        return { text: planLines(plan).join('\n'), data: { techniques: plan } }
      }
      case 'run': {
        const summary = await runValidation({ db, root, config, caller, base: args.base, only: args.technique })
        const head = `Validation run ${summary.runId}: ${summary.blockers} blocker(s).`
        return {
          text: capLines(
            [head, ...summary.lines.map((l) => l.line)],
            `… more lines: run evident validation record --run ${summary.runId}`,
          ),
          data: { runId: summary.runId, blockers: summary.blockers, lines: summary.lines },
        }
      }
      case 'assert_dod': {
        const { file, assessment, greenGates } = await assertDodNow(db, root, config?.dod)
        if (!assessment.ok) {
          return refuse(
            'bad_input',
            `the DoD at ${file.path} is invalid: ${assessment.errors.join('; ')}`,
            'fix its frontmatter, then call validation assert_dod again',
          )
        }
        const outcomes = assessment.outcomes
        const text =
          outcomes === null
            ? `NO-OP(verify): no DoD declared — ${file.found ? `${file.path} has no criteria frontmatter` : `${file.path} absent`}; gates green: ${greenGates.join(', ') || 'none'}.`
            : outcomes.some((o) => o.outcome === 'unmet')
              ? `Unmet: ${outcomes
                  .filter((o) => o.outcome === 'unmet')
                  .map((o) => (o.reason === undefined ? o.id : `${o.id} (${o.reason})`))
                  .join(', ')}. ${JSON.stringify({ outcomes })}`
              : `${dodMetLine(outcomes)}. ${JSON.stringify({ outcomes })}`
        return { text, data: { outcomes, dod: file.path, greenGates } }
      }
    }
  },
})
