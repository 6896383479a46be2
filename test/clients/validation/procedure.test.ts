import { describe, expect, it } from 'vitest'
import { technique, type Resolved } from '../../../mcp-server/src/clients/validation/descriptor.js'
import { applyProcedure, walkedTechniques } from '../../../mcp-server/src/clients/validation/procedure.js'
import { tempDir } from '../../support/store.js'
import { validationConfigSchema } from '../../../mcp-server/src/domain/validation-config.js'

// Seed (validation.txt): "Procedure (default body — a manifest override: replaces everything below)".

const resolved: readonly Resolved[] = [
  { technique: technique('lint', ['npm', 'run', 'lint']), tier: 'derived', why: 'package.json script "lint"' },
  { technique: technique('typecheck', ['npx', 'tsc']), tier: 'derived', why: 'package.json script "typecheck"' },
  { technique: technique('test', ['npm', 'test']), tier: 'derived', why: 'package.json script "test"' },
]

const config = (procedure: unknown) => validationConfigSchema.parse({ procedure })

describe('applyProcedure', () => {
  it('walks every resolved technique in order when the manifest has no override (the default body)', () => {
    expect(applyProcedure(resolved, undefined)).toEqual({ steps: resolved, omitted: [], unresolved: [], lines: [] })
    expect(applyProcedure(resolved, validationConfigSchema.parse({})).steps).toBe(resolved)
  })

  it('replaces the walk: the steps in the order given, overrides applied, inline steps, the rest omitted', () => {
    const walk = applyProcedure(
      resolved,
      config({
        steps: [
          { technique: 'test' },
          { technique: 'lint', mode: 'triage', scope: 'per-file', 'run-style': 'background' },
          { id: 'contract', run: ['npm', 'run', 'contract'] },
        ],
      }),
    )
    expect(walk.steps.map((s) => s.technique.id)).toEqual(['test', 'lint', 'contract'])
    expect(walk.steps[1]?.technique).toMatchObject({
      run: ['npm', 'run', 'lint'],
      mode: 'triage',
      scope: 'per-file',
      'run-style': 'background',
    })
    expect(walk.steps[1]?.why).toBe(
      'package.json script "lint"; step 2 of evident.config.json validation.procedure.steps[1] (mode triage, run-style background, scope per-file)',
    )
    expect(walk.steps[2]).toEqual({
      technique: technique('contract', ['npm', 'run', 'contract']),
      tier: 'declared',
      why: 'inline step of evident.config.json validation.procedure.steps[2]',
    })
    expect(walk.omitted.map((r) => r.technique.id)).toEqual(['typecheck'])
    expect(walk.unresolved).toEqual([])
    expect(walk.lines.map((l) => l.line)).toEqual([
      'PROCEDURE: manifest override — 3 step(s) from evident.config.json validation.procedure; the default per-technique walk did not run',
    ])
    // The resolved technique itself is not changed by the override.
    expect(resolved[0]?.technique.mode).toBe('gate')
  })

  it('names a step whose technique does not resolve instead of skipping it silently', () => {
    const walk = applyProcedure(resolved, config({ steps: [{ technique: 'lint' }, { technique: 'e2e' }] }))
    expect(walk.steps.map((s) => s.technique.id)).toEqual(['lint'])
    expect(walk.unresolved).toEqual(['e2e'])
  })

  it('is what a triage re-runs: the inline gate and the overridden mode, not the omitted technique', () => {
    const walked = walkedTechniques(
      tempDir(),
      validationConfigSchema.parse({
        techniques: [
          { id: 'lint', mode: 'triage', run: ['npx', 'eslint'] },
          { id: 'slow', run: ['npm', 'run', 'slow'] },
        ],
        procedure: {
          steps: [
            { technique: 'lint', mode: 'gate' },
            { id: 'contract', run: ['npm', 'run', 'contract'] },
          ],
        },
      }),
    )
    expect(walked.map((r) => [r.technique.id, r.technique.mode])).toEqual([
      ['lint', 'gate'],
      ['contract', 'gate'],
    ])
  })
})
