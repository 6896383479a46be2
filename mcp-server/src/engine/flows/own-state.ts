import { statSync, type Stats } from 'node:fs'
import { resolve } from 'node:path'
import type { BashAnalysis } from '../gates/bash-policy.js'
import {
  commandNamesOwnState,
  guardedPaths,
  ownStateOf,
  writeReachesOwnState,
  type OwnStatePlaces,
} from '../gates/own-state.js'
import type { ViolationKind } from '../../domain/vocabulary.js'
import { userDataDir } from '../../kernel/paths.js'
import type { HookContext } from './hook-context.js'
import { denialText } from '../gates/denial-text.js'
import { deny, type HookDecision } from '../../domain/hook-decision.js'
import { recordDecided } from './decided.js'
import { realpathLenient } from '../../project/project-path.js'

/**
 * The hooks' guard of evident's own state (engine/gates/own-state.ts), for every agent and every task state: the
 * Edit family on the store, key, plugin or hook settings, a Bash command that names them or writes them, and a
 * Bash call that asks to leave the sandbox. Decided from the payload and the environment alone (no database
 * read), so a busy or broken store cannot turn these denials into allows; the violation is recorded after the
 * decision, best-effort.
 */
function placesOf(ctx: HookContext): OwnStatePlaces {
  const env = ctx.env
  const home = env['HOME'] ?? ''
  const real = (path: string | undefined): string | undefined =>
    path === undefined || path === '' ? undefined : realpathLenient(resolve(path))
  const location = ctx.location()
  const configDir = env['CLAUDE_CONFIG_DIR']
  return {
    home: real(home) ?? home,
    projectRoot: real(location.projectRoot) ?? location.projectRoot,
    dbPath: real(location.path) ?? location.path,
    pluginData: real(env['CLAUDE_PLUGIN_DATA']),
    pluginRoot: real(env['CLAUDE_PLUGIN_ROOT']),
    userData: real(userDataDir(env)) ?? userDataDir(env),
    configDir: real(configDir),
    real: realpathLenient,
  }
}

/** `~/x`, `$HOME/x`, `${HOME}/x` as the shell expands them (the parser keeps words as written). */
const expandHome = (path: string, home: string): string => {
  const match = /^(?:~|\$HOME|\$\{HOME\})(?=\/|$)/.exec(path)
  return match === null ? path : `${home}${path.slice(match[0].length)}`
}

/** A path as written (resolved) and with its symbolic links resolved. */
const spellings = (path: string): readonly string[] => {
  const lexical = resolve(path)
  const real = realpathLenient(lexical)
  return real === lexical ? [lexical] : [lexical, real]
}

const LEAVE = 'Leave it alone, and if the user wants it changed, ask them to do it themselves'
const NO_AGENT = 'no agent may change it, whatever its task.'

/** Edit | Write | MultiEdit | NotebookEdit on `path` (absolute). */
export async function guardEdit(ctx: HookContext, path: string): Promise<HookDecision | undefined> {
  const places = placesOf(ctx)
  const what = ownStateOf(spellings(path), places) ?? hardLinkedOwnState(path, places)
  if (what === undefined) return undefined
  return refuse(
    ctx,
    'EVIDENCE_TAMPERING',
    `own_state_edit: ${ctx.payload.tool_name ?? 'Edit'} on ${path}`,
    denialText(LEAVE, `${path} is ${what}; ${NO_AGENT}`, 'own_state_edit'),
  )
}

/** A file with more than one name that is also a guarded file (a hard link made to write it by another name). */
function hardLinkedOwnState(path: string, places: OwnStatePlaces): string | undefined {
  let target: Stats
  try {
    target = statSync(path)
  } catch {
    return undefined
  }
  if (!target.isFile() || target.nlink < 2) return undefined
  for (const guarded of guardedPaths(places)) {
    if (guarded.tree) continue
    try {
      const other = statSync(guarded.path)
      if (other.ino === target.ino && other.dev === target.dev)
        return `${guarded.what} (a hard link to ${guarded.path})`
    } catch {
      // not there
    }
  }
  return undefined
}

/** A Bash call before its command is parsed: the sandbox escape flag, then what the command names. */
export async function guardCommand(ctx: HookContext, command: string): Promise<HookDecision | undefined> {
  if (ctx.payload.tool_input?.['dangerouslyDisableSandbox'] === true) {
    return refuse(
      ctx,
      'SANDBOX_ESCAPE',
      'dangerously_disable_sandbox: Bash',
      denialText(
        'Run it without dangerouslyDisableSandbox (if it truly needs more access, ask the user to run it or to widen sandbox.filesystem in their settings)',
        "outside the sandbox this Bash call could reach evident's evidence store and the settings that decide whether its hooks run.",
        'dangerously_disable_sandbox',
      ),
    )
  }
  const places = placesOf(ctx)
  const named = commandNamesOwnState(command, places)
  if (named !== undefined) {
    return refuse(
      ctx,
      'EVIDENCE_TAMPERING',
      `own_state_command: ${named}`,
      denialText(
        `${LEAVE} (to see evidence, use evident's MCP tools or \`evident report\`)`,
        `this command names ${named}; ${NO_AGENT}`,
        'own_state_command',
      ),
    )
  }
  return undefined
}

/** What the shell parser sees the command write: a guarded path, or a folder holding one (`rm -rf .claude`). */
export async function guardWrites(ctx: HookContext, analysis: BashAnalysis): Promise<HookDecision | undefined> {
  const places = placesOf(ctx)
  for (const write of analysis.writes) {
    const path = resolve(ctx.cwd, expandHome(write.path, places.home))
    const what = writeReachesOwnState(spellings(path), places)
    if (what !== undefined)
      return refuse(
        ctx,
        'EVIDENCE_TAMPERING',
        `own_state_command: writes ${path}`,
        denialText(LEAVE, `this command writes ${path}, which is ${what}; ${NO_AGENT}`, 'own_state_command'),
      )
  }
  return undefined
}

async function refuse(ctx: HookContext, kind: ViolationKind, detail: string, message: string): Promise<HookDecision> {
  // Decided from the payload alone: recorded afterwards, briefly or spilled (engine/flows/decided.ts). The task binding is
  // the caller's open task as the replay finds it.
  await recordDecided(ctx, undefined, [{ kind, detail, toolName: ctx.payload.tool_name ?? 'unknown' }])
  return deny(message)
}
