import { statSync } from 'node:fs'
import { relative, join, sep } from 'node:path'
import { globSync } from 'tinyglobby'
import { containPath } from '../../kernel/containment.js'

/**
 * Globs of `file:` / `file-contains:` criteria. A target is data, never a command, and never a way out of the
 * repository: the caller refuses a lexical escape before globbing, and every match is then held to the one
 * containment rule (`kernel/containment.ts`), so a symlink leaf or an ancestor leading outside is never read.
 */
export interface GlobMatches {
  /** Repo-relative POSIX paths of matches that the containment rule keeps. */
  readonly inside: readonly string[]
  /** Why each other match was dropped unread (`<match>: outside the repository`, `<match>: a symbolic link…`). */
  readonly refused: readonly string[]
}

/** Glob under the root; each match is kept only when the containment rule keeps it. Literal paths work too. */
export function globInside(realRoot: string, pattern: string, onlyFiles: boolean): GlobMatches {
  const found = globSync(pattern, {
    cwd: realRoot,
    dot: true,
    onlyFiles: false,
    expandDirectories: false,
    followSymbolicLinks: true,
  })
  const inside: string[] = []
  const refused: string[] = []
  for (const match of found.sort()) {
    const rel = relative(realRoot, join(realRoot, match)).split(sep).join('/')
    const contained = containPath(realRoot, rel)
    if (!contained.ok) {
      if (!contained.missing) refused.push(contained.reason)
      continue
    }
    if (onlyFiles && !statSync(contained.real).isFile()) continue
    inside.push(rel)
  }
  return { inside, refused }
}
