import { techniqueSchema, type Technique } from '../../domain/validation-config.js'

/** A resolved technique and why it was chosen. */
export interface Resolved {
  readonly technique: Technique
  readonly tier: 'declared' | 'derived' | 'fallback'
  readonly why: string
}

/** Builds a technique with the descriptor defaults. */
export function technique(id: string, run: readonly string[], probe?: Technique['probe']): Technique {
  return techniqueSchema.parse({ id, run, ...(probe === undefined ? {} : { probe }) })
}
