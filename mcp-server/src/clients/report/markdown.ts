import type { ReportData, TaskView } from './model.js'
import { conductorMarkdown } from './conductor.js'
import { coordinatorMarkdown } from './coordinator-md.js'
import { codeMd as c, duration, escapeMd as m } from './escape.js'

/** A compact report fit for a pull-request comment. */
export function renderMarkdown(data: ReportData): string {
  const lines = [`## ${m(data.title)}`, '']
  lines.push(...conductorMarkdown(data.conductor))
  lines.push(...coordinatorMarkdown(data.coordinator))
  if (data.tasks.length === 0) lines.push('No TDD tasks recorded.')
  for (const t of data.tasks) lines.push(...task(t))
  if (data.vdd.length > 0) {
    lines.push('### VDD verdicts', '', '| bean | verdict | criteria |', '| --- | --- | --- |')
    for (const v of data.vdd)
      lines.push(
        `| ${m(v.subject)} | ${m(v.verdict)} | ${v.criteria.filter((c) => c.verdict === 'PASS').length}/${v.criteria.length} pass |`,
      )
    lines.push('')
  }
  if (data.gates.length > 0) {
    lines.push('### Gates', '', ...data.gates.map((g) => `- ${c(`GATE(${g.gate}): ${g.status}`)} (${m(g.source)})`), '')
  }
  lines.push(...hookFailures(data))
  return `${lines.join('\n').trimEnd()}\n`
}

function hookFailures(data: ReportData): string[] {
  const { total, sessions } = data.hookFailures
  if (total === 0) return []
  return [
    '### Unchecked hook calls',
    '',
    `${total} hook call(s) in this project failed before deciding and let the action through unchecked.`,
    ...sessions.map((s) => `- session ${c(s.sessionId)}: ${s.count} (latest ${m(s.latestAt)})`),
    '',
  ]
}

function task(t: TaskView): string[] {
  const lines = [`### Task ${t.id}: ${m(t.goal)} — ${m(t.outcome ?? t.status)}`, '']
  // Why it ended so (a blocked or abandoned task; a coordinator task BLOCKED at its fix limit says what to do).
  if (t.reason !== null) lines.push(`Reason: ${m(t.reason)}`, '')
  const denied = t.metrics.requests - t.metrics.accepted
  lines.push(
    `${m(t.seal)} · transitions accepted ${t.metrics.accepted}/${t.metrics.requests} · red:green runs ${t.metrics.redRuns}:${t.metrics.greenRuns} · denials ${denied} · violations ${t.violations.length}`,
    '',
  )
  lines.push('| behavior | status | phases | cycle |', '| --- | --- | --- | --- |')
  for (const g of t.goals) {
    for (const b of g.behaviors) {
      const phases = b.phases
        .map((p) => (p.cited === null ? p.phase : `${p.phase} (#${p.cited.artifactId})`))
        .join(' → ')
      lines.push(`| ${m(b.behavior)} | ${m(b.status)} | ${m(phases || '—')} | ${duration(b.cycleTimeMs)} |`)
    }
  }
  lines.push('')
  const failing = t.goals.flatMap((g) =>
    g.behaviors.flatMap((b) =>
      b.phases.flatMap(
        (p) =>
          p.cited?.run?.failing.map(
            (f) =>
              `- red evidence for *${m(b.behavior)}*: ${c(f.test)} — ${m(f.name)}: ${m(f.message)}${f.location === null ? '' : ` (${m(f.location)})`}`,
          ) ?? [],
      ),
    ),
  )
  if (failing.length > 0) lines.push(...failing, '')
  if (t.denials.length > 0) {
    const reasons = Object.entries(t.metrics.denialsByReason)
      .map(([r, n]) => `${c(r)} × ${n}`)
      .join(', ')
    lines.push(`Denials: ${reasons}`, '')
  }
  if (t.violations.length > 0) lines.push(...t.violations.map((v) => `- violation ${c(v.kind)}: ${m(v.detail)}`), '')
  lines.push(...progress(t))
  return lines
}

/** The progress events the agent pushed, replayed in order, folded so that a pull-request comment stays short. */
function progress(t: TaskView): string[] {
  const { events, omitted } = t.progress
  if (events.length === 0) return []
  const earlier = omitted === 0 ? '' : `; ${omitted} earlier not shown`
  return [
    `<details><summary>Progress timeline (${events.length} ${events.length === 1 ? 'event' : 'events'}${earlier})</summary>`,
    '',
    '| time | event | behavior | by | detail |',
    '| --- | --- | --- | --- | --- |',
    ...events.map((e) => `| ${m(e.at)} | ${c(e.type)} | ${m(e.behavior ?? '—')} | ${m(e.agent)} | ${m(e.detail)} |`),
    '',
    '</details>',
    '',
  ]
}
