import { againstPlan, driftCounts, lineDelta, shortHead, verdictLabel } from './coordinator-labels.js'
import { codeMd as c, escapeMd as m } from './escape.js'
import type { CoordinatorView, PlanView } from './model.js'

/** The coordinator's plans and drift checks, in markdown (see clients/report/markdown.ts). */
export function coordinatorMarkdown(view: CoordinatorView): string[] {
  const lines = view.plans.flatMap(plan)
  if (view.drift.length > 0) {
    lines.push(
      '### Drift checks',
      '',
      '| slug | verdict | unresolved | report | HEAD | at | by |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...view.drift.map(
        (d) =>
          `| ${m(d.slug)} | ${m(d.verdict)} (exit ${d.exitCode}) | ${m(driftCounts(d))}${d.unresolved.length === 0 ? '' : `: ${m(d.unresolved.join(', '))}`}${d.detail === null || d.verdict !== 'error' ? '' : ` — ${m(d.detail)}`} | ${d.reportPath === null ? '—' : c(d.reportPath)} | ${m(shortHead(d.head))} | ${m(d.at)} | ${m(d.caller ?? '—')} |`,
      ),
      '',
    )
  }
  return lines
}

function plan(p: PlanView): string[] {
  const tasks = p.tasks.map((t) => `#${t.id} ${m(t.agent)} ${m(t.outcome)}`).join(', ')
  const lines = [
    `### Coordinator plan ${m(p.slug)} v${p.version} — ${m(p.status)}`,
    '',
    `Spec ${c(p.specPath)} · decided by ${m(p.caller)} at ${m(p.createdAt)} · fix limit ${p.fixIterations} · tasks from it: ${tasks === '' ? 'none' : tasks}`,
    '',
  ]
  if (p.reason !== null) lines.push(`Reason: ${m(p.reason)}`, '')
  lines.push(
    '| scenario | covers | assertion | fixtures |',
    '| --- | --- | --- | --- |',
    ...p.recipe.map((r) => `| ${c(r.name)} | ${m(r.covers)} | ${m(r.assertion)} | ${m(r.fixtures)} |`),
    '',
    `- failing tests: ${p.contract.failingTestPaths.map((f) => c(f)).join(', ')}`,
    `- write set: ${p.contract.writeSet.map((f) => c(f)).join(', ') || '—'}`,
    `- conventions: test ${p.contract.testCmd === '' ? '—' : c(p.contract.testCmd)}, lint ${p.contract.lintCmd === '' ? '—' : c(p.contract.lintCmd)}`,
    ...p.contract.behaviorExcerpts.map((x) => `- excerpt: “${m(x)}”`),
    ...(p.outOfScope.length === 0 ? [] : [`- out of scope: ${p.outOfScope.map((x) => m(x)).join('; ')}`]),
    '',
  )
  if (p.workerEdits.length > 0) {
    const earlier = p.workerEditsOmitted === 0 ? '' : ` (${p.workerEditsOmitted} earlier not shown)`
    lines.push(
      `Worker changes${earlier}:`,
      '',
      '| at | worker | change | file | against the plan |',
      '| --- | --- | --- | --- | --- |',
      ...p.workerEdits.map(
        (e) =>
          `| ${m(e.at)} | ${m(e.agent)} (${e.role}) | ${e.refused ? '**refused** ' : ''}${c(e.change)}${lineDelta(e)} | ${e.file === null ? '—' : c(e.file)} | ${againstPlan(e)} |`,
      ),
      '',
    )
  }
  if (p.verdicts.length > 0) {
    lines.push(
      `Binding verdicts while this plan was the project's${p.status === 'superseded' ? '' : " (the last is the project's binding verdict)"}:`,
      '',
      '| run | verdict | suite | exit | by | at |',
      '| --- | --- | --- | --- | --- | --- |',
      ...p.verdicts.map(
        (v) =>
          `| ${v.runId} | ${m(verdictLabel(v))} | ${v.wholeSuite ? 'whole' : 'some files'} | ${v.exitCode} | ${m(v.by ?? '—')} | ${m(v.at)} |`,
      ),
      '',
    )
  }
  return lines
}
