import type { BehaviorView, PhaseView, ReportData, RunSummary, TaskView, VddView } from './model.js'
import { conductorHtml } from './conductor.js'
import { coordinatorHtml } from './coordinator-html.js'
import { duration, escapeHtml as e } from './escape.js'

/** One self-contained HTML page: inline CSS, no scripts, no external assets. */
export function renderHtml(data: ReportData): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(data.title)}</title><style>${CSS}</style></head>
${drawArrows(`<body><header><h1>${e(data.title)}</h1><p class="muted">generated ${e(data.generatedAt)} by evident — every line below is a recorded evidence row</p></header>
${conductorHtml(data.conductor)}${coordinatorHtml(data.coordinator)}${data.tasks.length === 0 ? '<p>No TDD tasks recorded.</p>' : data.tasks.map(task).join('\n')}
${data.vdd.length === 0 ? '' : `<section><h2>VDD verdicts</h2>${data.vdd.map(vdd).join('\n')}</section>`}
${hookFailures(data)}${data.gates.length === 0 ? '' : `<section><h2>Gates</h2><table><tr><th>gate</th><th>status</th><th>source</th><th>at</th></tr>${data.gates.map((g) => `<tr><td>${e(g.gate)}</td><td class="${g.status === 'green' ? 'pass' : 'fail'}">${e(g.status)}</td><td>${e(g.source)}</td><td>${e(g.at)}</td></tr>`).join('')}</table></section>`}
</body>`)}</html>
`
}

/**
 * "→" drawn, not typed: many fonts lack it (the bundled headless Chromium's only font among them), and there it
 * renders blank. Each "→" in the page's text (phase ranges, denied moves, the timeline's transitions, and any in the
 * recorded strings) becomes an inline SVG arrow, the character kept beside it with no width and no ink, so a text copy or a
 * screen reader still gives "→". Only text is touched: every string is escaped, so no tag or attribute holds a `>`,
 * and text is exactly what lies between a `>` and the next `<`.
 */
function drawArrows(html: string): string {
  return html.replace(/>[^<]*</g, (text) => text.replaceAll('→', ARROW))
}

const ARROW =
  '<span class="arrow"><svg aria-hidden="true" viewBox="0 0 16 10" width="16" height="10"><path d="M1.5 5h12M9.5 1.5 13.5 5l-4 3.5"/></svg><span class="glyph">→</span></span>'

function hookFailures(data: ReportData): string {
  const { total, sessions } = data.hookFailures
  if (total === 0) return ''
  return `<section><h2>Unchecked hook calls</h2><p class="fail">${total} hook call(s) in this project failed before deciding and let the action through unchecked.</p>${sessions.length === 0 ? '' : `<table><tr><th>session</th><th>calls</th><th>latest</th></tr>${sessions.map((s) => `<tr><td>${e(s.sessionId)}</td><td>${s.count}</td><td>${e(s.latestAt)}</td></tr>`).join('')}</table>`}</section>`
}

function task(t: TaskView): string {
  const m = t.metrics
  const reasons = Object.entries(m.denialsByReason)
    .map(([r, n]) => `${e(r)} × ${n}`)
    .join(', ')
  return `<section class="task"><h2>Task ${t.id}: ${e(t.goal)} <span class="badge ${t.outcome === 'succeeded' ? 'pass' : t.status === 'open' ? 'open' : 'fail'}">${e(t.outcome ?? t.status)}</span></h2>
<p class="muted">caller ${e(t.caller)} · ${e(t.seal)} · started ${e(t.createdAt)}${t.endedAt === null ? '' : ` · ended ${e(t.endedAt)}`}${t.reason === null ? '' : ` · ${e(t.reason)}`}</p>
<div class="metrics"><div><b>${m.accepted}/${m.requests}</b> transitions accepted</div><div><b>${m.redRuns}:${m.greenRuns}</b> red : green runs</div><div><b>${m.requests - m.accepted}</b> ${plural(m.requests - m.accepted, 'denial')}${reasons === '' ? '' : ` (${reasons})`}</div><div><b>${t.violations.length}</b> ${plural(t.violations.length, 'violation')}</div></div>
${t.goals.map((g) => `<div class="goal"><h3>Goal ${g.id}: ${e(g.goal)} <span class="badge">${e(g.status)}</span></h3>${g.behaviors.map(behavior).join('\n')}</div>`).join('\n')}
${edits(t)}${denials(t)}${violations(t)}${progress(t)}</section>`
}

const plural = (n: number, word: string): string => (n === 1 ? word : `${word}s`)

function behavior(b: BehaviorView): string {
  return `<div class="behavior"><h4>Behavior ${b.id}: ${e(b.behavior)} <span class="badge">${e(b.status)}</span> <span class="muted">cycle ${duration(b.cycleTimeMs)}</span></h4>
