import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../mcp-server/src/entry/cli.js'
import { beanShellDecision } from '../../mcp-server/src/clients/vdd/bean-done.js'
import { cli } from '../support/cli-io.js'
import { projectStore, rows } from '../support/hook-state.js'
import { runHook, spawnShell, tempProject, usePluginRoot, type HookRun, type Project } from '../support/hooks.js'

const plugin = usePluginRoot()
const asMain = { session_id: 'sess-bean' }

const BEAN = 'ai/beans/BEAN-277-login/bean.md'
const IN_PROGRESS =
  '# BEAN-277\n\n| **Status** | In Progress |\n\n## Acceptance Criteria\n\n- [ ] (file:src/login.js) login exists\n'
const MARKER = '<!-- vdd-gate: skip (justified: accepted by the PO in the review) -->'

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

/** A project with a bean in progress and its database (a Claude Code session has worked here), no TDD task. */
async function beanProject(): Promise<Project> {
  const p = tempProject()
  write(p.root, BEAN, IN_PROGRESS)
  write(p.root, 'src/login.js', 'export {}\n')
  await projectStore(p)
  return p
}

const bean = (p: Project): string => readFileSync(join(p.root, BEAN), 'utf8')

interface ShellRun {
  readonly pre: HookRun
  readonly ran: boolean
  readonly post: HookRun | undefined
}

let toolUse = 0

/** One Bash tool call as Claude Code makes it: PreToolUse, the command (unless denied) in the project, PostToolUse. */
async function shell(p: Project, command: string): Promise<ShellRun> {
  toolUse += 1
  const base = { tool_name: 'Bash', tool_input: { command, description: 'd' }, tool_use_id: `tu-${toolUse}`, ...asMain }
  const pre = await runHook(plugin(), p, { hook_event_name: 'PreToolUse', ...base })
  expect(pre.code, pre.stderr).toBe(0)
  if (pre.output?.hookSpecificOutput.permissionDecision === 'deny') return { pre, ran: false, post: undefined }
  const run = await spawnShell(`cd '${p.root}' && ${command}`, '', { PATH: process.env['PATH'] ?? '' })
  expect(run.code, run.stderr).toBe(0)
  const post = await runHook(plugin(), p, {
    hook_event_name: 'PostToolUse',
    ...base,
    tool_response: { stdout: run.stdout, stderr: run.stderr, interrupted: false, isImage: false },
  })
  expect(post.code, post.stderr).toBe(0)
  return { pre, ran: true, post }
}

const denial = (run: ShellRun): string => run.pre.output?.hookSpecificOutput.permissionDecisionReason ?? ''
const contextOf = (run: ShellRun): string => run.post?.output?.hookSpecificOutput.additionalContext ?? ''

async function violations(p: Project): Promise<readonly Record<string, unknown>[]> {
  return rows(await projectStore(p), 'violations')
}

/** Rewrites bean.md in a way the shell reader cannot follow: only the working tree shows what it did. */
const NODE_DONE = `node -e "const f='${BEAN}',fs=require('fs');fs.writeFileSync(f,fs.readFileSync(f,'utf8').replace('In Progress','Done'))"`

async function vddPasses(p: Project): Promise<void> {
  const code = await runCli(['vdd', '277'], {
    env: { ...p.env, PATH: process.env['PATH'] },
    cwd: p.root,
    out: () => undefined,
    err: () => undefined,
  })
  expect(code).toBe(0)
}

