import { realpathSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { badInput } from '../../kernel/errors.js'
import { containPath, isWithin } from '../../kernel/containment.js'
import { parseDod, type Criterion } from './dod-frontmatter.js'
import { readRegularText } from '../../kernel/regular-file.js'

const DEFAULT_DOD = 'docs/DOD.md'

export interface CriterionOutcome {
  readonly id: string
  readonly kind: 'auto' | 'judgment'
  readonly outcome: 'met' | 'unmet' | 'judgment'
  /** Why a `file-exists` is unmet, worded as VDD words it (`<path>: outside the repository`, `<path>: does not exist`). */
  readonly reason?: string
}

/** `{outcomes: null}` is a free-text DoD (or none): recorded as `NO-OP(verify)`, never as a pass. */
export type DodAssessment =
  | {
      readonly ok: true
      readonly outcomes: readonly CriterionOutcome[] | null
      readonly criteria: readonly Criterion[]
    }
  | { readonly ok: false; readonly errors: readonly string[] }

/**
 * Asserts each criterion mechanically: a `gate` is met only when its id is among `greenGates` (gates the
 * engine recorded green before the assertion); a `file-exists` only inside `root`. Judgment criteria are
 * recorded as `judgment` for a person to assert.
 */
export function assessDod(text: string, root: string, greenGates: readonly string[]): DodAssessment {
  const parsed = parseDod(text)
  if (!parsed.ok) return parsed
  if (parsed.criteria === null) return { ok: true, outcomes: null, criteria: [] }
  const green = new Set(greenGates)
  const outcomes = parsed.criteria.map((c): CriterionOutcome => {
    if (c.kind === 'judgment') return { id: c.id, kind: 'judgment', outcome: 'judgment' }
    if ('gate' in c.assert) return { id: c.id, kind: 'auto', outcome: green.has(c.assert.gate) ? 'met' : 'unmet' }
    const reason = fileUnmet(root, c.assert.fileExists)
    return reason === undefined
      ? { id: c.id, kind: 'auto', outcome: 'met' }
      : { id: c.id, kind: 'auto', outcome: 'unmet', reason }
  })
  return { ok: true, outcomes, criteria: parsed.criteria }
}

type DodSource = 'flag' | 'config' | 'default'

export type DodFile =
  | { readonly found: true; readonly path: string; readonly text: string; readonly source: DodSource }
  | { readonly found: false; readonly path: string; readonly source: DodSource }

/**
 * Discovery: an explicit path, else the configured `validation.dod`, else `docs/DOD.md`. Never created.
 * A missing explicit path throws (the caller named it); a missing configured or default one is absence.
 */
export function findDod(root: string, configured: string | undefined, explicit?: string): DodFile {
  const source: DodSource = explicit !== undefined ? 'flag' : configured !== undefined ? 'config' : 'default'
  const chosen = explicit ?? configured ?? DEFAULT_DOD
  const path = isAbsolute(chosen) ? chosen : join(root, chosen)
  if (source === 'config' && !insideAfterRealpath(root, path)) {
    throw badInput(
      `validation.dod ${JSON.stringify(chosen)} is outside the project root`,
      'point validation.dod in evident.config.json at a file inside the project',
    )
  }
  try {
    return { found: true, path, text: readRegularText(path), source }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' && source !== 'flag') return { found: false, path, source }
    throw badInput(
      `cannot read the DoD at ${path}: ${code === 'ENOTREG' ? 'not a regular file' : (code ?? String(error))}`,
      'pass the path of an existing DoD file, or omit it to use the configured one or docs/DOD.md',
    )
  }
}

/** `verify: DoD met — <N criteria, K evidenced by phase results, J session-asserted>` */
export function dodMetLine(outcomes: readonly CriterionOutcome[]): string {
  const auto = outcomes.filter((o) => o.kind === 'auto').length
  const judgment = outcomes.length - auto
  return `verify: DoD met — ${outcomes.length} criteria, ${auto} evidenced by phase results, ${judgment} session-asserted`
}

/**
 * `file-exists`: met only by the one containment rule VDD uses (`kernel/containment.ts`: a lexical escape, a symlink leaf even
 * dangling, an ancestor resolving outside or an unreadable path is unmet); undefined when met, else why not.
 */
function fileUnmet(root: string, path: string): string | undefined {
  let realRoot: string
  try {
    realRoot = realpathSync(root)
  } catch {
    return `${path}: the project root ${root} cannot be resolved`
  }
  const contained = containPath(realRoot, path)
  if (contained.ok) return undefined
  return contained.missing ? `${path}: does not exist` : contained.reason
}

/** Lexically inside, and — when it exists — still inside after resolving symlinks. */
function insideAfterRealpath(root: string, path: string): boolean {
  const rootReal = realOr(root)
  if (!isWithin(root, path) && !isWithin(rootReal, path)) return false
  try {
    return isWithin(rootReal, realpathSync(path))
  } catch {
    return true
  }
}

function realOr(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}
