import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory private to this test run, removed when the run ends; absent outside vitest.config.ts's setup. */
    evidentRunCache?: string
  }
}

/**
 * Once per `vitest run` (vitest.config.ts `globalSetup`): a directory private to the run, for work every test file
 * would otherwise repeat (test/support/bundle-cache.ts). Removed when the run ends.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'evident-test-run-'))
  project.provide('evidentRunCache', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
