import { spawnSync } from 'node:child_process'
import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BUNDLE_DIR,
  buildBundle,
  ENTRY_POINTS,
  HOOK_FILE,
  HOOK_LAZY,
  HOOK_REQUIRED,
  HOOK_MAIN_FILE,
  readBundle,
  repoRoot,
  rewriteHookImports,
} from '../../scripts/bundle.js'
import { tempDir } from '../support/store.js'

const root = repoRoot()

describe('bundle', () => {
  it('is committed up to date with the sources (run `npm run bundle` after changing them)', async () => {
    const fresh = join(tempDir('evident-bundle-'), BUNDLE_DIR)
    await buildBundle(root, fresh)
    const built = readBundle(fresh)
    const committed = readBundle(join(root, BUNDLE_DIR))
    expect([...committed.keys()].sort(), 'bundle/ files differ from a fresh build: run `npm run bundle`').toEqual(
      [...built.keys()].sort(),
    )
    for (const [file, text] of built) {
      expect(committed.get(file) === text, `bundle/${file} is stale: run \`npm run bundle\``).toBe(true)
    }
  })

  it('has one runnable file per entry point at the bundle root', () => {
    const files = readBundle(join(root, BUNDLE_DIR))
    for (const name of Object.keys(ENTRY_POINTS)) expect(files.has(`${name}.js`), `bundle/${name}.js`).toBe(true)
    for (const file of [HOOK_FILE, HOOK_MAIN_FILE]) expect(files.has(file), `bundle/${file}`).toBe(true)
  })

  it('keeps the hook CLI lean CommonJS whose rare paths load ESM entries that exist', () => {
    const files = readBundle(join(root, BUNDLE_DIR))
    const boot = files.get(HOOK_FILE) ?? ''
    const main = files.get(HOOK_MAIN_FILE) ?? ''
    for (const code of [boot, main]) expect(code).not.toMatch(/^\s*(import|export)\s/m)
    expect(boot.length).toBeLessThan(10_000)
    // kysely and zod are reached only through the lazy entries, never inlined into every hook start.
    expect(main).not.toContain('class Kysely')
    expect(main).not.toContain('node_modules/zod/')
    // 211 KB with issue #32's safe opens, shell lease and byte paths; 222 KB with issue #34's borrowed first snapshot,
    // snapshot budgets and unmeasured commands (`npm run bench -- hooks` holds the start-up cost, on a real-shaped tree).
    expect(main.length).toBeLessThan(230_000)
    // No hook loads node:module (createRequire is the boot's own require) or node:crypto at start-up.
    for (const code of [boot, main]) expect(code).not.toMatch(/require\("node:(module|crypto)"\)/)
    // hook-main runs in a vm.Script (code-cache.ts): no import() of its own, only the boot's __evidentImport.
    expect(main).not.toMatch(/\bimport\(/)
    const imported = [...main.matchAll(/\b__evidentImport\("\.\/([^"]+)"\)/g)].map((m) => m[1] ?? '')
    expect([...new Set(imported)].sort()).toEqual(
      Object.values(HOOK_LAZY)
        .map((name) => `${name}.js`)
        .sort(),
    )
    for (const file of imported) expect(files.has(file), `bundle/${file}`).toBe(true)
    // Paths that are not rare load CommonJS files of the hook build with the boot's require, never an ESM entry.
    const required = [...main.matchAll(/\brequire\("\.\/([^"]+)"\)/g)].map((m) => m[1] ?? '')
    expect([...new Set(required)].sort()).toEqual(
      Object.values(HOOK_REQUIRED)
        .map((name) => `${name}.cjs`)
        .sort(),
    )
    for (const file of required) {
      const code = files.get(file) ?? ''
      expect(code, `bundle/${file}`).not.toBe('')
      expect(code).not.toMatch(/^\s*(import|export)\s/m)
      expect(code).not.toMatch(/require\("node:(module|crypto)"\)/)
    }
  })

  it('refuses to build a hook CLI with a dynamic import the boot cannot serve', () => {
    expect(rewriteHookImports('await import("./hook-lazy-store.js")')).toBe(
      'await __evidentImport("./hook-lazy-store.js")',
    )
    expect(() => rewriteHookImports('await import("./elsewhere.js")')).toThrow(
      /dynamic import the hook boot cannot serve/,
    )
  })

  it('runs without node_modules: every JavaScript dependency is inside', () => {
    const alone = join(tempDir('evident-bundle-alone-'), BUNDLE_DIR)
    cpSync(join(root, BUNDLE_DIR), alone, { recursive: true })
    const ran = spawnSync(process.execPath, [join(alone, 'cli.js'), '--help'], {
      cwd: alone,
      encoding: 'utf8',
      env: { PATH: process.env['PATH'] ?? '' },
    })
    expect(ran.status, ran.stderr).toBe(0)
    expect(ran.stdout).toContain('evident db path')
  })
})
