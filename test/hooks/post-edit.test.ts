import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { runHook, tempProject, usePluginRoot, type HookRun, type Project } from '../support/hooks.js'
import { projectStore, reach, rows } from '../support/hook-state.js'
import { tempDir } from '../support/store.js'

const plugin = usePluginRoot()
const agent: Caller = { sessionId: 'sess-1', agentId: 'agent-7', agentType: 'evident:tdd-task' }
const asAgent = { session_id: agent.sessionId, agent_id: agent.agentId, agent_type: agent.agentType }

const TEST =
  "import { expect, it } from 'vitest'\nimport { add } from './add'\n\nit('adds', () => {\n  expect(add(1, 2)).toBe(3)\n})\n\nit('adds negatives', () => {\n  expect(add(-1, -2)).toBe(-3)\n  expect(add(-1, 1)).toBe(0)\n})\n"

/** Writes `after` to disk (the tool already ran) and fires PostToolUse with the recorded payload shape. */
function post(
  project: Project,
  tool: string,
  file: string,
  after: string,
  input: Record<string, unknown>,
  response: Record<string, unknown> = {},
): Promise<HookRun> {
  const path = join(project.root, file)
  writeFileSync(path, after)
  return runHook(plugin(), project, {
    hook_event_name: 'PostToolUse',
    tool_name: tool,
    tool_use_id: 'tu',
    ...asAgent,
    tool_input: { file_path: path, ...input },
    tool_response: { filePath: path, ...response },
  })
}

const sha = (text: string): string => createHash('sha256').update(text).digest('hex')