<ol class="timeline">${b.phases.map(phase).join('')}</ol></div>`
}

function phase(p: PhaseView): string {
  const kind = p.phase.startsWith('red') ? 'red' : p.phase.startsWith('green') ? 'green' : p.phase
  const cited =
    p.cited === null
      ? '<p class="muted">no evidence needed</p>'
      : `<p>cited artifact ${p.cited.artifactId} (${e(p.cited.kind)})${p.cited.test === null ? '' : `: <code>${e(p.cited.test)}</code>`}</p>${p.cited.run === null ? '' : run(p.cited.run, 'cited run')}`
  const hyps = p.hypotheses
    .map(
      (h) =>
        `<li class="hyp">hypothesis ${h.id} <span class="badge">${e(h.outcome)}</span>: ${e(h.content)} <span class="muted">— cites ${e(h.citedError)}</span></li>`,
    )
    .join('')
  const runs = p.runs.map((r) => run(r, 'run')).join('')
  return `<li class="phase ${e(kind)}"><div class="phase-name">${e(p.phase)}</div><div class="phase-body"><p class="muted">${e(p.startedAt)}${p.endedAt === null ? ' (current)' : ` → ${e(p.endedAt)}`}</p>${cited}${hyps === '' ? '' : `<ul>${hyps}</ul>`}${runs === '' ? '' : `<details open><summary>runs in this phase</summary>${runs}</details>`}</div></li>`
}

function run(r: RunSummary, label: string): string {
  const failing = r.failing
    .map(
      (f) =>
        `<li><code>${e(f.test)}</code>: <span class="fail">${e(f.name)}: ${e(f.message)}</span>${f.location === null ? '' : ` <span class="muted">at ${e(f.location)}</span>`}</li>`,
    )
    .join('')
  return `<div class="run ${r.outcome === 'passed' ? 'pass' : 'fail'}">${e(label)} ${r.runId}: <b>${e(r.outcome)}</b> — ${r.passed} passed, ${r.failed} failed of ${r.total}${failing === '' ? '' : `<ul>${failing}</ul>`}</div>`
}

function edits(t: TaskView): string {
  if (t.edits.length === 0) return ''
  return `<h3>Edits by file</h3><table><tr><th>file</th><th>role</th><th>edits</th><th>+lines</th><th>−lines</th></tr>${t.edits.map((x) => `<tr><td><code>${e(x.file)}</code></td><td>${e(x.role)}</td><td>${x.edits}</td><td>${x.linesAdded}</td><td>${x.linesRemoved}</td></tr>`).join('')}</table>`
}

function denials(t: TaskView): string {
  if (t.denials.length === 0) return ''
  return `<h3>Denials</h3><table><tr><th>at</th><th>move</th><th>reason</th></tr>${t.denials.map((d) => `<tr><td>${e(d.at)}</td><td>${e(d.from ?? '?')} → ${e(d.requested)}</td><td class="fail">${e(d.reason)}</td></tr>`).join('')}</table>`
}

function violations(t: TaskView): string {
  if (t.violations.length === 0) return ''
  return `<h3>Violations</h3><table><tr><th>at</th><th>kind</th><th>detail</th></tr>${t.violations.map((v) => `<tr><td>${e(v.at)}</td><td class="fail">${e(v.kind)}</td><td>${e(v.detail)}</td></tr>`).join('')}</table>`
}

/** Events that need the reader's attention: a blocked agent, abandoned work. */
const ALARMING = new Set(['blocked', 'behavior_abandoned', 'goal_abandoned'])

function progress(t: TaskView): string {
  const { events, omitted } = t.progress
  if (events.length === 0) return ''
  const earlier = omitted === 0 ? '' : `<p class="muted">${omitted} earlier ${plural(omitted, 'event')} not shown</p>`
  const rows = events
    .map(
      (p) =>
        `<tr><td>${e(p.at)}</td><td${ALARMING.has(p.type) ? ' class="fail"' : ''}>${e(p.type)}</td><td>${e(p.behavior ?? '—')}</td><td>${e(p.agent)}</td><td>${e(p.detail)}</td></tr>`,
    )
    .join('')
  return `<h3>Progress timeline</h3>${earlier}<table class="progress"><tr><th>at</th><th>event</th><th>behavior</th><th>by</th><th>detail</th></tr>${rows}</table>`
}

function vdd(v: VddView): string {
  return `<div class="vdd"><h3>${e(v.subject)} <span class="badge ${v.verdict === 'PASS' ? 'pass' : 'fail'}">${e(v.verdict)}</span></h3><p class="muted">${e(v.at)} · report ${e(v.reportPath)}</p>
