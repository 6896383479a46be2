import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configSchema } from '../../mcp-server/src/domain/config.js'
import { requestTransition } from '../../mcp-server/src/engine/flows/transition.js'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { shadowFor } from '../../mcp-server/src/worktree/snapshot.js'
import { cli } from '../support/cli-io.js'
import { projectStore, reach, rows } from '../support/hook-state.js'
import { runHook, spawnShell, tempProject, usePluginRoot, type HookRun, type Project } from '../support/hooks.js'

const plugin = usePluginRoot()
const agent: Caller = { sessionId: 'sess-1', agentId: 'agent-7', agentType: 'evident:tdd-task' }
const asAgent = { session_id: 'sess-1', agent_id: 'agent-7', agent_type: 'evident:tdd-task' }
const asMain = { session_id: 'sess-1' }

const ADD = 'export const add = (a: number, b: number): number => 0\n'
const ADD_TEST =
  "import { expect, it } from 'vitest'\nimport { add } from './add.js'\n\nit('adds', () => {\n  expect(add(1, 2)).toBe(3)\n  expect(add(2, 2)).toBe(4)\n})\n"

const sha256 = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex')

interface ShellRun {
  readonly pre: HookRun
  readonly ran: boolean
  readonly post: HookRun | undefined
}

let toolUse = 0

/** One Bash tool call as Claude Code makes it: PreToolUse, the command (unless denied) in the project, PostToolUse. */
async function shell(project: Project, command: string, who: Record<string, string> = asAgent): Promise<ShellRun> {
  toolUse += 1
  const base = { tool_name: 'Bash', tool_input: { command, description: 'd' }, tool_use_id: `tu-${toolUse}`, ...who }
  const pre = await runHook(plugin(), project, { hook_event_name: 'PreToolUse', ...base })
  expect(pre.code).toBe(0)
  if (pre.output?.hookSpecificOutput.permissionDecision === 'deny') return { pre, ran: false, post: undefined }
  const run = await spawnShell(`cd '${project.root}' && ${command}`, '', { PATH: process.env['PATH'] ?? '' })
  // Claude Code reports a command that exits non-zero to PostToolUseFailure instead of PostToolUse.
  const post = await runHook(
    plugin(),
    project,
    run.code === 0
      ? {
          hook_event_name: 'PostToolUse',
          ...base,
          tool_response: { stdout: run.stdout, stderr: run.stderr, interrupted: false, isImage: false },
        }
      : { hook_event_name: 'PostToolUseFailure', ...base, error: `Exit code ${run.code}`, is_interrupt: false },
  )
  expect(post.code, post.stderr).toBe(0)
  return { pre, ran: true, post }
}

const contextOf = (run: ShellRun): string => run.post?.output?.hookSpecificOutput.additionalContext ?? ''

/** A project with src/add.ts and src/add.test.ts, and the agent's task in `stage` (phases start on a snapshot). */
async function project(
  stage: 'task' | 'red' | 'failing' = 'red',
  hypothesis = false,
): Promise<{ project: Project; store: Store }> {
  const p = tempProject()
  writeFileSync(join(p.root, 'src', 'add.ts'), ADD)
  writeFileSync(join(p.root, 'src', 'add.test.ts'), ADD_TEST)
  writeFileSync(join(p.root, '.gitignore'), 'dist/\n')
  const store = await projectStore(p)
  const state = await reach(store, agent, 'task')
  if (stage !== 'task') {
    const moved = await requestTransition(
      store,
      agent,
      { tddTaskId: state.taskId, goalId: state.goalId, behaviorId: state.behaviorId, requestedPhase: 'red' },
      undefined,
      shadowFor(p.dbPath, p.root),
    )
    expect(moved.accepted).toBe(true)
  }
  if (stage === 'failing') {
    const { writeTestFile, recordTestRun } = await import('../support/store.js')
    await writeTestFile(store, agent, 'src/add.test.ts')
    const run = await recordTestRun(store, agent, [{ file: 'src/add.test.ts', fullName: 'adds', status: 'failed' }])
    if (hypothesis) {
      const { recordHypothesis } = await import('../../mcp-server/src/engine/flows/hypothesis.js')
      const error = run.errors[0]
      const recorded = await recordHypothesis(store, agent, {
        tddTaskId: state.taskId,
        content: 'add() returns a constant',
        citedTestErrorId: error?.id ?? 0,
        citedStackFrameId: error?.frameIds[0] ?? 0,
      })
      expect(recorded.ok).toBe(true)
    }
  }
  return { project: p, store }
}

