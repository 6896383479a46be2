import { join, dirname, resolve } from 'node:path'
import { sealFacts } from '../../engine/flows/seal.js'
import { isUnder } from '../../engine/gates/own-state.js'
import { judgeSeal, mergeSeal, type SealJudgement, type SettingsSource } from '../../engine/gates/seal.js'

type SealCheck = SealJudgement['checks'][number]

type Env = Readonly<Record<string, string | undefined>>

/**
 * The `--settings` the conductor gives each leaf (`claude -p --settings <json>`): `evident seal`'s lines, plus the
 * store's own folder hidden from Bash and kept from Read and Edit — a leaf gets `EVIDENT_DB` in its environment, and the
 * store may lie outside the plugin data folder. `--settings` outranks the project's and the user's settings files, so
 * a repository's `sandbox.enabled: false` cannot open a leaf. The leaf's SessionStart hook reads the flag from the
 * leaf's command line and records the session sealed or not (engine/flows/seal.ts), exactly as for any session.
 */
export function leafSettings(dbPath: string): Record<string, unknown> {
  const store = dirname(resolve(dbPath))
  // `//` is an absolute path in Claude Code's settings (a single `/` is relative to the settings' folder).
  const absolute = `/${store}`
  return mergeSeal({
    sandbox: { filesystem: { denyRead: [absolute] } },
    permissions: { deny: [`Read(${absolute}/**)`, `Edit(${absolute}/**)`] },
  }) as Record<string, unknown>
}

/** Whether a leaf launched here with `leafSettings` would be sealed, and why not (the checks of `evident doctor`). */
export interface LeafSeal {
  readonly verdict: SealJudgement
  /** The JSON to pass as `--settings`. */
  readonly settings: string
}

/**
 * Judges a leaf's seal before any leaf runs, from the same facts its SessionStart hook will read (engine/flows/seal.ts):
 * the settings files in force with `leafSettings` as the `--settings` source, bubblewrap and socat on PATH, where the
 * store lies. Inside a leaf Claude Code's plugin data folder is `~/.claude/plugins/data/<plugin>`: judged as that
 * folder's parent, which `evident seal`'s lines hide.
 */
export function judgeLeafSeal(env: Env, projectRoot: string, dbPath: string): LeafSeal {
  const settings = leafSettings(dbPath)
  const facts = sealFacts({ env, projectRoot, dbPath })
  const flag: SettingsSource = { name: '--settings', dir: projectRoot, settings }
  // Highest precedence first: managed settings, then the flag, then the files.
  const managed = facts.sources.filter((s) => s.name === 'managed settings')
  const files = facts.sources.filter((s) => s.name !== 'managed settings')
  const dataDir = join(env['HOME'] ?? '', '.claude', 'plugins', 'data')
  const verdict = judgeSeal({ ...facts, sources: [...managed, flag, ...files], dataDir })
  // Hiding the store's folder would hide a project inside it from the leaf's own Bash: such a store cannot be sealed.
  const store = dirname(resolve(dbPath))
  const apart: SealCheck = {
    id: 'store_folder_apart',
    ok: !isUnder(resolve(projectRoot), store),
    says: isUnder(resolve(projectRoot), store)
      ? `the store's folder ${store} holds the project: hiding it from Bash would hide the project too`
      : "the store's folder does not hold the project",
    fix: 'point EVIDENT_DB at a folder of its own, outside the project (or unset it)',
  }
  const checks = [...verdict.checks, apart]
  const missing = checks.filter((c) => !c.ok)
  return {
    verdict: {
      sealed: missing.length === 0,
      checks,
      reason: missing.length === 0 ? 'sealed' : `not sealed: ${missing.map((c) => c.says).join('; ')}`,
    },
    settings: JSON.stringify(settings),
  }
}
