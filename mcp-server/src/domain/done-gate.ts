import type { ViolationKind } from './vocabulary.js'

/**
 * The VDD Done gate's denial (a bean's Status set to Done without a passing VDD verdict) and the violation it is
 * recorded as: named by the gate (clients/vdd/done-gate.ts) and by the engine's shell measurement, which records it.
 */
export const DONE_DENIAL = 'no_passing_vdd_report'
export const DONE_VIOLATION = 'UNVERIFIED_DONE' satisfies ViolationKind
