import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CACHE_DIR, hookKind } from '../../mcp-server/src/entry/hook-code-cache.js'
import { REPO } from '../support/fixtures.js'
import { runHook, tempProject, usePluginRoot } from '../support/hooks.js'
import { tempDir } from '../support/store.js'

const plugin = usePluginRoot()
const bash = {
  hook_event_name: 'PreToolUse',
  session_id: 'sess-1',
  tool_name: 'Bash',
  tool_input: { command: 'evident vdd B-1 --manual pass' },
}
/** The Bash hook's answer to that command: a deny only a human may lift. */
const ANSWER = expect.stringContaining('an agent cannot give it')

/** The cache state the boot reports (EVIDENT_HOOK_CACHE_REPORT=1) and what the hook printed. */
async function run(root: string, data: string | undefined) {
  const project = tempProject()
  const env = { EVIDENT_HOOK_CACHE_REPORT: '1', ...(data === undefined ? {} : { CLAUDE_PLUGIN_DATA: data }) }
  const ran = await runHook(root, project, bash, env)
  expect(ran.code, ran.stderr).toBe(0)
  const state = /evident: hook code cache (\w+)/.exec(ran.stderr)?.[1]
  return { state, decision: ran.output?.hookSpecificOutput.permissionDecisionReason, stderr: ran.stderr }
}

const cacheFiles = (data: string): string[] =>
  existsSync(join(data, CACHE_DIR)) ? readdirSync(join(data, CACHE_DIR)).sort() : []

describe('hook code cache', () => {
  it('compiles the first hook of a kind, then starts the next ones from the saved V8 cache with the same answer', async () => {
    const data = tempDir('evident-hook-data-')
    const first = await run(plugin(), data)
    expect(first.state).toBe('miss')
    expect(first.decision).toEqual(ANSWER)
    expect(cacheFiles(data)).toEqual([expect.stringMatching(/^v\d+\.\d+\.\d+-\w+-\d+-\d+-\d+-PreToolUse-bash\.v8$/)])
    const second = await run(plugin(), data)
    expect(second).toEqual({ ...first, state: 'hit', stderr: second.stderr })
  })

  it('replaces a cache V8 refuses (corrupt, or from another Node) and keeps answering', async () => {
    const data = tempDir('evident-hook-data-')
    await run(plugin(), data)
    const [file] = cacheFiles(data)
    writeFileSync(join(data, CACHE_DIR, file ?? ''), 'not a V8 code cache')
    const rejected = await run(plugin(), data)
    expect(rejected.state).toBe('rejected')
    expect(rejected.decision).toEqual(ANSWER)
    expect(readFileSync(join(data, CACHE_DIR, file ?? '')).length).toBeGreaterThan(1000)
    expect((await run(plugin(), data)).state).toBe('hit')
  })

  it('drops the caches of an older hook-main when it saves a new one', async () => {
    const data = tempDir('evident-hook-data-')
    mkdirSync(join(data, CACHE_DIR))
    writeFileSync(join(data, CACHE_DIR, 'v18.0.0-x64-1-1-1-PreToolUse-bash.v8'), 'old')
    await run(plugin(), data)
    expect(cacheFiles(data)).toHaveLength(1)
    expect(cacheFiles(data)[0]).not.toContain('v18.0.0')
  })

  it('runs without a cache outside Claude Code (no CLAUDE_PLUGIN_DATA)', async () => {
    const off = await run(plugin(), undefined)
    expect(off.state).toBe('off')
    expect(off.decision).toEqual(ANSWER)
  })

  it('fails open when the hook CLI itself cannot start', async () => {
    const root = tempDir('evident-hook-broken-')
    symlinkSync(join(REPO, 'hooks'), join(root, 'hooks'))
    cpSync(join(plugin(), 'bundle'), join(root, 'bundle'), { recursive: true })
    writeFileSync(join(root, 'bundle', 'hook-main.cjs'), 'this is not JavaScript (')
    const broken = await run(root, tempDir('evident-hook-data-'))
    expect(broken.decision).toBeUndefined()
    expect(broken.stderr).toContain(
      'evident: the PreToolUse hook could not start and allowed the action (not a rule decision)',
    )
  })

  it('keeps one cache per kind of hook: event × tool family', () => {
    expect(hookKind('PreToolUse', JSON.stringify(bash))).toBe('PreToolUse-bash')
    expect(hookKind('PreToolUse', '{"tool_name":"mcp__plugin_evident_evident__run_tests"}')).toBe('PreToolUse-mcp')
    expect(hookKind('PostToolUse', '{"tool_name": "MultiEdit"}')).toBe('PostToolUse-edit')
    expect(hookKind('PreToolUse', '{"tool_name":"WebFetch"}')).toBe('PreToolUse-other')
    expect(hookKind('SessionStart', '{"source":"startup"}')).toBe('SessionStart-none')
    expect(hookKind('../../etc', '{}')).toBe('unknown-none')
  })
})
