import { spawnSync } from 'node:child_process'
import { gitEnv } from './snapshot.js'

const COMMIT = /^[0-9a-f]{40,64}$/

/**
 * The project's HEAD commit, or null (not a git repository, no commit yet, git missing). With the working-tree
 * snapshot it says what a gate result was recorded on, so a later DoD assertion can tell a fresh green from a stale one.
 */
export function headCommit(projectRoot: string): string | null {
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], {
    cwd: projectRoot,
    env: gitEnv(),
    encoding: 'utf8',
    timeout: 30_000,
  })
  const out = result.status === 0 ? result.stdout.trim() : ''
  return COMMIT.test(out) ? out : null
}
