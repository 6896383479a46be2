import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { drawIcon, ICON_FILE, ICON_SIZE } from '../../scripts/icon.js'
import { LEAN_DIR, LEAN_LINKS, readLeanPlugin, writeLeanPlugin } from '../../scripts/lean-plugin.js'
import { repoRoot } from '../../scripts/repo-root.js'
import { BETTER_SQLITE3_VERSION } from '../../mcp-server/src/store/native-version.js'
import { tempDir } from '../support/store.js'

const root = repoRoot()
const json = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>

describe('the lean plugin (plugin/, what the marketplace lists)', () => {
  it('is committed in agreement with the top level (run `npm run bundle` after changing it)', () => {
    const fresh = join(tempDir('evident-lean-'), LEAN_DIR)
    writeLeanPlugin(root, fresh)
    const built = readLeanPlugin(fresh)
    const committed = readLeanPlugin(join(root, LEAN_DIR))
    expect([...committed.keys()].sort(), 'plugin/ files differ from a fresh copy: run `npm run bundle`').toEqual(
      [...built.keys()].sort(),
    )
    for (const [file, content] of built) {
      expect(committed.get(file) === content, `plugin/${file} is stale: run \`npm run bundle\``).toBe(true)
    }
  })

  it('holds only what the plugin runs: no tests, no sources, no lockfile, one runtime dependency', () => {
    const files = [...readLeanPlugin(join(root, LEAN_DIR)).keys()]
    const tops = new Set(files.map((f) => f.split('/')[0]))
    expect([...tops].sort()).toEqual(
      [
        '.claude-plugin',
        '.mcp.json',
        'agents',
        'assets',
        'bin',
        'bundle',
        'commands',
        'hooks',
        'package.json',
        'skills',
      ].sort(),
    )
    const pkg = json(join(LEAN_DIR, 'package.json'))
    expect(pkg['dependencies']).toEqual({ 'better-sqlite3': BETTER_SQLITE3_VERSION })
    expect(pkg).not.toHaveProperty('devDependencies')
    expect(pkg).not.toHaveProperty('scripts')
    // The bundle is linked, not doubled; the link resolves to the committed bundle.
    expect(LEAN_LINKS).toEqual({ bundle: '../bundle' })
    expect(statSync(join(root, LEAN_DIR, 'bundle', 'server.js')).isFile()).toBe(true)
    // The CLI keeps its exec bit in the copy.
    expect(statSync(join(root, LEAN_DIR, 'bin', 'evident')).mode & 0o111).not.toBe(0)
  })

  it('is what the marketplace lists', () => {
    const market = json(join('.claude-plugin', 'marketplace.json')) as { plugins: { source: string }[] }
    expect(market.plugins.map((p) => p.source)).toEqual([`./${LEAN_DIR}`])
  })
})

describe('the icon', () => {
  it('is the committed drawing: a square PNG of 512–2048 px under 2 MB, named by the manifest (`npm run icon`)', () => {
    const committed = readFileSync(join(root, ICON_FILE))
    expect(committed.equals(drawIcon()), 'assets/icon.png differs from scripts/icon.ts: run `npm run icon`').toBe(true)
    const png = PNG.sync.read(committed)
    expect([png.width, png.height]).toEqual([ICON_SIZE, ICON_SIZE])
    expect(ICON_SIZE).toBeGreaterThanOrEqual(512)
    expect(ICON_SIZE).toBeLessThanOrEqual(2048)
    expect(committed.length).toBeLessThan(2 * 1024 * 1024)
    expect(json(join('.claude-plugin', 'plugin.json'))['icon']).toBe(`./${ICON_FILE}`)
  })
})
