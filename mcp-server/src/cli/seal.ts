import { realpathSync } from 'node:fs'
import { join } from 'node:path'
import { mergeSeal, sealLines } from '../engine/gates/seal.js'
import { insideSandbox, judgeDoctor, newestSessions, sealFacts, sealTargets } from '../engine/flows/seal.js'
import { resolveDbLocation } from '../kernel/paths.js'
import { readRegularText } from '../kernel/regular-file.js'
import { probeMount } from '../runners/checkout.js'
import { canUnsharePid, LEAF_TOKEN_ENV, leafContainment } from '../clients/conduct/contain.js'
import { judgeLeafSeal } from '../clients/conduct/leaf-seal.js'
import { usageError, type CliIo, type Command } from './types.js'
import { editJson, isRecord, writeJson, type JsonEdit } from './settings-file.js'

/**
 * The allow rule for every tool of evident's own MCP server (`mcp__<server>` covers the server), what `evident init`
 * adds with the user's yes.
 */
export const EVIDENT_TOOLS_RULE = 'mcp__plugin_evident_evident'

const SEAL_USAGE = 'evident seal [--local | --user]'

/** The seal lines as the user reads them: `key = value` and why. */
export function explainSeal(io: CliIo, dirs: readonly string[]): void {
  for (const line of sealLines(dirs))
    io.out(`  ${line.path.join('.')} = ${JSON.stringify(line.value)}\n      ${line.why}`)
}

/**
 * The project's settings file (`local`: `.claude/settings.local.json`) with the seal merged in, hiding every folder
 * a store of this project can lie in here (engine/flows/seal.ts#sealTargets) — what `evident seal` writes.
 */
export function sealEdit(io: CliIo, local = false): JsonEdit & { readonly dirs: readonly string[] } {
  const location = resolveDbLocation(io.env, io.cwd)
  const dirs = sealTargets(io.env, location).settings
  const path = join(location.projectRoot, '.claude', local ? 'settings.local.json' : 'settings.json')
  return { ...editJson(location.projectRoot, path, (current) => mergeSeal(current, dirs)), dirs }
}

/** What to install before a sealed session can start here, or nothing. */
function sealToolsNote(io: CliIo): string | undefined {
  const { projectRoot, path } = resolveDbLocation(io.env, io.cwd)
  const facts = sealFacts({ env: io.env, projectRoot, dbPath: path })
  return facts.platform === 'linux' && (!facts.bwrap || !facts.socat)
    ? 'Missing on this machine: bubblewrap and/or socat. Claude Code will refuse to start until they are installed ' +
        '(Debian/Ubuntu: apt-get install bubblewrap socat).'
    : undefined
}

/**
 * `evident seal`: merges the settings that seal a project into `.claude/settings.json` (`--local`:
 * `.claude/settings.local.json`; `--user`: prints them for `~/.claude/settings.json`, which evident never edits)
 * and explains each line. Hides every folder a store of this project can lie in, in this environment — the folders
 * `evident doctor` judges. Keeps every other setting; refuses, writing nothing, when the file is not a JSON object
 * or holds something else where a seal line goes, and when `.claude` (or the file) is a symbolic link.
 */
export const sealCommand: Command = {
  words: ['seal'],
  usage: SEAL_USAGE,
  summary: "turn on Claude Code's sandbox so Bash cannot reach evident's store (explains every line)",
  options: [
    ['(none)', "merge the seal settings into the project's .claude/settings.json"],
    ['--local', 'into .claude/settings.local.json instead (not committed)'],
    ['--user', 'print them for ~/.claude/settings.json (evident never edits user settings)'],
  ],
  exits: [
    [0, 'written, already there (or printed)'],
    [
      1,
      'the settings file is not a JSON object, holds something else where a seal line goes, or lies behind a symbolic link: nothing written',
    ],
    [2, 'usage error'],
  ],
  examples: ['evident seal && evident doctor', 'evident seal --user'],
  async run(args, io) {
    const mode = args[0] ?? '--project'
    if (args.length > 1 || !['--project', '--local', '--user'].includes(mode))
      return usageError(`takes one of --local or --user, or nothing (got: ${args.join(' ')})`)
    if (mode === '--user') {
      const dirs = sealTargets(io.env, resolveDbLocation(io.env, io.cwd)).settings
      io.out('Merge this into ~/.claude/settings.json (evident does not edit your user settings):')
      io.out(JSON.stringify(mergeSeal({}, dirs), null, 2))
      io.out('What each line does:')
      explainSeal(io, dirs)
      return 0
    }
    const edit = sealEdit(io, mode === '--local')
    if (!edit.ok) {
      io.err(`evident seal: ${edit.message}; nothing was written`)
      return 1
    }
    if (edit.changed) {
      const written = writeJson(resolveDbLocation(io.env, io.cwd).projectRoot, edit.path, edit.next)
      if (!written.ok) {
        io.err(`evident seal: ${written.message}; nothing was written`)
        return 1
      }
      io.out(`evident seal: wrote ${edit.path}`)
    } else io.out(`evident seal: ${edit.path} already holds every line; nothing to write`)
    explainSeal(io, edit.dirs)
    const tools = sealToolsNote(io)
    if (tools !== undefined) io.out(tools)
    io.out(
      'Start a new Claude Code session: a session keeps the judgement made when it started. `evident doctor` checks the result.',
    )
    return 0
  },
}

const DOCTOR_USAGE = 'evident doctor'

/**
 * `evident doctor`: whether a Claude Code session started now in this project would be sealed — every check with
 * what to do when it fails — and the state recorded for the newest sessions. Exit 0 when sealed, 1 when not.
 */
