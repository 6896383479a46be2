import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { hookProcess, readHooksConfig, selectedHooks, type HookCommand } from '../../scripts/hook-commands.js'
import { freshBundle } from './bundle-cache.js'
import { tempDir } from './store.js'
import { REPO } from './fixtures.js'

/**
 * Runs evident's real hooks the way Claude Code does: the exec-form command from `hooks/hooks.json` whose
 * matcher selects the tool, spawned directly with `${CLAUDE_PLUGIN_ROOT}` substituted, with the payload JSON
 * on stdin (scripts/hook-commands.ts). The plugin root is a private copy
 * (`hooks/` and `node_modules/` linked, `bundle/` freshly built from the sources — once per run, bundle-cache.ts), so
 * the tests never depend on the committed bundle being current and never write into the repository.
 */

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

/**
 * Builds the private plugin root once per test file, laid out as an installed plugin: `bundle/` (built now),
 * `hooks/` and `node_modules/` (linked from the repository) side by side.
 */
export function usePluginRoot(): () => string {
  let root: string | undefined
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'evident-hook-test-'))
    await freshBundle(REPO, join(root, 'bundle'), { hookOnly: true })
    symlinkSync(join(REPO, 'hooks'), join(root, 'hooks'))
    symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'))
  })
  afterAll(() => {
    if (root !== undefined) rmSync(root, { recursive: true, force: true })
  })
  return () => {
    if (root === undefined) throw new Error('plugin root not built yet')
    return root
  }
}

/** The hooks hooks.json selects for an event and tool, in Claude Code's order. */
export function selectedCommands(root: string, event: string, tool: string | undefined): readonly HookCommand[] {
  return selectedHooks(readHooksConfig(root), event, tool)
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

/** One hook as Claude Code spawns it: the executable directly, placeholders substituted, no shell. */
export function spawnHook(
  root: string,
  hook: HookCommand | undefined,
  stdin: string,
  env: Readonly<Record<string, string>>,
): Promise<Omit<HookRun, 'output' | 'spawned'>> {
  if (hook === undefined) throw new Error('hooks.json selected no hook')
  const { file, args } = hookProcess(hook, root)
  return spawnProcess(file, args, stdin, { CLAUDE_PLUGIN_ROOT: root, ...env })
}

/** A shell command (e.g. the Bash command a hook rewrote) through `sh -c`. */
export function spawnShell(
  command: string,
  stdin: string,
  env: Readonly<Record<string, string>>,
): Promise<Omit<HookRun, 'output' | 'spawned'>> {
  return spawnProcess('sh', ['-c', command], stdin, env)
}

/** A process's end: its exit code, or the signal that killed it (a kill timer's SIGKILL), and what it printed. */
export interface KillableRun {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
}

/**
 * One hook as Claude Code spawns it, SIGKILLed after `killAfterMs`: a hook that hangs (on a FIFO, say) shows as
 * `signal`, never as a wedged test worker.
 */
export function spawnHookKilled(
  root: string,
  hook: HookCommand | undefined,
  stdin: string,
  env: Readonly<Record<string, string>>,
  killAfterMs: number,
): Promise<KillableRun> {
  if (hook === undefined) throw new Error('hooks.json selected no hook')
  const { file, args } = hookProcess(hook, root)
  return spawnProcess(file, args, stdin, { CLAUDE_PLUGIN_ROOT: root, ...env }, killAfterMs)
}

function spawnProcess(
  file: string,
  args: readonly string[],
  stdin: string,
  env: Readonly<Record<string, string>>,
  killAfterMs?: number,
): Promise<KillableRun> {
  return new Promise((done, fail) => {
    const child = spawn(file, args, {
      shell: false,
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: process.env['HOME'] ?? '/tmp', ...env },
      ...(killAfterMs === undefined ? {} : { timeout: killAfterMs, killSignal: 'SIGKILL' as const }),
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', fail)
    child.on('close', (code, signal) => done({ code, signal, stdout, stderr }))
    // A command that exits without reading its input (e.g. one that only prints its environment) closes the pipe.
    child.stdin.on('error', () => undefined)
    child.stdin.end(stdin)
  })
}

/** Runs every hook hooks.json selects for the payload's event and tool (Claude Code runs them the same way). */
export async function runHook(
  root: string,
  project: Project,
  payload: Record<string, unknown>,
  env: Readonly<Record<string, string>> = {},
): Promise<HookRun> {
  const event = String(payload['hook_event_name'])
  const tool = typeof payload['tool_name'] === 'string' ? payload['tool_name'] : undefined
  const commands = selectedCommands(root, event, tool)
  let last: Omit<HookRun, 'output' | 'spawned'> = { code: 0, stdout: '', stderr: '' }
  for (const hook of commands) {
    last = await spawnHook(
      root,
      hook,
      JSON.stringify({ cwd: project.root, transcript_path: '/tmp/t.jsonl', permission_mode: 'default', ...payload }),
      { ...project.env, ...env },
    )
  }
  return {
    ...last,
    output: last.stdout === '' ? undefined : (JSON.parse(last.stdout) as HookJson),
    spawned: commands.length,
  }
}

export interface BashCall {
  readonly pre: HookRun
  /** The command's own run (undefined when PreToolUse denied it). */
  readonly ran: Omit<HookRun, 'output' | 'spawned'> | undefined
  readonly post: HookRun | undefined
}

let bashCalls = 0

/**
 * One Bash tool call as Claude Code makes it: PreToolUse, the command in the project (unless denied), then
 * PostToolUse — or PostToolUseFailure for a non-zero exit — with the same tool use id.
 */
export async function bashCall(
  root: string,
  project: Project,
  command: string,
  who: Readonly<Record<string, string>>,
  options: {
    /** More environment for the command. */
    readonly env?: Readonly<Record<string, string>>
    /** Something that happens while the command runs (after it, before PostToolUse): another tool call, a process. */
    readonly during?: () => Promise<void> | void
    /** More of the Bash tool's input (e.g. its `timeout`). */
    readonly input?: Readonly<Record<string, unknown>>
    /** More environment for the hooks. */
    readonly hookEnv?: Readonly<Record<string, string>>
  } = {},
): Promise<BashCall> {
  bashCalls += 1
  const base = {
    tool_name: 'Bash',
    tool_input: { command, description: 'd', ...options.input },
    tool_use_id: `tu-bash-${process.pid}-${bashCalls}`,
    ...who,
  }
  const pre = await runHook(root, project, { hook_event_name: 'PreToolUse', ...base }, options.hookEnv)
  if (pre.output?.hookSpecificOutput.permissionDecision === 'deny') return { pre, ran: undefined, post: undefined }
  const ran = await spawnShell(`cd '${project.root}' && ${command}`, '', {
    PATH: process.env['PATH'] ?? '',
    CLAUDECODE: '1',
    ...options.env,
  })
  await options.during?.()
  const post = await runHook(
    root,
    project,
    ran.code === 0
      ? {
          hook_event_name: 'PostToolUse',
          ...base,
          tool_response: { stdout: ran.stdout, stderr: ran.stderr, interrupted: false, isImage: false },
        }
      : { hook_event_name: 'PostToolUseFailure', ...base, error: `Exit code ${ran.code}`, is_interrupt: false },
    options.hookEnv,
  )
  return { pre, ran, post }
}
