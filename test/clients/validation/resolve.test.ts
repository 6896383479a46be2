import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { techniqueSchema, validationConfigSchema } from '../../../mcp-server/src/domain/validation-config.js'
import { previewLines, previewValidation } from '../../../mcp-server/src/clients/validation/preview.js'
import { probeTechnique } from '../../../mcp-server/src/clients/validation/probe.js'
import { notDerived, resolveTechniques } from '../../../mcp-server/src/clients/validation/resolve.js'
import { tempDir } from '../../support/store.js'

function project(files: Readonly<Record<string, string>>): string {
  const root = tempDir('evident-resolve-')
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text)
  return root
}

const summary = (root: string, config?: unknown) =>
  resolveTechniques(root, config === undefined ? undefined : validationConfigSchema.parse(config)).map((r) => [
    r.technique.id,
    r.technique.mode,
    r.technique.run.join(' '),
    r.tier,
    r.why,
  ])

describe('technique descriptor', () => {
  it('applies the contract defaults', () => {
    expect(techniqueSchema.parse({ id: 'lint', run: ['eslint', '.'] })).toEqual({
      id: 'lint',
      run: ['eslint', '.'],
      mode: 'gate',
      'run-style': 'sync',
      scope: 'per-hunk',
      'commit-prefix': 'chore',
      timeoutMs: 600_000,
    })
  })

  it('rejects a descriptor without an id or with a shell string for run', () => {
    expect(techniqueSchema.safeParse({ run: ['x'] }).success).toBe(false)
    expect(techniqueSchema.safeParse({ id: 'x', run: 'eslint . && rm -rf /' }).success).toBe(false)
  })
})

describe('resolveTechniques', () => {
  it('takes declared techniques outright, ignoring the project files', () => {
    const root = project({ 'package.json': JSON.stringify({ scripts: { lint: 'eslint .' } }) })
    expect(summary(root, { techniques: [{ id: 'audit', run: ['npm', 'audit'], mode: 'triage' }] })).toEqual([
      ['audit', 'triage', 'npm audit', 'declared', 'declared in evident.config.json validation.techniques[0]'],
    ])
  })

  it('derives one technique per documented command from package.json, pyproject.toml and the Makefile, a gate or a triage by its nature', () => {
    const root = project({
      'package.json': JSON.stringify({
        scripts: {
          build: 'tsc',
          test: 'vitest run',
          lint: 'eslint .',
          'format:check': 'prettier -c .',
          format: 'prettier -w .',
          'type-check': 'tsc --noEmit',
        },
      }),
      'pnpm-lock.yaml': '',
      'pyproject.toml':
        '[project]\nname = "x"\n\n[tool.ruff]\nline-length = 100\n\n[tool.pytest.ini_options]\naddopts = "-q"\n',
      Makefile: 'VAR := 1\nlint:\n\truff check\ncheck: lint\n\ttrue\nbuild:\n\tcc\n',
    })
    expect(summary(root)).toEqual([
      ['typecheck', 'gate', 'pnpm run type-check', 'derived', 'package.json script "type-check"'],
      [
        'lint',
        'triage',
        'pnpm run lint',
        'derived',
        `package.json script "lint" — triage: a linter's findings are judged, not its exit code; runs as documented: evident has no machine-readable report option for it`,
      ],
      ['format', 'gate', 'pnpm run format:check', 'derived', 'package.json script "format:check"'],
      ['test', 'gate', 'pnpm run test', 'derived', 'package.json script "test"'],
      [
        'ruff',
        'triage',
        'ruff check . --output-format sarif',
        'derived',
        `pyproject.toml section [tool.ruff] — triage: a linter's findings are judged, not its exit code; runs ["ruff","check",".","--output-format","sarif"]: ruff's SARIF report, which evident parses`,
      ],
      ['pytest', 'gate', 'pytest', 'derived', 'pyproject.toml section [tool.pytest]'],
      [
        'make-lint',
        'triage',
        'make lint',
        'derived',
        `Makefile target "lint" — triage: a linter's findings are judged, not its exit code; runs as documented: evident has no machine-readable report option for it`,
      ],
      ['make-check', 'gate', 'make check', 'derived', 'Makefile target "check"'],
    ])
  })

  it('derives the commands README and CONTRIBUTING document first, one per command, ahead of the manifests', () => {
    const root = project({
      'README.md': '# x\n\n```sh\nnpm install\nnpm run lint\nnpm test\n```\n',
      'CONTRIBUTING.md': '```console\n$ npm run lint:css\n$ make check\n$ npm test && npm run lint\n```\n',
      'package.json': JSON.stringify({ scripts: { lint: 'eslint .', test: 'vitest run', typecheck: 'tsc' } }),
      Makefile: 'check:\n\ttrue\n',
    })
    expect(summary(root)).toEqual([
      [
        'lint',
        'triage',
        'npm run lint',
        'derived',
        `README.md:5 documents "npm run lint" (lint) — triage: a linter's findings are judged, not its exit code; runs as documented: evident has no machine-readable report option for it`,
      ],
      ['test', 'gate', 'npm test', 'derived', 'README.md:6 documents "npm test" (test)'],
      [
        'lint-2',
        'triage',
        'npm run lint:css',
        'derived',
        `CONTRIBUTING.md:2 documents "npm run lint:css" (lint) — triage: a linter's findings are judged, not its exit code; runs as documented: evident has no machine-readable report option for it`,
      ],
      ['check', 'gate', 'make check', 'derived', 'CONTRIBUTING.md:3 documents "make check" (check)'],
      ['typecheck', 'gate', 'npm run typecheck', 'derived', 'package.json script "typecheck"'],
    ])
    expect(previewLines(previewValidation(root, undefined, ''), notDerived(root, undefined)).at(-1)).toBe(
      'not derived: CONTRIBUTING.md:4 "npm test && npm run lint" — "&&" needs a shell (operators, pipes, redirections, substitutions, quotes, globs); evident runs argument arrays only',
    )
    expect(notDerived(root, validationConfigSchema.parse({ techniques: [{ id: 'x', run: ['x'] }] }))).toEqual([])
  })

  it('falls back to the manifest test command when nothing is documented', () => {
    expect(summary(project({ 'package.json': JSON.stringify({ name: 'x' }) }))).toEqual([
      ['test', 'gate', 'npm test', 'fallback', 'test command of the package.json manifest'],
    ])
    expect(summary(project({ 'Cargo.toml': '[package]\nname = "x"\n' }))).toEqual([
      ['test', 'gate', 'cargo test', 'fallback', 'test command of the Cargo.toml manifest'],
    ])
    expect(summary(project({ 'go.mod': 'module x\n' }))).toEqual([
      ['test', 'gate', 'go test ./...', 'fallback', 'test command of the go.mod manifest'],
    ])
  })

  it('resolves nothing for a project without any manifest, and plan says so', () => {
    const root = project({ 'README.md': '# hi\n' })
    expect(summary(root)).toEqual([])
    expect(previewLines(previewValidation(root, undefined, ''))).toEqual([
      'NO-OP(validation): no techniques declared/probed',
    ])
  })
})

