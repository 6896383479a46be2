import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runHook, tempProject, type HookRun, type Project } from './hooks.js'
import { tempDir } from './store.js'

/**
 * What the red-team hook attacks (test/hooks/attack*.test.ts) run in: a project, a HOME with Claude Code's plugin
 * data folder, and a PATH where bubblewrap and socat exist (stand-ins: the seal judgement only looks them up).
 */
export interface Box {
  readonly project: Project
  readonly home: string
  readonly data: string
  readonly env: Record<string, string>
}

export function attackBox(
  prefix: string,
  options: {
    readonly env?: Record<string, string>
    readonly project?: Project
    /** Put the store where Claude Code puts it: inside the plugin data folder (the folder the seal hides). */
    readonly storeInData?: boolean
  } = {},
): Box {
  const home = tempDir(`${prefix}home-`)
  const data = join(home, '.claude', 'plugins', 'data', 'evident-t')
  mkdirSync(data, { recursive: true })
  const bare = options.project ?? tempProject()
  const dbPath = join(data, 'projects', 'p', 'evident.sqlite')
  const project: Project =
    options.storeInData === true ? { ...bare, dbPath, env: { ...bare.env, EVIDENT_DB: dbPath } } : bare
  const bin = tempDir(`${prefix}bin-`)
  for (const tool of ['bwrap', 'socat']) writeFileSync(join(bin, tool), '#!/bin/sh\n', { mode: 0o755 })
  return {
    project,
    home,
    data,
    env: { HOME: home, PATH: `${bin}:${process.env['PATH'] ?? ''}`, CLAUDE_PLUGIN_DATA: data, ...options.env },
  }
}

export const decision = (run: HookRun): string => run.output?.hookSpecificOutput.permissionDecision ?? 'none'

/** PreToolUse calls of one session through the real hook CLI of `plugin`. */
export function hookCalls(plugin: () => string, session: string) {
  let n = 0
  const pre = (b: Box, tool: string, input: Record<string, unknown>): Promise<HookRun> =>
    runHook(
      plugin(),
      b.project,
      {
        hook_event_name: 'PreToolUse',
        session_id: session,
        tool_name: tool,
        tool_input: input,
        tool_use_id: `tu-${session}-${++n}`,
      },
      b.env,
    )
  return {
    bashPre: (b: Box, command: string, input: Record<string, unknown> = {}): Promise<HookRun> =>
      pre(b, 'Bash', { command, description: 'x', ...input }),
    editPre: pre,
    write: (b: Box, path: string, content = '{"disableAllHooks": true}\n'): Promise<HookRun> =>
      pre(b, 'Write', { file_path: path, content }),
  }
}
