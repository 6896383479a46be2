import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { CONFIG_FILE } from '../../domain/config.js'
import { loadConfig } from '../../kernel/config.js'
import type { Caller } from '../../kernel/identity.js'
import { runnerFor } from '../../runners/registry.js'
import { runAndRecord } from '../../runners/run-and-record.js'
import type { Runner } from '../../runners/types.js'
import { openStore } from '../../store/index.js'
import { shadowFor } from '../../worktree/snapshot.js'

/** The run's test command: the project's default runner, as the leaves' run_tests will use it. */
export type TestCommand =
  | { readonly ok: true; readonly runner: Runner; readonly description: string }
  | { readonly ok: false; readonly question: string }

/**
 * Which command runs the tests. evident's leaves run them through run_tests, i.e. the configured default runner; with
 * no runner configured that is the project's own vitest, and a project without one has no command evident can name:
 * the conductor asks (a `needs-user` bail) instead of guessing.
 */
export function testCommandOf(root: string): TestCommand {
  let config
  try {
    config = loadConfig(root)
  } catch (error) {
    return {
      ok: false,
      question: `${CONFIG_FILE} cannot be read (${error instanceof Error ? error.message : String(error)}): which command runs this project's tests? Fix the file (docs/configuration.md), then rerun.`,
    }
  }
  const spec = config.runners['default']
  const configured = existsSync(join(root, CONFIG_FILE)) && spec !== undefined && spec.kind === 'junit'
  if (!configured && !existsSync(join(root, 'node_modules', 'vitest', 'package.json')))
    return {
      ok: false,
      question: `Which command runs this project's tests? ${CONFIG_FILE} names no runner and there is no vitest in node_modules: add runners.default to ${CONFIG_FILE} (for example {"kind": "junit", "argv": ["python3", "-m", "pytest", "--junitxml=reports/junit.xml"], "junitPath": "reports/junit.xml"}), then rerun.`,
    }
  const runner = runnerFor(config, undefined)
  return {
    ok: true,
    runner,
    description:
      spec?.kind === 'junit' ? JSON.stringify(spec.argv) : "vitest (node_modules/vitest, evident's reporter)",
  }
}

export type Baseline =
  { readonly green: true; readonly detail: string } | { readonly green: false; readonly detail: string }

/** Runs the whole suite once, recorded as the conductor's run: the baseline the first step starts from. */
export async function runBaseline(
  root: string,
  dbPath: string,
  runner: Runner,
  caller: Caller,
  timeoutSec: number,
): Promise<Baseline> {
  const store = await openStore(dbPath)
  try {
    const { report } = await runAndRecord({
      runner,
      projectRoot: root,
      files: [],
      timeoutMs: timeoutSec * 1000,
      lockWaitMs: (timeoutSec + 60) * 1000,
      store,
      caller,
      shadow: shadowFor(store.path, root),
    })
    const failed = report.tests.filter((t) => t.status === 'failed').length
    if (report.outcome === 'passed' || report.outcome === 'no-tests')
      return { green: true, detail: `${report.tests.length} tests, ${report.outcome}` }
    return {
      green: false,
      detail: `${report.outcome}: ${failed} of ${report.tests.length} tests failed${report.detail === undefined ? '' : ` (${report.detail})`}`,
    }
  } finally {
    await store.close()
  }
}
