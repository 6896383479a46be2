import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { afterAll, beforeAll } from 'vitest'
import { bundleOptions, repoRoot } from '../../scripts/bundle.js'
import { tempDir } from './store.js'

/**
 * Runs evident's real hooks the way Claude Code does: the command from `hooks/hooks.json` whose matcher
 * selects the tool, through `sh -c`, with the payload JSON on stdin. The plugin root is a private copy
 * (`hooks/` linked, `bundle/` freshly built from the sources), so the tests never depend on the committed
 * bundle being current and never write into the repository.
 */
export const REPO = repoRoot(resolve(import.meta.dirname, '..'))

export interface HookRun {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
  /** stdout parsed, when the hook printed anything. */
  readonly output: HookJson | undefined
  /** How many hook commands hooks.json selected for this event and tool. */
  readonly spawned: number
}

export interface HookJson {
  readonly hookSpecificOutput: {
    readonly hookEventName: string
    readonly permissionDecision?: string
    readonly permissionDecisionReason?: string
    readonly updatedInput?: Record<string, unknown>
    readonly additionalContext?: string
  }
}

interface HookGroup {
  readonly matcher?: string
  readonly hooks: readonly { readonly type: string; readonly command: string; readonly timeout?: number }[]
}

/** Builds the private plugin root once per test file. */
export function usePluginRoot(): () => string {
  let root: string | undefined
  beforeAll(async () => {
    const cache = join(REPO, 'node_modules', '.cache')
    mkdirSync(cache, { recursive: true })
    root = mkdtempSync(join(cache, 'evident-hook-test-'))
    const options = bundleOptions(REPO, join(root, 'bundle'))
    await build({ ...options, entryPoints: { hook: 'mcp-server/src/hooks/cli.ts' } })
    symlinkSync(join(REPO, 'hooks'), join(root, 'hooks'))
  }, 120_000)
  afterAll(() => {
    if (root !== undefined) rmSync(root, { recursive: true, force: true })
  })
  return () => {
    if (root === undefined) throw new Error('plugin root not built yet')
    return root
  }
}

/** Claude Code's matcher rule: only letters, digits, `_`, `|` → exact names; anything else → unanchored regex. */
export function matches(matcher: string | undefined, tool: string | undefined): boolean {
  if (matcher === undefined || matcher === '' || matcher === '*') return true
  if (tool === undefined) return false
  if (/^[A-Za-z0-9_|]+$/.test(matcher)) return matcher.split('|').includes(tool)
  return new RegExp(matcher).test(tool)
}

export function selectedCommands(root: string, event: string, tool: string | undefined): readonly string[] {
  const config = JSON.parse(readFileSync(join(root, 'hooks', 'hooks.json'), 'utf8')) as { hooks: Record<string, readonly HookGroup[]> }
  return (config.hooks[event] ?? []).filter((g) => matches(g.matcher, tool)).flatMap((g) => g.hooks.map((h) => h.command))
}

export interface Project {
  readonly root: string
  readonly dbPath: string
  readonly env: Readonly<Record<string, string>>
}

/** A temp project (a git work tree) with its database outside it. */
export function tempProject(): Project {
  const root = tempDir('evident-hook-project-')
  mkdirSync(join(root, '.git'))
  mkdirSync(join(root, 'src'))
  const dbPath = join(tempDir('evident-hook-data-'), 'evident.sqlite')
  return { root, dbPath, env: { EVIDENT_DB: dbPath, CLAUDE_PROJECT_DIR: root } }
}

export function spawnCommand(command: string, stdin: string, env: Readonly<Record<string, string>>): Promise<Omit<HookRun, 'output' | 'spawned'>> {
  return new Promise((done, fail) => {
    const child = spawn('sh', ['-c', command], {
      shell: false,
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: process.env['HOME'] ?? '/tmp', ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', fail)
    child.on('close', (code) => done({ code, stdout, stderr }))
    // A command that exits without reading its input (e.g. one that only prints its environment) closes the pipe.
    child.stdin.on('error', () => undefined)
    child.stdin.end(stdin)
  })
}

/** Runs every hook hooks.json selects for the payload's event and tool (Claude Code runs them the same way). */
export async function runHook(root: string, project: Project, payload: Record<string, unknown>, env: Readonly<Record<string, string>> = {}): Promise<HookRun> {
  const event = String(payload['hook_event_name'])
  const tool = typeof payload['tool_name'] === 'string' ? payload['tool_name'] : undefined
  const commands = selectedCommands(root, event, tool)
  let last: Omit<HookRun, 'output' | 'spawned'> = { code: 0, stdout: '', stderr: '' }
  for (const command of commands) {
    last = await spawnCommand(command, JSON.stringify({ cwd: project.root, transcript_path: '/tmp/t.jsonl', permission_mode: 'default', ...payload }),
      { CLAUDE_PLUGIN_ROOT: root, ...project.env, ...env })
  }
  return { ...last, output: last.stdout === '' ? undefined : (JSON.parse(last.stdout) as HookJson), spawned: commands.length }
}
