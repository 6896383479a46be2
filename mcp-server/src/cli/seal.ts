import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { mergeSeal, SEAL_LINES } from '../engine/gates/seal.js'
import { judgeSession, newestSessions, sealFacts } from '../engine/flows/seal.js'
import { resolveDbLocation } from '../kernel/paths.js'
import { probeMount } from '../runners/checkout.js'
import { canUnsharePid, LEAF_TOKEN_ENV, leafContainment } from '../clients/conduct/contain.js'
import { judgeLeafSeal } from '../clients/conduct/leaf-seal.js'
import { usageError, type CliIo, type Command } from './types.js'
import { readRegularText } from '../kernel/regular-file.js'

const SEAL_USAGE = 'evident seal [--local | --user]'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The seal lines as the user reads them: `key = value` and why. */
function explain(io: CliIo): void {
  for (const line of SEAL_LINES) io.out(`  ${line.path.join('.')} = ${JSON.stringify(line.value)}\n      ${line.why}`)
}

/**
 * `evident seal`: merges the settings that seal a project into `.claude/settings.json` (`--local`:
 * `.claude/settings.local.json`; `--user`: prints them for `~/.claude/settings.json`, which evident never edits)
 * and explains each line. Keeps every other setting; refuses, writing nothing, when the file is not a JSON object
 * or holds something else where a seal line goes.
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
    [0, 'written (or printed)'],
    [1, 'the settings file is not a JSON object, or holds something else where a seal line goes: nothing written'],
    [2, 'usage error'],
  ],
  examples: ['evident seal && evident doctor', 'evident seal --user'],
  async run(args, io) {
    const mode = args[0] ?? '--project'
    if (args.length > 1 || !['--project', '--local', '--user'].includes(mode))
      return usageError(`takes one of --local or --user, or nothing (got: ${args.join(' ')})`)
    const { projectRoot } = resolveDbLocation(io.env, io.cwd)
    if (mode === '--user') {
      io.out('Merge this into ~/.claude/settings.json (evident does not edit your user settings):')
      io.out(JSON.stringify(mergeSeal({}), null, 2))
      io.out('What each line does:')
      explain(io)
      return 0
    }
    const path = join(projectRoot, '.claude', mode === '--local' ? 'settings.local.json' : 'settings.json')
    let current: unknown = {}
    if (existsSync(path)) {
      try {
        current = JSON.parse(readRegularText(path))
      } catch (error) {
        io.err(
          `evident seal: ${path} is not valid JSON (${(error as Error).message}); fix it first — nothing was written`,
        )
        return 1
      }
    }
    if (!isRecord(current)) {
      io.err(`evident seal: ${path} is not a JSON object; nothing was written`)
      return 1
    }
    let merged: Record<string, unknown>
    try {
      merged = mergeSeal(current) as Record<string, unknown>
    } catch (error) {
      io.err(`evident seal: ${(error as Error).message} (${path}); nothing was written`)
      return 1
    }
    mkdirSync(dirname(path), { recursive: true })
    const temp = `${path}.evident-${process.pid}`
    writeFileSync(temp, `${JSON.stringify(merged, null, 2)}\n`)
    renameSync(temp, path)
    io.out(`evident seal: wrote ${path}`)
    explain(io)
    const facts = sealFacts({ env: io.env, projectRoot, dbPath: resolveDbLocation(io.env, io.cwd).path })
    if (facts.platform === 'linux' && (!facts.bwrap || !facts.socat))
      io.out(
        'Missing on this machine: bubblewrap and/or socat. Claude Code will refuse to start until they are installed ' +
          '(Debian/Ubuntu: apt-get install bubblewrap socat).',
      )
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
    // Outside Claude Code the store may not be placed yet: judge the folder Claude Code will put it in.
    const env =
      io.env['CLAUDE_PLUGIN_DATA'] === undefined && location.source === 'default'
        ? { ...io.env, CLAUDE_PLUGIN_DATA: join(io.env['HOME'] ?? '', '.claude', 'plugins', 'data') }
        : io.env
    const { verdict, facts } = judgeSession({ env, projectRoot: location.projectRoot, dbPath: location.path })
    io.out(`evident doctor: project ${location.projectRoot}`)
    io.out(
      `settings read: ${facts.sources.map((s) => s.name).join(', ') || 'none'} (a running session's --settings flag is seen only by its hooks)`,
    )
    for (const check of verdict.checks) {
      io.out(`  ${check.ok ? '✓' : '✗'} ${check.id}: ${check.says}`)
      if (!check.ok) io.out(`      fix: ${check.fix}`)
    }
    const failing = verdict.checks.filter((c) => !c.ok).length
    io.out(
      verdict.sealed
        ? 'sealed: a session started now keeps Bash away from the evidence store.'
        : `not sealed: ${failing} of ${verdict.checks.length} checks fail.`,
    )
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
