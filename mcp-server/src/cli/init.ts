import { join } from 'node:path'
import { isDeepStrictEqual, parseArgs } from 'node:util'
import { CONFIG_FILE, configSchema } from '../domain/config.js'
import { errorMessage } from '../kernel/errors.js'
import { resolveDbLocation } from '../kernel/paths.js'
import { detectRunner, type RunnerDetection } from '../project/detect-runner.js'
import { canMountProjects } from '../runners/checkout.js'
import { openHookDb } from '../store/hook-db.js'
import { anyOpenTask } from '../store/statements/tasks.js'
import { initConfinement, printRunner } from './init-runner.js'
import { doctorCommand, EVIDENT_TOOLS_RULE, explainSeal, sealEdit } from './seal.js'
import { editJson, isRecord, writeJson, type JsonEdit } from './settings-file.js'
import { usageError, type CliIo, type Command } from './types.js'

type Json = Readonly<Record<string, unknown>>

/** `current` with what init adds: a default runner and (JUnit) test files, never replacing a key the user set. */
function withRunner(current: Json, found: RunnerDetection): Json {
  if (found.kind === 'none' || found.runner === undefined) return current
  const runners = isRecord(current['runners']) ? current['runners'] : {}
  if (runners['default'] !== undefined) return current
  const next: Record<string, unknown> = { ...current, runners: { ...runners, default: found.runner } }
  if (found.runner.kind === 'junit' && current['testFiles'] === undefined && found.testFiles !== undefined)
    next['testFiles'] = [...found.testFiles]
  return next
}

/** `settings` with evident's MCP tools allowed (kept when already there). */
function withToolsAllowed(settings: Json): Json {
  const permissions = isRecord(settings['permissions']) ? settings['permissions'] : {}
  const allow = permissions['allow']
  if (allow !== undefined && !Array.isArray(allow))
    throw new Error('permissions.allow is not a list in the settings file')
  const list = (allow ?? []) as readonly unknown[]
  if (list.includes(EVIDENT_TOOLS_RULE)) return settings
  return { ...settings, permissions: { ...permissions, allow: [...list, EVIDENT_TOOLS_RULE] } }
}

/** Why the project's config cannot be written, or undefined. */
function configRefusal(edit: JsonEdit, io: CliIo): string | undefined {
  if (!edit.ok) return `${edit.message}; nothing was written`
  const parsed = configSchema.safeParse(edit.next)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
    return `${CONFIG_FILE} is invalid (${problems}); fix it (docs/configuration.md) — nothing was written`
  }
  if (!edit.changed) return undefined
  const location = resolveDbLocation(io.env, io.cwd)
  const db = openHookDb(location.path)
  if (db === undefined) return undefined
  try {
    if (anyOpenTask(db.sqlite))
      return `a TDD task is open in this project, and ${CONFIG_FILE} cannot change while one is (the task runs with the configuration frozen when it started); end it first — nothing was written`
  } finally {
    db.close()
  }
  return undefined
}

function refuse(io: CliIo, message: string): 1 {
  io.err(`evident init: ${message}`)
  return 1
}

/** What the tools rule lets happen without a prompt, as the plan prints it (docs/setup.md says the same). */
const TOOLS_RULE_WHY = [
  "every tool of evident's MCP server runs without a prompt, and some run your project's own commands:",
  "run_tests runs the configured test runner (evident.config.json's runners: vitest, or a JUnit runner's command),",
  'and tdd_phase_transition_request, tdd_behavior and tdd_task run it again for their re-checks and closing proof;',
  'validation (run) and vdd run the configured validation techniques, test runners and linter',
  '(docs/hooks.md, "What you approve": allow only the others to keep the prompt for these)',
] as const

const INIT_USAGE = 'evident init [--yes | --dry-run]'

/**
 * `evident init`: one setup step. Finds the project's test runner, writes `evident.config.json` (merged: a key the user
 * set is kept; refused while a TDD task is open or when the file is invalid), and — with the user's yes — seals the
 * project and allows evident's own MCP tools in `.claude/settings.json`. Ends with `evident doctor`'s judgement.
 */
