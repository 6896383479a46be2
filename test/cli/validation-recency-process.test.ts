import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BINDING_FILE, nativeTarget } from '../../mcp-server/src/store/native.js'
import { freshBundle } from '../support/bundle-cache.js'
import { tempDir } from '../support/store.js'
import { gitRepo } from '../support/validation-repo.js'
import { REPO } from '../support/fixtures.js'

// The CLI bundle and a plugin data dir holding the SQLite module, built once for the file.
const dir = mkdtempSync(join(tmpdir(), 'evident-validation-process-'))
const pluginData = join(dir, 'data')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

beforeAll(async () => {
  await freshBundle(REPO, join(dir, 'bundle'))
  copyFileSync(join(REPO, 'package.json'), join(dir, 'package.json'))
  const built = nativeTarget({ CLAUDE_PLUGIN_DATA: pluginData }).builtBinding
  mkdirSync(dirname(built), { recursive: true })
  const bs3 = dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'))
  copyFileSync(join(bs3, 'build', 'Release', BINDING_FILE), built)
})

const DOD =
  '---\ncriteria:\n  - {id: lint-green, kind: auto, assert: {gate: lint}}\n  - {id: check-green, kind: auto, assert: {gate: check}}\n---\n'

function project(validation: Record<string, unknown>) {
  const techniques = [
    { id: 'lint', run: ['node', '-e', ''] },
    { id: 'check', run: ['node', '-e', ''] },
  ]
  const { root } = gitRepo({
    'evident.config.json': JSON.stringify({ validation: { techniques, ...validation } }),
    'docs/DOD.md': DOD,
  })
  const env = {
    PATH: process.env['PATH'] ?? '',
    HOME: tempDir(),
    CLAUDE_PLUGIN_DATA: pluginData,
    EVIDENT_DB: join(tempDir(), 'evident.sqlite'),
    EVIDENT_PROJECT_ROOT: root,
  }
  const evident = (...args: string[]) =>
    spawnSync(process.execPath, [join(dir, 'bundle', 'cli.js'), ...args], { cwd: root, env, encoding: 'utf8' })
  return {
    root,
    evident,
    setConfig: (v: unknown) => writeFileSync(join(root, 'evident.config.json'), JSON.stringify(v)),
  }
}

describe('evident validation run and dod assert (real processes)', () => {
  it("binds a DoD gate to the run's own GATE lines; dod assert reads the latest run and names a stale gate", () => {
    const { evident } = project({})
    const full = evident('validation', 'run')
    expect(full.stderr).not.toContain('error')
    expect(full.status).toBe(0)
    expect(full.stdout).toContain('verify: DoD met — 2 criteria, 2 evidenced by phase results, 0 session-asserted\n')
    const partial = evident('validation', 'run', '--technique', 'check')
    expect(partial.status).toBe(4)
    expect(partial.stdout).toMatch(
      /\nBLOCKER\(verify\): lint-green unmet: GATE\(lint\) did not run in validation run 2; its last green was at \S+ \(validation, 0 min before the run\), which does not count: validation\.gateFreshness "this-run" counts only this run's GATE lines — options: /,
    )
    expect(partial.stdout).toMatch(/^TECHNIQUES: remembered — fingerprint [0-9a-f]{12} of evident\.config\.json/m)
    const assert = evident('dod', 'assert')
    expect(assert.status).toBe(0)
    expect(assert.stdout).toBe(
      '{"outcomes":[{"id":"lint-green","kind":"auto","outcome":"unmet"},{"id":"check-green","kind":"auto","outcome":"met"}]}\n',
    )
    expect(assert.stderr.split('\n')).toEqual([
      expect.stringMatching(
        /^dod-assert: gates from validation run 2 \(done, started \S+, HEAD [0-9a-f]{12}\), the latest of this project$/,
      ),
      expect.stringMatching(
        /^dod-assert: lint-green unmet: GATE\(lint\) did not run in validation run 2; its last green was at /,
      ),
      '',
    ])
  })

  it('counts an earlier green within gateFreshness minutes, and refuses a bad gateFreshness with a clear error', () => {
    const { evident, setConfig } = project({ gateFreshness: { withinMinutes: 60 } })
    expect(evident('validation', 'run').status).toBe(0)
    const partial = evident('validation', 'run', '--technique', 'check')
    expect(partial.status).toBe(0)
    expect(partial.stdout).toMatch(
      /\nNOTE\(verify\): lint-green met by GATE\(lint\): green at \S+ \(validation\), within 60 min\n/,
    )
    setConfig({ validation: { gateFreshness: 'recent' } })
    const bad = evident('validation', 'run')
    expect(bad.status).toBe(1)
    // The manifest lint runs first (seed: "Manifest read (lint if standalone)") and words the schema error.
    expect(bad.stderr).toContain(
      'error: evident.config.json: validation.gateFreshness: must be "this-run", "same-tree" or {"withinMinutes": N} with N from 1 to 10080',
    )
    expect(evident('dod', 'assert').stderr).toContain(
      'evident.config.json is invalid: validation.gateFreshness: must be "this-run", "same-tree" or {"withinMinutes": N} with N from 1 to 10080',
    )
  })
})
