import { againstPlan, driftCounts, lineDelta, shortHead, verdictLabel } from './coordinator-labels.js'
import { escapeHtml as e } from './escape.js'
import type { CoordinatorView, PlanView } from './model.js'

/** The coordinator's plans and drift checks, as a section of the HTML report (see clients/report/html.ts). */
export function coordinatorHtml(view: CoordinatorView): string {
  if (view.plans.length === 0 && view.drift.length === 0) return ''
  const drift =
    view.drift.length === 0
      ? ''
      : `<h3>Drift checks</h3><table class="drift"><tr><th>slug</th><th>verdict</th><th>unresolved</th><th>report</th><th>HEAD</th><th>at</th><th>by</th></tr>${view.drift
          .map(
            (d) =>
              `<tr><td>${e(d.slug)}</td><td class="${d.verdict === 'clean' ? 'pass' : d.verdict === 'skipped' ? '' : 'fail'}">${e(d.verdict)} (exit ${d.exitCode})</td><td>${e(driftCounts(d))}${d.unresolved.length === 0 ? '' : `: ${e(d.unresolved.join(', '))}`}${d.detail === null || d.verdict !== 'error' ? '' : ` — ${e(d.detail)}`}</td><td>${d.reportPath === null ? '—' : `<code>${e(d.reportPath)}</code>`}</td><td>${e(shortHead(d.head))}</td><td>${e(d.at)}</td><td>${e(d.caller ?? '—')}</td></tr>`,
          )
          .join('')}</table>`
  return `<section class="coordinator"><h2>TDD coordinator</h2>${view.plans.map(plan).join('\n')}${drift}</section>`
}

const list = (paths: readonly string[]): string =>
  paths.length === 0 ? '—' : paths.map((p) => `<code>${e(p)}</code>`).join(', ')

function plan(p: PlanView): string {
  const tasks = p.tasks.map((t) => `#${t.id} ${e(t.agent)} ${e(t.outcome)}`).join(', ')
  const edits =
    p.workerEdits.length === 0
      ? ''
      : `<h4>Worker changes</h4>${p.workerEditsOmitted === 0 ? '' : `<p class="muted">${p.workerEditsOmitted} earlier not shown</p>`}<table class="worker-edits"><tr><th>at</th><th>worker</th><th>change</th><th>file</th><th>against the plan</th></tr>${p.workerEdits
          .map(
            (x) =>
              `<tr><td>${e(x.at)}</td><td>${e(x.agent)} (${e(x.role)})</td><td${x.refused ? ' class="fail"' : ''}>${x.refused ? 'refused ' : ''}${e(x.change)}${e(lineDelta(x))}</td><td>${x.file === null ? '—' : `<code>${e(x.file)}</code>`}</td><td class="${x.inside === false ? 'fail' : x.inside === true ? 'pass' : ''}">${e(againstPlan(x))}</td></tr>`,
          )
          .join('')}</table>`
  const verdicts =
    p.verdicts.length === 0
      ? ''
      : `<h4>Binding verdicts while this plan was the project's${p.status === 'superseded' ? '' : ` <span class="muted">(the last is the project's binding verdict)</span>`}</h4><table class="verdicts"><tr><th>run</th><th>verdict</th><th>suite</th><th>exit</th><th>by</th><th>at</th></tr>${p.verdicts
          .map(
            (v) =>
              `<tr><td>${v.runId}</td><td class="${v.verdict === 'PASS' ? 'pass' : 'fail'}">${e(verdictLabel(v))}</td><td>${v.wholeSuite ? 'whole' : 'some files'}</td><td>${v.exitCode}</td><td>${e(v.by ?? '—')}</td><td>${e(v.at)}</td></tr>`,
          )
          .join('')}</table>`
  return `<div class="plan"><h3>Plan ${e(p.slug)} v${p.version} <span class="badge ${p.status === 'active' ? 'open' : p.status === 'blocked' ? 'fail' : ''}">${e(p.status)}</span></h3>
<p class="muted">spec <code>${e(p.specPath)}</code> · decided by ${e(p.caller)} at ${e(p.createdAt)} · fix limit ${p.fixIterations} · tasks from it: ${tasks === '' ? 'none' : tasks}${p.reason === null ? '' : ` · ${e(p.reason)}`}</p>
<table class="recipe"><tr><th>scenario</th><th>covers</th><th>assertion</th><th>fixtures</th></tr>${p.recipe.map((r) => `<tr><td><code>${e(r.name)}</code></td><td>${e(r.covers)}</td><td>${e(r.assertion)}</td><td>${e(r.fixtures)}</td></tr>`).join('')}</table>
<ul class="contract"><li>failing tests: ${list(p.contract.failingTestPaths)}</li><li>write set: ${list(p.contract.writeSet)}</li><li>conventions: test ${p.contract.testCmd === '' ? '—' : `<code>${e(p.contract.testCmd)}</code>`}, lint ${p.contract.lintCmd === '' ? '—' : `<code>${e(p.contract.lintCmd)}</code>`}</li>${p.contract.behaviorExcerpts.map((x) => `<li>excerpt: “${e(x)}”</li>`).join('')}${p.outOfScope.length === 0 ? '' : `<li>out of scope: ${p.outOfScope.map((x) => e(x)).join('; ')}</li>`}</ul>
${edits}${verdicts}</div>`
}
