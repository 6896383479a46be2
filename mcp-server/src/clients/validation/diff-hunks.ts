import type { ScopeEntry } from './scope.js'

/**
 * Parses `git diff -U0` output into scope entries: one `file:start-end` per hunk that adds lines (gaps
 * between hunks are never merged), in the order git prints them. Deleted files and pure-deletion hunks
 * add no lines, so they add no entry. Paths are the new (`+++ b/…`) side, toplevel-relative.
 */
const HUNK = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/

export interface FileHunks {
  readonly file: string
  readonly ranges: readonly { readonly start: number; readonly end: number }[]
}

export function parseDiff(diff: string): readonly FileHunks[] {
  const files: { file: string; ranges: { start: number; end: number }[] }[] = []
  let current: { file: string; ranges: { start: number; end: number }[] } | undefined
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) {
      current = undefined
    } else if (line.startsWith('+++ ')) {
      const target = line.slice(4)
      current = target === '/dev/null' ? undefined : { file: unquote(target).replace(/^b\//, ''), ranges: [] }
      if (current !== undefined) files.push(current)
    } else if (current !== undefined) {
      const hunk = HUNK.exec(line)
      if (hunk === null) continue
      const start = Number(hunk[1])
      const count = hunk[2] === undefined ? 1 : Number(hunk[2])
      if (count > 0) current.ranges.push({ start, end: start + count - 1 })
    }
  }
  return files
}

/** git's C-style quoting of unusual paths: `"b/a\tb"`. */
function unquote(path: string): string {
  if (!path.startsWith('"') || !path.endsWith('"')) return path.replace(/\t$/, '')
  const bytes: number[] = []
  const body = path.slice(1, -1)
  const escapes: Readonly<Record<string, number>> = { n: 10, t: 9, r: 13, '"': 34, '\\': 92, a: 7, b: 8, f: 12, v: 11 }
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] ?? ''
    if (ch !== '\\') {
      bytes.push(...Buffer.from(ch, 'utf8'))
      continue
    }
    const next = body[i + 1] ?? ''
    if (/[0-7]/.test(next)) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8))
      i += 3
    } else {
      bytes.push(escapes[next] ?? next.charCodeAt(0))
      i += 1
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** Scope entries for the hunks: per-hunk ranges, or `file:*` per touched file. */
export function scopeEntries(files: readonly FileHunks[], scope: 'per-hunk' | 'per-file'): readonly ScopeEntry[] {
  if (scope === 'per-file') return files.map((f) => ({ file: f.file }))
  return files.flatMap((f) => f.ranges.map((range) => ({ file: f.file, range })))
}
