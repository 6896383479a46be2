import { execFileSync } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { spillPath } from '../../mcp-server/src/store/spill.js'
import { projectStore, rows } from '../support/hook-state.js'
import {
  selectedCommands,
  tempProject,
  usePluginRoot,
  type HookJson,
  type Project,
  spawnHookKilled,
  type KillableRun,
} from '../support/hooks.js'
import { tempDir } from '../support/store.js'
import { scaled } from '../support/time.js'

/**
 * The spill file `<db>.spill` was opened with O_CREAT and no O_NOFOLLOW: a dangling symlink planted there made a hook
 * create the link's target, anywhere, and a link to a file elsewhere was written through and replayed. A link, FIFO or
 * folder there is refused and reported now; the decision that wanted to spill stands. Real hook processes with kill
 * timers throughout.
 */
const plugin = usePluginRoot()
const HANG_MS = scaled(60_000)

/** Every hook hooks.json selects for the payload, as Claude Code runs them; the last one's result. */
async function hook(project: Project, payload: Record<string, unknown>): Promise<KillableRun & { output?: HookJson }> {
  const commands = selectedCommands(plugin(), String(payload['hook_event_name']), String(payload['tool_name']))
  let last: KillableRun = { code: 0, signal: null, stdout: '', stderr: '' }
  for (const command of commands) {
    const stdin = JSON.stringify({ cwd: project.root, session_id: 'sess-sl', tool_use_id: 'tu-sl', ...payload })
    last = await spawnHookKilled(plugin(), command, stdin, project.env, HANG_MS)
    expect(last.signal, `the hook hung and was killed; stderr: ${last.stderr}`).toBeNull()
  }
  return last.stdout === '' ? last : { ...last, output: JSON.parse(last.stdout) as HookJson }
}

/** Denied for every agent, and with no database yet its violation goes straight to the spill. */
const unsandboxed = {
  hook_event_name: 'PreToolUse',
  tool_name: 'Bash',
  tool_input: { command: 'ls', dangerouslyDisableSandbox: true },
}

const dataDirOf = (project: Project): string => {
  mkdirSync(dirname(project.dbPath), { recursive: true })
  return dirname(project.dbPath)
}

describe('the spill file', () => {
  it('a dangling symlink there: the denial stands, nothing is created outside the data dir, and it is reported', async () => {
    const project = tempProject()
    const data = dataDirOf(project)
    const outside = join(tempDir('evident-spill-outside-'), 'created-by-evident')
    symlinkSync(outside, spillPath(project.dbPath))
    const ran = await hook(project, unsandboxed)
    expect(ran.output?.hookSpecificOutput.permissionDecision).toBe('deny')
    expect(existsSync(outside)).toBe(false)
    expect(readdirSync(dirname(outside))).toEqual([])
    expect(ran.stderr).toContain(`spill file ${spillPath(project.dbPath)} is a symbolic link, not a regular file`)
    expect(ran.stderr).toContain('remove it')
    // The link is left for the user to remove: evident does not write through it, nor replace it.
    expect(lstatSync(spillPath(project.dbPath)).isSymbolicLink()).toBe(true)
    expect(readdirSync(data).filter((n) => n.includes('.spill'))).toEqual(['evident.sqlite.spill'])
  })

  it('a FIFO there: the denial stands at once, and it is reported', async () => {
    const project = tempProject()
    dataDirOf(project)
    execFileSync('mkfifo', [spillPath(project.dbPath)])
    const ran = await hook(project, unsandboxed)
    expect(ran.output?.hookSpecificOutput.permissionDecision).toBe('deny')
    expect(ran.stderr).toContain(`spill file ${spillPath(project.dbPath)} is a FIFO, not a regular file`)
  })

  it('a link to a file elsewhere is never replayed into the store: the file stays as it was, and it is reported', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    const elsewhere = join(tempDir('evident-spill-elsewhere-'), 'lines.jsonl')
    const planted = `${JSON.stringify({
      type: 'hook_error',
      at: '2026-01-01T00:00:00.000Z',
      hook: 'Planted',
      message: 'a line from outside the data dir',
      sessionId: null,
      failedOpen: false,
    })}\n`
    writeFileSync(elsewhere, planted)
    symlinkSync(elsewhere, spillPath(project.dbPath))
    // A hook that opens the store replays the spill first.
    const ran = await hook(project, {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: join(project.root, 'src/a.ts'), content: 'export const a = 1\n' },
    })
    expect(ran.stderr).toContain(`spill file ${spillPath(project.dbPath)} is a symbolic link`)
    expect((await rows(store, 'hook_errors')).map((r) => r['hook'])).not.toContain('Planted')
    expect(readFileSync(elsewhere, 'utf8')).toBe(planted)
    expect(lstatSync(spillPath(project.dbPath)).isSymbolicLink()).toBe(true)
  })
})
