import { readFileSync, writeFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LEAN_DIR } from './lean-plugin.js'
import { repoRoot } from './repo-root.js'

/**
 * `npm run release -- <version>`: sets the version in every file that carries it and moves CHANGELOG.md's
 * "Unreleased" section under `## <version> - <date>`, leaving an empty "Unreleased". It writes nothing unless every
 * check passes; committing and tagging stay with the person releasing. It works on the repository holding the
 * current directory (npm runs scripts from the package root).
 */

/** A version field: a file and the key path to it. */
interface VersionField {
  readonly file: string
  readonly path: readonly (string | number)[]
}

const CHANGELOG = 'CHANGELOG.md'
const UNRELEASED = '## Unreleased'
const VERSION = /^(\d+)\.(\d+)\.(\d+)$/

type Json = Record<string, unknown>

const readJson = (root: string, file: string): Json => JSON.parse(readFileSync(join(root, file), 'utf8')) as Json

/** Every field that holds evident's version (the marketplace's plugin entries only when they carry one). */
export function versionFields(root: string): readonly VersionField[] {
  const market = readJson(root, join('.claude-plugin', 'marketplace.json'))
  const entries = Array.isArray(market['plugins']) ? (market['plugins'] as Json[]) : []
  return [
    { file: 'package.json', path: ['version'] },
    { file: 'package-lock.json', path: ['version'] },
    { file: 'package-lock.json', path: ['packages', '', 'version'] },
    { file: join('.claude-plugin', 'plugin.json'), path: ['version'] },
    { file: join(LEAN_DIR, '.claude-plugin', 'plugin.json'), path: ['version'] },
    { file: join(LEAN_DIR, 'package.json'), path: ['version'] },
    ...entries.flatMap((entry, i) =>
      'version' in entry ? [{ file: join('.claude-plugin', 'marketplace.json'), path: ['plugins', i, 'version'] }] : [],
    ),
  ]
}

function valueAt(json: unknown, path: readonly (string | number)[]): unknown {
  let at = json
  for (const key of path) at = typeof at === 'object' && at !== null ? (at as Json)[key] : undefined
  return at
}

function setAt(json: unknown, path: readonly (string | number)[], value: string): void {
  const parent = valueAt(json, path.slice(0, -1)) as Json
  parent[path[path.length - 1] as string] = value
}

/** Each version field with the value it holds. */
export function versionsOf(root: string): readonly (VersionField & { readonly value: unknown })[] {
  return versionFields(root).map((field) => ({ ...field, value: valueAt(readJson(root, field.file), field.path) }))
}

type Release =
  | { readonly ok: true; readonly from: string; readonly to: string; readonly files: readonly string[] }
  | { readonly ok: false; readonly reason: string }

const refuse = (reason: string): Release => ({ ok: false, reason })

function parseVersion(version: string): readonly number[] | undefined {
  const match = VERSION.exec(version)
  return match === null ? undefined : match.slice(1).map(Number)
}

function greater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0)
  return false
}

/**
 * The file's text with each of `fields` set from `from` to `to`, keeping its layout: every `"version": "<from>"` in the
 * text is tried alone, and kept only when it changes exactly one of the fields and nothing else. Undefined unless each
 * field is set exactly once (a field spelled some other way, or two spellings for one field).
 */
function bumpText(text: string, fields: readonly VersionField[], from: string, to: string): string | undefined {
  const original = JSON.parse(text) as Json
  const pattern = new RegExp(`("version"\\s*:\\s*)"${from.replace(/\./g, '\\.')}"`, 'g')
  const matches = [...text.matchAll(pattern)]
  const replace = (match: RegExpMatchArray, into: string): string => {
    const at = match.index ?? 0
    return `${into.slice(0, at)}${match[1] ?? ''}"${to}"${into.slice(at + match[0].length)}`
  }
  const chosen: RegExpMatchArray[] = []
  const covered = new Set<VersionField>()
  for (const match of matches) {
    const changed = JSON.parse(replace(match, text)) as unknown
    const field = fields.find((f) => {
      const expected = structuredClone(original)
      setAt(expected, f.path, to)
      return isDeepStrictEqual(changed, expected)
    })
    if (field === undefined) continue
    if (covered.has(field)) return undefined
    covered.add(field)
    chosen.push(match)
  }
  if (covered.size !== fields.length) return undefined
  // From the last match back, so earlier offsets stay valid.
  return chosen.reverse().reduce((into, match) => replace(match, into), text)
}

