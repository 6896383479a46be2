import { join } from 'node:path'
import { containPath } from '../../kernel/containment.js'
import { globInside } from './contain.js'
import { readRegularText } from '../../kernel/regular-file.js'

export interface CheckOutcome {
  readonly result: 'PASS' | 'FAIL'
  readonly details: string
  readonly testRunId?: number | undefined
}

const pass = (details: string): CheckOutcome => ({ result: 'PASS', details })
const fail = (details: string): CheckOutcome => ({ result: 'FAIL', details })

/**
 * The pattern read as a plain path first: a lexical escape, a symlink (even dangling) or a path leading outside is
 * refused whatever a glob would list; a pattern that names nothing (a real glob) goes on to be globbed.
 */
function literalRefusal(realRoot: string, pattern: string): string | undefined {
  const contained = containPath(realRoot, pattern)
  return contained.ok || contained.missing ? undefined : contained.reason
}

/** `file:<glob>` — passes when the glob matches at least one path inside the repository. */
export function checkFile(realRoot: string, target: string): CheckOutcome {
  const refusal = literalRefusal(realRoot, target)
  if (refusal !== undefined) return fail(refusal)
  const { inside, refused } = globInside(realRoot, target, false)
  if (inside.length > 0) return pass(`${inside.length} match(es): ${inside.slice(0, 3).join(', ')}`)
  return fail(refused[0] ?? `no path matches ${target}`)
}

/** `file-contains:<glob>::<substring>` — passes when any matched regular file contains the substring. */
export function checkFileContains(realRoot: string, target: string): CheckOutcome {
  const at = target.indexOf('::')
  const pattern = at < 0 ? '' : target.slice(0, at).trim()
  const needle = at < 0 ? '' : target.slice(at + 2).trim()
  if (pattern === '' || needle === '')
    return fail(`malformed file-contains target "${target}": expected <glob>::<substring>`)
  const refusal = literalRefusal(realRoot, pattern)
  if (refusal !== undefined) return fail(refusal)
  const { inside, refused } = globInside(realRoot, pattern, true)
  if (inside.length === 0) return fail(refused[0] ?? `no file matches ${pattern}`)
  const hit = inside.find((file) => readRegularText(join(realRoot, file)).includes(needle))
  return hit === undefined
    ? fail(`"${needle}" not found in ${inside.length} file(s) matching ${pattern}`)
    : pass(`found in ${hit}`)
}