describe('the Done gate on shell writes, through the real Bash hooks (no TDD task)', () => {
  it('denies sed -i setting Done before it runs, naming /evident:vdd and the rule', async () => {
    const p = await beanProject()
    const run = await shell(p, `sed -i 's/In Progress/Done/' ${BEAN}`)
    expect(run.ran).toBe(false)
    expect(denial(run)).toMatch(
      /^Run \/evident:vdd 277 .*BEAN-277 cannot be set to Done: there is no ai\/outputs\/tech-qa\/vdd-277\.md/,
    )
    expect(denial(run)).toContain('(evident: no_passing_vdd_report, ')
    expect(bean(p)).toBe(IN_PROGRESS)
  })

  it('denies echo > bean.md and a pipe into tee that write a Done status', async () => {
    const p = await beanProject()
    const done = IN_PROGRESS.replace('In Progress', 'Done').trimEnd()
    const echo = await shell(p, `echo '${done}' > ${BEAN}`)
    expect(echo.ran).toBe(false)
    const tee = await shell(p, `printf '%s\\n' '${done}' | tee ${BEAN} >/dev/null`)
    expect(tee.ran).toBe(false)
    expect(bean(p)).toBe(IN_PROGRESS)
  })

  it('records a Done set by a command the reader cannot follow as UNVERIFIED_DONE, with evident restore', async () => {
    const p = await beanProject()
    const run = await shell(p, NODE_DONE)
    expect(run.pre.output).toBeUndefined()
    expect(bean(p)).toContain('| **Status** | Done |')
    const message = contextOf(run)
    expect(message).toContain('changed files against the VDD Done gate')
    expect(message).toContain(`- ${BEAN} (modified): no_passing_vdd_report. Run /evident:vdd 277`)
    expect(message).toContain(`evident restore ${BEAN}`)
    expect((await violations(p)).map((v) => [v['kind'], String(v['detail']).split(':')[0]])).toEqual([
      ['UNVERIFIED_DONE', 'no_passing_vdd_report'],
    ])
    const restored = await cli(['restore', BEAN], p.env, p.root)
    expect(restored.code, restored.err.join('\n')).toBe(0)
    expect(bean(p)).toBe(IN_PROGRESS)
  })

  it('measures only bean files outside a TDD task', async () => {
    const p = await beanProject()
    const run = await shell(p, `${NODE_DONE} && node -e "require('fs').writeFileSync('src/other.js','x')"`)
    const store = await projectStore(p)
    const changes = (await rows(store, 'shell_commands')).map((r) =>
      (JSON.parse(String(r['changes'])) as { path: string }[]).map((c) => c.path),
    )
    expect(changes).toEqual([[BEAN]])
    expect(contextOf(run)).not.toContain('src/other.js')
  })
})

describe('honest bean work from the shell (never denied, never charged)', () => {
  it('sets Done from the shell once evident vdd recorded a PASS, both ways', async () => {
    const p = await beanProject()
    await vddPasses(p)
    const sed = await shell(p, `sed -i 's/In Progress/Done/' ${BEAN}`)
    expect(sed.ran).toBe(true)
    expect(contextOf(sed)).toBe('')
    write(p.root, BEAN, IN_PROGRESS)
    const node = await shell(p, NODE_DONE)
    expect(contextOf(node)).toBe('')
    expect(await violations(p)).toEqual([])
  })

  it('edits a bean from the shell without touching its Status, and sets Done with a justified marker', async () => {
    const p = await beanProject()
    expect((await shell(p, `sed -i 's/login exists/the login page exists/' ${BEAN}`)).ran).toBe(true)
    expect((await shell(p, `echo '- note: reviewed' >> ${BEAN}`)).ran).toBe(true)
    const marked = await shell(p, `echo '${MARKER}' >> ${BEAN} && sed -i 's/In Progress/Done/' ${BEAN}`)
    expect(marked.ran).toBe(true)
    expect(contextOf(marked)).toBe('')
    expect(bean(p)).toContain('| **Status** | Done |')
    expect(await violations(p)).toEqual([])
  })

  it('takes no snapshot and opens no row in a project without beans', async () => {
    const p = tempProject()
    write(p.root, 'notes.md', '| **Status** | In Progress |\n')
    const store = await projectStore(p)
    const run = await shell(p, `sed -i 's/In Progress/Done/' notes.md`)
    expect(run.ran).toBe(true)
    expect(await rows(store, 'shell_commands')).toEqual([])
  })
})

describe('beanShellDecision', () => {
  it('leaves to the measurement what the text does not settle', async () => {
    const p = await beanProject()
    for (const command of [
      `sed -i "s/In Progress/$STATUS/" ${BEAN}`,
      `sed -i '/Status/s/In Progress/Done/' ${BEAN}`,
      `cd ai && sed -i 's/In Progress/Done/' beans/BEAN-277-login/bean.md`,
      `cat > ${BEAN} <<EOF\n| **Status** | Done |\nEOF`,
      `cp other.md ${BEAN}`,
      `sed -i 's/In Progress/Done/' ai/beans/*/bean.md`,
    ]) {
      expect(await beanShellDecision(command, p.root, { env: p.env }), command).toEqual({ decision: 'clear' })
    }
    expect((await beanShellDecision(`sed -i -e 's/In Progress/Done/' ${BEAN}`, p.root, { env: p.env })).decision).toBe(
      'deny',
    )
  })
})
