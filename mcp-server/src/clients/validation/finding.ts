import * as z from 'zod'

/**
 * The canonical finding: the one shape every technique's output is normalised to before scope filtering.
 * `line` 0 means the whole file. Keys outside the shape are dropped.
 */
export const FINDING_STATUSES = ['VERIFIED', 'SUSPECT', 'RULED-OUT', 'PROBE'] as const
export type FindingStatus = (typeof FINDING_STATUSES)[number]

export const findingSchema = z.object({
  file: z.string().min(1),
  line: z.number().int().min(0),
  severity: z.string().min(1),
  finding: z.string().min(1),
  fix: z.string().min(1).optional(),
  status: z.enum(FINDING_STATUSES).optional(),
})

export type Finding = Readonly<z.infer<typeof findingSchema>>

/** The per-line text form: `[STATUS: ]<severity> <file>:<line> — <finding>[ | <fix>]`. */
export function findingLine(finding: Finding): string {
  const status = finding.status === undefined ? '' : `${finding.status}: `
  const fix = finding.fix === undefined ? '' : ` | ${finding.fix}`
  return `${status}${finding.severity} ${finding.file}:${finding.line} — ${finding.finding}${fix}`
}