/** CHANGELOG.md with the Unreleased section moved under the new version, or the reason it cannot be. */
function moveUnreleased(text: string, from: string, to: string, date: string): string | { readonly reason: string } {
  const lines = text.split('\n')
  const heads = lines.flatMap((line, i) => (line.startsWith('## ') ? [i] : []))
  const unreleased = heads.filter((i) => lines[i] === UNRELEASED)
  if (unreleased.length !== 1) {
    return { reason: `${CHANGELOG} must have exactly one line "${UNRELEASED}" (found ${unreleased.length})` }
  }
  const at = unreleased[0] ?? 0
  if (heads[0] !== at) return { reason: `"${UNRELEASED}" must be the first "## " heading of ${CHANGELOG}` }
  const next = heads[1]
  const latest = next === undefined ? undefined : lines[next]
  if (latest === undefined || !new RegExp(`^## ${from.replace(/\./g, '\\.')} - \\d{4}-\\d{2}-\\d{2}$`).test(latest)) {
    return {
      reason: `the heading after "${UNRELEASED}" in ${CHANGELOG} must be the current version's, "## ${from} - YYYY-MM-DD" (found ${latest === undefined ? 'none' : `"${latest}"`})`,
    }
  }
  const body = lines.slice(at + 1, next)
  if (body.every((line) => line.trim() === '')) {
    return { reason: `nothing under "${UNRELEASED}" in ${CHANGELOG}: write what changed before releasing` }
  }
  return [...lines.slice(0, at + 1), '', `## ${to} - ${date}`, ...body, ...lines.slice(next)].join('\n')
}

/** Releases `version` in the repository at `root`: checks everything, then writes every file at once. */
export function release(root: string, version: string, date: string): Release {
  const to = parseVersion(version)
  if (to === undefined) return refuse(`"${version}" is not a version: give MAJOR.MINOR.PATCH, e.g. 0.2.0`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return refuse(`"${date}" is not a date: give YYYY-MM-DD`)
  const fields = versionsOf(root)
  const values = new Set(fields.map((f) => f.value))
  const from = fields[0]?.value
  if (values.size !== 1 || typeof from !== 'string' || parseVersion(from) === undefined) {
    const listed = fields.map((f) => `${f.file} ${f.path.join('.')}: ${JSON.stringify(f.value)}`).join('; ')
    return refuse(`the version fields disagree or are not versions, fix them first: ${listed}`)
  }
  if (!greater(to, parseVersion(from) ?? [])) {
    return refuse(`${version} is not greater than the current version ${from}`)
  }
  const writes = new Map<string, string>()
  for (const file of new Set(fields.map((f) => f.file))) {
    const text = readFileSync(join(root, file), 'utf8')
    const bumped = bumpText(
      text,
      fields.filter((f) => f.file === file),
      from,
      version,
    )
    if (bumped === undefined) return refuse(`could not set the version in ${file} without touching other fields`)
    writes.set(file, bumped)
  }
  const changelog = moveUnreleased(readFileSync(join(root, CHANGELOG), 'utf8'), from, version, date)
  if (typeof changelog !== 'string') return refuse(changelog.reason)
  writes.set(CHANGELOG, changelog)
  for (const [file, text] of writes) writeFileSync(join(root, file), text)
  return { ok: true, from, to: version, files: [...writes.keys()] }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [version] = process.argv.slice(2)
  const result =
    version === undefined
      ? refuse('usage: npm run release -- <MAJOR.MINOR.PATCH>')
      : release(repoRoot(process.cwd()), version, new Date().toISOString().slice(0, 10))
  if (result.ok) {
    console.log(`released ${result.to} (was ${result.from}): ${result.files.join(', ')}`)
    console.log(`next: review the diff, commit it, and tag it v${result.to}`)
  } else {
    console.error(`release refused: ${result.reason}`)
    process.exitCode = 1
  }
}
