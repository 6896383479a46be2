import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, expect } from 'vitest'
import { REPO } from './fixtures.js'

/** The repository root; worker scripts (plain JS in a child process) import the built store from `dist/` under it. */

/** The newest change to any source the built store may load (every folder of mcp-server/src). */
const newestSource = (): number =>
  Math.max(
    ...readdirSync(join(REPO, 'mcp-server/src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => statSync(join(REPO, 'mcp-server/src', f)).mtimeMs),
  )

/**
 * Before the file's tests, builds `dist/` (tsc -p tsconfig.build.json) when `built` (a path under the repository) is
 * missing or older than the sources the store needs: worker processes run the built store, no TypeScript loader.
 */
export function useBuiltStore(built: string): void {
  beforeAll(() => {
    const file = join(REPO, built)
    if (existsSync(file) && statSync(file).mtimeMs >= newestSource()) return
    spawnSync(process.execPath, [join(REPO, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
      cwd: REPO,
      shell: false,
      stdio: 'ignore',
    })
    expect(existsSync(file), 'tsc -p tsconfig.build.json did not produce the built store').toBe(true)
  })
}
