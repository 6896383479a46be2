import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { detectRunner } from '../../mcp-server/src/project/detect-runner.js'
import { tempDir } from '../support/store.js'

/** A project in a temp dir holding `files` (path → text). */
function project(files: Readonly<Record<string, string>>): string {
  const root = tempDir('evident-detect-')
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

/** A PATH holding stand-ins for `tools`. */
function path(...tools: readonly string[]): { PATH: string } {
  const bin = tempDir('evident-detect-bin-')
  for (const tool of tools) writeFileSync(join(bin, tool), '#!/bin/sh\n', { mode: 0o755 })
  return { PATH: bin }
}

const pkg = (json: unknown): string => JSON.stringify(json)

describe('detectRunner', () => {
  it('finds vitest by its package and a config or script, naming a config of another name', () => {
    const byConfig = project({ 'node_modules/vitest/package.json': '{}', 'vitest.config.ts': '' })
    expect(detectRunner(byConfig, path())).toMatchObject({ kind: 'vitest', runner: { kind: 'vitest' } })
    expect(detectRunner(byConfig, path())).not.toHaveProperty('runner.config')
    const byScript = project({
      'node_modules/vitest/package.json': '{}',
      'package.json': pkg({ scripts: { test: 'vitest run --config tests/unit.config.ts' } }),
    })
    expect(detectRunner(byScript, path())).toMatchObject({
      kind: 'vitest',
      runner: { kind: 'vitest', config: 'tests/unit.config.ts' },
    })
    expect(detectRunner(project({ 'vitest.config.ts': '' }), path()).kind).toBe('none')
  })

  it('writes jest as a JUnit runner through jest-junit, and names jest-junit when it is missing', () => {
    const files = { 'node_modules/jest/package.json': '{}', 'package.json': pkg({ scripts: { test: 'jest' } }) }
    expect(detectRunner(project(files), path())).toMatchObject({
      kind: 'jest',
      missing: 'jest-junit (npm install --save-dev jest-junit)',
    })
    expect(detectRunner(project(files), path())).not.toHaveProperty('runner')
    const withJunit = project({ ...files, 'node_modules/jest-junit/package.json': '{}' })
    expect(detectRunner(withJunit, path())).toMatchObject({
      kind: 'jest',
      runner: { kind: 'junit', env: { JEST_JUNIT_OUTPUT_FILE: '{junitPath}' } },
      testFiles: expect.arrayContaining(['**/__tests__/**']),
    })
  })

  it('finds pytest by its configuration or tests/test_*.py', () => {
    for (const files of [
      { 'pytest.ini': '[pytest]\n' },
      { 'pyproject.toml': '[tool.pytest.ini_options]\n' },
      { 'tests/test_dates.py': 'def test_x(): pass\n' },
    ])
      expect(detectRunner(project(files), path())).toMatchObject({
        kind: 'pytest',
        runner: { kind: 'junit', argv: ['python3', '-m', 'pytest', '-q', '--junitxml={junitPath}'] },
        testFiles: ['**/test_*.py', '**/*_test.py', '**/conftest.py'],
      })
  })

  it('runs go test through gotestsum or go-junit-report, and names them when neither is on PATH', () => {
    const root = project({ 'go.mod': 'module x\n' })
    expect(detectRunner(root, path('gotestsum'))).toMatchObject({
      kind: 'go',
      runner: { argv: ['gotestsum', '--junitfile', '{junitPath}', '--', './...'], fileArgs: 'none' },
    })
    expect(detectRunner(root, path('go-junit-report'))).toMatchObject({
      runner: { argv: ['sh', '-c', expect.stringContaining('go-junit-report')] },
    })
    expect(detectRunner(root, path())).toMatchObject({ kind: 'go', missing: expect.stringContaining('gotestsum') })
    expect(detectRunner(root, path())).not.toHaveProperty('runner')
  })

  it('runs cargo test through cargo2junit, and names it when missing', () => {
    const root = project({ 'Cargo.toml': '[package]\nname = "x"\n' })
    expect(detectRunner(root, path('cargo2junit'))).toMatchObject({
      kind: 'cargo',
      runner: { kind: 'junit', argv: ['sh', '-c', expect.stringContaining('| cargo2junit > {junitPath}')] },
    })
    expect(detectRunner(root, path())).toMatchObject({ missing: 'cargo2junit (cargo install cargo2junit)' })
  })

  it('finds none in a project without a runner it knows', () => {
    expect(detectRunner(project({ 'README.md': '# x\n' }), path())).toMatchObject({ kind: 'none' })
  })
})
