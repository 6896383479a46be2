import type { RecordLine } from '../../store/validation-runs.js'
import type { Technique, TechniqueStep, ValidationConfig } from '../../domain/validation-config.js'
import type { Resolved } from './descriptor.js'
import { resolveTechniques } from './resolve.js'

/**
 * The manifest's procedure override (spec: "Procedure (default body — a manifest override: replaces everything
 * below)"). `validation.procedure.steps` replaces the default per-technique walk: the steps run in the order given,
 * each either a resolved technique named by id (its mode, run-style and scope may be overridden) or an inline technique
 * descriptor. The preamble (manifest lint, DoD, technique memory and resolution, intention freshness) and the
 * propose-gate are not procedure and cannot be overridden.
 */
export type ProcedureStep = TechniqueStep | Technique

export interface Walk {
  /** The techniques to walk, in order (the default walk: every resolved technique). */
  readonly steps: readonly Resolved[]
  /** Resolved techniques the override does not name: recorded as not run. */
  readonly omitted: readonly Resolved[]
  /** Step references to techniques that are not resolved (the manifest lint refuses them before a run). */
  readonly unresolved: readonly string[]
  /** The lines that open the record when an override applies. */
  readonly lines: readonly RecordLine[]
}

const isReference = (step: ProcedureStep): step is TechniqueStep => 'technique' in step

const WHERE = 'evident.config.json validation.procedure'

/** The walk: the override's steps when the manifest has one, else every resolved technique in order. */
export function applyProcedure(resolved: readonly Resolved[], config: ValidationConfig | undefined): Walk {
  const procedure = config?.procedure
  if (procedure === undefined) return { steps: resolved, omitted: [], unresolved: [], lines: [] }
  const steps: Resolved[] = []
  const unresolved: string[] = []
  procedure.steps.forEach((step: ProcedureStep, i) => {
    const at = `${WHERE}.steps[${i}]`
    if (!isReference(step)) {
      steps.push({ technique: step, tier: 'declared', why: `inline step of ${at}` })
      return
    }
    const found = resolved.find((r) => r.technique.id === step.technique)
    if (found === undefined) {
      unresolved.push(step.technique)
      return
    }
    const overrides = {
      ...(step.mode === undefined ? {} : { mode: step.mode }),
      ...(step['run-style'] === undefined ? {} : { 'run-style': step['run-style'] }),
      ...(step.scope === undefined ? {} : { scope: step.scope }),
    }
    const changed = Object.entries(overrides).map(([k, v]) => `${k} ${v}`)
    steps.push({
      ...found,
      technique: { ...found.technique, ...overrides },
      why: `${found.why}; step ${i + 1} of ${at}${changed.length === 0 ? '' : ` (${changed.join(', ')})`}`,
    })
  })
  const named = new Set(steps.map((s) => s.technique.id))
  const omitted = resolved.filter((r) => !named.has(r.technique.id))
  return {
    steps,
    omitted,
    unresolved,
    lines: [
      {
        kind: 'note',
        line: `PROCEDURE: manifest override — ${procedure.steps.length} step(s) from ${WHERE}; the default per-technique walk did not run`,
      },
    ],
  }
}

/** The line of a resolved technique the override leaves out: it did not run, and the record says why. */
export const omittedLine = (id: string): RecordLine => ({
  kind: 'no-op',
  line: `NO-OP(validation:${id}): not in the manifest's procedure override`,
})

/** The techniques a run walks for this project now (resolution, then the override): what a triage re-runs. */
export function walkedTechniques(root: string, config: ValidationConfig | undefined): readonly Resolved[] {
  return applyProcedure(resolveTechniques(root, config), config).steps
}
