import { spawnSync } from 'node:child_process'
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUNDLE_DIR, buildBundle, ENTRY_POINTS, readBundle, repoRoot } from '../../scripts/bundle.js'
import { tempDir } from '../support/store.js'

const root = repoRoot()

describe('bundle', () => {
  it('is committed up to date with the sources (run `npm run bundle` after changing them)', async () => {
    const fresh = join(tempDir('evident-bundle-'), BUNDLE_DIR)
    await buildBundle(root, fresh)
    const built = readBundle(fresh)
    const committed = readBundle(join(root, BUNDLE_DIR))
    expect([...committed.keys()].sort(), 'bundle/ files differ from a fresh build: run `npm run bundle`').toEqual([...built.keys()].sort())
    for (const [file, text] of built) {
      expect(committed.get(file) === text, `bundle/${file} is stale: run \`npm run bundle\``).toBe(true)
    }
  }, 120_000)

  it('has one runnable file per entry point at the bundle root', () => {
    const files = readBundle(join(root, BUNDLE_DIR))
    for (const name of Object.keys(ENTRY_POINTS)) expect(files.has(`${name}.js`), `bundle/${name}.js`).toBe(true)
  })

  it('runs without node_modules: every JavaScript dependency is inside', () => {
    const alone = join(tempDir('evident-bundle-alone-'), BUNDLE_DIR)
    cpSync(join(root, BUNDLE_DIR), alone, { recursive: true })
    const ran = spawnSync(process.execPath, [join(alone, 'cli.js'), '--help'], { cwd: alone, encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '' } })
    expect(ran.status, ran.stderr).toBe(0)
    expect(ran.stdout).toContain('evident db path')
  })
})
