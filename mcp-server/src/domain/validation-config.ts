import * as z from 'zod'

/**
 * `validation.intention` in evident.config.json: the intention pages and the paths each describes (see clients/validation/intention.ts).
 * Kept apart from the checks so that loading the config loads no more than zod.
 */
const projectPath = z
  .string()
  .min(1)
  .max(500)
  .refine(
    (p) => !p.startsWith('/') && !p.includes('\\') && !p.split('/').some((s) => s === '..' || s === '.' || s === ''),
    'a project-relative POSIX path such as "docs/auth.md" (no leading /, no . or .. segments, no backslash)',
  )

export const intentionConfigSchema = z
  .strictObject({
    /** advisory: drift lines are notes; blocking: non-waived drift is a blocker of the run. */
    gate: z.enum(['advisory', 'blocking']).default('advisory'),
    pages: z
      .array(
        z.strictObject({
          /** The intention page, project-relative. */
          page: projectPath,
          /** Globs (project-relative, picomatch, dotfiles included) of the paths the page describes. */
          covers: z.array(z.string().min(1).max(500)).min(1).max(50),
        }),
      )
      .min(1)
      .max(100),
  })
  .refine((c) => new Set(c.pages.map((p) => p.page)).size === c.pages.length, {
    message: 'each intention page may be listed once',
    path: ['pages'],
  })

export type IntentionConfig = z.infer<typeof intentionConfigSchema>

/**
 * A validation technique: one command the project already trusts (lint, tests, typecheck, …), run as an
 * argument array (never a shell string). `gate` mode: the exit code decides, recorded as `GATE(<id>)`.
 * `triage` mode: the output is normalised to findings and filtered to the change.
 */
export const techniqueSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/)
    .describe('Technique id, e.g. "lint"; also the gate id.'),
  mode: z.enum(['gate', 'triage']).default('gate'),
  'run-style': z.enum(['sync', 'background']).default('sync'),
  scope: z.enum(['per-hunk', 'per-file']).default('per-hunk'),
  probe: z
    .strictObject({
      /** A program that must be resolvable (PATH or node_modules/.bin). */
      binary: z.string().min(1).max(200).optional(),
      /** Project-relative files of which at least one must exist (e.g. the tool's config). */
      config: z.array(z.string().min(1).max(500)).min(1).max(20).optional(),
    })
    .optional(),
  run: z
    .array(z.string().max(2000))
    .min(1)
    .max(200)
    .refine((argv) => argv[0] !== '', 'run[0] must name the program'),
  'triage-procedure': z.string().min(1).max(500).optional(),
  'commit-prefix': z.string().min(1).max(50).default('chore'),
  /** Milliseconds before the run is killed. */
  timeoutMs: z.number().int().min(1000).max(3_600_000).default(600_000),
})

export type Technique = z.infer<typeof techniqueSchema>

/**
 * One step of the manifest's procedure override naming a resolved technique (declared or derived) by id; it may
 * override how that technique runs. Unset keys keep the technique's own.
 */
const techniqueStepSchema = z.strictObject({
  technique: techniqueSchema.shape.id.describe('The id of a resolved technique (see evident validation plan).'),
  mode: z.enum(['gate', 'triage']).optional(),
  'run-style': z.enum(['sync', 'background']).optional(),
  scope: z.enum(['per-hunk', 'per-file']).optional(),
})

/**
 * A step is either a reference to a resolved technique (`{"technique": "<id>", …}`) or an inline technique
 * descriptor (the schema of a declared technique). Told apart by the `technique` key, so a bad step gets the errors
 * of the shape it meant.
 */
export type TechniqueStep = z.infer<typeof techniqueStepSchema>

const procedureStepSchema = z.unknown().transform((step, ctx): TechniqueStep | Technique => {
  const isRef = typeof step === 'object' && step !== null && 'technique' in step
  const parsed = isRef ? techniqueStepSchema.safeParse(step) : techniqueSchema.safeParse(step)
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
  return z.NEVER
})

/**
 * The manifest's procedure override (docs/validation.md#manifest): replaces the default per-technique walk. The
 * preamble (DoD, technique memory and resolution, intention freshness) and the propose-gate still apply.
 */
const procedureSchema = z.strictObject({
  steps: z.array(procedureStepSchema).min(1).max(50),
})

export const validationConfigSchema = z.strictObject({
  /** Where the Definition of Done lives, project-relative (default docs/DOD.md). */
  dod: z.string().min(1).max(500).optional(),
  /** Declared techniques: when present they win outright over anything derived. */
  techniques: z.array(techniqueSchema).min(1).max(50).optional(),
  /** The git ref the change is measured against (default: merge-base with the default branch). */
  base: z.string().min(1).max(200).optional(),
  /**
   * The procedure override: the steps that replace the default per-technique walk, in order. Each names a resolved
   * technique (`{"technique": "lint", "scope": "per-file"}`) or is an inline technique descriptor.
   */
  procedure: procedureSchema.optional(),
  /** Intention pages and the paths each describes: drift when the change touches those paths but not the page. */
  intention: intentionConfigSchema.optional(),
  /**
   * Which greens a DoD `gate:` criterion accepts besides the run's own GATE lines (docs/validation.md): "this-run"
   * (default: none), "same-tree" (a green recorded on the same HEAD commit and working tree), or
   * {"withinMinutes": N} (a green recorded at most N minutes before the run began).
   */
  gateFreshness: z
    .union(
      [z.enum(['this-run', 'same-tree']), z.strictObject({ withinMinutes: z.number().int().min(1).max(10_080) })],
      { error: 'must be "this-run", "same-tree" or {"withinMinutes": N} with N from 1 to 10080' },
    )
    .optional(),
})

export type ValidationConfig = z.infer<typeof validationConfigSchema>
