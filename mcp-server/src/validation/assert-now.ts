import { greenGatesNow } from '../store/gate-results.js'
import type { Db } from '../store/index.js'
import { assessDod, findDod, type DodAssessment, type DodFile } from './dod-assert.js'

export interface DodNow {
  readonly file: DodFile
  readonly assessment: DodAssessment
  readonly greenGates: readonly string[]
}

/**
 * Asserts the DoD now, against the gates recorded green before this moment (none without a database). Nothing in it
 * is executed.
 */
export async function assertDodNow(
  db: Db | undefined,
  root: string,
  configured: string | undefined,
  explicit?: string,
): Promise<DodNow> {
  const file = findDod(root, configured, explicit)
  const greenGates = db === undefined ? [] : await greenGatesNow(db)
  const assessment: DodAssessment = file.found
    ? assessDod(file.text, root, greenGates)
    : { ok: true, outcomes: null, criteria: [] }
  return { file, assessment, greenGates }
}
