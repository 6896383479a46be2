import { boundedGit } from './bounded-git.js'
import { gitEnv } from './snapshot.js'

/**
 * Whether `git checkout [<source>] -- <path>` or `git restore [--source <source>] <path>`, run in `cwd`, would change
 * the file in the working tree: it differs from the source's content (the index when no source is named). A path
 * git does not know changes nothing (the command fails). Anything git cannot answer counts as a change, so a
 * doubtful write is still judged. The user's repository is only read (`git diff --quiet`, no optional locks).
 */
export function checkoutChanges(cwd: string, source: string | undefined, path: string): boolean {
  if (source?.startsWith('-') === true) return true
  // Time-bounded and killed with its group (bounded-git.ts): a FIFO at the path must not hold the hook.
  const result = boundedGit(
    ['diff', '--quiet', '--no-ext-diff', '--no-textconv', ...(source === undefined ? [] : [source]), '--', path],
    { cwd, env: { ...gitEnv(), GIT_OPTIONAL_LOCKS: '0' } },
  )
  return result.error !== undefined || result.status !== 0
}
