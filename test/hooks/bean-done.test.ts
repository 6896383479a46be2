import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { beanDoneHook } from '../../mcp-server/src/hooks/bean-done.js'
import { tempDir } from '../support/store.js'
import { writeFile } from '../vdd/fixture.js'

const BEAN = 'ai/beans/BEAN-277-login/bean.md'
const IN_PROGRESS = '# BEAN-277\n\n| **Status** | In Progress |\n'
const DONE = '# BEAN-277\n\n| **Status** | Done |\n'

function project(report?: { readonly file: string; readonly text: string }): string {
  const root = tempDir('evident-bean-hook-')
  writeFile(root, BEAN, IN_PROGRESS)
  if (report !== undefined) writeFile(root, `ai/outputs/tech-qa/${report.file}`, report.text)
  return root
}

const edit = (root: string, oldString: string, newString: string, path = BEAN) =>
  beanDoneHook({ tool_name: 'Edit', cwd: root, tool_input: { file_path: join(root, path), old_string: oldString, new_string: newString } })
const write = (root: string, content: string) => beanDoneHook({ tool_name: 'Write', cwd: root, tool_input: { file_path: join(root, BEAN), content } })
const passReport = (id: string) => `# VDD Report — ${id}\n\n**Aggregate verdict:** PASS\n`

describe('beanDoneHook', () => {
  it('denies an Edit setting Status to Done without a report, naming /vdd 277 and the marker', () => {
    const root = project()
    const decision = edit(root, '| **Status** | In Progress |', '| **Status** | Done |')
    expect(decision.decision).toBe('deny')
    if (decision.decision !== 'deny') return
    expect(decision.reason).toContain('/vdd 277')
    expect(decision.reason).toContain('<!-- vdd-gate: skip (justified:')
  })

  it('denies a Write whose content is Done when the file on disk is not', () => {
    expect(write(project(), DONE).decision).toBe('deny')
  })

  it('allows the change when vdd-277.md says PASS', () => {
    const root = project({ file: 'vdd-277.md', text: passReport('BEAN-277') })
    expect(edit(root, '| **Status** | In Progress |', '| **Status** | Done |')).toEqual({ decision: 'allow' })
    expect(write(root, DONE)).toEqual({ decision: 'allow' })
  })

  it('is not satisfied by another bean\'s report whose number contains 277', () => {
    const root = project({ file: 'vdd-1277.md', text: passReport('BEAN-1277') })
    expect(write(root, DONE).decision).toBe('deny')
  })

  it('allows re-saving an already Done bean', () => {
    const root = project()
    writeFile(root, BEAN, DONE)
    expect(write(root, `${DONE}\nMore notes.\n`)).toEqual({ decision: 'allow' })
    expect(edit(root, '| **Status** | Done |', '| **Status** | Done |')).toEqual({ decision: 'allow' })
  })

  it('allows Done with a justified skip marker already in the file', () => {
    const root = project()
    writeFile(root, BEAN, `${IN_PROGRESS}<!-- vdd-gate: skip (justified: signed off by the PO on 2026-11-02) -->\n`)
    expect(edit(root, '| **Status** | In Progress |', '| **Status** | Done |')).toEqual({ decision: 'allow' })
  })

  it('checks every edit of a MultiEdit', () => {
    const root = project()
    const decision = beanDoneHook({ tool_name: 'MultiEdit', cwd: root, tool_input: { file_path: join(root, BEAN), edits: [
      { old_string: '# BEAN-277', new_string: '# BEAN-277 (login)' },
      { old_string: '| **Status** | In Progress |', new_string: '| **Status** | Done |' },
    ] } })
    expect(decision.decision).toBe('deny')
  })

  it('resolves a relative file path against the payload cwd', () => {
    const root = project()
    const decision = beanDoneHook({ tool_name: 'Write', cwd: root, tool_input: { file_path: BEAN, content: DONE } })
    expect(decision.decision).toBe('deny')
  })

  it('ignores other files and other tools', () => {
    const root = project()
    writeFile(root, 'docs/bean.txt', '')
    expect(edit(root, 'x', '| **Status** | Done |', 'docs/notes.md')).toEqual({ decision: 'allow' })
    expect(edit(root, 'x', '| **Status** | Done |', 'ai/other/BEAN-277-x/bean.md')).toEqual({ decision: 'allow' })
    expect(beanDoneHook({ tool_name: 'Read', cwd: root, tool_input: { file_path: join(root, BEAN) } })).toEqual({ decision: 'allow' })
    expect(readFileSync(join(root, BEAN), 'utf8')).toBe(IN_PROGRESS)
  })

  it('fails open on a malformed payload', () => {
    expect(beanDoneHook({})).toEqual({ decision: 'allow' })
    expect(beanDoneHook({ tool_name: 'Edit', tool_input: { file_path: 42 } })).toEqual({ decision: 'allow' })
    const weird = beanDoneHook({ tool_name: 'MultiEdit', cwd: '/nonexistent', tool_input: { file_path: '/nonexistent/ai/beans/BEAN-1-x/bean.md', edits: [null] } })
    expect(weird.decision).toBe('allow')
  })
})