describe('PostToolUse hook on Edit | Write | MultiEdit | NotebookEdit', () => {
  it('records test_written with path, content hash and line counts, bound to the open task and phase', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    const state = await reach(store, agent, 'red')
    const run = await post(
      project,
      'Write',
      'src/add.test.ts',
      TEST,
      { content: TEST },
      { type: 'create', originalFile: null },
    )
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    const [artifact] = await rows(store, 'artifacts')
    expect(artifact).toMatchObject({
      kind: 'test_written',
      file_path: 'src/add.test.ts',
      content_hash: sha(TEST),
      lines_added: 11,
      lines_removed: 0,
      task_id: state.taskId,
      behavior_id: state.behaviorId,
    })
    expect(artifact?.['phase_id']).not.toBeNull()
    expect(JSON.parse(String(artifact?.['detail']))).toEqual({ tests: 2, assertions: 3, skips: 0 })
  })

  it('records code_written for a production file, counting lines from the structured patch', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'green', { hypothesis: true })
    const code = 'export const add = (a: number, b: number) => a + b\n'
    const patch = [
      {
        oldStart: 1,
        oldLines: 1,
        newStart: 1,
        newLines: 1,
        lines: ['-export const add = () => 0', '+export const add = (a: number, b: number) => a + b'],
      },
    ]
    await post(
      project,
      'Edit',
      'src/add.ts',
      code,
      { old_string: '() => 0', new_string: '(a: number, b: number) => a + b' },
      { structuredPatch: patch },
    )
    const artifact = (await rows(store, 'artifacts')).find((a) => a['kind'] === 'code_written')
    expect(artifact).toMatchObject({
      kind: 'code_written',
      file_path: 'src/add.ts',
      content_hash: sha(code),
      lines_added: 1,
      lines_removed: 1,
      detail: null,
    })
  })

  it('hashes the bytes on disk (sha256sum of the file, valid UTF-8 or not) without loading node:crypto or node:module', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'green', { hypothesis: true })
    const path = join(project.root, 'src', 'table.ts')
    const bytes = Buffer.concat([
      Buffer.from("export const label = 'tamaño'\n// legacy bytes: ", 'utf8'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from('\n'),
    ])
    writeFileSync(path, bytes)
    // A preload that lists, at exit, every builtin module the hook process loaded.
    const dir = tempDir('evident-hook-modules-')
    const probe = join(dir, 'probe.cjs')
    writeFileSync(
      probe,
      "process.on('exit', () => require('node:fs').writeFileSync(process.env.EVIDENT_TEST_MODULES, process.moduleLoadList.join('\\n')))\n",
    )
    const run = await runHook(
      plugin(),
      project,
      {
        hook_event_name: 'PostToolUse',
        tool_name: 'Write',
        tool_use_id: 'tu',
        ...asAgent,
        tool_input: { file_path: path, content: bytes.toString('utf8') },
        tool_response: { filePath: path, type: 'create', originalFile: null },
      },
      { NODE_OPTIONS: `--require ${probe}`, EVIDENT_TEST_MODULES: join(dir, 'modules.txt') },
    )
    expect(run.code, run.stderr).toBe(0)
    const artifact = (await rows(store, 'artifacts')).find((a) => a['kind'] === 'code_written')
    expect(artifact?.['content_hash']).toBe(createHash('sha256').update(bytes).digest('hex'))
    const modules = readFileSync(join(dir, 'modules.txt'), 'utf8').split('\n')
    expect(modules).toContain('NativeModule vm')
    expect(modules).not.toContain('NativeModule crypto')
    expect(modules).not.toContain('NativeModule module')
  })

  it('records test_weakened and a TEST_WEAKENED violation when an Edit adds .skip', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    const after = TEST.replace("it('adds negatives'", "it.skip('adds negatives'")
    const run = await post(project, 'Edit', 'src/add.test.ts', after, {
      old_string: "it('adds negatives'",
      new_string: "it.skip('adds negatives'",
    })
    expect(run.output?.hookSpecificOutput.additionalContext).toContain('skip/only/todo/fails markers 0 → 1')
    const artifacts = await rows(store, 'artifacts')
    expect(artifacts.map((a) => a['kind'])).toEqual(['test_written', 'test_weakened'])
    expect(await rows(store, 'violations')).toMatchObject([{ kind: 'TEST_WEAKENED', tool_name: 'Edit' }])
  })

  it('detects a deleted test case and fewer expect calls from the original file in the tool response', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    const after = TEST.slice(0, TEST.indexOf("it('adds negatives'"))
    const run = await post(
      project,
      'Write',
      'src/add.test.ts',
      after,
      { content: after },
      { type: 'update', originalFile: TEST },
    )
    const context = run.output?.hookSpecificOutput.additionalContext ?? ''
    expect(context).toContain('test cases 2 → 1')
    expect(context).toContain('assertions 3 → 1')
    const weakened = (await rows(store, 'artifacts')).find((a) => a['kind'] === 'test_weakened')
    expect(JSON.parse(String(weakened?.['detail']))).toMatchObject({
      before: { tests: 2, assertions: 3 },
      after: { tests: 1, assertions: 1 },
    })
  })

  it('compares with the last recorded write of the file when the response carries no original', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    await post(project, 'Write', 'src/add.test.ts', TEST, { content: TEST })
    const loosened = TEST.replace('  expect(add(-1, 1)).toBe(0)\n', '')
    const run = await post(project, 'Write', 'src/add.test.ts', loosened, { content: loosened })
    expect(run.output?.hookSpecificOutput.additionalContext).toContain('assertions 3 → 2')
  })

  it('records weakening outside a TDD task as an artifact but not as a violation', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    const path = join(project.root, 'src/add.test.ts')
    // Spelled in two pieces so that a grep for focused tests does not mistake this fixture text for one.
    const focused = `it${'.only'}('adds'`
    const after = TEST.replace("it('adds'", focused)
    writeFileSync(path, after)
    const run = await runHook(plugin(), project, {
      hook_event_name: 'PostToolUse',
      session_id: 'sess-1',
      tool_name: 'Edit',
      tool_input: { file_path: path, old_string: "it('adds'", new_string: focused },
      tool_response: { filePath: path },
    })
    expect(run.output?.hookSpecificOutput.additionalContext).toContain('recorded as test_weakened.')
    expect((await rows(store, 'artifacts')).map((a) => [a['kind'], a['task_id']])).toEqual([
      ['test_written', null],
      ['test_weakened', null],
    ])
    expect(await rows(store, 'violations')).toEqual([])
  })

  it('creates the database on first use', async () => {
    const project = tempProject()
    await post(project, 'Write', 'src/add.ts', 'x\n', { content: 'x\n' })
    expect((await rows(await projectStore(project), 'artifacts')).map((a) => a['kind'])).toEqual(['code_written'])
  })
})

