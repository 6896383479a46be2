import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../../mcp-server/src/entry/cli.js'
import { beanDoneHook, type BeanDoneDecision } from '../../../mcp-server/src/clients/vdd/bean-done.js'
import { runHook, usePluginRoot } from '../../support/hooks.js'
import { tempDir } from '../../support/store.js'
import { writeFile } from '../../support/vdd-project.js'

const BEAN = 'ai/beans/BEAN-277-login/bean.md'
const CRITERIA = '\n## Acceptance Criteria\n\n- [ ] (file:src/login.js) login exists\n'
const IN_PROGRESS = `# BEAN-277\n\n| **Status** | In Progress |\n${CRITERIA}`
const DONE = `# BEAN-277\n\n| **Status** | Done |\n${CRITERIA}`

interface Project {
  readonly root: string
  readonly env: Record<string, string>
}

function project(): Project {
  const root = tempDir('evident-bean-hook-')
  writeFile(root, BEAN, IN_PROGRESS)
  return { root, env: { EVIDENT_DB: join(tempDir(), 'evident.sqlite') } }
}

/** Runs the real `evident vdd` so the report and the store's receipt both exist. */
async function vdd(p: Project, bean: string): Promise<number> {
  return runCli(['vdd', bean], { env: p.env, cwd: p.root, out: () => undefined, err: () => undefined })
}

const edit = (p: Project, oldString: string, newString: string, path = BEAN): Promise<BeanDoneDecision> =>
  beanDoneHook(
    {
      tool_name: 'Edit',
      cwd: p.root,
      tool_input: { file_path: join(p.root, path), old_string: oldString, new_string: newString },
    },
    { env: p.env },
  )
const write = (p: Project, content: string): Promise<BeanDoneDecision> =>
  beanDoneHook(
    { tool_name: 'Write', cwd: p.root, tool_input: { file_path: join(p.root, BEAN), content } },
    { env: p.env },
  )
const toDone = (p: Project): Promise<BeanDoneDecision> =>
  edit(p, '| **Status** | In Progress |', '| **Status** | Done |')

