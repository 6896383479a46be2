import type { RunReport } from '../domain/run-report.js'
import type { Confinement, ProcessGroup, ProjectMount } from './spawn.js'

/**
 * A test runner evident can drive. Implementations spawn with argument arrays only, kill the whole process
 * tree on timeout, and build the report from structured runner data (vitest's reporter API, JUnit XML).
 */
export interface RunRequest {
  readonly projectRoot: string
  /** Project-relative test files to run; empty = the whole suite. */
  readonly files: readonly string[]
  readonly timeoutMs: number
  /** Extra environment for the runner process (e.g. caller identity for the evident reporter). */
  readonly env?: Readonly<Record<string, string>> | undefined
  /** Called when a test file finishes, while the run is still going (progress notifications). */
  readonly onFileDone?: ((file: string, done: number, total: number | undefined) => void) | undefined
  readonly signal?: AbortSignal | undefined
  /** Run the test process confined (a sealed session: spawn.ts#Confinement). */
  readonly confine?: Confinement | undefined
  /** Run it with a checkout mounted over the project's own path (the re-runs and the closing proof: spawn.ts). */
  readonly mount?: ProjectMount | undefined
  /**
   * Run the given files one after the other in one process, without isolating them from each other, so that state a
   * module keeps carries from one file to the next (the closing proof runs the original test twice this way). A runner
   * that cannot says so: `Runner.sharesProcess`.
   */
  readonly shared?: boolean | undefined
  /** Called with the test process's group once it runs (the run lock records it). */
  readonly onProcessGroup?: ((group: ProcessGroup) => void) | undefined
  /**
   * More options for the runner's command line (`evident prove --coverage`: vitest's coverage and name-filter options),
   * as an argument array. vitest puts them before the files; a JUnit runner ignores them: its argv is the configured
   * command, run as it is.
   */
  readonly extraArgs?: readonly string[] | undefined
}

export interface Runner {
  readonly name: string
  /** Whether `RunRequest.shared` is honoured (vitest: yes; a JUnit command: no, it is run as configured). */
  readonly sharesProcess: boolean
  run(request: RunRequest): Promise<RunReport>
  /** Throws, saying what is missing, when the runner cannot run in this project at all (vitest not installed). */
  readonly preflight?: ((projectRoot: string) => void) | undefined
}
