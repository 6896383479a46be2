import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../../mcp-server/src/clients/report/html.js'
import { renderMarkdown } from '../../../mcp-server/src/clients/report/markdown.js'
import { REPORT } from '../../support/report-model.js'

describe('markdown report', () => {
  it('renders a compact pull-request comment', async () => {
    await expect(renderMarkdown(REPORT)).toMatchFileSnapshot('__snapshots__/report.md')
  })

  it('keeps table cells on one line and markup inert', () => {
    const md = renderMarkdown(REPORT)
    expect(md).not.toContain('<script>')
    expect(md).toContain('accepts 2024-02-29 &lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('says why a task ended blocked (a coordinator task at its fix limit), in markdown and HTML', () => {
    const first = REPORT.tasks[0]
    if (first === undefined) throw new Error('fixture has no task')
    const reason = 'fix limit reached: 5 failing run(s) after production changes (runs 2, 4, 6, 8, 9)'
    const data = { ...REPORT, tasks: [{ ...first, outcome: 'blocked' as const, reason }] }
    expect(renderMarkdown(data)).toContain(`— blocked\n\nReason: ${reason}\n`)
    expect(renderHtml(data)).toContain(` · ${reason}</p>`)
    expect(renderMarkdown(REPORT)).not.toContain('Reason:')
  })

  it("shows each conducted issue's state and events, verdicts by name and untrusted text inert (markdown and HTML)", () => {
    const at = '2026-11-30T00:05:00.000Z'
    const base = { at, step: 1, leaf: null, phase: null, attempt: null, code: null, detail: null }
    const data = {
      ...REPORT,
      conductor: [
        {
          projectRoot: '/p',
          issue: 7,
          state: 'bail',
          omitted: 3,
          unsealed: false,
          events: [
            { ...base, kind: 'launch', leaf: 'verdict-green', attempt: 2 },
            { ...base, kind: 'verdict', phase: 'green', attempt: 2, code: 1, detail: 'the run is red <b>|</b>' },
            { ...base, kind: 'bail', detail: 'needs-user (revision-budget): rejected 3 times' },
          ],
        },
      ],
    }
    const md = renderMarkdown(data)
    expect(md).toContain('### Conducted issue #7 — bail')
    expect(md).toContain('3 events (the newest; 3 older left out) in /p')
    expect(md).toContain('| step 1 verdict-green #2 |')
    expect(md).toContain('| REJECT | the run is red &lt;b&gt;\\|&lt;/b&gt; |')
    const html = renderHtml(data)
    expect(html).toContain('<h2>Conductor</h2><h3>Conducted issue #7 — bail</h3>')
    expect(html).toContain('<td class="fail">REJECT</td><td>the run is red &lt;b&gt;|&lt;/b&gt;</td>')
    expect(renderMarkdown(REPORT)).not.toContain('Conducted issue')
    expect(renderHtml(REPORT)).not.toContain('<h2>Conductor</h2>')
    expect(md).not.toContain('UNSEALED')
  })

  it('shows a conducted issue whose leaves ran unsealed (--unsealed) so, in markdown and HTML', () => {
    const issue = { projectRoot: '/p', issue: 9, state: 'done', omitted: 0, unsealed: true, events: [] }
    const unsealed = '— leaves UNSEALED (--unsealed): their Bash could reach the store'
    expect(renderMarkdown({ ...REPORT, conductor: [issue] })).toContain(`### Conducted issue #9 — done ${unsealed}`)
    expect(renderHtml({ ...REPORT, conductor: [issue] })).toContain(`<h3>Conducted issue #9 — done ${unsealed}</h3>`)
  })

  it('shows hook calls that failed before deciding, in total and per session (markdown and HTML)', () => {
    const data = {
      ...REPORT,
      hookFailures: { total: 3, sessions: [{ sessionId: 's-<1>', count: 2, latestAt: '2026-11-30T00:05:00.000Z' }] },
    }
    const md = renderMarkdown(data)
    expect(md).toContain('3 hook call(s) in this project failed before deciding and let the action through unchecked.')
    expect(md).toContain('- session `s-<1>`: 2 (latest 2026-11-30T00:05:00.000Z)')
    const html = renderHtml(data)
    expect(html).toContain('<h2>Unchecked hook calls</h2>')
    expect(html).toContain('<td>s-&lt;1&gt;</td><td>2</td>')
    expect(renderMarkdown(REPORT)).not.toContain('Unchecked hook calls')
  })

  it("shows the coordinator's plan, its workers' changes against it, the binding verdicts and the drift check", () => {
    const md = renderMarkdown(REPORT)
    expect(md).toContain('### Coordinator plan iso-dates v1 — active')
    expect(md).toContain('- excerpt: “A leap day &lt;b&gt;is&lt;/b&gt; a date \\| always.”')
    expect(md).toContain(
      '| 2026-11-30T00:00:12.000Z | implement-1 (implement) | **refused** `outside_write_set (CONTRACT_BREACH)` | `src/calendar.ts` | outside the write set |',
    )
    expect(md).toContain(
      "Binding verdicts while this plan was the project's (the last is the project's binding verdict):",
    )
    expect(md).toContain('| iso-dates | clean (exit 0) | 0 of 2 unresolved |')
    const [p] = REPORT.coordinator.plans
    if (p === undefined) throw new Error('the fixture has a plan')
    const drifted = renderMarkdown({
      ...REPORT,
      coordinator: {
        plans: [{ ...p, status: 'superseded', workerEditsOmitted: 7 }],
        drift: [
          {
            slug: 'iso-dates',
            verdict: 'error',
            exitCode: 2,
            total: null,
            unresolved: [],
            reportPath: null,
            head: '0123456789abcdef0123',
            detail: 'x is not inside a git work tree',
            at: '2026-11-30T00:07:00.000Z',
            caller: null,
          },
        ],
      },
    })
    expect(drifted).toContain('Worker changes (7 earlier not shown):')
    expect(drifted).toContain("Binding verdicts while this plan was the project's:")
    expect(drifted).toContain(
      '| iso-dates | error (exit 2) | — — x is not inside a git work tree | — | 0123456789ab | 2026-11-30T00:07:00.000Z | — |',
    )
    const none = renderMarkdown({ ...REPORT, coordinator: { plans: [], drift: [] } })
    expect(none).not.toContain('Coordinator plan')
    expect(none).not.toContain('Drift checks')
    expect(renderHtml({ ...REPORT, coordinator: { plans: [], drift: [] } })).not.toContain('TDD coordinator')
  })

  it('folds the progress timeline, says how many earlier events it left out, and drops it when there are none', () => {
    const md = renderMarkdown(REPORT)
    expect(md).toContain('<details><summary>Progress timeline (8 events)</summary>')
    expect(md).toContain(
      '| 2026-11-30T00:00:40.000Z | `blocked` | [G1.B1] accepts 2024-02-29 &lt;script&gt;alert(1)&lt;/script&gt; | agent-a | leap \\| day check fails (failure 0123456789abcdef) |',
    )
    const [task] = REPORT.tasks
    if (task === undefined) throw new Error('the fixture has a task')
    const bounded = renderMarkdown({ ...REPORT, tasks: [{ ...task, progress: { ...task.progress, omitted: 3 } }] })
    expect(bounded).toContain('Progress timeline (8 events; 3 earlier not shown)')
    const none = renderMarkdown({ ...REPORT, tasks: [{ ...task, progress: { events: [], omitted: 0 } }] })
    expect(none).not.toContain('Progress timeline')
    const html = renderHtml({ ...REPORT, tasks: [{ ...task, progress: { ...task.progress, omitted: 3 } }] })
    expect(html).toContain('<p class="muted">3 earlier events not shown</p>')
    expect(renderHtml({ ...REPORT, tasks: [{ ...task, progress: { events: [], omitted: 0 } }] })).not.toContain(
      'Progress timeline',
    )
  })
})
