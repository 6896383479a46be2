import { resolve } from 'node:path'
import type { BashAnalysis } from '../gates/bash-policy.js'
import { commandNamesOwnState, ownStateOf, type OwnStatePlaces } from '../gates/own-state.js'
import type { ViolationKind } from '../domain/vocabulary.js'
import { userDataDir } from '../paths.js'
import type { HookContext } from '../hooks/context.js'
import { deny, type HookOutput } from '../hooks/output.js'
import { recordDecided } from './decided.js'
import { realpathLenient } from '../hooks/project-path.js'

/**
 * The hooks' guard of evident's own state (gates/own-state.ts), for every agent and every task state: the
 * Edit family on the store, key, plugin or hook settings, a Bash command that names them or writes them, and a
 * Bash call that asks to leave the sandbox. Decided from the payload and the environment alone (no database
 * read), so a busy or broken store cannot turn these denials into allows; the violation is recorded after the
 * decision, best-effort.
 */
export function placesOf(ctx: HookContext): OwnStatePlaces {
  const env = ctx.env
  const home = env['HOME'] ?? ''
  const real = (path: string | undefined): string | undefined =>
    path === undefined || path === '' ? undefined : realpathLenient(resolve(path))
  const location = ctx.location()
  return {
    home: real(home) ?? home,
    projectRoot: real(location.projectRoot) ?? location.projectRoot,
    dbPath: real(location.path) ?? location.path,
    pluginData: real(env['CLAUDE_PLUGIN_DATA']),
    pluginRoot: real(env['CLAUDE_PLUGIN_ROOT']),
    userData: real(userDataDir(env)) ?? userDataDir(env),
  }
}

const ASK_USER =
  'No agent may change it, whatever its task. If the user wants it changed, ask them to do it themselves.'

/** Edit | Write | MultiEdit | NotebookEdit on `path` (absolute). */
export async function guardEdit(ctx: HookContext, path: string): Promise<HookOutput | undefined> {
  const what = ownStateOf(realpathLenient(path), placesOf(ctx))
  if (what === undefined) return undefined
  return refuse(
    ctx,
    'EVIDENCE_TAMPERING',
    `own_state_edit: ${ctx.payload.tool_name ?? 'Edit'} on ${path}`,
    `evident: ${path} is ${what}. ${ASK_USER}`,
  )
}

/** A Bash call: the sandbox escape flag, then what the command names, then what the parser sees it write. */
export async function guardBash(
  ctx: HookContext,
  command: string,
  analysis: BashAnalysis,
): Promise<HookOutput | undefined> {
  if (ctx.payload.tool_input?.['dangerouslyDisableSandbox'] === true) {
    return refuse(
      ctx,
      'SANDBOX_ESCAPE',
      'dangerously_disable_sandbox: Bash',
      'evident: this Bash call asks to run outside the sandbox (dangerouslyDisableSandbox), where it could reach ' +
        "evident's evidence store and the settings that decide whether its hooks run. Run it without that flag; if it " +
        'truly needs more access, ask the user to run it or to widen sandbox.filesystem in their settings.',
    )
  }
  const places = placesOf(ctx)
  const named = commandNamesOwnState(command, places)
  if (named !== undefined) {
    return refuse(
      ctx,
      'EVIDENCE_TAMPERING',
      `own_state_command: ${named}`,
      `evident: this command names ${named}. ${ASK_USER} (To see evidence, use evident's MCP tools or \`evident report\`.)`,
    )
  }
  for (const write of analysis.writes) {
    const path = realpathLenient(resolve(ctx.cwd, write.path))
    const what = ownStateOf(path, places)
    if (what !== undefined)
      return refuse(
        ctx,
        'EVIDENCE_TAMPERING',
        `own_state_command: writes ${path}`,
        `evident: this command writes ${path}, which is ${what}. ${ASK_USER}`,
      )
  }
  return undefined
}

async function refuse(ctx: HookContext, kind: ViolationKind, detail: string, message: string): Promise<HookOutput> {
  // Decided from the payload alone: recorded afterwards, briefly or spilled (flows/decided.ts). The task binding is
  // the caller's open task as the replay finds it.
  await recordDecided(ctx, undefined, [{ kind, detail, toolName: ctx.payload.tool_name ?? 'unknown' }])
  return deny(message)
}
