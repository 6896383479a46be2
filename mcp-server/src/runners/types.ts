import type { RunReport } from '../domain/run-report.js'
import type { Confinement, ProcessGroup } from './spawn.js'

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
  /** Called with the test process's group once it runs (the run lock records it). */
  readonly onProcessGroup?: ((group: ProcessGroup) => void) | undefined
}

export interface Runner {
  readonly name: string
  run(request: RunRequest): Promise<RunReport>
}
