import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO } from '../fixtures.js'

export const PRODUCTION_FILE = 'src/add.ts'
export const TEST_FILE = 'test/add.test.ts'
export const BUGGY_SOURCE = 'export function add(a: number, b: number): number {\n  return a - b\n}\n'

export const FAILING_TEST = `import { describe, expect, it } from 'vitest'
import { add } from '../src/add.js'

describe('add', () => {
  it('adds two numbers', () => {
    expect(add(2, 3)).toBe(5)
  })
})
`

/**
 * A small vitest project: \`add\` has a bug (it subtracts) and no test yet. vitest comes from this
 * repository's node_modules through a symlink, so nothing is installed per test.
 */
export function vitestProject(dir: string): string {
  mkdirSync(join(dir, 'src'), { recursive: true })
  mkdirSync(join(dir, 'test'), { recursive: true })
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'e2e-project', private: true, type: 'module', scripts: { test: 'vitest run' } }, null, 2),
  )
  writeFileSync(join(dir, PRODUCTION_FILE), BUGGY_SOURCE)
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}
