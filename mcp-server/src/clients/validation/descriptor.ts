import { techniqueSchema, type Technique } from '../../domain/validation-config.js'
import type { Nature } from './command-nature.js'

/** A resolved technique and why it was chosen. */
export interface Resolved {
  readonly technique: Technique
  readonly tier: 'declared' | 'derived' | 'fallback'
  readonly why: string
  /** What a derived or fallback technique checks, which made it a gate or a triage (derived-mode.ts). */
  readonly nature?: Nature | undefined
}

/** Builds a technique with the descriptor defaults. */
export function technique(
  id: string,
  run: readonly string[],
  probe?: Technique['probe'],
  mode?: Technique['mode'],
): Technique {
  return techniqueSchema.parse({
    id,
    ...(mode === undefined ? {} : { mode }),
    run,
    ...(probe === undefined ? {} : { probe }),
  })
}
