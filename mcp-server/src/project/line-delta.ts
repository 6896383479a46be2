/** Lines added and removed by a change: from Claude Code's structured patch when given, else a line-multiset diff. */
export interface LineDelta {
  readonly added: number
  readonly removed: number
}

interface Hunk {
  readonly lines?: unknown
}

export function patchDelta(patch: unknown): LineDelta | undefined {
  if (!Array.isArray(patch)) return undefined
  let added = 0
  let removed = 0
  for (const hunk of patch as readonly Hunk[]) {
    if (!Array.isArray(hunk.lines)) return undefined
    for (const line of hunk.lines as readonly unknown[]) {
      if (typeof line !== 'string') continue
      if (line.startsWith('+')) added++
      else if (line.startsWith('-')) removed++
    }
  }
  return { added, removed }
}

/** The lines a structured patch adds (without their `+`), or undefined when it is no structured patch. */
export function patchAddedLines(patch: unknown): readonly string[] | undefined {
  if (!Array.isArray(patch)) return undefined
  const added: string[] = []
  for (const hunk of patch as readonly Hunk[]) {
    if (!Array.isArray(hunk.lines)) return undefined
    for (const line of hunk.lines as readonly unknown[])
      if (typeof line === 'string' && line.startsWith('+')) added.push(line.slice(1))
  }
  return added
}

const lines = (text: string): string[] => (text === '' ? [] : text.replace(/\n$/, '').split('\n'))

export function textDelta(before: string, after: string): LineDelta {
  const pool = new Map<string, number>()
  for (const line of lines(before)) pool.set(line, (pool.get(line) ?? 0) + 1)
  let added = 0
  for (const line of lines(after)) {
    const left = pool.get(line) ?? 0
    if (left > 0) pool.set(line, left - 1)
    else added++
  }
  let removed = 0
  for (const left of pool.values()) removed += left
  return { added, removed }
}
