import { FINDING_STATUSES, findingSchema, type Finding, type FindingStatus } from './finding.js'

/**
 * `normalize-findings`: turns a technique's output into canonical findings, or fails the whole input.
 * Accepted: a JSON array of findings (each with file, line, severity, finding), or text with one finding
 * per line (`[STATUS: ]<severity> <file>:<line> — <finding>[ | <fix>]`). One bad line or item fails
 * everything, so a half-understood report can never read as a clean one. Empty input is `[]`.
 */
export type Normalized =
  { readonly ok: true; readonly findings: readonly Finding[] } | { readonly ok: false; readonly error: string }

export const MAX_LINE = 16384
const LINE = /^(\S+)\s+(\S+):(\d+)\s+[—–-]\s+(.*\S)$/
const STATUS = new RegExp(`^(${FINDING_STATUSES.join('|')}):\\s+`)
const FIX_DELIMITER = ' | '

export function normalizeFindings(input: string): Normalized {
  const text = input.trim()
  if (text === '') return { ok: true, findings: [] }
  if (!text.startsWith('[')) return fromLines(input)
  // A text report may start with "[": only a parseable JSON document is read as the JSON form.
  return isJson(text) ? fromJson(text) : fromLines(input)
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

function fromJson(text: string): Normalized {
  const raw: unknown = JSON.parse(text)
  if (!Array.isArray(raw)) return { ok: false, error: 'not a JSON array' }
  const findings: Finding[] = []
  for (const [index, item] of raw.entries()) {
    const parsed = findingSchema.safeParse(item)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return { ok: false, error: `item ${index}: ${issue?.path.join('.') || 'item'}: ${issue?.message ?? 'invalid'}` }
    }
    findings.push(parsed.data)
  }
  return { ok: true, findings }
}

function fromLines(input: string): Normalized {
  const findings: Finding[] = []
  for (const [index, raw] of input.split(/\r?\n/).entries()) {
    if (raw.trim() === '') continue
    const parsed = parseLine(raw)
    if (typeof parsed === 'string') return { ok: false, error: `line ${index + 1}: ${parsed}` }
    findings.push(parsed)
  }
  return { ok: true, findings }
}

/** One text line → a finding, or why it is not one. */
function parseLine(raw: string): Finding | string {
  if (raw.length > MAX_LINE) return `longer than ${MAX_LINE} characters`
  let rest = raw
  let status: FindingStatus | undefined
  const prefix = STATUS.exec(rest)
  if (prefix !== null) {
    status = prefix[1] as FindingStatus
    rest = rest.slice(prefix[0].length)
  }
  const match = LINE.exec(rest)
  if (match === null) return 'not "<severity> <file>:<line> — <finding>[ | <fix>]"'
  const [, severity = '', file = '', line = '', body = ''] = match
  const parts = body.split(FIX_DELIMITER)
  if (parts.length > 2) return `more than one "${FIX_DELIMITER.trim()}" fix delimiter`
  const finding = (parts[0] ?? '').trim()
  const fix = parts[1]?.trim()
  if (finding === '') return 'empty finding text'
  if (fix === '') return 'empty fix after the delimiter'
  return {
    file,
    line: Number(line),
    severity,
    finding,
    ...(fix === undefined ? {} : { fix }),
    ...(status === undefined ? {} : { status }),
  }
}
