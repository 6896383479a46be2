import { parse as parseYaml } from 'yaml'

/**
 * The structured sidecar of a Definition of Done: a YAML frontmatter (first line exactly `---`, up to the
 * next `---` line) with a `criteria` list. No fence, an empty fence or no `criteria` key → free text.
 * Only `id`, `kind` and `assert` are read; every other key (`command`, `run`, …) is ignored, so nothing
 * in a DoD is ever executed.
 */
type CriterionAssert = { readonly gate: string } | { readonly fileExists: string }

export type Criterion =
  | { readonly id: string; readonly kind: 'auto'; readonly assert: CriterionAssert }
  | { readonly id: string; readonly kind: 'judgment' }

export type DodParse =
  | { readonly ok: true; readonly criteria: readonly Criterion[] | null }
  | { readonly ok: false; readonly errors: readonly string[] }

const FENCE = /^---$/

export function parseDod(text: string): DodParse {
  const lines = text.split(/\r?\n/)
  if (lines.length === 0 || !FENCE.test(lines[0] ?? '')) return { ok: true, criteria: null }
  const close = lines.findIndex((line, i) => i > 0 && FENCE.test(line))
  if (close === -1)
    return { ok: false, errors: ['dod: the frontmatter opened by "---" on line 1 has no closing "---" line'] }
  let data: unknown
  try {
    data = parseYaml(lines.slice(1, close).join('\n'))
  } catch (error) {
    return {
      ok: false,
      errors: [
        `dod: the frontmatter is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      ],
    }
  }
  if (!isRecord(data) || !('criteria' in data)) return { ok: true, criteria: null }
  return validateCriteria(data['criteria'])
}

function validateCriteria(raw: unknown): DodParse {
  if (!Array.isArray(raw)) return { ok: false, errors: ['dod.criteria: must be a list'] }
  const errors: string[] = []
  const criteria: Criterion[] = []
  const seen = new Set<string>()
  raw.forEach((item: unknown, i) => {
    const at = `dod.criteria[${i}]`
    if (!isRecord(item)) {
      errors.push(`${at}: must be a mapping with id and kind`)
      return
    }
    const { id, kind } = item
    const before = errors.length
    if (typeof id !== 'string' || id.trim() === '') errors.push(`${at}.id: must be a non-empty string`)
    else if (seen.has(id)) errors.push(`${at}.id: duplicate id "${id}"`)
    else seen.add(id)
    if (kind !== 'auto' && kind !== 'judgment') errors.push(`${at}.kind: must be "auto" or "judgment"`)
    const assert = kind === 'auto' ? validateAssert(item['assert'], `${at}.assert`, errors) : undefined
    if (errors.length > before || typeof id !== 'string') return
    if (kind === 'judgment') criteria.push({ id, kind })
    else if (assert !== undefined) criteria.push({ id, kind: 'auto', assert })
  })
  return errors.length > 0 ? { ok: false, errors } : { ok: true, criteria }
}

function validateAssert(raw: unknown, at: string, errors: string[]): CriterionAssert | undefined {
  if (raw === undefined) {
    errors.push(`${at}: required for kind "auto" (exactly one of gate, file-exists)`)
    return undefined
  }
  if (!isRecord(raw)) {
    errors.push(`${at}: must be a mapping with exactly one of gate, file-exists`)
    return undefined
  }
  const present = ['gate', 'file-exists'].filter((key) => key in raw)
  if (present.length !== 1) {
    errors.push(
      `${at}: must have exactly one of gate, file-exists (found ${present.length === 0 ? 'neither' : 'both'})`,
    )
    return undefined
  }
  const key = present[0] ?? ''
  const value = raw[key]
  if (typeof value !== 'string' || value.trim() === '') {
    errors.push(`${at}.${key}: must be a non-empty string`)
    return undefined
  }
  return key === 'gate' ? { gate: value } : { fileExists: value }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
