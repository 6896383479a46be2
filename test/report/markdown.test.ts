import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../mcp-server/src/report/markdown.js'
import { REPORT } from './fixture.js'

describe('markdown report', () => {
  it('renders a compact pull-request comment', async () => {
    await expect(renderMarkdown(REPORT)).toMatchFileSnapshot('__snapshots__/report.md')
  })

  it('keeps table cells on one line and markup inert', () => {
    const md = renderMarkdown(REPORT)
    expect(md).not.toContain('<script>')
    expect(md).toContain('accepts 2024-02-29 &lt;script&gt;alert(1)&lt;/script&gt;')
  })
})
