import type { Finding } from '../finding.js'
import { normalizeFindings } from '../normalize.js'
import { fromEslintJson } from './eslint.js'
import { fromSarif } from './sarif.js'
import { fromTsc } from './tsc.js'

export const FORMATS = ['canonical', 'eslint', 'tsc', 'sarif'] as const
export type FindingFormat = (typeof FORMATS)[number]

const ADAPTERS: Readonly<
  Record<Exclude<FindingFormat, 'canonical'>, (text: string) => readonly Finding[] | undefined>
> = {
  eslint: fromEslintJson,
  sarif: fromSarif,
  tsc: fromTsc,
}

export interface Detected {
  readonly format: FindingFormat
  readonly findings: readonly Finding[]
}

/** Reads `text` as the named format; undefined when it is not that format. */
export function readAs(format: FindingFormat, text: string): readonly Finding[] | undefined {
  if (format === 'canonical') {
    const normalized = normalizeFindings(text)
    return normalized.ok ? normalized.findings : undefined
  }
  return ADAPTERS[format](text)
}

/**
 * Mechanical detection, never by inspection: the first format whose strict parser accepts the whole text.
 * undefined means non-canonical output, to be handed on by path.
 */
export function detectFindings(text: string): Detected | undefined {
  for (const format of FORMATS) {
    const findings = readAs(format, text)
    if (findings !== undefined) return { format, findings }
  }
  return undefined
}
