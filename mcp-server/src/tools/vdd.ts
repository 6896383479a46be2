import { join } from 'node:path'
import * as z from 'zod'
import { loadConfig } from '../config.js'
import { badInput } from '../errors.js'
import { lookupRunner } from '../runners/registry.js'
import { parseBeanId } from '../vdd/bean.js'
import { escapesLexically, OUTSIDE, resolveInside } from '../vdd/contain.js'
import { realRepoRoot, type VddSource } from '../vdd/document.js'
import { runVdd, type VddOutcome } from '../vdd/run.js'
import { MANUAL_MODES } from '../vdd/verdict.js'
import { defineTool, LABEL_MAX, requireFields, TEXT_MAX, toolInput } from './define.js'
import { progressSender } from './progress.js'

const input = toolInput({
  beanId: z.string().min(1).max(40).optional().describe('The bean to verify: "BEAN-277" or "277". Its criteria are read from ai/beans/BEAN-277-<slug>/bean.md. Give beanId or file, not both.'),
  file: z.string().min(1).max(LABEL_MAX).optional().describe('Instead of a bean: a project-relative markdown file with an "## Acceptance Criteria" section (a spec, a saved issue body).'),
  manual: z.enum(MANUAL_MODES).default('pending').describe('"pending" (the only value an agent may use): unprefixed (manual) criteria keep the verdict at PARTIAL. "pass" is refused here: it is a human\'s confirmation, given by the user running `evident vdd <bean-id> --manual pass` in their own terminal.'),
}).superRefine((v, ctx) => {
  if (v.beanId === undefined && v.file === undefined) requireFields(ctx, 'vdd', v, ['beanId'])
  if (v.beanId !== undefined && v.file !== undefined) ctx.addIssue({ code: 'custom', path: ['file'], message: 'give beanId or file, not both' })
})

function source(root: string, args: { readonly beanId?: string | undefined; readonly file?: string | undefined }): VddSource {
  if (args.beanId !== undefined) return { bean: parseBeanId(args.beanId) }
  const file = args.file ?? ''
  if (escapesLexically(file) || resolveInside(realRepoRoot(root), join(realRepoRoot(root), file)) === 'outside') {
    throw badInput(`${file}: ${OUTSIDE}`, 'pass a project-relative path inside the repository')
  }
  return { file }
}

function summary(outcome: VddOutcome, reportPath: string): string {
  const lines = [`VDD ${outcome.subject}: ${outcome.verdict} (exit ${outcome.exitCode}). Report: ${reportPath}` +
    (outcome.vddRunId === undefined ? '' : `; VDD run #${outcome.vddRunId}`)]
  for (const r of outcome.results) {
    const prefix = r.kind === '' ? 'manual' : `${r.kind}:${r.target}`
    lines.push(`${r.index}. ${r.result} (${prefix}) ${r.text} — ${r.details}`)
  }
  if (outcome.verdict === 'EMPTY') lines.push('No acceptance criteria: add "- [ ] (kind:target) text" items under "## Acceptance Criteria".')
  if (outcome.verdict === 'FAIL') lines.push('Fix each FAIL (or its criterion, if the criterion is wrong) and call vdd again.')
  if (outcome.verdict === 'PARTIAL') lines.push('Only manual criteria remain: ask the user to check them and, if they agree, to run `evident vdd <bean-id> --manual pass` in their own terminal.')
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
  annotations: { openWorldHint: false, destructiveHint: false },
  async handler(ctx, args, extra) {
    const caller = ctx.resolveCaller(args.caller)
    if (args.manual === 'pass') {
      throw badInput('manual "pass" is a human\'s confirmation that they checked every manual criterion themselves; an agent cannot give it',
        'call vdd without manual, and ask the user to run `evident vdd <bean-id> --manual pass` in their own terminal if they have checked them')
    }
    const config = loadConfig(ctx.projectRoot)
    const progress = progressSender(extra, 'tests: finished ')
    const outcome = await runVdd({
      repoRoot: ctx.projectRoot, source: source(ctx.projectRoot, args), manual: args.manual, cwd: ctx.projectRoot, caller,
      store: ctx.store, config, runnerFor: (name) => lookupRunner(config, name), onFileDone: progress.send, signal: extra.signal,
    }).finally(progress.settle)
    const reportPath = outcome.reportPath
    return {
      text: summary(outcome, reportPath),
      data: { subject: outcome.subject, verdict: outcome.verdict, exitCode: outcome.exitCode, reportPath, vddRunId: outcome.vddRunId ?? null, criteria: outcome.results },
    }
  },
})
