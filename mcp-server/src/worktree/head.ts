import { boundedGit } from './bounded-git.js'
import { gitEnv } from './snapshot.js'

const COMMIT = /^[0-9a-f]{40,64}$/

/**
 * The project's HEAD commit, or null (not a git repository, no commit yet, git missing). With the working-tree
 * snapshot it says what a gate result was recorded on, so a later DoD assertion can tell a fresh green from a stale one.
 */
export function headCommit(projectRoot: string): string | null {
  const result = boundedGit(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { cwd: projectRoot, env: gitEnv() })
  const out = result.status === 0 ? result.stdout.toString('utf8').trim() : ''
  return COMMIT.test(out) ? out : null
}
