import { cpSync, realpathSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { tempDir } from './store.js'

export const REPO = join(import.meta.dirname, '..', '..')
export const FIXTURES = join(REPO, 'test', 'fixtures', 'vitest')

/**
 * A fresh copy of a vitest fixture project in a temp dir (removed after the test). The copy gets a
 * `node_modules` symlink to the repo's own, so `<copy>/node_modules/vitest/vitest.mjs` is the project's vitest.
 */
export function copyFixture(name: string): string {
  const dir = realpathSync(tempDir(`evident-${name}-`))
  cpSync(join(FIXTURES, name), dir, { recursive: true })
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}
