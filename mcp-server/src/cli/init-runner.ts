import { tmpdir } from 'node:os'
import { dirname } from 'node:path'
import { sealDataDir } from '../engine/flows/seal.js'
import { userDataDir } from '../kernel/paths.js'
import type { RunnerDetection } from '../project/detect-runner.js'
import type { Confinement } from '../runners/spawn.js'
import { testLayoutText, vitestTestGlobs } from '../runners/vitest-files.js'
import type { CliIo } from './types.js'

type Env = Readonly<Record<string, string | undefined>>

/**
 * How `evident init` runs the project's vitest config to read its include: in bubblewrap, as a sealed session's runs
 * are, but stricter — the project read-only too (init, even `--dry-run`, must write nothing; the config may be the
 * agent's work), a private empty temp folder, and evident's data folders (the store, its key) hidden.
 */
export function initConfinement(dbPath: string, projectRoot: string, env: Env): Confinement {
  return {
    writable: [],
    privateTmp: tmpdir(),
    // Read-only, and bound again over the private temp folder should the project lie under it.
    readable: [projectRoot],
    hidden: [...new Set([sealDataDir(env, dbPath), dirname(dbPath), userDataDir(env)])],
  }
}

/** Printed when bubblewrap cannot make a namespace here, so the config runs with the user's rights. */
export const UNCONFINED_NOTE =
  "  note: init ran the project's vitest config unconfined, with your rights, to read its include (bubblewrap cannot make a namespace here)"

/**
 * The runner `evident init` found and its test files; for vitest, what a TDD task started now would take as tests: the
 * project's own vitest asked for its resolved include and exclude, confined when `confine` is given.
 */
export async function printRunner(
  io: CliIo,
  found: RunnerDetection,
  projectRoot: string,
  confine: Confinement | undefined,
): Promise<void> {
  if (found.kind === 'none') {
    io.out(`runner: none found (${found.why}); evident's default is vitest (docs/junit-runner.md for others)`)
    return
  }
  io.out(`runner: ${found.kind} (${found.why})`)
  if (found.missing !== undefined)
    io.out(`  missing: ${found.missing} — install it and run evident init again; no runner is written until then`)
  if (found.kind !== 'vitest') {
    io.out(`test files: ${(found.testFiles ?? []).join(', ')}`)
    return
  }
  const runner = found.runner?.kind === 'vitest' ? found.runner : undefined
  const globs = await vitestTestGlobs(projectRoot, { config: runner?.config, project: runner?.project }, { confine })
  io.out(`test files: ${testLayoutText(globs).replace(/^Test files: /, '')}`)
  if (confine === undefined) io.out(UNCONFINED_NOTE)
}