export const initCommand: Command = {
  words: ['init'],
  usage: INIT_USAGE,
  summary: "set evident up in this project: its test runner, the seal, evident's tools allowed; then evident doctor",
  options: [
    ['(none)', 'write evident.config.json; print the settings plan and ask on a terminal before writing it'],
    ['--yes', 'also write the settings plan without asking (your yes)'],
    ['--dry-run', 'print the plan and write nothing'],
  ],
  exits: [
    [0, 'done, and evident doctor is green'],
    [1, 'evident doctor is not green, or a file could not be written (nothing was written)'],
    [2, 'usage error'],
  ],
  examples: ['evident init --dry-run', 'evident init --yes'],
  async run(args, io) {
    let values: { readonly yes?: boolean | undefined; readonly 'dry-run'?: boolean | undefined }
    try {
      values = parseArgs({
        args: [...args],
        options: { yes: { type: 'boolean' }, 'dry-run': { type: 'boolean' } },
        strict: true,
      }).values
    } catch (error) {
      return usageError(errorMessage(error))
    }
    const yes = values.yes === true
    const dryRun = values['dry-run'] === true
    if (yes && dryRun) return usageError('takes --yes or --dry-run, not both')
    const location = resolveDbLocation(io.env, io.cwd)
    const { projectRoot } = location
    io.out(`evident init: project ${projectRoot}`)
    const found = detectRunner(projectRoot, io.env)
    // The vitest config is code in the project, maybe the agent's: confined wherever bubblewrap can make a namespace.
    await printRunner(
      io,
      found,
      projectRoot,
      canMountProjects() ? initConfinement(location.path, projectRoot, io.env) : undefined,
    )
    const config = editJson(projectRoot, join(projectRoot, CONFIG_FILE), (current) => withRunner(current, found))
    const seal = sealEdit(io)
    const settings: JsonEdit = seal.ok
      ? (() => {
          try {
            const next = withToolsAllowed(seal.next)
            return { ...seal, next, changed: seal.changed || !isDeepStrictEqual(next, seal.next) }
          } catch (error) {
            return { ok: false, message: `${(error as Error).message} (${seal.path})` }
          }
        })()
      : seal
    // Every refusal comes before any write: a refused init writes nothing.
    const refused = configRefusal(config, io) ?? (settings.ok ? undefined : `${settings.message}; nothing was written`)
    if (refused !== undefined || !config.ok || !settings.ok) return refuse(io, refused ?? '')
    io.out(
      config.changed
        ? `1. ${CONFIG_FILE}: will write\n${JSON.stringify(config.next, null, 2)}`
        : `1. ${CONFIG_FILE}: nothing to change`,
    )
    if (settings.changed) {
      io.out(`2. ${settings.path} (needs your yes): the seal and evident's own tools allowed (${EVIDENT_TOOLS_RULE})`)
      explainSeal(io, seal.dirs)
      io.out(`  permissions.allow += ${JSON.stringify(EVIDENT_TOOLS_RULE)}\n      ${TOOLS_RULE_WHY.join('\n      ')}`)
    } else io.out(`2. ${settings.path}: nothing to change (sealed, evident's tools allowed)`)
    if (dryRun) {
      io.out('dry run: nothing was written. `evident init --yes` applies this plan.')
    } else {
      if (config.changed) {
        const written = writeJson(projectRoot, config.path, config.next)
        if (!written.ok) return refuse(io, `${written.message}; nothing was written`)
        io.out(`wrote ${config.path}`)
      }
      if (settings.changed) {
        const consent = yes || (io.ask !== undefined && (await io.ask(`Write ${settings.path}? [y/N] `)))
        if (consent) {
          const written = writeJson(projectRoot, settings.path, settings.next)
          if (!written.ok)
            return refuse(
              io,
              `${written.message}; ${settings.path} was not written${config.changed ? ` (${config.path} was)` : ''}`,
            )
          io.out(`wrote ${settings.path}; start a new Claude Code session for it to count`)
        } else io.out(`${settings.path} not written: \`evident init --yes\` (or /evident:setup) applies it`)
      }
      if (!config.changed && !settings.changed) io.out('evident init: already set up; nothing changed')
    }
    io.out('evident doctor:')
    return doctorCommand.run([], io)
  },
}
