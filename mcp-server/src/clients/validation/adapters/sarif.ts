import * as z from 'zod'
import type { Finding } from '../finding.js'

/** SARIF 2.1.0: `runs[].results[]` with a message, a level and a physical location. */
const location = z.object({
  physicalLocation: z.object({
    artifactLocation: z.object({ uri: z.string().min(1) }),
    region: z.object({ startLine: z.number().int().min(0).optional() }).optional(),
  }),
})

const sarif = z.object({
  version: z.string(),
  runs: z.array(
    z.object({
      results: z.array(
        z.object({
          ruleId: z.string().optional(),
          level: z.string().optional(),
          message: z.object({ text: z.string() }),
          locations: z.array(location).min(1),
        }),
      ),
    }),
  ),
})

export function fromSarif(text: string): readonly Finding[] | undefined {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = sarif.safeParse(raw)
  if (!parsed.success) return undefined
  return parsed.data.runs.flatMap((run) =>
    run.results.map((result) => {
      const where = result.locations[0]?.physicalLocation
      const uri = where?.artifactLocation.uri ?? ''
      return {
        file: uri.startsWith('file://') ? decodeURIComponent(new URL(uri).pathname) : uri,
        line: where?.region?.startLine ?? 0,
        severity: result.level ?? 'warning',
        finding: result.ruleId === undefined ? result.message.text : `${result.message.text} (${result.ruleId})`,
      }
    }),
  )
}