<table><tr><th>result</th><th>kind</th><th>target</th><th>criterion</th><th>details</th></tr>${v.criteria.map((c) => `<tr><td class="${c.verdict === 'PASS' ? 'pass' : c.verdict === 'FAIL' ? 'fail' : ''}">${e(c.verdict)}</td><td>${e(c.kind ?? '—')}</td><td>${e(c.target ?? '—')}</td><td>${e(c.criterion)}</td><td>${e(c.details)}</td></tr>`).join('')}</table></div>`
}

const CSS = `
body{font:15px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0 auto;max-width:1100px;padding:24px;color:#1b1f24;background:#fafbfc}
h1{margin:0 0 4px}h2{margin-top:32px;border-bottom:1px solid #d0d7de;padding-bottom:6px}h3{margin:20px 0 8px}h4{margin:14px 0 6px}
.muted{color:#57606a;font-size:13px}code{background:#eef1f4;padding:1px 4px;border-radius:4px;font-size:13px}
.badge{font-size:12px;padding:2px 8px;border-radius:10px;background:#eaeef2;color:#24292f;vertical-align:middle}
.badge.pass,.run.pass{background:#dafbe1;color:#116329}.badge.fail{background:#ffebe9;color:#a40e26}.badge.open{background:#ddf4ff;color:#0550ae}
td.pass,span.pass{color:#116329;font-weight:600}td.fail,span.fail,.fail{color:#a40e26}
.metrics{display:flex;gap:12px;flex-wrap:wrap;margin:12px 0}.metrics div{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:8px 12px}
.plan{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:4px 16px 8px;margin:10px 0}ul.contract{margin:6px 0;padding-left:20px;font-size:13px}
.behavior{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:4px 16px 8px;margin:10px 0}
ol.timeline{list-style:none;padding:0;margin:0}li.phase{display:flex;gap:12px;border-left:6px solid #8c959f;margin:8px 0;padding:6px 10px;background:#f6f8fa;border-radius:0 6px 6px 0}
li.phase.red{border-color:#cf222e;background:#fff5f5}li.phase.green{border-color:#1a7f37;background:#f3fbf5}li.phase.refactor{border-color:#0969da;background:#f2f8ff}li.phase.spike{border-color:#9a6700;background:#fff8e5}
.phase-name{font-weight:700;min-width:120px;text-transform:uppercase;font-size:13px;letter-spacing:.04em}.phase-body{flex:1}.phase-body p{margin:2px 0}
.run{margin:4px 0;padding:4px 8px;border-radius:6px;background:#ffebe9}table{border-collapse:collapse;width:100%;background:#fff;margin:6px 0}
th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;font-size:13px;vertical-align:top}th{background:#f6f8fa}
.arrow svg{vertical-align:-1px;fill:none;stroke:currentColor;stroke-width:1.5;stroke-linecap:round;stroke-linejoin:round}
.arrow .glyph{display:inline-block;width:0;color:transparent}
`
