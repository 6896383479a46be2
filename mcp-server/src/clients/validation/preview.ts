import type { ValidationConfig } from '../../domain/validation-config.js'
import { NATURE_MODE } from './derived-mode.js'
import { applyProcedure, omittedLine } from './procedure.js'
import { probeTechnique } from './probe.js'
import { resolveTechniques } from './resolve.js'

export interface PreviewedTechnique {
  readonly id: string
  readonly mode: 'gate' | 'triage'
  readonly runStyle: 'sync' | 'background'
  readonly scope: 'per-hunk' | 'per-file'
  readonly run: readonly string[]
  readonly tier: 'declared' | 'derived' | 'fallback'
  /** Why it was chosen; for a derived or fallback technique also why it is a gate or a triage. */
  readonly why: string
  /** Why the probe declines it; absent when it would run. */
  readonly declined?: string | undefined
}

/**
 * What `validation run` would run, and why each technique was chosen — without running anything: the resolved
 * techniques, or the manifest's procedure steps when it overrides the walk.
 */
export function previewValidation(
  root: string,
  config: ValidationConfig | undefined,
  path: string | undefined,
): readonly PreviewedTechnique[] {
  return applyProcedure(resolveTechniques(root, config), config).steps.map((r) => {
    const t = r.technique
    const declined = probeTechnique(t, root, path)
    // A derived triage's why already says so, in the record's words; a gate's record line names only where it was
    // found (unchanged since derived techniques were all gates), so the plan adds the reason here.
    const gate =
      t.mode === 'gate' && r.nature !== undefined && NATURE_MODE[r.nature].mode === 'gate'
        ? ` — gate: ${NATURE_MODE[r.nature].why}`
        : ''
    return {
      id: t.id,
      mode: t.mode,
      runStyle: t['run-style'],
      scope: t.scope,
      run: t.run,
      tier: r.tier,
      why: `${r.why}${gate}`,
      ...(declined === undefined ? {} : { declined }),
    }
  })
}

/**
 * With a procedure override: the `PROCEDURE:` line, a `NO-OP(validation:<id>)` line per resolved technique no step
 * names, and a line per step naming a technique that does not resolve (the manifest lint refuses those).
 */
export function procedureNotes(root: string, config: ValidationConfig | undefined): readonly string[] {
  if (config?.procedure === undefined) return []
  const walk = applyProcedure(resolveTechniques(root, config), config)
  return [
    ...walk.lines.map((l) => l.line),
    ...walk.omitted.map((r) => omittedLine(r.technique.id).line),
    ...walk.unresolved.map(
      (id) => `not resolved: the procedure names technique "${id}" (evident validation lint-manifest)`,
    ),
  ]
}

/** One line per technique (why chosen, declined probe), then `notes` (documented commands not derived, and why). */
export function previewLines(plan: readonly PreviewedTechnique[], notes: readonly string[] = []): readonly string[] {
  if (plan.length === 0) return ['NO-OP(validation): no techniques declared/probed', ...notes]
  const lines = plan.map((p) => {
    const head = `${p.id}: ${p.mode}, ${p.runStyle}, ${p.scope} — ${p.tier}: ${p.why} — run: ${JSON.stringify(p.run)}`
    return p.declined === undefined
      ? head
      : `${head} — NO-OP(validation:${p.id}): declined — probe absent (${p.declined})`
  })
  return [...lines, ...notes]
}
