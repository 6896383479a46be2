import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * How Claude Code runs the command hooks of `hooks/hooks.json` — shared by the tests, the demo and the
 * benchmark so all three run evident's hooks exactly as Claude Code does. evident's hooks use the exec form
 * (`command` + `args`): Claude Code substitutes `${CLAUDE_PLUGIN_ROOT}` in each element as a plain string and
 * spawns `command` directly, no shell. It also puts CLAUDE_PLUGIN_ROOT in the environment (callers pass env).
 */
export interface HookCommand {
  readonly type: string
  readonly command: string
  readonly args?: readonly string[]
  readonly timeout?: number
}

export interface HookGroup {
  readonly matcher?: string
  readonly hooks: readonly HookCommand[]
}

export type HooksConfig = Readonly<Record<string, readonly HookGroup[]>>

export function readHooksConfig(pluginRoot: string): HooksConfig {
  return (JSON.parse(readFileSync(join(pluginRoot, 'hooks', 'hooks.json'), 'utf8')) as { hooks: HooksConfig }).hooks
}

/** Claude Code's matcher rule: only letters, digits, `_` and `|` → exact names; anything else → unanchored regex. */
export function matches(matcher: string | undefined, tool: string | undefined): boolean {
  if (matcher === undefined || matcher === '' || matcher === '*') return true
  if (tool === undefined) return false
  if (/^[A-Za-z0-9_|]+$/.test(matcher)) return matcher.split('|').includes(tool)
  return new RegExp(matcher).test(tool)
}

/** The hooks Claude Code runs for an event and tool, in order. */
export function selectedHooks(config: HooksConfig, event: string, tool: string | undefined): readonly HookCommand[] {
  return (config[event] ?? []).filter((g) => matches(g.matcher, tool)).flatMap((g) => g.hooks)
}

/** The process Claude Code spawns for an exec-form hook: executable and arguments, placeholders substituted. */
export function hookProcess(
  hook: HookCommand,
  pluginRoot: string,
): { readonly file: string; readonly args: readonly string[] } {
  if (hook.args === undefined)
    throw new Error(`hook "${hook.command}" is in shell form; evident's hooks use the exec form (command + args)`)
  const substitute = (value: string): string => value.split('${CLAUDE_PLUGIN_ROOT}').join(pluginRoot)
  return { file: substitute(hook.command), args: hook.args.map(substitute) }
}
