import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../support/store.js'
import { gitRepo } from '../support/validation-repo.js'
import { cli } from '../support/cli-io.js'

// Seed (validation.txt): preamble 1 "Manifest read (lint if standalone)" and "Procedure (default body — a manifest
// override: replaces everything below)", through the real `evident validation lint-manifest` / `validation run`.

const NODE = process.execPath
const DOD =
  '---\ncriteria:\n  - {id: contract-green, kind: auto, assert: {gate: contract}}\n  - {id: first-green, kind: auto, assert: {gate: first}}\n---\n# Done\n'

function project(
  config: unknown,
  files: Readonly<Record<string, string>> = {},
): { root: string; env: Record<string, string> } {
  const { root, git, write } = gitRepo({ 'evident.config.json': JSON.stringify(config), 'a.txt': 'a\n', ...files })
  git('checkout', '-q', '-b', 'feature')
  write('a.txt', 'A\n')
  git('commit', '-q', '-am', 'change')
  return { root, env: { EVIDENT_DB: join(tempDir(), 'evident.sqlite'), EVIDENT_PROJECT_ROOT: root } }
}

/** A technique that appends its name to order.txt, so the record and the file both show the walk's order. */
const step = (name: string, exit = 0): string[] => [
  NODE,
  '-e',
  `require('fs').appendFileSync('order.txt', '${name}\\n'); process.exit(${exit})`,
]

describe('evident validation lint-manifest', () => {
  it('exits 0 with a line saying the defaults apply when there is no manifest', async () => {
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    const env = { EVIDENT_DB: join(tempDir(), 'evident.sqlite'), EVIDENT_PROJECT_ROOT: root }
    expect(await cli(['validation', 'lint-manifest'], env, root)).toEqual({
      code: 0,
      out: ['no manifest: evident.config.json has no validation section (or does not exist) — the defaults apply'],
      err: [],
    })
    expect(existsSync(env.EVIDENT_DB)).toBe(false)
  })

  it('exits 0 on warnings only, 1 on errors, one prefixed line per problem and a summary line', async () => {
    const warned = project({ validation: { dod: 'docs/DOD.md', techniques: [{ id: 'a', run: [NODE] }] } })
    expect(await cli(['validation', 'lint-manifest'], warned.env, warned.root)).toEqual({
      code: 0,
      out: [
        'warning: evident.config.json: validation.dod: docs/DOD.md does not exist — the run records NO-OP(verify); evident never creates it (write it, or remove validation.dod)',
        'manifest evident.config.json: 0 error(s), 1 warning(s)',
      ],
      err: [],
    })
    const broken = project({
      validation: {
        techniques: [
          { id: 'a', run: [NODE], mode: 'x' },
          { id: 'b', run: [] },
        ],
      },
    })
    const run = await cli(['validation', 'lint-manifest'], broken.env, broken.root)
    expect(run.code).toBe(1)
    expect(run.out).toEqual([
      'error: evident.config.json: validation.techniques[0].mode: Invalid option: expected one of "gate"|"triage"',
      'error: evident.config.json: validation.techniques[1].run: Too small: expected array to have >=1 items',
      'manifest evident.config.json: 2 error(s), 0 warning(s)',
    ])
  })

  it('lints --config PATH inside the project and refuses one outside it or an unknown option (exit 2)', async () => {
    const { root, env } = project({ validation: { techniques: [{ id: 'a', run: [NODE] }] } })
    mkdirSync(join(root, 'ci'))
    writeFileSync(join(root, 'ci', 'evident.json'), JSON.stringify({ validation: { dod: '../x.md' } }))
    const other = await cli(['validation', 'lint-manifest', '--config', 'ci/evident.json'], env, root)
    expect(other.code).toBe(1)
    expect(other.out[0]).toBe('error: ci/evident.json: validation.dod: "../x.md" is outside the project')
    const outside = join(tempDir(), 'evident.config.json')
    writeFileSync(outside, '{}')
    const refused = await cli(['validation', 'lint-manifest', '--config', outside], env, root)
    expect(refused.code).toBe(2)
    expect(refused.err.join('\n')).toContain('outside the project')
    expect((await cli(['validation', 'lint-manifest', '--fix'], env, root)).code).toBe(2)
    const missing = await cli(['validation', 'lint-manifest', '--config', 'ci/typo.json'], env, root)
    expect(missing.code).toBe(1)
    expect(missing.out[0]).toMatch(/^error: ci\/typo\.json: cannot be read: /)
  })
})

