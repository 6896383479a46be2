import * as z from 'zod'
import type { Finding } from '../finding.js'

/** ESLint's `--format json` output: one entry per file, each with its messages. */
const eslintJson = z.array(
  z.object({
    filePath: z.string().min(1),
    messages: z.array(
      z.object({
        ruleId: z.string().nullable().optional(),
        severity: z.number().int(),
        message: z.string(),
        line: z.number().int().optional(),
      }),
    ),
  }),
)

export function fromEslintJson(text: string): readonly Finding[] | undefined {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = eslintJson.safeParse(raw)
  if (!parsed.success) return undefined
  return parsed.data.flatMap((file) =>
    file.messages.map((m) => ({
      file: file.filePath,
      line: m.line ?? 0,
      severity: m.severity >= 2 ? 'error' : 'warning',
      finding: m.ruleId === undefined || m.ruleId === null ? m.message : `${m.message} (${m.ruleId})`,
    })),
  )
}
