import type { ViolationKind } from '../../domain/vocabulary.js'
import { denialText } from '../../engine/gates/denial-text.js'
import { parseShell } from '../../engine/gates/shell-words.js'

/**
 * While an `evident conduct` run is live in a project, every change to the project comes from the run's own leaves
 * (the `claude -p` sessions its supervisor launched): the conducting agent only orchestrates. Any other session's
 * Edit-family call inside the project, and any Bash command of it but the conductor's own `evident conduct …`, is
 * refused (clients/conduct/guard.ts decides who is a leaf; docs/hooks.md#a-live-conductor-run-every-session-but-its-leaves).
 */
export const CONDUCTOR_DENIAL = 'conductor_run_live'
export const CONDUCTOR_VIOLATION: Extract<ViolationKind, 'CONDUCTOR_BYPASS'> = 'CONDUCTOR_BYPASS'

/** The `evident conduct` subcommands a conductor runs while its run is live: they watch, start or stop runs. */
const ORCHESTRATION_COMMANDS = ['wait', 'status', 'stop', 'stop-requested', 'start'] as const

/**
 * Characters an orchestration command never needs and a shell gives meaning to: control operators, redirections,
 * substitutions, expansions, escapes and line breaks. Refused anywhere in the text, quoted or not, so that nothing the
 * shell reader might read differently from bash is left to it.
 */
const SHELL_SYNTAX = /[;&|<>()`$\\\n\r\0]/

/**
 * Whether `command` is exactly one simple command `evident conduct <wait|status|stop|stop-requested|start> …`: no
 * pipe, redirection, substitution, chain, background job, subshell or variable assignment, and `evident` itself as
 * the command name (not `env evident`, `bash -c "evident …"` or a path). Conservative: anything the shell reader is
 * not sure of is not one.
 */
export function isOrchestrationCommand(command: string): boolean {
  if (SHELL_SYNTAX.test(command)) return false
  let parsed
  try {
    parsed = parseShell(command)
  } catch {
    return false
  }
  if (parsed.unreadable || parsed.substitutions || parsed.commands.length !== 1) return false
  const [only] = parsed.commands
  if (only === undefined || only.redirects.length > 0 || only.next !== '') return false
  const [name, group, sub] = only.argv
  return (
    name === 'evident' &&
    group === 'conduct' &&
    (ORCHESTRATION_COMMANDS as readonly (string | undefined)[]).includes(sub)
  )
}

/** The run a denial names: its issue and the pid holding `.tdd/conduct.lock`. */
export interface LiveRun {
  readonly issue: number
  readonly pid: number
}

/** What the refused call tried: an Edit-family call on a project file, or a Bash command. */
export type Attempted =
  { readonly kind: 'edit'; readonly tool: string; readonly file: string } | { readonly kind: 'bash' }

const ALLOWED_COMMANDS = `\`evident conduct ${ORCHESTRATION_COMMANDS.join('|')} …\``

/** What to do instead, naming only commands that exist. */
const conductorRemedy = (run: LiveRun): string =>
  `Let the run do it: wait for it with \`evident conduct wait conduct-${run.issue}\` (again while it answers 3), ` +
  `see its progress with \`evident conduct status ${run.issue}\`, or end it with \`evident conduct stop now\``

/** Why: the live run, and what a session that is not one of its leaves may not do (`who` says which session). */
function refused(run: LiveRun, attempted: Attempted, who: string): string {
  const live = `evident is conducting issue #${run.issue} in this project (pid ${run.pid}), and while the run is live every change to the project comes from the run's own leaves; ${who}`
  return attempted.kind === 'edit'
    ? `${live}, so it may not ${attempted.tool} ${attempted.file}.`
    : `${live}, so the only shell commands it may run are ${ALLOWED_COMMANDS}, each on its own (no pipe, redirection, substitution, chain or variable assignment).`
}

/** A session that was one of the run's leaves but is not the one running now. */
export interface EndedLeaf {
  readonly session: string
  readonly leaf: string
  readonly why: 'ended' | 'superseded'
}

/** The denial when the session is not one of the run's leaves — or was one that has ended or was superseded. */
export function conductorDenialText(run: LiveRun, attempted: Attempted, ended?: EndedLeaf): string {
  const who =
    ended === undefined
      ? 'this session is not one of them'
      : `this session (${ended.session}) was its leaf ${ended.leaf}, which ${ended.why === 'ended' ? 'has ended' : 'a later leaf superseded'}, and only the leaf running now is one of them`
  return denialText(conductorRemedy(run), refused(run, attempted, who), CONDUCTOR_DENIAL)
}

/**
 * The denial when evident's store could not say whether the session is one of the run's leaves. The run is live, so
 * the call is refused rather than let through (a failure an agent could induce never turns a denial into an allow);
 * the text says that this part is an infrastructure problem, not a rule decision about the session.
 */
export function conductorStoreDenialText(run: LiveRun, attempted: Attempted, message: string): string {
  return (
    `${conductorRemedy(run)}: ${refused(run, attempted, 'evident could not confirm that this session is one of them')} ` +
    `Its store did not answer (${message}), so the call is refused rather than let through. ` +
    'That part is an infrastructure problem in evident, not a rule violation: ' +
    "if this session is a leaf of the run, tell the user (the details are in the evidence database's hook_errors table). " +
    `(evident: ${CONDUCTOR_DENIAL})`
  )
}