describe('PostToolUse on the Edit family: oracle-aware code', () => {
  const BEFORE = 'export function add(a: number, b: number): number {\n  return a + b\n}\n'
  const CHEAT = '  if (process.env.VITEST) return 3\n'
  const AFTER = BEFORE.replace('{\n', `{\n${CHEAT}`)

  it('records ORACLE_AWARE_CODE for each line an Edit adds to production code, tells the model, denies nothing', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    const state = await reach(store, agent, 'green', { hypothesis: true })
    const run = await post(
      project,
      'Edit',
      'src/add.ts',
      AFTER,
      { old_string: '{\n', new_string: `{\n${CHEAT}` },
      { originalFile: BEFORE },
    )
    expect(run.code).toBe(0)
    expect(run.output?.hookSpecificOutput).not.toHaveProperty('permissionDecision')
    const context = run.output?.hookSpecificOutput.additionalContext ?? ''
    expect(context).toContain('src/add.ts now holds oracle-aware code, recorded as ORACLE_AWARE_CODE: line 2')
    expect(context).toContain('names src/add.ts and `test-runner-env`')
    expect(await rows(store, 'violations')).toMatchObject([
      {
        kind: 'ORACLE_AWARE_CODE',
        detail: 'test-runner-env: src/add.ts:2: if (process.env.VITEST) return 3',
        tool_name: 'Edit',
        task_id: state.taskId,
      },
    ])
    expect((await rows(store, 'artifacts')).map((a) => a['kind'])).toContain('code_written')
  })

  it('judges only the lines the edit adds: a line already there, or the input without the original file', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'green', { hypothesis: true })
    const renamed = AFTER.replace('return a + b', 'return b + a')
    await post(
      project,
      'Edit',
      'src/add.ts',
      renamed,
      { old_string: 'a + b', new_string: 'b + a' },
      { originalFile: AFTER },
    )
    await post(project, 'Edit', 'src/add.ts', renamed.replace('b + a', 'a + b'), {
      old_string: 'b + a',
      new_string: 'a + b',
    })
    expect(await rows(store, 'violations')).toEqual([])
    const patched = AFTER.replace('return a + b', 'return Object.is(a, b) ? a : a + b')
    await post(project, 'Edit', 'src/add.ts', `${patched}Object.is = () => true\n`, {
      old_string: '}\n',
      new_string: '}\nObject.is = () => true\n',
    })
    expect((await rows(store, 'violations')).map((v) => v['detail'])).toEqual([
      'builtin-patch: src/add.ts:5: Object.is = () => true',
    ])
  })

  it('records nothing outside a TDD task, and nothing for a test file', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await post(project, 'Write', 'src/add.ts', AFTER, { content: AFTER }, { type: 'create', originalFile: null })
    expect(await rows(store, 'violations')).toEqual([])
    await reach(store, agent, 'red')
    const test = "import { expect, it } from 'vitest'\nit('x', () => { if (process.env.VITEST) expect(1).toBe(1) })\n"
    await post(project, 'Write', 'src/add.test.ts', test, { content: test }, { type: 'create', originalFile: null })
    expect(await rows(store, 'violations')).toEqual([])
  })
})