describe('probeTechnique', () => {
  it('declines a technique whose binary does not resolve or whose config file is absent', () => {
    const root = project({})
    mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true })
    writeFileSync(join(root, 'node_modules', '.bin', 'mylint'), '#!/bin/sh\nexit 0\n')
    chmodSync(join(root, 'node_modules', '.bin', 'mylint'), 0o755)
    const t = techniqueSchema.parse({ id: 'lint', run: ['mylint'], probe: { config: ['.mylintrc', 'mylint.json'] } })
    expect(probeTechnique(t, root, '')).toBe('none of .mylintrc, mylint.json present')
    writeFileSync(join(root, 'mylint.json'), '{}')
    expect(probeTechnique(t, root, '')).toBeUndefined()
    expect(probeTechnique({ ...t, run: ['nope-not-here'], probe: undefined }, root, '')).toBe(
      'binary "nope-not-here" not resolvable',
    )
  })

  it('prints each planned technique with the reason it was chosen and a declined probe', () => {
    const root = project({ 'package.json': JSON.stringify({ scripts: { lint: 'eslint .', test: 'vitest run' } }) })
    expect(previewLines(previewValidation(root, undefined, ''))).toEqual([
      `lint: triage, sync, per-hunk — derived: package.json script "lint" — triage: a linter's findings are judged, not its exit code; runs as documented: evident has no machine-readable report option for it — run: ["npm","run","lint"] — NO-OP(validation:lint): declined — probe absent (binary "npm" not resolvable)`,
      'test: gate, sync, per-hunk — derived: package.json script "test" — gate: a test run passes or fails — run: ["npm","run","test"] — NO-OP(validation:test): declined — probe absent (binary "npm" not resolvable)',
    ])
  })
})