describe('beanDoneHook', () => {
  it('denies an Edit setting Status to Done without a report, naming /evident:vdd 277 and the marker', async () => {
    const decision = await toDone(project())
    expect(decision.decision).toBe('deny')
    if (decision.decision !== 'deny') return
    expect(decision.reason).toContain('/evident:vdd 277')
    expect(decision.reason).toContain('<!-- vdd-gate: skip (justified:')
  })

  it('judges the file, not the strings: an Edit of "In Progress" to "Done" alone is denied', async () => {
    const p = project()
    const decision = await edit(p, 'In Progress', 'Done')
    expect(decision.decision).toBe('deny')
    if (decision.decision === 'deny') expect(decision.reason).toContain('BEAN-277 cannot be set to Done')
    const all = await beanDoneHook(
      {
        tool_name: 'Edit',
        cwd: p.root,
        tool_input: { file_path: join(p.root, BEAN), old_string: 'In Progress', new_string: 'Done', replace_all: true },
      },
      { env: p.env },
    )
    expect(all.decision).toBe('deny')
  })

  it('allows an Edit that leaves the Status as it is, whatever its strings say', async () => {
    const p = project()
    // The strings set Done, but the old string is not in the file: the file does not change.
    expect(await edit(p, '| **Status** | Blocked |', '| **Status** | Done |')).toEqual({ decision: 'clear' })
    expect(await edit(p, 'login exists', 'login is documented')).toEqual({ decision: 'clear' })
  })

  it('allows the Edit to Done that adds a justified skip marker in the same change', async () => {
    const p = project()
    const marked = 'Done |\n<!-- vdd-gate: skip (justified: accepted by the PO in the review) -->'
    expect(await edit(p, 'In Progress |', marked)).toEqual({ decision: 'clear' })
  })

  it('denies a Write whose content is Done when the file on disk is not', async () => {
    expect((await write(project(), DONE)).decision).toBe('deny')
  })

  it('allows the change once evident vdd recorded a PASS and wrote vdd-277.md', async () => {
    const p = project()
    writeFile(p.root, 'src/login.js', 'export {}\n')
    expect(await vdd(p, 'BEAN-277')).toBe(0)
    expect(await toDone(p)).toEqual({ decision: 'clear' })
    expect(await write(p, DONE)).toEqual({ decision: 'clear' })
  })

  it('denies again when a later VDD run fails, even though an older one passed', async () => {
    const p = project()
    writeFile(p.root, 'src/login.js', 'export {}\n')
    expect(await vdd(p, '277')).toBe(0)
    const report = readFileSync(join(p.root, 'ai/outputs/tech-qa/vdd-277.md'), 'utf8')
    writeFile(p.root, BEAN, IN_PROGRESS.replace('src/login.js', 'src/gone.js'))
    expect(await vdd(p, '277')).toBe(1)
    writeFile(p.root, 'ai/outputs/tech-qa/vdd-277.md', report)
    const decision = await toDone(p)
    expect(decision.decision).toBe('deny')
    if (decision.decision === 'deny') expect(decision.reason).toContain('newest recorded VDD run is FAIL')
  })

  it('denies a hand-written PASS report that evident never recorded', async () => {
    const p = project()
    writeFile(p.root, 'ai/outputs/tech-qa/vdd-277.md', '# VDD Report — BEAN-277\n\n**Aggregate verdict:** PASS\n')
    const decision = await write(p, DONE)
    expect(decision.decision).toBe('deny')
    if (decision.decision === 'deny') expect(decision.reason).toContain('evident recorded no VDD run of it')
  })

  it("is not satisfied by another bean's passing report whose number contains 277", async () => {
    const p = project()
    writeFile(p.root, 'src/login.js', 'export {}\n')
    writeFile(p.root, 'ai/beans/BEAN-1277-other/bean.md', `# BEAN-1277\n${CRITERIA}`)
    expect(await vdd(p, '1277')).toBe(0)
    expect((await write(p, DONE)).decision).toBe('deny')
  })

  it('allows re-saving an already Done bean', async () => {
    const p = project()
    writeFile(p.root, BEAN, DONE)
    expect(await write(p, `${DONE}\nMore notes.\n`)).toEqual({ decision: 'clear' })
    expect(await edit(p, '| **Status** | Done |', '| **Status** | Done |')).toEqual({ decision: 'clear' })
  })

  it('allows Done with a justified skip marker already in the file', async () => {
    const p = project()
    writeFile(p.root, BEAN, `${IN_PROGRESS}<!-- vdd-gate: skip (justified: signed off by the PO on 2026-11-02) -->\n`)
    expect(await toDone(p)).toEqual({ decision: 'clear' })
  })

  it('checks every edit of a MultiEdit', async () => {
    const p = project()
    const decision = await beanDoneHook(
      {
        tool_name: 'MultiEdit',
        cwd: p.root,
        tool_input: {
          file_path: join(p.root, BEAN),
          edits: [
            { old_string: '# BEAN-277', new_string: '# BEAN-277 (login)' },
            { old_string: '| **Status** | In Progress |', new_string: '| **Status** | Done |' },
          ],
        },
      },
      { env: p.env },
    )
    expect(decision.decision).toBe('deny')
  })

  it('resolves a relative file path against the payload cwd', async () => {
    const p = project()
    const decision = await beanDoneHook(
      { tool_name: 'Write', cwd: p.root, tool_input: { file_path: BEAN, content: DONE } },
      { env: p.env },
    )
    expect(decision.decision).toBe('deny')
  })

  it('ignores other files and other tools', async () => {
    const p = project()
    expect(await edit(p, 'x', '| **Status** | Done |', 'docs/notes.md')).toEqual({ decision: 'clear' })
    expect(await edit(p, 'x', '| **Status** | Done |', 'ai/other/BEAN-277-x/bean.md')).toEqual({ decision: 'clear' })
    expect(
      await beanDoneHook({ tool_name: 'Read', cwd: p.root, tool_input: { file_path: join(p.root, BEAN) } }),
    ).toEqual({ decision: 'clear' })
    expect(readFileSync(join(p.root, BEAN), 'utf8')).toBe(IN_PROGRESS)
  })

  it('fails open on a malformed payload or a broken evidence database', async () => {
    expect(await beanDoneHook({})).toEqual({ decision: 'clear' })
    expect(await beanDoneHook({ tool_name: 'Edit', tool_input: { file_path: 42 } })).toEqual({ decision: 'clear' })
    const p = project()
    writeFile(p.root, 'ai/outputs/tech-qa/vdd-277.md', '# VDD Report — BEAN-277\n\n**Aggregate verdict:** PASS\n')
    writeFile(p.root, 'broken.sqlite', 'this is not a database')
    const broken = await beanDoneHook(
      { tool_name: 'Write', cwd: p.root, tool_input: { file_path: join(p.root, BEAN), content: DONE } },
      { env: { EVIDENT_DB: join(p.root, 'broken.sqlite') } },
    )
    expect(broken.decision).toBe('clear')
    expect(broken).toHaveProperty('error', expect.stringMatching(/^bean-done hook failed open: /))
  })
})

describe('the Done gate through the real PreToolUse hook', () => {
  const plugin = usePluginRoot()

  it('denies the Edit to Done until evident vdd passed, then allows it', async () => {
    const p = project()
    const hookProject = {
      root: p.root,
      dbPath: p.env['EVIDENT_DB'] ?? '',
      env: { ...p.env, CLAUDE_PROJECT_DIR: p.root },
    }
    const payload = {
      hook_event_name: 'PreToolUse',
      session_id: 'sess-bean',
      tool_name: 'Edit',
      tool_input: {
        file_path: join(p.root, BEAN),
        old_string: '| **Status** | In Progress |',
        new_string: '| **Status** | Done |',
      },
    }
    const denied = await runHook(plugin(), hookProject, payload)
    expect(denied.code, denied.stderr).toBe(0)
    expect(denied.output?.hookSpecificOutput.permissionDecision).toBe('deny')
    expect(denied.output?.hookSpecificOutput.permissionDecisionReason).toContain('/evident:vdd 277')
    writeFile(p.root, 'src/login.js', 'export {}\n')
    expect(await vdd(p, '277')).toBe(0)
    const allowed = await runHook(plugin(), hookProject, payload)
    expect(allowed.stderr).toBe('')
    expect(allowed.output).toBeUndefined()
  })
})
