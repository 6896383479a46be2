import { resolve } from 'node:path'
import * as z from 'zod'
import { badInput, errorMessage } from '../../kernel/errors.js'
import { readRegularText } from '../../kernel/regular-file.js'
import { MAX_STEPS, MAX_TITLE, type StepDraft } from './ledger.js'

/**
 * The steps file of `evident conduct plan --steps FILE`: the plan written by hand, a JSON array of steps in order.
 * `planLedger` then checks it against the issue (every criterion covered, every ac one of the issue's).
 */
const stepsFileSchema = z
  .array(
    z
      .object({
        title: z
          .string()
          .min(1)
          .max(MAX_TITLE)
          .describe('What the step makes true, one line of at most 200 characters; shown in the ledger as written.'),
        ac: z.number().int().min(1).describe("The 1-based number of the issue's acceptance criterion the step serves."),
      })
      .strict(),
  )
  .min(1)
  .max(MAX_STEPS)

export const STEPS_FILE_SHAPE = '[{"title": "parses ISO dates", "ac": 1}, {"title": "rejects bad months", "ac": 2}]'

/** The steps of a steps file's text; bad_input naming each problem by its place (`[1].ac: …`). */
export function parseStepsFile(text: string, source = 'the steps file'): readonly StepDraft[] {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    throw badInput(`${source} is not JSON: ${errorMessage(error)}`, `write it like ${STEPS_FILE_SHAPE}`)
  }
  const parsed = stepsFileSchema.safeParse(raw)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map(
        (i) =>
          `${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('') || '(the whole file)'}: ${i.message}`,
      )
      .join('; ')
    throw badInput(`${source} is not a list of steps: ${problems}`, `write it like ${STEPS_FILE_SHAPE}`)
  }
  return parsed.data
}

/** Reads and parses a steps file (a regular file of at most 1 MB; a relative path is taken from `root`). */
export function readStepsFile(root: string, path: string): readonly StepDraft[] {
  const abs = resolve(root, path)
  let text: string
  try {
    text = readRegularText(abs, 1024 * 1024)
  } catch (error) {
    throw badInput(`cannot read the steps file ${abs}: ${errorMessage(error)}`, `write it like ${STEPS_FILE_SHAPE}`)
  }
  return parseStepsFile(text, `the steps file ${abs}`)
}
