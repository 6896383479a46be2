import * as z from 'zod'
import { PLAN_STATUSES } from './vocabulary.js'

/**
 * A coordinator plan as the main agent decides it (`tdd_plan`) and evident mirrors it to
 * `.claude/state/tdd/<slug>.json`: the scenario recipe, the implementation contract, the spec's design calls and
 * what is out of scope. One schema: the tool serves it as its input, the store keeps it, the mirror is it. Keys are
 * snake_case because the mirror has the seed's shape. Only type imports of this file reach the hook CLI.
 */
const text = (max: number) => z.string().max(max)
const path = z.string().min(1).max(500)

/** A plan's slug: the spec is `docs/specs/<slug>.md`. */
const SLUG = /^[a-z0-9][a-z0-9._-]*$/

export const slugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(SLUG, 'a slug such as "url-slugs" (lower-case letters, digits, ".", "_", "-")')
  .describe('The spec slug: the spec is docs/specs/<slug>.md.')

const recipeEntry = z.strictObject({
  name: text(200)
    .min(1)
    .describe(
      'The scenario and its test name, test_when_<condition>_then_<outcome> (letters, digits, "_"); the test carries it.',
    ),
  covers: text(500)
    .min(1)
    .describe(
      'The acceptance criterion it covers, an id from the table of docs/specs/<slug>.md ("AC-3"); or "regression: <why>" / "boundary: <why>".',
    ),
  assertion: text(500).min(1).describe('What the test checks, in one plain sentence.'),
  fixtures: text(1000).describe('The real fixtures the test uses (paths, factories, helpers); "" for none.'),
})
export type RecipeEntry = Readonly<z.infer<typeof recipeEntry>>

const contractSchema = z.strictObject({
  failing_test_paths: z
    .array(path)
    .min(1)
    .max(50)
    .describe('The test files the scenario worker writes (project-relative): every recipe test lives in one of them.'),
  write_set: z
    .array(path)
    .max(100)
    .describe(
      "The exact files the implement worker may change (project-relative, no test files); [] for the default: every source file of the project by evident's classification (its source extensions, evident.config.json sourceExtensions).",
    ),
  behavior_excerpts: z
    .array(text(4000).min(1))
    .min(1)
    .max(50)
    .describe(
      'Passages of the spec the implementation must satisfy, quoted verbatim (each must occur in the spec exactly as written).',
    ),
  project_conventions: z
    .strictObject({
      test_cmd: text(1000).describe('How the project runs its tests (the workers use run_tests).'),
      lint_cmd: text(1000).describe('How the project lints; "" for none.'),
    })
    .describe("The project's conventions the workers follow."),
})

const designCallRow = z.strictObject({
  slug: text(200).describe('The design call.'),
  intent: text(1000).describe('What it is for.'),
  target_files: text(1000).describe('Files it targets.'),
  write_set: text(1000).describe('Files it may write.'),
  register_override: text(500).describe('Register override, if any.'),
  references: text(1000).describe('References.'),
})

export const planShape = {
  slug: slugSchema,
  recipe: z
    .array(recipeEntry)
    .min(1)
    .max(50)
    .describe('One entry per scenario; each becomes a behavior of the implement worker’s task.'),
  contract: contractSchema.describe('What the implement worker executes, decided here and nowhere else.'),
  design_calls_rows: z
    .array(designCallRow)
    .max(50)
    .describe('The rows of the spec’s "## Design calls" section ([] or omitted when it has none).'),
  out_of_scope: z
    .array(text(500).min(1))
    .max(50)
    .describe('Scenarios deliberately left out, so no worker produces them ([] when none).'),
} as const

/** The plan document: what `tdd_plan` takes and the mirror file holds. */
const planDocument = z.strictObject(planShape)
export type PlanDocument = Readonly<z.infer<typeof planDocument>>

/** A stored plan: the document and what evident recorded about it. */
export const planRecord = z.object({
  id: z.number().int().describe('Plan id.'),
  slug: z.string().describe('The spec slug.'),
  version: z.number().int().describe('1 for the first plan of the slug, +1 for each replace.'),
  status: z.enum(PLAN_STATUSES).describe('active, blocked (a human must decide) or superseded.'),
  reason: z.string().nullable().describe('blocked: why.'),
  specPath: z.string().describe('The spec it was checked against.'),
  specSha256: z.string().describe('SHA-256 of the spec when the plan was made.'),
  fixIterations: z.number().int().describe('Failing runs after a production change the implement worker may have.'),
  stubMarkers: z.array(z.string()).describe('The stub-marker patterns (regular expressions) workers may not add.'),
  mirrorPath: z.string().describe('The mirror file (project-relative).'),
  document: planDocument.describe('The plan as decided.'),
  createdAt: z.string().describe('ISO time.'),
})
export type PlanRow = Readonly<z.infer<typeof planRecord>>

/** Where evident mirrors a plan (project-relative): the coordinator state of the seed. */
export const mirrorPathOf = (slug: string): string => `.claude/state/tdd/${slug}.json`

/** Where the spec of a plan lives (project-relative). */
export const specPathOf = (slug: string): string => `docs/specs/${slug}.md`
