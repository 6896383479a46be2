import { escapeHtml as e, escapeMd as m } from './escape.js'
import type { ConductEventView, ConductedIssueView } from './model.js'

/** What a verdict's or an exit's code means in the conductor's words. */
const codeLabel = (event: ConductEventView): string =>
  event.code === null
    ? ''
    : event.kind === 'verdict'
      ? (['PASS', 'REJECT', 'MALFORMED'][event.code] ?? String(event.code))
      : `exit ${event.code}`

const who = (event: ConductEventView): string =>
  [
    event.step === null ? '' : `step ${event.step}`,
    event.leaf ?? event.phase ?? '',
    event.attempt === null ? '' : `#${event.attempt}`,
  ]
    .filter((s) => s !== '')
    .join(' ')

const heading = (i: ConductedIssueView): string =>
  `Conducted issue #${i.issue} — ${i.state}${i.unsealed ? ' — leaves UNSEALED (--unsealed): their Bash could reach the store' : ''}`

/** The conductor's issues in markdown: a table of each issue's events, folded (they can be many). */
export function conductorMarkdown(issues: readonly ConductedIssueView[]): string[] {
  return issues.flatMap((i) => [
    `### ${m(heading(i))}`,
    '',
    `<details><summary>${i.events.length} events${i.omitted === 0 ? '' : ` (the newest; ${i.omitted} older left out)`} in ${m(i.projectRoot)}</summary>`,
    '',
    '| at | event | where | result | detail |',
    '| --- | --- | --- | --- | --- |',
    ...i.events.map(
      (ev) => `| ${m(ev.at)} | ${m(ev.kind)} | ${m(who(ev))} | ${m(codeLabel(ev))} | ${m(ev.detail ?? '')} |`,
    ),
    '',
    '</details>',
    '',
  ])
}

/** The conductor's issues as a section of the HTML report. */
export function conductorHtml(issues: readonly ConductedIssueView[]): string {
  if (issues.length === 0) return ''
  const issue = (i: ConductedIssueView): string =>
    `<h3>${e(heading(i))}</h3><p class="muted">${e(i.projectRoot)}${i.omitted === 0 ? '' : ` · the newest ${i.events.length} events; ${i.omitted} older left out`}</p><table><tr><th>at</th><th>event</th><th>where</th><th>result</th><th>detail</th></tr>${i.events
      .map(
        (ev) =>
          `<tr><td>${e(ev.at)}</td><td>${e(ev.kind)}</td><td>${e(who(ev))}</td><td class="${ev.kind === 'verdict' ? (ev.code === 0 ? 'pass' : 'fail') : ''}">${e(codeLabel(ev))}</td><td>${e(ev.detail ?? '')}</td></tr>`,
      )
      .join('')}</table>`
  return `<section class="conductor"><h2>Conductor</h2>${issues.map(issue).join('\n')}</section>\n`
}
