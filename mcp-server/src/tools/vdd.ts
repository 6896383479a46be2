import * as z from 'zod'
import { loadConfig } from '../kernel/config.js'
import { lookupRunner } from '../runners/registry.js'
import { accept, refuse, type Checked } from '../domain/checked.js'
import { CRITERION_STATUSES, VDD_AGGREGATES, VDD_MANUAL_STATES } from '../domain/vocabulary.js'
import { parseBeanId } from '../clients/vdd/bean.js'
import { containPath } from '../kernel/containment.js'
import { realRepoRoot, type VddSource } from '../clients/vdd/document.js'
import { runVdd, type VddOutcome } from '../clients/vdd/run.js'

import { defineTool, fields, LABEL_MAX, TEXT_MAX } from './define.js'
import { list } from './outputs.js'
import { progressSender } from './progress.js'

const input = fields(
  {
    beanId: z
      .string()
      .min(1)
      .max(40)
      .optional()
      .describe(
        'The bean to verify: "BEAN-277" or "277". Its criteria are read from ai/beans/BEAN-277-<slug>/bean.md. Give beanId or file, not both.',
      ),
    file: z
      .string()
      .min(1)
      .max(LABEL_MAX)
      .optional()
      .describe(
        'Instead of a bean: a project-relative markdown file with an "## Acceptance Criteria" section (a spec, a saved issue body).',
      ),
    manual: z
      .enum(VDD_MANUAL_STATES)
      .default('pending')
      .describe(
        '"pending" (the only value an agent may use): unprefixed (manual) criteria keep the verdict at PARTIAL. "pass" is refused here: it is a human\'s confirmation, given by the user running `evident vdd <bean-id> --manual pass` in their own terminal.',
      ),
  },
  (v, ctx) => {
    if (v.beanId === undefined && v.file === undefined) {
      ctx.addIssue({ code: 'custom', path: ['beanId'], message: 'vdd requires beanId (or file)' })
    }
    if (v.beanId !== undefined && v.file !== undefined)
      ctx.addIssue({ code: 'custom', path: ['file'], message: 'give beanId or file, not both' })
  },
)

const criterionResult = z.object({
  index: z.number().int().describe('1-based position among the criteria.'),
  result: z.enum(CRITERION_STATUSES).describe('PASS, FAIL, or MANUAL (needs a human).'),
  kind: z.string().describe('test, lint, file or file-contains; empty for a manual criterion.'),
  target: z.string().describe('What the criterion checks; empty for a manual criterion.'),
  text: z.string().describe('The criterion as written.'),
  details: z.string().describe('Why it has this result.'),
  testRunId: z.number().int().optional().describe('The recorded test run that evidenced a test criterion.'),
})

const output = z.object({
  subject: z.string().describe('The bean (BEAN-NNN) or the file verified.'),
  verdict: z
    .enum(VDD_AGGREGATES)
    .describe('EMPTY (no criteria), FAIL (any failure), PARTIAL (manual criteria pending) or PASS.'),
  exitCode: z.number().int().describe('The exit code `evident vdd` gives this verdict (0 only for PASS).'),
  reportPath: z.string().describe('The report rewritten (absolute path).'),
  vddRunId: z.number().int().nullable().describe('The recorded VDD run.'),
  criteria: list(criterionResult, 'Each criterion with its result, in document order.'),
})

function source(
  root: string,
  args: { readonly beanId?: string | undefined; readonly file?: string | undefined },
): Checked<VddSource> {
  if (args.beanId !== undefined) return accept({ bean: parseBeanId(args.beanId) })
  const file = args.file
  if (file === undefined)
    return refuse('bad_input', 'vdd requires beanId (or file)', 'pass the bean to verify as beanId')
  const contained = containPath(realRepoRoot(root), file)
  if (!contained.ok && !contained.missing)
    return refuse('bad_input', contained.reason, 'pass a project-relative path inside the repository')
  return accept({ file })
}

function summary(outcome: VddOutcome, reportPath: string): string {
  const lines = [
    `VDD ${outcome.subject}: ${outcome.verdict} (exit ${outcome.exitCode}). Report: ${reportPath}` +
      (outcome.vddRunId === undefined ? '' : `; VDD run #${outcome.vddRunId}`),
  ]
  for (const r of outcome.results) {
    const prefix = r.kind === '' ? 'manual' : `${r.kind}:${r.target}`
    const run = r.testRunId === undefined ? '' : ` (run #${r.testRunId})`
    lines.push(`${r.index}. ${r.result} (${prefix}) ${r.text} — ${r.details}${run}`)
  }
  // A near-miss is already in its criterion's details; an item not read at all is only here.
  for (const warning of outcome.warnings)
    if (!outcome.results.some((r) => r.details.includes(warning))) lines.push(`Warning: ${warning}`)
  if (outcome.verdict === 'EMPTY')
    lines.push('No acceptance criteria: add "- [ ] (kind:target) text" items under "## Acceptance Criteria".')
  if (outcome.verdict === 'FAIL')
    lines.push('Fix each FAIL (or its criterion, if the criterion is wrong) and call vdd again.')
  if (outcome.verdict === 'PARTIAL')
    lines.push(
      'Only manual criteria remain: ask the user to check them and, if they agree, to run `evident vdd <bean-id> --manual pass` in their own terminal.',
    )
  const text = lines.join('\n')
  return text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 40)}\n… (see the report for the rest)` : text
}

export const vddTool = defineTool({
  name: 'vdd',
  title: 'Verify acceptance criteria (VDD gate)',
  description:
    'Verify a bean\'s acceptance criteria with evidence and rewrite its report ai/outputs/tech-qa/vdd-NNN.md. Each "- [ ] (kind:target) text" ' +
    'item under "## Acceptance Criteria" is re-checked, ticked or not: test (runs the project\'s test runner once for all test targets; ' +
    'target "file" or "file::test name"), lint (the configured linter, ESLint by default), file (a glob matches), file-contains ' +
    '("glob::text"); unprefixed items are manual. Verdict: EMPTY (no criteria) → FAIL (any failure) → PARTIAL (manual items pending) → PASS. ' +
    'A bean can be set to Done only with a PASS report. Every run is recorded with the test run ids that evidenced it.',
  input,
  output,
  annotations: { openWorldHint: false, destructiveHint: false },
  async handler({ store, projectRoot, caller }, args, extra) {
    if (args.manual === 'pass') {
      return refuse(
        'bad_input',
        'manual "pass" is a human\'s confirmation that they checked every manual criterion themselves; an agent cannot give it',
        'call vdd without manual, and ask the user to run `evident vdd <bean-id> --manual pass` in their own terminal if they have checked them',
      )
    }
    const from = source(projectRoot, args)
    if (!from.ok) return from
    const config = loadConfig(projectRoot)
    const progress = progressSender(extra, 'tests: finished ')
    const outcome = await runVdd({
      repoRoot: projectRoot,
      source: from.value,
      manual: args.manual,
      cwd: projectRoot,
      caller,
      store,
      config,
      runnerFor: (name) => lookupRunner(config, name),
      onFileDone: progress.send,
      signal: extra.signal,
    }).finally(progress.settle)
    const reportPath = outcome.reportPath
    return {
      text: summary(outcome, reportPath),
      data: {
        subject: outcome.subject,
        verdict: outcome.verdict,
        exitCode: outcome.exitCode,
        reportPath,
        vddRunId: outcome.vddRunId ?? null,
        criteria: outcome.results,
      },
    }
  },
})
