import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { beforeAll, expect } from 'vitest'

/** The repository root; worker scripts (plain JS in a child process) import the built store from `dist/` under it. */
export const REPO = resolve(import.meta.dirname, '../..')

const SOURCE_DIRS = [
  'mcp-server/src',
  'mcp-server/src/domain',
  'mcp-server/src/flows',
  'mcp-server/src/store',
  'mcp-server/src/gates',
] as const

const newestSource = (): number =>
  Math.max(
    ...SOURCE_DIRS.flatMap((dir) =>
      readdirSync(join(REPO, dir))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => statSync(join(REPO, dir, f)).mtimeMs),
    ),
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
  }, 180_000)
}