describe('evident validation run with the manifest', () => {
  it('seed "lint if standalone": refuses a run on a manifest error, says how to fix it, and records nothing', async () => {
    const { root, env } = project({
      validation: { techniques: [{ id: 'a', run: step('a') }], procedure: { steps: [{ technique: 'missing' }] } },
    })
    const run = await cli(['validation', 'run'], env, root)
    expect(run.code).toBe(1)
    expect(run.out).toEqual([])
    expect(run.err).toEqual([
      'error: evident.config.json: validation.procedure.steps[0].technique: "missing" is neither declared nor derived for this project now (resolved: a); see evident validation plan',
      'warning: evident.config.json: validation.procedure: the gate "a" (declared) is in no step: it does not run, and the run records NO-OP(validation:a)',
      'manifest evident.config.json: 1 error(s), 1 warning(s)',
      "validation run refused: fix the manifest's errors in evident.config.json, then run it again (nothing was recorded)",
    ])
    expect(existsSync(env['EVIDENT_DB'] ?? '')).toBe(false)
    expect(existsSync(join(root, 'order.txt'))).toBe(false)
  })

  it('seed "a manifest override: replaces everything below": runs the steps in order, an inline GATE, a NO-OP for the omitted one, the DoD still asserted', async () => {
    const { root, env } = project(
      {
        validation: {
          techniques: [
            { id: 'first', run: step('first') },
            { id: 'second', run: step('second') },
            { id: 'skipped', run: step('skipped') },
          ],
          intention: { pages: [{ page: 'docs/missing.md', covers: ['src/**'] }] },
          procedure: {
            steps: [
              { technique: 'second' },
              { id: 'contract', run: step('contract') },
              { technique: 'first', scope: 'per-file' },
            ],
          },
        },
      },
      { 'docs/DOD.md': DOD },
    )
    const run = await cli(['validation', 'run'], env, root)
    expect(run.code).toBe(0)
    expect(run.out.slice(0, 5)).toEqual([
      'validation run 1',
      // A gate left out of the override is a warning: the run records it as not run (review #35).
      'MANIFEST: warning: evident.config.json: validation.procedure: the gate "skipped" (declared) is in no step: it does not run, and the run records NO-OP(validation:skipped)',
      'MANIFEST: warning: evident.config.json: validation.intention.pages[0].page: docs/missing.md does not exist — its drift lines name a missing page',
      'PROCEDURE: manifest override — 3 step(s) from evident.config.json validation.procedure; the default per-technique walk did not run',
      expect.stringMatching(/^TECHNIQUES: derived — /),
    ])
    expect(run.out).toContain("NO-OP(validation:skipped): not in the manifest's procedure override")
    expect(run.out.filter((l) => /^(TECHNIQUE|GATE)\(/.test(l))).toEqual([
      expect.stringMatching(
        /^TECHNIQUE\(second\): gate, sync, per-hunk — declared: .*; step 1 of evident\.config\.json validation\.procedure\.steps\[0\]$/,
      ),
      'TECHNIQUE(contract): gate, sync, per-hunk — declared: inline step of evident.config.json validation.procedure.steps[1]',
      expect.stringMatching(/^TECHNIQUE\(first\): gate, sync, per-file — declared: .*\(scope per-file\)$/),
      'GATE(second): green',
      'GATE(contract): green',
      'GATE(first): green',
    ])
    // What actually ran, in order: the omitted technique never ran.
    expect(readOrder(root)).toEqual(['second', 'contract', 'first'])
    // The DoD (preamble, non-overridable) is still asserted, against the override's GATE lines.
    expect(run.out).toContain('{"id":"contract-green","kind":"auto","outcome":"met"}')
    expect(run.out).toContain('verify: DoD met — 2 criteria, 2 evidenced by phase results, 0 session-asserted')
    expect(run.out.at(-1)).toBe('PROPOSE-GATE: satisfied — 3 technique(s) landed; gates green: second, contract, first')
    const record = await cli(['validation', 'record'], env, root)
    expect(record.out.slice(1)).toEqual(run.out.slice(1))
  })

  it('keeps the propose-gate: a red inline step blocks, and an unmet DoD criterion on an omitted gate blocks', async () => {
    const { root, env } = project(
      {
        validation: {
          techniques: [{ id: 'first', run: step('first') }],
          procedure: { steps: [{ id: 'contract', run: step('contract', 1) }] },
        },
      },
      { 'docs/DOD.md': DOD },
    )
    const run = await cli(['validation', 'run'], env, root)
    expect(run.code).toBe(4)
    expect(readOrder(root)).toEqual(['contract'])
    expect(run.out).toContain('GATE(contract): red')
    expect(run.out).toContain("NO-OP(validation:first): not in the manifest's procedure override")
    expect(run.out.filter((l) => l.startsWith('BLOCKER('))).toEqual([
      expect.stringMatching(/^BLOCKER\(validation:contract\): GATE\(contract\) red \(exit 1\) — options: /),
      expect.stringMatching(/^BLOCKER\(verify\): contract-green unmet: GATE\(contract\) ran red in validation run 1/),
      expect.stringMatching(/^BLOCKER\(verify\): first-green unmet: GATE\(first\) did not run in validation run 1/),
    ])
    expect(run.out.at(-1)).toMatch(/^PROPOSE-GATE: blocked — BLOCKER\(validation:contract\): GATE\(contract\) red/)
    expect((await cli(['validation', 'gate'], env, root)).code).toBe(4)
  })

  it('plan shows the walk the override makes: the steps in order, then the PROCEDURE and NO-OP lines', async () => {
    const { root, env } = project({
      validation: {
        techniques: [
          { id: 'first', run: [NODE] },
          { id: 'second', run: [NODE] },
        ],
        procedure: {
          steps: [
            { technique: 'second', mode: 'triage' },
            { id: 'contract', run: [NODE] },
          ],
        },
      },
    })
    const plan = await cli(['validation', 'plan'], env, root)
    expect(plan.code).toBe(0)
    expect(plan.out).toEqual([
      `second: triage, sync, per-hunk — declared: declared in evident.config.json validation.techniques[1]; step 1 of evident.config.json validation.procedure.steps[0] (mode triage) — run: ${JSON.stringify([NODE])}`,
      `contract: gate, sync, per-hunk — declared: inline step of evident.config.json validation.procedure.steps[1] — run: ${JSON.stringify([NODE])}`,
      'PROCEDURE: manifest override — 2 step(s) from evident.config.json validation.procedure; the default per-technique walk did not run',
      "NO-OP(validation:first): not in the manifest's procedure override",
    ])
  })

  it('runs one step with --technique, and refuses a resolved technique the override leaves out', async () => {
    const { root, env } = project({
      validation: {
        techniques: [
          { id: 'first', run: step('first') },
          { id: 'second', run: step('second') },
        ],
        procedure: { steps: [{ technique: 'second' }] },
      },
    })
    const one = await cli(['validation', 'run', '--technique', 'second'], env, root)
    expect(one.code).toBe(0)
    expect(readOrder(root)).toEqual(['second'])
    const refused = await cli(['validation', 'run', '--technique', 'first'], env, root)
    expect(refused.code).toBe(1)
    expect(refused.err.join('\n')).toContain(
      'no step "first" in the manifest\'s procedure override (evident.config.json validation.procedure)',
    )
    expect(readOrder(root)).toEqual(['second'])
  })
})

function readOrder(root: string): readonly string[] {
  const file = join(root, 'order.txt')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
}