async function shellArtifacts(store: Store): Promise<readonly Record<string, unknown>[]> {
  return (await rows(store, 'artifacts')).filter((a) => String(a['detail'] ?? '').includes('"via":"shell"'))
}

describe('PostToolUse on Bash: what a shell command changed, measured by the working tree', () => {
  it('records a production write from python3 -c as code_written and an UNCITED_FIX violation, and says how to restore it', async () => {
    const { project: p, store } = await project()
    const command = `python3 -c "open('src/add.ts','w').write('export const add = (a, b) => a + b\\n')"`
    const run = await shell(p, command)
    expect(run.pre.output).toBeUndefined()
    const message = contextOf(run)
    expect(message).toContain('src/add.ts (modified): uncited_production_edit')
    expect(message).toContain('`evident restore src/add.ts`')
    expect(await rows(store, 'violations')).toMatchObject([
      {
        kind: 'UNCITED_FIX',
        tool_name: 'Bash',
        detail: `uncited_production_edit: Bash on src/add.ts (modified by the shell): ${command}`,
      },
    ])
    const [artifact] = await shellArtifacts(store)
    expect(artifact).toMatchObject({
      kind: 'code_written',
      file_path: 'src/add.ts',
      content_hash: sha256(join(p.root, 'src', 'add.ts')),
    })
    expect(JSON.parse(String(artifact?.['detail']))).toEqual({ via: 'shell', command, status: 'modified' })
    expect(artifact?.['task_id']).not.toBeNull()
    expect(artifact?.['phase_id']).not.toBeNull()
    const shellRows = await store.db.selectFrom('shell_commands').selectAll().execute()
    expect(shellRows).toHaveLength(1)
    expect(shellRows[0]).toMatchObject({ tool_use_id: `tu-${toolUse}`, command, project_root: p.root })
    expect(shellRows[0]?.tree_before).toMatch(/^[0-9a-f]{40}$/)
    expect(shellRows[0]?.tree_after).toMatch(/^[0-9a-f]{40}$/)
    expect(shellRows[0]?.end_seq).toBeGreaterThan(shellRows[0]?.start_seq ?? 0)
    expect(JSON.parse(shellRows[0]?.changes ?? '[]')).toMatchObject([
      {
        path: 'src/add.ts',
        status: 'modified',
        kind: 'production',
        recorded: 'shell',
        violation: 'uncited_production_edit',
      },
    ])
  })

  it('records a symbolic link that leads outside the project, and not one that stays inside', async () => {
    const { project: p, store } = await project('failing', true)
    const outside = mkdtempSync(join(tmpdir(), 'evident-outside-'))
    writeFileSync(join(outside, 'slug.ts'), 'export const slug = () => "x"\n')
    const out = await shell(p, `ln -s '${outside}' src/lib`)
    expect(contextOf(out)).toContain('src/lib (added): symlink_outside_project')
    const inside = await shell(p, 'ln -s add.ts src/alias.ts')
    expect(contextOf(inside)).toBe('')
    expect((await rows(store, 'violations')).map((v) => [v['kind'], String(v['detail']).split(' (')[0]])).toEqual([
      ['UNCITED_FIX', 'symlink_outside_project: Bash on src/lib'],
    ])
    rmSync(outside, { recursive: true, force: true })
  })

  it('measures a command that writes and then fails (PostToolUseFailure) like any other', async () => {
    const { project: p, store } = await project()
    const command = `python3 -c "open('src/add.ts','a').write('// more\\n'); raise SystemExit(3)"`
    const run = await shell(p, command)
    expect(run.post?.output?.hookSpecificOutput.hookEventName).toBe('PostToolUseFailure')
    expect(contextOf(run)).toContain('src/add.ts (modified): uncited_production_edit')
    expect((await rows(store, 'violations')).map((v) => v['detail'])).toEqual([
      `uncited_production_edit: Bash on src/add.ts (modified by the shell): ${command}`,
    ])
  })

  it('catches what the command parser cannot see: node -e, git apply, bash -c, a script, a hard link, a cd', async () => {
    const { project: p, store } = await project()
    const patch = join(mkdtempSync(join(tmpdir(), 'evident-patch-')), 'fix.patch')
    writeFileSync(
      patch,
      '--- a/src/add.ts\n+++ b/src/add.ts\n@@ -1 +1 @@\n-export const add = (a: number, b: number): number => 0\n+export const add = (a: number, b: number): number => a + b\n',
    )
    const script = join(tmpdir(), `evident-script-${process.pid}.sh`)
    const alias = join(tmpdir(), `evident-alias-${process.pid}-${Date.now()}`)
    mkdirSync(join(p.root, 'test'))
    const runs = [
      `node -e "require('fs').writeFileSync('src/a.ts', 'export {}\\n')"`,
      `git apply ${patch}`,
      `bash -c 'echo "export const b = 1" > src/b.ts'`,
      `printf 'echo "export const c = 1" > src/c.ts\\n' > ${script}`,
      `sh ${script}`,
      `ln src/add.ts ${alias}`,
      `echo '// more' >> ${alias}`,
      `cd test && sed -i 's/a + b/a - b/' ../src/add.ts`,
    ]
    const out: ShellRun[] = []
    for (const command of runs) out.push(await shell(p, command))
    const caught = out.map((r, i) => ({
      command: runs[i],
      denied: !r.ran,
      violation: contextOf(r).includes('uncited_production_edit'),
    }))
    // The script's own file is outside the project and the hard link is made outside it: neither changes the project.
    expect(caught.filter((c) => !c.denied && !c.violation).map((c) => c.command)).toEqual([runs[3], runs[5]])
    const violations = (await rows(store, 'violations')).map((v) => String(v['detail']))
    for (const file of ['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/add.ts']) {
      expect(
        violations.some((d) => d.includes(` on ${file} `)),
        file,
      ).toBe(true)
    }
    rmSync(alias, { force: true })
    rmSync(script, { force: true })
  })

  it('records a weakened test from the shell as test_weakened and TEST_WEAKENED', async () => {
    const { project: p, store } = await project()
    const run = await shell(p, `sed -i "s/^it('adds'/it.skip('adds'/" src/add.test.ts`)
    expect(run.pre.output).toBeUndefined()
    expect(contextOf(run)).toContain('src/add.test.ts (modified): test_weakened')
    expect(contextOf(run)).toContain('skip/only/todo/fails markers 0 → 1')
    const artifacts = await shellArtifacts(store)
    expect(artifacts.map((a) => a['kind'])).toEqual(['test_weakened', 'test_written'])
    expect(artifacts[1]?.['content_hash']).toBe(sha256(join(p.root, 'src', 'add.test.ts')))
    expect(await rows(store, 'violations')).toMatchObject([
      { kind: 'TEST_WEAKENED', detail: expect.stringMatching(/^test_weakened: Bash on src\/add\.test\.ts \(modified/) },
    ])
  })

  it('keeps fewer assertions as a note on the record, not a violation (two expects merged into one toEqual)', async () => {
    const { project: p, store } = await project()
    const merge = `python3 -c "p='src/add.test.ts'; s=open(p).read(); open(p,'w').write(s.replace('  expect(add(1, 2)).toBe(3)\\n  expect(add(2, 2)).toBe(4)', '  expect([add(1, 2), add(2, 2)]).toEqual([3, 4])'))"`
    const run = await shell(p, merge)
    expect(readFileSync(join(p.root, 'src', 'add.test.ts'), 'utf8')).toContain('toEqual([3, 4])')
    expect(contextOf(run)).toMatch(/^evident: note on src\/add\.test\.ts: assertions 2 → 1 — recorded, not a violation/)
    const artifacts = await shellArtifacts(store)
    expect(artifacts.map((a) => a['kind'])).toEqual(['test_written'])
    expect(JSON.parse(String(artifacts[0]?.['detail']))).toMatchObject({ assertions: 1, notes: ['assertions 2 → 1'] })
    expect(await rows(store, 'violations')).toEqual([])
  })

  it('measures a rename of a test file or helper as a rename, not a deletion of tests', async () => {
    const { project: p, store } = await project()
    mkdirSync(join(p.root, 'test'))
    writeFileSync(join(p.root, 'test', 'helpers.ts'), 'export const check = (a: number) => a\n')
    await shell(p, 'true')
    const py = (code: string) => `python3 -c "import os; ${code}"`
    // Out of the suite (no longer named as a test) is a deletion of its tests; moving it back undoes that.
    const off = await shell(p, py("os.rename('src/add.test.ts', 'src/add.test.ts.off')"))
    expect(contextOf(off)).toContain('src/add.test.ts (deleted): test_file_deleted')
    expect(contextOf(await shell(p, py("os.rename('src/add.test.ts.off', 'src/add.test.ts')")))).toBe('')
    for (const command of [
      py("os.rename('test/helpers.ts', 'test/support.ts')"),
      py("os.rename('src/add.test.ts', 'src/sum.test.ts')"),
      py("os.makedirs('test/unit'); os.rename('src/sum.test.ts', 'test/unit/sum.test.ts')"),
    ])
      expect(contextOf(await shell(p, command)), command).toBe('')
    expect((await rows(store, 'violations')).map((v) => String(v['detail']).split(' (')[0])).toEqual([
      'test_file_deleted: Bash on src/add.test.ts',
    ])
  })

  it('records a deleted test file, a snapshot and a test-config change as violations', async () => {
    const { project: p, store } = await project()
    mkdirSync(join(p.root, 'src', '__snapshots__'))
    writeFileSync(join(p.root, 'src', '__snapshots__', 'add.test.ts.snap'), 'exports[`adds 1`] = `3`;\n')
    writeFileSync(join(p.root, 'package.json'), '{"name":"x"}\n')
    // Files made outside the task's window are not the command's: take the baseline now.
    await shell(p, 'true')
    await shell(p, `python3 -c "import os; os.remove('src/add.test.ts')"`)
    await shell(p, `python3 -c "open('src/__snapshots__/add.test.ts.snap','w').write('x')"`)
    const config = await shell(
      p,
      `python3 -c "open('package.json','w').write('{\\"name\\":\\"x\\",\\"jest\\":{\\"testPathIgnorePatterns\\":[\\"add\\"]}}')"`,
    )
    expect(contextOf(config)).toContain('package.json (modified): test_config_weakened')
    expect((await rows(store, 'violations')).map((v) => String(v['detail']).split(' (')[0])).toEqual([
      'test_file_deleted: Bash on src/add.test.ts',
      'snapshot_edit: Bash on src/__snapshots__/add.test.ts.snap',
      'test_config_weakened: Bash on package.json',
    ])
    const deleted = (await shellArtifacts(store)).find((a) => a['file_path'] === 'src/add.test.ts')
    expect(deleted).toMatchObject({ kind: 'test_written', content_hash: null })
    expect(JSON.parse(String(deleted?.['detail']))).toMatchObject({ status: 'deleted' })
  })

  it("freezes evident's own config and the test-runner config for every agent while a task is open", async () => {
    const { project: p, store } = await project()
    // The main agent has no task of its own; the TDD agent's open task freezes the configuration all the same.
    const main = await shell(p, `echo '{"testFiles":["nothing/**"]}' > evident.config.json`, asMain)
    expect(main.ran).toBe(true)
    expect(contextOf(main)).toContain('evident.config.json (added): protected_config_edit')
    expect(contextOf(main)).toContain('cannot change while a TDD task is open')
    const agentRun = await shell(p, `python3 -c "open('vitest.config.ts','w').write('export default {}')"`)
    expect(contextOf(agentRun)).toContain('vitest.config.ts (added): protected_config_edit')
    // The parser still denies the forms it knows, before they run.
    const early = await shell(p, `echo '{}' > .mcp.json`)
    expect(early.ran).toBe(false)
    expect(early.pre.output?.hookSpecificOutput.permissionDecisionReason).toContain('the project MCP configuration')
    expect((await rows(store, 'violations')).map((v) => [v['kind'], String(v['detail']).split(' (')[0]])).toEqual([
      ['TEST_WEAKENED', 'protected_config_edit: Bash on evident.config.json'],
      ['TEST_WEAKENED', 'protected_config_edit: Bash on vitest.config.ts'],
      ['EVIDENCE_TAMPERING', `own_state_command: writes ${join(realpathSync(p.root), '.mcp.json')}`],
    ])
  })

  it('classifies files by the configuration the task froze, not by a config rewritten since', async () => {
    const { project: p, store } = await project()
    await store.db
      .updateTable('tdd_tasks')
      .set({ config: JSON.stringify(configSchema.parse({})), project_root: p.root })
      .execute()
    // The main agent reclassifies src/ as tests from the shell: recorded, and it changes nothing for the gates.
    const rewrite = await shell(p, `echo '{"testFiles":["src/**"]}' > evident.config.json`, asMain)
    expect(contextOf(rewrite)).toContain('evident.config.json (added): protected_config_edit')
    const pre = await runHook(plugin(), p, {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: join(p.root, 'src', 'add.ts'), content: 'export const add = () => 3\n' },
      tool_use_id: 'tu-frozen',
      ...asAgent,
    })
    expect(pre.output?.hookSpecificOutput.permissionDecision).toBe('deny')
    expect(pre.output?.hookSpecificOutput.permissionDecisionReason).toContain('editing production file src/add.ts')
  })

  it('denies an Edit of protected configuration to any agent while a task is open, and allows it when none is', async () => {
    const { project: p, store } = await project()
    mkdirSync(join(p.root, '.claude'))
    const edit = (file: string, who: Record<string, string>) =>
      runHook(plugin(), p, {
        hook_event_name: 'PreToolUse',
        tool_name: 'Write',
        tool_input: { file_path: join(p.root, file), content: '{}' },
        tool_use_id: 'tu-edit',
        ...who,
      })
    for (const file of ['evident.config.json', 'jest.config.js']) {
      const run = await edit(file, asMain)
      expect(run.output?.hookSpecificOutput.permissionDecision, file).toBe('deny')
      expect(run.output?.hookSpecificOutput.permissionDecisionReason).toContain(
        'end the task first (tdd_task {"action":"end",…}), or ask the user',
      )
    }
    expect((await rows(store, 'violations')).at(-1)).toMatchObject({
      kind: 'TEST_WEAKENED',
      detail: 'protected_config_edit: Write on jest.config.js',
    })
    const other = tempProject()
    await projectStore(other)
    const free = await runHook(plugin(), other, {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: join(other.root, 'jest.config.js'), content: '{}' },
      tool_use_id: 'tu-free',
      ...asMain,
    })
    expect(free.output).toBeUndefined()
  })

  it('records no change for commands that change nothing, and none for ignored build output', async () => {
    const { project: p, store } = await project()
    writeFileSync(
      join(p.root, 'package.json'),
      JSON.stringify({
        name: 'x',
        scripts: {
          build: `node -e "require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/out.js','x')"`,
        },
      }),
    )
    await shell(p, 'true')
    for (const command of ['ls -la src', 'git status || true', 'cat src/add.ts | head -5', 'npm run build --silent']) {
      const run = await shell(p, command)
      expect(run.pre.output, command).toBeUndefined()
      expect(run.post?.output, command).toBeUndefined()
    }
    expect(existsSync(join(p.root, 'dist', 'out.js'))).toBe(true)
    expect(await rows(store, 'violations')).toEqual([])
    expect(await shellArtifacts(store)).toEqual([])
  })

  it('records an honest test edit in red and a production change after a cited hypothesis, with no violation', async () => {
    const { project: p, store } = await project('failing', true)
    const test = await shell(
      p,
      `python3 -c "open('src/add.test.ts','a').write('it(\\"adds zero\\", () => { expect(add(0, 0)).toBe(0) })\\n')"`,
    )
    expect(test.post?.output).toBeUndefined()
    const code = await shell(p, `sed -i 's/=> 0/=> a + b/' src/add.ts`)
    expect(code.pre.output).toBeUndefined()
    expect(code.post?.output).toBeUndefined()
    expect(await rows(store, 'violations')).toEqual([])
    expect((await shellArtifacts(store)).map((a) => [a['kind'], a['file_path']])).toEqual([
      ['test_written', 'src/add.test.ts'],
      ['code_written', 'src/add.ts'],
    ])
  })

  it('records each oracle-aware line a command adds to production code as ORACLE_AWARE_CODE; a restore is a revert', async () => {
    const { project: p, store } = await project('failing', true)
    const cheat = `python3 -c "open('src/add.ts','a').write('if (process.env.VITEST) console.log(1)\\n')"`
    const run = await shell(p, cheat)
    expect(run.pre.output).toBeUndefined()
    const context = contextOf(run)
    expect(context).toContain('src/add.ts now holds oracle-aware code, recorded as ORACLE_AWARE_CODE: line 2')
    expect(context).toContain('`evident restore src/add.ts`')
    expect((await rows(store, 'violations')).map((v) => [v['kind'], v['detail'], v['tool_name']])).toEqual([
      ['ORACLE_AWARE_CODE', 'test-runner-env: src/add.ts:2: if (process.env.VITEST) console.log(1)', 'Bash'],
    ])
    const changes = JSON.parse(String((await rows(store, 'shell_commands')).at(-1)?.['changes'])) as unknown[]
    expect(changes).toMatchObject([{ path: 'src/add.ts', violation: null, oracle: ['test-runner-env'] }])
    const restore = await shell(p, `python3 -c "open('src/add.ts','w').write(${JSON.stringify(JSON.stringify(ADD))})"`)
    expect(contextOf(restore)).toBe('')
    expect(await rows(store, 'violations')).toHaveLength(1)
    const honest = `python3 -c "open('src/add.ts','a').write('if (process.env.NODE_ENV === \\'development\\') console.log(1)\\n')"`
    expect(contextOf(await shell(p, honest))).toBe('')
    expect(await rows(store, 'violations')).toHaveLength(1)
  })

  it('leaves a change an Edit hook recorded in the window to that record (no double count)', async () => {
    const { project: p, store } = await project('failing', true)
    toolUse += 1
    const base = { tool_name: 'Bash', tool_input: { command: 'sleep 0' }, tool_use_id: `tu-${toolUse}`, ...asAgent }
    await runHook(plugin(), p, { hook_event_name: 'PreToolUse', ...base })
    const file = join(p.root, 'src', 'add.ts')
    writeFileSync(file, 'export const add = (a: number, b: number): number => a + b\n')
    await runHook(plugin(), p, {
      hook_event_name: 'PostToolUse',
      tool_name: 'Write',
      tool_input: { file_path: file, content: readFileSync(file, 'utf8') },
      tool_response: {},
      tool_use_id: 'tu-write',
      ...asAgent,
    })
    const post = await runHook(plugin(), p, { hook_event_name: 'PostToolUse', ...base, tool_response: {} })
    expect(post.output).toBeUndefined()
    expect(await shellArtifacts(store)).toEqual([])
    const row = await store.db.selectFrom('shell_commands').selectAll().executeTakeFirstOrThrow()
    expect(JSON.parse(row.changes ?? '[]')).toMatchObject([{ path: 'src/add.ts', recorded: 'edit', violation: null }])
  })

  it('measures against the newest recorded tree when the PreToolUse hook left no row', async () => {
    const { project: p, store } = await project()
    await shell(p, 'true')
    writeFileSync(join(p.root, 'src', 'add.ts'), 'export const add = () => 1\n')
    const post = await runHook(plugin(), p, {
      hook_event_name: 'PostToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'perl -pi -e s/0/1/ src/add.ts' },
      tool_response: {},
      tool_use_id: 'tu-no-pre',
      ...asAgent,
    })
    expect(post.output?.hookSpecificOutput.additionalContext).toContain(
      'src/add.ts (modified): uncited_production_edit',
    )
    const rowsNow = await store.db.selectFrom('shell_commands').selectAll().orderBy('id').execute()
    expect(rowsNow.at(-1)).toMatchObject({ tool_use_id: 'tu-no-pre', tree_before: rowsNow[0]?.tree_after })
  })

  it('records a hook error, not a violation, when there is no tree at all to measure against', async () => {
    const { project: p, store } = await project('task')
    writeFileSync(join(p.root, 'src', 'add.ts'), 'export const add = () => 1\n')
    const post = await runHook(plugin(), p, {
      hook_event_name: 'PostToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'true' },
      tool_response: {},
      tool_use_id: 'tu-first',
      ...asAgent,
    })
    expect(post.output).toBeUndefined()
    expect(await rows(store, 'violations')).toEqual([])
    expect((await rows(store, 'hook_errors')).map((e) => e['message'])).toEqual([
      'Bash: no tree to measure the command against (true)',
    ])
    // The tree it took is the baseline of the next command measured without a row.
    const row = await store.db.selectFrom('shell_commands').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ tool_use_id: 'tu-first', tree_before: null, changes: '[]' })
    expect(row.tree_after).toMatch(/^[0-9a-f]{40}$/)
  })

  it('treats putting a file back to its content at the start of the phase as a revert, never a violation', async () => {
    const { project: p, store } = await project()
    await shell(p, `python3 -c "open('src/add.ts','w').write('broken')"`)
    const back = await shell(p, `python3 -c "open('src/add.ts','w').write(${JSON.stringify(ADD).replace(/"/g, "'")})"`)
    expect(readFileSync(join(p.root, 'src', 'add.ts'), 'utf8')).toBe(ADD)
    expect(back.post?.output).toBeUndefined()
    expect(await rows(store, 'violations')).toHaveLength(1)
    const last = (await shellArtifacts(store)).at(-1)
    expect(JSON.parse(String(last?.['detail']))).toMatchObject({ status: 'modified', revert: true })
    expect(last?.['content_hash']).toBe(sha256(join(p.root, 'src', 'add.ts')))
  })

  it('evident restore undoes the command (a created file is deleted) and its own change is no violation', async () => {
    const { project: p, store } = await project()
    await shell(p, `python3 -c "open('src/add.ts','w').write('broken'); open('src/new.ts','w').write('x')"`)
    expect(await rows(store, 'violations')).toHaveLength(2)
    toolUse += 1
    const base = {
      tool_name: 'Bash',
      tool_input: { command: 'evident restore src/add.ts src/new.ts' },
      tool_use_id: `tu-${toolUse}`,
      ...asAgent,
    }
    expect((await runHook(plugin(), p, { hook_event_name: 'PreToolUse', ...base })).output).toBeUndefined()
    const restored = await cli(['restore', 'src/add.ts', 'src/new.ts'], p.env, p.root)
    expect(restored.err).toEqual([])
    expect(restored.code).toBe(0)
    expect(restored.out[0]).toMatch(/^restored src\/add\.ts to its content before `python3/)
    expect(restored.out[1]).toMatch(/^deleted src\/new\.ts \(created by `python3/)
    expect(readFileSync(join(p.root, 'src', 'add.ts'), 'utf8')).toBe(ADD)
    expect(existsSync(join(p.root, 'src', 'new.ts'))).toBe(false)
    const post = await runHook(plugin(), p, { hook_event_name: 'PostToolUse', ...base, tool_response: {} })
    expect(post.output).toBeUndefined()
    expect(await rows(store, 'violations')).toHaveLength(2)
  })

  it('evident restore refuses, writing nothing, a file changed since, a path outside the project or never changed', async () => {
    const { project: p } = await project()
    await shell(p, `python3 -c "open('src/add.ts','w').write('broken'); open('src/new.ts','w').write('x')"`)
    writeFileSync(join(p.root, 'src', 'new.ts'), 'changed since')
    const refused = await cli(['restore', 'src/add.ts', 'src/new.ts'], p.env, p.root)
    expect(refused.code).toBe(1)
    expect(refused.err).toContain(
      "evident restore: src/new.ts changed since `python3 -c \"open('src/add.ts','w').write('broken'); open('src/new.ts','w').write('x')\"` (its content is not what that command left); not restored",
    )
    expect(refused.err).toContain('evident restore: nothing was written')
    expect(readFileSync(join(p.root, 'src', 'add.ts'), 'utf8')).toBe('broken')
    const outside = join(mkdtempSync(join(tmpdir(), 'evident-outside-')), 'x.ts')
    writeFileSync(outside, 'x')
    symlinkSync(outside, join(p.root, 'src', 'link.ts'))
    for (const path of [outside, '../x.ts', 'src/link.ts']) {
      const run = await cli(['restore', path], p.env, p.root)
      expect(run.code, path).toBe(1)
      expect(run.err[0], path).toMatch(/is outside the project/)
    }
    const nowhere = tempProject()
    const noDb = await cli(['restore', 'src/add.ts'], nowhere.env, nowhere.root)
    expect(noDb.code).toBe(1)
    expect(noDb.err[0]).toBe(
      `evident restore: no evidence database at ${nowhere.dbPath}, so no shell command was recorded`,
    )
    const usage = await cli(['restore'], p.env, p.root)
    expect(usage.err.join('\n')).toContain(
      'evident restore: name one or more files changed by a shell command\nusage: evident restore <path>…',
    )
    const never = await cli(['restore', 'src/add.test.ts'], p.env, p.root)
    expect(never.err[0]).toBe('evident restore: no shell command recorded a change of src/add.test.ts')
    expect((await cli(['restore'], p.env, p.root)).code).toBe(2)
  })

  it('a measuring failure is a hook error: it never turns a denial into an allow, nor records a violation', async () => {
    const { project: p, store } = await project()
    // A PATH with node but no git: the snapshot cannot be taken.
    const bin = mkdtempSync(join(tmpdir(), 'evident-nogit-'))
    symlinkSync(process.execPath, join(bin, 'node'))
    const pre = (command: string) =>
      runHook(
        plugin(),
        p,
        { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command }, tool_use_id: 'tu-x', ...asAgent },
        { PATH: bin },
      )
    const denied = await pre('npx vitest run')
    expect(denied.output?.hookSpecificOutput.permissionDecision).toBe('deny')
    const allowed = await pre('ls')
    expect(allowed.code).toBe(0)
    expect(allowed.output).toBeUndefined()
    expect(allowed.stderr).toContain('could not be measured (not a rule decision)')
    expect((await rows(store, 'hook_errors')).length).toBeGreaterThan(0)
    expect((await rows(store, 'violations')).map((v) => v['kind'])).toEqual(['SESSION_BYPASS'])
  })
})
