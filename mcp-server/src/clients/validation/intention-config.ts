import * as z from 'zod'

/**
 * `validation.intention` in evident.config.json: the intention pages and the paths each describes (see intention.ts).
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
