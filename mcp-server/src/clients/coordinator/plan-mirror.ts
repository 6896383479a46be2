import { mkdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { PlanRow } from '../../domain/plan.js'
import { isWithin } from '../../kernel/containment.js'

export type MirrorResult = { readonly written: true } | { readonly written: false; readonly error: string }

/**
 * Writes a plan's mirror, `.claude/state/tdd/<slug>.json`, with the seed's shape (`slug`, `recipe`, `contract`,
 * `design_calls_rows`) and the out-of-scope list: whole or not at all (a temporary file in the same folder, then
 * a rename), and only inside the project (the folder's real path is checked, so a planted symbolic link cannot
 * send the write elsewhere). The store holds the plan either way; a failure is reported, never thrown.
 */
export function writeMirror(projectRoot: string, plan: PlanRow): MirrorResult {
  const path = join(projectRoot, plan.mirrorPath)
  const dir = dirname(path)
  const temp = join(dir, `.${plan.document.slug}.${process.pid}.${Date.now().toString(36)}.tmp`)
  try {
    mkdirSync(dir, { recursive: true })
    if (!isWithin(realpathSync(projectRoot), realpathSync(dir)))
      return { written: false, error: `${dir} leads outside the project (a symbolic link); the mirror was not written` }
    const { slug, recipe, contract, design_calls_rows, out_of_scope } = plan.document
    const text = JSON.stringify({ slug, recipe, contract, design_calls_rows, out_of_scope }, null, 2)
    writeFileSync(temp, `${text}\n`, { flag: 'wx', mode: 0o644 })
    renameSync(temp, path)
    return { written: true }
  } catch (error) {
    rmSync(temp, { force: true })
    return { written: false, error: error instanceof Error ? error.message : String(error) }
  }
}