export const doctorCommand: Command = {
  words: ['doctor'],
  usage: DOCTOR_USAGE,
  summary: 'check the machine and the settings in force: would a session here be sealed?',
  options: [],
  exits: [
    [0, 'sealed: a session started now keeps Bash away from the evidence store'],
    [1, 'not sealed (each failing check says its fix)'],
    [2, 'usage error'],
  ],
  examples: ['evident doctor'],
  async run(args, io) {
    if (args.length > 0) return usageError(`takes no arguments (got: ${args.join(' ')})`)
    const location = resolveDbLocation(io.env, io.cwd)
    const { verdict, facts, fixes } = judgeDoctor(io.env, location)
    io.out(`evident doctor: project ${location.projectRoot}`)
    io.out(
      `settings read: ${facts.sources.map((s) => s.name).join(', ') || 'none'} (a running session's --settings flag is seen only by its hooks)`,
    )
    for (const check of verdict.checks) {
      io.out(`  ${check.ok ? '✓' : '✗'} ${check.id}: ${check.says}`)
      if (!check.ok) io.out(`      fix: ${fixes.get(check.id) ?? check.fix}`)
    }
    const failing = verdict.checks.filter((c) => !c.ok).length
    io.out(
      verdict.sealed
        ? 'sealed: a session started now keeps Bash away from the evidence store.'
        : `not sealed: ${failing} of ${verdict.checks.length} checks fail.`,
    )
    toolsAllowed(io, location.projectRoot)
    if (insideSandbox(io.env)) {
      // The model's Bash in a sealed session: nested namespaces and the hidden files are the sandbox, not a fault.
      io.out(
        "inside Claude Code's sandboxed Bash: settings files the sandbox hides were not read; the re-checks and the conductor's leaves are judged only outside it — run evident doctor in a terminal for those.",
      )
      sessions(location.path, io)
      return verdict.sealed ? 0 : 1
    }
    io.out(
      probeMount(io.env)
        ? "re-checks: the red re-check and the closing proof run at the project's own path (a bubblewrap mount namespace), indistinguishable from the project."
        : 're-checks: bubblewrap cannot make a mount namespace here, so the red re-check and the closing proof run in a temporary directory a test can tell from the project. fix: install bubblewrap (apt install bubblewrap) and allow unprivileged user namespaces.',
    )
    conductorLeaves(io, location.projectRoot, location.path)
    sessions(location.path, io)
    return verdict.sealed ? 0 : 1
  },
}

/** What `evident conduct run` would do with its leaves here: sealed or not, and how they are contained. */
function conductorLeaves(io: CliIo, projectRoot: string, dbPath: string): void {
  const leaf = judgeLeafSeal(io.env, projectRoot, dbPath).verdict
  io.out(
    leaf.sealed
      ? 'conductor leaves: sealed (evident conduct run gives each leaf the seal as --settings, its store folder hidden too).'
      : `conductor leaves: would not be sealed — ${leaf.reason}; evident conduct run refuses to start without --unsealed.`,
  )
  io.out(
    leafContainment(io.env, () => canUnsharePid(io.env)) === 'pid-namespace'
      ? 'conductor leaves: contained in a PID namespace of their own (unshare): nothing a leaf started outlives it.'
      : `conductor leaves: contained by a token (${LEAF_TOKEN_ENV}) swept for after each leaf: a process that clears its environment and leaves the project escapes it. fix: run the conductor as root on a machine with unshare (util-linux).`,
  )
}

/** The newest sessions' recorded state. */
function sessions(dbPath: string, io: CliIo): void {
  const rows = newestSessions(dbPath, 5)
  if (rows.length === 0) return
  io.out('newest sessions:')
  for (const row of rows) io.out(`  ${row.sessionId}: ${row.sealed ? 'sealed' : row.reason}`)
}

const readJsonFile = (path: string): unknown => {
  try {
    return JSON.parse(readRegularText(path)) as unknown
  } catch {
    return undefined
  }
}

/**
 * Whether the project's allow rule for evident's tools is in force: Claude Code applies a project's `permissions.allow`
 * only once the folder is trusted (`hasTrustDialogAccepted` in ~/.claude.json, what its trust dialog records). Said,
 * not judged: the seal does not depend on it.
 */
function toolsAllowed(io: CliIo, projectRoot: string): void {
  const settings = readJsonFile(join(projectRoot, '.claude', 'settings.json'))
  const allow = isRecord(settings) && isRecord(settings['permissions']) ? settings['permissions']['allow'] : undefined
  if (!Array.isArray(allow) || !allow.includes(EVIDENT_TOOLS_RULE)) return
  const config = readJsonFile(join(io.env['HOME'] ?? '', '.claude.json'))
  const projects = isRecord(config) && isRecord(config['projects']) ? config['projects'] : {}
  let real = projectRoot
  try {
    real = realpathSync(projectRoot)
  } catch {
    // judged by the path as given
  }
  const trusted = [projectRoot, real].some((key) => {
    const entry = projects[key]
    return isRecord(entry) && entry['hasTrustDialogAccepted'] === true
  })
  io.out(
    trusted
      ? `evident's tools: allowed by .claude/settings.json (${EVIDENT_TOOLS_RULE}); this folder is trusted, so Claude Code applies it.`
      : `evident's tools: allowed in .claude/settings.json, but Claude Code applies a project's allow rules only in a folder you trusted — until then it asks before each evident tool (and refuses them in claude -p). fix: run claude here once and accept the trust dialog.`,
  )
}
